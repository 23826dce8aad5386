"""The C library, loaded with ctypes: its functions' signatures.

The library (libgesturekitlite.so, built with Embedded Swift by the
repository's scripts/build-c.sh) lies in this package's folder. Its structs
and constants are _abi's, which scripts/generate-abi.py writes from
gesturekitlite.h. Nothing here is public: the package's modules wrap it.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from pathlib import Path

from ._abi import Error, Event, Sample, State


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
