/*
 * powers-of-ten: Sources/CGestureKitLite/Wasm/powers_of_ten.h's gkl_power_of_ten(e) is the C
 * library's strtod("1e<e>") (correctly rounded) for every e the WebAssembly
 * module's strtod uses, -325 to 308, bit for bit. scripts/test-wasm.sh
 * compiles it natively and runs it.
 */
#include "../../Sources/CGestureKitLite/Wasm/powers_of_ten.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int failures = 0;
  for (int e = -325; e <= 308; e++) {
    char text[16];
    snprintf(text, sizeof text, "1e%d", e);
    double expected = strtod(text, NULL), got = gkl_power_of_ten(e);
    if (memcmp(&expected, &got, sizeof got) != 0) {
      printf("10^%d: %.17g expected, %.17g computed\n", e, expected, got);
      failures++;
    }
  }
  printf("powers of ten: 634 exponents, %d differ\n", failures);
  return failures != 0;
}
