/*
 * fuzz_decode.c - libFuzzer target for the native LZ4 decoder (build with clang, ASan + UBSan).
 *
 * Input layout: 3 bytes little-endian capacity (taken modulo 2^17), then the block, so the fuzzer
 * explores capacities both smaller and larger than what the block decodes to.
 * Every available variant decodes the block from an exact-size copy into an exact-size buffer; they
 * must agree with each other, and with liblz4's LZ4_decompress_safe in the direction the contract
 * promises: what liblz4 rejects is rejected, what is accepted equals liblz4's output.
 * Inputs starting with 0xFF 0xFF 0xFF are instead treated as plaintext: compressed with liblz4 and decoded
 * back, which must give the plaintext.
 */
#include <lz4.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"

#define BP_FUZZ_CAPACITY_MASK 0x1FFFFu
#define BP_FUZZ_ROUND_TRIP_MARK 0xFFFFFFu
#define BP_FUZZ_HEADER_BYTES 3u

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

static void bp_require(int ok)
{
    if (!ok) {
        abort();
    }
}

static void bp_round_trip(const uint8_t* plain, size_t n)
{
    int const bound = LZ4_compressBound((int)n);
    char* block = (char*)malloc((size_t)bound);
    int const len = LZ4_compress_default((const char*)plain, block, (int)n, bound);
    int32_t v;
    bp_require(len > 0);
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        uint8_t* exact;
        uint8_t* out;
        if (!bp_lz4_variant_available(v)) {
            continue;
        }
        exact = (uint8_t*)malloc((size_t)len);
        memcpy(exact, block, (size_t)len);
        out = (uint8_t*)malloc(n ? n : 1);
        bp_require(bp_lz4_decode_variant(v, exact, len, out, (int32_t)n) == (int32_t)n);
        bp_require(n == 0 || memcmp(out, plain, n) == 0);
        free(exact);
        free(out);
    }
    free(block);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    size_t capacity, srcLen;
    uint8_t* src;
    uint8_t* reference;
    int reference_result;
    int32_t v, first_result = 0;
    uint8_t* first_output = NULL;
    size_t header;
    if (size < BP_FUZZ_HEADER_BYTES || size > (1u << 20)) {
        return 0;
    }
    header = (size_t)data[0] | ((size_t)data[1] << 8) | ((size_t)data[2] << 16);
    if (header == BP_FUZZ_ROUND_TRIP_MARK) {
        bp_round_trip(data + BP_FUZZ_HEADER_BYTES, size - BP_FUZZ_HEADER_BYTES);
        return 0;
    }
    capacity = header & BP_FUZZ_CAPACITY_MASK;
    srcLen = size - BP_FUZZ_HEADER_BYTES;
    src = (uint8_t*)malloc(srcLen ? srcLen : 1);
    memcpy(src, data + BP_FUZZ_HEADER_BYTES, srcLen);
    reference = (uint8_t*)malloc(capacity ? capacity : 1);
    reference_result = LZ4_decompress_safe((const char*)src, (char*)reference, (int)srcLen, (int)capacity);
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        uint8_t* out;
        int32_t result;
        if (!bp_lz4_variant_available(v)) {
            continue;
        }
        out = (uint8_t*)malloc(capacity ? capacity : 1);
        result = bp_lz4_decode_variant(v, src, (int32_t)srcLen, out, (int32_t)capacity);
        if (reference_result < 0) {
            bp_require(result < 0);
        }
        if (result >= 0) {
            bp_require(result == reference_result);
            bp_require(memcmp(out, reference, (size_t)result) == 0);
        }
        if (first_output == NULL) {
            first_output = out;
            first_result = result;
        } else {
            bp_require(result == first_result);
            bp_require(result <= 0 || memcmp(out, first_output, (size_t)result) == 0);
            free(out);
        }
    }
    free(first_output);
    free(reference);
    free(src);
    return 0;
}
