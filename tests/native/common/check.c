/*
 * check.c - see check.h.
 */
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"

#define BP_MAX_REPORTED_FAILURES 25ul

unsigned long bp_checks_passed;
unsigned long bp_checks_failed;

int bp_check(int ok, const char* file, int line, const char* what, const char* label)
{
    if (ok) {
        bp_checks_passed++;
        return 1;
    }
    bp_checks_failed++;
    if (bp_checks_failed <= BP_MAX_REPORTED_FAILURES) {
        fprintf(stderr, "FAIL %s:%d: %s [%s]\n", file, line, what, label ? label : "");
    }
    return 0;
}

int bp_check_summary(const char* name)
{
    printf("%s: %lu passed, %lu failed\n", name, bp_checks_passed, bp_checks_failed);
    return bp_checks_failed == 0 ? 0 : 1;
}

/* Exact-size heap copy: malloc(0) may return NULL, which the API accepts with length 0. */
static uint8_t* bp_exact_copy(const uint8_t* data, size_t n)
{
    uint8_t* copy = (uint8_t*)malloc(n);
    if (n != 0 && copy == NULL) {
        abort();
    }
    if (n != 0) {
        memcpy(copy, data, n);
    }
    return copy;
}

unsigned long bp_check_block(const uint8_t* src, size_t srcLen, size_t dstLen, int reference_result,
                             const uint8_t* reference_output, int must_accept, const char* label)
{
    unsigned long const failed_before = bp_checks_failed;
    uint8_t* const input = bp_exact_copy(src, srcLen);
    uint8_t* first_output = NULL;
    int32_t first_result = 0;
    int have_first = 0;
    int32_t variant;
    /* variant == BP_LZ4_VARIANT_COUNT stands for the adaptive entry point. */
    for (variant = 0; variant <= BP_LZ4_VARIANT_COUNT; variant++) {
        uint8_t* output;
        int32_t result;
        if (variant < BP_LZ4_VARIANT_COUNT && !bp_lz4_variant_available(variant)) {
            continue;
        }
        output = (uint8_t*)malloc(dstLen);
        if (dstLen != 0 && output == NULL) {
            abort();
        }
        result = variant < BP_LZ4_VARIANT_COUNT
                     ? bp_lz4_decode_variant(variant, input, (int32_t)srcLen, output, (int32_t)dstLen)
                     : bp_lz4_decode(input, (int32_t)srcLen, output, (int32_t)dstLen);
        if (reference_result < 0) {
            BP_CHECK(result < 0, label);
        }
        if (result >= 0) {
            if (BP_CHECK(result == reference_result, label) && result > 0) {
                BP_CHECK(memcmp(output, reference_output, (size_t)result) == 0, label);
            }
        }
        if (must_accept) {
            BP_CHECK(result >= 0, label);
        }
        if (!have_first) {
            have_first = 1;
            first_result = result;
            first_output = output;
            continue;
        }
        if (BP_CHECK(result == first_result, label) && result > 0) {
            BP_CHECK(memcmp(output, first_output, (size_t)result) == 0, label);
        }
        free(output);
    }
    free(first_output);
    free(input);
    return bp_checks_failed - failed_before;
}
