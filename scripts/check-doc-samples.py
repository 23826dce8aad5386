#!/usr/bin/env python3
"""Compiles, and runs, every code sample in the doc comments of Sources/.

Usage: scripts/check-doc-samples.py [--no-run] [--verbose]

--verbose shows what each sample prints and every stated value.

What counts as a sample: a doc-comment block opened by a line `/// ```swift`
and closed by a line `/// ``` ` in any Sources/**/*.swift file.

How samples are built: the check writes a scratch SwiftPM package under
`.build-doc-samples/` (ignored by git) whose targets depend on this
repository's GestureKitLite and GestureKitLiteScripts products by path, and
builds it with `swift build` (incrementally: a generated file is rewritten
only when its text changes). Warnings in a sample are errors.

- A sample is a function body, `@MainActor func sample_<path>_<line>()
  throws { ... }` (path: the file's under Sources/, `_` for `/`), so its
  `try`s need no `do`, it may use main-actor types such as ImageViewerModel,
  and its names are its own. A sample whose first code line is a declaration
  (`struct`, `final class`, `class`, `enum`, `extension`, `protocol`, `func`,
  `typealias`, `actor` or an attribute such as `@MainActor`) is placed at file
  scope instead, in a file of its own, and is compiled but not run; its names
  must then differ from every other file-scope sample's.
- A sample documents a public declaration and compiles against plain
  `import GestureKitLite`, `import GestureKitLiteStreams`,
  `import GestureKitLiteImporters` and `import GestureKitLiteScripts`, as an
  embedder's code would. A sample on an internal or package declaration (one
  without `public` or `open`) is compiled in a second target with
  `@testable import`.
- A sample must define what it uses: no free names such as `frame` or `now`,
  no `...` placeholders. Setup lines are part of the sample.
- Each `let` or `var` a function-scope sample declares at its top level is
  read once after the sample (`_ = name`), so that a sample may end on the
  value it builds without an unused-value warning.
- A line that is a bare expression followed by a comment that starts like a
  value (a digit, `-`, `(`, `[`, `.`, `"`, `true`, `false` or `nil`), such as
  `x.unitCount  // 800`, states its result: the check runs every sample and
  requires the comment to begin with the value as `String(describing:)`
  prints it (an optional seen through, a string quoted and escaped; type
  prefixes such as `GestureKitLite.ImageViewerEvent.Kind.` dropped, `195.0`
  read as `195`, and a leading `.` of an enum case ignored), so that
  `// 1.0: read the state at any time` states 1.0 and explains it. A line
  inside parentheses or brackets that a previous line opened is not checked.
  Other comments are prose and are not compared.
- A sample may end with a comment line `// Prints:` and, one per comment
  line, exactly the lines it prints (a last line `// ...` allows more). The
  wrapper captures `print` (nothing reaches the check's output) and compares.
- Every sample is run (unless --no-run); one that throws fails.

Failures are reported as `FILE:LINE: sample does not compile` (LINE is the
line of the opening `/// ```swift`) followed by the compiler's messages, which
point into the source file itself (the generated code carries
`#sourceLocation` directives and the samples' columns), or as
`FILE:LINE: sample ...` for one whose run throws or whose stated result is
wrong. The exit status is 1 when any sample fails, 0 otherwise.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build-doc-samples"
SOURCE_DIRS = [
    "Sources/GestureKitLite", "Sources/GestureKitLiteStreams", "Sources/GestureKitLiteImporters",
    "Sources/GestureKitLiteScripts",
]

MODULES = ["GestureKitLite", "GestureKitLiteStreams", "GestureKitLiteImporters", "GestureKitLiteScripts"]
OPEN = re.compile(r"^(\s*///) ```swift\s*$")
CLOSE = re.compile(r"^\s*/// ```\s*$")
DECLARATION = re.compile(
    r"^(?:(?:struct|final\s+class|class|enum|extension|protocol|func|typealias|actor)\b|@)"
)
TOP_LEVEL_BINDING = re.compile(r"^(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\b")
VALUE_COMMENT = re.compile(r'^\s*(?:[-0-9(\[."]|true\b|false\b|nil\b)')
STATEMENT_START = re.compile(
    r"^(let|var|try|await|if|guard|for|while|switch|case|default|return|throw|do|"
    r"catch|func|struct|enum|class|extension|print|_\s*=|[{}()\[\].]|//|#|@)"
)


class Sample:
    def __init__(self, path, open_line, prefix_width, lines, public):
        self.path = path  # relative to ROOT
        self.open_line = open_line  # 1-based line of /// ```swift
        self.first_line = open_line + 1
        self.prefix_width = prefix_width
        self.lines = lines  # code, with the /// prefix replaced by spaces
        self.public = public
        self.stem = re.sub(r"[^A-Za-z0-9]", "_", str(Path(path).relative_to("Sources").with_suffix("")))
        self.name = f"sample_{self.stem}_{open_line}"

    @property
    def code_lines(self):
        return [line.strip() for line in self.lines if line.strip() and not line.strip().startswith("//")]

    @property
    def at_file_scope(self):
        code = self.code_lines
        return bool(code) and DECLARATION.match(code[0]) is not None

    @property
    def location(self):
        return f"{self.path}:{self.open_line}"


def documented_declaration_is_public(lines, index):
    """Whether the declaration after the doc comment that holds line `index` is public."""
    for line in lines[index:]:
        stripped = line.strip()
        if not stripped or stripped.startswith("///") or stripped.startswith("@"):
            continue
        return re.match(r"^(public|open)\b", stripped) is not None
    return False


def extract():
    samples = []
    for directory in SOURCE_DIRS:
        for path in sorted((ROOT / directory).rglob("*.swift")):
            text = path.read_text(encoding="utf-8").split("\n")
            index = 0
            while index < len(text):
                opened = OPEN.match(text[index])
                if not opened:
                    index += 1
                    continue
                width = len(opened.group(1)) + 1
                body = []
                end = index + 1
                while end < len(text) and not CLOSE.match(text[end]):
                    line = text[end]
                    marker = line.find("///")
                    rest = line[marker + 3 :] if marker >= 0 else line
                    if rest.startswith(" "):
                        rest = rest[1:]
                    body.append(" " * width + rest if rest else "")
                    end += 1
                if end == len(text):
                    sys.exit(f"{path.relative_to(ROOT)}:{index + 1}: sample is never closed with /// ```")
                rel = str(path.relative_to(ROOT))
                samples.append(Sample(rel, index + 1, width, body, documented_declaration_is_public(text, end + 1)))
                index = end + 1
    return samples


def split_comment(line):
    """Splits `code // comment` outside string literals; returns (code, comment or None)."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            return line[:i].rstrip(), line[i + 2 :].strip()
        i += 1
    return line.rstrip(), None


def stated_result(line):
    """For `expr  // value`, returns (expr, value); else None."""
    code, comment = split_comment(line)
    stripped = code.strip()
    if not comment or not stripped or not VALUE_COMMENT.match(comment):
        return None
    if STATEMENT_START.match(stripped) or re.search(r"(?<![=!<>])=(?!=)", stripped):
        return None
    if stripped.endswith("{") or stripped.endswith("(") or stripped.endswith(","):
        return None
    return stripped, comment


def stated_output(sample):
    """The lines after a sample's `// Prints:` comment, or None without one."""
    lines = [line.strip() for line in sample.lines]
    if "// Prints:" not in lines:
        return None
    expected = []
    for line in lines[lines.index("// Prints:") + 1 :]:
        if not line.startswith("//"):
            break
        expected.append(line[3:] if line.startswith("// ") else line[2:])
    return expected


def normalized(text):
    """A value as a sample's comment may write it: no type prefixes, no `.0`."""
    text = re.sub(r"\b(?:[A-Z][A-Za-z0-9_]*\.)+(?=[a-z_])", "", text)  # GestureKitLite.X.Kind.case
    text = re.sub(r"(?<![\w)\]])\.(?=[a-z_])", "", text)  # .case
    return re.sub(r"(\d)\.0\b(?!\.)", r"\1", text)  # 195.0


def function_body(sample, checks):
    """The sample's lines, with stated results turned into checks."""
    out = []
    depth = 0
    in_multiline = False
    for offset, line in enumerate(sample.lines):
        code, _ = split_comment(line)
        if code.count('"""') % 2 == 1:
            in_multiline = not in_multiline
        elif in_multiline:
            out.append(line)
            continue
        result = stated_result(line) if depth == 0 and not in_multiline else None
        if result:
            expr, comment = result
            indent = len(line) - len(line.lstrip())
            call = f"docSampleCheck({expr}, at: {sample.first_line + offset})"
            padding = max(indent - len("docSampleCheck("), 0)
            out.append(" " * padding + call)
            COLUMN_SHIFTS[(sample.path, sample.first_line + offset)] = padding + len("docSampleCheck(") - indent
            checks.append((sample, sample.first_line + offset, comment))
        else:
            out.append(line)
        depth += code.count("(") + code.count("[") - code.count(")") - code.count("]")
    return out


def top_level_bindings(sample):
    names = []
    depth = 0
    in_multiline = False
    for line in sample.lines:
        code, _ = split_comment(line)
        stripped = code.strip()
        if stripped.count('"""') % 2 == 1:
            in_multiline = not in_multiline
            if not in_multiline:
                continue
        if depth == 0 and not in_multiline:
            match = TOP_LEVEL_BINDING.match(stripped)
            if match:
                names.append(match.group(1))
        if not in_multiline:
            depth += code.count("{") - code.count("}")
    return names


SUPPORT = r"""// Generated by scripts/check-doc-samples.py; do not edit.

nonisolated(unsafe) var docSampleFailures: [String] = []
nonisolated(unsafe) var docSampleResults: [String] = []
nonisolated(unsafe) var docSampleFile = ""

nonisolated(unsafe) var docSamplePrinted = ""

/// Keeps what samples print out of the check's output.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  docSamplePrinted += items.map { String(describing: $0) }.joined(separator: separator) + terminator
}

/// An optional, seen through: a sample states `.photoBrowser`, not `Optional(.photoBrowser)`.
protocol DocSampleOptional {
  var docSampleWrapped: Any? { get }
}

extension Optional: DocSampleOptional {
  var docSampleWrapped: Any? { self.map { $0 } }
}

/// How a sample's comment writes a value: strings quoted and escaped.
func docSampleDescription(_ value: Any) -> String {
  if let optional = value as? any DocSampleOptional {
    guard let wrapped = optional.docSampleWrapped else { return "nil" }
    return docSampleDescription(wrapped)
  }
  if let string = value as? String { return String(reflecting: string) }
  return String(describing: value)
}

/// Records a value whose sample's comment states it, for the script to compare.
func docSampleCheck<Value>(_ value: Value, at line: Int) {
  let text = docSampleDescription(value).split(separator: "\n", omittingEmptySubsequences: false)
  docSampleResults.append("result\t\(docSampleFile)\t\(line)\t" + text.joined(separator: "\\n"))
}
"""


def generate(samples):
    """Returns {relative path: text} for the scratch package."""
    files = {}
    root = os.path.relpath(ROOT, SCRATCH)
    files["Package.swift"] = f"""\
// swift-tools-version:6.0
// Generated by scripts/check-doc-samples.py; do not edit.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors", "-diagnostic-style", "llvm"])]

let package = Package(
  name: "DocSamples",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [.package(name: "GestureKitLite", path: "{root}")],
  targets: [
    .target(
      name: "PublicSamples",
      dependencies: [
        .product(name: "GestureKitLite", package: "GestureKitLite"),
        .product(name: "GestureKitLiteStreams", package: "GestureKitLite"),
        .product(name: "GestureKitLiteImporters", package: "GestureKitLite"),
        .product(name: "GestureKitLiteScripts", package: "GestureKitLite"),
      ],
      swiftSettings: strict),
    .target(
      name: "InternalSamples",
      dependencies: [
        .product(name: "GestureKitLite", package: "GestureKitLite"),
        .product(name: "GestureKitLiteStreams", package: "GestureKitLite"),
        .product(name: "GestureKitLiteImporters", package: "GestureKitLite"),
        .product(name: "GestureKitLiteScripts", package: "GestureKitLite"),
      ],
      swiftSettings: strict),
    .executableTarget(name: "DocSamples", dependencies: ["PublicSamples", "InternalSamples"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
"""
    runners = {"PublicSamples": [], "InternalSamples": []}
    checks = []
    by_target_file = {}
    for sample in samples:
        target = "PublicSamples" if sample.public else "InternalSamples"
        key = (target, f"{sample.stem}_{sample.open_line}" if sample.at_file_scope else sample.stem)
        by_target_file.setdefault(key, []).append(sample)
    for (target, stem), group in sorted(by_target_file.items()):
        imports = (
            "".join(f"import {module}\n" for module in MODULES)
            if target == "PublicSamples"
            else "".join(f"@testable import {module}\n" for module in MODULES)
        )
        parts = ["// Generated by scripts/check-doc-samples.py from " + group[0].path + "; do not edit.\n", imports]
        for sample in group:
            if sample.at_file_scope:
                parts.append(f'#sourceLocation(file: "{sample.path}", line: {sample.first_line})')
                parts.extend(sample.lines)
                parts.append("#sourceLocation()\n")
                continue
            body = function_body(sample, checks)
            parts.append(f"@MainActor func {sample.name}() throws {{")
            parts.append(f'docSampleFile = "{sample.path}"')
            parts.append(f'#sourceLocation(file: "{sample.path}", line: {sample.first_line})')
            parts.extend(body)
            parts.append("#sourceLocation()")
            for name in top_level_bindings(sample):
                parts.append(f"  _ = {name}")
            parts.append("}\n")
            runners[target].append(sample)
        files[f"Sources/{target}/Samples_{stem}.swift"] = "\n".join(parts)
    for target, group in runners.items():
        calls = "\n".join(f'    ("{s.location}", {s.name}),' for s in group)
        files[f"Sources/{target}/Support.swift"] = SUPPORT + f"""
/// Runs this target's function-scope samples; returns the failures.
@MainActor public func run{target}() -> [String] {{
  let samples: [(String, @MainActor () throws -> Void)] = [
{calls}
  ]
  for (location, sample) in samples {{
    docSamplePrinted = ""
    do {{
      try sample()
    }} catch {{
      docSampleFailures.append("\\(location): sample throws: \\(error)")
    }}
    if !docSamplePrinted.isEmpty {{
      let lines = docSamplePrinted.split(separator: "\\n", omittingEmptySubsequences: false)
      docSampleResults.append("printed\\t\\(location)\\t" + lines.joined(separator: "\\\\n"))
    }}
  }}
  return docSampleResults + docSampleFailures
}}
"""
    files["Sources/DocSamples/main.swift"] = """\
// Generated by scripts/check-doc-samples.py; do not edit.
import InternalSamples
import PublicSamples

// Each line is a stated result (`result<TAB>FILE<TAB>LINE<TAB>VALUE`) or a failure.
for line in runPublicSamples() + runInternalSamples() { print(line) }
"""
    return files, checks


def write(files):
    wanted = set()
    for rel, text in files.items():
        path = SCRATCH / rel
        wanted.add(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    for path in (SCRATCH / "Sources").rglob("*.swift"):
        if path not in wanted:
            path.unlink()


DIAGNOSTIC = re.compile(r"^(?:.*/)?(Sources/[^:]+\.swift):(\d+):(\d+): (error|warning|note): (.*)$")


# How far a wrapped line's expression moved right, by (path, line), so that
# diagnostics name the column in the source file.
COLUMN_SHIFTS = {}


def report_build_failure(samples, output):
    owners = {}
    for sample in samples:
        for offset in range(len(sample.lines)):
            owners[(sample.path, sample.first_line + offset)] = sample
    messages = {}
    unowned = []
    seen = set()
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match or line in seen:
            continue
        seen.add(line)
        path, number = match.group(1), int(match.group(2))
        sample = owners.get((path, number))
        if sample is None:
            if match.group(4) != "note":
                unowned.append(line)
            continue
        messages.setdefault(sample.location, (sample, []))[1].append(
            f"{path}:{number}:{max(int(match.group(3)) - COLUMN_SHIFTS.get((path, number), 0), 1)}: "
            + f"{match.group(4)}: {match.group(5)}"
        )
    for _, (sample, lines) in sorted(messages.items()):
        print(f"{sample.location}: sample does not compile")
        for line in lines:
            print("  " + line)
    if unowned or not messages:
        print("the generated doc-sample package does not build:")
        for line in unowned or output.splitlines()[-40:]:
            print("  " + line)
    return len(messages)


def main():
    run = "--no-run" not in sys.argv[1:]
    verbose = "--verbose" in sys.argv[1:]
    samples = extract()
    files, checks = generate(samples)
    write(files)
    swift = ["swift", "build", "--package-path", str(SCRATCH)]
    print(f"== doc samples: {len(samples)} samples, {len(checks)} stated values; swift build in {SCRATCH.name}")
    sys.stdout.flush()
    build = subprocess.run(swift, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        count = report_build_failure(samples, build.stdout)
        print(f"{count} of {len(samples)} doc samples do not compile")
        return 1
    if not run:
        print(f"all {len(samples)} doc samples compile")
        return 0
    binary = subprocess.run(swift + ["--show-bin-path"], cwd=ROOT, stdout=subprocess.PIPE, text=True).stdout.strip()
    result = subprocess.run(
        [os.path.join(binary, "DocSamples")], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    values = {}
    printed = {}
    failures = []
    for line in result.stdout.splitlines():
        if line.startswith("printed\t"):
            _, location, text = line.split("\t", 2)
            printed[location] = text.split("\\n")
            if printed[location][-1:] == [""]:
                printed[location].pop()
            if verbose:
                print(f"{location}: sample prints:")
                for text_line in printed[location]:
                    print("  " + text_line)
        elif line.startswith("result\t"):
            _, path, number, value = line.split("\t", 3)
            values[(path, int(number))] = value
        else:
            failures.append(line)
        if verbose and line.startswith("result\t"):
            _, path, number, value = line.split("\t", 3)
            print(f"{path}:{number}: {value}")
    if result.returncode != 0:
        failures.append(f"the samples' run stopped with status {result.returncode}:\n{result.stderr.rstrip()}")
    for sample, number, comment in checks:
        value = values.get((sample.path, number))
        if value is None:
            failures.append(f"{sample.path}:{number}: sample states `{comment}`, but the line never ran")
        elif not normalized(comment).startswith(normalized(value)):
            failures.append(f"{sample.path}:{number}: sample states `{comment}`, but the value is `{value}`")
    for sample in samples:
        expected = stated_output(sample)
        if expected is None:
            continue
        actual = printed.get(sample.location, [])
        if expected[-1:] == ["..."]:
            holds = actual[: len(expected) - 1] == expected[:-1]
        else:
            holds = actual == expected
        if not holds:
            failures.append(
                "\n".join(
                    [f"{sample.location}: sample states that it prints"]
                    + ["  " + line for line in expected]
                    + ["but it prints"]
                    + ["  " + line for line in actual]
                )
            )
    for failure in failures:
        print(failure)
    if failures or result.returncode != 0:
        print(f"doc samples compile, but {len(failures)} failed when run")
        return 1
    outputs = sum(1 for sample in samples if stated_output(sample) is not None)
    print(f"all {len(samples)} doc samples compile and run; {len(checks)} stated values and {outputs} stated outputs hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
