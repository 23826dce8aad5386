#!/usr/bin/env python3
"""Peers' page weight, measured the way scripts/wasm-size.py measures ours.

    scripts/peer-sizes.py [--record] NAME=FILE ...

For each file: its SHA-256, its size and its size gzipped (gzip -9, as a server
compresses it; no file name in the header, so `gzip -9 FILE` is a few bytes more). The
files are the peers' published builds, fetched by whoever runs this, for instance the
tagged build in Hammer.js's repository (npm's `hammerjs@2.0.8` is the same file):

    git clone https://github.com/hammerjs/hammer.js && mkdir -p /tmp/hammerjs-2.0.8
    git -C hammer.js show v2.0.8:hammer.min.js > /tmp/hammerjs-2.0.8/hammer.min.js
    scripts/peer-sizes.py --record "Hammer.js 2.0.8=/tmp/hammerjs-2.0.8/hammer.min.js"

The SHA-256 says which file was measured, so anyone can check it is the published one.
--record writes the table to docs/Numbers.md's peers section (scripts/numbers.py).
"""

import gzip
import hashlib
import os
import subprocess
import sys


def main(arguments):
    record = "--record" in arguments
    pairs = [a for a in arguments if a != "--record"]
    if not pairs or any("=" not in p for p in pairs):
        print("usage: scripts/peer-sizes.py [--record] NAME=FILE ...", file=sys.stderr)
        return 2
    rows = ["| peer | file | bytes | gzipped | SHA-256 |", "| --- | --- | ---: | ---: | --- |"]
    for pair in pairs:
        name, path = pair.split("=", 1)
        if not os.path.isfile(path):
            print(f"scripts/peer-sizes.py: no file {path}", file=sys.stderr)
            return 2
        data = open(path, "rb").read()
        rows.append(f"| {name} | `{os.path.basename(path)}` | {len(data):,} | "
                    f"{len(gzip.compress(data, compresslevel=9, mtime=0)):,} | `{hashlib.sha256(data).hexdigest()}` |")
    table = "\n".join(rows) + "\n"
    print(table, end="")
    if record:
        here = os.path.dirname(os.path.abspath(__file__))
        return subprocess.run([sys.executable, os.path.join(here, "numbers.py"), "set", "peers"], input=table,
                              text=True).returncode
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
