/*
 * monotonic_clock.c - the clock the sampler times decodes with.
 */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* clock_gettime under strict C11 */
#endif

#include "runtime.h"

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#define BP_NANOSECONDS_PER_SECOND 1000000000ull

uint64_t bp_monotonic_nanoseconds(void)
{
    LARGE_INTEGER counter, frequency;
    QueryPerformanceCounter(&counter);
    QueryPerformanceFrequency(&frequency);
    /* Split to avoid overflowing 64 bits for large counters. */
    return (uint64_t)(counter.QuadPart / frequency.QuadPart) * BP_NANOSECONDS_PER_SECOND
           + (uint64_t)(counter.QuadPart % frequency.QuadPart) * BP_NANOSECONDS_PER_SECOND
                 / (uint64_t)frequency.QuadPart;
}

#else
#include <time.h>

#define BP_NANOSECONDS_PER_SECOND 1000000000ull

uint64_t bp_monotonic_nanoseconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * BP_NANOSECONDS_PER_SECOND + (uint64_t)now.tv_nsec;
}
#endif
