/*
 * dispatch_encode.c - the encoder's public entry points: argument checks, the variant this CPU runs
 * (the fastest one measured, see docs/performance.md), and the worst-case output size.
 */
#include <stdatomic.h>
#include <stddef.h>

#include "blockpack_lz4.h"
#include "encoders.h"

/* LZ4's compress bound: a literal-only block of n bytes is a token, n / 255 + 1 length bytes at most,
 * and the bytes. 16 covers the token and the rounding, as in liblz4's LZ4_COMPRESSBOUND. */
#define BP_ENC_BOUND_SLACK 16

/* Every encoder variant compiled into this build (NULL where not), and the CPU feature each needs. */
static const bp_encode_fn bp_encoder_functions[BP_LZ4_VARIANT_COUNT] = {
    bp_lz4_encode_scalar,
    NULL,
#ifdef BP_HAVE_X86_VARIANTS
    bp_lz4_encode_avx2,
#else
    NULL,
#endif
    NULL,
};
static const uint32_t bp_encoder_required_features[BP_LZ4_VARIANT_COUNT] = {
    0, BP_LZ4_CPU_SSSE3, BP_LZ4_CPU_AVX2, BP_LZ4_CPU_NEON
};

/* The variant bp_lz4_encode uses, decided on first use (-1 until then; racing first calls compute the same). */
static _Atomic int32_t bp_encoder_chosen = -1;

static int32_t bp_clamp_acceleration(int32_t acceleration)
{
    if (acceleration < 1) {
        return 1;
    }
    return acceleration > BP_LZ4_ENCODE_MAX_ACCELERATION ? BP_LZ4_ENCODE_MAX_ACCELERATION : acceleration;
}

int32_t bp_lz4_encoder_variant_available(int32_t variant)
{
    return variant >= 0 && variant < BP_LZ4_VARIANT_COUNT && bp_encoder_functions[variant] != NULL
        && (bp_lz4_cpu_features() & bp_encoder_required_features[variant]) == bp_encoder_required_features[variant];
}

int32_t bp_lz4_encode_bound(int32_t srcLen)
{
    if (srcLen < 0 || srcLen > BP_LZ4_ENCODE_MAX_INPUT) {
        return 0;
    }
    return srcLen + srcLen / 255 + BP_ENC_BOUND_SLACK;
}

/* Argument checks shared by both entry points; an empty buffer's NULL is replaced by a harmless address, as
 * pointer arithmetic on NULL is undefined. Returns 0 or a negative bp_lz4_status. */
static int32_t bp_check_encode_arguments(const uint8_t** src, int32_t srcLen, uint8_t** dst, int32_t dstCapacity,
                                         uint8_t* empty)
{
    if (srcLen < 0 || dstCapacity < 0 || (*src == NULL && srcLen != 0) || (*dst == NULL && dstCapacity != 0)) {
        return BP_LZ4_ERROR_ARGUMENT;
    }
    if (srcLen > BP_LZ4_ENCODE_MAX_INPUT) {
        return BP_LZ4_ERROR_INPUT_TOO_LARGE;
    }
    if (*src == NULL) {
        *src = empty;
    }
    if (*dst == NULL) {
        *dst = empty;
    }
    return 0;
}

int32_t bp_lz4_encode_variant(int32_t variant, const uint8_t* src, int32_t srcLen, uint8_t* dst,
                              int32_t dstCapacity, int32_t acceleration)
{
    uint8_t empty = 0;
    int32_t const status = bp_check_encode_arguments(&src, srcLen, &dst, dstCapacity, &empty);
    if (status != 0) {
        return status;
    }
    if (!bp_lz4_encoder_variant_available(variant)) {
        return BP_LZ4_ERROR_VARIANT_UNAVAILABLE;
    }
    return bp_encoder_functions[variant](src, srcLen, dst, dstCapacity, bp_clamp_acceleration(acceleration));
}

int32_t bp_lz4_encoder_variant(void)
{
    int32_t chosen = atomic_load_explicit(&bp_encoder_chosen, memory_order_relaxed);
    if (chosen < 0) {
        /* Preference order measured on x64 (docs/performance.md): the widest variant present. */
        for (chosen = BP_LZ4_VARIANT_COUNT - 1; chosen > 0 && !bp_lz4_encoder_variant_available(chosen); chosen--) {
        }
        atomic_store_explicit(&bp_encoder_chosen, chosen, memory_order_relaxed);
    }
    return chosen;
}

int32_t bp_lz4_encode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity, int32_t acceleration)
{
    uint8_t empty = 0;
    int32_t const status = bp_check_encode_arguments(&src, srcLen, &dst, dstCapacity, &empty);
    if (status != 0) {
        return status;
    }
    return bp_encoder_functions[bp_lz4_encoder_variant()](src, srcLen, dst, dstCapacity,
                                                          bp_clamp_acceleration(acceleration));
}
