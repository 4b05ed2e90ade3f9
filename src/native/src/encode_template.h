/*
 * encode_template.h - the LZ4 block encoder (fast level), instantiated once per variant.
 *
 * CONTRACT
 * ========
 * int32_t encode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity,
 *                int32_t acceleration)
 *
 * Compresses [src, src + srcLen) into one raw LZ4 block at dst and returns its length, or 0 when the
 * block does not fit in dstCapacity bytes. dispatch_encode.c has already checked the arguments:
 * 0 <= srcLen <= BP_LZ4_ENCODE_MAX_INPUT (64 KiB), dstCapacity >= 0, real pointers, acceleration >= 1.
 *
 *  - Memory: reads only inside [src, src + srcLen) and writes only inside [dst, dst + dstCapacity),
 *    whatever the capacity. Wide literal copies are used only while the room left covers their
 *    overshoot; otherwise an exact copy runs. No heap allocation: the hash table is on the stack.
 *  - Output: a valid LZ4 block that LZ4_decompress_safe(dst, out, result, srcLen) and bp_lz4_decode
 *    decode to exactly the input. It follows the end-of-block rules: the last BP_LZ4_LAST_LITERALS (5)
 *    bytes are literals and the last match starts at least BP_LZ4_MATCH_START_LIMIT (12) bytes before
 *    the end; blocks shorter than 13 bytes are all literals. The empty input gives the one-byte block
 *    0x00.
 *  - Not fitting: the parse does not depend on dstCapacity; each sequence is written only after an
 *    exact check that it fits. So a capacity equal to the length an unbounded call returned gives the
 *    same bytes, and one byte less gives 0 (never a partial block). dst bytes may have been written
 *    when 0 is returned.
 *  - Deterministic: the same input and acceleration give the same bytes in every variant and build.
 *  - Overlap: src and dst must not overlap.
 *
 * THE ALGORITHM
 * =============
 * LZ4's fast level, specialised for blocks of at most 64 KiB: positions fit in 16 bits, so the hash
 * table holds uint16_t positions relative to src (no dictionary, no window check: every earlier
 * position of the block is a valid match source). Four bytes are hashed by a multiplicative hash; a
 * position whose candidate does not match moves the search forward by a step that grows with every
 * miss (acceleration makes it grow faster, trading ratio for speed). A match is extended backwards
 * over pending literals and forwards a word at a time.
 * Incompressible fast path: if the search reaches BP_ENC_PROBE_WINDOW bytes into the block without a
 * single match, the block is taken to be incompressible and written as one literal run (close to
 * copy speed). A block whose head is incompressible but whose tail is not loses that tail's matches.
 *
 * HOW THE VARIANTS DIFFER
 * =======================
 * The including file defines BP_ENC_FN (the function name), BP_ENC_TARGET (a target attribute, or
 * nothing) and two primitives; the parse is shared, so every variant writes the same bytes:
 *   bp_e_copy_literals_wild(op, ip, end)   copy [ip, ...) to [op, end); may write and read up to
 *                                          BP_ENC_COPY_OVERSHOOT - 1 bytes past the end
 *   bp_e_count_match(ip, match, limit)     number of equal bytes at ip and match, ip not passing limit;
 *                                          reads nothing at or past limit
 */
#ifndef BP_ENC_FN
#error "define BP_ENC_FN before including encode_template.h"
#endif
#ifndef BP_ENC_TARGET
#error "define BP_ENC_TARGET before including encode_template.h"
#endif

#define BP_ENC_PASTE_(a, b) a##b
#define BP_ENC_PASTE(a, b) BP_ENC_PASTE_(a, b)
#define BP_ENC_CORE BP_ENC_PASTE(BP_ENC_FN, _core)

/* The encoder for one table size. Inlined twice below: once with the 64 KiB blocks' size as a constant, so the
 * hash's shift is an immediate (a variable shift kept the count in memory, reloaded on every probe), once for the
 * smaller inputs' sizes. */
static BP_ALWAYS_INLINE BP_ENC_TARGET int32_t BP_ENC_CORE(const uint8_t* src, int32_t srcLen, uint8_t* dst,
                                                          int32_t dstCapacity, int32_t acceleration,
                                                          unsigned const hash_log)
{
    uint16_t table[1u << BP_ENC_HASH_LOG_MAX];
    const uint8_t* const iend = src + srcLen;
    uint8_t* op = dst;
    uint8_t* const oend = dst + dstCapacity;
    const uint8_t* anchor = src;
    const uint8_t* ip = src;

    if ((uint32_t)srcLen >= BP_ENC_MIN_INPUT_FOR_MATCH) {
        /* Last position a match may start at, and the end of what matches may cover. */
        const uint8_t* const mflimit = iend - BP_LZ4_MATCH_START_LIMIT;
        const uint8_t* const matchlimit = iend - BP_LZ4_LAST_LITERALS;
        /* Until the first match, the search also stops at the end of the probe window. */
        const uint8_t* search_limit = (uint32_t)srcLen > BP_ENC_PROBE_WINDOW + BP_LZ4_MATCH_START_LIMIT
            ? src + BP_ENC_PROBE_WINDOW : mflimit;
        uint32_t const skip_start = (uint32_t)acceleration << BP_ENC_SKIP_TRIGGER;
        const uint8_t* forward_ip;
        uint32_t forward_h;

        memset(table, 0, sizeof(uint16_t) << hash_log);
        /* Position 0 is in the table (as the zeroed entries say already); the search starts at 1. */
        ip = src + 1;
        forward_h = bp_enc_hash(bp_read32(ip), hash_log);

        for (;;) {
            const uint8_t* match;
            size_t literal_length, match_length, extra;

            /* ---- Find a match: probe, record, step ahead faster with every miss. ---- */
            {
                uint32_t step = 1;
                uint32_t searches = skip_start;
                forward_ip = ip;
                do {
                    uint32_t const h = forward_h;
                    ip = forward_ip;
                    /* Compared before stepping: with a large acceleration, ip + step could point far past
                       the input, which C does not allow even without a read. (ip may be one past the
                       limit after a match; the difference is then negative and the search ends.) */
                    if (BP_UNLIKELY((ptrdiff_t)step > search_limit - ip)) {
                        /* The end of the block, or the incompressible fast path. */
                        goto last_literals;
                    }
                    forward_ip = ip + step;
                    step = searches++ >> BP_ENC_SKIP_TRIGGER;
                    match = src + table[h];
                    forward_h = bp_enc_hash(bp_read32(forward_ip), hash_log);
                    table[h] = (uint16_t)(ip - src);
                } while (bp_read32(match) != bp_read32(ip));
            }
            search_limit = mflimit;

            /* ---- Extend backwards over pending literals. ---- */
            while (ip > anchor && match > src && ip[-1] == match[-1]) {
                ip--;
                match--;
            }

            /* ---- Emit one sequence per match, chaining immediate repeats. ---- */
            for (;;) {
                match_length = BP_LZ4_MIN_MATCH
                    + bp_e_count_match(ip + BP_LZ4_MIN_MATCH, match + BP_LZ4_MIN_MATCH, matchlimit);
                literal_length = (size_t)(ip - anchor);
                /* Token, literal length bytes, literals, offset, match length bytes: checked exactly. */
                extra = 1 + bp_enc_length_bytes(literal_length) + BP_LZ4_OFFSET_BYTES
                    + bp_enc_length_bytes(match_length - BP_LZ4_MIN_MATCH);
                if (BP_UNLIKELY(literal_length + extra > (size_t)(oend - op))) {
                    return 0;
                }
                {
                    uint8_t* const token = op++;
                    unsigned const literal_nibble = literal_length >= BP_LZ4_TOKEN_NIBBLE_MAX
                        ? BP_LZ4_TOKEN_NIBBLE_MAX : (unsigned)literal_length;
                    size_t const match_code = match_length - BP_LZ4_MIN_MATCH;
                    unsigned const match_nibble = match_code >= BP_LZ4_TOKEN_NIBBLE_MAX
                        ? BP_LZ4_TOKEN_NIBBLE_MAX : (unsigned)match_code;
                    *token = (uint8_t)((literal_nibble << BP_LZ4_TOKEN_LITERAL_SHIFT) | match_nibble);
                    op = bp_enc_write_length(op, literal_length);
                    /* The wide copy may read past the literals (into the match, or past the input's
                       end near it) and write past them: both need the room. */
                    if (BP_LIKELY((size_t)(oend - op) >= literal_length + BP_ENC_COPY_OVERSHOOT
                                  && (size_t)(iend - ip) >= BP_ENC_COPY_OVERSHOOT)) {
                        bp_e_copy_literals_wild(op, anchor, op + literal_length);
                    } else {
                        memcpy(op, anchor, literal_length);
                    }
                    op += literal_length;
                    bp_write_le16(op, (uint16_t)(ip - match));
                    op += BP_LZ4_OFFSET_BYTES;
                    op = bp_enc_write_length(op, match_code);
                }
                ip += match_length;
                anchor = ip;
                if (ip > mflimit) {
                    goto last_literals;
                }
                /* Record a position inside the match, then try the one just after it at once:
                   repetitive data often continues with another match straight away. */
                table[bp_enc_hash(bp_read32(ip - 2), hash_log)] = (uint16_t)(ip - 2 - src);
                {
                    uint32_t const h = bp_enc_hash(bp_read32(ip), hash_log);
                    match = src + table[h];
                    table[h] = (uint16_t)(ip - src);
                    if (bp_read32(match) != bp_read32(ip)) {
                        break;
                    }
                }
            }
            ip++;
            forward_h = bp_enc_hash(bp_read32(ip), hash_log);
        }
    }

last_literals:
    {
        size_t const literal_length = (size_t)(iend - anchor);
        if (1 + bp_enc_length_bytes(literal_length) + literal_length > (size_t)(oend - op)) {
            return 0;
        }
        *op++ = (uint8_t)((literal_length >= BP_LZ4_TOKEN_NIBBLE_MAX ? BP_LZ4_TOKEN_NIBBLE_MAX
                                                                     : (unsigned)literal_length)
                          << BP_LZ4_TOKEN_LITERAL_SHIFT);
        op = bp_enc_write_length(op, literal_length);
        if (literal_length != 0) {
            memcpy(op, anchor, literal_length);
            op += literal_length;
        }
    }
    return (int32_t)(op - dst);
}

BP_ENC_TARGET
int32_t BP_ENC_FN(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity, int32_t acceleration)
{
    unsigned const hash_log = bp_enc_hash_log(srcLen);
    if (hash_log == BP_ENC_HASH_LOG_MAX) {
        return BP_ENC_CORE(src, srcLen, dst, dstCapacity, acceleration, BP_ENC_HASH_LOG_MAX);
    }
    return BP_ENC_CORE(src, srcLen, dst, dstCapacity, acceleration, hash_log);
}

#undef BP_ENC_CORE
#undef BP_ENC_PASTE
#undef BP_ENC_PASTE_
