/*
 * lz4_cases.h - test cases judged by Debian's liblz4: valid blocks from its compressors and the test
 * block writer, and malformed variations of them, each passed to a sink with LZ4_decompress_safe's
 * verdict (result and output) for the same input and capacity.
 */
#ifndef BP_TEST_LZ4_CASES_H
#define BP_TEST_LZ4_CASES_H

#include <stddef.h>
#include <stdint.h>

typedef void (*bp_case_sink)(void* context, const uint8_t* src, size_t srcLen, size_t dstLen,
                             int reference_result, const uint8_t* reference_output, int must_accept,
                             const char* label);

/* Valid blocks: all data kinds at sizes 0..64 KiB, every period 1..64, four compressor settings, and
 * written blocks. scale 1 is the full differential test; larger values thin the set out. */
void bp_valid_cases(bp_case_sink sink, void* context, unsigned scale);

/* Malformed variations: truncations, corrupted tokens, bad offsets, inflated length extensions, lying
 * capacities, random mutations, inserted and deleted bytes, trailing garbage; plus the hand-made
 * blocks. About `rounds` base blocks are mutated. */
void bp_malformed_cases(bp_case_sink sink, void* context, unsigned rounds);

/* The reference verdict for one input: LZ4_decompress_safe into an exact-size buffer. */
int bp_reference_decode(const uint8_t* src, size_t srcLen, uint8_t* dst, size_t dstLen);

#endif /* BP_TEST_LZ4_CASES_H */
