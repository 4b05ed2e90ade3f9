/*
 * stats.c - per-process decode statistics for diagnostics.
 *
 * Each thread counts into its own thread-local batch and adds it to the process-wide atomic counters
 * every BP_STATS_BATCH_CALLS calls, so that many threads decoding small blocks
 * do not all hammer the same cache line. Readers see figures that may lag by less than a batch per
 * thread; bp_lz4_get_stats publishes the calling thread's batch first.
 */
#include <stdatomic.h>
#include <string.h>

#include "runtime.h"
#include "thread_state.h"

#define BP_STATS_BATCH_CALLS 64u

typedef struct bp_shared_counters {
    _Atomic uint64_t calls;
    _Atomic uint64_t bytes;
    _Atomic uint64_t timed_calls;
    _Atomic uint64_t timed_bytes;
    _Atomic uint64_t timed_nanoseconds;
} bp_shared_counters;

static bp_shared_counters bp_process_counters[BP_LZ4_VARIANT_COUNT];

void bp_stats_publish_thread(bp_thread_stats* thread)
{
    int32_t v;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        bp_counters* const local = &thread->counters[v];
        bp_shared_counters* const shared = &bp_process_counters[v];
        if (local->calls == 0) {
            continue;
        }
        atomic_fetch_add_explicit(&shared->calls, local->calls, memory_order_relaxed);
        atomic_fetch_add_explicit(&shared->bytes, local->bytes, memory_order_relaxed);
        atomic_fetch_add_explicit(&shared->timed_calls, local->timed_calls, memory_order_relaxed);
        atomic_fetch_add_explicit(&shared->timed_bytes, local->timed_bytes, memory_order_relaxed);
        atomic_fetch_add_explicit(&shared->timed_nanoseconds, local->timed_nanoseconds,
                                  memory_order_relaxed);
        memset(local, 0, sizeof *local);
    }
    thread->pending_calls = 0;
}

void bp_stats_count_call(bp_thread_stats* thread, int32_t variant, int32_t result)
{
    bp_counters* const local = &thread->counters[variant];
    local->calls++;
    if (result > 0) {
        local->bytes += (uint64_t)result;
    }
    if (++thread->pending_calls >= BP_STATS_BATCH_CALLS) {
        bp_stats_publish_thread(thread);
    }
}

void bp_stats_count_timed_call(bp_thread_stats* thread, int32_t variant, int32_t result, uint64_t nanoseconds)
{
    bp_counters* const local = &thread->counters[variant];
    local->calls++;
    if (result > 0) {
        local->bytes += (uint64_t)result;
        local->timed_calls++;
        local->timed_bytes += (uint64_t)result;
        local->timed_nanoseconds += nanoseconds;
    }
    if (++thread->pending_calls >= BP_STATS_BATCH_CALLS) {
        bp_stats_publish_thread(thread);
    }
}

int32_t bp_lz4_get_stats(int32_t variant, bp_lz4_variant_stats* stats)
{
    bp_shared_counters* shared;
    if (variant < 0 || variant >= BP_LZ4_VARIANT_COUNT || stats == NULL) {
        return BP_LZ4_ERROR_ARGUMENT;
    }
    bp_stats_publish_thread(&bp_this_thread()->stats);
    shared = &bp_process_counters[variant];
    stats->calls = atomic_load_explicit(&shared->calls, memory_order_relaxed);
    stats->bytes = atomic_load_explicit(&shared->bytes, memory_order_relaxed);
    stats->timed_calls = atomic_load_explicit(&shared->timed_calls, memory_order_relaxed);
    stats->timed_bytes = atomic_load_explicit(&shared->timed_bytes, memory_order_relaxed);
    stats->timed_nanoseconds = atomic_load_explicit(&shared->timed_nanoseconds, memory_order_relaxed);
    return 0;
}

void bp_lz4_reset_stats(void)
{
    int32_t v;
    memset(&bp_this_thread()->stats, 0, sizeof(bp_thread_stats));
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        bp_shared_counters* const shared = &bp_process_counters[v];
        atomic_store_explicit(&shared->calls, 0, memory_order_relaxed);
        atomic_store_explicit(&shared->bytes, 0, memory_order_relaxed);
        atomic_store_explicit(&shared->timed_calls, 0, memory_order_relaxed);
        atomic_store_explicit(&shared->timed_bytes, 0, memory_order_relaxed);
        atomic_store_explicit(&shared->timed_nanoseconds, 0, memory_order_relaxed);
    }
}
