/*
 * runtime.h - the parts of the library around the decoders: CPU detection, the clock, per-process
 * statistics and the per-thread Thompson sampler.
 */
#ifndef BP_RUNTIME_H
#define BP_RUNTIME_H

#include <stdint.h>

#include "blockpack_lz4.h"
#include "thread_state.h"

/* Bit set in the detected-feature word once detection has run (never a real feature bit). */
#define BP_CPU_FEATURES_DETECTED (1u << 31)

/* cpu_features.c: OR of bp_lz4_cpu_feature bits for this CPU and OS. */
uint32_t bp_detect_cpu_features(void);

/* monotonic_clock.c: nanoseconds from an arbitrary fixed point, never going backwards. */
uint64_t bp_monotonic_nanoseconds(void);

/* stats.c */
void bp_stats_count_call(bp_thread_stats* thread, int32_t variant, int32_t result);
void bp_stats_count_timed_call(bp_thread_stats* thread, int32_t variant, int32_t result, uint64_t nanoseconds);
void bp_stats_publish_thread(bp_thread_stats* thread);

/* bandit.c: blocks whose decoded size (dstLen) is below this are decoded with the best known variant
 * and not timed: the clock's cost and noise would dominate, and small blocks matter little. */
#define BP_BANDIT_MIN_TIMED_BLOCK (32 * 1024)

/* Compression-ratio class of a block, so data that favours different variants (runs versus text, say)
 * keeps separate estimates in the same thread. */
int32_t bp_bandit_ratio_class(int32_t srcLen, int32_t dstLen);
/* Whether this large block should be sampled and timed (always until every variant has its minimum
 * of measurements, then one block in BP_BANDIT_MEASURE_EVERY); otherwise use bp_bandit_best. */
int32_t bp_bandit_should_measure(bp_thread_bandit* bandit, uint32_t available_mask, int32_t ratio_class);
/* Thompson sample: the variant (among available_mask bits) with the lowest sampled time per byte. */
int32_t bp_bandit_sample(bp_thread_bandit* bandit, uint32_t available_mask, int32_t ratio_class);
/* The variant with the lowest estimated time per byte, without exploring. */
int32_t bp_bandit_best(const bp_thread_bandit* bandit, uint32_t available_mask, int32_t ratio_class);
void bp_bandit_record(bp_thread_bandit* bandit, uint32_t available_mask, int32_t ratio_class, int32_t variant, uint64_t nanoseconds,
                      int32_t bytes);

#endif /* BP_RUNTIME_H */
