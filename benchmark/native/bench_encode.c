/*
 * bench_encode.c - LZ4 block encode throughput: every native encoder variant, bp_lz4_encode (the
 * variant the library picks), liblz4's LZ4_compress_default and memcpy (the ceiling of any encoder),
 * on 64 KiB blocks of the same data sets as bench_decode (records, text, logs, runs, random, plus
 * name=file data sets such as scripts/native/bench.sh's "orders").
 *
 * Paired: each repetition encodes every data set with every method (an untimed pass, then a timed one),
 * in a random order drawn per repetition, so drifting clocks and neighbours on a shared machine hit all
 * methods alike. Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so time spent waiting for a
 * core on a loaded machine is not counted; cache and SMT-sibling interference still is. Reported per
 * method: the median GB/s of input over repetitions, the median over repetitions of the per-repetition
 * ratio t(liblz4) / t(method) (above 1: faster than liblz4), and the compressed size relative to
 * liblz4's. The load average is printed before and after.
 *
 *   bench_encode [repetitions=21] [blocks per data set=128] [name=file ...]
 */
#include <lz4.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_common.h"
#include "blockpack_lz4.h"
#include "common/datagen.h"

#define BP_WARMUP_ROUNDS 3
#define BP_MAX_FILE_SETS 4
#define BP_MAX_SETS (BP_DATA_KIND_COUNT + BP_MAX_FILE_SETS)

/* Methods 0..BP_LZ4_VARIANT_COUNT-1 are the encoder variants. */
enum { BP_M_DEFAULT = BP_LZ4_VARIANT_COUNT, BP_M_LIBLZ4, BP_M_MEMCPY, BP_METHOD_COUNT };

typedef struct bp_encode_set {
    bp_bench_data data;
    size_t compressed[BP_METHOD_COUNT];
    double* seconds[BP_METHOD_COUNT];
} bp_encode_set;

static volatile size_t bp_sink;

static const char* bp_method_name(int m)
{
    return m < BP_LZ4_VARIANT_COUNT ? bp_lz4_variant_name(m) : m == BP_M_DEFAULT ? "default" : m == BP_M_LIBLZ4 ? "liblz4" : "memcpy";
}

static int bp_method_available(int m)
{
    return m >= BP_LZ4_VARIANT_COUNT || bp_lz4_encoder_variant_available(m);
}

/* Encodes every block of the set; returns the total compressed size (0 on any failure). */
static size_t bp_encode_all(int method, const bp_encode_set* d, uint8_t* out, int capacity)
{
    size_t total = 0;
    int b;
    for (b = 0; b < d->data.block_count; b++) {
        const uint8_t* const src = d->data.plain + (size_t)b * BP_BENCH_BLOCK_SIZE;
        int r;
        switch (method) {
        case BP_M_DEFAULT:
            r = bp_lz4_encode(src, BP_BENCH_BLOCK_SIZE, out, capacity, 1);
            break;
        case BP_M_LIBLZ4:
            r = LZ4_compress_default((const char*)src, (char*)out, BP_BENCH_BLOCK_SIZE, capacity);
            break;
        case BP_M_MEMCPY:
            memcpy(out, src, BP_BENCH_BLOCK_SIZE);
            r = BP_BENCH_BLOCK_SIZE;
            break;
        default:
            r = bp_lz4_encode_variant(method, src, BP_BENCH_BLOCK_SIZE, out, capacity, 1);
            break;
        }
        if (r <= 0) {
            return 0;
        }
        total += (size_t)r;
    }
    return total;
}

/* Every native block must decode back (by liblz4) before anything is timed. */
static int bp_verify(const bp_encode_set* d, uint8_t* out, int capacity, uint8_t* decoded)
{
    int m, b;
    for (m = 0; m <= BP_M_DEFAULT; m++) {
        if (!bp_method_available(m)) {
            continue;
        }
        for (b = 0; b < d->data.block_count; b++) {
            const uint8_t* const src = d->data.plain + (size_t)b * BP_BENCH_BLOCK_SIZE;
            int const r = m == BP_M_DEFAULT ? bp_lz4_encode(src, BP_BENCH_BLOCK_SIZE, out, capacity, 1)
                                            : bp_lz4_encode_variant(m, src, BP_BENCH_BLOCK_SIZE, out, capacity, 1);
            if (r <= 0 || LZ4_decompress_safe((const char*)out, (char*)decoded, r, BP_BENCH_BLOCK_SIZE) != BP_BENCH_BLOCK_SIZE
                || memcmp(decoded, src, BP_BENCH_BLOCK_SIZE) != 0) {
                fprintf(stderr, "%s encodes %s block %d wrongly\n", bp_method_name(m), d->data.name, b);
                return 0;
            }
        }
    }
    return 1;
}

int main(int argc, char** argv)
{
    int const repetitions = argc > 1 ? atoi(argv[1]) : 21;
    int const blocks = argc > 2 ? atoi(argv[2]) : 128;
    int const capacity = LZ4_compressBound(BP_BENCH_BLOCK_SIZE);
    uint8_t* const out = (uint8_t*)malloc((size_t)capacity);
    uint8_t* const decoded = (uint8_t*)malloc(BP_BENCH_BLOCK_SIZE);
    double* const ratios = (double*)malloc(sizeof(double) * (size_t)repetitions);
    bp_encode_set sets[BP_MAX_SETS];
    int set_count = 0;
    bp_rng order_rng = { 2026 };
    int k, m, rep;

    if (repetitions <= 0 || blocks <= 0) {
        fprintf(stderr, "usage: bench_encode [repetitions] [blocks] [name=file ...]\n");
        return 2;
    }
    set_count = bp_bench_load_data(argc, argv, 3, blocks, &sets[0].data, sizeof sets[0], BP_MAX_SETS);
    if (set_count < 0) {
        return 2;
    }
    for (k = 0; k < set_count; k++) {
        if (!bp_verify(&sets[k], out, capacity, decoded)) {
            return 1;
        }
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            sets[k].seconds[m] = (double*)malloc(sizeof(double) * (size_t)repetitions);
            sets[k].compressed[m] = bp_method_available(m) ? bp_encode_all(m, &sets[k], out, capacity) : 0;
        }
    }

    bp_bench_print_load("before");
    for (rep = -BP_WARMUP_ROUNDS; rep < repetitions; rep++) {
        for (k = 0; k < set_count; k++) {
            int order[BP_METHOD_COUNT];
            for (m = 0; m < BP_METHOD_COUNT; m++) {
                order[m] = m;
            }
            /* A fresh random order every repetition: no method always follows the same one. */
            for (m = BP_METHOD_COUNT - 1; m > 0; m--) {
                int const j = (int)bp_rng_below(&order_rng, (uint32_t)m + 1);
                int const t = order[m];
                order[m] = order[j];
                order[j] = t;
            }
            for (m = 0; m < BP_METHOD_COUNT; m++) {
                int const method = order[m];
                double start, seconds;
                if (!bp_method_available(method)) {
                    continue;
                }
                /* One untimed pass first: the set's blocks come back into cache for every method alike. */
                bp_sink += bp_encode_all(method, &sets[k], out, capacity);
                start = bp_bench_thread_cpu_now();
                bp_sink += bp_encode_all(method, &sets[k], out, capacity);
                seconds = bp_bench_thread_cpu_now() - start;
                if (rep >= 0) {
                    sets[k].seconds[method][rep] = seconds;
                }
            }
        }
    }
    bp_bench_print_load("after");

    printf("LZ4 encode, %d x 64 KiB blocks per data set, %d paired repetitions; library %s, cpu features 0x%x, "
           "bp_lz4_encode uses %s\n", blocks, repetitions, bp_lz4_version_string(), (unsigned)bp_lz4_cpu_features(),
           bp_lz4_variant_name(bp_lz4_encoder_variant()));
    printf("times: thread CPU time; per method: median GB/s, median of per-repetition t(liblz4)/t(method), compressed size / liblz4's\n");
    printf("%-8s %-8s %8s %10s %10s %8s\n", "data", "method", "GB/s", "speed-up", "size", "ratio");
    for (k = 0; k < set_count; k++) {
        double const bytes = (double)sets[k].data.block_count * BP_BENCH_BLOCK_SIZE;
        for (m = 0; m < BP_METHOD_COUNT; m++) {
            double gbps, speedup, size;
            if (!bp_method_available(m)) {
                continue;
            }
            for (rep = 0; rep < repetitions; rep++) {
                ratios[rep] = sets[k].seconds[BP_M_LIBLZ4][rep] / sets[k].seconds[m][rep];
            }
            speedup = bp_bench_median(ratios, repetitions);
            gbps = bytes / bp_bench_median(sets[k].seconds[m], repetitions) / 1e9;
            size = (double)sets[k].compressed[m] / (double)sets[k].compressed[BP_M_LIBLZ4];
            printf("%-8s %-8s %8.3f %10.3f %10.4f %8.2f\n", sets[k].data.name, bp_method_name(m), gbps, speedup,
                   m == BP_M_MEMCPY ? 0.0 : size, bytes / (double)sets[k].compressed[m]);
            printf("csv,%s,%s,%.4f,%.4f,%.5f\n", sets[k].data.name, bp_method_name(m), gbps, speedup, size);
        }
    }
    return 0;
}
