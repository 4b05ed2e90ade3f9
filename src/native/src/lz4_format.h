/*
 * lz4_format.h - the numbers that define the LZ4 block format, and the decoder's own safety margins.
 */
#ifndef BP_LZ4_FORMAT_H
#define BP_LZ4_FORMAT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "blockpack_lz4.h"

/* ---- The block format ---------------------------------------------------------------------------
 * A block is a series of sequences. Each starts with a token byte whose high nibble is the literal
 * count and whose low nibble is the match length minus MIN_MATCH. A nibble of TOKEN_NIBBLE_MAX says
 * "more length follows": extension bytes are added until one is not EXTENSION_BYTE_MORE. After the
 * literals comes a little-endian OFFSET_BYTES offset back into the output, then the match length
 * extension. The last sequence stops after its literals. */
#define BP_LZ4_TOKEN_LITERAL_SHIFT 4u
#define BP_LZ4_TOKEN_MATCH_MASK 0x0Fu
#define BP_LZ4_TOKEN_NIBBLE_MAX 15u
#define BP_LZ4_EXTENSION_BYTE_MORE 255u
#define BP_LZ4_OFFSET_BYTES 2u
#define BP_LZ4_MIN_MATCH 4u

/* End-of-block rules every conforming encoder follows: the last LAST_LITERALS bytes of a block are
 * literals, and the last match starts at least MATCH_START_LIMIT bytes before the end. */
#define BP_LZ4_LAST_LITERALS 5u
#define BP_LZ4_MATCH_START_LIMIT 12u

/* The one encoding of an empty block: a single token with no literals and no match. */
#define BP_LZ4_EMPTY_BLOCK_TOKEN 0x00u

/* ---- Decoder margins -----------------------------------------------------------------------------
 * The fast loop copies in fixed-size chunks that may run past the bytes a sequence needs. It only runs
 * while the buffers have these many bytes left, so the overshoot stays inside them; near the ends of
 * the buffers an exact, slower loop takes over. */

/* Widest chunk any variant writes past the end of a match or literal run. */
#define BP_COPY_OVERSHOOT 32u
/* Bytes a short sequence (literals < 15, match < 19) may write from its start: 16 bytes of literals,
 * then up to 14 literals plus a 32-byte short-match store. */
#define BP_SHORT_SEQUENCE_WRITE (14u + 32u)
/* The fast loop starts a sequence only with this much output room left. */
#define BP_FAST_OUTPUT_MARGIN 64u
/* ... and this much input left: a token, 14 literals copied as 16, an offset, and enough left over
 * (BP_FAST_INPUT_AFTER_MATCH) that a final literal-only sequence directly behind a fast-loop match has
 * at least BP_LZ4_MATCH_START_LIMIT literals. That is what lets the fast loop skip the end-of-block
 * bookkeeping. */
#define BP_FAST_INPUT_MARGIN 32u
#define BP_FAST_INPUT_AFTER_MATCH (1u + BP_LZ4_MATCH_START_LIMIT)
/* A long literal run stays in the fast loop only if its wild copy (reads up to BP_COPY_OVERSHOOT past
 * the run) and the offset plus BP_FAST_INPUT_AFTER_MATCH behind it fit in the input. */
#define BP_LONG_LITERAL_INPUT_RESERVE BP_COPY_OVERSHOOT

#if BP_FAST_INPUT_MARGIN < 1u + 16u || BP_FAST_INPUT_MARGIN < 1u + 14u + BP_LZ4_OFFSET_BYTES + BP_FAST_INPUT_AFTER_MATCH
#error "the fast-loop input margin must cover a short sequence and the end-of-block reserve"
#endif
#if BP_FAST_OUTPUT_MARGIN < BP_SHORT_SEQUENCE_WRITE
#error "the fast-loop output margin must cover a short sequence's wild writes"
#endif
#if BP_LONG_LITERAL_INPUT_RESERVE < BP_LZ4_OFFSET_BYTES + BP_FAST_INPUT_AFTER_MATCH
#error "a long literal run must leave room for its offset and the end-of-block reserve"
#endif

/* ---- Unaligned little-endian access (memcpy compiles to single moves) ------------------------------ */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the decoder assumes a little-endian target"
#endif

#if defined(__GNUC__) || defined(__clang__)
#define BP_LIKELY(x) __builtin_expect(!!(x), 1)
#define BP_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define BP_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define BP_LIKELY(x) (x)
#define BP_UNLIKELY(x) (x)
#define BP_ALWAYS_INLINE inline
#endif

/* Makes the compiler materialise a value in a register before its next use. The fast loop uses it to
 * compute ip + 3 off the critical path, so the next token's address is one plain add after the token
 * arrives, instead of a three-operand lea (2 cycles on some x64 cores) on the load-to-load chain. */
#if defined(__GNUC__) || defined(__clang__)
#define BP_KEEP_IN_REGISTER(x) __asm__("" : "+r"(x))
#else
#define BP_KEEP_IN_REGISTER(x) ((void)0)
#endif

static BP_ALWAYS_INLINE uint16_t bp_read_le16(const uint8_t* p)
{
    uint16_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static BP_ALWAYS_INLINE void bp_write_le16(uint8_t* p, uint16_t v)
{
    memcpy(p, &v, sizeof v);
}

static BP_ALWAYS_INLINE uint32_t bp_read32(const uint8_t* p)
{
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static BP_ALWAYS_INLINE uint64_t bp_read64(const uint8_t* p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static BP_ALWAYS_INLINE void bp_write64(uint8_t* p, uint64_t v)
{
    memcpy(p, &v, sizeof v);
}

/* Longest length the decoder accepts: no call can produce more than INT32_MAX bytes. */
#define BP_LZ4_MAX_LENGTH 0x7FFFFFFFu
/* Eight extension bytes of EXTENSION_BYTE_MORE, read as one word to skip long runs quickly. */
#define BP_LZ4_EXTENSION_WORD_ALL_MORE UINT64_C(0xFFFFFFFFFFFFFFFF)
#define BP_LZ4_EXTENSION_WORD_BYTES 8u

/* Adds the extension bytes at *ip to *length. Returns 0, BP_LZ4_ERROR_TRUNCATED if the input ends
 * before a byte below EXTENSION_BYTE_MORE, or BP_LZ4_ERROR_LENGTH_OVERFLOW. The sum is kept in 64 bits:
 * at most 255 per input byte of a block below 2 GiB, so it cannot wrap before the final check. */
static BP_ALWAYS_INLINE int32_t bp_read_length_extension(const uint8_t** ip, const uint8_t* iend,
                                                         size_t* length)
{
    const uint8_t* p = *ip;
    uint64_t sum = *length;
    unsigned byte;
    /* Most extensions are a single byte below 255: settle those before anything else. */
    if (BP_LIKELY(p < iend)) {
        byte = *p;
        if (BP_LIKELY(byte != BP_LZ4_EXTENSION_BYTE_MORE)) {
            *ip = p + 1;
            *length += byte;
            return 0;
        }
    }
    for (;;) {
        while ((size_t)(iend - p) >= BP_LZ4_EXTENSION_WORD_BYTES
               && bp_read64(p) == BP_LZ4_EXTENSION_WORD_ALL_MORE) {
            sum += (uint64_t)BP_LZ4_EXTENSION_WORD_BYTES * BP_LZ4_EXTENSION_BYTE_MORE;
            p += BP_LZ4_EXTENSION_WORD_BYTES;
        }
        if (BP_UNLIKELY(p >= iend)) {
            return BP_LZ4_ERROR_TRUNCATED;
        }
        byte = *p++;
        sum += byte;
        if (byte != BP_LZ4_EXTENSION_BYTE_MORE) {
            break;
        }
    }
    if (BP_UNLIKELY(sum > BP_LZ4_MAX_LENGTH)) {
        return BP_LZ4_ERROR_LENGTH_OVERFLOW;
    }
    *ip = p;
    *length = (size_t)sum;
    return 0;
}

#endif /* BP_LZ4_FORMAT_H */
