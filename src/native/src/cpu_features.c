/*
 * cpu_features.c - which SIMD instruction sets the running CPU and OS support.
 */
#include "decoders.h"
#include "runtime.h"

#if defined(BP_HAVE_X86_VARIANTS) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>

#define BP_CPUID_LEAF_FEATURES 1u
#define BP_CPUID_LEAF_EXTENDED_FEATURES 7u
#define BP_CPUID1_ECX_PCLMULQDQ (1u << 1)
#define BP_CPUID1_ECX_SSSE3 (1u << 9)
#define BP_CPUID1_ECX_SSE42 (1u << 20)
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
    if (ecx & BP_CPUID1_ECX_SSE42) {
        features |= BP_LZ4_CPU_SSE42;
    }
    if (ecx & BP_CPUID1_ECX_PCLMULQDQ) {
        features |= BP_LZ4_CPU_PCLMUL;
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

#if defined(__linux__)
#include <sys/auxv.h>
/* AT_HWCAP bits of the Linux arm64 ABI (asm/hwcap.h). */
#define BP_ARM64_HWCAP_PMULL (1ul << 4)
#define BP_ARM64_HWCAP_CRC32 (1ul << 7)
#endif

uint32_t bp_detect_cpu_features(void)
{
    /* Advanced SIMD is mandatory in ARMv8-A, the baseline of every arm64 OS ABI. The CRC32 and PMULL
     * extensions are optional before ARMv8.1; only Linux is asked (elsewhere the portable CRC-32C runs). */
    uint32_t features = BP_LZ4_CPU_NEON;
#if defined(__linux__)
    unsigned long const hwcap = getauxval(AT_HWCAP);
    if (hwcap & BP_ARM64_HWCAP_CRC32) {
        features |= BP_LZ4_CPU_CRC32;
    }
    if (hwcap & BP_ARM64_HWCAP_PMULL) {
        features |= BP_LZ4_CPU_PMULL;
    }
#endif
    return features;
}

#else

uint32_t bp_detect_cpu_features(void)
{
    return 0;
}

#endif
