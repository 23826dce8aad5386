#!/usr/bin/env python3
"""The documentation's Swift samples: which code each one is, and how a reader builds it.

    scripts/snippets.py check      every ```swift block is the code of a snippet
    scripts/snippets.py packages   each document's snippets compile in a package of
                                   their own, declaring only the products the
                                   document tells its reader to add

`check` fails (exit 1) if a ```swift block of README.md, docs/*.md or the DocC
catalogs (Sources/*/*.docc/**/*.md) is not, after trimming, the code of a snippet
file or of a marked region of one.

Decision: the samples are SwiftPM snippets (Snippets/*.swift), which `swift build`
compiles as executables against the package's products and which DocC can show
with @Snippet(path:slice:); CI also runs them. A sample that is a test lives in
Tests/GestureTests/Examples/, so `swift test` runs it. Examples/Embedder (an app's
package that depends on this one by path, built, run and tested by
scripts/build-examples.sh) holds the README's samples, which need an embedder's own
package (the dependency lines). The markers are DocC's:
  - a file's leading `//` lines are its description, not its code;
  - `// snippet.hide` ... `// snippet.show` is left out of what is shown (a
    `#if canImport(UIKit)` guard);
  - `// snippet.NAME` ... `// snippet.end` is a region (DocC's slice NAME) that a
    block may show alone; Examples/ writes `// README: NAME` ... `// README: end`,
    which counts the same.
Trimming: blank lines at either end, trailing spaces, and the indentation all lines
share (a region inside `#if` is indented by swift-format).

`packages` builds what a reader of each document would build. Inside this
repository every product is at hand, so a sample that needs a product its document
never names, or an import it never shows, compiles here and fails for the reader.
So, for every snippet file a document shows (README.md's are Examples/Embedder's,
whose manifest the README quotes and build-examples.sh builds):
  - every `import` in the file, hidden or not, must be in a block of the document
    (a reader cannot guess a hidden import);
  - the file is compiled, in a scratch package (.build-doc-packages) that depends
    on this one by path, as a target that declares only the library products the
    document tells its reader to add (its `.product(name: "GestureKitLiteStreams", ...)`
    lines: naming a product in passing is not telling a reader to add it), with
    `--explicit-target-dependency-import-check error`: an import of a product the
    document does not name fails. A file that shows in several documents is a
    target for each: each document must name what it needs.
Tests are test targets; everything is built in one `swift build --build-tests`.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^\s*// (?:snippet\.|README: )([A-Za-z0-9_ -]+?)\s*$")
IMPORT = re.compile(r"^\s*import\s+(\w+)\s*$")


def normalize(lines):
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    indents = [len(line) - len(line.lstrip()) for line in lines if line]
    cut = min(indents) if indents else 0
    return "\n".join(line[cut:] for line in lines)


def views(path):
    """The code a snippet file shows: {name: code} for the whole (visible) file and each region."""
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
    found = {f"{path}": (path, normalize(whole))}
    for name, region in regions.items():
        found[f"{path} (region {name})"] = (path, normalize(region))
    return found


def snippet_sources():
    return sorted(glob.glob("Snippets/**/*.swift", recursive=True) + glob.glob("Tests/GestureTests/Examples/*.swift")
                  + glob.glob("Examples/**/*.swift", recursive=True))


def documents():
    return [d for d in ["README.md"] + sorted(glob.glob("docs/*.md"))
            + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True)) if os.path.exists(d)]


def blocks(document):
    """The ```swift blocks of a document: (line number of the fence, trimmed code)."""
    with open(document, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found, index = [], 0
    while index < len(lines):
        fence = re.match(r"^(\s*)(```+)\s*swift\s*$", lines[index])
        if not fence:
            index += 1
            continue
        first, ticks = index + 1, fence.group(2)
        end = first
        while end < len(lines) and lines[end].strip() != ticks:
            end += 1
        found.append((index + 1, normalize(lines[first:end])))
        index = end + 1
    return found


def known_snippets():
    """{trimmed code: (snippet name, file)} for every view of every snippet file."""
    known = {}
    for path in snippet_sources():
        for name, (file, code) in views(path).items():
            known.setdefault(code, (name, file))
    return known


def check():
    known = known_snippets()
    failures = checked = 0
    for document in documents():
        for line, code in blocks(document):
            checked += 1
            if code not in known:
                failures += 1
                print(f"{document}:{line}: error: this ```swift block is not the code of a snippet "
                      "(Snippets/*.swift, Tests/GestureTests/Examples/*.swift or Examples/**/*.swift: a whole "
                      "file, or a `// snippet.NAME` ... `// snippet.end` or `// README: NAME` ... `// README: end` "
                      "region); put the code in one and paste it here", file=sys.stderr)
    if failures:
        print(f"check-snippets: {failures} of {checked} Swift blocks are not snippets", file=sys.stderr)
        return 1
    print(f"check-snippets: {checked} Swift blocks, each a snippet of {len(known)} known")
    return 0


def library_products():
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True,
                                         text=True).stdout)
    return [p["name"] for p in manifest["products"] if "library" in p["type"]]


def named_products(document, products):
    """The library products a document tells its reader to add: its `.product(name: "X"` lines."""
    with open(document, encoding="utf-8") as f:
        text = f.read()
    return {p for p in products if re.search(r'\.product\(name: "' + re.escape(p) + '"', text)}


def packages():
    known = known_snippets()
    products = library_products()
    shown_by = {}  # snippet file -> {document: [shown code]}
    for document in documents():
        if document == "README.md":
            continue  # Examples/Embedder is the README's package (scripts/build-examples.sh)
        for _, code in blocks(document):
            if code in known:
                shown_by.setdefault(known[code][1], {}).setdefault(document, []).append(code)
    failures = 0
    targets = []
    for file, shown in sorted(shown_by.items()):
        with open(file, encoding="utf-8") as f:
            source = f.read()
        imports = [m.group(1) for line in source.split("\n") if (m := IMPORT.match(line))]
        for document, codes in sorted(shown.items()):
            shown_imports = {m.group(1) for _, code in blocks(document) for line in code.split("\n")
                             if (m := IMPORT.match(line))}
            for module in imports:
                if module not in shown_imports:
                    failures += 1
                    print(f"{document}: error: {file} imports {module}, which no block of the document shows; "
                          "show the import (a reader cannot guess it)", file=sys.stderr)
            name = "".join(re.sub(r"\W", "", os.path.splitext(os.path.basename(path))[0])
                           for path in (document, file))
            targets.append((name, file, sorted(named_products(document, products)), "import Testing" in source,
                            document))
    scratch = os.path.join(ROOT, ".build-doc-packages")
    shutil.rmtree(os.path.join(scratch, "Sources"), ignore_errors=True)
    shutil.rmtree(os.path.join(scratch, "Tests"), ignore_errors=True)
    declarations = []
    for name, file, needs, is_test, document in targets:
        folder = os.path.join(scratch, "Tests" if is_test else "Sources", name)
        os.makedirs(folder)
        has_main = re.search(r"^\s*@main\b", open(file, encoding="utf-8").read(), re.M)
        shutil.copy(file, os.path.join(folder, os.path.basename(file) if has_main or is_test else "main.swift"))
        kind = "testTarget" if is_test else "executableTarget"
        dependencies = ", ".join(f'.product(name: "{p}", package: "GestureKitLite")' for p in needs)
        declarations.append(f'    .{kind}(name: "{name}", dependencies: [{dependencies}], path: '
                            f'"{"Tests" if is_test else "Sources"}/{name}"),  // {file} as {document} shows it')
        print(f"{document}: {file} built with {', '.join(needs) or 'no product'}")
    manifest = ("// swift-tools-version: 6.0\n// Written by scripts/snippets.py packages: each document's snippets, "
                "as a reader builds them.\nimport PackageDescription\n\nlet package = Package(\n"
                f'  name: "DocPackages",\n  dependencies: [.package(name: "GestureKitLite", path: "{ROOT}")],\n'
                "  targets: [\n" + "\n".join(declarations) + "\n  ]\n)\n")
    with open(os.path.join(scratch, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(manifest)
    build = subprocess.run(["swift", "build", "--build-tests", "--package-path", scratch,
                            "--explicit-target-dependency-import-check", "error"])
    if build.returncode != 0:
        failures += 1
        print("snippets: a document's snippet does not build with the products the document names "
              f"(the package is {scratch}/Package.swift)", file=sys.stderr)
    if failures:
        return 1
    print(f"snippets: {len(targets)} snippet files build as their documents' readers would")
    return 0


if __name__ == "__main__":
    os.chdir(ROOT)
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command not in ("check", "packages"):
        print(f"usage: scripts/snippets.py check|packages (found '{command}')", file=sys.stderr)
        sys.exit(2)
    sys.exit(check() if command == "check" else packages())
