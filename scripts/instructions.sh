#!/usr/bin/env bash
# Counts the instructions a sample of the benchmark's three measured loops
# execute, with callgrind: numbers that do not drift with the machine's load,
# so two commits can be compared on any machine.
#
#   scripts/instructions.sh [SAMPLES] [--mixed] [--set KEY=VALUE]... [--record]
#
# It builds gesture-sim in release, runs `gesture-sim bench --runs 1 --samples
# SAMPLES` (default 30000) under valgrind once per loop, collecting only inside
# that loop's function (`--collect-atstart=no --toggle-collect=<its symbol>`),
# and prints one line a loop:
#
#   engine           900 instructions/sample
#   engine+viewer   1155 instructions/sample
#   reader          1176 instructions/sample
#
# --record writes the three numbers to docs/Numbers.md's instructions section
# (scripts/numbers.py), the one place documents quote them from; only for the
# standard workload (no SAMPLES, --mixed or --set).
# --set passes a setting to the benchmark (`--set quickScaleEnabled=true
# --set longPressEnabled=true` measures with the opt-in recognizers on).
# The profiles stay in .build-instructions/ (ignored by git) for
# `callgrind_annotate`. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

samples=30000
mixed=()
settings=()
record=false
usage="usage: scripts/instructions.sh [SAMPLES] [--mixed] [--set KEY=VALUE]... [--record]"
while (($# > 0)); do
  case "$1" in
  --record) record=true ;;
  --mixed) mixed=(--mixed) ;;
  --set)
    (($# > 1)) || {
      echo "$usage" >&2
      exit 2
    }
    settings+=(--set "$2")
    shift
    ;;
  *[!0-9]* | '')
    echo "$usage" >&2
    exit 2
    ;;
  *) samples=$1 ;;
  esac
  shift
done
if $record && ((${#mixed[@]} + ${#settings[@]} > 0 || samples != 30000)); then
  echo "scripts/instructions.sh: --record is for the standard workload (no SAMPLES, --mixed or --set)" >&2
  exit 2
fi
command -v valgrind >/dev/null || {
  echo "scripts/instructions.sh: valgrind is not installed" >&2
  exit 2
}

swift build -c release --product gesture-sim >/dev/null
binary=.build/release/gesture-sim
out=.build-instructions
mkdir -p "$out"

# The measured loops, by the start of their mangled names (the rest differs
# with specialization; the first symbol that matches, closures and local
# functions aside, is the loop itself).
loops=(
  "engine:\$s11gesture_sim17BenchMeasurementsO9runEngine_13configuration4into"
  "engine+viewer:\$s11gesture_sim17BenchMeasurementsO10runSession_13configuration4into"
  "reader:\$s11gesture_sim17BenchMeasurementsO9runReader4path4into"
)
rows=()
for loop in "${loops[@]}"; do
  name=${loop%%:*}
  prefix=${loop#*:}
  symbol=$(nm "$binary" | awk '{print $NF}' | grep -F "$prefix" | grep -v -E 'fU_|L_|TA(Tm)?(\.[0-9]+)?$' | head -1)
  if [[ -z "$symbol" ]]; then
    echo "scripts/instructions.sh: no symbol for the $name loop in $binary" >&2
    exit 1
  fi
  profile="$out/$name.callgrind"
  valgrind --tool=callgrind --collect-atstart=no "--toggle-collect=$symbol" \
    --callgrind-out-file="$profile" "$binary" bench --runs 1 --samples "$samples" "${mixed[@]}" "${settings[@]}" \
    >/dev/null 2>&1
  total=$(callgrind_annotate "$profile" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
  printf '%-14s %5d instructions/sample\n' "$name" $((total / samples))
  rows+=("| $name | $((total / samples)) |")
done
if $record; then
  {
    printf '| loop (`gesture-sim bench`, %d samples) | instructions a sample |\n| --- | ---: |\n' "$samples"
    printf '%s\n' "${rows[@]}"
  } | python3 scripts/numbers.py set instructions
fi
