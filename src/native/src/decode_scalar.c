/*
 * decode_scalar.c - variant 0, portable C. 16-byte literal copies, 8+8+2-byte short matches for
 * offsets >= 8, 64-bit pattern registers for offsets below 8, 16- or 8-byte chunks for long matches.
 */
#include "copy_scalar.h"
#include "decoders.h"

#define BP_VARIANT_FN bp_lz4_decode_scalar
#define BP_VARIANT_TARGET

static BP_ALWAYS_INLINE void bp_v_copy16(uint8_t* op, const uint8_t* ip)
{
    memcpy(op, ip, 16);
}

static BP_ALWAYS_INLINE void bp_v_copy_literals_wild(uint8_t* op, const uint8_t* ip, const uint8_t* end)
{
    bp_chunk_copy16(op, ip, end);
}

static BP_ALWAYS_INLINE void bp_v_copy_short_match(uint8_t* op, const uint8_t* match, size_t offset,
                                                   size_t length)
{
    if (BP_LIKELY(offset >= BP_WORD_BYTES)) {
        bp_copy_8_8_2(op, match);
    } else {
        bp_pattern64_fill(op, match, offset, op + length);
    }
}

static BP_ALWAYS_INLINE void bp_v_copy_match_wild(uint8_t* op, const uint8_t* match, size_t offset,
                                                  const uint8_t* end)
{
    if (offset >= 16) {
        bp_chunk_copy16(op, match, end);
    } else if (offset >= BP_WORD_BYTES) {
        bp_chunk_copy8(op, match, end);
    } else {
        bp_pattern64_fill(op, match, offset, end);
    }
}

#include "decode_template.h"
