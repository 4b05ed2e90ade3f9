/*
 * decode_template.h - the LZ4 block decoder, instantiated once per variant.
 *
 * CONTRACT
 * ========
 * int32_t decode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen)
 *
 * Decodes the single LZ4 block [src, src + srcLen) into dst, which has room for dstLen bytes, and
 * returns the number of bytes written, or a negative bp_lz4_status.
 *
 *  - Memory: the decoder never reads a byte outside [src, src + srcLen) and never writes a byte outside
 *    [dst, dst + dstLen), whatever the input. Callers need no padding: wide copies run only while both
 *    buffers have BP_FAST_*_MARGIN bytes left, and an exact loop decodes the rest.
 *    dst bytes past the returned size may have been overwritten (with garbage) on success or failure.
 *    Pattern copies may load dst bytes the decoder has not written yet (always inside dst) and discard
 *    them, so tools that track uninitialised memory (MSan, Valgrind) can flag reads that are harmless.
 *  - Overlap: src and dst must not overlap (no in-place decoding).
 *  - Rejected, with an error code:
 *      . an empty input, or a block that ends inside a token, a length, literals or an offset;
 *      . a match offset of 0, or one reaching before dst (this decoder has no dictionary);
 *      . literal or match lengths that do not fit in dstLen, or exceed INT32_MAX;
 *      . a block that does not end exactly at src + srcLen after the literals of its last sequence;
 *      . a last sequence that breaks the end-of-block rules: if the block has any match, its last
 *        BP_LZ4_LAST_LITERALS (5) bytes must be literals and its last match must start at least
 *        BP_LZ4_MATCH_START_LIMIT (12) bytes before its end, measured at the block's actual end;
 *        and no match may end within BP_LZ4_LAST_LITERALS bytes of dst + dstLen.
 *    The empty block is the single token 0x00 and decodes to 0 bytes; with dstLen 0 it is the only
 *    block accepted.
 *  - Accepted blocks: every block the rules allow decodes to exactly the bytes liblz4's
 *    LZ4_decompress_safe(src, dst, srcLen, dstLen) produces, and every block this decoder accepts is
 *    also accepted by LZ4_decompress_safe with the same dstLen (the reverse does not hold: liblz4
 *    1.9.4 accepts offset 0 and, when dstLen is larger than the output, endings closer than the rules
 *    allow).
 *
 * HOW THE VARIANTS DIFFER
 * =======================
 * The including file defines BP_VARIANT_FN (the function name), BP_VARIANT_TARGET (a target attribute,
 * or nothing) and four copy primitives; the parsing logic below is shared, so every variant enforces
 * the same contract and differs only in how bytes move:
 *   bp_v_copy16(op, ip)                        copy exactly 16 bytes (short literal runs)
 *   bp_v_copy_literals_wild(op, ip, end)       copy [ip, ...) to [op, end), may write and read up to
 *                                              BP_COPY_OVERSHOOT - 1 bytes past the end
 *   bp_v_copy_short_match(op, match, off, len) 4 <= len <= 18 bytes with overlap semantics, may write
 *                                              up to op + 32 and read up to op + 16
 *   bp_v_copy_match_wild(op, match, off, end)  match of any length with overlap semantics, may write up
 *                                              to BP_COPY_OVERSHOOT - 1 bytes past end and read up to
 *                                              max(end, op + 32)
 * "Overlap semantics": output byte i equals output byte i - off, even when the match overlaps itself.
 */
#ifndef BP_VARIANT_FN
#error "define BP_VARIANT_FN before including decode_template.h"
#endif
#ifndef BP_VARIANT_TARGET
#error "define BP_VARIANT_TARGET before including decode_template.h"
#endif

/* Copies a match whose end is near dst + dstLen, where a wide copy could write past the buffer: the
 * variant's wide copy for all but the last BP_COPY_OVERSHOOT bytes, then one byte at a time. The byte
 * loop rewrites whatever the wide copy's overshoot left there, in order, so overlap stays correct. */
static BP_ALWAYS_INLINE BP_VARIANT_TARGET void bp_v_copy_match_exact(uint8_t* op, const uint8_t* match,
                                                                     size_t offset, size_t length)
{
    size_t i;
    if (length > BP_COPY_OVERSHOOT) {
        size_t const head = length - BP_COPY_OVERSHOOT;
        bp_v_copy_match_wild(op, match, offset, op + head);
        op += head;
        match += head;
        length = BP_COPY_OVERSHOOT;
    }
    for (i = 0; i < length; i++) {
        op[i] = match[i];
    }
}

BP_VARIANT_TARGET
int32_t BP_VARIANT_FN(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen)
{
    const uint8_t* ip = src;
    const uint8_t* const iend = src + srcLen;
    uint8_t* op = dst;
    uint8_t* const oend = dst + dstLen;
    const uint8_t* token_start = src;
    const uint8_t* match;
    /* Length of the last match decoded by the exact loop. A fast-loop match leaves at least
     * BP_FAST_INPUT_AFTER_MATCH input bytes behind it, so if the last sequence follows it directly,
     * that sequence has >= BP_LZ4_MATCH_START_LIMIT literals and the rules hold whatever this is. */
    size_t last_match_length = BP_LZ4_MATCH_START_LIMIT;
    size_t literal_length;
    size_t match_length;
    size_t offset;
    unsigned token;
    int32_t status;

    if (srcLen <= 0) {
        return BP_LZ4_ERROR_TRUNCATED;
    }
    /* With no room at all, only the canonical empty block is accepted (as liblz4 does): a lone token
     * with a match nibble would otherwise decode to nothing as well. */
    if (dstLen == 0 && srcLen == 1 && src[0] != BP_LZ4_EMPTY_BLOCK_TOKEN) {
        return BP_LZ4_ERROR_END_OF_BLOCK;
    }

    /* ---- Fast loop: far from both ends, copies may overshoot. ---- */
    if ((uint32_t)srcLen >= BP_FAST_INPUT_MARGIN && (uint32_t)dstLen >= BP_FAST_OUTPUT_MARGIN) {
        const uint8_t* const ilimit = iend - BP_FAST_INPUT_MARGIN;
        uint8_t* const olimit = oend - BP_FAST_OUTPUT_MARGIN;
        while (BP_LIKELY((ip <= ilimit) & (op <= olimit))) {
            token = *ip;
            literal_length = token >> BP_LZ4_TOKEN_LITERAL_SHIFT;
            if (BP_LIKELY(literal_length != BP_LZ4_TOKEN_NIBBLE_MAX)) {
                /* The next token's address is one add away from this token's value (token, literals,
                   offset): the load-to-load chain through ip is what bounds short sequences. */
                const uint8_t* after_token_and_offset = ip + 1 + BP_LZ4_OFFSET_BYTES;
                BP_KEEP_IN_REGISTER(after_token_and_offset);
                bp_v_copy16(op, ip + 1);
                op += literal_length;
                ip = after_token_and_offset + literal_length;
                offset = bp_read_le16(ip - BP_LZ4_OFFSET_BYTES);
            } else {
                token_start = ip++;
                status = bp_read_length_extension(&ip, iend, &literal_length);
                if (BP_UNLIKELY(status != 0)) {
                    return status;
                }
                if ((size_t)(iend - ip) < BP_LONG_LITERAL_INPUT_RESERVE
                    || literal_length > (size_t)(iend - ip) - BP_LONG_LITERAL_INPUT_RESERVE
                    || literal_length > (size_t)(oend - op) - BP_FAST_OUTPUT_MARGIN) {
                    goto exact_literals;
                }
                bp_v_copy_literals_wild(op, ip, op + literal_length);
                op += literal_length;
                ip += literal_length;
                offset = bp_read_le16(ip);
                ip += BP_LZ4_OFFSET_BYTES;
            }

            /* One compare rejects both offset 0 (wraps to SIZE_MAX) and offsets before dst. */
            if (BP_UNLIKELY(offset - 1 >= (size_t)(op - dst))) {
                return BP_LZ4_ERROR_BAD_OFFSET;
            }
            match = op - offset;
            match_length = token & BP_LZ4_TOKEN_MATCH_MASK;
            if (BP_LIKELY(match_length != BP_LZ4_TOKEN_NIBBLE_MAX)) {
                match_length += BP_LZ4_MIN_MATCH;
                bp_v_copy_short_match(op, match, offset, match_length);
                op += match_length;
                continue;
            }
            status = bp_read_length_extension(&ip, iend, &match_length);
            if (BP_UNLIKELY(status != 0)) {
                return status;
            }
            match_length += BP_LZ4_MIN_MATCH;
            /* oend - op >= BP_FAST_OUTPUT_MARGIN - 14 > BP_COPY_OVERSHOOT here, so no wrap. */
            if ((size_t)(iend - ip) < BP_FAST_INPUT_AFTER_MATCH
                || match_length > (size_t)(oend - op) - BP_COPY_OVERSHOOT) {
                goto exact_match;
            }
            bp_v_copy_match_wild(op, match, offset, op + match_length);
            op += match_length;
        }
    }

    /* ---- Exact loop: every length checked against what is left, no byte copied past an end. ---- */
    for (;;) {
        if (BP_UNLIKELY(ip >= iend)) {
            return BP_LZ4_ERROR_TRUNCATED;
        }
        token_start = ip;
        token = *ip++;
        literal_length = token >> BP_LZ4_TOKEN_LITERAL_SHIFT;
        if (literal_length == BP_LZ4_TOKEN_NIBBLE_MAX) {
            status = bp_read_length_extension(&ip, iend, &literal_length);
            if (BP_UNLIKELY(status != 0)) {
                return status;
            }
        }
    exact_literals:
        if (BP_UNLIKELY(literal_length > (size_t)(iend - ip))) {
            return BP_LZ4_ERROR_TRUNCATED;
        }
        if (BP_UNLIKELY(literal_length > (size_t)(oend - op))) {
            return BP_LZ4_ERROR_OUTPUT_TOO_SMALL;
        }
        if (literal_length != 0) {
            memcpy(op, ip, literal_length);
            op += literal_length;
            ip += literal_length;
        }
        if (ip == iend) {
            /* The last sequence. A block whose first token is also its last has no match, and so no
             * end-of-block rule to break. */
            if (token_start != src
                && (literal_length < BP_LZ4_LAST_LITERALS
                    || literal_length + last_match_length < BP_LZ4_MATCH_START_LIMIT)) {
                return BP_LZ4_ERROR_END_OF_BLOCK;
            }
            return (int32_t)(op - dst);
        }

        if (BP_UNLIKELY((size_t)(iend - ip) < BP_LZ4_OFFSET_BYTES)) {
            return BP_LZ4_ERROR_TRUNCATED;
        }
        offset = bp_read_le16(ip);
        ip += BP_LZ4_OFFSET_BYTES;
        if (BP_UNLIKELY(offset - 1 >= (size_t)(op - dst))) {
            return BP_LZ4_ERROR_BAD_OFFSET;
        }
        match = op - offset;
        match_length = token & BP_LZ4_TOKEN_MATCH_MASK;
        if (match_length == BP_LZ4_TOKEN_NIBBLE_MAX) {
            status = bp_read_length_extension(&ip, iend, &match_length);
            if (BP_UNLIKELY(status != 0)) {
                return status;
            }
        }
        match_length += BP_LZ4_MIN_MATCH;
    exact_match:
        if (BP_UNLIKELY(match_length > (size_t)(oend - op))) {
            return BP_LZ4_ERROR_OUTPUT_TOO_SMALL;
        }
        if (BP_UNLIKELY((size_t)(oend - op) - match_length < BP_LZ4_LAST_LITERALS)) {
            return BP_LZ4_ERROR_END_OF_BLOCK;
        }
        last_match_length = match_length;
        bp_v_copy_match_exact(op, match, offset, match_length);
        op += match_length;
    }
}
