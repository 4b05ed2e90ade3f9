/*
 * copy_scalar.h - portable copy primitives shared by the variants that use them.
 */
#ifndef BP_COPY_SCALAR_H
#define BP_COPY_SCALAR_H

#include "lz4_format.h"

#define BP_WORD_BYTES 8u

/* Offsets below BP_WORD_BYTES overlap an 8-byte copy with its own output. For those the decoder keeps
 * the repeating pattern in a 64-bit register: the offset's bytes, masked, times a multiplier that puts
 * copies of them side by side (the products never carry into each other). Storing that register every
 * bp_pattern64_stride[offset] bytes (the largest multiple of the offset up to 8) continues the pattern
 * without reading back anything just written. */
static const uint64_t bp_pattern64_repeat[BP_WORD_BYTES] = {
    0,
    UINT64_C(0x0101010101010101), /* offset 1: every byte */
    UINT64_C(0x0001000100010001), /* offset 2: every 2 bytes */
    UINT64_C(0x0001000001000001), /* offset 3: bytes 0, 3, 6 */
    UINT64_C(0x0000000100000001), /* offset 4: bytes 0, 4 */
    UINT64_C(0x0000010000000001), /* offset 5: bytes 0, 5 */
    UINT64_C(0x0001000000000001), /* offset 6: bytes 0, 6 */
    UINT64_C(0x0100000000000001), /* offset 7: bytes 0, 7 */
};
static const uint8_t bp_pattern64_stride[BP_WORD_BYTES] = { 0, 8, 8, 6, 8, 5, 6, 7 };

/* Writes the repeating pattern of the offset (1..7) bytes at match from op until at least end; reads
 * match..match+8 (bytes past op are read but masked off) and writes up to end + 7. */
static BP_ALWAYS_INLINE void bp_pattern64_fill(uint8_t* op, const uint8_t* match, size_t offset,
                                               const uint8_t* end)
{
    uint64_t const mask = (UINT64_C(1) << (offset * 8u)) - 1u;
    uint64_t const pattern = (bp_read64(match) & mask) * bp_pattern64_repeat[offset];
    size_t const stride = bp_pattern64_stride[offset];
    do {
        bp_write64(op, pattern);
        op += stride;
    } while (op < end);
}

/* Short match (4..18 bytes) with offset >= 8: two 8-byte moves and a 2-byte move cover the longest,
 * and each reads only bytes written before it. */
static BP_ALWAYS_INLINE void bp_copy_8_8_2(uint8_t* op, const uint8_t* match)
{
    memcpy(op, match, 8);
    memcpy(op + 8, match + 8, 8);
    memcpy(op + 16, match + 16, 2);
}

/* Forward copy in chunk-sized moves; correct for overlapping matches when offset >= chunk. */
#define BP_DEFINE_CHUNK_COPY(name, chunk)                                                        \
    static BP_ALWAYS_INLINE void name(uint8_t* op, const uint8_t* from, const uint8_t* end)      \
    {                                                                                            \
        do {                                                                                     \
            memcpy(op, from, chunk);                                                             \
            op += chunk;                                                                         \
            from += chunk;                                                                       \
        } while (op < end);                                                                      \
    }

BP_DEFINE_CHUNK_COPY(bp_chunk_copy8, 8)
BP_DEFINE_CHUNK_COPY(bp_chunk_copy16, 16)

#endif /* BP_COPY_SCALAR_H */
