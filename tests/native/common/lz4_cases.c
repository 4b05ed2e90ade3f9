/*
 * lz4_cases.c - see lz4_cases.h.
 */
#include "lz4_cases.h"

#include <lz4.h>
#include <lz4hc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "block_writer.h"
#include "datagen.h"
#include "handmade.h"

#define BP_MAX_PLAIN (64 * 1024)
#define BP_MAX_BLOCK (BP_MAX_PLAIN + BP_MAX_PLAIN / 255 + 1024)

static const size_t bp_sizes[] = { 0, 1, 2, 3, 4, 5, 8, 11, 12, 13, 14, 15, 16, 17, 19, 20, 24, 31, 32,
    33, 40, 47, 48, 63, 64, 65, 66, 80, 95, 96, 97, 100, 127, 128, 129, 200, 255, 256, 257, 511, 1000,
    1024, 4095, 4096, 4097, 10000, 16384, 30000, 32767, 32768, 40000, 65535, 65536 };
#define BP_SIZE_COUNT (sizeof bp_sizes / sizeof bp_sizes[0])

typedef enum bp_compressor { BP_FAST1, BP_FAST8, BP_HC4, BP_HC12, BP_COMPRESSOR_COUNT } bp_compressor;

static int bp_compress(bp_compressor c, const uint8_t* plain, size_t n, uint8_t* out)
{
    switch (c) {
    case BP_FAST1:
        return LZ4_compress_default((const char*)plain, (char*)out, (int)n, BP_MAX_BLOCK);
    case BP_FAST8:
        return LZ4_compress_fast((const char*)plain, (char*)out, (int)n, BP_MAX_BLOCK, 8);
    case BP_HC4:
        return LZ4_compress_HC((const char*)plain, (char*)out, (int)n, BP_MAX_BLOCK, 4);
    default:
        return LZ4_compress_HC((const char*)plain, (char*)out, (int)n, BP_MAX_BLOCK, 12);
    }
}

int bp_reference_decode(const uint8_t* src, size_t srcLen, uint8_t* dst, size_t dstLen)
{
    /* liblz4 takes const char* src; an exact-size copy keeps any overread of its own visible too. */
    return LZ4_decompress_safe((const char*)src, (char*)dst, (int)srcLen, (int)dstLen);
}

static void bp_emit(bp_case_sink sink, void* context, const uint8_t* src, size_t srcLen, size_t dstLen,
                    int must_accept, const char* label)
{
    uint8_t* reference = (uint8_t*)malloc(dstLen ? dstLen : 1);
    int const r = bp_reference_decode(src, srcLen, reference, dstLen);
    sink(context, src, srcLen, dstLen, r, reference, must_accept, label);
    free(reference);
}

/* A valid block must also be accepted by liblz4 with its exact size: otherwise the generator is wrong. */
static void bp_emit_valid(bp_case_sink sink, void* context, const uint8_t* src, size_t srcLen,
                          const uint8_t* plain, size_t n, const char* label)
{
    uint8_t* reference = (uint8_t*)malloc(n ? n : 1);
    int r = bp_reference_decode(src, srcLen, reference, n);
    if (r != (int)n || (n && memcmp(reference, plain, n) != 0)) {
        fprintf(stderr, "generator error: liblz4 does not reproduce %s (%d)\n", label, r);
        r = -1000; /* makes every acceptance by our decoder a failure, so the sink reports it */
    }
    sink(context, src, srcLen, n, r, plain, 1, label);
    free(reference);
}

void bp_valid_cases(bp_case_sink sink, void* context, unsigned scale)
{
    static const size_t periodic_sizes[] = { 13, 40, 100, 300, 1500, 20000, 65536 };
    uint8_t* plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    uint8_t* block = (uint8_t*)malloc(BP_MAX_BLOCK);
    char label[128];
    bp_rng rng = { 4242 };
    unsigned counter = 0;
    int kind, shape, i;
    size_t s;
    uint32_t period;
    bp_compressor c;
    for (kind = 0; kind < BP_DATA_KIND_COUNT; kind++) {
        for (s = 0; s < BP_SIZE_COUNT; s++) {
            bp_generate((bp_data_kind)kind, plain, bp_sizes[s], 1000 + s);
            for (c = 0; c < BP_COMPRESSOR_COUNT; c++) {
                int len;
                if (counter++ % scale != 0) {
                    continue;
                }
                len = bp_compress(c, plain, bp_sizes[s], block);
                snprintf(label, sizeof label, "%s size %zu compressor %d", bp_data_kind_name((bp_data_kind)kind),
                         bp_sizes[s], (int)c);
                bp_emit_valid(sink, context, block, (size_t)len, plain, bp_sizes[s], label);
            }
        }
    }
    for (period = 1; period <= 64; period++) {
        for (s = 0; s < sizeof periodic_sizes / sizeof periodic_sizes[0]; s++) {
            bp_generate_periodic(plain, periodic_sizes[s], period, 77 + s);
            for (c = 0; c < BP_COMPRESSOR_COUNT; c++) {
                int len;
                if (counter++ % scale != 0) {
                    continue;
                }
                len = bp_compress(c, plain, periodic_sizes[s], block);
                snprintf(label, sizeof label, "period %u size %zu compressor %d", period, periodic_sizes[s], (int)c);
                bp_emit_valid(sink, context, block, (size_t)len, plain, periodic_sizes[s], label);
            }
        }
    }
    for (shape = BP_SHAPE_MIXED; shape <= BP_SHAPE_LONG_LENGTHS; shape++) {
        for (i = 0; i < 1500; i++) {
            size_t const n = i % 10 == 0 ? bp_rng_below(&rng, BP_MAX_PLAIN + 1)
                                         : i % 3 == 0 ? bp_rng_below(&rng, 4096) : bp_rng_below(&rng, 300);
            size_t const len = bp_write_random_block(&rng, (bp_block_shape)shape, plain, n, block);
            if (counter++ % scale != 0) {
                continue;
            }
            snprintf(label, sizeof label, "written block shape %d #%d size %zu", shape, i, n);
            bp_emit_valid(sink, context, block, len, plain, n, label);
        }
    }
    free(plain);
    free(block);
}

/* Positions of the parts of a valid block, found by walking its sequences. */
typedef struct bp_block_map {
    size_t tokens[4096];
    size_t offsets[4096];
    size_t extensions[4096]; /* first length-extension byte of a literal or match length */
    size_t token_count, offset_count, extension_count;
} bp_block_map;

static void bp_map_block(const uint8_t* b, size_t len, bp_block_map* map)
{
    size_t ip = 0;
    map->token_count = map->offset_count = map->extension_count = 0;
    while (ip < len && map->token_count < 4096) {
        size_t token = b[ip], ll = token >> 4, ml = token & 15;
        map->tokens[map->token_count++] = ip++;
        if (ll == 15) {
            map->extensions[map->extension_count++] = ip;
            while (ip < len && b[ip] == 255) {
                ll += b[ip++];
            }
            if (ip < len) {
                ll += b[ip++];
            }
        }
        ip += ll;
        if (ip >= len) {
            break;
        }
        map->offsets[map->offset_count++] = ip;
        ip += 2;
        if (ml == 15) {
            map->extensions[map->extension_count++] = ip;
            while (ip < len && b[ip] == 255) {
                ip++;
            }
            ip++;
        }
        if (map->extension_count >= 4096 - 2) {
            break;
        }
    }
}

static size_t bp_pick(bp_rng* rng, const size_t* positions, size_t count, size_t fallback)
{
    return count ? positions[bp_rng_below(rng, (uint32_t)count)] : fallback;
}

/* Produces the mutations of one valid block (original plaintext size n). */
static void bp_mutate_block(bp_case_sink sink, void* context, bp_rng* rng, const uint8_t* block, size_t len,
                            size_t n, const char* base, uint8_t* work, bp_block_map* map)
{
    char label[200];
    size_t i, k;
    static const int capacity_deltas[] = { -1, 1, -5, 64, 1000, -1000000 };
    bp_map_block(block, len, map);

    /* Truncations: every cut of small blocks, a sample of larger ones. */
    for (i = 0; i < (len <= 160 ? len : 60); i++) {
        size_t const cut = len <= 160 ? i : bp_rng_below(rng, (uint32_t)len);
        snprintf(label, sizeof label, "%s truncated to %zu", base, cut);
        bp_emit(sink, context, block, cut, n, 0, label);
    }
    /* Lying capacities: too small, too large, zero. */
    for (i = 0; i < sizeof capacity_deltas / sizeof capacity_deltas[0]; i++) {
        long cap = (long)n + capacity_deltas[i];
        if (cap < 0) {
            cap = 0;
        }
        snprintf(label, sizeof label, "%s capacity %ld", base, cap);
        bp_emit(sink, context, block, len, (size_t)cap, 0, label);
    }
    if (len == 0) {
        return;
    }
    /* Corrupted tokens. */
    for (i = 0; i < 12; i++) {
        size_t const at = bp_pick(rng, map->tokens, map->token_count, 0);
        static const uint8_t values[] = { 0x00, 0x0F, 0xF0, 0xFF, 0x10, 0x1F, 0xF1 };
        memcpy(work, block, len);
        work[at] = i < 7 ? values[i] : (uint8_t)bp_rng_next(rng);
        snprintf(label, sizeof label, "%s token at %zu = 0x%02x", base, at, work[at]);
        bp_emit(sink, context, work, len, n, 0, label);
    }
    /* Bad offsets: zero, one past what is decoded, maximal, random. */
    for (i = 0; i < 8 && map->offset_count; i++) {
        size_t const at = bp_pick(rng, map->offsets, map->offset_count, 0);
        uint16_t offset = i == 0 ? 0 : i == 1 ? 0xFFFF : (uint16_t)bp_rng_next(rng);
        if (i == 2) {
            offset = (uint16_t)(block[at] | (block[at + 1] << 8));
            offset = (uint16_t)(offset + 1);
        }
        memcpy(work, block, len);
        work[at] = (uint8_t)offset;
        work[at + 1] = (uint8_t)(offset >> 8);
        snprintf(label, sizeof label, "%s offset at %zu = %u", base, at, offset);
        bp_emit(sink, context, work, len, n, 0, label);
    }
    /* Inflated or deflated length extensions. */
    for (i = 0; i < 6 && map->extension_count; i++) {
        size_t const at = bp_pick(rng, map->extensions, map->extension_count, 0);
        memcpy(work, block, len);
        work[at] = i % 3 == 0 ? 0xFF : i % 3 == 1 ? 0x00 : (uint8_t)(work[at] + 1);
        snprintf(label, sizeof label, "%s extension at %zu = %u", base, at, work[at]);
        bp_emit(sink, context, work, len, n, 0, label);
    }
    /* A run of 0xFF extension bytes to the end: lengths that overflow. */
    if (map->extension_count) {
        size_t const at = bp_pick(rng, map->extensions, map->extension_count, 0);
        memcpy(work, block, len);
        memset(work + at, 0xFF, len - at);
        snprintf(label, sizeof label, "%s 0xFF from %zu", base, at);
        bp_emit(sink, context, work, len, n, 0, label);
    }
    /* Random byte mutations. */
    for (i = 0; i < 16; i++) {
        size_t const count = 1 + bp_rng_below(rng, 8);
        memcpy(work, block, len);
        for (k = 0; k < count; k++) {
            work[bp_rng_below(rng, (uint32_t)len)] = (uint8_t)bp_rng_next(rng);
        }
        snprintf(label, sizeof label, "%s %zu random bytes (round %zu)", base, count, i);
        bp_emit(sink, context, work, len, n, 0, label);
    }
    /* Inserted, deleted and appended bytes. */
    for (i = 0; i < 4; i++) {
        size_t const at = bp_rng_below(rng, (uint32_t)len);
        memcpy(work, block, at);
        work[at] = (uint8_t)bp_rng_next(rng);
        memcpy(work + at + 1, block + at, len - at);
        snprintf(label, sizeof label, "%s byte inserted at %zu", base, at);
        bp_emit(sink, context, work, len + 1, n, 0, label);
        memcpy(work, block, at);
        memcpy(work + at, block + at + 1, len - at - 1);
        snprintf(label, sizeof label, "%s byte deleted at %zu", base, at);
        bp_emit(sink, context, work, len - 1, n, 0, label);
    }
    memcpy(work, block, len);
    work[len] = 0;
    work[len + 1] = 0x11;
    snprintf(label, sizeof label, "%s with trailing bytes", base);
    bp_emit(sink, context, work, len + 2, n + 16, 0, label);
}

void bp_malformed_cases(bp_case_sink sink, void* context, unsigned rounds)
{
    uint8_t* plain = (uint8_t*)malloc(BP_MAX_PLAIN);
    uint8_t* block = (uint8_t*)malloc(BP_MAX_BLOCK);
    uint8_t* work = (uint8_t*)malloc(BP_MAX_BLOCK + 16);
    bp_block_map* map = (bp_block_map*)malloc(sizeof *map);
    bp_rng rng = { 31337 };
    char base[128];
    unsigned round;
    bp_handmade_case cases[64];
    size_t const handmade = bp_handmade_cases(cases, 64);
    for (round = 0; round < handmade; round++) {
        bp_emit(sink, context, cases[round].block, cases[round].block_length, cases[round].capacity, 0,
                cases[round].name);
    }
    for (round = 0; round < rounds; round++) {
        size_t n, len;
        /* Mostly small blocks: they put the exact loop and end-of-block checks under the mutations. */
        n = round % 8 == 0 ? bp_rng_below(&rng, BP_MAX_PLAIN + 1) : bp_rng_below(&rng, 400);
        if (round % 2 == 0) {
            bp_data_kind const kind = (bp_data_kind)(round / 2 % BP_DATA_KIND_COUNT);
            int compressed;
            bp_generate(kind, plain, n, round);
            compressed = bp_compress((bp_compressor)(round / 10 % BP_COMPRESSOR_COUNT), plain, n, block);
            len = (size_t)compressed;
            snprintf(base, sizeof base, "%s size %zu round %u", bp_data_kind_name(kind), n, round);
        } else {
            len = bp_write_random_block(&rng, (bp_block_shape)(round / 2 % 4), plain, n, block);
            snprintf(base, sizeof base, "written size %zu round %u", n, round);
        }
        bp_mutate_block(sink, context, &rng, block, len, n, base, work, map);
    }
    free(plain);
    free(block);
    free(work);
    free(map);
}
