#!/usr/bin/env python3
"""docs/Numbers.md: the one home of every number that changes with the code.

    scripts/numbers.py set SECTION < TABLE   replace SECTION's table
    scripts/numbers.py check                 every section is there

Each number (instructions a sample, module and library sizes, peers' sizes, the tests'
time on a clean clone) is written here by the script that measures it — never by hand —
and every other document links to its section instead of repeating it:

    SECTION        written by
    instructions   scripts/instructions.sh --record
    webassembly    scripts/wasm-size.py --record
    c-library      scripts/c-size.sh --record
    peers          scripts/peer-sizes.py --record
    tests          scripts/time-clean-clone.sh --record

A section is the text between `<!-- numbers: SECTION -->` and `<!-- numbers: end -->`;
`set` keeps the rest of the file as it is and adds the commit it was measured at.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "docs", "Numbers.md")
SECTIONS = {
    "instructions": "scripts/instructions.sh --record",
    "webassembly": "scripts/wasm-size.py --record",
    "c-library": "scripts/c-size.sh --record",
    "peers": "scripts/peer-sizes.py --record",
    "tests": "scripts/time-clean-clone.sh --record",
}


def pattern(section):
    return re.compile(r"(<!-- numbers: " + re.escape(section) + r" -->\n)(.*?)(<!-- numbers: end -->)", re.S)


def commit():
    result = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True, text=True)
    return result.stdout.strip() or "unknown"


def set_section(section, table):
    with open(PATH, encoding="utf-8") as f:
        text = f.read()
    found = pattern(section).search(text)
    if not found:
        print(f"numbers.py: docs/Numbers.md has no section '{section}'", file=sys.stderr)
        return 1
    body = table.rstrip("\n") + f"\n\nMeasured at `{commit()}` by `{SECTIONS[section]}`.\n"
    text = text[:found.start(2)] + body + text[found.end(2):]
    with open(PATH, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"docs/Numbers.md: {section} recorded")
    return 0


def check():
    with open(PATH, encoding="utf-8") as f:
        text = f.read()
    missing = [s for s in SECTIONS if not pattern(s).search(text)]
    for section in missing:
        print(f"docs/Numbers.md: error: no section '{section}' ({SECTIONS[section]} writes it)", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["set"] and len(arguments) == 2 and arguments[1] in SECTIONS:
        sys.exit(set_section(arguments[1], sys.stdin.read()))
    if arguments == ["check"]:
        sys.exit(check())
    print(f"usage: scripts/numbers.py set {'|'.join(SECTIONS)} < TABLE, or scripts/numbers.py check",
          file=sys.stderr)
    sys.exit(2)
