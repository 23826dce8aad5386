#!/usr/bin/env bash
# Builds the C interface (SPEC §7) as a shared and a static library, in
# release, and lays them out for a C compiler:
#   .build-c/include/gesturekitlite.h
#   .build-c/lib/libgesturekitlite.so      (the `gesturekitlite` product)
#   .build-c/lib/libgesturekitlite.a       (the `gesturekitlite-static` product)
#   .build-c/swift-runtime                 (a file naming the Swift runtime's folder,
#                                           which a program linked with either needs)
# Usage: scripts/build-c.sh [--debug]
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=release
if [ "${1:-}" = "--debug" ]; then configuration=debug; fi
swift build -c "$configuration" --product gesturekitlite
swift build -c "$configuration" --product gesturekitlite-static
bin="$(swift build -c "$configuration" --show-bin-path)"
mkdir -p .build-c/include .build-c/lib
cp Sources/CGestureKitLite/include/gesturekitlite.h .build-c/include/
cp "$bin/libgesturekitlite.so" .build-c/lib/
cp "$bin/libgesturekitlite-static.a" .build-c/lib/libgesturekitlite.a
swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
echo "$(dirname "$swift_bin")/lib/swift/linux" >.build-c/swift-runtime
ls -l .build-c/lib
