/*
 * test_malformed.c - hostile input. Truncations, corrupted tokens, bad offsets, inflated length
 * extensions, lying capacities, random mutations, inserted, deleted and trailing bytes (see
 * common/lz4_cases.c), and the hand-made blocks: whatever liblz4's LZ4_decompress_safe rejects with
 * the same capacity, every variant must reject; whatever a variant accepts must equal liblz4's output;
 * all variants must agree. Buffers are exact-size heap copies, so the ASan build of this test catches
 * any read or write outside them.
 */
#include <stdio.h>
#include <stdlib.h>

#include "blockpack_lz4.h"
#include "common/check.h"
#include "common/lz4_cases.h"

#define BP_DEFAULT_ROUNDS 2000u

typedef struct bp_tally {
    unsigned long cases, reference_rejected, both_accepted, only_reference_accepted;
} bp_tally;

static void bp_check_sink(void* context, const uint8_t* src, size_t srcLen, size_t dstLen, int reference_result,
                          const uint8_t* reference_output, int must_accept, const char* label)
{
    bp_tally* tally = (bp_tally*)context;
    tally->cases++;
    if (reference_result < 0) {
        tally->reference_rejected++;
    } else {
        /* Accepted by liblz4: count how often the stricter contract rejects it (offset 0, endings
           closer than the rules allow when the capacity is larger than the output). */
        uint8_t* out = (uint8_t*)malloc(dstLen ? dstLen : 1);
        if (bp_lz4_decode_variant(BP_LZ4_VARIANT_SCALAR, src, (int32_t)srcLen, out, (int32_t)dstLen) >= 0) {
            tally->both_accepted++;
        } else {
            tally->only_reference_accepted++;
        }
        free(out);
    }
    bp_check_block(src, srcLen, dstLen, reference_result, reference_output, must_accept, label);
}

int main(int argc, char** argv)
{
    bp_tally tally = { 0, 0, 0, 0 };
    unsigned const rounds = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : BP_DEFAULT_ROUNDS;
    bp_malformed_cases(bp_check_sink, &tally, rounds);
    printf("malformed cases: %lu; rejected by liblz4: %lu; accepted by both: %lu; accepted by liblz4 only: %lu\n",
           tally.cases, tally.reference_rejected, tally.both_accepted, tally.only_reference_accepted);
    return bp_check_summary("test_malformed");
}
