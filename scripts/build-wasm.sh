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
# The library and the C interface are compiled as one Swift module (one
# object): the C interface's files `import GestureKitLite`, which the compiler
# then ignores with a warning, so warnings are suppressed here (the native
# build checks them with -warnings-as-errors). One module lets the optimizer
# specialize each generic once instead of once a module. Both modules are
# linked from that object; --gc-sections keeps what their exports reach, so
# the export list is what selects the code (scripts/wasm-size.py shows where
# the bytes go). Both import nothing.
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
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"
out="${GKL_WASM_OUT:-.build-wasm}"
mkdir -p "$out"
target=wasm32-unknown-none-wasm
swift_flags=(-enable-experimental-feature Embedded -wmo -parse-as-library "${GKL_WASM_OPT:--Osize}" -target "$target")
c_flags=(--target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 -Wall -Wextra -Werror)

# stale OUTPUT INPUT...: whether OUTPUT is missing or older than an input.
stale() {
  local output="$1"
  shift
  [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

cat >"$out/module.modulemap" <<MAP
module CGestureKitLite {
  header "$PWD/Sources/CGestureKitLite/include/gesturekitlite.h"
  export *
}
MAP
sources=$(find Sources/GestureKitLite Sources/GestureKitLiteC Wasm -name '*.swift' | sort)
if stale "$out/GestureKitLite.o" Sources/GestureKitLite Sources/GestureKitLiteC Sources/CGestureKitLite Wasm \
  scripts/build-wasm.sh; then
  echo "== Embedded Swift: GestureKitLite and its C interface, one module"
  # shellcheck disable=SC2086
  "$toolchain/swiftc" "${swift_flags[@]}" -suppress-warnings -module-name GestureKitLite \
    -package-name GestureKitLite -I "$out" -Xcc -fmodule-map-file="$out/module.modulemap" \
    -c $sources -o "$out/GestureKitLite.o"
fi
echo "== C: the module's C library, the layout checks, the WASI driver"
"$toolchain/clang" "${c_flags[@]}" -fno-builtin -c Wasm/libc.c -o "$out/libc.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Sources/CGestureKitLite/gesturekitlite.c \
  -o "$out/layout.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Tests/Wasm/play-wasi.c -o "$out/play-wasi.o"

echo "== wasm-ld"
# The Unicode data tables are linked only if something calls for them: the
# live module must not (wasm-size.py --check says so when it does).
objects=("$out/GestureKitLite.o" "$out/libc.o" "$toolchain/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a")
functions=$(grep -o 'gkl_[a-z_]*(' Sources/CGestureKitLite/include/gesturekitlite.h | tr -d '(' | sort -u)
# The live module: the session and the names; not the player, not the log lines.
live_functions=$(grep -v -e '^gkl_player_' -e '^gkl_format_event$' -e '^gkl_session_format_state$' <<<"$functions")
# The full module adds Wasm/gesturekitlite-wasm.h's functions.
functions+=" $(grep -o 'gkl_[a-z_]*(' Wasm/gesturekitlite-wasm.h | tr -d '(' | sort -u)"
# link NAME FUNCTIONS: NAME.wasm exporting FUNCTIONS, malloc and free. wasm-ld
# keeps the name section in NAME.named.wasm; binaryen's wasm-opt -Oz then
# shrinks the code (about 5 % gzipped) and strips every custom section.
link() {
  local name="$1" exports=(--export=malloc --export=free) map=()
  for function in $2; do exports+=("--export=$function"); done
  if [ "${GKL_WASM_MAP:-}" = 1 ]; then map=(-Map="$out/$name.map"); fi
  "$toolchain/wasm-ld" --no-entry --gc-sections "${exports[@]}" "${objects[@]}" -o "$out/$name.named.wasm" "${map[@]}"
  if stale "$out/$name.wasm" "$out/$name.named.wasm"; then
    wasm-opt -Oz --strip-debug --strip-producers --strip-target-features "$out/$name.named.wasm" -o "$out/$name.wasm"
  fi
}
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "scripts/build-wasm.sh needs wasm-opt: apt-get install binaryen" >&2
  exit 1
fi
link gesturekitlite "$functions"
link gesturekitlite-live "$live_functions"
"$toolchain/wasm-ld" --gc-sections --strip-all "${objects[@]}" "$out/play-wasi.o" -o "$out/play-wasi.wasm"
if [ -z "${GKL_WASM_OUT:-}" ]; then cp "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" web/; fi
ls -l "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" "$out/play-wasi.wasm"
