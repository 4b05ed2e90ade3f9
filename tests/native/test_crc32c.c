/*
 * test_crc32c.c - bp_crc32c and every CRC-32C variant this CPU runs, against a bitwise reference written
 * here (the definition: shift right, XOR the polynomial when a 1 falls out), the check value and RFC 3720's
 * vectors; every length 0..1100 at every alignment 0..15, lengths around the multi-stream rounds, continuation,
 * and the multi-stream engine's join constants derived from the polynomial. Self-contained, so it runs in the
 * sanitizer builds and under qemu for arm64. With --require-hardware, the hardware variants must be available
 * (x64 with SSE4.2 and PCLMULQDQ; arm64 with CRC32 and PMULL, which qemu's default CPU has).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"
#include "common/check.h"
#include "crc32c.h"

#define BP_TEST_REFLECTED_CASTAGNOLI 0x82F63B78u
#define BP_TEST_MAX_ALIGNMENT 16
#define BP_TEST_BIG 200003

static uint32_t bp_reference_register(uint32_t reg, const uint8_t* data, size_t len)
{
    size_t i;
    int bit;
    for (i = 0; i < len; i++) {
        reg ^= data[i];
        for (bit = 0; bit < 8; bit++) {
            reg = (reg & 1u) ? (reg >> 1) ^ BP_TEST_REFLECTED_CASTAGNOLI : reg >> 1;
        }
    }
    return reg;
}

static uint32_t bp_reference(uint32_t crc, const uint8_t* data, size_t len)
{
    return ~bp_reference_register(~crc, data, len);
}

/* Reflected polynomial arithmetic modulo P, independent of the library: bit 31 is x^0. */
static uint32_t bp_multiply_modulo(uint32_t a, uint32_t b)
{
    uint32_t product = 0;
    int i;
    for (i = 0; i < 32; i++) {
        if (a & (0x80000000u >> i)) {
            product ^= b;
        }
        b = (b & 1u) ? (b >> 1) ^ BP_TEST_REFLECTED_CASTAGNOLI : b >> 1;
    }
    return product;
}

static uint32_t bp_x_power_modulo(long exponent)
{
    uint32_t result = 0x80000000u, square = 0x40000000u;
    for (; exponent != 0; exponent >>= 1) {
        if (exponent & 1) {
            result = bp_multiply_modulo(result, square);
        }
        square = bp_multiply_modulo(square, square);
    }
    return result;
}

static uint32_t bp_next_random(uint64_t* state)
{
    *state = *state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(*state >> 33);
}

static uint32_t bp_variant_crc(int32_t variant, uint32_t crc, const uint8_t* data, size_t len)
{
    uint32_t result = 0;
    if (variant < 0) {
        return bp_crc32c(crc, data, len);
    }
    if (bp_crc32c_variant(variant, crc, data, len, &result) != 0) {
        return ~bp_reference(crc, data, len); /* never equal: makes the check fail */
    }
    return result;
}

static void bp_test_vectors(int32_t variant, const char* label)
{
    uint8_t buffer[32];
    int i;
    BP_CHECK(bp_reference(0, (const uint8_t*)"123456789", 9) == 0xE3069283u, "reference check value");
    BP_CHECK(bp_variant_crc(variant, 0, (const uint8_t*)"123456789", 9) == 0xE3069283u, label);
    BP_CHECK(bp_variant_crc(variant, 0, NULL, 0) == 0, label);
    BP_CHECK(bp_variant_crc(variant, 0x12345678u, NULL, 0) == 0x12345678u, label);
    /* RFC 3720 B.4 */
    memset(buffer, 0, sizeof buffer);
    BP_CHECK(bp_variant_crc(variant, 0, buffer, 32) == 0x8A9136AAu, label);
    memset(buffer, 0xFF, sizeof buffer);
    BP_CHECK(bp_variant_crc(variant, 0, buffer, 32) == 0x62A8AB43u, label);
    for (i = 0; i < 32; i++) {
        buffer[i] = (uint8_t)i;
    }
    BP_CHECK(bp_variant_crc(variant, 0, buffer, 32) == 0x46DD794Eu, label);
    for (i = 0; i < 32; i++) {
        buffer[i] = (uint8_t)(31 - i);
    }
    BP_CHECK(bp_variant_crc(variant, 0, buffer, 32) == 0x113FDB5Cu, label);
}

static void bp_test_against_reference(int32_t variant, const char* label, const uint8_t* random_bytes)
{
    static const size_t boundary_lengths[] = { 767, 768, 769, 775, 776, 1535, 1536, 1543, 12287, 12288, 12289,
                                               12296, 13056, 25351, 65535, 65536, 65537, BP_TEST_BIG };
    uint64_t state = 42;
    size_t len, k, split;
    size_t alignment;
    for (len = 0; len <= 1100; len++) {
        for (alignment = 0; alignment < BP_TEST_MAX_ALIGNMENT; alignment++) {
            /* An exact-size heap copy, so AddressSanitizer sees any read past the end. */
            uint8_t* copy = (uint8_t*)malloc(len + alignment + 1);
            uint32_t const start = bp_next_random(&state);
            memcpy(copy + alignment, random_bytes + len, len);
            if (!BP_CHECK(bp_variant_crc(variant, start, copy + alignment, len) == bp_reference(start, copy + alignment, len), label)) {
                fprintf(stderr, "  %s: length %zu alignment %zu\n", label, len, alignment);
            }
            free(copy);
        }
    }
    for (k = 0; k < sizeof boundary_lengths / sizeof boundary_lengths[0]; k++) {
        uint8_t* copy = (uint8_t*)malloc(boundary_lengths[k]);
        memcpy(copy, random_bytes + k, boundary_lengths[k]);
        if (!BP_CHECK(bp_variant_crc(variant, 0, copy, boundary_lengths[k]) == bp_reference(0, copy, boundary_lengths[k]), label)) {
            fprintf(stderr, "  %s: length %zu\n", label, boundary_lengths[k]);
        }
        /* Continuation at an odd split (a third of the length, plus one) equals the whole. */
        split = boundary_lengths[k] / 3 + 1;
        BP_CHECK(bp_variant_crc(variant, bp_variant_crc(variant, 0, copy, split), copy + split, boundary_lengths[k] - split)
                     == bp_reference(0, copy, boundary_lengths[k]),
                 label);
        free(copy);
    }
}

int main(int argc, char** argv)
{
    static const char* const names[BP_CRC32C_VARIANT_COUNT] = { "table", "hardware-single", "hardware-multi" };
    int const require_hardware = argc > 1 && strcmp(argv[1], "--require-hardware") == 0;
    uint8_t* random_bytes = (uint8_t*)malloc(BP_TEST_BIG + 64);
    uint64_t state = 7;
    uint32_t unused;
    size_t i;
    int32_t v;
    for (i = 0; i < BP_TEST_BIG + 64; i++) {
        random_bytes[i] = (uint8_t)bp_next_random(&state);
    }

    /* The join constants are x^(8n - 33) mod P for one and two strides. */
    BP_CHECK(bp_x_power_modulo(8L * BP_CRC_LONG_STRIDE - 33) == BP_CRC_PUSH_LONG_STRIDE, "long stride constant");
    BP_CHECK(bp_x_power_modulo(16L * BP_CRC_LONG_STRIDE - 33) == BP_CRC_PUSH_TWO_LONG_STRIDES, "two long strides constant");
    BP_CHECK(bp_x_power_modulo(8L * BP_CRC_SHORT_STRIDE - 33) == BP_CRC_PUSH_SHORT_STRIDE, "short stride constant");
    BP_CHECK(bp_x_power_modulo(16L * BP_CRC_SHORT_STRIDE - 33) == BP_CRC_PUSH_TWO_SHORT_STRIDES, "two short strides constant");

    BP_CHECK(bp_crc32c_variant_available(BP_CRC32C_VARIANT_TABLE), "the table variant always runs");
    BP_CHECK(!bp_crc32c_variant_available(-1) && !bp_crc32c_variant_available(BP_CRC32C_VARIANT_COUNT), "unknown ids");
    BP_CHECK(bp_crc32c_variant(BP_CRC32C_VARIANT_COUNT, 0, random_bytes, 1, &unused) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE, "unknown id");
    BP_CHECK(bp_crc32c_variant(BP_CRC32C_VARIANT_TABLE, 0, NULL, 1, &unused) == BP_LZ4_ERROR_ARGUMENT, "NULL data");
    BP_CHECK(bp_crc32c_variant(BP_CRC32C_VARIANT_TABLE, 0, random_bytes, 1, NULL) == BP_LZ4_ERROR_ARGUMENT, "NULL result");
    if (require_hardware) {
        BP_CHECK(bp_crc32c_variant_available(BP_CRC32C_VARIANT_HARDWARE_SINGLE), "hardware single stream required");
        BP_CHECK(bp_crc32c_variant_available(BP_CRC32C_VARIANT_HARDWARE_MULTI), "hardware multi-stream required");
    }
    BP_CHECK(bp_crc32c_variant_available(bp_crc32c_best_variant()), "the best variant runs");

    for (v = -1; v < BP_CRC32C_VARIANT_COUNT; v++) {
        const char* const label = v < 0 ? "bp_crc32c" : names[v];
        if (v >= 0 && !bp_crc32c_variant_available(v)) {
            printf("crc32c variant %s: not available on this CPU\n", label);
            continue;
        }
        printf("crc32c variant %s\n", label);
        bp_test_vectors(v, label);
        bp_test_against_reference(v, label, random_bytes);
    }
    free(random_bytes);
    return bp_check_summary("crc32c");
}
