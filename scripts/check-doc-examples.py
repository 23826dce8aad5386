#!/usr/bin/env python3
"""Checks that the examples quoted in EmbeddingOutsideSwift.md are the files CI runs.

A fenced block right after `<!-- example: PATH -->` must be the whole of PATH; after
`<!-- excerpt: PATH -->`, consecutive lines of it. Exits 1 naming each block that is not.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Sources", "GestureKitLite", "GestureKitLite.docc", "EmbeddingOutsideSwift.md")

text = open(DOC, encoding="utf-8").read()
pattern = re.compile(r"<!-- (example|excerpt): (\S+) -->\n```[a-z]*\n(.*?)```\n", re.S)
failures, count = [], 0
for kind, path, block in pattern.findall(text):
    count += 1
    source = open(os.path.join(ROOT, path), encoding="utf-8").read()
    if kind == "example" and block != source:
        failures.append(f"EmbeddingOutsideSwift.md: the example of {path} is not that file")
    if kind == "excerpt" and block not in source:
        failures.append(f"EmbeddingOutsideSwift.md: the excerpt of {path} is not in that file")
if count == 0:
    failures.append("EmbeddingOutsideSwift.md quotes no example")
for failure in failures:
    print(failure, file=sys.stderr)
print(f"EmbeddingOutsideSwift.md: {count} quoted examples checked")
sys.exit(1 if failures else 0)
