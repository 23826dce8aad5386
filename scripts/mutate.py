#!/usr/bin/env python3
"""Mutation testing: how many one-line changes to the contract's rules the suite catches.

    scripts/mutate.py [--sample N] [--only NAME ...] [--filter REGEX] [--list]

Each mutant is declared in scripts/mutants.txt: a name, the file, the rule it
breaks, the text it replaces (which must occur exactly once in the file, so a
mutant cannot go stale unnoticed) and its replacement. The script works on a
copy of the package (the files git tracks or would track, copied into
.build-mutants/GestureKitLite, with ../shared beside it as the package's own
../shared), so the working tree is never changed and can be edited meanwhile
(one run at a time: a lock beside the copy refuses a second).
For each mutant, one at a time, it

  0. (once) builds the unmutated copy and runs the tests and the fixture
     check on it: they must pass, or nothing could be judged,
  1. writes the mutant into the copy's file (and puts the original back),
  2. builds incrementally (`swift build --build-tests`); a mutant that does
     not compile is reported as such, not counted,
  3. runs the tests that state the mutated file's rules and the fixture
     check (`gesture-sim check Fixtures/touchstreams`); when no test failed
     (the fixtures alone do not count), the whole test suite (`swift test`),

and prints the mutant as KILLED (with the tests and fixtures that caught it)
or SURVIVED. The first stage is only a shortcut: a test that fails fails
whatever else runs, so the verdict is the whole suite's, while a mutant
costs a filtered run instead of the whole suite's minutes. The tests of a
file are those whose names contain its type (`GestureArena+Decisions.swift`:
`GestureArena`), or the `tests:` regular expression of its declaration. A mutant marked `equivalent:` (a change no input can observe,
with why) is listed but not run. The last line is the score: killed out of the
non-equivalent mutants that compiled. The exit code is 1 when a mutant
survived, 2 on a usage error or a stale mutant, 0 otherwise.

--sample N runs N mutants chosen evenly through the file (what CI runs, so
the script and the declarations cannot rot); --only runs the named ones;
--filter REGEX runs only the tests `swift test --filter REGEX` selects (and
the fixture check): a quick way to see that a new edge test kills its
mutant, not a score of the suite. --list prints the declarations and checks that each still applies to the
working tree (it copies and builds nothing).

The format of scripts/mutants.txt, one block a mutant:

    ## tap-slop-inclusive
    file: Sources/GestureKitLite/Recognizers/TapRecognizer.swift
    rule: a drift of exactly tapSlop still counts as a tap (SPEC §3, inclusive)
    - if distance > configuration.tapSlop {
    + if distance >= configuration.tapSlop {

`tests: REGEX` (optional, after `rule:`) names the suites of the first stage
when the file's type does not. `-` lines are the original text (leading indentation is matched as written
after the marker's space; several `-` lines are consecutive lines), `+`
lines the replacement. `equivalent: WHY` may follow `rule:`. Lines starting
with `#` outside a block's header, and blank lines, are comments.
"""

import argparse
import fcntl
import filecmp
import os
import re
import shutil
import subprocess
import sys
import time

SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MUTANTS = os.path.join(SOURCE, "scripts", "mutants.txt")
# The copy the mutants are written into, named as the package is (the tests
# find ../shared from the package's folder).
ROOT = os.path.join(SOURCE, ".build-mutants", "GestureKitLite")
SCRATCH = ".build"


class Mutant:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.file = None
        self.rule = None
        self.equivalent = None
        self.tests = None
        self.original = []
        self.replacement = []

    def text(self, lines):
        return "\n".join(lines)


def parse(path):
    mutants = []
    current = None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if line.startswith("## "):
                current = Mutant(line[3:].strip(), number)
                mutants.append(current)
            elif current is None or not line.strip() or line.startswith("#"):
                continue
            elif line.startswith("file: "):
                current.file = line[6:].strip()
            elif line.startswith("rule: "):
                current.rule = line[6:].strip()
            elif line.startswith("tests: "):
                current.tests = line[7:].strip()
            elif line.startswith("equivalent: "):
                current.equivalent = line[12:].strip()
            elif line.startswith("- ") or line == "-":
                current.original.append(line[2:])
            elif line.startswith("+ ") or line == "+":
                current.replacement.append(line[2:])
            else:
                fail(f"{path}:{number}: expected 'file:', 'rule:', 'equivalent:', '- ' or '+ ', found '{line}'")
    names = set()
    for mutant in mutants:
        where = f"{path}:{mutant.line}"
        if mutant.name in names:
            fail(f"{where}: a second mutant named '{mutant.name}'")
        names.add(mutant.name)
        if not (mutant.file and mutant.rule and mutant.original and mutant.replacement):
            fail(f"{where}: '{mutant.name}' needs file:, rule:, '- ' and '+ ' lines")
    return mutants


def fail(message):
    print(f"mutate: {message}", file=sys.stderr)
    sys.exit(2)


def copy_tree():
    """Copies the package's files into ROOT, replacing what changed since the last copy."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=SOURCE, capture_output=True, check=True,
    ).stdout.decode().split("\0")
    for relative in filter(None, listed):
        source = os.path.join(SOURCE, relative)
        if not os.path.isfile(source):
            continue  # deleted in the working tree, not yet in git
        target = os.path.join(ROOT, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target) or not filecmp.cmp(source, target, shallow=False):
            shutil.copy2(source, target)
    # A file gone from the package must go from the copy (a stale Swift file would be built).
    kept = {os.path.normpath(relative) for relative in listed if relative}
    for folder, folders, files in os.walk(ROOT):
        if folder == ROOT and SCRATCH in folders:
            folders.remove(SCRATCH)
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), ROOT)
            if relative not in kept:
                os.remove(os.path.join(folder, name))
    shared = os.path.join(os.path.dirname(ROOT), "shared")
    if not os.path.lexists(shared) and os.path.isdir(os.path.join(SOURCE, "..", "shared")):
        os.symlink(os.path.abspath(os.path.join(SOURCE, "..", "shared")), shared)


def apply(mutant, root=ROOT):
    """The mutated source of the mutant's file, and the original; exits on a stale mutant."""
    path = os.path.join(root, mutant.file)
    try:
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
    except OSError as error:
        fail(f"{mutant.name}: cannot read {mutant.file}: {error.strerror}")
    original = mutant.text(mutant.original)
    count = source.count(original)
    if count != 1:
        fail(
            f"{mutant.name}: the text to replace occurs {count} times in {mutant.file} "
            f"(it must occur once; update scripts/mutants.txt):\n{original}"
        )
    return source.replace(original, mutant.text(mutant.replacement)), source


def run(command, timeout):
    started = time.time()
    try:
        result = subprocess.run(
            command, cwd=ROOT, capture_output=True, text=True, timeout=timeout, errors="replace"
        )
        return result.returncode, result.stdout + result.stderr, time.time() - started
    except subprocess.TimeoutExpired as error:
        output = (error.stdout or "") + (error.stderr or "")
        if isinstance(output, bytes):
            output = output.decode(errors="replace")
        return None, output, time.time() - started


FAILED_TEST = re.compile(r'^✘ Test "(.*?)" (?:recorded an issue|failed)', re.M)
FAILED_FIXTURE = re.compile(r"^FAIL (\S+)", re.M)


def failing_tests(test_filter):
    """The tests that fail in the copy as it is (all of them, or those of the filter)."""
    selection = ["--filter", test_filter] if test_filter else []
    code, output, _ = run(["swift", "test", "--skip-build", "--scratch-path", SCRATCH] + selection, 1800)
    if code is None:
        return ["the test suite timed out"]
    if code != 0:
        tests = sorted(set(FAILED_TEST.findall(output)))
        return [f'test "{name}"' for name in tests] or ["the test suite"]
    return []


def failing_fixtures():
    """The fixtures whose replay differs from their golden log."""
    sim = os.path.join(SCRATCH, "debug", "gesture-sim")
    code, output, _ = run([sim, "check", "Fixtures/touchstreams"], 600)
    if code != 0:
        fixtures = FAILED_FIXTURE.findall(output)
        return [f"fixture {os.path.basename(f)}" for f in fixtures] or ["the fixture check"]
    return []


def failures(test_filter):
    """What fails in the copy as it is: the tests (all, or those of the filter), then the fixtures."""
    return failing_tests(test_filter) + failing_fixtures()


def own_tests(mutant):
    """The first stage's filter: the declaration's `tests:`, or the mutated file's type."""
    if mutant.tests:
        return mutant.tests
    return os.path.basename(mutant.file).split(".")[0].split("+")[0]


def staged_failures(mutant):
    """The whole suite's verdict, running the file's own tests first (see the module's doc)."""
    caught = failing_tests(own_tests(mutant))
    fixtures = failing_fixtures()
    if not caught:
        caught = failing_tests(None)
    return caught + fixtures


def judge(mutant, test_filter=None):
    """Runs the suite on the mutant: ('killed', what) / ('survived', '') / ('stillborn', error)."""
    mutated, original = apply(mutant)
    path = os.path.join(ROOT, mutant.file)
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutated)
        code, output, _ = run(["swift", "build", "--build-tests", "--scratch-path", SCRATCH], 1800)
        if code != 0:
            errors = [line for line in output.splitlines() if "error:" in line]
            return "stillborn", errors[0] if errors else "the build failed"
        caught = failures(test_filter) if test_filter else staged_failures(mutant)
        return ("killed", caught) if caught else ("survived", [])
    finally:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, help="run N mutants chosen evenly through the file")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run these mutants")
    parser.add_argument("--filter", metavar="REGEX", help="run only these tests (swift test --filter): not a score")
    parser.add_argument("--list", action="store_true", help="list the mutants and check each still applies")
    options = parser.parse_args()
    mutants = parse(MUTANTS)
    for mutant in mutants:
        apply(mutant, SOURCE)  # every declaration must still apply, whatever is run
    if options.list:
        for mutant in mutants:
            mark = f" (equivalent: {mutant.equivalent})" if mutant.equivalent else ""
            print(f"{mutant.name}: {mutant.file}: {mutant.rule}{mark}")
        print(f"{len(mutants)} mutants, each applies once")
        return 0
    chosen = [m for m in mutants if not m.equivalent]
    if options.only:
        unknown = set(options.only) - {m.name for m in mutants}
        if unknown:
            fail(f"no mutant named {', '.join(sorted(unknown))}")
        chosen = [m for m in mutants if m.name in options.only]
    elif options.sample is not None:
        step = max(1, len(chosen) // max(1, options.sample))
        chosen = chosen[::step][: options.sample]
    # One run at a time on the copy: a second one would write over its mutant.
    os.makedirs(os.path.dirname(ROOT), exist_ok=True)
    lock = open(os.path.join(os.path.dirname(ROOT), "lock"), "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        fail(f"another scripts/mutate.py is running on {ROOT}")
    copy_tree()
    started = time.time()
    # The tree must build before any mutant does, so that a stillborn mutant is its own fault.
    code, output, _ = run(["swift", "build", "--build-tests", "--scratch-path", SCRATCH], 3600)
    if code != 0:
        print(output[-4000:], file=sys.stderr)
        fail("the unmutated tree does not build")
    # ...and pass, or every mutant would be "killed" by what already fails.
    broken = failures(options.filter)
    if broken:
        fail("the unmutated tree fails: " + "; ".join(broken))
    killed = survived = stillborn = 0
    goldens_only = []
    for index, mutant in enumerate(chosen, 1):
        verdict, details = judge(mutant, options.filter)
        prefix = f"[{index}/{len(chosen)}] {mutant.name}"
        if verdict == "killed":
            killed += 1
            # A rule only a golden log catches is a rule no test states (issue 31).
            unstated = all(detail.startswith("fixture") for detail in details)
            if unstated:
                goldens_only.append(mutant.name)
            print(
                f"{prefix}: KILLED by {'; '.join(details[:4])}"
                + (f" (+{len(details) - 4} more)" if len(details) > 4 else "")
                + (" — by fixtures only: no test states this rule" if unstated else "")
            )
        elif verdict == "survived":
            survived += 1
            print(f"{prefix}: SURVIVED — {mutant.rule}")
        else:
            stillborn += 1
            print(f"{prefix}: DOES NOT COMPILE — {details}")
        sys.stdout.flush()
    equivalent = [m for m in mutants if m.equivalent]
    for mutant in equivalent:
        print(f"equivalent, not run: {mutant.name} — {mutant.equivalent}")
    judged = killed + survived
    score = 100.0 * killed / judged if judged else 100.0
    minutes = (time.time() - started) / 60
    print(
        f"score: {killed} of {judged} killed ({score:.1f} %); {stillborn} did not compile; "
        f"{len(equivalent)} equivalent; {len(goldens_only)} caught by fixtures only; {minutes:.1f} min"
        + (f" (only the tests matching {options.filter!r}: not a score of the suite)" if options.filter else "")
    )
    return 1 if survived or stillborn else 0


if __name__ == "__main__":
    sys.exit(main())
