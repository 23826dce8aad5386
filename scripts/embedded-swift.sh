# Sourced by the scripts that compile the library with Embedded Swift
# (scripts/build-c.sh; scripts/build-wasm.sh compiles it the same way):
#   toolchain                 the Swift toolchain's bin folder (put on PATH from
#                             /opt/swift when swiftc is not there)
#   stale OUTPUT INPUT...     whether OUTPUT is missing or older than an input
#   embedded_library OUT SCRIPT FLAG...
#                             Sources/GestureKitLite compiled with FLAG... into
#                             OUT/GestureKitLite.o and its module, unless nothing
#                             changed since (SCRIPT, the calling script, counts)
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"

stale() {
  local output="$1"
  shift
  [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

embedded_library() {
  local out="$1" script="$2"
  shift 2
  stale "$out/GestureKitLite.o" Sources/GestureKitLite "$script" scripts/embedded-swift.sh || return 0
  echo "== Embedded Swift: GestureKitLite"
  local library
  library=$(find Sources/GestureKitLite -name '*.swift' | sort)
  # shellcheck disable=SC2086
  "$toolchain/swiftc" "$@" -module-name GestureKitLite -package-name GestureKitLite \
    -emit-module -emit-module-path "$out/GestureKitLite.swiftmodule" -c $library -o "$out/GestureKitLite.o"
  touch "$out/GestureKitLite.o" # swiftc leaves an unchanged object as it was
}
