/*
 * crc32c.h - the CRC-32C engines behind bp_crc32c. Each advances the raw register (no initial or final
 * inversion) over len bytes; crc32c.c picks one, checks arguments and applies the inversions.
 */
#ifndef BP_CRC32C_H
#define BP_CRC32C_H

#include <stddef.h>
#include <stdint.h>

#include "decoders.h"

/* The Castagnoli polynomial in reflected (least significant bit first) order. */
#define BP_CRC32C_REFLECTED_POLYNOMIAL 0x82F63B78u
/* The register starts as all ones and is XORed with all ones at the end. */
#define BP_CRC32C_INVERSION 0xFFFFFFFFu

/* The multi-stream engine's rounds: three chains of a long stride while the buffer allows, then of a short one. */
#define BP_CRC_STREAMS 3
#define BP_CRC_LONG_STRIDE 4096
#define BP_CRC_SHORT_STRIDE 256
/* x^(8 * stride - 33) mod P and x^(16 * stride - 33) mod P, reflected: with the carry-less product's extra x and
 * the CRC instruction's x^32, they push a register through one and two strides of bytes.
 * tests/native/test_crc32c.c derives them from the polynomial and checks these values. */
#define BP_CRC_PUSH_LONG_STRIDE 0x82F89C77u
#define BP_CRC_PUSH_TWO_LONG_STRIDES 0x54A86326u
#define BP_CRC_PUSH_SHORT_STRIDE 0xB9E02B86u
#define BP_CRC_PUSH_TWO_SHORT_STRIDES 0xDD7E3B0Cu

typedef uint32_t (*bp_crc32c_fn)(uint32_t reg, const uint8_t* data, size_t len);

/* crc32c_table.c: slicing-by-8, any CPU. */
uint32_t bp_crc32c_table(uint32_t reg, const uint8_t* data, size_t len);

/* The hardware engines read 8 bytes as one little-endian word and need the 64-bit CRC instruction: x64 and
 * little-endian arm64, built by GCC or Clang (target attributes). */
#if ((defined(__x86_64__) && defined(BP_HAVE_X86_VARIANTS)) || defined(BP_HAVE_NEON_VARIANT))                  \
    && (defined(__GNUC__) || defined(__clang__)) && defined(__BYTE_ORDER__)                                    \
    && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BP_HAVE_CRC32C_HARDWARE 1
/* crc32c_hardware.c: one instruction chain (needs SSE4.2 or arm64 CRC32). */
uint32_t bp_crc32c_hardware_single(uint32_t reg, const uint8_t* data, size_t len);
/* crc32c_hardware.c: three chains joined by carry-less multiplication (needs also PCLMULQDQ or PMULL). */
uint32_t bp_crc32c_hardware_multi(uint32_t reg, const uint8_t* data, size_t len);
#endif

#endif /* BP_CRC32C_H */
