#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations made by every thread of the process since it started (malloc, calloc, realloc to
/// a new block, posix_memalign, aligned_alloc, memalign). Zero where the allocator cannot be
/// interposed (not glibc): the benchmark then prints allocations as unknown.
uint64_t allocation_counter_total(void);

/// Whether allocations are counted on this platform.
int allocation_counter_is_active(void);

#endif
