#!/usr/bin/env bash
# Builds the C library (SPEC §7) with Embedded Swift: the C interface
# (Sources/GestureKitLiteC) and the modules it depends on for Linux, as
# Package.swift declares them (scripts/package-modules.py reads `swift package
# describe`: GestureKitLite, GestureKitLiteStreams for the stream player,
# GestureKitLiteImporters for the recording player, the header's
# CGestureKitLite), each its own module compiled as SwiftPM compiles it (its
# sources, defines and imports), for x86_64-unknown-linux-gnu without the
# Swift runtime, as a shared and a
# static library that need nothing but the C library and libm and export only
# the header's gkl_ functions. It lays them out as a C library is laid out:
#   .build-c/include/gesturekitlite.h
#   .build-c/lib/libgesturekitlite.so.MAJOR.MINOR.PATCH  (soname libgesturekitlite.so.MAJOR)
#   .build-c/lib/libgesturekitlite.so.MAJOR -> and libgesturekitlite.so -> it
#   .build-c/lib/libgesturekitlite.a         (one object; links with -lgesturekitlite -lm)
#   .build-c/lib/pkgconfig/gesturekitlite.pc (prefix: .build-c)
# The version is the header's GKL_VERSION_*. What Embedded Swift cannot have
# (custom recognizers, the observable model) is left out behind
# `#if !hasFeature(Embedded)`, as for the WebAssembly module;
# Sources/CGestureKitLite/Embedded/embedded_runtime.c defines the two functions
# the standard library asks of its host that the library keeps to itself
# (strtod in the C locale, the hashing seed).
#
# A warning fails the build, as in `swift build -Xswiftc -warnings-as-errors`.
#
# Usage:
#   scripts/build-c.sh                          build into .build-c (steps whose
#                                               inputs have not changed are skipped);
#                                               BUILD_DIR=DIR builds into DIR instead
#   PREFIX=/usr/local scripts/build-c.sh install  build, then install into
#                                               $DESTDIR$PREFIX/{include,lib,lib/pkgconfig}
#   PREFIX=/usr/local scripts/build-c.sh uninstall  remove what install put there
# Installed where the dynamic linker looks (/usr/local/lib, /usr/lib: the
# folders ldconfig lists), install runs ldconfig when it is root and prints
# the command otherwise; installed elsewhere, the .pc file's Libs carries a
# run path (-Wl,-rpath,${libdir}), so a program built with
# `pkg-config --cflags --libs gesturekitlite` finds the library where it was
# installed. With DESTDIR (a package being staged) neither happens: the
# package's own scripts run ldconfig.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/embedded-swift.sh
. scripts/embedded-swift.sh
out="${BUILD_DIR:-.build-c}"
obj="$out/obj"
mkdir -p "$obj" "$out/include" "$out/lib/pkgconfig"
# The toolchain's Embedded standard library for this machine (the Swift 6.3
# toolchain has it for x86_64 Linux).
target="$(uname -m)-unknown-linux-gnu"
embedded="$toolchain/../lib/swift/embedded/$target"
if [ ! -d "$embedded" ]; then
  echo "scripts/build-c.sh: no Embedded Swift standard library for $target in this toolchain ($embedded)" >&2
  exit 1
fi
header=Sources/CGestureKitLite/include/gesturekitlite.h
version_part() { sed -n "s/^#define GKL_VERSION_$1 \([0-9]*\)$/\1/p" "$header"; }
major="$(version_part MAJOR)"
version="$major.$(version_part MINOR).$(version_part PATCH)"
# ldconfig is in /sbin, which a user's PATH may lack.
ldconfig=$(command -v ldconfig || echo /sbin/ldconfig)
# Whether the dynamic linker searches DIR without being told: the folders
# ldconfig lists (ld.so.conf and the built-in /lib, /usr/lib).
system_libdir() {
  "$ldconfig" -v -N -X 2>/dev/null | sed -n 's/^\(\/[^:]*\):.*/\1/p' | xargs -r realpath -m |
    grep -qxF "$(realpath -m "$1")"
}

# Nothing to build for an uninstall.
if [ "${1:-}" = uninstall ]; then
  prefix="${PREFIX:?PREFIX=... scripts/build-c.sh uninstall: the folder it was installed into}"
  destination="${DESTDIR:-}$prefix"
  echo "== uninstall from $destination"
  rm -f "$destination/include/gesturekitlite.h" "$destination/lib/libgesturekitlite.so.$version" \
    "$destination/lib/libgesturekitlite.so.$major" "$destination/lib/libgesturekitlite.so" \
    "$destination/lib/libgesturekitlite.a" "$destination/lib/pkgconfig/gesturekitlite.pc"
  if [ -z "${DESTDIR:-}" ] && [ "$(id -u)" = 0 ] && system_libdir "$prefix/lib"; then
    "$ldconfig"
  fi
  exit 0
fi
# Function sections let the linker drop what the C interface does not reach
# (without them the library is twice the size).
swift_flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -Osize -target "$target"
  -Xcc -fPIC -Xllvm -relocation-model=pic -Xfrontend -function-sections -warnings-as-errors)

package_modules GestureKitLiteC linux "$obj"
embedded_modules "$obj" scripts/build-c.sh "${swift_flags[@]}"
mapfile -t swift_objects < <(swift_objects "$obj")
c_flags=(-std=c11 -O2 -fPIC -ffunction-sections -Wall -Wextra -Werror)
"$toolchain/clang" "${c_flags[@]}" -c Sources/CGestureKitLite/Embedded/embedded_runtime.c -o "$obj/embedded_runtime.o"
# The layout checks of the header's structs (no code): they must compile.
# shellcheck disable=SC2086
"$toolchain/clang" "${c_flags[@]}" -I "${module_headers[CGestureKitLite]}" -fsyntax-only ${module_sources[CGestureKitLite]}

objects=("${swift_objects[@]}" "$obj/embedded_runtime.o")
functions=$(grep -o '\bgkl_[a-z_]*(' "$header" | tr -d '(' | sort -u)
cat >"$obj/exports.map" <<'MAP'
{
  global: gkl_*;
  local: *;
};
MAP

echo "== the shared library: libgesturekitlite.so.$version"
"$toolchain/clang" -shared -fPIC "${objects[@]}" "$embedded/libswiftUnicodeDataTables.a" \
  -Wl,--gc-sections -Wl,-s -Wl,--version-script="$obj/exports.map" -Wl,--no-undefined \
  -Wl,-z,relro -Wl,-z,now -Wl,-soname,"libgesturekitlite.so.$major" -lm \
  -o "$out/lib/libgesturekitlite.so.$version"
ln -sf "libgesturekitlite.so.$version" "$out/lib/libgesturekitlite.so.$major"
ln -sf "libgesturekitlite.so.$major" "$out/lib/libgesturekitlite.so"

echo "== the static library: libgesturekitlite.a, one object with only the gkl_ functions global"
# One relocatable object, what the functions do not reach dropped, the
# Unicode tables and Sources/CGestureKitLite/Embedded/embedded_runtime.c inside, every symbol but the
# gkl_ functions made local: two libraries built this way link into one
# program without clashes, and the program's own libc keeps its functions.
roots=()
for name in $functions; do roots+=("--undefined=$name"); done
"$toolchain/ld.lld" -r --gc-sections "${roots[@]}" "${objects[@]}" "$embedded/libswiftUnicodeDataTables.a" \
  -o "$obj/gesturekitlite-merged.o"
"$toolchain/llvm-objcopy" --wildcard --keep-global-symbol='gkl_*' --strip-unneeded \
  "$obj/gesturekitlite-merged.o" "$obj/gesturekitlite.o"
rm -f "$out/lib/libgesturekitlite.a"
"$toolchain/llvm-ar" rcsD "$out/lib/libgesturekitlite.a" "$obj/gesturekitlite.o"

cp "$header" "$out/include/gesturekitlite.h"

# pkgconfig PREFIX: the .pc file for a library installed under PREFIX; a run
# path in Libs unless the dynamic linker searches PREFIX/lib already.
pkgconfig() {
  local rpath='-Wl,-rpath,${libdir} '
  if system_libdir "$1/lib"; then rpath=""; fi
  cat <<PC
prefix=$1
includedir=\${prefix}/include
libdir=\${prefix}/lib

Name: gesturekitlite
Description: GestureKitLite's gesture recognizers and image-viewer model, for C (no Swift runtime)
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} $rpath-lgesturekitlite
Libs.private: -lm
PC
}
pkgconfig "$(cd "$out" && pwd)" >"$out/lib/pkgconfig/gesturekitlite.pc"
ls -l "$out/lib/libgesturekitlite.so.$version" "$out/lib/libgesturekitlite.a"

if [ "${1:-}" = install ]; then
  prefix="${PREFIX:?PREFIX=... scripts/build-c.sh install: the folder to install into}"
  destination="${DESTDIR:-}$prefix"
  echo "== install into $destination"
  install -d "$destination/include" "$destination/lib/pkgconfig"
  install -m 644 "$header" "$destination/include/gesturekitlite.h"
  install -m 755 "$out/lib/libgesturekitlite.so.$version" "$destination/lib/"
  ln -sf "libgesturekitlite.so.$version" "$destination/lib/libgesturekitlite.so.$major"
  ln -sf "libgesturekitlite.so.$major" "$destination/lib/libgesturekitlite.so"
  install -m 644 "$out/lib/libgesturekitlite.a" "$destination/lib/"
  pkgconfig "$prefix" >"$destination/lib/pkgconfig/gesturekitlite.pc"
  chmod 644 "$destination/lib/pkgconfig/gesturekitlite.pc"
  if [ -n "${DESTDIR:-}" ]; then
    echo "staged in $DESTDIR: the package that installs it runs ldconfig"
  elif system_libdir "$prefix/lib"; then
    if [ "$(id -u)" = 0 ]; then
      echo "== ldconfig (so that the dynamic linker finds libgesturekitlite.so.$major in $prefix/lib)"
      "$ldconfig"
    else
      echo "now run: sudo ldconfig   (so that the dynamic linker finds libgesturekitlite.so.$major in $prefix/lib)"
    fi
  else
    echo "$prefix/lib is not where the dynamic linker looks: programs built with" \
      "\`pkg-config --cflags --libs gesturekitlite\` find the library through the run path its Libs carry"
  fi
elif [ -n "${1:-}" ]; then
  echo "usage: scripts/build-c.sh [install|uninstall]  (both need PREFIX=...)" >&2
  exit 2
fi
