#!/usr/bin/env bash
# The C library's sizes, as scripts/build-c.sh left them in .build-c/lib.
#
#   scripts/c-size.sh [--record]
#
# Prints the shared library's size (stripped, as installed), the static archive's, and
# what the shared one needs at run time. --record writes them to docs/Numbers.md's
# c-library section (scripts/numbers.py). Run scripts/build-c.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
record=false
case "${1:-}" in
--record) record=true ;;
"") ;;
*)
  echo "usage: scripts/c-size.sh [--record]" >&2
  exit 2
  ;;
esac
shared=$(readlink -f .build-c/lib/libgesturekitlite.so 2>/dev/null || true)
static=.build-c/lib/libgesturekitlite.a
if [[ ! -f "$shared" || ! -f "$static" ]]; then
  echo "scripts/c-size.sh: no library in .build-c/lib; run scripts/build-c.sh first" >&2
  exit 2
fi
grouped() { python3 -c 'import sys; print(f"{int(sys.argv[1]):,}")' "$1"; }
needed=$(readelf -d "$shared" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | paste -sd, - | sed 's/,/, /g')
table=$(
  printf '| artifact | bytes |\n| --- | ---: |\n'
  printf '| `%s` (shared, stripped) | %s |\n' "$(basename "$shared")" "$(grouped "$(stat -c %s "$shared")")"
  printf '| `libgesturekitlite.a` (static) | %s |\n' "$(grouped "$(stat -c %s "$static")")"
  printf '\nThe shared library needs %s at run time, nothing else.\n' "$needed"
)
echo "$table"
if $record; then echo "$table" | python3 scripts/numbers.py set c-library; fi
