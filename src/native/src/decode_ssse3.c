/*
 * decode_ssse3.c - variant 1, x64 with SSSE3. As scalar, plus: matches with offsets below 16 keep
 * their repeating pattern in an XMM register (pshufb to build it, a second pshufb to advance it by 16
 * bytes), so long runs never reload bytes they just stored. Short matches (4..18 bytes) with offsets
 * >= 16 move 16+2 bytes (one load/store pair fewer than scalar's 8+8+2, measured 3-7 % faster on
 * records and text); offsets 8..15 keep 8+8+2, which beat a shuffle there.
 */
#include "decoders.h"

#ifdef BP_HAVE_X86_VARIANTS
#include <immintrin.h>

#include "copy_scalar.h"
#include "pattern_tables.h"

#define BP_VARIANT_FN bp_lz4_decode_ssse3
#define BP_VARIANT_TARGET __attribute__((target("ssse3")))

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy16(uint8_t* op, const uint8_t* ip)
{
    _mm_storeu_si128((__m128i*)op, _mm_loadu_si128((const __m128i*)ip));
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_literals_wild(uint8_t* op, const uint8_t* ip,
                                                                       const uint8_t* end)
{
    bp_chunk_copy16(op, ip, end);
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET __m128i bp_pattern_start(const uint8_t* match, size_t offset)
{
    return _mm_shuffle_epi8(_mm_loadu_si128((const __m128i*)match),
                            _mm_load_si128((const __m128i*)bp_pattern_init[offset]));
}

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_short_match(uint8_t* op, const uint8_t* match,
                                                                     size_t offset, size_t length)
{
    if (BP_LIKELY(offset >= BP_PATTERN_REGISTER_BYTES)) {
        _mm_storeu_si128((__m128i*)op, _mm_loadu_si128((const __m128i*)match));
        memcpy(op + 16, match + 16, 2);
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

static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_match_wild(uint8_t* op, const uint8_t* match,
                                                                    size_t offset, const uint8_t* end)
{
    if (offset >= BP_PATTERN_REGISTER_BYTES) {
        bp_chunk_copy16(op, match, end);
    } else {
        __m128i pattern = bp_pattern_start(match, offset);
        __m128i const next = _mm_load_si128((const __m128i*)bp_pattern_next16[offset]);
        do {
            _mm_storeu_si128((__m128i*)op, pattern);
            pattern = _mm_shuffle_epi8(pattern, next);
            op += 16;
        } while (op < end);
    }
}

#include "decode_template.h"

#endif /* BP_HAVE_X86_VARIANTS */
