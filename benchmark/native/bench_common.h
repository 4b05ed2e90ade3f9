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

/* Median of n values (sorts them in place). */
double bp_bench_median(double* values, int n);

/* Reads up to `blocks` whole 64 KiB blocks of a file into a new buffer at *plain; returns how many
 * (0 when the file cannot be read or holds less than one block). */
int bp_bench_read_blocks(const char* path, int blocks, uint8_t** plain);

#endif /* BP_BENCH_COMMON_H */
