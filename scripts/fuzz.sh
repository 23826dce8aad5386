#!/usr/bin/env bash
# Fuzzes GestureKitLite with libFuzzer.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#
# TARGET is text-reader, jsonl-reader, engine-viewer, plug-ins (recognizers of
# your own playing the standard parts with arbitrary proposals and values),
# c-interface (arbitrary calls, misuse included, on the C library of
# scripts/build-c.sh, from Fuzz/c_interface.c), or one of the importer targets
# evemu, getevent, getevent-desc, pointer-events and evdev-raw (default: all
# ten); each runs for SECONDS (default 60). The harnesses are
# in Fuzz/ (see the comment at the top of each); the importer targets share
# one binary, fuzz-importers, which GESTUREKIT_FUZZ_TARGET tells which to run
# (so that five targets cost one build). They are compiled standalone with
# the library's sources (GestureKitLite, GestureKitLiteStreams and
# GestureKitLiteImporters as one module, whose `import GestureKitLiteStreams`
# and `import GestureKitLiteImporters` find empty modules of those names in
# .build-fuzz/empty), not as SwiftPM targets:
#
#   swiftc -parse-as-library -sanitize=fuzzer,address -O -assert-config Debug \
#     -D GESTUREKIT_INTERNAL_CHECKS -I .build-fuzz/empty <library sources> Fuzz/Support/... Fuzz/FuzzX.swift
#
# (`-assert-config Debug` keeps precondition messages in the optimized build.)
# Everything goes under .build-fuzz/ (ignored by git):
#   bin/fuzz-TARGET        the fuzzers (rebuilt only when a source or flag changed;
#                          bin/fuzz-importers for the importer targets)
#   src/                   the snapshot of the sources they were built from
#   seeds/TARGET/          the seed corpus, made on every run from Fixtures/ and,
#                          for the importer targets, from Fuzz/seeds/TARGET/ and
#                          ../shared/recordings (when it is there; recordings are
#                          cut to their first 8 KiB, at a line)
#   corpus/TARGET/         the corpus libFuzzer grows; kept between runs
#   artifacts/TARGET-*     crashes, leaks, timeouts (crash-..., leak-..., timeout-...)
#   logs/TARGET.log        libFuzzer's output of the latest run
#
# Exits 0 when every target ran clean, 1 when a target found a crash, leak,
# timeout or out-of-memory (or failed to run), 2 on a usage or build problem.
# The importer targets run with -max_len=8192, plug-ins and c-interface with
# -max_len=2050, unless FUZZ_FLAGS says otherwise.
# The summary gives each target's executions, seconds and rate.
# Environment: FUZZ_FLAGS adds libFuzzer flags (e.g. "-seed=1 -max_len=8192");
# GESTUREKIT_FUZZ_COORDINATE_LIMIT=N caps the engine-viewer target's touch
# coordinates at |N| points and GESTUREKIT_FUZZ_PINCH_SCALE_LIMIT=N stops its
# plays at a pinch scale beyond N: to fuzz on past the open bugs listed in
# Fuzz/findings/README.md (e.g. 1e12 and 1e200).
#
# A reproduction: .build-fuzz/bin/fuzz-TARGET .build-fuzz/artifacts/TARGET-crash-...
#   (an importer target: GESTUREKIT_FUZZ_TARGET=TARGET .build-fuzz/bin/fuzz-importers ARTIFACT)
# A minimization: .build-fuzz/bin/fuzz-TARGET -minimize_crash=1 -runs=20000 ARTIFACT
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
OUT="$ROOT/.build-fuzz"
ALL_TARGETS=(text-reader jsonl-reader engine-viewer plug-ins c-interface evemu getevent getevent-desc pointer-events evdev-raw)
RECORDINGS="$ROOT/../shared/recordings"

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'
  exit 0
}

SECONDS_PER_TARGET=60
if [[ $# -gt 0 ]]; then
  case "$1" in
  -h | --help) usage ;;
  *[!0-9]*) ;;
  *)
    SECONDS_PER_TARGET=$1
    shift
    ;;
  esac
fi
TARGETS=("$@")
[[ ${#TARGETS[@]} -gt 0 ]] || TARGETS=("${ALL_TARGETS[@]}")
for target in "${TARGETS[@]}"; do
  case "$target" in
  text-reader | jsonl-reader | engine-viewer | plug-ins | c-interface | evemu | getevent | getevent-desc | \
    pointer-events | evdev-raw) ;;
  *)
    echo "fuzz.sh: unknown target '$target'; expected one of: ${ALL_TARGETS[*]}" >&2
    exit 2
    ;;
  esac
done
if [[ "$SECONDS_PER_TARGET" -lt 1 ]]; then
  echo "fuzz.sh: SECONDS must be a whole number of seconds, at least 1" >&2
  exit 2
fi

# --- What the build needs: nothing is installed here, only checked. ---------
if ! command -v swiftc >/dev/null 2>&1; then
  echo "fuzz.sh: swiftc is not on PATH; install a Swift toolchain (swift.org) first" >&2
  exit 2
fi
TOOLCHAIN_BIN=$(dirname "$(readlink -f "$(command -v swiftc)")")
if ! compgen -G "$TOOLCHAIN_BIN/../lib/clang/*/lib/*/libclang_rt.fuzzer*" >/dev/null &&
  ! compgen -G "$TOOLCHAIN_BIN/../lib/swift/clang/lib/*/libclang_rt.fuzzer*" >/dev/null; then
  echo "fuzz.sh: this Swift toolchain has no libFuzzer runtime (libclang_rt.fuzzer);" >&2
  echo "         -sanitize=fuzzer needs the swift.org Linux toolchain, which ships it" >&2
  exit 2
fi
LINKER_FLAGS=()
if [[ -x "$TOOLCHAIN_BIN/ld.lld" ]] || command -v ld.lld >/dev/null 2>&1; then
  LINKER_FLAGS=(-use-ld=lld) # silences gold's harmless warnings
fi

# The binary a target runs in.
binary_of() {
  case "$1" in
  evemu | getevent | getevent-desc | pointer-events | evdev-raw) echo importers ;;
  *) echo "$1" ;;
  esac
}

source_of() {
  case "$1" in
  text-reader) echo "Fuzz/Support/FuzzCommon.swift Fuzz/Support/ReaderChecks.swift Fuzz/FuzzTextReader.swift" ;;
  jsonl-reader) echo "Fuzz/Support/FuzzCommon.swift Fuzz/Support/ReaderChecks.swift Fuzz/FuzzJSONLinesReader.swift" ;;
  engine-viewer) echo "Fuzz/Support/FuzzCommon.swift Fuzz/FuzzEngineViewer.swift" ;;
  plug-ins) echo "Fuzz/Support/FuzzCommon.swift Fuzz/FuzzPlugIns.swift" ;;
  importers)
    echo "Fuzz/Support/FuzzCommon.swift Fuzz/Support/ReaderChecks.swift Fuzz/FuzzImporters.swift" \
      "$(cd "$OUT/src" && find Fuzz/Importers -name '*.swift' | LC_ALL=C sort | tr '\n' ' ')"
    ;;
  esac
}

SWIFT_FLAGS=(-parse-as-library -module-name GestureKitLite -package-name GestureKitLite -sanitize=fuzzer,address -O
  -assert-config Debug -D GESTUREKIT_INTERNAL_CHECKS -I "$OUT/empty" "${LINKER_FLAGS[@]}")
LIBRARY_MODULES=(GestureKitLite GestureKitLiteStreams GestureKitLiteImporters)

# --- Build from a snapshot, so that an edit made meanwhile cannot break it. ---
mkdir -p "$OUT/bin" "$OUT/logs" "$OUT/artifacts"
rm -rf "$OUT/src.new"
mkdir -p "$OUT/src.new"
for module in "${LIBRARY_MODULES[@]}"; do cp -R "Sources/$module" "$OUT/src.new/$module"; done
cp -R Fuzz "$OUT/src.new/Fuzz"
rm -rf "$OUT/src"
mv "$OUT/src.new" "$OUT/src"
LIBRARY_SOURCES=()
while IFS= read -r file; do LIBRARY_SOURCES+=("$file"); done < <(cd "$OUT/src" && find "${LIBRARY_MODULES[@]}" -name '*.swift' | LC_ALL=C sort)
mkdir -p "$OUT/empty"
: >"$OUT/empty/empty.swift"
for module in "${LIBRARY_MODULES[@]:1}"; do
  swiftc -parse-as-library -module-name "$module" -emit-module \
    -emit-module-path "$OUT/empty/$module.swiftmodule" "$OUT/empty/empty.swift"
done

# The C interface's driver, against the static library as scripts/build-c.sh
# builds it (which skips what has not changed).
build_c_interface() {
  echo "== c-interface: building $OUT/bin/fuzz-c-interface (scripts/build-c.sh, then clang)"
  if ! { scripts/build-c.sh && "$TOOLCHAIN_BIN/clang" -std=c11 -Wall -Wextra -Werror -g -O1 \
    -fsanitize=fuzzer,address "${LINKER_FLAGS[@]/-use-ld=/-fuse-ld=}" -I .build-c/include Fuzz/c_interface.c \
    .build-c/lib/libgesturekitlite.a -lm -o "$OUT/bin/fuzz-c-interface"; } >"$OUT/logs/build-c-interface.log" 2>&1; then
    cat "$OUT/logs/build-c-interface.log" >&2
    echo "fuzz.sh: building c-interface failed" >&2
    return 1
  fi
}

build() {
  [[ "$1" == c-interface ]] && { build_c_interface; return; }
  local target=$1 binary="$OUT/bin/fuzz-$1" stamp="$OUT/bin/fuzz-$1.stamp"
  local harness=()
  read -r -a harness <<<"$(source_of "$target")"
  local fingerprint
  fingerprint=$(cd "$OUT/src" && {
    swiftc --version 2>&1
    echo "${SWIFT_FLAGS[*]}"
    cat "${LIBRARY_SOURCES[@]}" "${harness[@]}"
  } | cksum)
  if [[ -x "$binary" && -f "$stamp" && "$(cat "$stamp")" == "$fingerprint" ]]; then
    echo "== $target: up to date ($binary)"
    return 0
  fi
  echo "== $target: building $binary"
  local start=$SECONDS
  rm -f "$stamp"
  if ! (cd "$OUT/src" && swiftc "${SWIFT_FLAGS[@]}" "${LIBRARY_SOURCES[@]}" "${harness[@]}" -o "$binary") \
    >"$OUT/logs/build-$target.log" 2>&1; then
    cat "$OUT/logs/build-$target.log" >&2
    echo "fuzz.sh: building $target failed (if someone is editing Sources/, retry in a minute)" >&2
    return 1
  fi
  echo "$fingerprint" >"$stamp"
  echo "== $target: built in $((SECONDS - start)) s"
}

# The builds run side by side: each is mostly one compiler process.
BINARIES=()
for target in "${TARGETS[@]}"; do
  binary=$(binary_of "$target")
  [[ " ${BINARIES[*]} " == *" $binary "* ]] || BINARIES+=("$binary")
done
pids=()
for binary in "${BINARIES[@]}"; do
  build "$binary" &
  pids+=($!)
done
build_failed=0
for pid in "${pids[@]}"; do wait "$pid" || build_failed=1; done
[[ $build_failed -eq 0 ]] || exit 2

# --- Seeds from the fixtures. ------------------------------------------------
shopt -s nullglob
seed() {
  local target=$1 dir="$OUT/seeds/$1"
  rm -rf "$dir"
  mkdir -p "$dir" "$OUT/corpus/$target"
  local texts=(Fixtures/touchstreams/*.touches Fixtures/touchstreams/invalid/*.touches)
  local jsons=(Fixtures/touchstreams/*.jsonl Fixtures/touchstreams/invalid/*.jsonl)
  case "$target" in
  text-reader) cp "${texts[@]}" "$dir/" ;;
  jsonl-reader)
    cp "${jsons[@]}" "$dir/"
    # The text fixtures, written as JSON Lines by the library's writer.
    GESTUREKIT_FUZZ_SEEDS_OUT="$dir" SWIFT_BACKTRACE=enable=no "$OUT/bin/fuzz-$target" "${texts[@]}" 2>/dev/null
    ;;
  engine-viewer)
    # Every fixture that decodes, encoded in the harness's binary form.
    GESTUREKIT_FUZZ_SEEDS_OUT="$dir" SWIFT_BACKTRACE=enable=no "$OUT/bin/fuzz-$target" "${texts[@]}" "${jsons[@]}" 2>/dev/null
    ;;
  c-interface)
    # A session and a player, fed, read, destroyed and used again.
    printf '\x00\x00\x00\x00\x01\x00\x00\x00\x03\x02\x40\x60\x06\x02\x00\x50\x08\x00\x03\x00\x02\x01\x00\x00' \
      >"$dir/seed-session"
    printf '\x01\x00\x00\x00\x0a\x00\x00\x20%s\x0b\x00\x00\x00\x02\x00\x00\x00' '0 down 1 10 10\n0.1 up 1 10 10\n' \
      >"$dir/seed-player"
    ;;
  plug-ins)
    # Every part played by a plug-in or none, each configuration byte, and a
    # two-finger stream: taps, a pinch, a drag.
    local parts
    for parts in 00 1f 7f 04 08; do
      printf "\\x$parts\\x00\\x00\\x30\\x60\\x00\\xe0\\x30\\x60\\x50\\x40\\x30\\x60\\x00\\xe4\\x40\\x70\\x00\\x01\\x48\\x78\\x10\\xe1\\x50\\x80\\x10\\x09\\x50\\x80\\x00\\xc0\\x00\\x00\\xff" \
        >"$dir/seed-$parts"
    done
    ;;
  *)
    # The fixtures as the events a touchscreen would send for them, written as
    # the target reads them; small hand-written inputs; the real recordings.
    local fixtures=(Fixtures/touchstreams/*.touches Fixtures/touchstreams/*.jsonl)
    local events=()
    [[ -d "$RECORDINGS" ]] && while IFS= read -r file; do events+=("$file"); done < <(find "$RECORDINGS" -name '*.events' | LC_ALL=C sort)
    [[ "$target" == evdev-raw ]] || events=()
    GESTUREKIT_FUZZ_TARGET=$target GESTUREKIT_FUZZ_SEEDS_OUT="$dir" SWIFT_BACKTRACE=enable=no \
      "$OUT/bin/fuzz-importers" "${fixtures[@]}" "${events[@]}" 2>/dev/null
    [[ -d "Fuzz/seeds/$target" ]] && cp Fuzz/seeds/"$target"/* "$dir/"
    [[ -d "$RECORDINGS" ]] && recording_seeds "$target" "$dir"
    ;;
  esac
  echo "== $target: $(find "$dir" -type f | wc -l) seeds in $dir"
}

# The first 8 KiB of FILE, cut at its last line break.
head_of() { head -c 8192 "$1" | sed '$d'; }

# Seeds from ../shared/recordings: evemu recordings with their .desc before
# them (the longest .desc name that prefixes the recording's), getevent logs
# alone or after the Galaxy S description the tests use.
recording_seeds() {
  local target=$1 dir=$2 file n=0
  case "$target" in
  evemu)
    while IFS= read -r file; do
      local folder name desc="" candidate
      folder=$(dirname "$file")
      name=$(basename "$file")
      for candidate in "$folder"/*.desc; do
        local stem
        stem=$(basename "$candidate" .desc)
        if [[ "$name" == "$stem".* && ${#candidate} -gt ${#desc} ]]; then desc=$candidate; fi
      done
      { [[ -n "$desc" ]] && grep -v '^E:' "$desc"; head_of "$file"; } >"$dir/recording-$n.events"
      n=$((n + 1))
    done < <(find "$RECORDINGS" -name '*.events' | LC_ALL=C sort)
    ;;
  getevent | getevent-desc)
    while IFS= read -r file; do
      {
        if [[ "$target" == getevent-desc ]]; then
          printf 'N: Samsung Galaxy S touchscreen\nP: 02 00 00 00 00 00 00 00\nA: 35 0 1023 0 0 20\nA: 36 0 1023 0 0 12\n'
        fi
        head_of "$file"
      } >"$dir/recording-$n.txt"
      n=$((n + 1))
    done < <(find "$RECORDINGS/android-getevent" -name '*.txt' | LC_ALL=C sort)
    ;;
  esac
}

# --- Run. --------------------------------------------------------------------
status=0
SUMMARY=()
for target in "${TARGETS[@]}"; do
  seed "$target"
  log="$OUT/logs/$target.log"
  marker="$OUT/logs/$target.start"
  touch "$marker"
  echo "== $target: fuzzing for $SECONDS_PER_TARGET s (log: $log)"
  rc=0
  started=$SECONDS
  # The Swift runtime's own backtracer would race AddressSanitizer's report.
  # shellcheck disable=SC2086
  binary=$(binary_of "$target")
  target_flags=()
  [[ "$binary" == importers ]] && target_flags=(-max_len=8192)
  # Room for the most records the harness reads (libFuzzer would start at the seeds' length).
  [[ "$target" == plug-ins || "$target" == c-interface ]] && target_flags=(-max_len=2050)
  GESTUREKIT_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no "$OUT/bin/fuzz-$binary" \
    -max_total_time="$SECONDS_PER_TARGET" -timeout=25 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$OUT/artifacts/$target-" "${target_flags[@]}" ${FUZZ_FLAGS:-} \
    "$OUT/corpus/$target" "$OUT/seeds/$target" >"$log" 2>&1 || rc=$?
  artifacts=()
  while IFS= read -r file; do artifacts+=("$file"); done < <(find "$OUT/artifacts" -name "$target-*" -newer "$marker" -type f | sort)
  done_line=$(grep -E '^Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)
  if [[ -n "$done_line" ]]; then
    runs=$(sed -E 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\1/' <<<"$done_line")
    secs=$(sed -E 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\2/' <<<"$done_line")
  else
    # A crash ends the run without the Done line: take the last status line.
    runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)
    runs=${runs:-0}
    secs=$((SECONDS - started))
  fi
  if [[ "$secs" =~ ^[0-9]+$ && "$secs" -gt 0 ]]; then rate=$((runs / secs)); else rate="?"; fi
  corpus_size=$(find "$OUT/corpus/$target" -type f | wc -l)
  line=$(printf '%-15s %12s execs %6s s %8s exec/s  corpus %5s' "$target" "$runs" "$secs" "$rate" "$corpus_size")
  if [[ $rc -ne 0 || ${#artifacts[@]} -gt 0 ]]; then
    status=1
    line+="  FAILED (libFuzzer exit $rc)"
    for artifact in "${artifacts[@]}"; do line+=$'\n'"    artifact: ${artifact#"$ROOT"/}"; done
    reason=$(grep -m1 -E 'FUZZ FAILURE|Fatal error|Precondition failed|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|==ERROR' "$log" || true)
    [[ -n "$reason" ]] && line+=$'\n'"    ${reason:0:400}"
  fi
  SUMMARY+=("$line")
  echo "$line"
done

echo
echo "== summary (SECONDS=$SECONDS_PER_TARGET)"
printf '%s\n' "${SUMMARY[@]}"
if [[ $status -ne 0 ]]; then
  echo "fuzz.sh: a target failed; reproduce with .build-fuzz/bin/fuzz-TARGET ARTIFACT, or for an importer target" >&2
  echo "         GESTUREKIT_FUZZ_TARGET=TARGET .build-fuzz/bin/fuzz-importers ARTIFACT (logs in .build-fuzz/logs/)" >&2
fi
exit $status
