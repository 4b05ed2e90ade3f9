/*
 * thread_state.h - everything the library keeps per thread: the sampler's estimates and the batch of
 * statistics not yet published. One thread-local object, reached once per call: in a shared library
 * every thread-local access may cost a __tls_get_addr call, so the entry points look it up once and
 * pass it down.
 */
#ifndef BP_THREAD_STATE_H
#define BP_THREAD_STATE_H

#include <stdint.h>

#include "blockpack_lz4.h"

/* Compression-ratio classes the sampler keeps apart (see bp_bandit_ratio_class). */
#define BP_BANDIT_RATIO_CLASSES 16

typedef struct bp_arm {
    uint32_t discarded;
    double count;
    double mean;
    double variance;
} bp_arm;

/* What the hot path needs per class, kept up to date by bp_bandit_record so that choosing costs a few
 * loads: 1 + the variant with the best mean (0 before any estimate) and whether every variant is warm. */
typedef struct bp_class_choice {
    uint32_t calls_since_measured;
    int32_t best_plus_one;
    int32_t warm;
} bp_class_choice;

typedef struct bp_thread_bandit {
    uint64_t random_state;
    bp_class_choice choice[BP_BANDIT_RATIO_CLASSES];
    bp_arm arms[BP_BANDIT_RATIO_CLASSES][BP_LZ4_VARIANT_COUNT];
} bp_thread_bandit;

typedef struct bp_counters {
    uint64_t calls;
    uint64_t bytes;
    uint64_t timed_calls;
    uint64_t timed_bytes;
    uint64_t timed_nanoseconds;
} bp_counters;

typedef struct bp_thread_stats {
    bp_counters counters[BP_LZ4_VARIANT_COUNT];
    uint32_t pending_calls;
} bp_thread_stats;

typedef struct bp_thread_state {
    bp_thread_bandit bandit;
    bp_thread_stats stats;
} bp_thread_state;

/* The calling thread's state (zero-initialised on first use). */
bp_thread_state* bp_this_thread(void);

#endif /* BP_THREAD_STATE_H */
