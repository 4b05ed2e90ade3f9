/*
 * blockpack_lz4.h - BlockPack's native LZ4 block decoder and encoder.
 *
 * Decodes raw LZ4 blocks (no frame, no checksum), the format MessagePack-CSharp's Lz4Block and
 * Lz4BlockArray modes carry. Several hand-tuned variants of the decoder exist (scalar, SSSE3, AVX2,
 * NEON); the library picks the ones the CPU supports when it is loaded and, per thread, keeps choosing
 * between them by Thompson sampling on measured time per byte.
 *
 * Safety contract (the full statement is at the top of src/decode_template.h):
 *   - never reads outside [src, src + srcLen) nor writes outside [dst, dst + dstLen);
 *     callers need no padding;
 *   - every malformed block is rejected with a negative error code, and a block is accepted only if
 *     liblz4's LZ4_decompress_safe would accept it with the same capacity and produce the same bytes.
 *
 * The encoder (bp_lz4_encode) writes LZ4 blocks at liblz4's fast level for inputs of at most 64 KiB;
 * its contract is at the top of src/encode_template.h: it reads only the input, writes only inside
 * dst's capacity, and returns 0 rather than a partial block when the output does not fit.
 *
 * bp_crc32c computes CRC-32C (Castagnoli), the checksum BlockPack's checked payloads carry, with the CPU's CRC
 * instruction where it has one (x64 SSE4.2, arm64 CRC32), three streams joined by carry-less multiplication.
 *
 * All functions are thread-safe.
 */
#ifndef BLOCKPACK_LZ4_H
#define BLOCKPACK_LZ4_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#  if defined(BLOCKPACK_NATIVE_BUILDING)
#    define BP_LZ4_API __declspec(dllexport)
#  elif defined(BLOCKPACK_NATIVE_STATIC)
#    define BP_LZ4_API
#  else
#    define BP_LZ4_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__)
#  define BP_LZ4_API __attribute__((visibility("default")))
#else
#  define BP_LZ4_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** Library version as (major << 16) | (minor << 8) | patch. */
#define BP_LZ4_VERSION_MAJOR 0
#define BP_LZ4_VERSION_MINOR 2
#define BP_LZ4_VERSION_PATCH 0
#define BP_LZ4_VERSION_NUMBER \
    ((BP_LZ4_VERSION_MAJOR << 16) | (BP_LZ4_VERSION_MINOR << 8) | BP_LZ4_VERSION_PATCH)

/** Error codes. Every failure is negative; a successful decode returns the decoded size (>= 0). */
enum bp_lz4_status {
    /** A length argument is negative, or a pointer is NULL while its length is not 0. */
    BP_LZ4_ERROR_ARGUMENT = -1,
    /** The block ends inside a sequence: a token, a length, literals or an offset is cut off. */
    BP_LZ4_ERROR_TRUNCATED = -2,
    /** Decoding would write past dst + dstLen. */
    BP_LZ4_ERROR_OUTPUT_TOO_SMALL = -3,
    /** A match offset is 0 or points before the start of the block. */
    BP_LZ4_ERROR_BAD_OFFSET = -4,
    /** The last sequences break the LZ4 end-of-block rules (last 5 bytes are literals, the last match
        starts at least 12 bytes before the end), or an empty block is not the single byte 0x00. */
    BP_LZ4_ERROR_END_OF_BLOCK = -5,
    /** A literal or match length is larger than any output the call could produce. */
    BP_LZ4_ERROR_LENGTH_OVERFLOW = -6,
    /** bp_lz4_decode_variant was asked for a variant this build or this CPU does not have. */
    BP_LZ4_ERROR_VARIANT_UNAVAILABLE = -7,
    /** bp_lz4_encode was given more than BP_LZ4_ENCODE_MAX_INPUT bytes. */
    BP_LZ4_ERROR_INPUT_TOO_LARGE = -8
};

/** Decoder variants. Values are stable: they index statistics and name the environment variable values. */
enum bp_lz4_variant {
    /** Portable C: 16-byte literal copies, 8+8+2-byte short matches, 64-bit pattern stores. */
    BP_LZ4_VARIANT_SCALAR = 0,
    /** x64 SSSE3: as scalar, plus pshufb pattern registers for match offsets below 16. */
    BP_LZ4_VARIANT_SSSE3 = 1,
    /** x64 AVX2: 32-byte copies for long literals and matches, 32-byte pattern registers. */
    BP_LZ4_VARIANT_AVX2 = 2,
    /** arm64 NEON: as SSSE3 with vqtbl1q_u8 pattern registers. */
    BP_LZ4_VARIANT_NEON = 3,
    /** Number of variant ids (not every id exists on every platform). */
    BP_LZ4_VARIANT_COUNT = 4
};

/** Pass as variant to bp_lz4_set_forced_variant to return to adaptive selection. */
#define BP_LZ4_VARIANT_ADAPTIVE (-1)

/** CPU feature bits reported by bp_lz4_cpu_features. */
enum bp_lz4_cpu_feature {
    BP_LZ4_CPU_SSSE3 = 1 << 0,
    BP_LZ4_CPU_AVX2 = 1 << 1,
    BP_LZ4_CPU_NEON = 1 << 2,
    BP_LZ4_CPU_BMI2 = 1 << 3,
    /** x64 SSE4.2: the crc32 instruction. */
    BP_LZ4_CPU_SSE42 = 1 << 4,
    /** x64 PCLMULQDQ: 64-bit carry-less multiplication. */
    BP_LZ4_CPU_PCLMUL = 1 << 5,
    /** arm64 CRC32: the crc32c* instructions. */
    BP_LZ4_CPU_CRC32 = 1 << 6,
    /** arm64 PMULL: 64-bit polynomial multiplication. */
    BP_LZ4_CPU_PMULL = 1 << 7
};

/**
 * Decodes one LZ4 block of srcLen bytes at src into dst, which has room for dstLen bytes.
 * The variant is the one forced by BLOCKPACK_LZ4_VARIANT or bp_lz4_set_forced_variant, else the one
 * the calling thread's Thompson sampler picks.
 * Returns the number of bytes written (<= dstLen), or a negative bp_lz4_status.
 * A caller that knows the decoded size should pass it as dstLen and compare it with the result.
 */
BP_LZ4_API int32_t bp_lz4_decode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);

/**
 * As bp_lz4_decode with the given bp_lz4_variant, for benchmarks and tests. Not timed and not fed to
 * the sampler; counted in statistics. Returns BP_LZ4_ERROR_VARIANT_UNAVAILABLE if the variant was not
 * compiled in or the CPU lacks its instructions.
 */
BP_LZ4_API int32_t bp_lz4_decode_variant(int32_t variant, const uint8_t* src, int32_t srcLen,
                                         uint8_t* dst, int32_t dstLen);

/** 1 if bp_lz4_decode_variant can run the variant on this CPU, else 0. */
BP_LZ4_API int32_t bp_lz4_variant_available(int32_t variant);

/** Lower-case name of a variant ("scalar", "ssse3", "avx2", "neon"), or NULL for an unknown id. */
BP_LZ4_API const char* bp_lz4_variant_name(int32_t variant);

/**
 * Forces bp_lz4_decode to use one variant in every thread (BP_LZ4_VARIANT_ADAPTIVE undoes it).
 * Returns 0, or BP_LZ4_ERROR_VARIANT_UNAVAILABLE (leaving the setting unchanged).
 * At load, the environment variable BLOCKPACK_LZ4_VARIANT=scalar|ssse3|avx2|neon sets the same thing;
 * an unknown or unavailable name there is ignored.
 */
BP_LZ4_API int32_t bp_lz4_set_forced_variant(int32_t variant);

/** The forced variant, or BP_LZ4_VARIANT_ADAPTIVE. */
BP_LZ4_API int32_t bp_lz4_forced_variant(void);

/** Per-variant counters, summed over all threads of the process since load or the last reset. */
typedef struct bp_lz4_variant_stats {
    /** Decode calls that ran this variant (successful or not). */
    uint64_t calls;
    /** Bytes produced by successful calls. */
    uint64_t bytes;
    /** Calls timed by the adaptive sampler: blocks of at least 32 KiB decoded by bp_lz4_decode that are
        not nearly incompressible; all of them until each variant has a few measurements, then one in
        sixteen. */
    uint64_t timed_calls;
    /** Bytes produced by timed calls. */
    uint64_t timed_bytes;
    /** Monotonic-clock nanoseconds spent in timed calls; timed_nanoseconds / timed_bytes is ns per byte. */
    uint64_t timed_nanoseconds;
} bp_lz4_variant_stats;

/**
 * Copies the statistics of one variant into *stats. Each thread publishes its counts in batches of 64
 * calls (the calling thread's pending batch is published first), so figures from other threads may lag
 * by up to 63 calls each.
 * Returns 0, or BP_LZ4_ERROR_ARGUMENT for an unknown variant or a NULL stats.
 */
BP_LZ4_API int32_t bp_lz4_get_stats(int32_t variant, bp_lz4_variant_stats* stats);

/** Sets all process-wide statistics to zero (the samplers' per-thread knowledge is kept). */
BP_LZ4_API void bp_lz4_reset_stats(void);

/** BP_LZ4_VERSION_NUMBER of the loaded library. */
BP_LZ4_API int32_t bp_lz4_version(void);

/** Version as text, e.g. "0.1.0". */
BP_LZ4_API const char* bp_lz4_version_string(void);

/** OR of bp_lz4_cpu_feature bits the running CPU (and OS) supports. */
BP_LZ4_API uint32_t bp_lz4_cpu_features(void);

/** A short English description of a bp_lz4_status, or "ok" for values >= 0. */
BP_LZ4_API const char* bp_lz4_status_message(int32_t status);

/** Largest input bp_lz4_encode accepts: 64 KiB, so positions and offsets fit in 16 bits. */
#define BP_LZ4_ENCODE_MAX_INPUT 65536
/** Largest acceleration bp_lz4_encode uses; larger values are treated as this one. */
#define BP_LZ4_ENCODE_MAX_ACCELERATION 65537

/**
 * Compresses srcLen bytes at src (0 <= srcLen <= BP_LZ4_ENCODE_MAX_INPUT) into one raw LZ4 block at dst,
 * which has room for dstCapacity bytes. acceleration is as in liblz4's LZ4_compress_fast: 1 (or any value
 * below 1) is the default fast level, larger values search less and compress faster and worse.
 * Returns the block's length (> 0), 0 when it does not fit in dstCapacity (a capacity of
 * bp_lz4_encode_bound(srcLen) always fits), or a negative bp_lz4_status for bad arguments
 * (BP_LZ4_ERROR_ARGUMENT, BP_LZ4_ERROR_INPUT_TOO_LARGE). The output depends only on the input and the
 * acceleration, not on the CPU, the variant or the capacity.
 */
BP_LZ4_API int32_t bp_lz4_encode(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity,
                                 int32_t acceleration);

/** As bp_lz4_encode with one encoder variant, for benchmarks and tests; BP_LZ4_ERROR_VARIANT_UNAVAILABLE if
    this build or CPU lacks it. */
BP_LZ4_API int32_t bp_lz4_encode_variant(int32_t variant, const uint8_t* src, int32_t srcLen, uint8_t* dst,
                                         int32_t dstCapacity, int32_t acceleration);

/** 1 if bp_lz4_encode_variant can run the encoder variant on this CPU, else 0. */
BP_LZ4_API int32_t bp_lz4_encoder_variant_available(int32_t variant);

/** The encoder variant bp_lz4_encode uses on this CPU. */
BP_LZ4_API int32_t bp_lz4_encoder_variant(void);

/** The largest block bp_lz4_encode can write for srcLen bytes, or 0 when srcLen is out of range. */
BP_LZ4_API int32_t bp_lz4_encode_bound(int32_t srcLen);

/** CRC-32C engines. Values are stable: tests and benchmarks name them. */
enum bp_crc32c_variant {
    /** Portable C: slicing-by-8 tables. */
    BP_CRC32C_VARIANT_TABLE = 0,
    /** One chain of CRC instructions, 8 bytes each (x64 SSE4.2, arm64 CRC32). */
    BP_CRC32C_VARIANT_HARDWARE_SINGLE = 1,
    /** Three chains over thirds of each round joined by carry-less multiplication (plus PCLMULQDQ or PMULL). */
    BP_CRC32C_VARIANT_HARDWARE_MULTI = 2,
    /** Number of variant ids. */
    BP_CRC32C_VARIANT_COUNT = 3
};

/**
 * CRC-32C (Castagnoli: reflected polynomial 0x82F63B78, initial value and final XOR 0xFFFFFFFF) of len bytes at
 * data, continuing crc: pass 0 to start, and the result of the bytes before to go on, so that
 * bp_crc32c(bp_crc32c(0, a, na), b, nb) is the CRC-32C of a followed by b. bp_crc32c(0, "123456789", 9) is
 * 0xE3069283. data may be NULL only when len is 0. Uses the fastest variant this CPU runs.
 */
BP_LZ4_API uint32_t bp_crc32c(uint32_t crc, const uint8_t* data, size_t len);

/**
 * As bp_crc32c with one bp_crc32c_variant, for tests and benchmarks: writes the checksum to *result and returns 0,
 * or returns BP_LZ4_ERROR_VARIANT_UNAVAILABLE (this build or CPU lacks it) or BP_LZ4_ERROR_ARGUMENT (result is NULL,
 * or data is NULL while len is not 0) and leaves *result alone.
 */
BP_LZ4_API int32_t bp_crc32c_variant(int32_t variant, uint32_t crc, const uint8_t* data, size_t len, uint32_t* result);

/** 1 if bp_crc32c_variant can run the variant on this CPU, else 0. */
BP_LZ4_API int32_t bp_crc32c_variant_available(int32_t variant);

/** The variant bp_crc32c uses on this CPU. */
BP_LZ4_API int32_t bp_crc32c_best_variant(void);

#ifdef __cplusplus
}
#endif

#endif /* BLOCKPACK_LZ4_H */
