/*
 * block_writer.h - a test-side LZ4 block writer that encodes an explicit, randomly planned series of
 * sequences. Unlike a compressor it reaches every corner of the format on purpose: every offset,
 * overlapping matches, long length extensions, matches ending exactly at the end-of-block limits.
 * The plaintext is known by construction, so these blocks need no reference decoder.
 */
#ifndef BP_TEST_BLOCK_WRITER_H
#define BP_TEST_BLOCK_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "datagen.h"

/* Worst-case encoded size of a plaintext of n bytes written by bp_write_random_block. */
#define BP_BLOCK_WRITER_BOUND(n) ((n) + (n) / 255 + 64)

typedef enum bp_block_shape {
    BP_SHAPE_MIXED,        /* literal runs and matches of all lengths and offsets */
    BP_SHAPE_SMALL_OFFSETS, /* offsets 1..64, often overlapping long matches */
    BP_SHAPE_TIGHT_END,    /* the last match ends exactly 5 bytes before the end and starts 12 or more
                              bytes before it: the legal limit */
    BP_SHAPE_LONG_LENGTHS  /* long literal runs and matches with multi-byte length extensions */
} bp_block_shape;

/* Plans a valid block decoding to `size` bytes, writes its plaintext to plain and its encoding to block
 * (capacity BP_BLOCK_WRITER_BOUND(size)); returns the encoded size. */
size_t bp_write_random_block(bp_rng* rng, bp_block_shape shape, uint8_t* plain, size_t size, uint8_t* block);

/* Low-level pieces, for hand-made blocks in tests: a token with its length extensions. */
size_t bp_put_sequence_head(uint8_t* out, size_t literal_length, size_t match_length_minus4);
size_t bp_put_length_extension(uint8_t* out, size_t remainder);

#endif /* BP_TEST_BLOCK_WRITER_H */
