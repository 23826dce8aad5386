#!/usr/bin/env python3
"""Checks that the examples quoted in the documents below are the files CI runs.

Documents: the DocC article EmbeddingOutsideSwift.md and the Python package's
README (python/README.md). A fenced block right after `<!-- example: PATH -->`
must be the whole of PATH (relative to the repository's root); after
`<!-- excerpt: PATH -->`, consecutive lines of it. Exits 1 naming each block
that is not, or a document that quotes nothing.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = [
    os.path.join("Sources", "GestureKitLite", "GestureKitLite.docc", "EmbeddingOutsideSwift.md"),
    os.path.join("python", "README.md"),
]
pattern = re.compile(r"<!-- (example|excerpt): (\S+) -->\n```[a-z]*\n(.*?)```\n", re.S)
failures = []
for document in DOCUMENTS:
    name = os.path.basename(document)
    text = open(os.path.join(ROOT, document), encoding="utf-8").read()
    count = 0
    for kind, path, block in pattern.findall(text):
        count += 1
        source = open(os.path.join(ROOT, path), encoding="utf-8").read()
        if kind == "example" and block != source:
            failures.append(f"{document}: the example of {path} is not that file")
        if kind == "excerpt" and block not in source:
            failures.append(f"{document}: the excerpt of {path} is not in that file")
    if count == 0:
        failures.append(f"{document} quotes no example")
    print(f"{document}: {count} quoted examples checked")
for failure in failures:
    print(failure, file=sys.stderr)
sys.exit(1 if failures else 0)
