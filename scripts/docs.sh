#!/usr/bin/env bash
# Builds the DocC catalogs of the library's products (GestureKitLite,
# GestureKitLiteStreams, GestureKitLiteImporters; Sources/MODULE/MODULE.docc)
# with the toolchain's docc, without the swift-docc-plugin package (the package
# takes no dependencies), and fails on any warning: a broken symbol link, a
# public symbol missing from the topics, an article that does not resolve.
#
# Each archive is built with external link support and the archives of the
# modules it imports as dependencies, so a page of GestureKitLiteStreams links
# ``GestureKitLite/ImageViewerSession`` into GestureKitLite's archive. (The core
# imports neither, so its pages name the other two in code font.)
#
#   scripts/docs.sh [OUTPUT]     # default .build/docs: OUTPUT/MODULE.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
rm -rf .build/*/symbolgraph
# It also tries the test modules, which fail to load before `swift build
# --build-tests`; only the library's graphs are needed, and they are checked below.
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
mkdir -p "$output"
dependencies=()
for module in GestureKitLite GestureKitLiteStreams GestureKitLiteImporters; do
  graphs=.build/docs-symbolgraphs/$module
  rm -rf "$graphs" && mkdir -p "$graphs"
  cp .build/*/symbolgraph/"$module".symbols.json .build/*/symbolgraph/"$module"@*.symbols.json "$graphs"/ 2>/dev/null || true
  test -s "$graphs/$module.symbols.json" || {
    echo "scripts/docs.sh: no symbol graph for $module" >&2
    exit 2
  }
  archive="$output/$module.doccarchive"
  rm -rf "$archive"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.gesturekitlite.$module" \
    --enable-experimental-external-link-support "${dependencies[@]}" \
    --output-path "$archive" --warnings-as-errors "${@:2}"
  dependencies+=(--dependency "$archive")
  echo "scripts/docs.sh: $module's documentation archive is $archive"
done
