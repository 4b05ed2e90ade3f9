/*
 * test_encode.c - the native encoder, judged by liblz4's decoder and by every native decoder variant.
 *
 * Inputs: records, text, logs, run-heavy int32 columns and random bytes at every size 0..300 and at
 * sizes up to 64 KiB (around the encoder's limits and the decoder's margins), data repeating with every
 * period 1..64, and mixed blocks (incompressible head, compressible tail), at several accelerations.
 * Each input is encoded by every encoder variant and by bp_lz4_encode from an exact-size heap copy into
 * an exact-size heap buffer of bp_lz4_encode_bound bytes (so AddressSanitizer sees any stray byte); the
 * variants must write identical bytes, which LZ4_decompress_safe and every decoder variant must turn
 * back into the input. Then the capacity contract: the exact length gives the same bytes, anything
 * smaller gives 0. Last, compressed sizes of 64 KiB blocks against LZ4_compress_default's.
 * Built twice: with liblz4 (BP_TEST_WITH_LIBLZ4, the full test) and without it for cross builds such as
 * arm64 under qemu, where the native decoders alone judge the blocks against the input.
 */
#ifdef BP_TEST_WITH_LIBLZ4
#include <lz4.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blockpack_lz4.h"
#include "common/check.h"
#include "common/datagen.h"

#define BP_MAX_PLAIN BP_LZ4_ENCODE_MAX_INPUT
/* Inputs up to this size are also encoded with every capacity below their block's length. */
#define BP_EVERY_CAPACITY_LIMIT 300u
/* Size of a 64 KiB block of the given kind may exceed liblz4's by at most 1 %. */
#define BP_SIZE_TOLERANCE 1.01
#define BP_SIZE_BLOCKS 16

static const size_t bp_large_sizes[] = { 301, 511, 512, 1000, 1024, 2047, 2048, 4095, 4096, 4097, 4108,
    4109, 4110, 5000, 8192, 10000, 16383, 16384, 16385, 30000, 32767, 32768, 40000, 65523, 65524, 65535,
    65536 };
static const int32_t bp_accelerations[] = { 1, 2, 9, BP_LZ4_ENCODE_MAX_ACCELERATION };

static uint8_t* bp_copy_exact(const uint8_t* data, size_t n)
{
    uint8_t* copy = (uint8_t*)malloc(n ? n : 1);
    if (copy == NULL) {
        abort();
    }
    if (n) {
        memcpy(copy, data, n);
    }
    return copy;
}

/* Encodes with variant (BP_LZ4_VARIANT_COUNT: the bp_lz4_encode entry point). */
static int32_t bp_encode_with(int32_t variant, const uint8_t* src, size_t n, uint8_t* dst, size_t capacity,
                              int32_t acceleration)
{
    return variant == BP_LZ4_VARIANT_COUNT
        ? bp_lz4_encode(src, (int32_t)n, dst, (int32_t)capacity, acceleration)
        : bp_lz4_encode_variant(variant, src, (int32_t)n, dst, (int32_t)capacity, acceleration);
}

/* Encodes plain every way, checks the block round-trips and the capacity contract. Returns the block
 * length written by bp_lz4_encode (0 on failure). */
static size_t bp_check_encoding(const uint8_t* plain, size_t n, int32_t acceleration, const char* label)
{
    int32_t const bound = bp_lz4_encode_bound((int32_t)n);
    uint8_t* const input = bp_copy_exact(plain, n);
    uint8_t* block = NULL;
    int32_t length = 0;
    int32_t variant;
    BP_CHECK(bound >= (int32_t)n + 1, label);
    for (variant = 0; variant <= BP_LZ4_VARIANT_COUNT; variant++) {
        uint8_t* out;
        int32_t r;
        if (variant < BP_LZ4_VARIANT_COUNT && !bp_lz4_encoder_variant_available(variant)) {
            continue;
        }
        out = (uint8_t*)malloc((size_t)bound);
        r = bp_encode_with(variant, input, n, out, (size_t)bound, acceleration);
        BP_CHECK(r > 0 && r <= bound, label);
        if (block == NULL) {
            block = out;
            length = r;
        } else {
            BP_CHECK(r == length && memcmp(out, block, (size_t)(r > 0 ? r : 0)) == 0, label);
            free(out);
        }
    }
    if (length <= 0) {
        free(block);
        free(input);
        return 0;
    }
    {
        uint8_t* const exact_block = bp_copy_exact(block, (size_t)length);
        uint8_t* const decoded = (uint8_t*)malloc(n ? n : 1);
#ifdef BP_TEST_WITH_LIBLZ4
        int const reference = LZ4_decompress_safe((const char*)exact_block, (char*)decoded, length, (int)n);
        BP_CHECK(reference == (int)n && (n == 0 || memcmp(decoded, plain, n) == 0), label);
#else
        int const reference = (int)n; /* no liblz4 here (cross builds): the input itself is the reference */
#endif
        /* Every native decoder variant and the adaptive entry point, from and into exact-size buffers. */
        bp_check_block(exact_block, (size_t)length, n, reference, plain, 1, label);
        free(decoded);

        /* Capacity: exactly enough gives the same block, one byte less (or any less, for small inputs)
           gives 0; each from an exact-size buffer. */
        {
            uint8_t* const tight = (uint8_t*)malloc((size_t)length);
            int32_t const r = bp_lz4_encode(input, (int32_t)n, tight, length, acceleration);
            BP_CHECK(r == length && memcmp(tight, block, (size_t)length) == 0, label);
            free(tight);
        }
        {
            int32_t capacity = n <= BP_EVERY_CAPACITY_LIMIT ? 0 : length - 1;
            for (; capacity < length; capacity++) {
                uint8_t* const small = (uint8_t*)malloc(capacity ? (size_t)capacity : 1);
                BP_CHECK(bp_lz4_encode(input, (int32_t)n, capacity ? small : NULL, capacity, acceleration) == 0, label);
                free(small);
            }
        }
        free(exact_block);
    }
    free(block);
    free(input);
    return (size_t)length;
}

static void bp_check_arguments(void)
{
    uint8_t data[16] = { 0 };
    uint8_t* big = (uint8_t*)calloc(BP_MAX_PLAIN + 1, 1);
    uint8_t out[64];
    BP_CHECK(bp_lz4_encode(big, BP_MAX_PLAIN + 1, out, sizeof out, 1) == BP_LZ4_ERROR_INPUT_TOO_LARGE, "too large");
    BP_CHECK(bp_lz4_encode_bound(BP_MAX_PLAIN + 1) == 0, "bound of too large");
    BP_CHECK(bp_lz4_encode_bound(-1) == 0, "bound of negative");
    BP_CHECK(bp_lz4_encode(data, -1, out, sizeof out, 1) == BP_LZ4_ERROR_ARGUMENT, "negative length");
    BP_CHECK(bp_lz4_encode(data, 4, out, -1, 1) == BP_LZ4_ERROR_ARGUMENT, "negative capacity");
    BP_CHECK(bp_lz4_encode(NULL, 4, out, sizeof out, 1) == BP_LZ4_ERROR_ARGUMENT, "NULL source");
    BP_CHECK(bp_lz4_encode(data, 4, NULL, 8, 1) == BP_LZ4_ERROR_ARGUMENT, "NULL destination");
    BP_CHECK(bp_lz4_encode(NULL, 0, NULL, 0, 1) == 0, "empty input, no room: does not fit");
    BP_CHECK(bp_lz4_encode(NULL, 0, out, 1, 1) == 1 && out[0] == 0x00, "empty input is the block 0x00");
    BP_CHECK(bp_lz4_encode_variant(-1, data, 4, out, sizeof out, 1) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE, "variant -1");
    BP_CHECK(bp_lz4_encode_variant(BP_LZ4_VARIANT_COUNT, data, 4, out, sizeof out, 1) == BP_LZ4_ERROR_VARIANT_UNAVAILABLE,
             "variant past the last");
    BP_CHECK(bp_lz4_encoder_variant_available(bp_lz4_encoder_variant()), "the chosen variant runs");
    BP_CHECK(bp_lz4_encoder_variant_available(BP_LZ4_VARIANT_SCALAR), "scalar always runs");
    free(big);
}

/* Accelerations below 1 mean 1, above the maximum mean the maximum. */
static void bp_check_acceleration_clamping(void)
{
    uint8_t* const plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    int32_t const bound = bp_lz4_encode_bound(BP_MAX_PLAIN);
    uint8_t* const a = (uint8_t*)malloc((size_t)bound);
    uint8_t* const b = (uint8_t*)malloc((size_t)bound);
    int32_t ra, rb;
    bp_generate(BP_DATA_TEXT, plain, BP_MAX_PLAIN, 99);
    ra = bp_lz4_encode(plain, BP_MAX_PLAIN, a, bound, 1);
    rb = bp_lz4_encode(plain, BP_MAX_PLAIN, b, bound, -7);
    BP_CHECK(ra > 0 && ra == rb && memcmp(a, b, (size_t)ra) == 0, "acceleration -7 is 1");
    ra = bp_lz4_encode(plain, BP_MAX_PLAIN, a, bound, BP_LZ4_ENCODE_MAX_ACCELERATION);
    rb = bp_lz4_encode(plain, BP_MAX_PLAIN, b, bound, 0x7FFFFFFF);
    BP_CHECK(ra > 0 && ra == rb && memcmp(a, b, (size_t)ra) == 0, "acceleration INT32_MAX is the maximum");
    rb = bp_lz4_encode(plain, BP_MAX_PLAIN, b, bound, 1);
    BP_CHECK(ra > rb, "a larger acceleration compresses text less");
    free(a);
    free(b);
    free(plain);
}

static void bp_check_data_sets(void)
{
    uint8_t* const plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    char label[128];
    size_t s, a;
    int kind;
    uint32_t period;
    for (kind = 0; kind < BP_DATA_KIND_COUNT; kind++) {
        for (a = 0; a < sizeof bp_accelerations / sizeof bp_accelerations[0]; a++) {
            /* Every size 0..300 at the default acceleration, a sample of them at the others. */
            for (s = 0; s <= BP_EVERY_CAPACITY_LIMIT; s += a == 0 ? 1 : 7) {
                bp_generate((bp_data_kind)kind, plain, s, 1000 + s);
                snprintf(label, sizeof label, "%s size %zu acceleration %d", bp_data_kind_name((bp_data_kind)kind), s,
                         (int)bp_accelerations[a]);
                bp_check_encoding(plain, s, bp_accelerations[a], label);
            }
            for (s = 0; s < sizeof bp_large_sizes / sizeof bp_large_sizes[0]; s++) {
                bp_generate((bp_data_kind)kind, plain, bp_large_sizes[s], 2000 + s);
                snprintf(label, sizeof label, "%s size %zu acceleration %d", bp_data_kind_name((bp_data_kind)kind),
                         bp_large_sizes[s], (int)bp_accelerations[a]);
                bp_check_encoding(plain, bp_large_sizes[s], bp_accelerations[a], label);
            }
        }
    }
    for (period = 1; period <= 64; period++) {
        static const size_t periodic_sizes[] = { 13, 40, 100, 300, 1500, 20000, 65536 };
        for (s = 0; s < sizeof periodic_sizes / sizeof periodic_sizes[0]; s++) {
            bp_generate_periodic(plain, periodic_sizes[s], period, 77 + s);
            snprintf(label, sizeof label, "period %u size %zu", period, periodic_sizes[s]);
            bp_check_encoding(plain, periodic_sizes[s], 1, label);
        }
    }
    free(plain);
}

/* Random bytes take the incompressible fast path: one literal run, the longest block there is. */
static void bp_check_incompressible(void)
{
    uint8_t* const plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    size_t const n = BP_MAX_PLAIN;
    size_t const literal_only = 1 + (n - 15) / 255 + 1 + n;
    bp_generate(BP_DATA_RANDOM, plain, n, 5);
    BP_CHECK(bp_check_encoding(plain, n, 1, "random 64 KiB") == literal_only, "random 64 KiB is one literal run");
    /* Text behind a random head shorter than the probe window compresses: its first match comes in
       time. */
    bp_generate(BP_DATA_TEXT, plain, n, 8);
    bp_generate(BP_DATA_RANDOM, plain, 600, 9);
    BP_CHECK(bp_check_encoding(plain, n, 1, "600 random bytes, text tail") < n / 4 * 3,
             "text after a short random head compresses");
    /* A random head longer than the window makes the whole block literals: the documented cost of the
       fast path, pinned here so that a change to it is a decision. */
    bp_generate(BP_DATA_TEXT, plain, n, 6);
    bp_generate(BP_DATA_RANDOM, plain, 6000, 7);
    BP_CHECK(bp_check_encoding(plain, n, 1, "6000 random bytes, text tail") == literal_only,
             "text after a long random head stays literal");
    free(plain);
}

#ifdef BP_TEST_WITH_LIBLZ4
/* Compressed size of 64 KiB blocks of the realistic data sets, against LZ4_compress_default. */
static void bp_check_sizes_against_liblz4(void)
{
    static const bp_data_kind kinds[] = { BP_DATA_RECORDS, BP_DATA_TEXT, BP_DATA_LOGS, BP_DATA_RUNS };
    uint8_t* const plain = (uint8_t*)malloc((size_t)BP_SIZE_BLOCKS * BP_MAX_PLAIN);
    int32_t const bound = bp_lz4_encode_bound(BP_MAX_PLAIN);
    uint8_t* const out = (uint8_t*)malloc((size_t)bound);
    size_t k;
    int b;
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        size_t ours = 0, reference = 0;
        char label[96];
        bp_generate(kinds[k], plain, (size_t)BP_SIZE_BLOCKS * BP_MAX_PLAIN, 12345);
        for (b = 0; b < BP_SIZE_BLOCKS; b++) {
            const uint8_t* const block = plain + (size_t)b * BP_MAX_PLAIN;
            ours += (size_t)bp_lz4_encode(block, BP_MAX_PLAIN, out, bound, 1);
            reference += (size_t)LZ4_compress_default((const char*)block, (char*)out, BP_MAX_PLAIN, bound);
        }
        printf("%-8s %d x 64 KiB: %zu bytes, liblz4 %zu (%.4f)\n", bp_data_kind_name(kinds[k]), BP_SIZE_BLOCKS, ours,
               reference, (double)ours / (double)reference);
        snprintf(label, sizeof label, "%s size within 1 %% of liblz4", bp_data_kind_name(kinds[k]));
        BP_CHECK((double)ours <= (double)reference * BP_SIZE_TOLERANCE, label);
    }
    free(out);
    free(plain);
}
#endif

int main(void)
{
    int32_t v;
    printf("encoder variants available:");
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        if (bp_lz4_encoder_variant_available(v)) {
            printf(" %s", bp_lz4_variant_name(v));
        }
    }
    printf("; bp_lz4_encode uses %s\n", bp_lz4_variant_name(bp_lz4_encoder_variant()));
    bp_check_arguments();
    bp_check_acceleration_clamping();
    bp_check_data_sets();
    bp_check_incompressible();
#ifdef BP_TEST_WITH_LIBLZ4
    bp_check_sizes_against_liblz4();
#endif
    return bp_check_summary("test_encode");
}
