/*
 * crc32c_hardware.c - CRC-32C with the CPU's CRC instruction (x64 SSE4.2 crc32, arm64 crc32cx), compiled
 * with target attributes so the library still loads on CPUs without it; crc32c.c calls these only after
 * feature detection.
 *
 * The instruction takes 8 bytes per issue but each result feeds the next (3 cycles of latency on x64), so
 * one chain runs at a third of what the unit could do. The multi-stream engine runs three chains over
 * adjacent stretches ("strides") of each round and joins them: a register is affine in its start value, so
 * running the 2nd and 3rd chains from 0 and adding the earlier chains' registers pushed through the bytes
 * after them gives the one-chain register. Pushing r through n bytes is r * x^(8n) mod P; with a carry-less
 * product r * K (which carries one extra factor x) reduced by the CRC instruction (a factor x^32), K must be
 * x^(8n - 33) mod P. Long strides while the buffer allows (few joins), then short ones (a short tail).
 */
#include <string.h>

#include "crc32c.h"
#include "lz4_format.h"

#ifdef BP_HAVE_CRC32C_HARDWARE

#if defined(__x86_64__)
#include <immintrin.h>
#define BP_CRC_SINGLE_TARGET __attribute__((target("sse4.2")))
#define BP_CRC_MULTI_TARGET __attribute__((target("sse4.2,pclmul")))

/* The register travels as 64 bits: crc32 r64 takes and gives a 64-bit register, and truncating it to 32 bits
 * between steps puts a zero-extending mov on the chain (a cycle more than the instruction's 3 of latency). */
static BP_ALWAYS_INLINE BP_CRC_SINGLE_TARGET uint64_t bp_crc_step64(uint64_t reg, uint64_t word)
{
    return _mm_crc32_u64(reg, word);
}

static BP_ALWAYS_INLINE BP_CRC_SINGLE_TARGET uint32_t bp_crc_step8(uint32_t reg, uint8_t byte)
{
    return _mm_crc32_u8(reg, byte);
}

/* Carry-less product of a 32-bit register and a 32-bit constant: 63 bits, all in the low quadword. */
static BP_ALWAYS_INLINE BP_CRC_MULTI_TARGET uint64_t bp_crc_clmul(uint32_t reg, uint64_t constant)
{
    __m128i const product = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)reg), _mm_cvtsi64_si128((long long)constant), 0x00);
    return (uint64_t)_mm_cvtsi128_si64(product);
}

#else /* arm64 */
#include <arm_acle.h>
#include <arm_neon.h>
#define BP_CRC_SINGLE_TARGET __attribute__((target("+crc")))
#define BP_CRC_MULTI_TARGET __attribute__((target("+crc+crypto")))

static BP_ALWAYS_INLINE BP_CRC_SINGLE_TARGET uint64_t bp_crc_step64(uint64_t reg, uint64_t word)
{
    return __crc32cd((uint32_t)reg, word);
}

static BP_ALWAYS_INLINE BP_CRC_SINGLE_TARGET uint32_t bp_crc_step8(uint32_t reg, uint8_t byte)
{
    return __crc32cb(reg, byte);
}

static BP_ALWAYS_INLINE BP_CRC_MULTI_TARGET uint64_t bp_crc_clmul(uint32_t reg, uint64_t constant)
{
    return vgetq_lane_u64(vreinterpretq_u64_p128(vmull_p64((poly64_t)reg, (poly64_t)constant)), 0);
}
#endif

static BP_ALWAYS_INLINE uint64_t bp_crc_load64(const uint8_t* p)
{
    uint64_t word;
    memcpy(&word, p, sizeof word);
    return word;
}

static BP_ALWAYS_INLINE BP_CRC_SINGLE_TARGET uint32_t bp_crc_single_chain(uint32_t reg32, const uint8_t* data, size_t len)
{
    uint64_t wide = reg32;
    uint32_t reg;
    for (; len >= sizeof(uint64_t); len -= sizeof(uint64_t), data += sizeof(uint64_t)) {
        wide = bp_crc_step64(wide, bp_crc_load64(data));
    }
    reg = (uint32_t)wide;
    for (; len > 0; len--, data++) {
        reg = bp_crc_step8(reg, *data);
    }
    return reg;
}

BP_CRC_SINGLE_TARGET uint32_t bp_crc32c_hardware_single(uint32_t reg, const uint8_t* data, size_t len)
{
    return bp_crc_single_chain(reg, data, len);
}

/* One round: three chains of `stride` bytes each (a compile-time constant at both call sites), then the join. */
static BP_ALWAYS_INLINE BP_CRC_MULTI_TARGET uint32_t bp_crc_round(uint32_t reg, const uint8_t* round, size_t stride,
                                                                 uint64_t push_one, uint64_t push_two)
{
    uint64_t a = reg, b = 0, c = 0;
    size_t i;
    for (i = 0; i < stride; i += sizeof(uint64_t)) {
        a = bp_crc_step64(a, bp_crc_load64(round + i));
        b = bp_crc_step64(b, bp_crc_load64(round + stride + i));
        c = bp_crc_step64(c, bp_crc_load64(round + 2 * stride + i));
    }
    return (uint32_t)(bp_crc_step64(0, bp_crc_clmul((uint32_t)a, push_two) ^ bp_crc_clmul((uint32_t)b, push_one)) ^ c);
}

BP_CRC_MULTI_TARGET uint32_t bp_crc32c_hardware_multi(uint32_t reg, const uint8_t* data, size_t len)
{
    for (; len >= BP_CRC_STREAMS * BP_CRC_LONG_STRIDE; len -= BP_CRC_STREAMS * BP_CRC_LONG_STRIDE,
                                                       data += BP_CRC_STREAMS * BP_CRC_LONG_STRIDE) {
        reg = bp_crc_round(reg, data, BP_CRC_LONG_STRIDE, BP_CRC_PUSH_LONG_STRIDE, BP_CRC_PUSH_TWO_LONG_STRIDES);
    }
    for (; len >= BP_CRC_STREAMS * BP_CRC_SHORT_STRIDE; len -= BP_CRC_STREAMS * BP_CRC_SHORT_STRIDE,
                                                        data += BP_CRC_STREAMS * BP_CRC_SHORT_STRIDE) {
        reg = bp_crc_round(reg, data, BP_CRC_SHORT_STRIDE, BP_CRC_PUSH_SHORT_STRIDE, BP_CRC_PUSH_TWO_SHORT_STRIDES);
    }
    return bp_crc_single_chain(reg, data, len);
}

#endif /* BP_HAVE_CRC32C_HARDWARE */
