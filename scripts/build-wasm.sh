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
#                                  player, and Sources/CGestureKitLite/Wasm/gesturekitlite-wasm.h's
#                                  configuration text, for play() and tools;
#   .build-wasm/play-wasi.wasm            the full module's objects with
#                                  Tests/Wasm/play-wasi.c, a WASI command that
#                                  wasmkit runs on a stream;
# and copies the two modules into web/, the JavaScript package (web/README.md).
#
# The modules are the C interface (Sources/GestureKitLiteC) and those it
# depends on for WebAssembly, as Package.swift declares them for `.wasi`
# (scripts/package-modules.py reads `swift package describe`): GestureKitLite,
# GestureKitLiteStreams, the header's CGestureKitLite; not
# GestureKitLiteImporters, since the modules play no device recordings
# (GKL_DEVICE_RECORDINGS is not defined for .wasi). Each is compiled as SwiftPM
# compiles it (its sources, -module-name, -package-name, its defines, importing
# the modules it depends on), warnings as errors; Embedded Swift makes every
# function's body available to the modules that import it, so a generic is
# still specialized where it is used. Both modules link the same objects;
# --gc-sections keeps what their exports reach, so the export list is what
# selects the code: the live module exports the session's functions, the full
# one every gkl_ function (scripts/wasm-size.py shows where the bytes go). Both
# import nothing.
#
# What Embedded Swift cannot have is left out of this build only, behind
# `#if !hasFeature(Embedded)`: custom recognizers (existentials) and the
# observable model (Observation). Sources/CGestureKitLite/Wasm/libc.c is the C library the module needs,
# and Sources/GestureKitLiteC/Wasm/ the functions only the full module has (`#if arch(wasm32)`).
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
# reach of the memory a function writes, so a canary guards nothing there. No
# closure specialization: it copies a function for every closure it is called
# with (the stream readers once for the player and once for the C player), which
# cost the full module 5 % gzipped (docs/PerformanceHistory.md, the modules' weight).
# -lto=llvm-full: the objects are LLVM bitcode, and wasm-ld optimizes the modules'
# code as one program: compiled one module at a time without it, the full module
# was larger than the single module it replaced (the numbers: docs/Decisions.md,
# issue 38).
swift_flags=(-enable-experimental-feature Embedded -wmo -parse-as-library "${GKL_WASM_OPT:--Osize}" -target "$target"
  -Xfrontend -disable-stack-protector -Xllvm -sil-disable-pass=closure-specialize -lto=llvm-full -warnings-as-errors)
c_flags=(--target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 -Wall -Wextra -Werror)

package_modules GestureKitLiteC wasi "$out"
embedded_modules "$out" scripts/build-wasm.sh "${swift_flags[@]}"
mapfile -t swift_objects < <(swift_objects "$out")
echo "== C: the module's C library, the layout checks, the WASI driver"
"$toolchain/clang" "${c_flags[@]}" -fno-builtin -c Sources/CGestureKitLite/Wasm/libc.c -o "$out/libc.o"
# shellcheck disable=SC2086
"$toolchain/clang" "${c_flags[@]}" -I "${module_headers[CGestureKitLite]}" -c ${module_sources[CGestureKitLite]} \
  -o "$out/layout.o"
"$toolchain/clang" "${c_flags[@]}" -I "${module_headers[CGestureKitLite]}" -c Tests/Wasm/play-wasi.c -o "$out/play-wasi.o"

echo "== wasm-ld"
# The Unicode data tables are linked only if something calls for them: neither
# module may (wasm-size.py --check says so when one does).
runtime=("$out/libc.o" "$toolchain/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a")
functions=$(grep -o 'gkl_[a-z_]*(' Sources/CGestureKitLite/include/gesturekitlite.h | tr -d '(' | sort -u)
# The live module: the session and the names; not the player, the stream
# sniffing (GestureKitLiteStreams) nor the log lines.
live_functions=$(grep -v -e '^gkl_player_' -e '^gkl_stream_' -e '^gkl_format_event$' -e '^gkl_session_format_state$' \
  <<<"$functions")
# The full module adds Sources/CGestureKitLite/Wasm/gesturekitlite-wasm.h's functions.
functions+=" $(grep -o 'gkl_[a-z_]*(' Sources/CGestureKitLite/Wasm/gesturekitlite-wasm.h | tr -d '(' | sort -u)"
# link NAME FUNCTIONS: NAME.wasm from the Swift modules' objects, exporting FUNCTIONS, malloc and free. wasm-ld
# keeps the name section in NAME.named.wasm; binaryen's wasm-opt -Oz, repeated
# while it still shrinks (--converge), then shrinks the code (about 5 % gzipped) and
# strips every custom section.
link() {
  local name="$1" exports=(--export=malloc --export=free) map=()
  for function in $2; do exports+=("--export=$function"); done
  if [ "${GKL_WASM_MAP:-}" = 1 ]; then map=(-Map="$out/$name.map"); fi
  "$toolchain/wasm-ld" --no-entry --gc-sections "${exports[@]}" "${swift_objects[@]}" "${runtime[@]}" -o "$out/$name.named.wasm" \
    "${map[@]}"
  if stale "$out/$name.wasm" "$out/$name.named.wasm"; then
    wasm-opt -Oz --converge --strip-debug --strip-producers --strip-target-features "$out/$name.named.wasm" -o "$out/$name.wasm"
  fi
}
if ! command -v wasm-opt >/dev/null 2>&1; then
  echo "scripts/build-wasm.sh needs wasm-opt: apt-get install binaryen" >&2
  exit 1
fi
link gesturekitlite "$functions"
link gesturekitlite-live "$live_functions"
"$toolchain/wasm-ld" --gc-sections --strip-all "${swift_objects[@]}" "${runtime[@]}" "$out/play-wasi.o" \
  -o "$out/play-wasi.wasm"
if [ -z "${GKL_WASM_OUT:-}" ]; then cp "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" web/; fi
ls -l "$out/gesturekitlite.wasm" "$out/gesturekitlite-live.wasm" "$out/play-wasi.wasm"
