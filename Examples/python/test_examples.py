"""The Python examples of the Embedding outside Swift article, run as a user runs
them: session.py, desktop.py and replay_log.py print their .expected files (replay_log.py
exactly what gesture-sim play --from prints), and corpus.py writes its verdicts,
the same CSV serially and on a Dask LocalCluster of two workers.

Without dask.distributed installed (or without gesture-sim: GESTURE_SIM names
it, default .build/debug/gesture-sim) a test skips, saying so; with CI=1 it fails.
"""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FIXTURES = ROOT / "Fixtures" / "touchstreams"
IN_CI = os.environ.get("CI", "") not in ("", "0", "false")


def unavailable(reason: str) -> None:
    """Fails in CI, skips elsewhere."""
    if IN_CI:
        pytest.fail(f"CI=1 and {reason}")
    pytest.skip(reason)


def example(name: str, *arguments: str) -> str:
    """What Examples/python/NAME prints, run from the repository's root."""
    done = subprocess.run(
        [sys.executable, str(HERE / name), *arguments], capture_output=True, text=True, check=False, cwd=ROOT
    )
    assert (done.returncode, done.stderr) == (0, "")
    return done.stdout


def test_the_session_example_prints_what_it_was_read_to_print() -> None:
    assert example("session.py") == (HERE / "session.expected").read_text(encoding="utf-8")


def test_the_desktop_example_prints_what_it_was_read_to_print() -> None:
    assert example("desktop.py") == (HERE / "desktop.expected").read_text(encoding="utf-8")


def test_the_log_replay_prints_what_gesture_sim_play_from_prints() -> None:
    printed = example("replay_log.py")
    assert printed == (HERE / "replay_log.expected").read_text(encoding="utf-8")
    sim = os.environ.get("GESTURE_SIM", str(ROOT / ".build" / "debug" / "gesture-sim"))
    if not os.access(sim, os.X_OK):
        unavailable(f"no gesture-sim at {sim}")
    log = HERE / "double-tap-twice.getevent"
    played = subprocess.run(
        [sim, "play", "--from", "getevent", "--range", "1080x2340", "--values", str(log)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert printed == played.stdout


def run(out: Path, *options: str) -> list[dict[str, str]]:
    """Runs corpus.py on the fixtures (the invalid ones included) and reads its CSV."""
    done = subprocess.run(
        [sys.executable, str(HERE / "corpus.py"), str(FIXTURES), "--out", str(out), *options],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert " files/s -> " in done.stderr
    with open(out, newline="", encoding="utf-8") as file:
        return list(csv.DictReader(file))


def test_the_verdicts_say_what_fired_and_where_the_viewer_ended(tmp_path: Path) -> None:
    rows = {row["file"]: row for row in run(tmp_path / "serial.csv")}
    streams = [p for p in FIXTURES.rglob("*") if p.suffix in (".touches", ".jsonl")]
    assert len(rows) == len(streams)
    zoom = rows["double-tap-zoom-in-center.touches"]
    assert (zoom["fired"], zoom["zoomScale"], zoom["chromeVisible"], zoom["error"]) == ("doubleTap:1", "4.0", "True", "")
    dismissed = rows["pulldown-dismiss-by-distance.touches"]
    assert "pullDown:1" in dismissed["fired"] and dismissed["dismissed"] == "True"
    refused = rows["invalid/time-backwards.touches"]
    assert refused["error"] == "invalid/time-backwards.touches:3:1: error: time went backwards: 0.1 is before 0.2"
    assert refused["zoomScale"] == ""


def test_two_dask_workers_write_the_serial_runs_csv(tmp_path: Path) -> None:
    try:
        import dask.distributed  # noqa: F401
    except ImportError:
        unavailable("dask.distributed is not installed (pip install './python[dask]')")
    serial = run(tmp_path / "serial.csv")
    parallel = run(tmp_path / "dask.csv", "--workers", "2")
    assert parallel == serial
    assert (tmp_path / "dask.csv").read_bytes() == (tmp_path / "serial.csv").read_bytes()


def test_without_dask_workers_are_refused_saying_what_to_install(tmp_path: Path) -> None:
    hidden = (
        "import runpy, sys\n"
        "sys.modules['dask'] = None  # as if Dask were not installed\n"
        f"sys.argv = ['corpus.py', {str(FIXTURES)!r}, '--out', {str(tmp_path / 'out.csv')!r}, '--workers', '2']\n"
        f"runpy.run_path({str(HERE / 'corpus.py')!r}, run_name='__main__')\n"
    )
    done = subprocess.run([sys.executable, "-c", hidden], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "corpus.py: error: --workers and --scheduler need Dask, which is not installed; "
        "install it with the package: pip install './python[dask]' (from the repository's root)\n"
    )
    assert not (tmp_path / "out.csv").exists()
