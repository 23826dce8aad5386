"""The C library, loaded with ctypes: its structs and its functions' signatures.

The library (libgesturekitlite.so, built with Embedded Swift by the
repository's scripts/build-c.sh) lies in this package's folder. The structs
mirror gesturekitlite.h field for field; their sizes are the header's, checked
when this module loads. Nothing here is public: the package's modules wrap it.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from pathlib import Path

# gkl_status
OK = 0
ERROR_DESCRIPTION = 6

# gkl_stream_format
STREAM_FORMATS = {"text": 0, "jsonl": 1, "evemu": 2, "getevent": 3, "pointer-events": 4}

# gkl_format_event options
FORMAT_JSONL = 1
FORMAT_CHANGES = 2
FORMAT_VALUES = 4
FORMAT_WHY = 8

# gkl_event_kind
EVENT_RECOGNIZER = 0

# gkl_phase
PHASES = {"down": 0, "move": 1, "up": 2, "cancel": 3}

# gkl_wheel_mode and GKL_MODIFIER_* (1.3)
WHEEL_PIXEL, WHEEL_LINE, WHEEL_PAGE = 0, 1, 2
MODIFIER_CTRL, MODIFIER_SHIFT, MODIFIER_ALT, MODIFIER_META = 1, 2, 4, 8

# The most samples one frame holds (gkl_session_process_frame).
FRAME_CAPACITY = 20


class Point(ctypes.Structure):
    """gkl_point."""

    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double)]


class Sample(ctypes.Structure):
    """gkl_sample."""

    _fields_ = [
        ("time", ctypes.c_double),
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("id", ctypes.c_uint64),
        ("phase", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
    ]


class Value(ctypes.Structure):
    """gkl_value."""

    _fields_ = [
        ("location", Point),
        ("translation", Point),
        ("velocity", Point),
        ("scale", ctypes.c_double),
        ("scale_velocity", ctypes.c_double),
        ("progress", ctypes.c_double),
        ("touch_count", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
    ]


class Event(ctypes.Structure):
    """gkl_event."""

    _fields_ = [
        ("time", ctypes.c_double),
        ("time_us", ctypes.c_int64),
        ("kind", ctypes.c_int32),
        ("recognizer", ctypes.c_int32),
        ("name", ctypes.c_char * 16),
        ("state", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
        ("value", Value),
        ("viewer_event", ctypes.c_int32),
        ("visible", ctypes.c_int32),
        ("page", ctypes.c_int32),
        ("limit", ctypes.c_int32),
        ("scale", ctypes.c_double),
        ("why", ctypes.c_char * 32),
        ("detail", ctypes.c_char * 224),
    ]


class State(ctypes.Structure):
    """gkl_state."""

    _fields_ = [
        ("time", ctypes.c_double),
        ("has_time", ctypes.c_int32),
        ("page", ctypes.c_int32),
        ("zoom_scale", ctypes.c_double),
        ("content_offset", Point),
        ("background_alpha", ctypes.c_double),
        ("pull_down_translation", Point),
        ("page_strip_offset", ctypes.c_double),
        ("chrome_visible", ctypes.c_int32),
        ("chrome_hidden_by_pull_down", ctypes.c_int32),
        ("dismissed", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
    ]


class Error(ctypes.Structure):
    """gkl_error."""

    _fields_ = [("status", ctypes.c_int32), ("message", ctypes.c_char * 512)]


# The header's documented sizes: a mismatch means this file and the header disagree.
for _struct, _size in ((Point, 16), (Sample, 40), (Value, 80), (Event, 408), (State, 88), (Error, 516)):
    if ctypes.sizeof(_struct) != _size:
        raise ImportError(f"gesturekitlite: {_struct.__doc__} is {ctypes.sizeof(_struct)} bytes, not {_size}")


def _load() -> ctypes.CDLL:
    """The library beside this file, with every function's signature."""
    lib = ctypes.CDLL(str(Path(__file__).with_name("libgesturekitlite.so")))
    handle, text, size = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t
    status, int32, uint32 = ctypes.c_int, ctypes.c_int32, ctypes.c_uint32
    event_p, error_p = ctypes.POINTER(Event), ctypes.POINTER(Error)
    signatures = {
        "gkl_version": ([], text),
        "gkl_format_event": ([event_p, uint32, ctypes.c_char_p, size], size),
        "gkl_state_name": ([int32], text),
        "gkl_viewer_event_name": ([int32], text),
        "gkl_session_create": ([text, text, error_p], handle),
        "gkl_session_destroy": ([handle], None),
        "gkl_session_process_frame": ([handle, ctypes.c_double, ctypes.POINTER(Sample), size], status),
        "gkl_session_process_sample": ([handle, ctypes.POINTER(Sample)], status),
        "gkl_session_flush": ([handle], status),
        "gkl_session_advance": ([handle, ctypes.c_double], status),
        "gkl_session_finish": ([handle], status),
        "gkl_session_process_wheel": (
            [handle, ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.c_double, int32, uint32],
            status,
        ),
        "gkl_session_process_key": ([handle, ctypes.c_double, ctypes.c_char_p, size, uint32], status),
        "gkl_session_process_action": ([handle, ctypes.c_double, int32], status),
        "gkl_action_name": ([int32], text),
        "gkl_session_read_events": ([handle, event_p, size], size),
        "gkl_session_state": ([handle, ctypes.POINTER(State)], status),
        "gkl_session_format_state": ([handle, uint32, ctypes.c_char_p, size], size),
        "gkl_session_error": ([handle], text),
        "gkl_stream_format_of": ([ctypes.c_char_p, size], int32),
        "gkl_player_create_recording": (
            [int32, ctypes.c_char_p, size, text, text, text, error_p],
            handle,
        ),
        "gkl_player_destroy": ([handle], None),
        "gkl_player_append": ([handle, ctypes.c_char_p, size], status),
        "gkl_player_finish": ([handle], status),
        "gkl_player_read_events": ([handle, event_p, size], size),
        "gkl_player_state": ([handle, ctypes.POINTER(State)], status),
        "gkl_player_format_state": ([handle, uint32, ctypes.c_char_p, size], size),
        "gkl_player_error": ([handle], text),
        "gkl_player_warning": ([handle], text),
    }
    for name, (arguments, result) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = arguments
        function.restype = result
    return lib


lib = _load()
#: The version of the C interface the library implements ("1.3.0").
VERSION: str = lib.gkl_version().decode()


def text(value: bytes | None) -> str:
    """A C string the library returned, as text."""
    return (value or b"").decode("utf-8")


def names(name_of: Callable[[int], bytes | None]) -> tuple[str, ...]:
    """The names of an enum's values from 0 up, as the library gives them
    (gkl_state_name, gkl_viewer_event_name), up to the first it does not know."""
    found: list[str] = []
    while (name := name_of(len(found))) is not None:
        found.append(name.decode("utf-8"))
    return tuple(found)
