"""What the package's tests share: the repository's fixtures and recordings, and
`gesture-sim`, whose output the package must print byte for byte.

GESTURE_SIM names the binary (default .build/debug/gesture-sim). Without it the
comparisons skip, saying so; with CI=1 they fail.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Fixtures" / "touchstreams"
RECORDINGS = ROOT.parent / "shared" / "recordings"
IN_CI = os.environ.get("CI", "") not in ("", "0", "false")


def stream_fixtures() -> list[Path]:
    """Every fixture stream, the invalid ones included."""
    found = [path for folder in (FIXTURES, FIXTURES / "invalid") for path in folder.iterdir()]
    return sorted(path for path in found if path.suffix in (".touches", ".jsonl"))


@dataclass(frozen=True)
class Recording:
    """A device recording as ``play --from`` takes it."""

    path: Path
    format: str
    description: Path | None = None
    range: str | None = None

    def options(self) -> list[str]:
        """The ``--from``, ``--desc`` and ``--range`` options."""
        options = ["--from", self.format]
        if self.description:
            options += ["--desc", str(self.description)]
        if self.range:
            options += ["--range", self.range]
        return options

    def __str__(self) -> str:
        return f"{self.path.name} {' '.join(self.options()[2:])}".strip()


def recordings() -> list[Recording]:
    """The importers' seeds in Fuzz/seeds, and the real recordings beside the
    clone (../shared/recordings) when they are there."""
    seeds = ROOT / "Fuzz" / "seeds"
    found = [Recording(path, "evemu") for path in sorted((seeds / "evemu").iterdir())]
    lp = seeds / "getevent-desc" / "getevent-lp.txt"
    for path in sorted((seeds / "getevent").iterdir()):
        found += [Recording(path, "getevent", description=lp), Recording(path, "getevent")]
    found += [Recording(path, "pointer-events") for path in sorted((seeds / "pointer-events").iterdir())]
    for path in sorted((RECORDINGS / "evemu-devices").glob("*/*.events")):
        descriptions = [d for d in path.parent.glob("*.desc") if path.name.startswith(d.stem + ".")]
        found.append(Recording(path, "evemu", max(descriptions, key=lambda d: len(d.name), default=None)))
    for path in sorted((RECORDINGS / "android-getevent").glob("*/*.txt")):
        found.append(Recording(path, "getevent", range="1024x1024"))
    return found


@dataclass(frozen=True)
class Printed:
    """What a command printed, and its exit status."""

    status: int
    stdout: str
    stderr: str

    @property
    def first_error_line(self) -> str:
        """The first line on standard error (gesture-sim may add a hint after it)."""
        return self.stderr.split("\n", 1)[0]

    @property
    def diagnostics(self) -> str:
        """Standard error without gesture-sim's hints: the error, or the warnings."""
        return "".join(line for line in self.stderr.splitlines(keepends=True) if not line.startswith("hint: "))


class GestureSim:
    """`gesture-sim`, run as a command."""

    def __init__(self, path: str) -> None:
        self.path = path

    def play(self, *arguments: str, stdin: bytes | None = None) -> Printed:
        """`gesture-sim play ARGUMENTS...`, with `stdin` on standard input."""
        done = subprocess.run([self.path, "play", *arguments], capture_output=True, input=stdin, check=False)
        return Printed(done.returncode, done.stdout.decode(), done.stderr.decode())


@pytest.fixture(scope="session")
def gesture_sim() -> GestureSim:
    """`gesture-sim`, or the tests that compare with it skip (fail with CI=1)."""
    path = os.environ.get("GESTURE_SIM", str(ROOT / ".build" / "debug" / "gesture-sim"))
    if not os.access(path, os.X_OK):
        reason = f"no gesture-sim at {path} (swift build --product gesture-sim, or set GESTURE_SIM)"
        if IN_CI:
            pytest.fail(f"CI=1 and {reason}")
        pytest.skip(reason)
    return GestureSim(path)
