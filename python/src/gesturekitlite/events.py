"""What goes into a session and what comes out: samples, events, the viewer's state.

Every class is a frozen dataclass: compared by value, hashable, printable.
Times are seconds; lengths are points (pt), origin top-left, +x right, +y
down; velocities are points per second (SPEC §1).
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import ClassVar, Literal, Union

from . import _abi, _native

#: A sample's phase (SPEC §2.1).
Phase = Literal["down", "move", "up", "cancel"]

_STATE_NAMES = _native.names(_native.lib.gkl_state_name)
_VIEWER_NAMES = _native.names(_native.lib.gkl_viewer_event_name)


@dataclass(frozen=True, slots=True)
class Point:
    """A point or a vector: points, or points per second for a velocity."""

    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Sample:
    """One touch at one time, as a host feeds it to a :class:`~gesturekitlite.Session`.

    ``id`` names the touch; it is unique among the touches that are down and
    may be reused after its ``up`` or ``cancel``.
    """

    time: float
    phase: Phase
    id: int
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Values:
    """What a recognizer measured (``--values``): which recognizer fills which
    field is GestureValue's documentation; neutral (zeros, scale 1) for
    failed and cancelled events."""

    #: Tap location, pinch focal point, pan centroid, pt.
    location: Point
    #: Since the touches went down, slop included, pt.
    translation: Point
    #: At the release (ended), pt/s.
    velocity: Point
    #: Pinch scale since the touches went down.
    scale: float
    #: Scale units per second, at the release.
    scale_velocity: float
    #: Pull-down distance over dismissDistance, 0 to 1.
    progress: float
    #: The touches the recognizer follows.
    touch_count: int


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a recognizer failed or was cancelled (SPEC §6.1): what
    ``gesture-sim play --why`` prints after ``why=``."""

    #: A stable camelCase code: ``tooFar``, ``excludedBy``, ``notAllowed`` ...
    code: str
    #: What decided it, with the configuration key and both numbers where a
    #: threshold did: ``the second tap landed 120 pt from the first (doubleTapSlop 100)``.
    detail: str

    def __str__(self) -> str:
        return f"{self.code}: {self.detail}"


@dataclass(frozen=True, slots=True)
class RecognizerEvent:
    """A recognizer changed state (or, for ``changed``, its values).

    ``str(event)`` is its log line as ``gesture-sim play`` prints it;
    :meth:`line` gives the JSON Lines form and the values. Two events are
    equal when every field of their C struct is (values included).
    """

    #: Which of the two kinds of event this is.
    kind: ClassVar[Literal["recognizer"]] = "recognizer"

    #: Seconds (``time_us`` / 1e6).
    time: float
    #: The same time in whole microseconds.
    time_us: int
    #: The recognizer's name: ``tap``, ``doubleTap``, ``pinch``, ``pan``, ``pullDown``,
    #: ``quickScale``, ``longPress``.
    recognizer: str
    #: ``began``, ``changed``, ``ended``, ``cancelled``, ``failed`` or ``recognized``.
    state: str
    #: Its id, the order it was added in (0 tap ... 4 pullDown, 5 quickScale, 6 longPress).
    recognizer_id: int
    #: Why it failed or was cancelled; None in every other state.
    reason: Reason | None
    _raw: bytes = field(repr=False)

    @property
    def values(self) -> Values:
        """What it measured (read from the event when asked for)."""
        value = _abi.Event.from_buffer_copy(self._raw).value
        return Values(
            _point(value.location),
            _point(value.translation),
            _point(value.velocity),
            value.scale,
            value.scale_velocity,
            value.progress,
            value.touch_count,
        )

    def line(self, format: Literal["text", "jsonl"] = "text", *, values: bool = False, why: bool = False) -> str:
        """The event's line as ``gesture-sim play --format FORMAT [--values] [--why]`` prints it."""
        return formatted(self, options(format, values, True, why))

    def __str__(self) -> str:
        return self.line(why=True)


@dataclass(frozen=True, slots=True)
class ViewerEvent:
    """The viewer did something in response (SPEC §6's viewer lines).

    Only the field of the event's name is set: ``visible`` for
    ``chromeToggled``, ``scale`` for ``zoomToggled`` (the target) and
    ``zoomEnded`` (where it settles), ``limit`` for ``zoomLimit``, ``page``
    for ``pageChanged``, ``location`` and ``image_point`` for
    ``longPressed`` (contract 1.2, with ``longPressEnabled``: where the
    finger is, in viewport points, and the image pixel under it, None off
    the image); ``dismissBegan``, ``dismissCancelled`` and ``dismissed``
    have none.
    """

    #: Which of the two kinds of event this is.
    kind: ClassVar[Literal["viewer"]] = "viewer"

    #: Seconds.
    time: float
    #: The same time in whole microseconds.
    time_us: int
    #: ``chromeToggled``, ``zoomToggled``, ``zoomEnded``, ``zoomLimit``,
    #: ``pageChanged``, ``dismissBegan``, ``dismissCancelled``, ``dismissed`` or ``longPressed``.
    name: str
    visible: bool | None
    scale: float | None
    limit: Literal["min", "max"] | None
    page: int | None
    _raw: bytes = field(repr=False)
    #: ``longPressed``: where the finger is, pt.
    location: Point | None = None
    #: ``longPressed``: the image pixel under the finger (the image's own
    #: pixels, top-left 0,0); None off the image.
    image_point: Point | None = None

    def line(self, format: Literal["text", "jsonl"] = "text", *, values: bool = False, why: bool = False) -> str:
        """The event's line as ``gesture-sim play --format FORMAT`` prints it."""
        return formatted(self, options(format, values, True, why))

    def __str__(self) -> str:
        return self.line()


#: One thing that happened: a recognizer's event, then the viewer's events it caused.
Event = Union[RecognizerEvent, ViewerEvent]


@dataclass(frozen=True, slots=True)
class State:
    """What the viewer shows: every value is live, an animation's value at
    ``time`` while one runs."""

    #: Seconds; None before the first input.
    time: float | None
    #: The page shown, from 0.
    page: int
    #: 1 is the image fitted to the viewport.
    zoom_scale: float
    #: UIKit's contentOffset, pt; negative where the image is centered.
    content_offset: Point
    #: 0 to 1.
    background_alpha: float
    #: How far a pull-down moved the image, pt.
    pull_down_translation: Point
    #: The paging strip, pt; +x shows the previous page.
    page_strip_offset: float
    #: Whether the chrome is shown (a pull-down hides it without changing this).
    chrome_visible: bool
    #: Whether a pull-down hides it now.
    chrome_hidden_by_pull_down: bool
    dismissed: bool


def events(data: bytes) -> list[Event]:
    """The dataclasses for consecutive gkl_event structs."""
    size = ctypes.sizeof(_abi.Event)
    return [event(data[offset : offset + size]) for offset in range(0, len(data), size)]


def event(data: bytes) -> Event:
    """The dataclass for one gkl_event's bytes, read field by field by name."""
    raw = _abi.Event.from_buffer_copy(data)
    if raw.kind == _abi.GKL_EVENT_RECOGNIZER:
        code = raw.why.decode("utf-8")
        return RecognizerEvent(
            raw.time,
            raw.time_us,
            raw.name.decode("utf-8"),
            _STATE_NAMES[raw.state],
            raw.recognizer,
            Reason(code, raw.detail.decode("utf-8")) if code else None,
            data,
        )
    code = raw.viewer_event
    pressed = code == _abi.GKL_VIEWER_LONG_PRESSED
    return ViewerEvent(
        raw.time,
        raw.time_us,
        _VIEWER_NAMES[code],
        bool(raw.visible) if code == _abi.GKL_VIEWER_CHROME_TOGGLED else None,
        raw.scale if code in (_abi.GKL_VIEWER_ZOOM_TOGGLED, _abi.GKL_VIEWER_ZOOM_ENDED) else None,
        ("max" if raw.limit == _abi.GKL_ZOOM_LIMIT_MAX else "min") if code == _abi.GKL_VIEWER_ZOOM_LIMIT else None,
        raw.page if code == _abi.GKL_VIEWER_PAGE_CHANGED else None,
        data,
        _point(raw.press.location) if pressed else None,
        _point(raw.press.image_point) if pressed and raw.press_on_image else None,
    )


def _point(raw: _abi.Point) -> Point:
    return Point(raw.x, raw.y)


def state(raw: _abi.State) -> State:
    """The dataclass for a gkl_state."""
    return State(
        time=raw.time if raw.has_time else None,
        page=raw.page,
        zoom_scale=raw.zoom_scale,
        content_offset=_point(raw.content_offset),
        background_alpha=raw.background_alpha,
        pull_down_translation=_point(raw.pull_down_translation),
        page_strip_offset=raw.page_strip_offset,
        chrome_visible=bool(raw.chrome_visible),
        chrome_hidden_by_pull_down=bool(raw.chrome_hidden_by_pull_down),
        dismissed=bool(raw.dismissed),
    )


def options(format: str, values: bool, changes: bool, why: bool = False) -> int:
    """The gkl_format_event options for an output format and flags."""
    if format not in ("text", "jsonl"):
        raise ValueError(f"format must be 'text' or 'jsonl', not {format!r}")
    return (
        (_abi.GKL_FORMAT_JSONL if format == "jsonl" else 0)
        | (_abi.GKL_FORMAT_VALUES if values else 0)
        | (_abi.GKL_FORMAT_CHANGES if changes else 0)
        | (_abi.GKL_FORMAT_WHY if why else 0)
    )


def formatted(event: Event, options: int) -> str:
    """The event's line with gkl_format_event's `options`; "" for an event
    those options do not print (``changed`` without ``--changes``)."""
    raw = _abi.Event.from_buffer_copy(event._raw)
    buffer = ctypes.create_string_buffer(1024)
    length = _native.lib.gkl_format_event(ctypes.byref(raw), options, buffer, len(buffer))
    return buffer.raw[:length].decode("utf-8")
