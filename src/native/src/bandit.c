/*
 * bandit.c - per-thread Thompson sampling over the decoder variants.
 *
 * Every thread keeps, for each compression-ratio class and variant, a running estimate of the mean and
 * variance of the time per decoded byte on blocks of at least BP_BANDIT_MIN_TIMED_BLOCK bytes. To pick
 * a variant for such a block, it draws one plausible mean per variant from a normal distribution
 * centred on the estimate with the estimate's standard error, and takes the smallest draw: variants
 * that are clearly slower are soon almost never tried, close ones keep being compared. The state is
 * thread-local, so there is no shared mutable state at all.
 *
 *  - The first BP_BANDIT_WARMUP_SAMPLES measurements of each variant are thrown away: they include
 *    cold caches and untrained branch predictors for a code path that was just switched to.
 *  - A variant with fewer than BP_BANDIT_MIN_SAMPLES kept measurements is always tried next.
 *  - Estimates weigh the last BP_BANDIT_WINDOW measurements most (exponential forgetting), so the
 *    choice follows data whose character drifts.
 *  - Once every variant has its minimum, only one large block in BP_BANDIT_MEASURE_EVERY is sampled
 *    and timed; the others go to the variant with the best estimate. A 64 KiB block of incompressible
 *    or run-heavy data decodes in about a microsecond, and reading the clock twice plus drawing a
 *    sample per variant would otherwise cost several percent of that.
 *  - A measurement above BP_BANDIT_OUTLIER_FACTOR times the variant's mean (a preemption, an
 *    interrupt) is clipped to that bound, so one stall cannot blow up the variance.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "runtime.h"

#define BP_BANDIT_WARMUP_SAMPLES 2u
#define BP_BANDIT_MIN_SAMPLES 3u
#define BP_BANDIT_WINDOW 256.0
/* Standard error never below this fraction of the mean: timings on a shared machine are never as
 * certain as a few quiet samples suggest, and it keeps a little exploration alive. */
#define BP_BANDIT_MIN_RELATIVE_ERROR 0.005
#define BP_BANDIT_MEASURE_EVERY 16u
#define BP_BANDIT_PRIOR_RELATIVE_SPREAD 0.05
#define BP_BANDIT_PRIOR_WEIGHT 4.0
#define BP_BANDIT_OUTLIER_FACTOR 2.0

#if defined(__GNUC__) || defined(__clang__)
#define BP_BANDIT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define BP_BANDIT_UNLIKELY(x) (x)
#endif

/* Upper bounds of decoded/compressed size for the ratio classes, in sixteenths (x16 to stay
 * integral): steps of roughly 12 % up to 4, coarser above; the last class is everything from 32 up.
 * Data that favours different variants (text versus records, say) then rarely shares a class. */
static const int64_t bp_ratio_class_upper_sixteenths[BP_BANDIT_RATIO_CLASSES - 1] = {
    18, 20, 23, 26, 29, 32, 36, 41, 46, 52, 64, 96, 160, 256, 512
};

/* Without any measurement yet, prefer the widest instructions the CPU has. */
static const int32_t bp_default_preference[BP_LZ4_VARIANT_COUNT] = {
    BP_LZ4_VARIANT_AVX2, BP_LZ4_VARIANT_NEON, BP_LZ4_VARIANT_SSSE3, BP_LZ4_VARIANT_SCALAR
};


int32_t bp_bandit_ratio_class(int32_t srcLen, int32_t dstLen)
{
    int32_t c;
    int64_t const decoded_sixteenths = (int64_t)dstLen * 16;
    for (c = 0; c < BP_BANDIT_RATIO_CLASSES - 1; c++) {
        if (decoded_sixteenths < (int64_t)srcLen * bp_ratio_class_upper_sixteenths[c]) {
            return c;
        }
    }
    return BP_BANDIT_RATIO_CLASSES - 1;
}

/* xorshift64* seeded per thread from the address of its state and the clock. */
static uint64_t bp_next_random(bp_thread_bandit* b)
{
    uint64_t x = b->random_state;
    if (x == 0) {
        x = (uint64_t)(uintptr_t)b ^ bp_monotonic_nanoseconds() ^ UINT64_C(0x9E3779B97F4A7C15);
        if (x == 0) {
            x = 1;
        }
    }
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    b->random_state = x;
    return x * UINT64_C(0x2545F4914F6CDD1D);
}

/* Approximately standard normal: the sum of four 16-bit uniforms (Irwin-Hall, mean 2, variance 1/3),
 * centred and scaled. One random draw, no libm; its tails stop at +-3.46, which is all a sampler
 * choosing between a few variants needs. */
static double bp_standard_normal(bp_thread_bandit* b)
{
    uint64_t const r = bp_next_random(b);
    double const sum = (double)((r & 0xFFFF) + ((r >> 16) & 0xFFFF) + ((r >> 32) & 0xFFFF) + (r >> 48));
    double const sqrt3 = 1.7320508075688772;
    return (sum * (1.0 / 65536.0) - 2.0) * sqrt3;
}

static int bp_arm_ready(const bp_arm* arm)
{
    return arm->count >= BP_BANDIT_MIN_SAMPLES;
}

/* Lowest mean among ready arms, or -1. */
static int32_t bp_lowest_mean(const bp_thread_bandit* b, uint32_t available_mask, int32_t ratio_class)
{
    int32_t v, best = -1;
    double best_mean = 0;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        const bp_arm* const arm = &b->arms[ratio_class][v];
        if ((available_mask & (1u << v)) && bp_arm_ready(arm) && (best < 0 || arm->mean < best_mean)) {
            best = v;
            best_mean = arm->mean;
        }
    }
    return best;
}

int32_t bp_bandit_best(const bp_thread_bandit* b, uint32_t available_mask, int32_t ratio_class)
{
    int32_t v;
    int32_t const best = b->choice[ratio_class].best_plus_one - 1;
    if (best >= 0) {
        return best;
    }
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        if (available_mask & (1u << bp_default_preference[v])) {
            return bp_default_preference[v];
        }
    }
    return BP_LZ4_VARIANT_SCALAR;
}

int32_t bp_bandit_should_measure(bp_thread_bandit* b, uint32_t available_mask, int32_t ratio_class)
{
    bp_class_choice* const choice = &b->choice[ratio_class];
    if (BP_BANDIT_UNLIKELY(!choice->warm)) {
        int32_t v;
        for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
            if ((available_mask & (1u << v)) && !bp_arm_ready(&b->arms[ratio_class][v])) {
                return 1;
            }
        }
        choice->warm = 1;
    }
    if (++choice->calls_since_measured >= BP_BANDIT_MEASURE_EVERY) {
        choice->calls_since_measured = 0;
        return 1;
    }
    return 0;
}

int32_t bp_bandit_sample(bp_thread_bandit* b, uint32_t available_mask, int32_t ratio_class)
{
    int32_t v, best = -1;
    double best_draw = 0;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        const bp_arm* const arm = &b->arms[ratio_class][v];
        double error, draw;
        if (!(available_mask & (1u << v))) {
            continue;
        }
        if (!bp_arm_ready(arm)) {
            return v;
        }
        /* Variance of the mean, shrunk towards a prior of BP_BANDIT_PRIOR_RELATIVE_SPREAD relative
           spread worth BP_BANDIT_PRIOR_WEIGHT samples: two lucky early samples must not make a
           variant look certain, or the sampler could lock onto the wrong one. */
        {
            double const prior = BP_BANDIT_PRIOR_RELATIVE_SPREAD * arm->mean;
            double const variance = (arm->variance * arm->count + prior * prior * BP_BANDIT_PRIOR_WEIGHT)
                                    / (arm->count + BP_BANDIT_PRIOR_WEIGHT);
            error = sqrt(variance / arm->count);
        }
        if (error < BP_BANDIT_MIN_RELATIVE_ERROR * arm->mean) {
            error = BP_BANDIT_MIN_RELATIVE_ERROR * arm->mean;
        }
        draw = arm->mean + error * bp_standard_normal(b);
        if (best < 0 || draw < best_draw) {
            best = v;
            best_draw = draw;
        }
    }
    return best >= 0 ? best : BP_LZ4_VARIANT_SCALAR;
}

void bp_bandit_record(bp_thread_bandit* b, uint32_t available_mask, int32_t ratio_class, int32_t variant, uint64_t nanoseconds,
                      int32_t bytes)
{
    bp_arm* const arm = &b->arms[ratio_class][variant];
    double sample, weight, delta;
    if (bytes <= 0) {
        return;
    }
    if (arm->discarded < BP_BANDIT_WARMUP_SAMPLES) {
        arm->discarded++;
        return;
    }
    sample = (double)nanoseconds / (double)bytes;
    if (bp_arm_ready(arm) && sample > BP_BANDIT_OUTLIER_FACTOR * arm->mean) {
        sample = BP_BANDIT_OUTLIER_FACTOR * arm->mean;
    }
    if (arm->count < BP_BANDIT_WINDOW) {
        arm->count += 1.0;
    }
    /* Exponentially weighted mean and variance; equal weights until the window is full. */
    weight = 1.0 / arm->count;
    delta = sample - arm->mean;
    arm->mean += weight * delta;
    arm->variance = (1.0 - weight) * (arm->variance + weight * delta * delta);
    b->choice[ratio_class].best_plus_one = bp_lowest_mean(b, available_mask, ratio_class) + 1;
}
