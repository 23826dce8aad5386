"""What a Session and a Player share: a C handle, its lock, its events and state."""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from . import _abi, _native, events
from .errors import GestureKitLiteError

if sys.version_info >= (3, 11):
    from typing import Self
elif TYPE_CHECKING:
    # Python 3.10 has no typing.Self; the annotations are strings
    # (`from __future__ import annotations`), so only a type checker needs it.
    from typing_extensions import Self

# gkl_status -> GestureKitLiteError.kind
_KINDS = {
    _abi.GKL_ERROR_ARGUMENT: "argument",
    _abi.GKL_ERROR_CONFIGURATION: "configuration",
    _abi.GKL_ERROR_SAMPLE: "sample",
    _abi.GKL_ERROR_STREAM: "stream",
    _abi.GKL_ERROR_UNUSABLE: "stream",
    _abi.GKL_ERROR_DESCRIPTION: "description",
    _abi.GKL_ERROR_MISUSE: "misuse",
}


def created(create: Callable[[Any], Any]) -> int:
    """The handle `create(error)` returns, or GestureKitLiteError with its message."""
    error = _abi.Error()
    handle: int | None = create(ctypes.byref(error))
    if not handle:
        raise GestureKitLiteError._from_library(
            _native.text(error.message), kind=_KINDS.get(error.status, "argument")
        )
    return handle


class Handle:
    """A gkl_session or gkl_player: freed by close() (or the with block, or
    the garbage collector); its calls serialized by its own lock."""

    _prefix = ""  # "gkl_session_" or "gkl_player_"

    def __init__(self, handle: int) -> None:
        self._handle: int | None = handle
        self._lock = threading.Lock()
        self._buffer = (_abi.Event * 64)()
        lib = _native.lib
        self._read_events = getattr(lib, self._prefix + "read_events")
        self._state = getattr(lib, self._prefix + "state")
        self._format_state = getattr(lib, self._prefix + "format_state")
        self._error = getattr(lib, self._prefix + "error")
        self._destroy = getattr(lib, self._prefix + "destroy")

    def _checked_handle(self) -> int:
        if self._handle is None:
            raise ValueError(f"the {type(self).__name__.lower()} is closed")
        return self._handle

    def _call(self, function: Callable[..., int], *arguments: Any) -> list[events.Event]:
        """Calls `function(handle, *arguments)` under the lock and returns the
        events it produced, or raises the refusal, events before it included
        in the exception's `events` attribute."""
        with self._lock:
            handle = self._checked_handle()
            status = function(handle, *arguments)
            produced = self._drain(handle)
            if status != _abi.GKL_OK:
                error = GestureKitLiteError._from_library(
                    _native.text(self._error(handle)), kind=_KINDS.get(status, "argument")
                )
                error.events = list(produced)
                raise error
            return produced

    def _drain(self, handle: int) -> list[events.Event]:
        produced: list[events.Event] = []
        while True:
            count = self._read_events(handle, self._buffer, len(self._buffer))
            produced += events.events(ctypes.string_at(self._buffer, count * ctypes.sizeof(_abi.Event)))
            if count < len(self._buffer):
                return produced

    def _read_state(self) -> events.State | None:
        with self._lock:
            raw = _abi.State()
            if self._state(self._checked_handle(), ctypes.byref(raw)) != _abi.GKL_OK:
                return None
            return events.state(raw)

    def state_line(self, format: Literal["text", "jsonl"] = "text") -> str:
        """The state line ``gesture-sim play --format FORMAT`` prints last
        ("" before the first sample or tick of a player)."""
        buffer = ctypes.create_string_buffer(1024)
        with self._lock:
            length = self._format_state(self._checked_handle(), events.options(format, False, False), buffer, 1024)
        return buffer.raw[:length].decode("utf-8")

    def close(self) -> None:
        """Frees the C handle; calls afterwards raise ValueError. Closing twice is harmless."""
        with self._lock:
            if self._handle is not None:
                self._destroy(self._handle)
                self._handle = None

    def __enter__(self) -> Self:
        """The session or player itself, closed when the block ends."""
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_handle", None) is not None:
            self._destroy(self._handle)
            self._handle = None
