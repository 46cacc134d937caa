// Scalar helpers shared by the making of edges (Accumulation.c) and their accumulation
// (AccumulationBody.h, in both kernel builds): one definition, so both agree to the bit.

#ifndef RK_ACCUMULATION_MATH_H
#define RK_ACCUMULATION_MATH_H

#include <stdint.h>

/// `v` limited to low…high (NaN passes through).
static inline double rk_clamp(double v, double low, double high) { return v < low ? low : (v > high ? high : v); }

/// ⌈v⌉ for a finite v ≥ 0 that fits an int: no libm call (baseline x86-64 has no rounding
/// instruction).
static inline int32_t rk_ceiling(double v) {
    int32_t truncated = (int32_t)v;
    return (double)truncated < v ? truncated + 1 : truncated;
}

#endif
