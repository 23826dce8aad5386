#!/usr/bin/env bash
# Code that must not compile does not: each Tests/CompileFailures/*.swift is
# type-checked against the built GestureKitLite module in the compiler's
# -verify mode, which requires exactly the diagnostics its
# `// expected-error {{...}}` and `// expected-note {{...}}` comments name
# (and no others), as the Swift compiler's own tests do.
#
#   scripts/check-compile-failures.sh [MODULES]
#
# MODULES is the folder holding GestureKitLite.swiftmodule (default
# .build/debug/Modules: build first). Exits 1 when a file compiles, or fails
# otherwise than its comments say.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=${1:-.build/debug/Modules}
if [ ! -e "$modules/GestureKitLite.swiftmodule" ]; then
  echo "check-compile-failures: no GestureKitLite.swiftmodule in $modules; run swift build first" >&2
  exit 2
fi
count=0
for file in Tests/CompileFailures/*.swift; do
  swiftc -typecheck -I "$modules" "$file" -Xfrontend -verify -Xfrontend -verify-ignore-unrelated || {
    echo "check-compile-failures: $file did not fail to compile as its expected-error comments say" >&2
    exit 1
  }
  count=$((count + 1))
done
echo "check-compile-failures: $count files fail to compile exactly as they say"
