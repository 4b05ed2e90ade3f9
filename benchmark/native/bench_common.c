/*
 * bench_common.c - see bench_common.h.
 */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "bench_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/datagen.h"

/* The generators' seed: the same bytes in every run and in dump_datasets. */
#define BP_BENCH_SEED 12345

double bp_bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

double bp_bench_thread_cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void bp_bench_print_load(const char* when)
{
    FILE* f = fopen("/proc/loadavg", "r");
    char line[128] = "unknown";
    if (f != NULL) {
        if (fgets(line, sizeof line, f) == NULL) {
            strcpy(line, "unknown\n");
        }
        fclose(f);
    }
    printf("load average %s: %s", when, line);
}

static int bp_compare_doubles(const void* a, const void* b)
{
    double const x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

double bp_bench_median(double* values, int n)
{
    qsort(values, (size_t)n, sizeof *values, bp_compare_doubles);
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/* Reads up to `blocks` whole 64 KiB blocks of a file into a new buffer at *plain; returns how many (0 when the
 * file cannot be read or holds less than one block). */
static int bp_bench_read_blocks(const char* path, int blocks, uint8_t** plain)
{
    FILE* f = fopen(path, "rb");
    size_t got;
    if (f == NULL) {
        fprintf(stderr, "cannot open %s\n", path);
        return 0;
    }
    *plain = (uint8_t*)malloc((size_t)blocks * BP_BENCH_BLOCK_SIZE);
    got = fread(*plain, 1, (size_t)blocks * BP_BENCH_BLOCK_SIZE, f);
    fclose(f);
    if (got < BP_BENCH_BLOCK_SIZE) {
        fprintf(stderr, "%s holds less than one 64 KiB block\n", path);
    }
    return (int)(got / BP_BENCH_BLOCK_SIZE);
}

int bp_bench_load_data(int argc, char** argv, int first_file_argument, int blocks, bp_bench_data* first, size_t stride,
                       int max_sets)
{
#define BP_SET(i) (*(bp_bench_data*)((char*)first + (size_t)(i) * stride))
    int count = 0;
    int k, a;
    for (k = 0; k < BP_DATA_KIND_COUNT && count < max_sets; k++, count++) {
        BP_SET(count).name = bp_data_kind_name((bp_data_kind)k);
        BP_SET(count).block_count = blocks;
        BP_SET(count).plain = (uint8_t*)malloc((size_t)blocks * BP_BENCH_BLOCK_SIZE);
        bp_generate((bp_data_kind)k, BP_SET(count).plain, (size_t)blocks * BP_BENCH_BLOCK_SIZE, BP_BENCH_SEED);
    }
    for (a = first_file_argument; a < argc; a++, count++) {
        char* const eq = strchr(argv[a], '=');
        if (eq == NULL || count == max_sets) {
            fprintf(stderr, "not a name=file argument, or too many: %s\n", argv[a]);
            return -1;
        }
        *eq = '\0';
        BP_SET(count).name = argv[a];
        BP_SET(count).block_count = bp_bench_read_blocks(eq + 1, blocks, &BP_SET(count).plain);
        if (BP_SET(count).block_count == 0) {
            return -1;
        }
    }
    return count;
#undef BP_SET
}
