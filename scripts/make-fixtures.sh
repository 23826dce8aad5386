#!/usr/bin/env bash
# Regenerates every fixture stream from its gesture script, then shows what changed.
#
#   scripts/make-fixtures.sh            # Fixtures/scripts/NAME.gestures -> Fixtures/touchstreams/NAME.touches
#   scripts/make-fixtures.sh --update   # also rewrite the .expected files (then read the diff!)
#
# Then scripts/make-encoding-fixtures.sh re-encodes a few streams with CRLF line endings and a
# UTF-8 byte-order mark (accepted; each must play exactly as its source).
# A script may name its own synth options on a first line '#! synth --rate 240 --jitter 0.5 --seed 3'.
#
# Every stream with a script here is generated, never edited by hand: synth copies none of a
# script's comments into the stream, so a note about a fixture (what it pins, what was fixed)
# belongs in its script, where it survives the next run. Run on a clean checkout, this script
# therefore changes nothing; .ci/run checks that `git status --porcelain Fixtures` stays empty.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product gesture-sim >/dev/null
sim="$(swift build --show-bin-path)/gesture-sim"
for script in Fixtures/scripts/*.gestures; do
  name="$(basename "$script" .gestures)"
  options=()
  first="$(head -n 1 "$script")"
  if [[ "$first" == '#! synth '* ]]; then read -r -a options <<< "${first#'#! synth '}"; fi
  format=touches
  for option in "${options[@]}"; do [[ "$option" == jsonl ]] && format=jsonl; done
  "$sim" synth "$script" "${options[@]}" --out "Fixtures/touchstreams/$name.$format"
done
scripts/make-encoding-fixtures.sh
if [[ "${1:-}" == "--update" ]]; then "$sim" check Fixtures/touchstreams --update; fi
"$sim" check Fixtures/touchstreams
