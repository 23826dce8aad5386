#!/usr/bin/env python3
"""Plays a touch stream through GestureKitLite's C interface with ctypes.

    python3 play.py LIBRARY FILE

LIBRARY is libgesturekitlite.so (scripts/build-c.sh puts it in .build-c/lib);
FILE a .touches or .jsonl stream. Prints exactly what
`gesture-sim play --format jsonl FILE` prints: each event's JSON line, then
the state line. A refused stream prints "FILE:LINE:COLUMN: error: MESSAGE" on
standard error and exits 2.
"""
import ctypes
import sys


class Point(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double)]


class Value(ctypes.Structure):
    _fields_ = [("location", Point), ("translation", Point), ("velocity", Point),
                ("scale", ctypes.c_double), ("scale_velocity", ctypes.c_double),
                ("progress", ctypes.c_double), ("touch_count", ctypes.c_int32),
                ("reserved", ctypes.c_int32)]


class Event(ctypes.Structure):
    """gkl_event: a recognizer's or the viewer's event."""
    _fields_ = [("time", ctypes.c_double), ("time_us", ctypes.c_int64),
                ("kind", ctypes.c_int32), ("recognizer", ctypes.c_int32),
                ("name", ctypes.c_char * 16), ("state", ctypes.c_int32),
                ("reserved", ctypes.c_int32), ("value", Value),
                ("viewer_event", ctypes.c_int32), ("visible", ctypes.c_int32),
                ("page", ctypes.c_int32), ("limit", ctypes.c_int32),
                ("scale", ctypes.c_double)]


class Error(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("message", ctypes.c_char * 512)]


GKL_STREAM_TEXT, GKL_STREAM_JSONL = 0, 1
GKL_FORMAT_JSONL = 1
assert ctypes.sizeof(Event) == 152 and ctypes.sizeof(Error) == 516


def load(path):
    """The library, with the signatures of the functions used here."""
    lib = ctypes.CDLL(path)
    handle, text = ctypes.c_void_p, ctypes.c_char_p
    lib.gkl_version.restype = text
    lib.gkl_player_create.argtypes = [ctypes.c_int32, text, text, ctypes.POINTER(Error)]
    lib.gkl_player_create.restype = handle
    lib.gkl_player_destroy.argtypes = [handle]
    lib.gkl_player_append.argtypes = [handle, ctypes.c_char_p, ctypes.c_size_t]
    lib.gkl_player_finish.argtypes = [handle]
    lib.gkl_player_next_event.argtypes = [handle, ctypes.POINTER(Event)]
    lib.gkl_player_error.argtypes = [handle]
    lib.gkl_player_error.restype = text
    lib.gkl_player_format_state.argtypes = [handle, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
    lib.gkl_player_format_state.restype = ctypes.c_size_t
    lib.gkl_format_event.argtypes = [ctypes.POINTER(Event), ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
    lib.gkl_format_event.restype = ctypes.c_size_t
    return lib


def play(lib, path):
    """The lines `gesture-sim play --format jsonl` prints for the file, or
    raises ValueError with its error message."""
    form = GKL_STREAM_JSONL if path.endswith(".jsonl") else GKL_STREAM_TEXT
    error = Error()
    player = lib.gkl_player_create(form, None, None, ctypes.byref(error))
    if not player:
        raise ValueError(error.message.decode())
    lines, event, buffer = [], Event(), ctypes.create_string_buffer(1024)

    def drain():
        while lib.gkl_player_next_event(player, ctypes.byref(event)):
            if lib.gkl_format_event(ctypes.byref(event), GKL_FORMAT_JSONL, buffer, len(buffer)):
                lines.append(buffer.value.decode())
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(4096):
                if lib.gkl_player_append(player, chunk, len(chunk)) != 0:
                    raise ValueError(path + ":" + lib.gkl_player_error(player).decode())
                drain()
        if lib.gkl_player_finish(player) != 0:
            raise ValueError(path + ":" + lib.gkl_player_error(player).decode())
        drain()
        if lib.gkl_player_format_state(player, GKL_FORMAT_JSONL, buffer, len(buffer)):
            lines.append(buffer.value.decode())
        return lines
    finally:
        lib.gkl_player_destroy(player)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: play.py LIBRARY FILE")
    lib = load(sys.argv[1])
    try:
        lines = play(lib, sys.argv[2])
    except ValueError as error:
        print(error, file=sys.stderr)
        sys.exit(2)
    sys.stdout.write("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    main()
