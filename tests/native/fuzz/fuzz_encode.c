/*
 * fuzz_encode.c - libFuzzer target for the native LZ4 encoder (build with clang, ASan + UBSan).
 *
 * Input layout: 1 byte choosing the acceleration (1 + the byte's low 4 bits, or the maximum when the
 * byte is 0xFF), then up to 64 KiB of plaintext. Every available encoder variant encodes the plaintext
 * from an exact-size copy into an exact-size buffer of bp_lz4_encode_bound bytes; the blocks must be
 * identical, decode (liblz4's LZ4_decompress_safe and bp_lz4_decode, into exact-size buffers) to the
 * plaintext, and encoding again with exactly the block's length must give the same block, with one byte
 * less 0.
 */
#include <lz4.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"

#define BP_FUZZ_MAX_ACCELERATION_SELECTOR 0xFFu
#define BP_FUZZ_ACCELERATION_MASK 0x0Fu

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

static void bp_require(int ok)
{
    if (!ok) {
        abort();
    }
}

static uint8_t* bp_exact(const uint8_t* data, size_t n)
{
    uint8_t* copy = (uint8_t*)malloc(n ? n : 1);
    bp_require(copy != NULL);
    if (n) {
        memcpy(copy, data, n);
    }
    return copy;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    int32_t acceleration, bound, length = 0, v;
    size_t n;
    uint8_t* plain;
    uint8_t* block = NULL;
    if (size < 1 || size - 1 > BP_LZ4_ENCODE_MAX_INPUT) {
        return 0;
    }
    acceleration = data[0] == BP_FUZZ_MAX_ACCELERATION_SELECTOR ? BP_LZ4_ENCODE_MAX_ACCELERATION
                                                               : 1 + (int32_t)(data[0] & BP_FUZZ_ACCELERATION_MASK);
    n = size - 1;
    plain = bp_exact(data + 1, n);
    bound = bp_lz4_encode_bound((int32_t)n);
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        uint8_t* out;
        int32_t r;
        if (!bp_lz4_encoder_variant_available(v)) {
            continue;
        }
        out = (uint8_t*)malloc((size_t)bound);
        r = bp_lz4_encode_variant(v, plain, (int32_t)n, out, bound, acceleration);
        bp_require(r > 0 && r <= bound);
        if (block == NULL) {
            block = out;
            length = r;
        } else {
            bp_require(r == length && memcmp(out, block, (size_t)r) == 0);
            free(out);
        }
    }
    {
        uint8_t* const exact_block = bp_exact(block, (size_t)length);
        uint8_t* const decoded = (uint8_t*)malloc(n ? n : 1);
        uint8_t* const tight = (uint8_t*)malloc((size_t)length);
        uint8_t* const short_by_one = (uint8_t*)malloc(length > 1 ? (size_t)length - 1 : 1);
        bp_require(LZ4_decompress_safe((const char*)exact_block, (char*)decoded, length, (int)n) == (int)n);
        bp_require(n == 0 || memcmp(decoded, plain, n) == 0);
        memset(decoded, 0xA5, n);
        bp_require(bp_lz4_decode(exact_block, length, decoded, (int32_t)n) == (int32_t)n);
        bp_require(n == 0 || memcmp(decoded, plain, n) == 0);
        bp_require(bp_lz4_encode(plain, (int32_t)n, tight, length, acceleration) == length);
        bp_require(memcmp(tight, block, (size_t)length) == 0);
        bp_require(bp_lz4_encode(plain, (int32_t)n, short_by_one, length - 1, acceleration) == 0);
        free(short_by_one);
        free(tight);
        free(decoded);
        free(exact_block);
    }
    free(block);
    free(plain);
    return 0;
}
