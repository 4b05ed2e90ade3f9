/*
 * handmade.c - see handmade.h. Each block is spelled out byte by byte; comments give the sequence.
 */
#include "handmade.h"

#include <string.h>

#include "blockpack_lz4.h"

static bp_handmade_case* bp_add(bp_handmade_case* c, const char* name, const uint8_t* block, size_t n,
                                size_t capacity, int32_t expected, const char* plain)
{
    memset(c, 0, sizeof *c);
    c->name = name;
    memcpy(c->block, block, n);
    c->block_length = n;
    c->capacity = capacity;
    c->expected = expected;
    if (plain != NULL) {
        memcpy(c->plain, plain, strlen(plain));
    }
    return c + 1;
}

#define BP_ADD(name, capacity, expected, plain, ...)                                                   \
    do {                                                                                             \
        static const uint8_t bytes_[] = { __VA_ARGS__ };                                             \
        if ((size_t)(c - cases) < max) {                                                             \
            c = bp_add(c, name, bytes_, sizeof bytes_, capacity, expected, plain);                   \
        }                                                                                            \
    } while (0)

size_t bp_handmade_cases(bp_handmade_case* cases, size_t max)
{
    bp_handmade_case* c = cases;
    /* Empty block: the single token 0x00. */
    BP_ADD("empty block, capacity 0", 0, 0, "", 0x00);
    BP_ADD("empty block, capacity 10", 10, 0, "", 0x00);
    BP_ADD("lone token 0x0F, capacity 0", 0, BP_LZ4_ERROR_END_OF_BLOCK, NULL, 0x0F);
    BP_ADD("lone token 0x0F, capacity 10", 10, 0, "", 0x0F);
    BP_ADD("token 0x00 followed by a stray byte", 10, BP_LZ4_ERROR_TRUNCATED, NULL, 0x00, 0x00);
    /* Literals only. */
    BP_ADD("4 literals (MessagePack-CSharp vector)", 4, 4, "    ", 0x40, 0x20, 0x20, 0x20, 0x20);
    BP_ADD("4 literals into capacity 3", 3, BP_LZ4_ERROR_OUTPUT_TOO_SMALL, NULL, 0x40, 0x20, 0x20, 0x20, 0x20);
    BP_ADD("4 literals announced, 3 present", 4, BP_LZ4_ERROR_TRUNCATED, NULL, 0x40, 0x20, 0x20, 0x20);
    BP_ADD("15 literals with extension 0", 15, 15, "abcdefghijklmno", 0xF0, 0x00, 'a', 'b', 'c', 'd',
           'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o');
    BP_ADD("literal extension cut off", 300, BP_LZ4_ERROR_TRUNCATED, NULL, 0xF0, 0xFF, 0xFF);
    /* A valid 13-byte block with one match: 1 literal, match offset 1 length 7, 5 final literals.
       The match starts at 1 (12 bytes before the end) and ends at 8 (5 before the end). */
    BP_ADD("minimal block with a match", 13, 13, "aaaaaaaabcdef", 0x13, 'a', 0x01, 0x00, 0x50, 'b',
           'c', 'd', 'e', 'f');
    BP_ADD("minimal block with a match, roomy capacity", 64, 13, "aaaaaaaabcdef", 0x13, 'a', 0x01,
           0x00, 0x50, 'b', 'c', 'd', 'e', 'f');
    BP_ADD("offset 0", 13, BP_LZ4_ERROR_BAD_OFFSET, NULL, 0x13, 'a', 0x00, 0x00, 0x50, 'b', 'c', 'd',
           'e', 'f');
    BP_ADD("offset 2 with 1 byte decoded", 13, BP_LZ4_ERROR_BAD_OFFSET, NULL, 0x13, 'a', 0x02, 0x00,
           0x50, 'b', 'c', 'd', 'e', 'f');
    BP_ADD("offset 0xFFFF at the start", 13, BP_LZ4_ERROR_BAD_OFFSET, NULL, 0x13, 'a', 0xFF, 0xFF,
           0x50, 'b', 'c', 'd', 'e', 'f');
    BP_ADD("offset cut off", 13, BP_LZ4_ERROR_TRUNCATED, NULL, 0x13, 'a', 0x01);
    BP_ADD("block ends after a match", 13, BP_LZ4_ERROR_TRUNCATED, NULL, 0x13, 'a', 0x01, 0x00);
    /* Last literals fewer than 5: match length 8 (ends 4 before the end), 4 final literals. */
    BP_ADD("only 4 last literals", 13, BP_LZ4_ERROR_END_OF_BLOCK, NULL, 0x14, 'a', 0x01, 0x00, 0x40,
           'c', 'd', 'e', 'f');
    BP_ADD("only 4 last literals, roomy capacity", 64, BP_LZ4_ERROR_END_OF_BLOCK, NULL, 0x14, 'a', 0x01,
           0x00, 0x40, 'c', 'd', 'e', 'f');
    /* Last match starts 11 bytes before the end: 2 literals... no: 1 literal, match 4 at 1, then 7
       literals make 12 bytes; start 1 = 11 before the end. */
    BP_ADD("last match starts 11 bytes before the end", 12, BP_LZ4_ERROR_END_OF_BLOCK, NULL, 0x10, 'a',
           0x01, 0x00, 0x70, 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    BP_ADD("last match starts 11 before the end, roomy capacity", 100, BP_LZ4_ERROR_END_OF_BLOCK, NULL,
           0x10, 'a', 0x01, 0x00, 0x70, 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    /* Same with 8 final literals: starts 12 before the end, legal. */
    BP_ADD("last match starts exactly 12 bytes before the end", 13, 13, "aaaaabcdefghi", 0x10, 'a',
           0x01, 0x00, 0x80, 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
    BP_ADD("match runs past the capacity", 10, BP_LZ4_ERROR_OUTPUT_TOO_SMALL, NULL, 0x1F, 'a', 0x01,
           0x00, 0x10, 0x50, 'b', 'c', 'd', 'e', 'f');
    BP_ADD("match ends 4 bytes before the capacity", 12, BP_LZ4_ERROR_END_OF_BLOCK, NULL, 0x13, 'a', 0x01,
           0x00, 0x50, 'b', 'c', 'd', 'e', 'f');
    BP_ADD("match length extension cut off", 100, BP_LZ4_ERROR_TRUNCATED, NULL, 0x1F, 'a', 0x01, 0x00,
           0xFF);
    /* The last token's match nibble is ignored: nothing follows the literals (liblz4 agrees). */
    BP_ADD("last token with a match nibble", 13, 13, "aaaaaaaabcdef", 0x13,
           'a', 0x01, 0x00, 0x51, 'b', 'c', 'd', 'e', 'f');
    return (size_t)(c - cases);
}
