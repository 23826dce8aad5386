#!/usr/bin/env bash
# The WebAssembly module gives exactly what the native build gives: builds it
# (scripts/build-wasm.sh), then plays every fixture in Fixtures/touchstreams
# (invalid ones included) through .build-wasm/play-wasi.wasm with wasmkit and
# compares with `gesture-sim play --format jsonl`: standard output byte for
# byte, the exit code, and the error line. Then checks strtod's powers of ten
# (Tests/Wasm/powers-of-ten.c) and the modules' weight (scripts/wasm-size.py --check).
# Usage: scripts/test-wasm.sh [path/to/gesture-sim]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
sim="${1:-}"
if [ -z "$sim" ]; then
  swift build --product gesture-sim
  sim="$(swift build --show-bin-path)/gesture-sim"
fi
scripts/build-wasm.sh 2>&1 | grep -E '^(==|-r)' || true
[ -e .build-wasm/play-wasi.wasm ]
wasmkit="$(dirname "$(readlink -f "$(command -v swift)")")/wasmkit"
out=.build-wasm/test
mkdir -p "$out"

echo "== every fixture through the WebAssembly module (wasmkit) as gesture-sim play --format jsonl prints it"
failed=0
fixtures=(Fixtures/touchstreams/*.touches Fixtures/touchstreams/*.jsonl Fixtures/touchstreams/invalid/*.touches
  Fixtures/touchstreams/invalid/*.jsonl)
for file in "${fixtures[@]}"; do
  form=text
  case "$file" in *.jsonl) form=jsonl ;; esac
  want_rc=0 got_rc=0
  "$sim" play --format jsonl "$file" >"$out/want.out" 2>"$out/want.err" || want_rc=$?
  "$wasmkit" run .build-wasm/play-wasi.wasm "$form" <"$file" >"$out/got.out" 2>"$out/got.err" || got_rc=$?
  head -n 1 "$out/want.err" >"$out/want.err1"
  # The module does not know the file's name: it prints ":LINE:COLUMN: error: ...".
  if [ -s "$out/got.err" ]; then printf '%s%s\n' "$file" "$(cat "$out/got.err")" >"$out/got.err1"; else : >"$out/got.err1"; fi
  if [ "$want_rc" != "$got_rc" ] || ! cmp -s "$out/want.out" "$out/got.out" ||
    ! cmp -s "$out/want.err1" "$out/got.err1"; then
    echo "DIFFERS: $file (exit $want_rc expected, $got_rc got)"
    diff "$out/want.out" "$out/got.out" | head -n 5 || true
    diff "$out/want.err1" "$out/got.err1" | head -n 5 || true
    failed=$((failed + 1))
  fi
done
echo "${#fixtures[@]} fixtures, $failed differ"
echo "== the module's powers of ten (Sources/CGestureKitLite/Wasm/powers_of_ten.h) against the C library's strtod"
toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
"$toolchain/clang" -O2 -Wall -Wextra -Werror Tests/Wasm/powers-of-ten.c -o "$out/powers-of-ten"
"$out/powers-of-ten" || failed=$((failed + 1))
echo "== the modules' weight (scripts/wasm-size.py --check: the live one at most 110,800 bytes gzipped, the full one 183,800)"
size_rc=0
python3 scripts/wasm-size.py --check || size_rc=$?
[ "$failed" = 0 ] && [ "$size_rc" = 0 ]
