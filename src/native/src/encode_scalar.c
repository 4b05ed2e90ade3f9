/*
 * encode_scalar.c - encoder variant 0, portable C: 16-byte literal copies, 8-byte match comparison.
 */
#include "copy_scalar.h"
#include "encode_format.h"
#include "encoders.h"

#define BP_ENC_FN bp_lz4_encode_scalar
#define BP_ENC_TARGET

static BP_ALWAYS_INLINE void bp_e_copy_literals_wild(uint8_t* op, const uint8_t* ip, const uint8_t* end)
{
    bp_chunk_copy16(op, ip, end);
}

static BP_ALWAYS_INLINE size_t bp_e_count_match(const uint8_t* ip, const uint8_t* match, const uint8_t* limit)
{
    return bp_enc_count_match_words(ip, match, limit);
}

#include "encode_template.h"
