#ifndef PIXEL_FILL_H
#define PIXEL_FILL_H

#include <stddef.h>
#include <stdint.h>

/// Sets `count` 32-bit pixels from `pixels` on to `value`.
///
/// Clearing a frame is bound by store bandwidth: glibc's `wmemset` chooses at run time the widest
/// stores the CPU has (AVX2, AVX-512, `rep stos` for long runs), while Swift built for baseline
/// x86-64 emits 16-byte stores. A 1280×800 clear takes about 0.07 ms instead of 0.10 ms.
void pixel_fill(uint32_t *pixels, uint32_t value, size_t count);

#endif
