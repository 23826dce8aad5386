/*
 * The few C library functions the WebAssembly build of GestureKitLite needs
 * (wasm32-unknown-none-wasm has no C library): an allocator, memcmp, strlen,
 * round, the 128-bit multiply, strtod for the decimal parser's slow path,
 * and the stubs Embedded Swift's runtime links against. The module imports
 * nothing, so a page loads it with no glue and wasmkit runs it as it is.
 *
 * The allocator keeps a free list per power-of-two size class: memory is
 * taken from the module's linear memory (memory.grow) and never returned,
 * and a freed block is reused by the next allocation of its class, so a
 * session in steady state (which allocates nothing per sample) never grows
 * the memory. It is the module's C library, not the engine's state: every
 * gkl_ handle is still independent.
 */
#include <stddef.h>
#include <stdint.h>

#include "powers_of_ten.h"

extern unsigned char __heap_base;

#define GKL_HEADER 16u   /* every block starts with its class, keeping 16-byte alignment */
#define GKL_CLASSES 48

static void *gkl_free_lists[GKL_CLASSES];
static uintptr_t gkl_heap_top, gkl_heap_end;

static unsigned gkl_class_for(size_t size) {
  unsigned cls = 5; /* 32 bytes, header included */
  while (((size_t)1 << cls) < size + GKL_HEADER) cls++;
  return cls;
}

static void *gkl_take(unsigned cls) {
  if (cls >= GKL_CLASSES) return NULL;
  void *block = gkl_free_lists[cls];
  if (block) {
    gkl_free_lists[cls] = *(void **)block;
  } else {
    if (gkl_heap_top == 0) {
      gkl_heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
      gkl_heap_end = __builtin_wasm_memory_size(0) * 65536;
    }
    size_t size = (size_t)1 << cls;
    if (gkl_heap_end - gkl_heap_top < size) {
      size_t pages = (size - (gkl_heap_end - gkl_heap_top) + 65535) / 65536;
      size_t old = __builtin_wasm_memory_grow(0, pages);
      if (old == (size_t)-1) return NULL;
      gkl_heap_end = (old + pages) * 65536; /* the memory's end; gkl_heap_top was at most the old end */
    }
    block = (void *)gkl_heap_top;
    gkl_heap_top += size;
  }
  return block;
}

void *malloc(size_t size) {
  unsigned char *block = gkl_take(gkl_class_for(size));
  if (!block) return NULL;
  unsigned char *pointer = block + GKL_HEADER;
  ((uint32_t *)block)[0] = gkl_class_for(size);
  ((uint32_t *)pointer)[-1] = GKL_HEADER; /* free finds the block from the pointer */
  return pointer;
}

void free(void *pointer) {
  if (!pointer) return;
  uint32_t offset = ((uint32_t *)pointer)[-1];
  unsigned char *block = (unsigned char *)pointer - offset;
  uint32_t cls = ((uint32_t *)block)[0];
  *(void **)block = gkl_free_lists[cls];
  gkl_free_lists[cls] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment <= GKL_HEADER) {
    *result = malloc(size);
    return *result ? 0 : 12; /* ENOMEM */
  }
  unsigned cls = gkl_class_for(size + alignment);
  unsigned char *block = gkl_take(cls);
  if (!block) return 12;
  uintptr_t pointer = ((uintptr_t)block + GKL_HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
  ((uint32_t *)block)[0] = cls;
  ((uint32_t *)pointer)[-1] = (uint32_t)(pointer - (uintptr_t)block);
  *result = (void *)pointer;
  return 0;
}

int memcmp(const void *a, const void *b, size_t count) {
  const unsigned char *x = a, *y = b;
  for (size_t i = 0; i < count; i++) {
    if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *text) {
  size_t length = 0;
  while (text[length]) length++;
  return length;
}

/* Half away from zero, as C's round: x - trunc(x) is exact. */
double round(double x) {
  double t = __builtin_trunc(x);
  if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
  return t;
}

/* 128-bit multiply (compiler-rt's __multi3), for the decimal parser. */
typedef unsigned __int128 gkl_u128;
typedef struct { uint64_t low, high; } gkl_words;
__int128 __multi3(__int128 a, __int128 b) {
  gkl_words x = *(gkl_words *)&a, y = *(gkl_words *)&b;
  uint64_t a0 = (uint32_t)x.low, a1 = x.low >> 32, b0 = (uint32_t)y.low, b1 = y.low >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
  gkl_words r;
  r.low = (middle << 32) | (uint32_t)p00;
  r.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + x.low * y.high + x.high * y.low;
  return *(__int128 *)&r;
}

/*
 * Double(String) for the decimal parser's slow path, which it takes only for
 * more than 19 significant digits or an exponent past 100,000 (the fast
 * paths, Swift code shared with the native build, read every other number):
 * the first 19 significant digits times the correctly rounded power of ten
 * (computed exactly, Sources/CGestureKitLite/Wasm/powers_of_ten.h). Exact when the digits after the
 * 19th are zeros, as in 1 followed by 155 zeros; otherwise within about one
 * unit in the last place of the native build's correctly rounded result
 * (the Embedding outside Swift article says so).
 */
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *p = text;
  int negative = 0;
  if (*p == '+' || *p == '-') negative = *p++ == '-';
  uint64_t significand = 0;
  int digits = 0, exponent = 0, any = 0;
  for (; *p >= '0' && *p <= '9'; p++, any = 1) {
    if (digits < 19) {
      significand = significand * 10 + (uint64_t)(*p - '0');
      if (significand) digits++;
    } else {
      exponent++;
    }
  }
  if (*p == '.') {
    for (p++; *p >= '0' && *p <= '9'; p++, any = 1) {
      if (digits < 19) {
        significand = significand * 10 + (uint64_t)(*p - '0');
        exponent--;
        if (significand) digits++;
      }
    }
  }
  if (!any) return NULL;
  if (*p == 'e' || *p == 'E') {
    p++;
    int sign = 1, value = 0, exponent_digits = 0;
    if (*p == '+' || *p == '-') sign = *p++ == '-' ? -1 : 1;
    for (; *p >= '0' && *p <= '9'; p++, exponent_digits++) {
      if (value < 100000) value = value * 10 + (*p - '0');
    }
    if (!exponent_digits) return NULL;
    exponent += sign * value;
  }
  double magnitude = 0;
  if (significand != 0) {
    while (significand % 10 == 0) {
      significand /= 10;
      exponent++;
    }
    if (exponent > 308) {
      magnitude = __builtin_inf();
    } else if (exponent >= -325) {
      magnitude = (double)significand * gkl_power_of_ten(exponent);
    }
  }
  *result = negative ? -magnitude : magnitude;
  return p;
}

/* Hashing seeds: fixed, so a module run is deterministic. */
void arc4random_buf(void *buffer, size_t count) {
  for (size_t i = 0; i < count; i++) ((unsigned char *)buffer)[i] = 0;
}

void __stack_chk_fail(void) { __builtin_trap(); }
uintptr_t __stack_chk_guard = 0x2f8a4c1du;
