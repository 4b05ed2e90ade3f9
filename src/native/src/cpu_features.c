/*
 * cpu_features.c - which SIMD instruction sets the running CPU and OS support.
 */
#include "decoders.h"
#include "runtime.h"

#if defined(BP_HAVE_X86_VARIANTS) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>

#define BP_CPUID_LEAF_FEATURES 1u
#define BP_CPUID_LEAF_EXTENDED_FEATURES 7u
#define BP_CPUID1_ECX_SSSE3 (1u << 9)
#define BP_CPUID1_ECX_OSXSAVE (1u << 27)
#define BP_CPUID1_ECX_AVX (1u << 28)
#define BP_CPUID7_EBX_AVX2 (1u << 5)
#define BP_CPUID7_EBX_BMI2 (1u << 8)
/* XCR0 bits: the OS saves SSE (XMM) and AVX (upper YMM) state on context switches. */
#define BP_XCR0_SSE_AND_AVX_STATE 0x6u

static uint64_t bp_read_xcr0(void)
{
    uint32_t eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((uint64_t)edx << 32) | eax;
}

uint32_t bp_detect_cpu_features(void)
{
    unsigned eax, ebx, ecx, edx;
    uint32_t features = 0;
    if (!__get_cpuid(BP_CPUID_LEAF_FEATURES, &eax, &ebx, &ecx, &edx)) {
        return 0;
    }
    if (ecx & BP_CPUID1_ECX_SSSE3) {
        features |= BP_LZ4_CPU_SSSE3;
    }
    if ((ecx & BP_CPUID1_ECX_OSXSAVE) && (ecx & BP_CPUID1_ECX_AVX)
        && (bp_read_xcr0() & BP_XCR0_SSE_AND_AVX_STATE) == BP_XCR0_SSE_AND_AVX_STATE
        && __get_cpuid_count(BP_CPUID_LEAF_EXTENDED_FEATURES, 0, &eax, &ebx, &ecx, &edx)) {
        if (ebx & BP_CPUID7_EBX_AVX2) {
            features |= BP_LZ4_CPU_AVX2;
        }
        if (ebx & BP_CPUID7_EBX_BMI2) {
            features |= BP_LZ4_CPU_BMI2;
        }
    }
    return features;
}

#elif defined(BP_HAVE_NEON_VARIANT)

uint32_t bp_detect_cpu_features(void)
{
    /* Advanced SIMD is mandatory in ARMv8-A, the baseline of every arm64 OS ABI. */
    return BP_LZ4_CPU_NEON;
}

#else

uint32_t bp_detect_cpu_features(void)
{
    return 0;
}

#endif
