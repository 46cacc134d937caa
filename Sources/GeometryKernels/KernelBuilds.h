// One kernel body compiled twice in one file, for AVX2 and for baseline x86-64, and the choice of
// build at run time: the scaffolding both kernel libraries use (GeometryKernels' CurveChords.c,
// RasterKernels' Kernels.c). RasterKernels, which depends on GeometryKernels, includes it as
// "../GeometryKernels/KernelBuilds.h": it stays out of the include folders, so Swift never imports
// it. Elsewhere than x86, the baseline build alone, in portable C.
//
// A file includes this, then its bodies once per build, with KB_AVX2 saying which:
//
//     #define KB_AVX2 0
//     #include "SomeBody.h"      // its functions, named KB_FN(name), are name_baseline
//     #undef KB_AVX2
//     #if KB_HAS_AVX2_BUILD
//     #define KB_AVX2 1
//     KB_AVX2_BEGIN              // every function from here carries the AVX2 target
//     #include "SomeBody.h"      // name_avx2
//     KB_AVX2_END
//     #undef KB_AVX2
//     #endif
//
// and calls each entry point through KB_DISPATCH, which picks the build this CPU runs. A body has
// no include guard, since it is included twice, and does the same IEEE operations in the same order
// in both builds, with no contraction into fused multiply-adds: the builds give the same bits.

#ifndef KERNEL_BUILDS_H
#define KERNEL_BUILDS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
/// 1 where the bodies are also built for AVX2 (x86), else 0.
#define KB_HAS_AVX2_BUILD 1
#else
#define KB_HAS_AVX2_BUILD 0
#endif

// Lanes whatever the build: the baseline build splits each operation wider than SSE in halves.
typedef float f4 __attribute__((ext_vector_type(4)));
typedef float f8 __attribute__((ext_vector_type(8)));
typedef double d4 __attribute__((ext_vector_type(4)));
typedef int32_t i32x4 __attribute__((ext_vector_type(4)));
typedef int32_t i32x8 __attribute__((ext_vector_type(8)));
typedef int64_t i64x4 __attribute__((ext_vector_type(4)));
typedef uint8_t u8x4 __attribute__((ext_vector_type(4)));
typedef uint8_t u8x8 __attribute__((ext_vector_type(8)));
typedef uint8_t u8x16 __attribute__((ext_vector_type(16)));
typedef uint16_t u16x4 __attribute__((ext_vector_type(4)));
typedef uint16_t u16x8 __attribute__((ext_vector_type(8)));
typedef uint16_t u16x16 __attribute__((ext_vector_type(16)));
typedef uint32_t u32x4 __attribute__((ext_vector_type(4)));
typedef uint32_t u32x8 __attribute__((ext_vector_type(8)));
typedef uint32_t u32x16 __attribute__((ext_vector_type(16)));
typedef uint64_t u64x16 __attribute__((ext_vector_type(16)));

// Vectors pass only between inlined helpers of one build: no caller outside the including file sees
// their ABI, which differs between the builds for 256-bit vectors (what -Wpsabi warns about).
#pragma clang diagnostic ignored "-Wpsabi"

/// A body's helper: always inlined, since a call passing vectors spills them, which costs more
/// than the call.
#define KB_INLINE __attribute__((always_inline)) static inline

#define KB_PASTE2(a, b) a##b
#define KB_PASTE(a, b) KB_PASTE2(a, b)
#define KB_SUFFIX_0 _baseline
#define KB_SUFFIX_1 _avx2
#define KB_SUFFIX(avx2) KB_PASTE(KB_SUFFIX_, avx2)

/// `name` with the suffix of the build being compiled: `name_baseline` while KB_AVX2 is 0,
/// `name_avx2` while it is 1.
#define KB_FN(name) KB_PASTE(name, KB_SUFFIX(KB_AVX2))

/// Every function defined between the two carries the AVX2 build's target: the features
/// `gk_runs_avx2` checks the CPU for. From the first on, nothing is contracted into fused
/// multiply-adds, which would give the AVX2 build bits of its own (the baseline build has no such
/// instruction to contract into).
#define KB_AVX2_BEGIN                                                                                                  \
    _Pragma("clang fp contract(off)")                                                                                  \
    _Pragma("clang attribute push(__attribute__((target(\"avx2,fma,bmi,bmi2\"))), apply_to = function)")
#define KB_AVX2_END _Pragma("clang attribute pop")

#if defined(__x86_64__) || defined(__i386__)
/// Whether the CPU and the operating system support AVX2 and FMA (the OS must save the YMM
/// registers: XCR0 bits 1 and 2), and the bit instructions every AVX2 CPU has (BMI1, BMI2).
static inline int kb_cpu_has_avx2_fma(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int fma = (c >> 12) & 1, osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (!(fma && osxsave && avx)) return 0;
    unsigned xcr0_low, xcr0_high;
    __asm__("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 6) != 6) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b >> 5) & 1 && (b >> 3) & 1 && (b >> 8) & 1;
}
#endif

// The CPU's answers are each including file's own (every library's entry points sit in one file),
// decided on its first call; every file reads the same CPU and environment, so the geometry's
// kernels and the raster's run the same build. Not inlined: an entry point stays a call and a
// jump, with the first look's cpuid and getenv out of it.

/// Whether this CPU runs the AVX2 builds: it has AVX2, FMA, BMI1 and BMI2 and the operating
/// system saves the YMM registers, unless the environment variable PLAYGROUND_RASTER_KERNELS is
/// "baseline" (for comparing the two builds' speed and pictures on any CPU). 0 off x86.
__attribute__((noinline, unused)) static int gk_runs_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
    // -1 before the first look. Racing first calls all compute the same answer, so a relaxed
    // atomic is enough.
    static int state = -1;
    int runs = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (runs < 0) {
        const char *requested = getenv("PLAYGROUND_RASTER_KERNELS");
        runs = requested && strcmp(requested, "baseline") == 0 ? 0 : kb_cpu_has_avx2_fma();
        __atomic_store_n(&state, runs, __ATOMIC_RELAXED);
    }
    return runs;
#else
    return 0;
#endif
}

/// 1 when the processor's vendor is Intel ("GenuineIntel"), else 0, and 0 off x86. Some choices
/// are the vendor's, not a feature bit's: whether `rep stosq` beats vector stores.
__attribute__((noinline, unused)) static int gk_is_intel(void) {
#if defined(__x86_64__) || defined(__i386__)
    // -1 before the first look (relaxed, as in `gk_runs_avx2`).
    static int state = -1;
    int intel = __atomic_load_n(&state, __ATOMIC_RELAXED);
    if (intel < 0) {
        unsigned highest, b, c, d;
        // The vendor string "GenuineIntel" in EBX, EDX, ECX.
        intel = __get_cpuid(0, &highest, &b, &c, &d) && b == 0x756e6547u && d == 0x49656e69u && c == 0x6c65746eu;
        __atomic_store_n(&state, intel, __ATOMIC_RELAXED);
    }
    return intel;
#else
    return 0;
#endif
}

/// Calls the entry point `name` of the build this CPU runs (`name_avx2` or `name_baseline`).
#if KB_HAS_AVX2_BUILD
#define KB_DISPATCH(name, ...) (gk_runs_avx2() ? name##_avx2(__VA_ARGS__) : name##_baseline(__VA_ARGS__))
#else
#define KB_DISPATCH(name, ...) name##_baseline(__VA_ARGS__)
#endif

#endif
