/*
 * powers_of_ten.h: the double nearest to 10^e, correctly rounded (ties to
 * even), for -325 <= e <= 308, computed with exact integer arithmetic instead
 * of read from a table. A table of the 634 doubles is 5 KB that gzip cannot
 * shrink (their mantissas look random), a fifth of the C library in the live
 * WebAssembly module; this is about 300 bytes. It serves strtod's slow path
 * (Sources/CGestureKitLite/Wasm/libc.c), which the decimal parser takes only for numbers of more
 * than 19 significant digits, so its cost (up to 325 divisions of a 1,280-bit
 * number) is paid rarely. Tests/Wasm/powers-of-ten.c checks every exponent
 * against the C library's strtod.
 */
#ifndef GKL_POWERS_OF_TEN_H
#define GKL_POWERS_OF_TEN_H

#include <stdint.h>

#define GKL_LIMBS 40 /* 1,280 bits, little-endian 32-bit limbs */
#define GKL_SCALE 1216 /* 10^-k is computed as floor(2^GKL_SCALE / 10^k) x 2^-GKL_SCALE */

static int gkl_bit_length(const uint32_t *x) {
  for (int i = GKL_LIMBS - 1; i >= 0; i--) {
    if (x[i]) return i * 32 + 32 - __builtin_clz(x[i]);
  }
  return 0;
}

static int gkl_bit(const uint32_t *x, int i) { return i >= 0 ? (int)((x[i >> 5] >> (i & 31)) & 1u) : 0; }

/* Whether any bit below index n is set. */
static int gkl_any_below(const uint32_t *x, int n) {
  for (int i = 0; i < n; i++) {
    if (gkl_bit(x, i)) return 1;
  }
  return 0;
}

/* x x 2^scale rounded to a double: to 53 bits, and to no bit below 2^-1074. */
static double gkl_round_to_double(const uint32_t *x, int scale, int inexact) {
  int length = gkl_bit_length(x);
  int discard = length - 53;
  if (discard < -1074 - scale) discard = -1074 - scale;
  if (discard < 0) discard = 0;
  uint64_t m = 0;
  for (int i = length - 1; i >= discard; i--) m = (m << 1) | (uint64_t)gkl_bit(x, i);
  int exponent = discard + scale;
  int guard = discard > 0 ? gkl_bit(x, discard - 1) : 0;
  int sticky = inexact || (discard > 1 && gkl_any_below(x, discard - 1));
  if (guard && (sticky || (m & 1))) m++;
  if (m == 0) return 0.0;
  while (m >> 53) { /* a carry out of the rounding: the dropped bit is 0 */
    m >>= 1;
    exponent++;
  }
  int n = 64 - __builtin_clzll(m);
  int e = n - 1 + exponent;
  union { uint64_t bits; double value; } result;
  if (e >= -1022) {
    result.bits = ((uint64_t)(e + 1023) << 52) | ((m << (53 - n)) & ((1ull << 52) - 1));
  } else {
    result.bits = m; /* subnormal: exponent is -1074 here */
  }
  return result.value;
}

/* The double nearest to 10^e, for -325 <= e <= 308. */
static double gkl_power_of_ten(int e) {
  uint32_t x[GKL_LIMBS] = {0};
  if (e >= 0) {
    x[0] = 1;
    for (int k = 0; k < e; k++) { /* x *= 10, exactly */
      uint64_t carry = 0;
      for (int i = 0; i < GKL_LIMBS; i++) {
        uint64_t product = (uint64_t)x[i] * 10u + carry;
        x[i] = (uint32_t)product;
        carry = product >> 32;
      }
    }
    return gkl_round_to_double(x, 0, 0);
  }
  x[GKL_SCALE / 32] = 1u << (GKL_SCALE % 32);
  for (int k = 0; k < -e; k++) { /* x = floor(x / 10): floor(floor(a / b) / c) = floor(a / bc) */
    uint64_t remainder = 0;
    for (int i = GKL_LIMBS - 1; i >= 0; i--) {
      uint64_t part = (remainder << 32) | x[i];
      x[i] = (uint32_t)(part / 10u);
      remainder = part % 10u;
    }
  }
  /* 2^GKL_SCALE is never a multiple of 10^k (k >= 1): the quotient is inexact. */
  return gkl_round_to_double(x, -GKL_SCALE, 1);
}

#endif /* GKL_POWERS_OF_TEN_H */
