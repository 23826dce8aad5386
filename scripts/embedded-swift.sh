# Sourced by the scripts that compile the library with Embedded Swift
# (scripts/build-c.sh; scripts/build-wasm.sh compiles it the same way):
#   toolchain                 the Swift toolchain's bin folder (put on PATH from
#                             /opt/swift when swiftc is not there)
#   stale OUTPUT INPUT...     whether OUTPUT is missing or older than an input
#   embedded_library OUT SCRIPT FLAG...
#                             the library's modules (GestureKitLite, then
#                             GestureKitLiteStreams and GestureKitLiteImporters,
#                             which import it) compiled with FLAG... into
#                             OUT/MODULE.o and OUT/MODULE.swiftmodule each, unless
#                             nothing changed since (SCRIPT, the calling script,
#                             counts)
#   library_modules           those three module names, in build order
#   empty_modules OUT "MODULE..." FLAG...
#                             an empty OUT/MODULE.swiftmodule for each MODULE: for
#                             the builds that compile several modules' sources as
#                             one module (scripts/build-wasm.sh, scripts/fuzz.sh),
#                             where a file's `import GestureKitLiteStreams` must
#                             find a module while the types it names are the one
#                             module's own
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"

stale() {
  local output="$1"
  shift
  [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

library_modules=(GestureKitLite GestureKitLiteStreams GestureKitLiteImporters)

embedded_library() {
  local out="$1" script="$2" module inputs=()
  shift 2
  for module in "${library_modules[@]}"; do
    # A module is rebuilt when its sources, or a module it imports, changed.
    inputs+=("Sources/$module")
    local previous=("${inputs[@]}")
    inputs+=("$out/$module.o")
    stale "$out/$module.o" "${previous[@]}" "$script" scripts/embedded-swift.sh || continue
    echo "== Embedded Swift: $module"
    local sources
    sources=$(find "Sources/$module" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    "$toolchain/swiftc" "$@" -module-name "$module" -package-name GestureKitLite -I "$out" \
      -emit-module -emit-module-path "$out/$module.swiftmodule" -c $sources -o "$out/$module.o"
    touch "$out/$module.o" # swiftc leaves an unchanged object as it was
  done
}

empty_modules() {
  local out="$1" modules="$2" module
  shift 2
  mkdir -p "$out"
  : >"$out/empty.swift"
  for module in $modules; do
    "$toolchain/swiftc" "$@" -module-name "$module" -emit-module \
      -emit-module-path "$out/$module.swiftmodule" "$out/empty.swift"
  done
}
