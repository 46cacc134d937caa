#include "RasterKernels.h"

#include <string.h>
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset must fill 32-bit units");

/// Fills at least this many pixels (16 KB) with the string store instruction instead of `wmemset`.
enum { STRING_STORE_PIXELS = 4096 };

void pixel_fill(uint32_t *pixels, uint32_t value, size_t count) {
#if defined(__x86_64__)
    // For a frame-sized fill, `rep stosq` beats glibc's vector `wmemset` by a fifth (1280×800:
    // 29 µs against 37 µs, measured with the buffer read back after): the processor's fast-string
    // path writes whole cache lines without first reading them in. Its start-up costs more than a
    // short fill takes, so short ones stay with `wmemset`.
    if (count >= STRING_STORE_PIXELS) {
        uint64_t pair = (uint64_t)value << 32 | value;
        void *destination = pixels;
        size_t words = count / 2;
        __asm__ volatile("rep stosq" : "+D"(destination), "+c"(words) : "a"(pair) : "memory");
        if (count & 1) pixels[count - 1] = value;
        return;
    }
#endif
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}
