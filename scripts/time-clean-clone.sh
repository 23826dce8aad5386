#!/usr/bin/env bash
# How long a newcomer waits: a fresh clone's build and its tests, the README's command.
#
#   scripts/time-clean-clone.sh [--record]
#
# Clones HEAD into a temporary folder, then times `swift build --build-tests` and
# `swift test --skip-build` there (wall clock, this machine's cores: `nproc`). --record
# writes them to docs/Numbers.md's tests section (scripts/numbers.py).
set -euo pipefail
cd "$(dirname "$0")/.."
record=false
case "${1:-}" in
--record) record=true ;;
"") ;;
*)
  echo "usage: scripts/time-clean-clone.sh [--record]" >&2
  exit 2
  ;;
esac
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
git clone -q . "$folder/clone"
# The tests that read the shared recordings find them beside the clone, as in a checkout.
[ -d ../shared ] && ln -s "$(cd .. && pwd)/shared" "$folder/shared"
start=$(date +%s)
(cd "$folder/clone" && swift build --build-tests >/dev/null 2>&1)
built=$(date +%s)
summary=$(cd "$folder/clone" && swift test --skip-build 2>&1 | grep -E '^.{0,4}Test run with' | tail -1)
tested=$(date +%s)
count=$(echo "$summary" | sed -n 's/.*Test run with \([0-9,]*\) tests.*/\1/p')
table=$(
  printf '| step | seconds |\n| --- | ---: |\n'
  printf '| `swift build --build-tests` on a fresh clone | %d |\n' $((built - start))
  printf '| `swift test --skip-build` (%s tests) | %d |\n' "$count" $((tested - built))
  printf '\nOn %d cores (`nproc`), debug build.\n' "$(nproc)"
)
echo "$table"
if $record; then echo "$table" | python3 scripts/numbers.py set tests; fi
