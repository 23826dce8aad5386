#!/usr/bin/env bash
# Builds the DocC catalog (Sources/GestureKitLite/GestureKitLite.docc) with
# the toolchain's docc, without the swift-docc-plugin package (the package
# takes no dependencies), and fails on any warning: a broken symbol link, a
# public symbol missing from the topics, an article that does not resolve.
#
#   scripts/docs.sh [OUTPUT]     # default .build/GestureKitLite.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/GestureKitLite.doccarchive}
rm -rf .build/*/symbolgraph
# It also tries the test modules, which fail to load before `swift build
# --build-tests`; only the library's graph is needed, and it is checked below.
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
graphs=.build/docs-symbolgraphs
rm -rf "$graphs" && mkdir -p "$graphs"
cp .build/*/symbolgraph/GestureKitLite.symbols.json .build/*/symbolgraph/GestureKitLite@*.symbols.json "$graphs"/ 2>/dev/null || true
test -s "$graphs/GestureKitLite.symbols.json" || {
  echo "scripts/docs.sh: no symbol graph for GestureKitLite" >&2
  exit 2
}
docc convert Sources/GestureKitLite/GestureKitLite.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name GestureKitLite --fallback-bundle-identifier org.gesturekitlite.GestureKitLite \
  --output-path "$output" --warnings-as-errors "${@:2}"
echo "scripts/docs.sh: the documentation archive is $output"
