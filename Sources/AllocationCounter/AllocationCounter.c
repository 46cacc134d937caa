#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define ALLOCATION_COUNTER_SANITIZED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#  define ALLOCATION_COUNTER_SANITIZED 1
#endif

static atomic_int counting = 0;
static atomic_uint_fast64_t allocations = 0;
static atomic_int trapping = 0;
// Initial-exec: the variables sit in the static TLS block, so reading them inside malloc never
// calls `__tls_get_addr`, which may itself allocate.
static _Thread_local int thread_counting __attribute__((tls_model("initial-exec"))) = 0;
static _Thread_local uint64_t thread_allocations __attribute__((tls_model("initial-exec"))) = 0;

void allocation_counter_enable(void) { atomic_store(&counting, 1); }
void allocation_counter_disable(void) { atomic_store(&counting, 0); }
uint64_t allocation_counter_count(void) { return (uint64_t)atomic_load(&allocations); }
void allocation_counter_trap_next(int on) { atomic_store(&trapping, on); }
void allocation_counter_enable_thread(void) { thread_counting = 1; }
void allocation_counter_disable_thread(void) { thread_counting = 0; }
uint64_t allocation_counter_thread_count(void) { return thread_allocations; }

#ifdef ALLOCATION_COUNTER_SANITIZED

int allocation_counter_is_available(void) { return 0; }

#else

int allocation_counter_is_available(void) { return 1; }

// glibc's own entry points: what the standard names resolve to without us.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

static inline void note(void) {
    if (thread_counting) { thread_allocations++; }
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        if (atomic_exchange_explicit(&trapping, 0, memory_order_relaxed)) { raise(SIGTRAP); }
    }
}

void *malloc(size_t size) { note(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { note(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { note(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { note(); return __libc_valloc(size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) { return EINVAL; }
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) { return ENOMEM; }
    *result = pointer;
    return 0;
}

#endif
