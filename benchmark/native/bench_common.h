/*
 * bench_common.h - what the decode and encode benchmarks share: the clock, medians, and data sets read
 * from files.
 */
#ifndef BP_BENCH_COMMON_H
#define BP_BENCH_COMMON_H

#include <stddef.h>
#include <stdint.h>

#define BP_BENCH_BLOCK_SIZE (64 * 1024)

/* Monotonic seconds. */
double bp_bench_now(void);

/* Seconds of CPU time the calling thread has used: unlike wall time, it does not count the time the
 * thread waited for a core, which on a loaded machine is most of the difference between runs. */
double bp_bench_thread_cpu_now(void);

/* Prints "load average WHEN: ..." from /proc/loadavg ("unknown" where there is none). */
void bp_bench_print_load(const char* when);

/* Median of n values (sorts them in place). */
double bp_bench_median(double* values, int n);

/* One data set: a name and block_count whole 64 KiB blocks of plain data. */
typedef struct bp_bench_data {
    const char* name;
    int block_count;
    uint8_t* plain;
} bp_bench_data;

/* The data sets both benchmarks measure: every generated kind (datagen.h, fixed seed) with `blocks` blocks, then
 * one per name=file argument in argv[first_file_argument..argc) holding the file's first whole blocks, at most
 * `blocks`. The i-th is written at (char*)first + i * stride, so each benchmark keeps it inside its own per-set
 * struct. Returns how many were written (at most max_sets), or -1 after saying what is wrong. */
int bp_bench_load_data(int argc, char** argv, int first_file_argument, int blocks, bp_bench_data* first, size_t stride,
                       int max_sets);

#endif /* BP_BENCH_COMMON_H */
