/*
 * dispatch.c - the public entry points: argument checks, which variants this CPU can run (decided
 * once, when the library is loaded or first used), the forced variant, and the adaptive choice.
 */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "decoders.h"
#include "runtime.h"

#define BP_LZ4_VARIANT_ENV "BLOCKPACK_LZ4_VARIANT"
/* A block whose compressed size is within 1/64 of its decoded size is treated as incompressible. */
#define BP_INCOMPRESSIBLE_SLACK_DIVISOR 64
#define BP_STRINGIFY_(x) #x
#define BP_STRINGIFY(x) BP_STRINGIFY_(x)

static const char* const bp_variant_names[BP_LZ4_VARIANT_COUNT] = { "scalar", "ssse3", "avx2", "neon" };

/* Every variant compiled into this build (NULL where not), and the CPU feature each needs. */
static const bp_decode_fn bp_variant_functions[BP_LZ4_VARIANT_COUNT] = {
    bp_lz4_decode_scalar,
#ifdef BP_HAVE_X86_VARIANTS
    bp_lz4_decode_ssse3,
    bp_lz4_decode_avx2,
#else
    NULL,
    NULL,
#endif
#ifdef BP_HAVE_NEON_VARIANT
    bp_lz4_decode_neon,
#else
    NULL,
#endif
};
static const uint32_t bp_variant_required_features[BP_LZ4_VARIANT_COUNT] = {
    0, BP_LZ4_CPU_SSSE3, BP_LZ4_CPU_AVX2, BP_LZ4_CPU_NEON
};

/* Detected CPU features with BP_CPU_FEATURES_DETECTED set, then the mask of runnable variants; both 0
 * until initialisation. Initialisation is idempotent, so racing first calls just compute the same. */
static _Atomic uint32_t bp_cpu_features_word;
static _Atomic uint32_t bp_available_variants;
static _Atomic int32_t bp_forced = BP_LZ4_VARIANT_ADAPTIVE;
static _Atomic int32_t bp_initialised;

static int32_t bp_variant_from_name(const char* name)
{
    int32_t v;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        if (strcmp(name, bp_variant_names[v]) == 0) {
            return v;
        }
    }
    return BP_LZ4_VARIANT_ADAPTIVE;
}

static void bp_initialise(void)
{
    uint32_t const features = bp_detect_cpu_features();
    uint32_t available = 0;
    const char* forced_name;
    int32_t v;
    for (v = 0; v < BP_LZ4_VARIANT_COUNT; v++) {
        if (bp_variant_functions[v] != NULL
            && (features & bp_variant_required_features[v]) == bp_variant_required_features[v]) {
            available |= 1u << v;
        }
    }
    atomic_store_explicit(&bp_cpu_features_word, features | BP_CPU_FEATURES_DETECTED, memory_order_relaxed);
    atomic_store_explicit(&bp_available_variants, available, memory_order_relaxed);
    forced_name = getenv(BP_LZ4_VARIANT_ENV);
    if (forced_name != NULL) {
        v = bp_variant_from_name(forced_name);
        if (v >= 0 && (available & (1u << v))) {
            atomic_store_explicit(&bp_forced, v, memory_order_relaxed);
        }
    }
    atomic_store_explicit(&bp_initialised, 1, memory_order_release);
}

static uint32_t bp_available(void)
{
    if ((!atomic_load_explicit(&bp_initialised, memory_order_acquire))) {
        bp_initialise();
    }
    return atomic_load_explicit(&bp_available_variants, memory_order_relaxed);
}

#if defined(__GNUC__) || defined(__clang__)
/* Decide at load time, as the variants' dispatch should not depend on who calls first. */
__attribute__((constructor)) static void bp_initialise_at_load(void)
{
    if (!atomic_load_explicit(&bp_initialised, memory_order_acquire)) {
        bp_initialise();
    }
}
#endif

/* The decoders assume non-negative lengths and real pointers; a NULL with length 0 is allowed here and
 * replaced by a harmless address, since pointer arithmetic on NULL is undefined. */
static int32_t bp_check_arguments(const uint8_t** src, int32_t srcLen, uint8_t** dst, int32_t dstLen,
                                  uint8_t* empty)
{
    if (srcLen < 0 || dstLen < 0 || (*src == NULL && srcLen != 0) || (*dst == NULL && dstLen != 0)) {
        return BP_LZ4_ERROR_ARGUMENT;
    }
    if (*src == NULL) {
        *src = empty;
    }
    if (*dst == NULL) {
        *dst = empty;
    }
    return 0;
}

int32_t bp_lz4_decode_variant(int32_t variant, const uint8_t* src, int32_t srcLen, uint8_t* dst,
                              int32_t dstLen)
{
    uint8_t empty = 0;
    int32_t result = bp_check_arguments(&src, srcLen, &dst, dstLen, &empty);
    if (result != 0) {
        return result;
    }
    if (!bp_lz4_variant_available(variant)) {
        return BP_LZ4_ERROR_VARIANT_UNAVAILABLE;
    }
    result = bp_variant_functions[variant](src, srcLen, dst, dstLen);
    bp_stats_count_call(&bp_this_thread()->stats, variant, result);
    return result;
}

int32_t bp_lz4_decode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen)
{
    uint8_t empty = 0;
    uint32_t const available = bp_available();
    int32_t variant, ratio_class, result;
    uint64_t started;
    bp_thread_state* thread;
    result = bp_check_arguments(&src, srcLen, &dst, dstLen, &empty);
    if (result != 0) {
        return result;
    }
    thread = bp_this_thread();
    variant = atomic_load_explicit(&bp_forced, memory_order_relaxed);
    if (variant >= 0) {
        result = bp_variant_functions[variant](src, srcLen, dst, dstLen);
        bp_stats_count_call(&thread->stats, variant, result);
        return result;
    }
    ratio_class = bp_bandit_ratio_class(srcLen, dstLen);
    /* Nearly incompressible blocks are almost entirely literal copies, done the same way by every
       variant: nothing to learn, so they skip the clock and the sampler altogether. */
    if (dstLen < BP_BANDIT_MIN_TIMED_BLOCK || srcLen > dstLen - dstLen / BP_INCOMPRESSIBLE_SLACK_DIVISOR
        || !bp_bandit_should_measure(&thread->bandit, available, ratio_class)) {
        variant = bp_bandit_best(&thread->bandit, available, ratio_class);
        result = bp_variant_functions[variant](src, srcLen, dst, dstLen);
        bp_stats_count_call(&thread->stats, variant, result);
        return result;
    }
    variant = bp_bandit_sample(&thread->bandit, available, ratio_class);
    started = bp_monotonic_nanoseconds();
    result = bp_variant_functions[variant](src, srcLen, dst, dstLen);
    {
        uint64_t const elapsed = bp_monotonic_nanoseconds() - started;
        bp_bandit_record(&thread->bandit, available, ratio_class, variant, elapsed, result);
        bp_stats_count_timed_call(&thread->stats, variant, result, elapsed);
    }
    return result;
}

int32_t bp_lz4_variant_available(int32_t variant)
{
    return variant >= 0 && variant < BP_LZ4_VARIANT_COUNT && (bp_available() & (1u << variant)) != 0;
}

const char* bp_lz4_variant_name(int32_t variant)
{
    return variant >= 0 && variant < BP_LZ4_VARIANT_COUNT ? bp_variant_names[variant] : NULL;
}

int32_t bp_lz4_set_forced_variant(int32_t variant)
{
    if (variant != BP_LZ4_VARIANT_ADAPTIVE && !bp_lz4_variant_available(variant)) {
        return BP_LZ4_ERROR_VARIANT_UNAVAILABLE;
    }
    atomic_store_explicit(&bp_forced, variant, memory_order_relaxed);
    return 0;
}

int32_t bp_lz4_forced_variant(void)
{
    (void)bp_available();
    return atomic_load_explicit(&bp_forced, memory_order_relaxed);
}

int32_t bp_lz4_version(void)
{
    return BP_LZ4_VERSION_NUMBER;
}

const char* bp_lz4_version_string(void)
{
    return BP_STRINGIFY(BP_LZ4_VERSION_MAJOR) "." BP_STRINGIFY(BP_LZ4_VERSION_MINOR) "." BP_STRINGIFY(
        BP_LZ4_VERSION_PATCH);
}

uint32_t bp_lz4_cpu_features(void)
{
    (void)bp_available();
    return atomic_load_explicit(&bp_cpu_features_word, memory_order_relaxed) & ~BP_CPU_FEATURES_DETECTED;
}

const char* bp_lz4_status_message(int32_t status)
{
    switch (status) {
    case BP_LZ4_ERROR_ARGUMENT:
        return "invalid argument: negative length or NULL buffer";
    case BP_LZ4_ERROR_TRUNCATED:
        return "LZ4 block is truncated: it ends inside a sequence";
    case BP_LZ4_ERROR_OUTPUT_TOO_SMALL:
        return "LZ4 block decodes to more bytes than the output buffer holds";
    case BP_LZ4_ERROR_BAD_OFFSET:
        return "LZ4 match offset is 0 or points before the start of the block";
    case BP_LZ4_ERROR_END_OF_BLOCK:
        return "LZ4 block breaks the end-of-block rules (last 5 bytes literals, last match 12 bytes before the end)";
    case BP_LZ4_ERROR_LENGTH_OVERFLOW:
        return "LZ4 literal or match length overflows";
    case BP_LZ4_ERROR_VARIANT_UNAVAILABLE:
        return "LZ4 decoder or encoder variant is not available on this CPU or build";
    case BP_LZ4_ERROR_INPUT_TOO_LARGE:
        return "LZ4 encoder input is larger than 64 KiB";
    default:
        return status >= 0 ? "ok" : "unknown LZ4 decoder error";
    }
}
