/*
 * encoders.h - the encoder variants compiled into this build. Each has the contract stated at the top
 * of encode_template.h; dispatch_encode.c checks arguments and CPU support before calling one.
 */
#ifndef BP_ENCODERS_H
#define BP_ENCODERS_H

#include <stdint.h>

#include "decoders.h"

typedef int32_t (*bp_encode_fn)(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity,
                                int32_t acceleration);

int32_t bp_lz4_encode_scalar(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity,
                             int32_t acceleration);
#ifdef BP_HAVE_X86_VARIANTS
int32_t bp_lz4_encode_avx2(const uint8_t* src, int32_t srcLen, uint8_t* dst, int32_t dstCapacity,
                           int32_t acceleration);
#endif

#endif /* BP_ENCODERS_H */
