#!/usr/bin/env bash
# The C interface, proved from C and Python (issue 19, SPEC §7):
# - builds the shared and the static library (scripts/build-c.sh);
# - compiles Tests/C/play.c against the header and each library, and checks that
#   it prints, for every fixture in Fixtures/touchstreams (invalid ones included),
#   exactly what `gesture-sim play --format jsonl` prints: standard output byte
#   for byte, the exit code, and the error line on standard error;
# - runs Tests/C/bad_input.c (refusals: codes, messages, the handle usable after);
# - compiles and runs the documentation's C example (Examples/c/double_tap.c)
#   and its Python example (Examples/python/play.py) on a few fixtures.
# Usage: scripts/test-c.sh [path/to/gesture-sim]
set -euo pipefail
cd "$(dirname "$0")/.."
sim="${1:-}"
if [ -z "$sim" ]; then
  swift build --product gesture-sim
  sim="$(swift build --show-bin-path)/gesture-sim"
fi
scripts/build-c.sh >/dev/null
runtime="$(cat .build-c/swift-runtime)"
# Any C11 compiler; the Swift toolchain's clang when there is no cc.
cc="${CC:-$(command -v cc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/clang")}"
out=.build-c/test
mkdir -p "$out"
cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -I .build-c/include)
shared=(-L.build-c/lib -lgesturekitlite -Wl,-rpath,"$PWD/.build-c/lib" -Wl,-rpath,"$runtime" -lm)
# A Swift static library needs the runtime's registration object (swiftrt.o)
# and the Swift libraries it uses, linked by hand when the linker is cc.
static=("$runtime/x86_64/swiftrt.o" .build-c/lib/libgesturekitlite.a -L"$runtime"
  -lswiftObservation -lswiftCore -lm -Wl,-rpath,"$runtime")

echo "== compile the C programs (shared and static)"
"$cc" "${cflags[@]}" Tests/C/play.c "${shared[@]}" -o "$out/play-shared"
"$cc" "${cflags[@]}" Tests/C/play.c "${static[@]}" -o "$out/play-static"
"$cc" "${cflags[@]}" Tests/C/bad_input.c "${shared[@]}" -o "$out/bad_input"
"$cc" "${cflags[@]}" Examples/c/double_tap.c "${shared[@]}" -o "$out/double_tap"

# compare PROGRAM... FILE: PROGRAM FILE must print what gesture-sim prints.
compare() {
  local file="${*: -1}" want_rc=0 got_rc=0
  "$sim" play --format jsonl "$file" >"$out/want.out" 2>"$out/want.err" || want_rc=$?
  "${@:1:$#-1}" "$file" >"$out/got.out" 2>"$out/got.err" || got_rc=$?
  # gesture-sim may add a "hint:" line after the error; the error line is the contract.
  head -n 1 "$out/want.err" >"$out/want.err1"
  if [ "$want_rc" != "$got_rc" ] || ! cmp -s "$out/want.out" "$out/got.out" ||
    ! cmp -s "$out/want.err1" "$out/got.err"; then
    echo "DIFFERS: ${*:1:$#-1} $file (exit $want_rc expected, $got_rc got)"
    diff "$out/want.out" "$out/got.out" | head -n 5 || true
    diff "$out/want.err1" "$out/got.err" | head -n 5 || true
    return 1
  fi
}

fixtures=(Fixtures/touchstreams/*.touches Fixtures/touchstreams/*.jsonl Fixtures/touchstreams/invalid/*.touches
  Fixtures/touchstreams/invalid/*.jsonl)
for program in play-shared play-static; do
  echo "== $program: every fixture as gesture-sim play --format jsonl prints it"
  failed=0
  for file in "${fixtures[@]}"; do compare "$out/$program" "$file" || failed=$((failed + 1)); done
  echo "${#fixtures[@]} fixtures, $failed differ"
  [ "$failed" = 0 ]
done

echo "== bad input through the C interface"
"$out/bad_input"

echo "== the C example (Examples/c/double_tap.c)"
"$out/double_tap" | diff Examples/c/double_tap.expected -

echo "== the Python example (Examples/python/play.py, ctypes)"
python_fixtures=(double-tap-zoom-in-center.touches pinch-below-min-bounce.touches
  jsonl-double-tap-zoom-in-and-out.jsonl pulldown-dismiss-by-distance.touches
  invalid/time-backwards.touches)
for name in "${python_fixtures[@]}"; do
  compare python3 Examples/python/play.py .build-c/lib/libgesturekitlite.so "Fixtures/touchstreams/$name"
done
echo "${#python_fixtures[@]} fixtures through ctypes, all identical"

echo "== the examples quoted in the Embedding outside Swift article (GestureKitLite.docc/EmbeddingOutsideSwift.md) are these files"
python3 scripts/check-doc-examples.py
