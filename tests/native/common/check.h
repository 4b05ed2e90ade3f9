/*
 * check.h - counting assertions for the C tests, and the one property every test checks against a
 * reference decoder's verdict.
 */
#ifndef BP_TEST_CHECK_H
#define BP_TEST_CHECK_H

#include <stddef.h>
#include <stdint.h>

extern unsigned long bp_checks_passed;
extern unsigned long bp_checks_failed;

/* Records one check; prints the first failures with their label. Returns ok. */
int bp_check(int ok, const char* file, int line, const char* what, const char* label);
#define BP_CHECK(cond, label) bp_check((cond) ? 1 : 0, __FILE__, __LINE__, #cond, (label))

/* Prints "<name>: N passed, N failed" and returns the process exit code. */
int bp_check_summary(const char* name);

/*
 * Decodes src (srcLen bytes) with every available variant and with the adaptive entry point, each time
 * from an exact-size heap copy into an exact-size heap buffer of dstLen bytes (so AddressSanitizer sees
 * any byte read or written outside them), and checks against the reference verdict:
 *   - reference rejected (reference_result < 0)  => every variant rejects;
 *   - a variant accepts                           => reference accepted the same size and bytes;
 *   - must_accept                                 => every variant accepts (valid, conforming block);
 *   - all variants return the same result and bytes.
 * Returns the number of failed checks from this call.
 */
unsigned long bp_check_block(const uint8_t* src, size_t srcLen, size_t dstLen, int reference_result,
                             const uint8_t* reference_output, int must_accept, const char* label);

#endif /* BP_TEST_CHECK_H */
