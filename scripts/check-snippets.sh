#!/usr/bin/env bash
# Every Swift sample in the documentation is code that CI builds.
#
#   scripts/check-snippets.sh
#
# Fails (exit 1) if a ```swift block of README.md, docs/*.md or the DocC
# catalogs (Sources/*/*.docc/**/*.md) is not, after
# trimming, the code of a snippet file or of a marked region of one.
#
# Decision: the samples are SwiftPM snippets (Snippets/*.swift), which
# `swift build` compiles as executables against the package's products and
# which DocC can show with @Snippet(path:slice:); CI also runs them. A sample
# that is a test lives in Tests/GestureTests/Examples/, so `swift test` runs
# it. Examples/Embedder (an app's package that depends on this one by path,
# built, run and tested by scripts/build-examples.sh) holds the README's
# samples, which need an embedder's own package (the dependency lines). The
# markers are DocC's:
#   - a file's leading `//` lines are its description, not its code;
#   - `// snippet.hide` ... `// snippet.show` is left out of what is shown
#     (a `#if canImport(UIKit)` guard, an import needed only to compile);
#   - `// snippet.NAME` ... `// snippet.end` is a region (DocC's slice NAME)
#     that a block may show alone; Examples/ writes `// README: NAME` ...
#     `// README: end`, which counts the same.
# Trimming: blank lines at either end, trailing spaces, and the indentation
# all lines share (a region inside `#if` is indented by swift-format).
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PY'
import glob, os, re, sys

def normalize(lines):
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    indents = [len(line) - len(line.lstrip()) for line in lines if line]
    cut = min(indents) if indents else 0
    return "\n".join(line[cut:] for line in lines)

MARKER = re.compile(r"^\s*// (?:snippet\.|README: )([A-Za-z0-9_ -]+?)\s*$")

def views(path):
    """The code a snippet file shows: the whole (visible) file and each region."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    start = 0
    while start < len(lines) and lines[start].lstrip().startswith("//") and not MARKER.match(lines[start]):
        start += 1
    whole, regions, open_regions, hidden = [], {}, [], False
    for line in lines[start:]:
        marker = MARKER.match(line)
        if marker:
            name = marker.group(1)
            if name == "hide":
                hidden = True
            elif name == "show":
                hidden = False
            elif name == "end":
                if open_regions:
                    open_regions.pop()
            else:
                open_regions.append(name)
                regions.setdefault(name, [])
            continue
        if hidden:
            continue
        whole.append(line)
        for name in open_regions:
            regions[name].append(line)
    found = {f"{path}": normalize(whole)}
    for name, region in regions.items():
        found[f"{path} (region {name})"] = normalize(region)
    return found

snippets = {}
sources = (glob.glob("Snippets/**/*.swift", recursive=True) + glob.glob("Tests/GestureTests/Examples/*.swift")
           + glob.glob("Examples/**/*.swift", recursive=True))
for path in sorted(sources):
    snippets.update(views(path))
known = {code: name for name, code in snippets.items()}

documents = ["README.md"] + sorted(glob.glob("docs/*.md")) + sorted(
    glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
failures = checked = 0
for document in documents:
    if not os.path.exists(document):
        continue
    with open(document, encoding="utf-8") as f:
        lines = f.read().split("\n")
    index = 0
    while index < len(lines):
        fence = re.match(r"^(\s*)(```+)\s*swift\s*$", lines[index])
        if not fence:
            index += 1
            continue
        first, ticks = index + 1, fence.group(2)
        end = first
        while end < len(lines) and lines[end].strip() != ticks:
            end += 1
        code = normalize(lines[first:end])
        checked += 1
        if code not in known:
            failures += 1
            print(f"{document}:{index + 1}: error: this ```swift block is not the code of a snippet "
                  "(Snippets/*.swift, Tests/GestureTests/Examples/*.swift or Examples/**/*.swift: a whole "
                  "file, or a `// snippet.NAME` ... `// snippet.end` or `// README: NAME` ... `// README: end` region); put the code in one and paste it here",
                  file=sys.stderr)
        index = end + 1
if failures:
    print(f"check-snippets: {failures} of {checked} Swift blocks are not snippets", file=sys.stderr)
    sys.exit(1)
print(f"check-snippets: {checked} Swift blocks, each a snippet of {len(snippets)} known")
PY
