#!/usr/bin/env bash
# Builds, runs and tests Examples/Embedder where it stands, an app's package
# that depends on this checkout by path (`.package(name: "GestureKitLite",
# path: "../..")`, so the checkout's folder may have any name), exactly as the
# README's "Adding it to a package" shows it.
#
#   scripts/build-examples.sh
#
# It checks that the ten lines print what the README says they print. The
# build goes to .build-examples/ (ignored by git) rather than
# Examples/Embedder/.build, so that the example's folder stays as committed.
set -euo pipefail
cd "$(dirname "$0")/.."
example=(--package-path Examples/Embedder --scratch-path .build-examples/Embedder)
swift build "${example[@]}" -Xswiftc -warnings-as-errors
output=$(swift run "${example[@]}" --skip-build Viewer)
echo "$output"
for line in "0.270 doubleTap recognized location=195,422 touchCount=1" "0.270 viewer zoomToggled scale=4" "0.270 tap failed why=requiredFailed: doubleTap succeeded, and it had to fail first"; do
  grep -qxF "$line" <<<"$output" || {
    echo "build-examples.sh: the ten lines did not print '$line'" >&2
    exit 1
  }
done
swift test "${example[@]}"
