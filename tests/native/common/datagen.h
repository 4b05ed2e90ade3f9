/*
 * datagen.h - deterministic generators of the kinds of data BlockPack compresses, shared by the tests
 * and the benchmark. Every generator fills exactly `size` bytes from a seed.
 */
#ifndef BP_TEST_DATAGEN_H
#define BP_TEST_DATAGEN_H

#include <stddef.h>
#include <stdint.h>

typedef struct bp_rng {
    uint64_t state;
} bp_rng;

/* splitmix64: small, fast, good enough for test data. */
uint64_t bp_rng_next(bp_rng* rng);
/* Uniform in [0, bound). */
uint32_t bp_rng_below(bp_rng* rng, uint32_t bound);

typedef enum bp_data_kind {
    BP_DATA_RECORDS,  /* msgpack-like arrays of maps: small ints, short strings, floats, booleans */
    BP_DATA_TEXT,     /* pseudo-English sentences from a word list with skewed frequencies */
    BP_DATA_LOGS,     /* timestamped service log lines */
    BP_DATA_RUNS,     /* little-endian int32 column with long runs of repeated values */
    BP_DATA_RANDOM,   /* uniformly random bytes */
    BP_DATA_KIND_COUNT
} bp_data_kind;

const char* bp_data_kind_name(bp_data_kind kind);
void bp_generate(bp_data_kind kind, uint8_t* out, size_t size, uint64_t seed);

/* Data that repeats with the given period (1..64), with a few random changes, so a compressor emits
 * matches at exactly that offset and small multiples of it. */
void bp_generate_periodic(uint8_t* out, size_t size, uint32_t period, uint64_t seed);

#endif /* BP_TEST_DATAGEN_H */
