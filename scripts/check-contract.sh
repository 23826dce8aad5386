#!/usr/bin/env bash
# docs/Contract.md is the contract, a byte-for-byte copy of ../shared/SPEC.md
# (the file the project's owners edit, kept beside the repository).
#
#   scripts/check-contract.sh           fail (exit 1) when the two differ
#   scripts/check-contract.sh --update  copy ../shared/SPEC.md over docs/Contract.md
#
# Without ../shared (a clone on its own) there is nothing to compare with:
# it says so and exits 0. CI always has ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."
spec=../shared/SPEC.md
if [ ! -f "$spec" ]; then
  echo "check-contract: $spec is not here; docs/Contract.md is not compared"
  exit 0
fi
if [ "${1:-}" = --update ]; then
  cp "$spec" docs/Contract.md
  echo "check-contract: docs/Contract.md copied from $spec"
  exit 0
fi
if ! cmp -s "$spec" docs/Contract.md; then
  diff -u docs/Contract.md "$spec" | head -40 >&2 || true
  echo "check-contract: docs/Contract.md differs from $spec; run scripts/check-contract.sh --update and commit it" >&2
  exit 1
fi
echo "check-contract: docs/Contract.md is $spec, byte for byte"
