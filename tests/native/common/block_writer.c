/*
 * block_writer.c - see block_writer.h.
 */
#include "block_writer.h"

#include <string.h>

#define BP_NIBBLE_MAX 15u
#define BP_MIN_MATCH 4u
#define BP_LAST_LITERALS 5u
#define BP_MATCH_START_LIMIT 12u
#define BP_MAX_OFFSET 65535u

size_t bp_put_length_extension(uint8_t* out, size_t remainder)
{
    size_t n = 0;
    while (remainder >= 255) {
        out[n++] = 255;
        remainder -= 255;
    }
    out[n++] = (uint8_t)remainder;
    return n;
}

size_t bp_put_sequence_head(uint8_t* out, size_t literal_length, size_t match_length_minus4)
{
    size_t n = 1;
    uint8_t token = 0;
    token |= (uint8_t)((literal_length < BP_NIBBLE_MAX ? literal_length : BP_NIBBLE_MAX) << 4);
    token |= (uint8_t)(match_length_minus4 < BP_NIBBLE_MAX ? match_length_minus4 : BP_NIBBLE_MAX);
    out[0] = token;
    if (literal_length >= BP_NIBBLE_MAX) {
        n += bp_put_length_extension(out + n, literal_length - BP_NIBBLE_MAX);
    }
    return n;
}

static size_t bp_pick_literal_length(bp_rng* rng, bp_block_shape shape)
{
    uint32_t r = bp_rng_below(rng, 100);
    if (shape == BP_SHAPE_LONG_LENGTHS && r < 40) {
        return 15 + bp_rng_below(rng, r < 10 ? 3000 : 600);
    }
    if (r < 30) {
        return 0;
    }
    if (r < 85) {
        return 1 + bp_rng_below(rng, 14);
    }
    if (r < 97) {
        return 15 + bp_rng_below(rng, 60);
    }
    return 15 + bp_rng_below(rng, 1000);
}

static size_t bp_pick_match_length(bp_rng* rng, bp_block_shape shape)
{
    uint32_t r = bp_rng_below(rng, 100);
    if ((shape == BP_SHAPE_LONG_LENGTHS || shape == BP_SHAPE_SMALL_OFFSETS) && r < 40) {
        return 19 + bp_rng_below(rng, r < 10 ? 5000 : 400);
    }
    if (r < 75) {
        return BP_MIN_MATCH + bp_rng_below(rng, 15);
    }
    if (r < 95) {
        return 19 + bp_rng_below(rng, 80);
    }
    return 19 + bp_rng_below(rng, 3000);
}

static size_t bp_pick_offset(bp_rng* rng, bp_block_shape shape, size_t available)
{
    size_t limit = available < BP_MAX_OFFSET ? available : BP_MAX_OFFSET;
    uint32_t r = bp_rng_below(rng, 100);
    if (shape == BP_SHAPE_SMALL_OFFSETS || r < 40) {
        size_t small = limit < 64 ? limit : 64;
        return 1 + bp_rng_below(rng, (uint32_t)small);
    }
    return 1 + bp_rng_below(rng, (uint32_t)limit);
}

size_t bp_write_random_block(bp_rng* rng, bp_block_shape shape, uint8_t* plain, size_t size, uint8_t* block)
{
    size_t pos = 0, out = 0;
    /* A match must start at or before size - 12 and end at or before size - 5. */
    size_t const last_start = size >= BP_MATCH_START_LIMIT + 1 ? size - BP_MATCH_START_LIMIT : 0;
    int tight_end_done = 0;
    while (size >= BP_MATCH_START_LIMIT + 1) {
        size_t literal_length = bp_pick_literal_length(rng, shape);
        size_t match_length, offset, max_match, i;
        if (pos == 0 && literal_length == 0) {
            literal_length = 1; /* the first match needs something to refer to */
        }
        if (pos + literal_length > last_start) {
            break;
        }
        max_match = size - BP_LAST_LITERALS - (pos + literal_length);
        match_length = bp_pick_match_length(rng, shape);
        if (shape == BP_SHAPE_TIGHT_END && !tight_end_done && bp_rng_below(rng, 4) == 0) {
            match_length = max_match; /* end exactly LAST_LITERALS before the end */
            tight_end_done = 1;
        }
        if (match_length > max_match) {
            match_length = max_match;
        }
        if (match_length < BP_MIN_MATCH) {
            break;
        }
        for (i = 0; i < literal_length; i++) {
            plain[pos + i] = (uint8_t)("abcdefghijklmnopqrstuvwxyz0123456789"[bp_rng_below(rng, 36)]);
        }
        out += bp_put_sequence_head(block + out, literal_length, match_length - BP_MIN_MATCH);
        memcpy(block + out, plain + pos, literal_length);
        out += literal_length;
        pos += literal_length;
        offset = bp_pick_offset(rng, shape, pos);
        block[out++] = (uint8_t)offset;
        block[out++] = (uint8_t)(offset >> 8);
        if (match_length - BP_MIN_MATCH >= BP_NIBBLE_MAX) {
            out += bp_put_length_extension(block + out, match_length - BP_MIN_MATCH - BP_NIBBLE_MAX);
        }
        for (i = 0; i < match_length; i++) {
            plain[pos + i] = plain[pos + i - offset];
        }
        pos += match_length;
        if (tight_end_done) {
            break;
        }
    }
    {
        size_t const literal_length = size - pos;
        size_t i;
        for (i = 0; i < literal_length; i++) {
            plain[pos + i] = (uint8_t)('A' + bp_rng_below(rng, 26));
        }
        out += bp_put_sequence_head(block + out, literal_length, 0);
        memcpy(block + out, plain + pos, literal_length);
        out += literal_length;
    }
    return out;
}
