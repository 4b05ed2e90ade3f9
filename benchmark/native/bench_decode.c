/*
 * bench_decode.c - LZ4 block decode throughput: every variant, the adaptive choice, liblz4's
 * LZ4_decompress_safe, a parse-only loop (the ceiling: token stream walked, nothing copied) and memcpy
 * (the floor of any decoder), on 64 KiB blocks of msgpack-like records, English-like text, logs,
 * run-heavy int32 columns and random bytes, plus data sets read from files (scripts/native/bench.sh
 * adds "orders": msgpack written by BlockPack's own serializer, made by the measure dump-orders mode of benchmark/BlockPack.Benchmarks).
 *
 * All methods run interleaved in one process: each repetition decodes every data set once with every
 * method, in an order rotated per repetition, so drifting clock speeds and neighbours on a shared
 * machine hit all methods alike. Reported figures are medians over repetitions, in GB/s of decoded
 * output, and as ratios to liblz4.
 *
 *   bench_decode [repetitions=21] [blocks per data set=128] [name=file ...]
 * A name=file argument adds a data set: the file's first whole 64 KiB blocks, at most `blocks`.
 */

#include <lz4.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "blockpack_lz4.h"
#include "common/datagen.h"

#define BP_BLOCK_SIZE BP_BENCH_BLOCK_SIZE
#define BP_WARMUP_ROUNDS 5

enum {
    BP_M_SCALAR,
    BP_M_SSSE3,
    BP_M_AVX2,
    BP_M_NEON,
    BP_M_ADAPTIVE,
    BP_M_LIBLZ4,
    BP_M_PARSE_ONLY,
    BP_M_MEMCPY,
    BP_METHOD_COUNT
};
static const char* const bp_method_names[BP_METHOD_COUNT] = { "scalar", "ssse3", "avx2", "neon", "adaptive",
    "liblz4", "parse-only", "memcpy" };

#define BP_MAX_FILE_SETS 4
#define BP_MAX_SETS (BP_DATA_KIND_COUNT + BP_MAX_FILE_SETS)

typedef struct bp_dataset {
    bp_bench_data data;
    uint8_t** blocks;
    int* block_sizes;
    size_t compressed_total;
    double* samples[BP_METHOD_COUNT];
} bp_dataset;

/* Walks the token stream like a decoder would, without copying: the cost of parsing alone. */
static int bp_parse_only(const uint8_t* src, int srcLen)
{
    const uint8_t* ip = src;
    const uint8_t* const iend = src + srcLen;
    size_t produced = 0;
    for (;;) {
        unsigned const token = *ip++;
        size_t length = token >> 4;
        if (length == 15) {
            unsigned b;
            do {
                b = *ip++;
                length += b;
            } while (b == 255);
        }
        ip += length;
        produced += length;
        if (ip >= iend) {
            return (int)produced;
        }
        ip += 2;
        length = token & 15;
        if (length == 15) {
            unsigned b;
            do {
                b = *ip++;
                length += b;
            } while (b == 255);
        }
        produced += length + 4;
    }
}

static volatile size_t bp_sink;

static int bp_method_available(int m)
{
    return m > BP_M_NEON || bp_lz4_variant_available(m);
}

static double bp_run(int method, bp_dataset* d, uint8_t* out)
{
    int const blocks = d->data.block_count;
    double const start = bp_bench_now();
    size_t check = 0;
    int b;
    for (b = 0; b < blocks; b++) {
        const uint8_t* const src = d->blocks[b];
        int const len = d->block_sizes[b];
        int r;
        switch (method) {
        case BP_M_ADAPTIVE:
            r = bp_lz4_decode(src, len, out, BP_BLOCK_SIZE);
            break;
        case BP_M_LIBLZ4:
            r = LZ4_decompress_safe((const char*)src, (char*)out, len, BP_BLOCK_SIZE);
            break;
        case BP_M_PARSE_ONLY:
            r = bp_parse_only(src, len);
            break;
        case BP_M_MEMCPY:
            memcpy(out, d->data.plain + (size_t)b * BP_BLOCK_SIZE, BP_BLOCK_SIZE);
            r = BP_BLOCK_SIZE;
            break;
        default:
            r = bp_lz4_decode_variant(method, src, len, out, BP_BLOCK_SIZE);
            break;
        }
        check += (size_t)r + out[r & (BP_BLOCK_SIZE - 1)];
    }
    bp_sink += check;
    return bp_bench_now() - start;
}

int main(int argc, char** argv)
{
    int const repetitions = argc > 1 ? atoi(argv[1]) : 21;
    int const blocks = argc > 2 ? atoi(argv[2]) : 128;
    bp_dataset sets[BP_MAX_SETS];
    int set_count = 0;
    uint8_t* out = (uint8_t*)malloc(BP_BLOCK_SIZE);
    static char csv[BP_MAX_SETS * (BP_METHOD_COUNT + 1)][96];
    int k, m, rep, b;

    set_count = bp_bench_load_data(argc, argv, 3, blocks, &sets[0].data, sizeof sets[0], BP_MAX_SETS);
    if (set_count < 0) {
        return 2;
    }

    for (k = 0; k < set_count; k++) {
        bp_dataset* d = &sets[k];
        d->blocks = (uint8_t**)malloc(sizeof(uint8_t*) * (size_t)d->data.block_count);
        d->block_sizes = (int*)malloc(sizeof(int) * (size_t)d->data.block_count);
        d->compressed_total = 0;
        for (b = 0; b < d->data.block_count; b++) {
            int const bound = LZ4_compressBound(BP_BLOCK_SIZE);
            d->blocks[b] = (uint8_t*)malloc((size_t)bound);
            d->block_sizes[b] = LZ4_compress_default((const char*)d->data.plain + (size_t)b * BP_BLOCK_SIZE,
                                                     (char*)d->blocks[b], BP_BLOCK_SIZE, bound);
            d->compressed_total += (size_t)d->block_sizes[b];
            /* Every decoder must be right before it is timed. */
            for (m = 0; m <= BP_M_LIBLZ4; m++) {
                int r;
                if (!bp_method_available(m)) {
                    continue;
                }
                memset(out, 0, BP_BLOCK_SIZE);
                r = m == BP_M_LIBLZ4 ? LZ4_decompress_safe((const char*)d->blocks[b], (char*)out, d->block_sizes[b], BP_BLOCK_SIZE)
                    : m == BP_M_ADAPTIVE ? bp_lz4_decode(d->blocks[b], d->block_sizes[b], out, BP_BLOCK_SIZE)
                                         : bp_lz4_decode_variant(m, d->blocks[b], d->block_sizes[b], out, BP_BLOCK_SIZE);
                if (r != BP_BLOCK_SIZE || memcmp(out, d->data.plain + (size_t)b * BP_BLOCK_SIZE, BP_BLOCK_SIZE) != 0) {
                    fprintf(stderr, "%s decodes %s block %d wrongly\n", bp_method_names[m], d->data.name, b);
                    return 1;
                }
            }
        }
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            d->samples[m] = (double*)malloc(sizeof(double) * (size_t)repetitions);
        }
    }

    for (rep = -BP_WARMUP_ROUNDS; rep < repetitions; rep++) {
        for (k = 0; k < set_count; k++) {
            double const bytes = (double)sets[k].data.block_count * BP_BLOCK_SIZE;
            for (m = 0; m < BP_METHOD_COUNT; m++) {
                int const method = (m + rep + BP_WARMUP_ROUNDS + k) % BP_METHOD_COUNT;
                double seconds;
                if (!bp_method_available(method)) {
                    continue;
                }
                /* One untimed pass first: the data set's blocks come back into cache for every method
                   alike, instead of favouring whichever method follows another on the same data. */
                (void)bp_run(method, &sets[k], out);
                seconds = bp_run(method, &sets[k], out);
                if (rep >= 0) {
                    sets[k].samples[method][rep] = bytes / seconds / 1e9;
                }
            }
        }
    }

    printf("LZ4 decode, %d x 64 KiB blocks per data set, median of %d interleaved repetitions, GB/s "
           "(ratio to liblz4)\n", blocks, repetitions);
    printf("cpu features 0x%x, library %s\n", (unsigned)bp_lz4_cpu_features(), bp_lz4_version_string());
    printf("%-10s %6s", "data", "ratio");
    for (m = 0; m < BP_METHOD_COUNT; m++) {
        if (bp_method_available(m)) {
            printf(" %17s", bp_method_names[m]);
        }
    }
    printf(" %14s\n", "adapt/best");
    for (k = 0; k < set_count; k++) {
        double const bytes = (double)sets[k].data.block_count * BP_BLOCK_SIZE;
        double medians[BP_METHOD_COUNT] = { 0 };
        double best_single = 0;
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            if (bp_method_available(m)) {
                medians[m] = bp_bench_median(sets[k].samples[m], repetitions);
                if (m <= BP_M_NEON && medians[m] > best_single) {
                    best_single = medians[m];
                }
            }
        }
        printf("%-10s %6.2f", sets[k].data.name, bytes / (double)sets[k].compressed_total);
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            if (bp_method_available(m)) {
                printf("   %6.2f (%5.3f)", medians[m], medians[m] / medians[BP_M_LIBLZ4]);
            }
        }
        printf(" %14.3f\n", medians[BP_M_ADAPTIVE] / best_single);
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            if (bp_method_available(m)) {
                snprintf(csv[k * (BP_METHOD_COUNT + 1) + m], sizeof csv[0], "csv,%s,%s,%.3f,%.4f",
                         sets[k].data.name, bp_method_names[m], medians[m],
                         medians[m] / medians[BP_M_LIBLZ4]);
            }
        }
        snprintf(csv[k * (BP_METHOD_COUNT + 1) + BP_METHOD_COUNT], sizeof csv[0], "csv,%s,adaptive/best,%.4f,%.4f",
                 sets[k].data.name, medians[BP_M_ADAPTIVE] / best_single,
                 medians[BP_M_ADAPTIVE] / best_single);
    }
    /* Machine-readable lines for scripts/native/bench.sh, which takes medians across processes. */
    for (k = 0; k < set_count * (BP_METHOD_COUNT + 1); k++) {
        if (csv[k][0]) {
            printf("%s\n", csv[k]);
        }
    }
    {
        bp_lz4_variant_stats stats;
        printf("adaptive choices (timed calls per variant):");
        for (m = 0; m < BP_LZ4_VARIANT_COUNT; m++) {
            if (bp_lz4_variant_available(m) && bp_lz4_get_stats(m, &stats) == 0) {
                printf(" %s=%llu", bp_lz4_variant_name(m), (unsigned long long)stats.timed_calls);
            }
        }
        printf("\n");
    }
    return 0;
}
