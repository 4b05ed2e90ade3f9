/*
 * decode_neon.c - variant 3, arm64 (NEON is part of the base ARMv8-A ISA, so no runtime check is
 * needed). The SSSE3 design with NEON instructions: offsets below 16 keep their pattern in a Q register
 * built and advanced with vqtbl1q_u8; short matches move 16+2 bytes for offsets >= 16 and 8+8+2 for
 * offsets 8..15; long matches with offsets >= 16 move 16-byte chunks.
 */
#include "decoders.h"

#ifdef BP_HAVE_NEON_VARIANT
#include <arm_neon.h>

#include "copy_scalar.h"
#include "pattern_tables.h"

#define BP_VARIANT_FN bp_lz4_decode_neon
#define BP_VARIANT_TARGET

static BP_ALWAYS_INLINE void bp_v_copy16(uint8_t* op, const uint8_t* ip)
{
    vst1q_u8(op, vld1q_u8(ip));
}

static BP_ALWAYS_INLINE void bp_v_copy_literals_wild(uint8_t* op, const uint8_t* ip, const uint8_t* end)
{
    do {
        vst1q_u8(op, vld1q_u8(ip));
        op += 16;
        ip += 16;
    } while (op < end);
}

static BP_ALWAYS_INLINE uint8x16_t bp_pattern_start(const uint8_t* match, size_t offset)
{
    return vqtbl1q_u8(vld1q_u8(match), vld1q_u8(bp_pattern_init[offset]));
}

static BP_ALWAYS_INLINE void bp_v_copy_short_match(uint8_t* op, const uint8_t* match, size_t offset,
                                                   size_t length)
{
    if (BP_LIKELY(offset >= BP_PATTERN_REGISTER_BYTES)) {
        vst1q_u8(op, vld1q_u8(match));
        memcpy(op + 16, match + 16, 2);
    } else if (offset >= BP_WORD_BYTES) {
        bp_copy_8_8_2(op, match);
    } else {
        uint8x16_t const pattern = bp_pattern_start(match, offset);
        vst1q_u8(op, pattern);
        if (length > BP_PATTERN_REGISTER_BYTES) {
            vst1q_u8(op + 16, vqtbl1q_u8(pattern, vld1q_u8(bp_pattern_next16[offset])));
        }
    }
}

static BP_ALWAYS_INLINE void bp_v_copy_match_wild(uint8_t* op, const uint8_t* match, size_t offset,
                                                  const uint8_t* end)
{
    if (offset >= BP_PATTERN_REGISTER_BYTES) {
        bp_chunk_copy16(op, match, end);
    } else {
        uint8x16_t pattern = bp_pattern_start(match, offset);
        uint8x16_t const next = vld1q_u8(bp_pattern_next16[offset]);
        do {
            vst1q_u8(op, pattern);
            pattern = vqtbl1q_u8(pattern, next);
            op += 16;
        } while (op < end);
    }
}

#include "decode_template.h"

#endif /* BP_HAVE_NEON_VARIANT */
