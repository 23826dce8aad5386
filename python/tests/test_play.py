"""play() and `python -m gesturekitlite play` print exactly what `gesture-sim play` prints."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from conftest import ROOT, GestureSim, Recording, recordings, stream_fixtures

import gesturekitlite
from gesturekitlite.__main__ import main

VARIANTS = [("text", False, False), ("text", True, True), ("jsonl", False, True), ("jsonl", True, False)]


def flags(format: str, values: bool, why: bool = False) -> list[str]:
    return ["--format", format] + (["--values"] if values else []) + (["--why"] if why else [])


def test_every_fixture_is_there() -> None:
    assert len(stream_fixtures()) >= 140


@pytest.mark.parametrize(("format", "values", "why"), VARIANTS)
def test_play_prints_what_gesture_sim_prints_for_every_fixture(
    gesture_sim: GestureSim, format: str, values: bool, why: bool
) -> None:
    # A stream's text has no name: gesture-sim reads it from standard input,
    # where it too tells the form from the first bytes.
    fixtures = stream_fixtures()
    with ThreadPoolExecutor(4) as pool:
        expected = list(
            pool.map(lambda path: gesture_sim.play(*flags(format, values, why), "-", stdin=path.read_bytes()), fixtures)
        )
    for path, want in zip(fixtures, expected):
        try:
            got = gesturekitlite.play(path.read_bytes(), format=format, values=values, why=why)
        except gesturekitlite.GestureKitLiteError as error:
            assert want.status == 2, f"{path.name}: {error}"
            assert error.diagnostic("-") == want.first_error_line, path.name
            assert error.kind == "stream"
            continue
        assert want.status == 0, f"{path.name}: gesture-sim refused it: {want.stderr}"
        assert got == want.stdout, path.name


def test_the_command_line_prints_what_gesture_sim_prints_for_every_fixture(
    gesture_sim: GestureSim, capsys: pytest.CaptureFixture[str]
) -> None:
    for path in stream_fixtures():
        for format, values, why in (("text", False, True), ("jsonl", True, False)):
            want = gesture_sim.play(*flags(format, values, why), str(path))
            status = main(["play", str(path), *flags(format, values, why)])
            got = capsys.readouterr()
            assert (status, got.out) == (want.status, want.stdout), path.name
            assert got.err.split("\n", 1)[0] == want.first_error_line, path.name


@pytest.mark.parametrize("recording", recordings(), ids=str)
def test_recordings_play_as_play_from_plays_them(
    gesture_sim: GestureSim, capsys: pytest.CaptureFixture[str], recording: Recording
) -> None:
    want = gesture_sim.play("--format", "jsonl", "--values", *recording.options(), str(recording.path))
    status = main(["play", "--format", "jsonl", "--values", *recording.options(), str(recording.path)])
    got = capsys.readouterr()
    assert (status, got.out) == (want.status, want.stdout)
    assert got.err == want.diagnostics
    if want.status == 0:
        description = recording.description.read_bytes() if recording.description else None
        text = gesturekitlite.play(
            recording.path.read_bytes(), recording=recording.format, description=description, range=recording.range
        )
        assert text == gesture_sim.play(*recording.options(), str(recording.path)).stdout


def test_a_stream_given_as_text_plays_as_its_bytes(gesture_sim: GestureSim) -> None:
    path = ROOT / "Fixtures" / "touchstreams" / "jsonl-double-tap-zoom-in-and-out.jsonl"
    text = path.read_bytes().decode("utf-8")
    assert gesturekitlite.play(text, format="jsonl") == gesture_sim.play("--format", "jsonl", str(path)).stdout


def test_configuration_options_reach_the_library(gesture_sim: GestureSim) -> None:
    path = ROOT / "Fixtures" / "touchstreams" / "double-tap-zoom-in-center.touches"
    want = gesture_sim.play("--preset", "photo-browser", "--set", "doubleTapZoom=2.5", str(path))
    got = gesturekitlite.play(path.read_text(), preset="photo-browser", settings={"doubleTapZoom": 2.5})
    assert got == want.stdout
    assert "scale=2.5" in got


def test_a_refused_setting_is_reported_as_gesture_sim_reports_it(capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "Fixtures" / "touchstreams" / "tour.touches"
    assert main(["play", str(path), "--set", "tapSlop=-1"]) == 2
    assert capsys.readouterr().err == (
        "gesturekitlite: error: --set tapSlop=-1: invalid value '-1' for tapSlop: expected a number from 0 to 1000000\n"
    )
    assert main(["play", str(ROOT / "no-such.touches")]) == 2
    assert capsys.readouterr().err == f"{ROOT / 'no-such.touches'}: error: no such file\n"


def test_python_dash_m_runs_the_command_line() -> None:
    path = ROOT / "Fixtures" / "touchstreams" / "invalid" / "time-backwards.touches"
    done = subprocess.run(
        [sys.executable, "-m", "gesturekitlite", "play", str(path)], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"{path}:3:1: error: time went backwards: 0.1 is before 0.2\n"
