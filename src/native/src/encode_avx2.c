/*
 * encode_avx2.c - encoder variant 2, x64 with AVX2 (compiled with a target attribute, so the library
 * still loads on any x64; dispatch_encode.c calls it only when the CPU has AVX2): matches longer than
 * 8 bytes are compared 32 bytes at a time (one vpcmpeqb and a movemask per step), which pays on
 * run-heavy data; everything else is the scalar variant's.
 */
#include "encoders.h"

#ifdef BP_HAVE_X86_VARIANTS
#include <immintrin.h>

#include "copy_scalar.h"
#include "encode_format.h"

#define BP_ENC_FN bp_lz4_encode_avx2
#define BP_ENC_TARGET __attribute__((target("avx2,bmi")))
#define BP_YMM_BYTES 32u

/* Literal runs are mostly short: 16-byte chunks as in the scalar variant (32-byte ones measured slower). */
static BP_ALWAYS_INLINE BP_ENC_TARGET void bp_e_copy_literals_wild(uint8_t* op, const uint8_t* ip, const uint8_t* end)
{
    bp_chunk_copy16(op, ip, end);
}

/* Most matches end within 8 bytes: one word compare settles those, as in the scalar variant; longer
   ones continue 32 bytes per step. */
static BP_ALWAYS_INLINE BP_ENC_TARGET size_t bp_e_count_match(const uint8_t* ip, const uint8_t* match,
                                                              const uint8_t* limit)
{
    const uint8_t* const start = ip;
    if ((size_t)(limit - ip) >= sizeof(uint64_t)) {
        uint64_t const diff = bp_read64(ip) ^ bp_read64(match);
        if (diff != 0) {
            return (unsigned)__builtin_ctzll(diff) >> 3;
        }
        ip += sizeof(uint64_t);
        match += sizeof(uint64_t);
    }
    while ((size_t)(limit - ip) >= BP_YMM_BYTES) {
        __m256i const equal = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i*)ip),
                                                _mm256_loadu_si256((const __m256i*)match));
        uint32_t const differ = ~(uint32_t)_mm256_movemask_epi8(equal);
        if (differ != 0) {
            return (size_t)(ip - start) + (unsigned)__builtin_ctz(differ);
        }
        ip += BP_YMM_BYTES;
        match += BP_YMM_BYTES;
    }
    return (size_t)(ip - start) + bp_enc_count_match_words(ip, match, limit);
}

#include "encode_template.h"

#endif /* BP_HAVE_X86_VARIANTS */
