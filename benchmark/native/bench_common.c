/*
 * bench_common.c - see bench_common.h.
 */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "bench_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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

int bp_bench_read_blocks(const char* path, int blocks, uint8_t** plain)
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
