#!/usr/bin/env bash
# Builds, runs and tests Examples/Embedder, an app's package that depends on
# GestureKitLite by path, exactly as the README's "Adding it to a package"
# shows: the example is copied beside a link named GestureKitLite that points
# at this repository, so `.package(path: "../GestureKitLite")` resolves.
#
#   scripts/build-examples.sh
#
# It checks that the ten lines print what the README says they print.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=.build-examples
mkdir -p "$work"
ln -sfn "$root" "$work/GestureKitLite"
rm -rf "$work/Embedder/Sources" "$work/Embedder/Tests"
mkdir -p "$work/Embedder"
cp -R Examples/Embedder/. "$work/Embedder/"
cd "$work/Embedder"
swift build -Xswiftc -warnings-as-errors
output=$(swift run --skip-build Viewer)
echo "$output"
for line in "0.270 doubleTap recognized location=195,422 touchCount=1" "0.270 viewer zoomToggled scale=4" "0.270 tap failed"; do
  grep -qxF "$line" <<<"$output" || {
    echo "build-examples.sh: the ten lines did not print '$line'" >&2
    exit 1
  }
done
swift test
