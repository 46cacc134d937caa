#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Counts calls to the C allocator (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign, valloc) made by any thread while counting is on. Linked into the `playground`
/// executable and the test process, whose definitions of those functions take precedence over the
/// C library's and forward to it; benchmarks use the count to show that a steady frame allocates
/// nothing, and tests count one thread's allocations (`allocation_counter_enable_thread`).
///
/// Under AddressSanitizer, which owns the allocator, nothing is interposed and the count stays 0;
/// `allocation_counter_is_available` says which.

/// Starts counting (the count keeps its value).
void allocation_counter_enable(void);
/// Stops counting.
void allocation_counter_disable(void);
/// Allocations counted so far.
uint64_t allocation_counter_count(void);
/// With `on` nonzero, the next counted allocation raises SIGTRAP (once): run under a debugger,
/// it stops where a frame that should not allocate does.
void allocation_counter_trap_next(int on);
/// 1 when the allocator is interposed and counts are real, 0 otherwise.
int allocation_counter_is_available(void);

/// Starts counting the calling thread's allocations alone (its count keeps its value): what a
/// test counts while other tests run on other threads.
void allocation_counter_enable_thread(void);
/// Stops counting the calling thread's allocations.
void allocation_counter_disable_thread(void);
/// The calling thread's allocations counted so far.
uint64_t allocation_counter_thread_count(void);

#endif
