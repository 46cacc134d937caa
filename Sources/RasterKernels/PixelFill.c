#include "RasterKernels.h"

#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset must fill 32-bit units");

void pixel_fill(uint32_t *pixels, uint32_t value, size_t count) {
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}
