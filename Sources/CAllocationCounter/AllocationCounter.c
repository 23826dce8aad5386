// Interposes the allocator in the executable that links it; see AllocationCounter.h.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#ifndef __has_feature
#define __has_feature(x) 0
#endif

// Sanitizers bring their own allocator and intercept malloc themselves; under
// them the counter steps aside (and reports that it cannot count).
#if defined(__linux__) && defined(__GLIBC__) && !__has_feature(address_sanitizer) && \
    !__has_feature(thread_sanitizer) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocation_count;

static inline void count(void) { __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED); }

uint64_t gesturekit_allocation_count(void) { return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

#else

// Elsewhere the allocator is not interposed; the benchmark reports that it cannot count.
uint64_t gesturekit_allocation_count(void) { return UINT64_MAX; }

#endif
