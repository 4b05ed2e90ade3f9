/*
 * pattern_tables.h - byte-shuffle tables for keeping a repeating match pattern in a vector register.
 *
 * For a match with offset o < 16, output byte i is p[i % o], p being the o bytes at the match start.
 *   bp_pattern_init[o]:  index i -> i % o. Shuffling the 16 bytes at the match start with it gives
 *                        the first 16 output bytes (only bytes 0..o-1 of the load are used, and they
 *                        were written before the match started).
 *   bp_pattern_next16[o]: index i -> (i + 16) % o. A register holding p[(k + i) % o] shuffled with it
 *                        holds p[(k + 16 + i) % o]: the next 16 output bytes, without reading memory.
 *   bp_pattern_next32[o]: the same for a 32-byte step; applied to each 128-bit lane of a 256-bit
 *                        register, since each lane on its own is periodic with period o.
 * For 16 <= o < 32 (AVX2 only), the upper lane of a 32-byte pattern register is assembled from two
 * shuffles: bytes i < o - 16 come from the 16 bytes at match + 16 (bp_pattern_upper_keep[o - 16]), the
 * rest wrap around to the pattern's start (bp_pattern_upper_wrap[o - 16]). Index 0x80 yields zero.
 */
#ifndef BP_PATTERN_TABLES_H
#define BP_PATTERN_TABLES_H

#include <stdint.h>

#define BP_PATTERN_REGISTER_BYTES 16u
#define BP_SHUFFLE_ZERO 0x80

#if defined(_MSC_VER)
#define BP_ALIGN16 __declspec(align(16))
#else
#define BP_ALIGN16 __attribute__((aligned(16)))
#endif

/* Row for offset o: entry i is (i + step) % o; offset 0 never occurs (rejected) and gets zeros. */
#define BP_MOD(i, step, o) ((o) == 0 ? 0 : (uint8_t)(((i) + (step)) % ((o) == 0 ? 1 : (o))))
#define BP_PATTERN_ROW(step, o)                                                                   \
    { BP_MOD(0, step, o), BP_MOD(1, step, o), BP_MOD(2, step, o), BP_MOD(3, step, o),             \
      BP_MOD(4, step, o), BP_MOD(5, step, o), BP_MOD(6, step, o), BP_MOD(7, step, o),             \
      BP_MOD(8, step, o), BP_MOD(9, step, o), BP_MOD(10, step, o), BP_MOD(11, step, o),           \
      BP_MOD(12, step, o), BP_MOD(13, step, o), BP_MOD(14, step, o), BP_MOD(15, step, o) }
#define BP_PATTERN_TABLE(step)                                                                    \
    { BP_PATTERN_ROW(step, 0), BP_PATTERN_ROW(step, 1), BP_PATTERN_ROW(step, 2),                  \
      BP_PATTERN_ROW(step, 3), BP_PATTERN_ROW(step, 4), BP_PATTERN_ROW(step, 5),                  \
      BP_PATTERN_ROW(step, 6), BP_PATTERN_ROW(step, 7), BP_PATTERN_ROW(step, 8),                  \
      BP_PATTERN_ROW(step, 9), BP_PATTERN_ROW(step, 10), BP_PATTERN_ROW(step, 11),                \
      BP_PATTERN_ROW(step, 12), BP_PATTERN_ROW(step, 13), BP_PATTERN_ROW(step, 14),               \
      BP_PATTERN_ROW(step, 15) }

static const uint8_t bp_pattern_init[16][16] BP_ALIGN16 = BP_PATTERN_TABLE(0);
static const uint8_t bp_pattern_next16[16][16] BP_ALIGN16 = BP_PATTERN_TABLE(16);
static const uint8_t bp_pattern_next32[16][16] BP_ALIGN16 = BP_PATTERN_TABLE(32);

/* Upper-lane tables for offsets 16 + d, d = 0..15. */
#define BP_KEEP(i, d) ((uint8_t)((i) < (d) ? (i) : BP_SHUFFLE_ZERO))
#define BP_WRAP(i, d) ((uint8_t)((i) >= (d) ? (i) - (d) : BP_SHUFFLE_ZERO))
#define BP_UPPER_ROW(f, d)                                                                        \
    { f(0, d), f(1, d), f(2, d), f(3, d), f(4, d), f(5, d), f(6, d), f(7, d),                     \
      f(8, d), f(9, d), f(10, d), f(11, d), f(12, d), f(13, d), f(14, d), f(15, d) }
#define BP_UPPER_TABLE(f)                                                                         \
    { BP_UPPER_ROW(f, 0), BP_UPPER_ROW(f, 1), BP_UPPER_ROW(f, 2), BP_UPPER_ROW(f, 3),             \
      BP_UPPER_ROW(f, 4), BP_UPPER_ROW(f, 5), BP_UPPER_ROW(f, 6), BP_UPPER_ROW(f, 7),             \
      BP_UPPER_ROW(f, 8), BP_UPPER_ROW(f, 9), BP_UPPER_ROW(f, 10), BP_UPPER_ROW(f, 11),           \
      BP_UPPER_ROW(f, 12), BP_UPPER_ROW(f, 13), BP_UPPER_ROW(f, 14), BP_UPPER_ROW(f, 15) }

#if defined(BP_PATTERN_WANT_UPPER)
static const uint8_t bp_pattern_upper_keep[16][16] BP_ALIGN16 = BP_UPPER_TABLE(BP_KEEP);
static const uint8_t bp_pattern_upper_wrap[16][16] BP_ALIGN16 = BP_UPPER_TABLE(BP_WRAP);
#endif

#endif /* BP_PATTERN_TABLES_H */
