#!/usr/bin/env bash
# Assembles the live page (Examples/web) with the JavaScript package (web/,
# whose modules scripts/build-wasm.sh builds) into one folder to serve:
#   DIR/index.html, DIR/app.js, DIR/viewer-canvas.js   the page
#   DIR/gesturekitlite/                                the package's files (web/package.json's "files")
# The page's import map is pointed at DIR/gesturekitlite/. Serve DIR over HTTP
# (module scripts do not load from file: URLs), for example:
#   scripts/build-web.sh /tmp/gkl-web && python3 -m http.server -d /tmp/gkl-web 8000
# Usage: scripts/build-web.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:?usage: scripts/build-web.sh DIR}"
scripts/build-wasm.sh 2>&1 | grep -E '^(==|-r)' || true
[ -e web/gesturekitlite.wasm ] && [ -e web/gesturekitlite-live.wasm ]
mkdir -p "$dir/gesturekitlite"
cp Examples/web/app.js Examples/web/viewer-canvas.js "$dir/"
python3 - "$dir" <<'PY'
import json, shutil, sys
directory = sys.argv[1]
for name in json.load(open("web/package.json"))["files"] + ["package.json"]:
    shutil.copy("web/" + name, directory + "/gesturekitlite/" + name)
page = open("Examples/web/index.html", encoding="utf-8").read()
assert page.count('"gesturekitlite": "../../web/index.js"') == 1
open(directory + "/index.html", "w", encoding="utf-8").write(
    page.replace('"gesturekitlite": "../../web/index.js"', '"gesturekitlite": "./gesturekitlite/index.js"'))
PY
echo "$dir: $(find "$dir" -type f | wc -l) files; serve it: python3 -m http.server -d $dir 8000"
