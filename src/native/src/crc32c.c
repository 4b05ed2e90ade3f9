/*
 * crc32c.c - the CRC-32C entry points: argument checks, the engines this CPU runs, and the inversions
 * that turn the raw register into the standard checksum.
 */
#include <stdatomic.h>

#include "crc32c.h"
#include "blockpack_lz4.h"

static const bp_crc32c_fn bp_crc32c_functions[BP_CRC32C_VARIANT_COUNT] = {
    bp_crc32c_table,
#ifdef BP_HAVE_CRC32C_HARDWARE
    bp_crc32c_hardware_single,
    bp_crc32c_hardware_multi,
#else
    NULL,
    NULL,
#endif
};

/* The CPU features each engine needs, per architecture. */
#if defined(__x86_64__) || defined(_M_X64)
#define BP_CRC32C_INSTRUCTION_FEATURES ((uint32_t)BP_LZ4_CPU_SSE42)
#define BP_CRC32C_CARRYLESS_FEATURES ((uint32_t)BP_LZ4_CPU_PCLMUL)
#else
#define BP_CRC32C_INSTRUCTION_FEATURES ((uint32_t)BP_LZ4_CPU_CRC32)
#define BP_CRC32C_CARRYLESS_FEATURES ((uint32_t)BP_LZ4_CPU_PMULL)
#endif
static const uint32_t bp_crc32c_required_features[BP_CRC32C_VARIANT_COUNT] = {
    0,
    BP_CRC32C_INSTRUCTION_FEATURES,
    BP_CRC32C_INSTRUCTION_FEATURES | BP_CRC32C_CARRYLESS_FEATURES,
};

int32_t bp_crc32c_variant_available(int32_t variant)
{
    return variant >= 0 && variant < BP_CRC32C_VARIANT_COUNT && bp_crc32c_functions[variant] != NULL
        && (bp_lz4_cpu_features() & bp_crc32c_required_features[variant]) == bp_crc32c_required_features[variant];
}

/* The variant bp_crc32c uses, decided on first use (-1 until then; racing first calls compute the same). */
static _Atomic int32_t bp_crc32c_chosen = -1;

int32_t bp_crc32c_best_variant(void)
{
    int32_t variant = atomic_load_explicit(&bp_crc32c_chosen, memory_order_relaxed);
    if (variant < 0) {
        variant = BP_CRC32C_VARIANT_COUNT - 1;
        while (variant > BP_CRC32C_VARIANT_TABLE && !bp_crc32c_variant_available(variant)) {
            variant--;
        }
        atomic_store_explicit(&bp_crc32c_chosen, variant, memory_order_relaxed);
    }
    return variant;
}

uint32_t bp_crc32c(uint32_t crc, const uint8_t* data, size_t len)
{
    if (len == 0) {
        return crc;
    }
    return bp_crc32c_functions[bp_crc32c_best_variant()](crc ^ BP_CRC32C_INVERSION, data, len) ^ BP_CRC32C_INVERSION;
}

int32_t bp_crc32c_variant(int32_t variant, uint32_t crc, const uint8_t* data, size_t len, uint32_t* result)
{
    if (result == NULL || (data == NULL && len != 0)) {
        return BP_LZ4_ERROR_ARGUMENT;
    }
    if (!bp_crc32c_variant_available(variant)) {
        return BP_LZ4_ERROR_VARIANT_UNAVAILABLE;
    }
    *result = len == 0 ? crc : bp_crc32c_functions[variant](crc ^ BP_CRC32C_INVERSION, data, len) ^ BP_CRC32C_INVERSION;
    return 0;
}
