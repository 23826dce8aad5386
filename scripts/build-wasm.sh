#!/usr/bin/env bash
# Builds the engine, the five recognizers, the arena, the viewer and the C
# interface with Embedded Swift for wasm32-unknown-none-wasm, into
#   .build-wasm/gesturekitlite-live.wasm  what a page driving a viewer from
#                                  pointer events loads: the session functions of
#                                  gesturekitlite.h (create from a preset and
#                                  settings, frames and samples in, events and
#                                  the state out, its errors), malloc, free and
#                                  memory; no stream reader, player or log line;
#   .build-wasm/gesturekitlite.wasm       every gkl_ function: the session, the
#                                  log lines (gkl_format_event), the stream
#                                  player, and Wasm/gesturekitlite-wasm.h's
#                                  configuration text, for play() and tools;
#   .build-wasm/play-wasi.wasm            the full module's objects with
#                                  Tests/Wasm/play-wasi.c, a WASI command that
#                                  wasmkit runs on a stream;
# and copies the two modules into web/, the JavaScript package (web/README.md).
#
# The library (GestureKitLite, and GestureKitLiteStreams for the player and
# the log lines; not GestureKitLiteImporters: the modules play no device
# recordings) and the C interface are compiled as one Swift module (one
# object): their files `import GestureKitLite`, which the compiler then
# ignores with a warning, so warnings are suppressed here (the native build
# checks them with -warnings-as-errors); their `import GestureKitLiteStreams`
# finds an empty module of that name (empty_modules in
# scripts/embedded-swift.sh), the types being the one module's own. One
# module lets the optimizer specialize each generic once instead of once a
# module. The live module is compiled from GestureKitLite and the C
# interface's session part only (not Sources/GestureKitLiteC/Player), the full
# one from all of the above; --gc-sections keeps what their exports reach, so
# the export list is what selects the code (scripts/wasm-size.py shows where the
# bytes go). Both import nothing.
#
# What Embedded Swift cannot have is left out of this build only, behind
# `#if !hasFeature(Embedded)`: custom recognizers (existentials) and the
# observable model (Observation). Wasm/libc.c is the C library the module needs.
# Steps whose inputs have not changed are skipped. GKL_WASM_OPT (default -Osize)
# and GKL_WASM_OUT (default .build-wasm) choose the optimization and the folder
# (the Embedding outside Swift article's measurements compare -Osize with -O);
# with GKL_WASM_OUT set, web/ is left alone. Each module is also kept as
# wasm-ld wrote it, names included (NAME.named.wasm); GKL_WASM_MAP=1 writes
# wasm-ld's map beside it (NAME.map), which scripts/wasm-size.py reads. Needs
# binaryen's wasm-opt (Debian's binaryen package).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/embedded-swift.sh
. scripts/embedded-swift.sh
out="${GKL_WASM_OUT:-.build-wasm}"
mkdir -p "$out"
target=wasm32-unknown-none-wasm
# No stack protectors: WebAssembly keeps return addresses on its own stack, out of
# reach of the memory a function writes, so a canary guards nothing there.
swift_flags=(-enable-experimental-feature Embedded -wmo -parse-as-library "${GKL_WASM_OPT:--Osize}" -target "$target"
  -Xfrontend -disable-stack-protector)
c_flags=(--target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 -Wall -Wextra -Werror)

cat >"$out/module.modulemap" <<MAP
module CGestureKitLite {
  header "$PWD/Sources/CGestureKitLite/include/gesturekitlite.h"
  export *
}
MAP
# one_module OBJECT WHAT SOURCE_FOLDER...: the Swift files of the folders (the
# C interface's Player/ only where named) compiled as one module, GestureKitLite.
one_module() {
  local object="$1" what="$2"
  shift 2
  stale "$object" "$@" Sources/CGestureKitLite scripts/build-wasm.sh scripts/embedded-swift.sh || return 0
  echo "== Embedded Swift: $what, one module"
  local sources
  sources=$(find "$@" -name '*.swift' | grep -v -e '^Sources/GestureKitLiteC/Player/' | sort)
  for folder in "$@"; do
    if [ "$folder" = Sources/GestureKitLiteC/Player ]; then sources+=" $(find "$folder" -name '*.swift' | sort)"; fi
  done
  # shellcheck disable=SC2086
  "$toolchain/swiftc" "${swift_flags[@]}" -suppress-warnings -module-name GestureKitLite \
    -package-name GestureKitLite -I "$out" -I "$out/empty" -Xcc -fmodule-map-file="$out/module.modulemap" \
    -c $sources -o "$object"
}
empty_modules "$out/empty" GestureKitLiteStreams "${swift_flags[@]}"
# The live module: the core and the C interface's session part.
one_module "$out/live.o" "GestureKitLite and the C interface's sessions" Sources/GestureKitLite Sources/GestureKitLiteC
# The full module: the streams and the players too, and Wasm/'s functions.
one_module "$out/GestureKitLite.o" "GestureKitLite, GestureKitLiteStreams and the C interface" Sources/GestureKitLite \
  Sources/GestureKitLiteStreams Sources/GestureKitLiteC Sources/GestureKitLiteC/Player Wasm
echo "== C: the module's C library, the layout checks, the WASI driver"
"$toolchain/clang" "${c_flags[@]}" -fno-builtin -c Wasm/libc.c -o "$out/libc.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Sources/CGestureKitLite/gesturekitlite.c \
  -o "$out/layout.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Tests/Wasm/play-wasi.c -o "$out/play-wasi.o"

echo "== wasm-ld"
# The Unicode data tables are linked only if something calls for them: neither
# module may (wasm-size.py --check says so when one does).
runtime=("$out/libc.o" "$toolchain/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a")
functions=$(grep -o 'gkl_[a-z_]*(' Sources/CGestureKitLite/include/gesturekitlite.h | tr -d '(' | sort -u)
# The live module: the session and the names; not the player, the stream
# sniffing (GestureKitLiteStreams) nor the log lines.
live_functions=$(grep -v -e '^gkl_player_' -e '^gkl_stream_' -e '^gkl_format_event$' -e '^gkl_session_format_state$' \
  <<<"$functions")
# The full module adds Wasm/gesturekitlite-wasm.h's functions.
functions+=" $(grep -o 'gkl_[a-z_]*(' Wasm/gesturekitlite-wasm.h | tr -d '(' | sort -u)"
# link NAME FUNCTIONS OBJECT: NAME.wasm from OBJECT, exporting FUNCTIONS, malloc and free. wasm-ld
# keeps the name section in NAME.named.wasm; binaryen's wasm-opt -Oz, repeated
# while it still shrinks (--converge), then shrinks the code (about 5 % gzipped) and
# strips every custom section.
link() {
  local name="$1" exports=(--export=malloc --export=free) map=()
  for function in $2; do exports+=("--export=$function"); done
  if [ "${GKL_WASM_MAP:-}" = 1 ]; then map=(-Map="$out/$name.map"); fi
  "$toolchain/wasm-ld" --no-entry --gc-sections "${exports[@]}" "$3" "${runtime[@]}" -o "$out/$name.named.wasm" \
    "${map[@]}"
  if stale "$out/$name.wasm" "$out/$name.named.wasm"; then
    wasm-opt -Oz --converge --strip-debug --strip-producers --strip-target-features "$out/$name.named.wasm" -o "$out/$name.wasm"
  fi
}
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "scripts/build-wasm.sh needs wasm-opt: apt-get install binaryen" >&2
  exit 1
fi
link gesturekitlite "$functions" "$out/GestureKitLite.o"
link gesturekitlite-live "$live_functions" "$out/live.o"
"$toolchain/wasm-ld" --gc-sections --strip-all "$out/GestureKitLite.o" "${runtime[@]}" "$out/play-wasi.o" \
  -o "$out/play-wasi.wasm"
if [ -z "${GKL_WASM_OUT:-}" ]; then cp "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" web/; fi
ls -l "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" "$out/play-wasi.wasm"
