#!/usr/bin/env bash
# Makes the encoding fixtures: bundled streams re-encoded with CRLF line endings
# and/or a UTF-8 byte-order mark, which the readers accept (README, "Touch streams").
# Each must play exactly as its source does, so its .expected equals the source's;
# Tests/GestureTests/Fixtures/InvalidStreamTests.swift checks both.
#
#   scripts/make-encoding-fixtures.sh   # run by scripts/make-fixtures.sh after synth
set -euo pipefail
cd "$(dirname "$0")/../Fixtures/touchstreams"
crlf() { awk '{ printf "%s\r\n", $0 }' "$1"; }   # portable: BSD sed has no \r
bom() { printf '\357\273\277'; }
crlf tour.touches > crlf-line-endings.touches
{ bom; cat tour.touches; } > utf8-bom.touches
{ bom; crlf jsonl-double-tap-zoom-in-and-out.jsonl; } > utf8-bom-crlf-line-endings.jsonl
