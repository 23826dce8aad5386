"""`python -m gesturekitlite`'s command line: refused as `gesture-sim` refuses
it (the same words, the nearest option suggested, exit 2), and a help that
lists what `gesture-sim play` takes."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT, GestureSim

from gesturekitlite.__main__ import main, nearest

TOUR = str(ROOT / "Fixtures" / "touchstreams" / "tour.touches")
PLAY_HELP = "Run 'python -m gesturekitlite play --help' for usage.\n"


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["play", "--valuse", TOUR], "unknown option '--valuse' for 'play'; did you mean '--values'?"),
        (["play", "--fromat", "jsonl", TOUR], "unknown option '--fromat' for 'play'; did you mean '--format'?"),
        (["play", "--form", "evemu", TOUR], "unknown option '--form' for 'play'; did you mean '--from'?"),
        (["play", "--wyh", TOUR], "unknown option '--wyh' for 'play'; did you mean '--why'?"),
        (["play", "--WHY", TOUR], "unknown option '--WHY' for 'play'; did you mean '--why'?"),
        (["play", "--verbose", TOUR], "unknown option '--verbose' for 'play'"),
        (["play", "-x", TOUR], "unknown option '-x' for 'play'"),
        (["play", "--format", "xml", TOUR], "--format expects text or jsonl, found 'xml'"),
        (["play", "--from", "evdev", TOUR], "--from expects evemu, getevent or pointer-events, found 'evdev'"),
        (["play", TOUR, "--format"], "--format needs a value (text|jsonl)"),
        (["play", "--values=yes", TOUR], "--values takes no value"),
        (["play"], "play expects one stream file (or - for standard input)"),
        (["play", TOUR, TOUR], "play expects one stream file (or - for standard input)"),
    ],
)
def test_a_command_line_it_cannot_run_gets_gesture_sims_two_lines(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(arguments) == 2
    printed = capsys.readouterr()
    assert (printed.out, printed.err) == ("", f"gesturekitlite: error: {message}\n{PLAY_HELP}")


def test_an_unknown_command_is_suggested_the_nearest(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plya", TOUR]) == 2
    assert capsys.readouterr().err == (
        "gesturekitlite: error: unknown command 'plya'; did you mean 'play'?\n"
        "Run 'python -m gesturekitlite --help' for usage.\n"
    )
    assert main([]) == 2
    assert capsys.readouterr().err == (
        "gesturekitlite: error: expected a command: play\nRun 'python -m gesturekitlite --help' for usage.\n"
    )


def test_nearest_follows_gesture_sims_rule() -> None:
    options = ["format", "from", "values", "why", "changes"]
    assert nearest("fromat", options) == "format"  # a swap is one edit
    assert nearest("valuse", options) == "values"
    assert nearest("VALUES", options) == "values"  # case is ignored
    assert nearest("formt", options) == "format"
    assert nearest("whyyyy", options) is None  # three edits away
    assert nearest("frm", options) == "from"
    assert nearest("fom", ["from", "foam"]) is None  # two names one edit away: no suggestion


@pytest.mark.parametrize("typo", ["--valuse", "--fromat", "--form", "--frm", "--wyh", "--chnages", "--preest", "--rnage"])
def test_it_suggests_what_gesture_sim_suggests(
    typo: str, gesture_sim: GestureSim, capsys: pytest.CaptureFixture[str]
) -> None:
    want = gesture_sim.play(typo, TOUR)
    assert main(["play", typo, TOUR]) == 2
    got = capsys.readouterr().err.split("\n", 1)[0]
    assert (want.status, got) == (2, want.first_error_line.replace("gesture-sim:", "gesturekitlite:", 1))


def test_the_help_lists_every_option_of_gesture_sim_play(
    gesture_sim: GestureSim, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["play", "--help"])
    assert exited.value.code == 0
    help = capsys.readouterr().out
    listed = set(re.findall(r"--[a-z-]+", help))
    theirs = set(re.findall(r"^\s+(?:-\w, )?(--[a-z-]+)", gesture_sim.play("--help").stdout, re.MULTILINE))
    assert len(theirs) > 10 and "--why" in listed and "--from" in listed
    assert theirs - {"--help"} <= listed, "each of gesture-sim play's options is in the help, or named as its alone"
    assert "gesture-sim play's other options (--input-format, --width, --height, --config" in " ".join(help.split())
