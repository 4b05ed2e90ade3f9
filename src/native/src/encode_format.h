/*
 * encode_format.h - the encoder's tuning constants and the small pieces every encoder variant shares:
 * hashing, length fields, unaligned reads and writes.
 */
#ifndef BP_ENCODE_FORMAT_H
#define BP_ENCODE_FORMAT_H

#include "lz4_format.h"

/* Largest input one call encodes: every position fits in the hash table's 16 bits and every offset in
 * LZ4's 16-bit offset field. */
#define BP_ENC_MAX_INPUT 65536
/* Shorter inputs cannot hold a match that obeys the end-of-block rules: they are one literal run. */
#define BP_ENC_MIN_INPUT_FOR_MATCH (BP_LZ4_MATCH_START_LIMIT + 1u)
/* Hash table of 2^13 uint16_t positions (16 KiB, L1-resident) for 64 KiB inputs; smaller inputs use
 * fewer bits (at least BP_ENC_HASH_LOG_MIN) so that clearing the table does not dominate short calls. */
#define BP_ENC_HASH_LOG_MAX 13u
#define BP_ENC_HASH_LOG_MIN 8u
/* The step between probes grows by one every 2^SKIP_TRIGGER misses (times the acceleration). */
#define BP_ENC_SKIP_TRIGGER 6u
/* Widest chunk a variant's literal copy writes past the end of the run. */
#define BP_ENC_COPY_OVERSHOOT 16u

/* Incompressible fast path: a block without a single match in its first BP_ENC_PROBE_WINDOW bytes is
 * written as literals (see the contract in encode_template.h). */
#define BP_ENC_PROBE_WINDOW 1024u

/* Knuth's multiplicative constant (2^32 / golden ratio, odd): spreads 4-byte sequences over the table. */
#define BP_ENC_HASH_MULTIPLIER 2654435761u

static BP_ALWAYS_INLINE uint32_t bp_enc_hash(uint32_t sequence, unsigned hash_log)
{
    return (sequence * BP_ENC_HASH_MULTIPLIER) >> (32u - hash_log);
}

/* Table bits for an input: about one entry per 8 bytes, between the minimum and maximum. */
static BP_ALWAYS_INLINE unsigned bp_enc_hash_log(int32_t srcLen)
{
    unsigned log = BP_ENC_HASH_LOG_MIN;
    while (log < BP_ENC_HASH_LOG_MAX && ((int32_t)1 << (log + 3u)) < srcLen) {
        log++;
    }
    return log;
}

/* Bytes a length field needs after its token nibble (0 when the value is below 15). */
static BP_ALWAYS_INLINE size_t bp_enc_length_bytes(size_t value)
{
    return value < BP_LZ4_TOKEN_NIBBLE_MAX ? 0 : (value - BP_LZ4_TOKEN_NIBBLE_MAX) / BP_LZ4_EXTENSION_BYTE_MORE + 1;
}

/* Writes the extension bytes of a length whose nibble is already in the token; returns the new op. */
static BP_ALWAYS_INLINE uint8_t* bp_enc_write_length(uint8_t* op, size_t value)
{
    if (value < BP_LZ4_TOKEN_NIBBLE_MAX) {
        return op;
    }
    value -= BP_LZ4_TOKEN_NIBBLE_MAX;
    while (value >= BP_LZ4_EXTENSION_BYTE_MORE) {
        *op++ = (uint8_t)BP_LZ4_EXTENSION_BYTE_MORE;
        value -= BP_LZ4_EXTENSION_BYTE_MORE;
    }
    *op++ = (uint8_t)value;
    return op;
}

/* Equal bytes at a and b, a word at a time; a never passes limit and nothing at or past it is read. */
static BP_ALWAYS_INLINE size_t bp_enc_count_match_words(const uint8_t* a, const uint8_t* b, const uint8_t* limit)
{
    const uint8_t* const start = a;
    while ((size_t)(limit - a) >= sizeof(uint64_t)) {
        uint64_t const diff = bp_read64(a) ^ bp_read64(b);
        if (diff != 0) {
            return (size_t)(a - start) + ((unsigned)__builtin_ctzll(diff) >> 3);
        }
        a += sizeof(uint64_t);
        b += sizeof(uint64_t);
    }
    while (a < limit && *a == *b) {
        a++;
        b++;
    }
    return (size_t)(a - start);
}

#endif /* BP_ENCODE_FORMAT_H */
