/*
 * test_make_vectors.c - writes liblz4's verdicts on valid and malformed blocks to a file that
 * test_vectors checks, so builds without liblz4 (the arm64 cross build under qemu) get the same
 * differential tests. Format, all integers little-endian:
 *   "BPLZ4V01"
 *   per case: u32 srcLen, u32 dstLen, i32 reference result, u8 must_accept, u16 label length,
 *             label, src bytes, then max(result, 0) reference output bytes
 *   end: u32 0xFFFFFFFF
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/check.h"
#include "common/lz4_cases.h"

#define BP_VECTOR_VALID_SCALE 5u
#define BP_VECTOR_MALFORMED_ROUNDS 150u

static void bp_put_u32(FILE* f, uint32_t v)
{
    uint8_t b[4] = { (uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24) };
    fwrite(b, 1, 4, f);
}

static unsigned long bp_vector_count;

static void bp_write_sink(void* context, const uint8_t* src, size_t srcLen, size_t dstLen, int reference_result,
                          const uint8_t* reference_output, int must_accept, const char* label)
{
    FILE* f = (FILE*)context;
    size_t const label_length = strlen(label);
    uint8_t small[3] = { (uint8_t)(must_accept != 0), (uint8_t)label_length, (uint8_t)(label_length >> 8) };
    bp_put_u32(f, (uint32_t)srcLen);
    bp_put_u32(f, (uint32_t)dstLen);
    bp_put_u32(f, (uint32_t)reference_result);
    fwrite(small, 1, 3, f);
    fwrite(label, 1, label_length, f);
    fwrite(src, 1, srcLen, f);
    if (reference_result > 0) {
        fwrite(reference_output, 1, (size_t)reference_result, f);
    }
    bp_vector_count++;
}

int main(int argc, char** argv)
{
    FILE* f;
    if (argc != 2) {
        fprintf(stderr, "usage: test_make_vectors OUTPUT\n");
        return 2;
    }
    f = fopen(argv[1], "wb");
    if (!BP_CHECK(f != NULL, "open output")) {
        return bp_check_summary("test_make_vectors");
    }
    fwrite("BPLZ4V01", 1, 8, f);
    bp_valid_cases(bp_write_sink, f, BP_VECTOR_VALID_SCALE);
    bp_malformed_cases(bp_write_sink, f, BP_VECTOR_MALFORMED_ROUNDS);
    bp_put_u32(f, 0xFFFFFFFFu);
    BP_CHECK(fclose(f) == 0, "close output");
    printf("wrote %lu vectors to %s\n", bp_vector_count, argv[1]);
    BP_CHECK(bp_vector_count > 1000, "vector count");
    return bp_check_summary("test_make_vectors");
}
