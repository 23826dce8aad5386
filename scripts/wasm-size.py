#!/usr/bin/env python3
"""The WebAssembly modules' weight: sizes, limits and where the bytes go.

    scripts/wasm-size.py [--check] [--record] [DIR]
    GKL_WASM_MAP=1 scripts/build-wasm.sh && scripts/wasm-size.py --breakdown [DIR]

DIR is scripts/build-wasm.sh's folder (default .build-wasm). Prints each module's size
and its size gzipped (gzip -9, as a server compresses it), and the package's JavaScript. --check fails (exit 1) when
the live module passes LIVE_LIMIT gzipped or the full one FULL_LIMIT, and, when the
unstripped modules are there, when one links the standard library's Unicode data
tables. --record writes the sizes to docs/Numbers.md (scripts/numbers.py). --breakdown reads the linker's map and the unstripped module (GKL_WASM_MAP=1)
and sorts every function and data item of each module into the parts of the library
it belongs to, by its demangled name: bytes, and bytes gzipped when the part is
compressed alone (parts share little, so these add up to about the module's size with
its names). The Embedding outside Swift article quotes this table.
"""

import argparse
import collections
import gzip
import json
import os
import re
import subprocess
import sys

# Bytes gzipped: what issue 36 reached, with under 1 % headroom (docs/PerformanceHistory.md, the
# modules' weight: 109,780 and 182,006 when set; issue 36's goal is 60,000 and 150,000).
LIVE_LIMIT = 110_800  # what a page driving a viewer loads
FULL_LIMIT = 183_800  # play(), formatEvent and the configuration's text too
MODULES = ["gesturekitlite-live", "gesturekitlite"]
# What the standard library's Unicode data tables define: normalization (String ==, hashing),
# case mapping (lowercased()) and grapheme breaking (Character, String.count). Neither module
# needs them: names and words are compared as spellings (Sources/GestureKitLite/Internal/Spelling.swift).
UNICODE_TABLES = [b"_swift_stdlib_getNormData", b"_swift_stdlib_getMapping", b"_swift_stdlib_getGraphemeBreakProperty"]

# (part, pattern on "object-file demangled-name"), first match wins.
PARTS = [
    ("C library (Sources/CGestureKitLite/Wasm/libc.c)", r"libc\.o"),
    ("Unicode data tables", r"_swift_stdlib_|libswiftUnicodeDataTables"),
    ("configuration: keys, presets, settings text", r"Configuration|ViewerPreset|TextSetter|TextReader|RangeChecker|"
     r"KeyLister|SettingsLister|SettingText|EditDistance|Spelling|splitSettings|ConfigurationWord|RestoreCurve|ZoomFrame|"
     r"PageChangeMoment"),
    ("stream reading and the player", r"TouchStream(Reader|Player|Playhead|LineSplitter|Syntax|Decoder|ReadingState|"
     r"Record|Format)|JSONLine|TextTouchStreamReader|TextField|gklPlayer|PlayerBox|Player\b|StreamDirectives"),
    ("decimal parsing (settings and streams)", r"DecimalParser|gkl_powers_of_ten|strtod|exactPowersOfTen|"
     r"powersOfTen|_UInt128|multipliedFullWidth|_wideMaskedShift"),
    ("log lines and number formatting", r"EventLog|LogValue|NumberFormatting|CFormat|gklFormat|JSONLinesTouchStreamWriter|"
     r"TextTouchStreamWriter"),
    ("error messages", r"Error|message"),
    ("viewer", r"ImageViewer(?!Session)|Viewer|PullDown(Animation)|Spring|Animation|Momentum|RubberBand|"
     r"Transition|glide"),
    ("session and C interface", r"ImageViewerSession|gkl|Session|EventQueue|CEvent|CState|CSample|CText|CMessage|"
     r"SessionBox|CError"),
    ("engine: arena, recognizers, touches", r"Arena|Engine|Recognizer|TouchTable|VelocityTracker|Timestamp|"
     r"Attempts|GestureValue|TouchSequence|TouchID|TouchSample|TouchFrame|Logarithm|Trigonometry|InlineStorage|"
     r"ReachDeadline|Stop\.make|Proposal"),
    ("standard library: strings", r"Unicode|_StringGuts|String|Substring|Character|UTF8|UTF16|validateUTF8|"
     r"repairUTF8|_parseInteger|Breadcrumbs|_scalarAlign|_findDiffIdx"),
    ("standard library: printing numbers", r"Float64ToASCII|_BinaryIntegerToASCII|_description\(radix|"
     r"debugDescription|Double\.description|powersOf10|asciiDigitTable|_hexWithoutLeadingZeros|swift_dtoa|"
     r"_int64ToString|Double\.init|Double\.(significand|exponent)|pow2"),
    ("standard library: arrays, memory, runtime", r"Array|Buffer|swift_|Sequence|Collection|Dictionary|Set|"
     r"Hash|Range|Optional|Unsafe|outlined"),
]


def gzipped(data):
    return len(gzip.compress(data, 9, mtime=0))


def map_items(path):
    """(file offset, size, symbol, object) of every input item in a wasm-ld map."""
    items = []
    pattern = re.compile(r"^\s*(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s{9}(\S+?):\((.*)\)$")
    with open(path) as lines:
        for line in lines:
            match = pattern.match(line.rstrip())
            if match:
                items.append((int(match.group(2), 16), int(match.group(3), 16), match.group(5),
                              os.path.basename(match.group(4))))
    return items


def demangle(names):
    tool = os.path.join(os.path.dirname(os.path.realpath(subprocess.run(
        ["sh", "-c", "command -v swiftc || echo /opt/swift/usr/bin/swiftc"], capture_output=True, text=True
    ).stdout.strip())), "swift-demangle")
    result = subprocess.run([tool, "--simplified", "--compact"], input="\n".join(names), capture_output=True,
                            text=True, check=True)
    return result.stdout.split("\n")


def breakdown(folder, name):
    wasm = open(os.path.join(folder, name + ".named.wasm"), "rb").read()
    items = map_items(os.path.join(folder, name + ".map"))
    names = demangle([symbol for _, _, symbol, _ in items])
    data, raw = collections.defaultdict(bytearray), collections.Counter()
    for (offset, size, _, obj), readable in zip(items, names):
        key = obj + " " + readable
        part = next((part for part, pattern in PARTS if re.search(pattern, key)),
                    "other: text constants, elementary functions")
        data[part] += wasm[offset:offset + size]
        raw[part] += size
    print(f"\n{name}.wasm, by part (unstripped: {len(wasm):,} bytes, {gzipped(wasm):,} gzipped)\n")
    print("| part | bytes | gzipped alone |")
    print("| --- | ---: | ---: |")
    for part, size in raw.most_common():
        print(f"| {part} | {size:,} | {gzipped(bytes(data[part])):,} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default=".build-wasm")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--record", action="store_true", help="write the sizes to docs/Numbers.md")
    arguments = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    failures = []
    rows = ["| module | bytes | gzipped | CI's limit, gzipped |", "| --- | ---: | ---: | ---: |"]
    for name, limit in zip(MODULES, [LIVE_LIMIT, FULL_LIMIT]):
        data = open(os.path.join(arguments.folder, name + ".wasm"), "rb").read()
        size = gzipped(data)
        print(f"{name}.wasm: {len(data):,} bytes, {size:,} gzipped (limit {limit:,})")
        rows.append(f"| `{name}.wasm` | {len(data):,} | {size:,} | {limit:,} |")
        if size > limit:
            failures.append(f"{name}.wasm is {size:,} bytes gzipped, over its limit of {limit:,}")
    # The package's JavaScript, as a page without a bundler loads it: every file gzipped alone.
    scripts = [name for name in json.load(open("web/package.json"))["files"] if name.endswith(".js")]
    texts = [open(os.path.join("web", name), "rb").read() for name in scripts]
    print(f"JavaScript (web/, {len(scripts)} files as written, comments included): {sum(map(len, texts)):,} bytes, "
          f"{sum(gzipped(text) for text in texts):,} gzipped file by file")
    rows.append(f"| the package's JavaScript ({len(scripts)} files, gzipped one by one) | {sum(map(len, texts)):,} | "
                f"{sum(gzipped(text) for text in texts):,} | |")
    if arguments.record:
        import subprocess
        subprocess.run([sys.executable, "scripts/numbers.py", "set", "webassembly"], input="\n".join(rows) + "\n",
                       text=True, check=True)
    for name in MODULES:
        named = os.path.join(arguments.folder, name + ".named.wasm")
        if os.path.exists(named) and any(table in open(named, "rb").read() for table in UNICODE_TABLES):
            failures.append(f"{name}.wasm links the Unicode data tables: a String comparison, a String hash, "
                            "lowercased() or a Character operation reached its exports (compare spellings with "
                            "Spelling; scripts/wasm-size.py --breakdown shows which part)")
    if arguments.breakdown:
        for name in MODULES:
            breakdown(arguments.folder, name)
    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    return 1 if arguments.check and failures else 0


if __name__ == "__main__":
    sys.exit(main())
