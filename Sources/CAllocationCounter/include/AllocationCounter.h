// Counts heap allocations in the gesture-sim executable, for `gesture-sim bench`.
//
// The executable defines malloc, calloc, realloc, posix_memalign, aligned_alloc and
// memalign itself (forwarding to glibc's __libc_* functions), so ELF symbol
// interposition routes every allocation of the process, the Swift runtime's included,
// through them. The count is exact, never estimated. The library does not link this.
#ifndef GESTUREKIT_ALLOCATION_COUNTER_H
#define GESTUREKIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of allocation calls (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign) since the process started.
uint64_t gesturekit_allocation_count(void);

#endif
