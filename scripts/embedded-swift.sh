# Sourced by the scripts that compile the library with Embedded Swift
# (scripts/build-c.sh, scripts/build-wasm.sh):
#   toolchain                 the Swift toolchain's bin folder (put on PATH from
#                             /opt/swift when swiftc is not there)
#   stale OUTPUT INPUT...     whether OUTPUT is missing or older than an input
#   package_modules TARGET PLATFORM OUT
#                             the manifest's description of TARGET and the
#                             targets it depends on for PLATFORM (SwiftPM's
#                             name: linux, wasi), dependencies first: modules,
#                             module_kind, module_sources, module_dependencies,
#                             module_defines, module_headers, package_name
#                             (scripts/package-modules.py says what each holds)
#   embedded_modules OUT SCRIPT FLAG...
#                             each Swift module of `modules` compiled as SwiftPM
#                             compiles it: its own sources, -module-name,
#                             -package-name, its defines, importing the modules
#                             it depends on (OUT/MODULE.swiftmodule, and a C
#                             target's headers through OUT/MODULE.modulemap),
#                             with FLAG..., into OUT/MODULE.o; skipped when
#                             neither its sources, a module it imports nor
#                             SCRIPT (the calling script) changed since
#   swift_objects OUT         the Swift modules' objects, in build order
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
toolchain="$(dirname "$(readlink -f "$(command -v swiftc)")")"

stale() {
  local output="$1"
  shift
  [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

package_modules() {
  local description
  description=$(scripts/package-modules.py "$1" "$2" "$3")
  eval "$description"
}

embedded_modules() {
  local out="$1" script="$2" module dependency
  shift 2
  mkdir -p "$out"
  for module in "${modules[@]}"; do
    if [ "${module_kind[$module]}" = clang ]; then
      # The module map SwiftPM writes for a C target without an umbrella header.
      cat >"$out/$module.modulemap.new" <<MAP
module $module {
  umbrella "$PWD/${module_headers[$module]}"
  export *
}
MAP
      cmp -s "$out/$module.modulemap.new" "$out/$module.modulemap" || mv "$out/$module.modulemap.new" "$out/$module.modulemap"
      rm -f "$out/$module.modulemap.new"
      continue
    fi
    local inputs=("${module_path[$module]}" "$script" scripts/embedded-swift.sh Package.swift) imports=() defines=()
    for dependency in ${module_dependencies[$module]}; do
      if [ "${module_kind[$dependency]}" = clang ]; then
        inputs+=("${module_headers[$dependency]}" "$out/$dependency.modulemap")
        imports+=(-Xcc -fmodule-map-file="$out/$dependency.modulemap")
      else
        inputs+=("$out/$dependency.o")
      fi
    done
    for define in ${module_defines[$module]}; do defines+=(-D "$define"); done
    stale "$out/$module.o" "${inputs[@]}" || continue
    echo "== Embedded Swift: $module"
    # shellcheck disable=SC2086
    "$toolchain/swiftc" "$@" "${defines[@]}" -module-name "$module" -package-name "$package_name" -I "$out" \
      "${imports[@]}" -emit-module -emit-module-path "$out/$module.swiftmodule" -c ${module_sources[$module]} \
      -o "$out/$module.o"
    touch "$out/$module.o" # swiftc leaves an unchanged object as it was
  done
}

swift_objects() {
  local module
  for module in "${modules[@]}"; do
    if [ "${module_kind[$module]}" = swift ]; then echo "$1/$module.o"; fi
  done
}
