// Counts heap allocations in-process: on glibc this file defines the allocator's public entry points,
// which the dynamic linker binds for every library of the process (the executable comes first in the
// lookup order), counts each call and forwards it to glibc's own implementation (`__libc_malloc` and
// friends, exported for exactly this use), so no dlsym bootstrap is needed. The counter is one relaxed
// atomic shared by all threads: async benchmarks hop between threads.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    // Growing in place is not a new allocation for the figures' purpose, but glibc cannot tell us; every
    // realloc that is not a free counts as one.
    if (size != 0) count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t allocation_counter_total(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

int allocation_counter_is_active(void) { return 1; }

#else

uint64_t allocation_counter_total(void) { return 0; }

int allocation_counter_is_active(void) { return 0; }

#endif
