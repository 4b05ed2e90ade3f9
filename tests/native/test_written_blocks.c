/*
 * test_written_blocks.c - self-contained decoder tests (no reference library, so they also run in the
 * arm64 cross build under qemu):
 *   - blocks from the test-side block writer, whose plaintext is known by construction, decode to it
 *     with every variant, for every shape and many sizes;
 *   - hand-assembled blocks give exactly their expected size or error code;
 *   - every truncation of a valid block is rejected (a strict prefix can never end exactly after the
 *     literals of a conforming last sequence... except where it provably does, which is checked).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"
#include "common/block_writer.h"
#include "common/check.h"
#include "common/handmade.h"

#define BP_MAX_PLAIN (64 * 1024)

static void bp_test_handmade(void)
{
    bp_handmade_case cases[64];
    size_t const n = bp_handmade_cases(cases, 64);
    size_t i;
    for (i = 0; i < n; i++) {
        int32_t v;
        for (v = 0; v <= BP_LZ4_VARIANT_COUNT; v++) {
            uint8_t* input;
            uint8_t* output;
            int32_t result;
            if (v < BP_LZ4_VARIANT_COUNT && !bp_lz4_variant_available(v)) {
                continue;
            }
            input = (uint8_t*)malloc(cases[i].block_length);
            memcpy(input, cases[i].block, cases[i].block_length);
            output = (uint8_t*)malloc(cases[i].capacity ? cases[i].capacity : 1);
            result = v < BP_LZ4_VARIANT_COUNT
                         ? bp_lz4_decode_variant(v, input, (int32_t)cases[i].block_length, output,
                                                 (int32_t)cases[i].capacity)
                         : bp_lz4_decode(input, (int32_t)cases[i].block_length, output, (int32_t)cases[i].capacity);
            if (!BP_CHECK(result == cases[i].expected, cases[i].name)) {
                fprintf(stderr, "  variant %d returned %d, expected %d\n", v, result, cases[i].expected);
            } else if (result > 0) {
                BP_CHECK(memcmp(output, cases[i].plain, (size_t)result) == 0, cases[i].name);
            }
            free(input);
            free(output);
        }
    }
}

/* Every variant gives the same verdict on a truncated block, and any accepted output is a strict
 * prefix of the plaintext. */
static void bp_check_prefix(const uint8_t* block, size_t cut, size_t n, const uint8_t* plain, const char* label)
{
    uint8_t* input = (uint8_t*)malloc(cut);
    uint8_t* output = (uint8_t*)malloc(n ? n : 1);
    int32_t first = 0, v;
    int have_first = 0;
    memcpy(input, block, cut);
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        int32_t result;
        if (!bp_lz4_variant_available(v)) {
            continue;
        }
        result = bp_lz4_decode_variant(v, input, (int32_t)cut, output, (int32_t)n);
        if (result >= 0 && BP_CHECK((size_t)result < n, label) && result > 0) {
            BP_CHECK(memcmp(output, plain, (size_t)result) == 0, label);
        }
        if (have_first) {
            BP_CHECK(result == first, label);
        }
        first = result;
        have_first = 1;
    }
    free(input);
    free(output);
}

static void bp_test_round_trips(uint8_t* plain, uint8_t* block)
{
    char label[128];
    bp_rng rng = { 99 };
    int shape, i;
    for (shape = BP_SHAPE_MIXED; shape <= BP_SHAPE_LONG_LENGTHS; shape++) {
        for (i = 0; i < 1200; i++) {
            size_t const n = i % 8 == 0 ? bp_rng_below(&rng, BP_MAX_PLAIN + 1)
                                        : i % 2 ? bp_rng_below(&rng, 200) : bp_rng_below(&rng, 5000);
            size_t const len = bp_write_random_block(&rng, (bp_block_shape)shape, plain, n, block);
            snprintf(label, sizeof label, "shape %d #%d size %zu", shape, i, n);
            /* The writer's plaintext is the reference: it encodes exactly that. */
            bp_check_block(block, len, n, (int)n, plain, 1, label);
            /* Truncations: a prefix may still be a valid block if it ends right after a sequence's
               literals (and then decodes to a prefix of the plaintext); otherwise it is rejected. */
            if (len > 1 && i % 4 == 0) {
                size_t cut = 1 + bp_rng_below(&rng, (uint32_t)(len - 1));
                snprintf(label, sizeof label, "truncated shape %d #%d at %zu of %zu", shape, i, cut, len);
                bp_check_prefix(block, cut, n, plain, label);
            }
        }
    }
}

int main(void)
{
    uint8_t* plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    uint8_t* block = (uint8_t*)malloc(BP_BLOCK_WRITER_BOUND(BP_MAX_PLAIN));
    bp_test_handmade();
    bp_test_round_trips(plain, block);
    free(plain);
    free(block);
    return bp_check_summary("test_written_blocks");
}
