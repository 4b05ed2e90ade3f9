/*
 * bench_crc.c - CRC-32C: what each variant does per core, and where in the decode path a checksum costs least.
 *
 * 1. Throughput: every bp_crc32c variant over one 64 KiB block (the first block of the last data set, "orders"
 *    when bench.sh passes it), 1024 passes per variant per repetition, variants in rotated order.
 * 2. Placement, per data set of `blocks` 64 KiB blocks compressed by bp_lz4_encode and decoded by bp_lz4_decode
 *    into one output area (as a payload's blocks are decoded into consecutive segments):
 *      decode             decode every block;
 *      crc-plain-hot      decode a block, then CRC its output at once (still in L1/L2): the check after decoding;
 *      crc-plain-64B      the same CRC taken in 64-byte pieces, as a CRC fused into the decode loop would take it
 *                         sequence by sequence (a bound: the decode work between pieces is not interleaved);
 *      crc-plain-after    decode every block, then CRC all the output (gone to L3 or memory for large payloads);
 *      crc-compressed     CRC a compressed block, then decode it: the check before decoding;
 *    reported as the median over repetitions of (t(method) - t(decode)) / t(decode), and for comparison the time
 *    the throughput run predicts for the same bytes at full speed.
 * Times are thread CPU time; methods are interleaved in rotated order; medians over repetitions; load average
 * printed before and after.
 *
 *   bench_crc [repetitions=21] [blocks per data set=32] [name=file ...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "blockpack_lz4.h"
#include "common/datagen.h"

#define BP_WARMUP_ROUNDS 2
#define BP_THROUGHPUT_PASSES 1024
#define BP_MAX_FILE_SETS 4
#define BP_MAX_SETS (BP_DATA_KIND_COUNT + BP_MAX_FILE_SETS)

/* What a CRC fused into the decode loop would compute per sequence: the output in pieces of about a sequence's
 * length, each continuing the last (an upper bound on its speed, as the decode work between pieces is left out). */
#define BP_SEQUENCE_PIECE 64

enum { BP_P_DECODE, BP_P_CRC_PLAIN_HOT, BP_P_CRC_PLAIN_PIECES, BP_P_CRC_PLAIN_AFTER, BP_P_CRC_COMPRESSED, BP_PLACEMENT_COUNT };
static const char* const bp_placement_names[BP_PLACEMENT_COUNT] = { "decode", "crc-plain-hot", "crc-plain-64B",
                                                                    "crc-plain-after", "crc-compressed" };
static const char* const bp_crc_variant_names[BP_CRC32C_VARIANT_COUNT] = { "table", "hardware-single",
                                                                           "hardware-multi" };

typedef struct bp_crc_set {
    bp_bench_data data;
    uint8_t** compressed;
    int32_t* compressed_length;
    size_t compressed_total;
    double* seconds[BP_PLACEMENT_COUNT];
} bp_crc_set;

static volatile uint32_t bp_sink;

static int bp_prepare(bp_crc_set* set)
{
    int32_t const bound = bp_lz4_encode_bound(BP_BENCH_BLOCK_SIZE);
    int b;
    set->compressed = (uint8_t**)malloc(sizeof(uint8_t*) * (size_t)set->data.block_count);
    set->compressed_length = (int32_t*)malloc(sizeof(int32_t) * (size_t)set->data.block_count);
    set->compressed_total = 0;
    for (b = 0; b < set->data.block_count; b++) {
        set->compressed[b] = (uint8_t*)malloc((size_t)bound);
        set->compressed_length[b] = bp_lz4_encode(set->data.plain + (size_t)b * BP_BENCH_BLOCK_SIZE, BP_BENCH_BLOCK_SIZE,
                                                  set->compressed[b], bound, 1);
        if (set->compressed_length[b] <= 0) {
            fprintf(stderr, "%s: block %d does not encode\n", set->data.name, b);
            return 0;
        }
        set->compressed_total += (size_t)set->compressed_length[b];
    }
    return 1;
}

/* Runs one placement over the whole set; returns 0 when a block fails to decode to its plaintext's size. */
static int bp_run_placement(int placement, const bp_crc_set* set, uint8_t* output)
{
    uint32_t crc = 0;
    int b;
    for (b = 0; b < set->data.block_count; b++) {
        uint8_t* const out = output + (size_t)b * BP_BENCH_BLOCK_SIZE;
        if (placement == BP_P_CRC_COMPRESSED) {
            crc ^= bp_crc32c(0, set->compressed[b], (size_t)set->compressed_length[b]);
        }
        if (bp_lz4_decode(set->compressed[b], set->compressed_length[b], out, BP_BENCH_BLOCK_SIZE) != BP_BENCH_BLOCK_SIZE) {
            return 0;
        }
        if (placement == BP_P_CRC_PLAIN_HOT) {
            crc ^= bp_crc32c(0, out, BP_BENCH_BLOCK_SIZE);
        }
        if (placement == BP_P_CRC_PLAIN_PIECES) {
            uint32_t running = 0;
            size_t at;
            for (at = 0; at < BP_BENCH_BLOCK_SIZE; at += BP_SEQUENCE_PIECE) {
                running = bp_crc32c(running, out + at, BP_SEQUENCE_PIECE);
            }
            crc ^= running;
        }
    }
    if (placement == BP_P_CRC_PLAIN_AFTER) {
        for (b = 0; b < set->data.block_count; b++) {
            crc ^= bp_crc32c(0, output + (size_t)b * BP_BENCH_BLOCK_SIZE, BP_BENCH_BLOCK_SIZE);
        }
    }
    bp_sink ^= crc;
    return 1;
}

static void bp_throughput(const uint8_t* block, int repetitions)
{
    double* seconds[BP_CRC32C_VARIANT_COUNT];
    int v, rep, i;
    for (v = 0; v < BP_CRC32C_VARIANT_COUNT; v++) {
        seconds[v] = (double*)malloc(sizeof(double) * (size_t)repetitions);
    }
    for (rep = -BP_WARMUP_ROUNDS; rep < repetitions; rep++) {
        for (i = 0; i < BP_CRC32C_VARIANT_COUNT; i++) {
            int const variant = (i + rep + BP_WARMUP_ROUNDS) % BP_CRC32C_VARIANT_COUNT;
            uint32_t crc = 0;
            double start;
            int pass;
            if (!bp_crc32c_variant_available(variant)) {
                continue;
            }
            start = bp_bench_thread_cpu_now();
            for (pass = 0; pass < BP_THROUGHPUT_PASSES; pass++) {
                uint32_t one;
                bp_crc32c_variant(variant, 0, block, BP_BENCH_BLOCK_SIZE, &one);
                crc ^= one;
            }
            if (rep >= 0) {
                seconds[variant][rep] = bp_bench_thread_cpu_now() - start;
            }
            bp_sink ^= crc;
        }
    }
    printf("CRC-32C of one 64 KiB block, %d passes per variant per repetition, median of %d rotated repetitions "
           "(thread CPU time); bp_crc32c uses %s\n", BP_THROUGHPUT_PASSES, repetitions,
           bp_crc_variant_names[bp_crc32c_best_variant()]);
    for (v = 0; v < BP_CRC32C_VARIANT_COUNT; v++) {
        if (bp_crc32c_variant_available(v)) {
            double const median = bp_bench_median(seconds[v], repetitions);
            printf("  %-16s %7.2f GB/s\n", bp_crc_variant_names[v], (double)BP_BENCH_BLOCK_SIZE * BP_THROUGHPUT_PASSES / median / 1e9);
        }
        free(seconds[v]);
    }
}

int main(int argc, char** argv)
{
    int const repetitions = argc > 1 ? atoi(argv[1]) : 21;
    int const blocks = argc > 2 ? atoi(argv[2]) : 32;
    bp_crc_set sets[BP_MAX_SETS];
    double* overhead;
    uint8_t* output;
    int set_count, k, p, rep;

    if (repetitions <= 0 || blocks <= 0) {
        fprintf(stderr, "usage: bench_crc [repetitions] [blocks] [name=file ...]\n");
        return 2;
    }
    set_count = bp_bench_load_data(argc, argv, 3, blocks, &sets[0].data, sizeof sets[0], BP_MAX_SETS);
    if (set_count <= 0) {
        return 2;
    }
    output = (uint8_t*)malloc((size_t)blocks * BP_BENCH_BLOCK_SIZE);
    overhead = (double*)malloc(sizeof(double) * (size_t)repetitions);
    for (k = 0; k < set_count; k++) {
        if (!bp_prepare(&sets[k])) {
            return 1;
        }
        for (p = 0; p < BP_PLACEMENT_COUNT; p++) {
            sets[k].seconds[p] = (double*)malloc(sizeof(double) * (size_t)repetitions);
        }
    }

    bp_bench_print_load("before");
    bp_throughput(sets[set_count - 1].data.plain, repetitions);
    for (rep = -BP_WARMUP_ROUNDS; rep < repetitions; rep++) {
        for (k = 0; k < set_count; k++) {
            for (p = 0; p < BP_PLACEMENT_COUNT; p++) {
                int const placement = (p + rep + BP_WARMUP_ROUNDS) % BP_PLACEMENT_COUNT;
                double start, seconds;
                start = bp_bench_thread_cpu_now();
                if (!bp_run_placement(placement, &sets[k], output)) {
                    fprintf(stderr, "%s: a block does not decode\n", sets[k].data.name);
                    return 1;
                }
                seconds = bp_bench_thread_cpu_now() - start;
                if (rep >= 0) {
                    sets[k].seconds[placement][rep] = seconds;
                }
            }
        }
    }
    bp_bench_print_load("after");

    printf("Placement: %d x 64 KiB blocks per data set, bp_lz4_encode then bp_lz4_decode, %d rotated repetitions; "
           "cost = median of (t - t(decode)) / t(decode)\n", blocks, repetitions);
    printf("%-10s %6s %10s", "data", "ratio", "decode ms");
    for (p = BP_P_CRC_PLAIN_HOT; p < BP_PLACEMENT_COUNT; p++) {
        printf(" %15s", bp_placement_names[p]);
    }
    printf("\n");
    for (k = 0; k < set_count; k++) {
        double const decode_ms = bp_bench_median(sets[k].seconds[BP_P_DECODE], repetitions) * 1e3;
        printf("%-10s %6.2f %10.3f", sets[k].data.name,
               (double)sets[k].data.block_count * BP_BENCH_BLOCK_SIZE / (double)sets[k].compressed_total, decode_ms);
        for (p = BP_P_CRC_PLAIN_HOT; p < BP_PLACEMENT_COUNT; p++) {
            for (rep = 0; rep < repetitions; rep++) {
                overhead[rep] = (sets[k].seconds[p][rep] - sets[k].seconds[BP_P_DECODE][rep]) / sets[k].seconds[BP_P_DECODE][rep];
            }
            printf(" %14.2f%%", 100.0 * bp_bench_median(overhead, repetitions));
        }
        printf("\n");
    }
    free(output);
    free(overhead);
    return 0;
}
