/*
 * The functions Embedded Swift's standard library asks of its host on Linux
 * that the C library built by scripts/build-c.sh defines itself, so that it
 * needs no Swift runtime and nothing of the C library newer than the
 * functions every glibc and musl have. Both stay inside the library: its
 * version script (shared) and llvm-objcopy (static) make them local.
 */
#define _GNU_SOURCE
#include <locale.h>
#include <stddef.h>
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *text, double *result);
void arc4random_buf(void *buffer, size_t count);

/* `Double(String)` (the decimal parser's slow path, for numbers of more than
 * 19 significant digits): strtod in the C locale, as the Swift runtime
 * defines it, whatever locale the host program has set (a German
 * LC_NUMERIC must not stop "1.5" at the '.'). The locale object is made per
 * call, so the library keeps no global state; glibc returns its built-in C
 * locale without allocating. Returns where parsing stopped, or NULL when no
 * number starts at `text`. */
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  locale_t c = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
  if (c) {
    *result = strtod_l(text, &end, c);
    freelocale(c);
  } else {
    *result = strtod(text, &end);
  }
  return end == text ? NULL : end;
}

/* The seed of the standard library's hashing (Set, Dictionary): fixed, as in
 * the WebAssembly module (Sources/CGestureKitLite/Wasm/libc.c), so that the library reads no random
 * source and runs the same on every run. The library hashes only its own
 * small tables (configuration keys, touches down), never a host's data. */
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i++) bytes[i] = 0;
}
