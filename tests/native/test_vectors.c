/*
 * test_vectors.c - checks every available variant against a vector file of liblz4 verdicts written by
 * test_make_vectors (same property as test_differential and test_malformed: see common/check.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/check.h"

static int bp_read_u32(FILE* f, uint32_t* v)
{
    uint8_t b[4];
    if (fread(b, 1, 4, f) != 4) {
        return 0;
    }
    *v = (uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24);
    return 1;
}

int main(int argc, char** argv)
{
    FILE* f;
    char magic[8];
    unsigned long cases = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: test_vectors FILE\n");
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (!BP_CHECK(f != NULL, argv[1]) || !BP_CHECK(fread(magic, 1, 8, f) == 8 && memcmp(magic, "BPLZ4V01", 8) == 0, "magic")) {
        return bp_check_summary("test_vectors");
    }
    for (;;) {
        uint32_t srcLen = 0, dstLen = 0, result_bits = 0;
        uint8_t small[3];
        char label[65536];
        uint8_t* src;
        uint8_t* expected;
        int32_t result;
        size_t label_length;
        if (!BP_CHECK(bp_read_u32(f, &srcLen), "record header")) {
            break;
        }
        if (srcLen == 0xFFFFFFFFu) {
            break;
        }
        if (!BP_CHECK(bp_read_u32(f, &dstLen) && bp_read_u32(f, &result_bits) && fread(small, 1, 3, f) == 3,
                      "record header")) {
            break;
        }
        result = (int32_t)result_bits;
        label_length = (size_t)small[1] | ((size_t)small[2] << 8);
        src = (uint8_t*)malloc(srcLen ? srcLen : 1);
        expected = (uint8_t*)malloc(result > 0 ? (size_t)result : 1);
        if (!BP_CHECK(fread(label, 1, label_length, f) == label_length && fread(src, 1, srcLen, f) == srcLen
                          && (result <= 0 || fread(expected, 1, (size_t)result, f) == (size_t)result),
                      "record body")) {
            free(src);
            free(expected);
            break;
        }
        label[label_length] = 0;
        bp_check_block(src, srcLen, dstLen, result, expected, small[0], label);
        cases++;
        free(src);
        free(expected);
    }
    fclose(f);
    printf("vectors checked: %lu\n", cases);
    BP_CHECK(cases > 1000, "vector count");
    return bp_check_summary("test_vectors");
}
