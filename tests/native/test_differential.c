/*
 * test_differential.c - every variant against Debian's liblz4 on valid blocks.
 *
 * Inputs (common/lz4_cases.c): records, text, logs, run-heavy int32 columns, random bytes, and data
 * repeating with every period 1..64, at sizes from 0 to 64 KiB (including the sizes around every
 * margin of the decoder), compressed by liblz4's fast and HC compressors at four settings; plus blocks
 * from the test-side block writer, which reaches overlaps, long extensions and end-of-block limits no
 * compressor happens to produce. Each must decode with every variant, from and into exact-size heap
 * buffers, to what LZ4_decompress_safe produces.
 */
#include <stdio.h>

#include "blockpack_lz4.h"
#include "common/check.h"
#include "common/lz4_cases.h"

static void bp_check_sink(void* context, const uint8_t* src, size_t srcLen, size_t dstLen, int reference_result,
                          const uint8_t* reference_output, int must_accept, const char* label)
{
    (void)context;
    bp_check_block(src, srcLen, dstLen, reference_result, reference_output, must_accept, label);
}

int main(void)
{
    int32_t v;
    printf("variants available:");
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        if (bp_lz4_variant_available(v)) {
            printf(" %s", bp_lz4_variant_name(v));
        }
    }
    printf("\n");
    bp_valid_cases(bp_check_sink, NULL, 1);
    return bp_check_summary("test_differential");
}
