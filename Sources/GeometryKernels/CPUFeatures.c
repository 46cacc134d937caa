#include "GeometryKernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

/// Whether the CPU and the operating system support AVX2 and FMA (the OS must save the YMM
/// registers: XCR0 bits 1 and 2), and the bit instructions every AVX2 CPU has (BMI1, BMI2).
static int cpu_has_avx2_fma(void) {
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

/// 1 once the CPU has been found to run the AVX2 builds, 0 if not, -1 before the first look.
/// Racing first calls all compute the same answer, so a relaxed atomic is enough.
static int avx2_state = -1;

int gk_runs_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
    int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
    if (state < 0) {
        // The baseline build on any CPU, for comparing the two builds' speed and pictures.
        const char *requested = getenv("PLAYGROUND_RASTER_KERNELS");
        state = requested && strcmp(requested, "baseline") == 0 ? 0 : cpu_has_avx2_fma();
        __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
    }
    return state;
#else
    return 0;
#endif
}

/// 1 once the vendor has been found to be Intel, 0 if not, -1 before the first look (relaxed, as
/// `avx2_state`).
static int intel_state = -1;

int gk_is_intel(void) {
#if defined(__x86_64__) || defined(__i386__)
    int state = __atomic_load_n(&intel_state, __ATOMIC_RELAXED);
    if (state < 0) {
        unsigned highest, b, c, d;
        // The vendor string "GenuineIntel" in EBX, EDX, ECX.
        state = __get_cpuid(0, &highest, &b, &c, &d) && b == 0x756e6547u && d == 0x49656e69u && c == 0x6c65746eu;
        __atomic_store_n(&intel_state, state, __ATOMIC_RELAXED);
    }
    return state;
#else
    return 0;
#endif
}
