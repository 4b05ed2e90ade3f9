/*
 * decoders.h - the decoder variants compiled into this build. Each has the contract stated at the top
 * of decode_template.h; dispatch.c checks arguments and CPU support before calling one.
 */
#ifndef BP_DECODERS_H
#define BP_DECODERS_H

#include <stdint.h>

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
#define BP_HAVE_X86_VARIANTS 1
#endif
#if defined(__aarch64__) || defined(_M_ARM64)
#define BP_HAVE_NEON_VARIANT 1
#endif

typedef int32_t (*bp_decode_fn)(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);

int32_t bp_lz4_decode_scalar(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);
#ifdef BP_HAVE_X86_VARIANTS
int32_t bp_lz4_decode_ssse3(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);
int32_t bp_lz4_decode_avx2(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);
#endif
#ifdef BP_HAVE_NEON_VARIANT
int32_t bp_lz4_decode_neon(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstLen);
#endif

#endif /* BP_DECODERS_H */
