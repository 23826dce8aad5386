#!/usr/bin/env bash
# Every Swift sample in the documentation is code that CI builds.
#
#   scripts/check-snippets.sh
#
# Fails (exit 1) if a ```swift block of README.md, docs/*.md or the DocC catalogs is
# not the code of a snippet file or of a marked region of one; the rules and the
# markers are in scripts/snippets.py's header.
set -euo pipefail
exec python3 "$(dirname "$0")/snippets.py" check
