/*
 * handmade.h - small hand-assembled blocks, each with the exact verdict the contract requires.
 */
#ifndef BP_TEST_HANDMADE_H
#define BP_TEST_HANDMADE_H

#include <stddef.h>
#include <stdint.h>

typedef struct bp_handmade_case {
    const char* name;
    uint8_t block[96];
    size_t block_length;
    size_t capacity;        /* dstLen passed to the decoder */
    int32_t expected;       /* decoded size, or the exact error code */
    uint8_t plain[64];      /* expected output when expected >= 0 (first expected bytes) */
} bp_handmade_case;

/* Fills cases (capacity max) and returns how many. */
size_t bp_handmade_cases(bp_handmade_case* cases, size_t max);

#endif /* BP_TEST_HANDMADE_H */
