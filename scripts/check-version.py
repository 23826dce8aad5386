#!/usr/bin/env python3
"""One version, one place: the repository's VERSION file.

Every artifact carries that number: the Swift library
(GestureKitLiteVersion.current, which `gesture-sim --version` prints), the C
header's GKL_VERSION_* (from which scripts/build-c.sh names the shared
library and its soname, and python/setup.py versions the wheel), the C
interface's gkl_version(), the npm package, and the documents that quote it.
GestureKitLiteVersion.contract must be the newest contract version
docs/Contract.md describes.

    scripts/check-version.py           exit 1, naming each copy that differs
    scripts/check-version.py --write   rewrite every copy from VERSION (a release's first step)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def version_copies(version: str) -> list[tuple[str, str, str]]:
    """(file, pattern, what it must read): each pattern's group 1 is the copy."""
    major, minor, patch = version.split(".")
    return [
        ("Sources/GestureKitLite/GestureKitLiteVersion.swift", r'static let current = "([^"]*)"', version),
        ("Sources/GestureKitLite/GestureKitLiteVersion.swift", r"The project's version: `([^`]*)`", version),
        ("Sources/GestureKitLite/GestureKitLiteVersion.swift", r"`gesture-sim (\S*) \(contract", version),
        ("Sources/CGestureKitLite/include/gesturekitlite.h", r"#define GKL_VERSION_MAJOR (\d+)", major),
        ("Sources/CGestureKitLite/include/gesturekitlite.h", r"#define GKL_VERSION_MINOR (\d+)", minor),
        ("Sources/CGestureKitLite/include/gesturekitlite.h", r"#define GKL_VERSION_PATCH (\d+)", patch),
        ("Sources/CGestureKitLite/include/gesturekitlite.h", r'#define GKL_VERSION_STRING "([^"]*)"', version),
        ("Sources/CGestureKitLite/include/gesturekitlite.h", r"\(libgesturekitlite\.so\.(\d+)\)", major),
        ("Sources/GestureKitLiteC/Text/CFormat.swift", r'static let version: StaticString = "([^"]*)"', version),
        ("web/package.json", r'"version": "([^"]*)"', version),
        ("web/types.d.ts", r'The project\'s version \("([^"]*)"\)', version),
        ("web/README.md", r"gesturekitlite-(\d+\.\d+\.\d+)\.tgz", version),
        ("README.md", r'GestureKitLite\.git", from: "([^"]*)"', version),
        ("README.md", r"Version (\S+) \(`GestureKitLiteVersion\.current`", version),
        ("Examples/Embedder/Package.swift", r'GestureKitLite\.git", from: "([^"]*)"', version),
        ("Sources/GestureKitLite/GestureKitLite.docc/GestureKitLite.md", r"the project's version \(([^)]*)\)", version),
        ("Sources/GestureKitLite/GestureKitLite.docc/EmbeddingOutsideSwift.md", r"libgesturekitlite\.so\.(\d+\.\d+\.\d+)", version),
    ]


def contract_copies(contract: str) -> list[tuple[str, str, str]]:
    return [
        ("Sources/GestureKitLite/GestureKitLiteVersion.swift", r"\(contract (\d+\.\d+)\)`", contract),
        ("Sources/GestureKitLite/GestureKitLiteVersion.swift", r"implements: `(\d+\.\d+)`", contract),
        ("Sources/GestureKitLite/GestureKitLite.docc/GestureKitLite.md", r"the contract's \((\d+\.\d+)\)", contract),
        ("README.md", r"implementing contract (\d+\.\d+)", contract),
        ("README.md", r"It is contract (\d+\.\d+)", contract),
    ]


def newest_contract() -> str:
    """The newest `contract X.Y` docs/Contract.md names."""
    text = (ROOT / "docs" / "Contract.md").read_text(encoding="utf-8")
    found = {tuple(int(n) for n in m.split(".")) for m in re.findall(r"[Cc]ontract (\d+\.\d+)", text)}
    return ".".join(str(n) for n in max(found))


def main(arguments: list[str]) -> int:
    write = arguments == ["--write"]
    if arguments and not write:
        print("usage: scripts/check-version.py [--write]", file=sys.stderr)
        return 2
    version = (ROOT / "VERSION").read_text(encoding="utf-8").strip()
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        print(f"VERSION: error: '{version}' is not MAJOR.MINOR.PATCH", file=sys.stderr)
        return 1
    swift = (ROOT / "Sources/GestureKitLite/GestureKitLiteVersion.swift").read_text(encoding="utf-8")
    contract = re.search(r'static let contract = "([^"]*)"', swift).group(1)  # type: ignore[union-attr]
    problems = []
    if contract != newest_contract():
        problems.append(
            f"Sources/GestureKitLite/GestureKitLiteVersion.swift: error: contract {contract}, "
            f"but docs/Contract.md describes contract {newest_contract()}"
        )
    copies = [(*copy, "VERSION") for copy in version_copies(version)]
    copies += [(*copy, "GestureKitLiteVersion.contract") for copy in contract_copies(contract)]
    for path, pattern, expected, source in copies:
        file = ROOT / path
        text = file.read_text(encoding="utf-8")
        matches = list(re.finditer(pattern, text))
        if not matches:
            problems.append(f"{path}: error: no match for /{pattern}/ (the copy of the version moved?)")
            continue
        for match in matches:
            if match.group(1) == expected:
                continue
            if write:
                text = text[: match.start(1)] + expected + text[match.end(1) :]
                # Later matches moved: rewrite one at a time.
                file.write_text(text, encoding="utf-8")
                return main(arguments)
            line = text.count("\n", 0, match.start(1)) + 1
            problems.append(f"{path}:{line}: error: '{match.group(1)}' where {source} says '{expected}'")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print("scripts/check-version.py --write rewrites every copy from VERSION", file=sys.stderr)
        return 1
    print(f"version {version} (contract {contract}) everywhere")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
