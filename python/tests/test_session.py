"""Session and Player: the Python API, its errors and its manners."""

from __future__ import annotations

import threading
from dataclasses import FrozenInstanceError

import pytest
from conftest import ROOT

import gesturekitlite as gkl
from gesturekitlite import GestureKitLiteError, Point, Reason, RecognizerEvent, Sample, Session, ViewerEvent


def tap(session: Session, time: float, x: float = 195, y: float = 422, id: int = 1) -> list[gkl.Event]:
    return session.process(time, [Sample(time, "down", id, x, y)]) + session.process(
        time + 0.08, [Sample(time + 0.08, "up", id, x, y)]
    )


def test_a_double_tap_zooms_in_and_the_events_are_typed() -> None:
    with Session() as session:
        produced = tap(session, 0.0) + tap(session, 0.2)
        assert [str(event) for event in produced] == [
            "0.280 doubleTap recognized",
            "0.280 viewer zoomToggled scale=4",
            "0.280 tap failed why=requiredFailed: doubleTap succeeded, and it had to fail first",
        ]
        recognized, zoomed, failed = produced
        assert isinstance(recognized, RecognizerEvent) and isinstance(zoomed, ViewerEvent)
        assert (recognized.recognizer, recognized.state, recognized.time_us) == ("doubleTap", "recognized", 280000)
        assert recognized.values.location == Point(195, 422) and recognized.values.touch_count == 1
        assert (zoomed.name, zoomed.scale, zoomed.visible) == ("zoomToggled", 4.0, None)
        assert failed.line("jsonl") == '{"t":0.28,"type":"recognizer","name":"tap","state":"failed"}'
        assert failed.reason == Reason("requiredFailed", "doubleTap succeeded, and it had to fail first")
        assert recognized.reason is None
        assert failed.line("jsonl", why=True) == (
            '{"t":0.28,"type":"recognizer","name":"tap","state":"failed",'
            '"why":"requiredFailed","detail":"doubleTap succeeded, and it had to fail first"}'
        )
        assert session.finish() == []
        state = session.state
        assert (state.zoom_scale, state.time, state.chrome_visible) == (4.0, 1.28, True)
        assert session.state_line() == (
            "1.280 state page=0 zoomScale=4 contentOffset=585,163 chromeVisible=true backgroundAlpha=1 dismissed=false"
        )


def test_events_and_state_are_values() -> None:
    with Session() as first, Session() as second:
        assert tap(first, 0.0) + first.finish() == tap(second, 0.0) + second.finish()
        assert first.state == second.state
        with pytest.raises(FrozenInstanceError):
            first.state.page = 2  # type: ignore[misc]


def test_finish_plays_settle_past_the_last_input() -> None:
    with Session(settle=0.5) as session:
        assert tap(session, 0.0) == []
        assert [str(event) for event in session.finish()] == [
            "0.380 doubleTap failed why=tooLate: no second tap within 0.3 s of the first (doubleTapInterval 0.3)",
            "0.380 tap recognized",
            "0.380 viewer chromeToggled visible=false",
        ]
        assert session.state.time == 0.58


def test_preset_mapping_and_keywords_apply_in_that_order() -> None:
    # photos-viewer turns the double tap off; the mapping turns it on; the keyword wins over both.
    with Session(preset="photos-viewer") as off:
        assert [str(event) for event in tap(off, 0.0)][0] == "0.080 tap recognized"
    with Session(preset="photos-viewer", settings={"doubleTapEnabled": True}) as on:
        assert tap(on, 0.0) == []
    with Session(preset="photos-viewer", settings={"doubleTapEnabled": True}, double_tap_enabled=False) as off:
        assert [str(event) for event in tap(off, 0.0)][0] == "0.080 tap recognized"
    with Session(tapSlop=12.5, zoom_frame="viewport", zoom_bounce=False):
        pass


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"tap_slpo": 12}, "tapSlpo=12: unknown config key 'tapSlpo'; did you mean 'tapSlop'?"),
        ({"tapSlop": -1}, "tapSlop=-1: invalid value '-1' for tapSlop: expected a number from 0 to 1000000"),
        ({"double_tap_enabled": "maybe"}, None),
        ({"min_zoom": 5, "max_zoom": 4}, None),
        ({"preset": "photoswip"}, None),
        ({"dismiss_restore": "ease out"}, None),
    ],
)
def test_a_refused_configuration_raises_with_the_clis_words(arguments: dict, message: str | None) -> None:
    with pytest.raises(GestureKitLiteError) as refused:
        Session(**arguments)
    assert refused.value.kind == "configuration"
    assert refused.value.line is None
    if message:
        assert str(refused.value) == message


def test_the_preset_message_is_the_clis() -> None:
    with pytest.raises(GestureKitLiteError, match=r"^unknown preset 'photoswip'.*expected one of photo-browser"):
        Session("photoswip")


def test_a_refused_sample_changes_nothing_and_the_session_stays_usable() -> None:
    with Session() as session:
        session.process(0.0, [Sample(0.0, "down", 1, 10, 10)])
        with pytest.raises(GestureKitLiteError, match="^sample 0: down for touch 1, which is already down$") as error:
            session.process(0.01, [Sample(0.01, "down", 1, 10, 10)])
        assert error.value.kind == "sample"
        with pytest.raises(GestureKitLiteError, match="^time went backwards: -1 is before 0$"):
            session.advance(-1)
        with pytest.raises(GestureKitLiteError, match="^expected a finite number, found 'nan'$"):
            session.advance(float("nan"))
        with pytest.raises(GestureKitLiteError, match="^unknown phase 'hover'"):
            session.process_sample(Sample(0.02, "hover", 1, 10, 10))  # type: ignore[arg-type]
        with pytest.raises(GestureKitLiteError, match="^touch id '-1' does not fit in 64 bits"):
            session.process_sample(Sample(0.02, "up", -1, 10, 10))
        # JavaScript's words too (web/test/session.test.js): a fraction is no id, and not truncated to one.
        with pytest.raises(GestureKitLiteError) as refused:
            session.process_sample(Sample(0.02, "up", 1.5, 10, 10))  # type: ignore[arg-type]
        assert (str(refused.value), refused.value.kind) == (
            "touch id '1.5' is not a whole number; expected 0 to 18446744073709551615",
            "argument",
        )
        with pytest.raises(GestureKitLiteError, match="^a frame holds at most 20 samples, not 21$"):
            session.process(0.02, [Sample(0.02, "down", index + 2, 10, 10) for index in range(21)])
        assert [str(event) for event in session.process(0.05, [Sample(0.05, "up", 1, 10, 10)])] == []
        assert [str(event) for event in session.finish()][1] == "0.350 tap recognized"


def test_samples_one_by_one_form_frames_by_time() -> None:
    with Session(double_tap_enabled=False) as session:
        assert session.process_sample(Sample(1.0, "down", 7, 50, 50)) == []
        assert session.process_sample(Sample(1.05, "up", 7, 50, 50)) == []
        assert [str(event) for event in session.flush()] == [
            "1.050 tap recognized",
            "1.050 viewer chromeToggled visible=false",
        ]


def test_a_closed_session_refuses_calls() -> None:
    session = Session()
    session.close()
    session.close()
    with pytest.raises(ValueError, match="the session is closed"):
        session.advance(1)


def test_sessions_on_threads_give_what_one_thread_gives() -> None:
    def run(results: list, index: int) -> None:
        with Session() as session:
            produced = []
            for step in range(200):
                produced += tap(session, step * 0.5, x=100 + step % 50)
            produced += session.finish()
            results[index] = [str(event) for event in produced]

    serial: list = [None]
    run(serial, 0)
    parallel: list = [None] * 4
    threads = [threading.Thread(target=run, args=(parallel, index)) for index in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert parallel == serial * 4


def test_a_player_replays_a_file_and_iterates_its_events() -> None:
    path = ROOT / "Fixtures" / "touchstreams" / "double-tap-zoom-in-center.touches"
    with gkl.Player() as player:
        assert player.state is None and player.state_line() == ""
        names = [event.line() for event in player.replay(path, chunk_size=7)]
        assert names == ["0.350 doubleTap recognized", "0.350 viewer zoomToggled scale=4", "0.350 tap failed"]
        assert player.state is not None and player.state.zoom_scale == 4
        with pytest.raises(GestureKitLiteError, match="the stream has ended"):
            player.feed(b"2 tick\n")


def test_a_refused_line_keeps_the_events_before_it() -> None:
    with gkl.Player() as player:
        with pytest.raises(GestureKitLiteError) as refused:
            player.feed("0 down 1 10 10\n0.08 up 1 10 10\n1 tick\n0.5 tick\n")
        assert (refused.value.kind, refused.value.line, refused.value.column) == ("stream", 4, 1)
        assert refused.value.message == "time went backwards: 0.5 is before 1"
        assert [event.line() for event in refused.value.events][:2] == ["0.380 doubleTap failed", "0.380 tap recognized"]


def test_a_recording_with_a_range_plays_and_warns_about_clamped_positions() -> None:
    log = (
        "[    1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001\n"
        "[    1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001f4\n"
        "[    1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000000c8\n"
        "[    1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\n"
        "[    1.080000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff\n"
        "[    1.080000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\n"
    )
    with gkl.Player("getevent", range="1024x1024") as player:
        played = [event.line() for event in player.feed(log) + player.finish()]
        assert played[:2] == ["0.380 doubleTap failed", "0.380 tap recognized"]
        assert player.warnings == []
    with gkl.Player("getevent", range="256x256") as player:
        player.feed(log)
        player.finish()
        assert player.warnings == [
            "2:69: warning: ABS_MT_POSITION_X value 500 is beyond the device's range 0 to 255; clamped to 255"
        ]
    with pytest.raises(GestureKitLiteError, match="^--range expects the device's units") as refused:
        gkl.Player("getevent", range="1024")
    assert refused.value.kind == "argument"
    with pytest.raises(GestureKitLiteError) as refused:
        gkl.Player("evemu", description="A: 35 0 799 x\n")
    assert (refused.value.kind, refused.value.line) == ("description", 1)


def test_the_stream_format_is_told_from_the_first_bytes() -> None:
    assert gkl.stream_format('\n {"t":0,"phase":"tick"}') == "jsonl"
    assert gkl.stream_format(b"# a comment\n0 tick") == "text"
    assert gkl.stream_format("") == "text"


def test_the_version_is_the_c_interfaces() -> None:
    header = (ROOT / "Sources" / "CGestureKitLite" / "include" / "gesturekitlite.h").read_text()
    assert f'#define GKL_VERSION_STRING "{gkl.__version__}"' in header


def test_a_handle_the_library_no_longer_knows_is_a_misuse_error_not_a_crash() -> None:
    from gesturekitlite import _native

    session = Session()
    raw = session._handle
    _native.lib.gkl_session_destroy(raw)  # behind the Session's back, as a bug would
    with pytest.raises(GestureKitLiteError, match="^misuse: not a live gkl_session") as refused:
        session.advance(1.0)
    assert refused.value.kind == "misuse"
    session.close()  # destroys it again: ignored by the library


def test_a_long_press_gives_the_viewers_long_pressed_event_with_its_points() -> None:
    with Session(long_press_enabled=True) as session:
        produced = session.process(0.0, [Sample(0.0, "down", 1, 195, 422)]) + session.advance(0.6)
        pressed = [event for event in produced if isinstance(event, ViewerEvent)]
        assert [str(event) for event in pressed] == ["0.500 viewer longPressed location=195,422 imagePoint=2016,1512"]
        assert (pressed[0].location, pressed[0].image_point, pressed[0].scale) == (
            Point(195, 422),
            Point(2016, 1512),
            None,
        )
        assert pressed[0].line("jsonl") == (
            '{"t":0.5,"type":"viewer","event":"longPressed","location":[195,422],"imagePoint":[2016,1512]}'
        )
        began = [event for event in produced if isinstance(event, RecognizerEvent) and event.state == "began"]
        assert [(event.recognizer, event.recognizer_id) for event in began] == [("longPress", 6)]


def test_a_long_press_off_the_image_has_no_image_point() -> None:
    with Session(long_press_enabled=True) as session:
        produced = session.process(0.0, [Sample(0.0, "down", 1, 10, 40)]) + session.advance(0.6)
        (pressed,) = [event for event in produced if isinstance(event, ViewerEvent)]
        assert (pressed.location, pressed.image_point) == (Point(10, 40), None)
        assert str(pressed) == "0.500 viewer longPressed location=10,40"
