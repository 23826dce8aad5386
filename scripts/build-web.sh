#!/usr/bin/env bash
# Assembles the browser page (Examples/web/index.html) with the WebAssembly
# module (scripts/build-wasm.sh) into one self-contained file:
#   DIR/index.html          the page with the module inlined (base64); open it
#                           from disk or any static server, no request is made
#   DIR/gesturekitlite.wasm the module itself, for pages of your own
# Usage: scripts/build-web.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:?usage: scripts/build-web.sh DIR}"
scripts/build-wasm.sh 2>&1 | grep -E '^(==|-r)' || true
[ -e .build-wasm/gesturekitlite.wasm ]
mkdir -p "$dir"
cp .build-wasm/gesturekitlite.wasm "$dir/"
python3 - "$dir" <<'PY'
import base64, sys
directory = sys.argv[1]
module = base64.b64encode(open(".build-wasm/gesturekitlite.wasm", "rb").read()).decode()
page = open("Examples/web/index.html", encoding="utf-8").read()
assert page.count("@GKL_MODULE_BASE64@") == 1
open(directory + "/index.html", "w", encoding="utf-8").write(page.replace("@GKL_MODULE_BASE64@", module))
PY
echo "$dir/index.html: $(wc -c <"$dir/index.html") bytes"
