#!/usr/bin/env bash
# Builds the engine, the five recognizers, the arena, the viewer and the C
# interface with Embedded Swift for wasm32-unknown-none-wasm, into
#   .build-wasm/gesturekitlite.wasm  one module exporting the C interface
#                                    (gesturekitlite.h's gkl_ functions, malloc,
#                                    free, memory) and importing nothing;
#   .build-wasm/play-wasi.wasm       the same objects with Tests/Wasm/play-wasi.c,
#                                    a WASI command that wasmkit runs on a stream.
# What Embedded Swift cannot have is left out of this build only, behind
# `#if !hasFeature(Embedded)`: custom recognizers (existentials) and the
# observable model (Observation). Wasm/libc.c is the C library the module needs.
# Steps whose inputs have not changed are skipped. GKL_WASM_OPT (default -Osize)
# and GKL_WASM_OUT (default .build-wasm) choose the optimization and the folder:
# the Embedding outside Swift article (GestureKitLite.docc/EmbeddingOutsideSwift.md)'s measurements compare -Osize with -O.
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

library=$(find Sources/GestureKitLite -name '*.swift' | sort)
if stale "$out/GestureKitLite.o" Sources/GestureKitLite scripts/build-wasm.sh; then
  echo "== Embedded Swift: GestureKitLite"
  # shellcheck disable=SC2086
  "$toolchain/swiftc" "${swift_flags[@]}" -module-name GestureKitLite -package-name GestureKitLite \
    -emit-module -emit-module-path "$out/GestureKitLite.swiftmodule" -c $library -o "$out/GestureKitLite.o"
fi
cat >"$out/module.modulemap" <<MAP
module CGestureKitLite {
  header "$PWD/Sources/CGestureKitLite/include/gesturekitlite.h"
  export *
}
MAP
if stale "$out/GestureKitLiteC.o" Sources/GestureKitLiteC Sources/CGestureKitLite "$out/GestureKitLite.o"; then
  echo "== Embedded Swift: GestureKitLiteC (the C interface)"
  "$toolchain/swiftc" "${swift_flags[@]}" -module-name GestureKitLiteC -I "$out" \
    -Xcc -fmodule-map-file="$out/module.modulemap" -c Sources/GestureKitLiteC/*.swift -o "$out/GestureKitLiteC.o"
fi
echo "== C: the module's C library, the layout checks, the WASI driver"
"$toolchain/clang" "${c_flags[@]}" -fno-builtin -c Wasm/libc.c -o "$out/libc.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Sources/CGestureKitLite/gesturekitlite.c \
  -o "$out/layout.o"
"$toolchain/clang" "${c_flags[@]}" -I Sources/CGestureKitLite/include -c Tests/Wasm/play-wasi.c -o "$out/play-wasi.o"

echo "== wasm-ld"
objects=("$out/GestureKitLite.o" "$out/GestureKitLiteC.o" "$out/libc.o"
  "$toolchain/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a")
exports=()
for name in $(grep -o 'gkl_[a-z_]*(' Sources/CGestureKitLite/include/gesturekitlite.h | tr -d '(' | sort -u); do
  exports+=("--export=$name")
done
"$toolchain/wasm-ld" --no-entry --gc-sections --strip-all "${exports[@]}" --export=malloc --export=free \
  "${objects[@]}" -o "$out/gesturekitlite.wasm"
"$toolchain/wasm-ld" --gc-sections --strip-all "${objects[@]}" "$out/play-wasi.o" -o "$out/play-wasi.wasm"
ls -l "$out/gesturekitlite.wasm" "$out/play-wasi.wasm"
