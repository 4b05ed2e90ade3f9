/*
 * decode_avx2.c - variant 2, x64 with AVX2 (compiled with a target attribute, so the library still
 * loads on any x64 and dispatch.c calls this only when the CPU has AVX2).
 * Long literal runs and long matches with offsets >= 32 move 32 bytes at a time, and so do short
 * matches (4..18 bytes) with offsets >= 32: one load/store pair instead of three. Offsets below 16 keep
 * a 32-byte pattern register (two lanes of the 16-byte pattern, advanced by one vpshufb per 32 bytes);
 * offsets 16..31 build a 32-byte register holding a whole period and store it every `offset` bytes.
 */
#include "decoders.h"

#ifdef BP_HAVE_X86_VARIANTS
#include <immintrin.h>

#include "copy_scalar.h"
#define BP_PATTERN_WANT_UPPER
#include "pattern_tables.h"

#define BP_VARIANT_FN bp_lz4_decode_avx2
#define BP_VARIANT_TARGET __attribute__((target("avx2")))
#define BP_YMM_BYTES 32u

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy16(uint8_t* op, const uint8_t* ip)
{
    _mm_storeu_si128((__m128i*)op, _mm_loadu_si128((const __m128i*)ip));
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_chunk_copy32(uint8_t* op, const uint8_t* from,
                                                               const uint8_t* end)
{
    do {
        _mm256_storeu_si256((__m256i*)op, _mm256_loadu_si256((const __m256i*)from));
        op += BP_YMM_BYTES;
        from += BP_YMM_BYTES;
    } while (op < end);
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_literals_wild(uint8_t* op, const uint8_t* ip,
                                                                       const uint8_t* end)
{
    bp_chunk_copy32(op, ip, end);
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET __m128i bp_pattern_start(const uint8_t* match, size_t offset)
{
    return _mm_shuffle_epi8(_mm_loadu_si128((const __m128i*)match),
                            _mm_load_si128((const __m128i*)bp_pattern_init[offset]));
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_short_match(uint8_t* op, const uint8_t* match,
                                                                     size_t offset, size_t length)
{
    if (BP_LIKELY(offset >= BP_YMM_BYTES)) {
        _mm256_storeu_si256((__m256i*)op, _mm256_loadu_si256((const __m256i*)match));
    } else if (offset >= BP_WORD_BYTES) {
        bp_copy_8_8_2(op, match);
    } else {
        __m128i const pattern = bp_pattern_start(match, offset);
        _mm_storeu_si128((__m128i*)op, pattern);
        if (length > BP_PATTERN_REGISTER_BYTES) {
            __m128i const next = _mm_load_si128((const __m128i*)bp_pattern_next16[offset]);
            _mm_storeu_si128((__m128i*)(op + 16), _mm_shuffle_epi8(pattern, next));
        }
    }
}

/* Offsets below 16: both lanes periodic, advanced 32 bytes per shuffle. */
static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_pattern_fill32(uint8_t* op, const uint8_t* match,
                                                                 size_t offset, const uint8_t* end)
{
    __m128i const lower = bp_pattern_start(match, offset);
    __m128i const upper =
        _mm_shuffle_epi8(lower, _mm_load_si128((const __m128i*)bp_pattern_next16[offset]));
    __m256i pattern = _mm256_inserti128_si256(_mm256_castsi128_si256(lower), upper, 1);
    __m256i const next =
        _mm256_broadcastsi128_si256(_mm_load_si128((const __m128i*)bp_pattern_next32[offset]));
    do {
        _mm256_storeu_si256((__m256i*)op, pattern);
        pattern = _mm256_shuffle_epi8(pattern, next);
        op += BP_YMM_BYTES;
    } while (op < end);
}

/* Offsets 16..31: one register holds a full period plus its wrap-around; storing it every `offset`
 * bytes continues the pattern. */
static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_period_fill32(uint8_t* op, const uint8_t* match,
                                                                size_t offset, const uint8_t* end)
{
    size_t const past16 = offset - BP_PATTERN_REGISTER_BYTES;
    __m128i const lower = _mm_loadu_si128((const __m128i*)match);
    __m128i const kept = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i*)(match + 16)),
                                          _mm_load_si128((const __m128i*)bp_pattern_upper_keep[past16]));
    __m128i const wrapped =
        _mm_shuffle_epi8(lower, _mm_load_si128((const __m128i*)bp_pattern_upper_wrap[past16]));
    __m256i const period =
        _mm256_inserti128_si256(_mm256_castsi128_si256(lower), _mm_or_si128(kept, wrapped), 1);
    do {
        _mm256_storeu_si256((__m256i*)op, period);
        op += offset;
    } while (op < end);
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_match_wild(uint8_t* op, const uint8_t* match,
                                                                    size_t offset, const uint8_t* end)
{
    if (offset >= BP_YMM_BYTES) {
        bp_chunk_copy32(op, match, end);
    } else if (offset >= BP_PATTERN_REGISTER_BYTES) {
        bp_period_fill32(op, match, offset, end);
    } else {
        bp_pattern_fill32(op, match, offset, end);
    }
}

#include "decode_template.h"

#endif /* BP_HAVE_X86_VARIANTS */
