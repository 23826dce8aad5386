"""Wheel, key and accessibility-action inputs (contract 1.3): Session's methods
give exactly what `gesture-sim play` prints for the same stream, take
modifiers and actions in every documented form, and refuse bad input with the
CLI's words, changing nothing."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from conftest import FIXTURES, GestureSim

import gesturekitlite as gkl


def feed(session: gkl.Session, line: str) -> list[gkl.Event]:
    """Gives one line of a .touches stream to `session` through the method a host calls for it."""
    words = line.split()
    time, phase, rest = float(words[0]), words[1], words[2:]
    attributes = dict(word.split("=", 1) for word in rest if "=" in word)
    modifiers = attributes["mods"].split(",") if "mods" in attributes else ()
    if phase == "tick":
        return session.advance(time)
    if phase == "wheel":
        x, y, dx, dy = map(float, rest[:4])
        return session.process_wheel(
            time, x, y, dx=dx, dy=dy, mode=attributes.get("mode", "pixel"), modifiers=modifiers
        )
    if phase == "key":
        # The name is the token after `key`, whatever it holds (`key =` is the equals key).
        named = dict(word.split("=", 1) for word in rest[1:] if "=" in word)
        return session.process_key(time, rest[0], modifiers=named["mods"].split(",") if "mods" in named else ())
    if phase == "action":
        return session.process_action(time, rest[0])
    return session.process_sample(gkl.Sample(time, phase, int(rest[0]), float(rest[1]), float(rest[2])))


def lines_of(path: Path) -> tuple[dict[str, str], list[str]]:
    """A stream's settings (its @viewport and @set lines) and its other lines, comments removed."""
    settings: dict[str, str] = {}
    body: list[str] = []
    for raw in path.read_text(encoding="utf-8-sig").splitlines():
        words: list[str] = []
        for word in raw.split():
            if word.startswith("#"):
                break
            words.append(word)
        if not words:
            continue
        if words[0] == "@viewport":
            settings.update(viewportWidth=words[1], viewportHeight=words[2])
        elif words[0] == "@set":
            settings.update(word.split("=", 1) for word in words[1:])
        else:
            body.append(" ".join(words))
    return settings, body


def text_fixtures() -> list[Path]:
    return sorted(FIXTURES.glob("*.touches"))


def test_every_text_fixture_fed_input_by_input_gives_what_gesture_sim_plays(gesture_sim: GestureSim) -> None:
    records = 0
    for path in text_fixtures():
        settings, body = lines_of(path)
        produced: list[gkl.Event] = []
        with gkl.Session(settings=settings) as session:
            for line in body:
                records += line.split()[1] in ("wheel", "key", "action")
                produced += feed(session, line)
            produced += session.finish()
            # gesture-sim play prints "changed" events with --changes only.
            printed = [event for event in produced if not (isinstance(event, gkl.RecognizerEvent) and event.state == "changed")]
            got = "".join(event.line("jsonl", why=True) + "\n" for event in printed)
            got += session.state_line("jsonl") + "\n"
        want = gesture_sim.play("--format", "jsonl", "--why", str(path))
        assert want.status == 0, f"{path.name}: {want.stderr}"
        assert got == want.stdout, path.name
    assert len(text_fixtures()) > 100


def test_a_ctrl_wheel_of_dy_minus_100_ln_2_at_the_center_zooms_to_2() -> None:
    with gkl.Session() as session:
        assert session.process_wheel(0.5, 195, 422, dy=-100 * math.log(2), modifiers={"ctrl"}) == []
        assert session.state.zoom_scale == pytest.approx(2, abs=1e-12)
        events = session.advance(1)
    assert [str(event) for event in events] == ["0.650 viewer zoomEnded scale=2"]


@pytest.mark.parametrize(
    "modifiers",
    [gkl.Modifier.CTRL, {"ctrl"}, ["ctrl"], "ctrl", [gkl.Modifier.CTRL], gkl.Modifier.CTRL | gkl.Modifier.SHIFT, 1],
)
def test_modifiers_are_taken_as_flags_names_or_bits(modifiers: object) -> None:
    with gkl.Session() as session:
        session.process_wheel(0, 195, 422, dy=-50, modifiers=modifiers)  # type: ignore[arg-type]
        assert session.state.zoom_scale == pytest.approx(math.exp(0.5))


def test_actions_are_taken_by_enum_or_name_and_are_the_librarys() -> None:
    assert [action.value for action in gkl.Action] == [
        gkl._native.text(gkl._native.lib.gkl_action_name(code)) for code in range(len(gkl.Action))
    ]
    assert gkl._native.lib.gkl_action_name(len(gkl.Action)) is None
    with gkl.Session() as by_enum, gkl.Session() as by_name:
        assert by_enum.process_action(1, gkl.Action.ZOOM_IN) == by_name.process_action(1, "zoomIn")
        assert [str(event) for event in by_enum.process_action(2, gkl.Action.NEXT_PAGE)] == [
            "2.000 viewer pageChanged page=1"
        ]


def test_keys_in_every_script_and_with_modifiers() -> None:
    with gkl.Session() as session:
        assert [str(event) for event in session.process_key(1, "+", modifiers={"shift"})] == [
            "1.000 viewer zoomToggled scale=2"
        ]
        assert session.process_key(2, "0", modifiers={"ctrl"}) == []  # a host's shortcut: nothing
        assert session.process_key(3, "ö") == []  # taken, not used
        assert [str(event) for event in session.process_key(4, "Z")] == ["4.000 viewer zoomToggled scale=1"]


@pytest.mark.parametrize(
    ("call", "kind", "message"),
    [
        (
            lambda s: s.process_wheel(1, 0, 0, dy=1, mode="lines"),
            "argument",
            "unknown mode 'lines'; expected pixel, line or page",
        ),
        (
            lambda s: s.process_wheel(1, 0, 0, dy=1, modifiers={"control"}),
            "argument",
            "unknown modifier 'control'; expected ctrl, shift, alt or meta",
        ),
        (
            lambda s: s.process_key(1, "z", modifiers={"Ctrl"}),
            "argument",
            "unknown modifier 'Ctrl'; expected ctrl, shift, alt or meta",
        ),
        (
            lambda s: s.process_key(1, "z", modifiers=16),
            "argument",
            "unknown modifier bits 0x10; expected ctrl 1, shift 2, alt 4 or meta 8",
        ),
        (
            lambda s: s.process_key(1, "z", modifiers=1 << 40),
            "argument",
            "modifiers 1099511627776 do not fit in 32 bits; expected ctrl 1, shift 2, alt 4 or meta 8 or-ed together",
        ),
        (
            lambda s: s.process_action(1, "zoom"),
            "argument",
            "unknown action 'zoom'; expected zoomIn, zoomOut, resetZoom, nextPage, previousPage, dismiss or "
            "toggleChrome",
        ),
        (
            lambda s: s.process_key(1, "a b"),
            "sample",
            "key name 'a b' holds whitespace, a control or an invisible character (U+0020); expected printable "
            "characters without spaces (the space bar is Space)",
        ),
        (
            lambda s: s.process_key(1, ""),
            "sample",
            "empty key name; expected a W3C key value such as ArrowRight, Escape, + or z",
        ),
        (
            lambda s: s.process_key(1, "#"),
            "sample",
            "key name '#' begins with '#'; expected a name that does not (a # starts a comment)",
        ),
        (
            lambda s: s.process_key(1, "\ud800"),
            "argument",
            "key name: expected UTF-8 text, found bytes that are not",
        ),
        (lambda s: s.process_wheel(1, 0, 0, dy=math.nan), "sample", "expected a finite number, found 'nan'"),
        (lambda s: s.process_action(0.25, "dismiss"), "sample", "time went backwards: 0.25 is before 0.5"),
    ],
)
def test_bad_input_is_refused_with_the_clis_words_and_changes_nothing(call, kind: str, message: str) -> None:
    with gkl.Session() as session:
        session.process_wheel(0.5, 195, 422, dy=-30, modifiers=gkl.Modifier.CTRL)
        before = session.state
        with pytest.raises(gkl.GestureKitLiteError) as refused:
            call(session)
        assert (refused.value.kind, refused.value.message) == (kind, message)
        assert session.state == before
        assert session.process_action(2, "toggleChrome") != []  # still usable


def test_a_key_name_must_be_text() -> None:
    with gkl.Session() as session, pytest.raises(TypeError):
        session.process_key(1, b"z")  # type: ignore[arg-type]
