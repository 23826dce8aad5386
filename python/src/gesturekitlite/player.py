"""Player: a touch stream or a device recording, bytes in, events out; and play()."""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from typing import BinaryIO, Literal, Union

from . import _abi, _native, events
from ._handle import Handle, created
from .configuration import settings_text
from .errors import GestureKitLiteError

#: What a player reads: a stream's form (SPEC §2) or a recording's (``--from``).
StreamFormat = Literal["text", "jsonl", "evemu", "getevent", "pointer-events"]

#: A file to replay: a path, or a file opened for reading bytes.
Source = Union[str, "os.PathLike[str]", BinaryIO]

# StreamFormat's names -> gkl_stream_format.
_STREAM_FORMATS = {
    "text": _abi.GKL_STREAM_TEXT,
    "jsonl": _abi.GKL_STREAM_JSONL,
    "evemu": _abi.GKL_STREAM_EVEMU,
    "getevent": _abi.GKL_STREAM_GETEVENT,
    "pointer-events": _abi.GKL_STREAM_POINTER_EVENTS,
}


class Player(Handle):
    """Plays a touch stream (``text``, ``jsonl``) or a device recording
    (``evemu``, ``getevent``, ``pointer-events``) as ``gesture-sim play
    [--from FORMAT]`` does: feed it bytes in chunks of any size, then finish.

    A recording's device is described by the recording itself (evemu ``A:``
    lines), by `description` (the text of ``evemu-describe``'s ``.desc`` file
    or of ``adb shell getevent -lp``) and by `range` (``"1024x1024"``, which
    wins over both), as ``--desc`` and ``--range`` do. The configuration is
    a Session's; a stream's own ``@viewport`` and ``@set`` lines apply after it.

    ::

        with Player("getevent", range="1024x1024") as player:
            for event in player.replay("phone-single-touch.txt"):
                print(event)
            print(player.state_line())

    A refused line raises :class:`GestureKitLiteError` (kind ``"stream"``,
    its line and column), whose ``events`` are those of the frames completed
    before it; the player then takes no more input. Threads: as a Session.
    """

    _prefix = "gkl_player_"

    def __init__(
        self,
        format: StreamFormat = "text",
        *,
        preset: str | None = None,
        settings: Mapping[str, object] | None = None,
        description: bytes | str | None = None,
        range: str | None = None,
        **keywords: object,
    ) -> None:
        code = _STREAM_FORMATS.get(format)
        if code is None:
            raise GestureKitLiteError(
                f"unknown stream format '{format}'; expected text, jsonl, evemu, getevent or pointer-events",
                kind="argument",
            )
        text = "\n".join(settings_text(settings, keywords)).encode("utf-8")
        name = preset.encode("utf-8") if preset else None
        described = description.encode("utf-8") if isinstance(description, str) else description
        ranged = range.encode("utf-8") if range is not None else None
        super().__init__(
            created(
                lambda error: _native.lib.gkl_player_create_recording(
                    code, described, len(described or b""), ranged, name, text, error
                )
            )
        )
        self.format: StreamFormat = format

    def feed(self, data: bytes | str) -> list[events.Event]:
        """Reads the next bytes of the stream (a line may span two calls) and
        returns the events of the frames they complete."""
        chunk = data.encode("utf-8") if isinstance(data, str) else bytes(data)
        return self._call(_native.lib.gkl_player_append, chunk, len(chunk))

    def finish(self) -> list[events.Event]:
        """Ends the stream: its last line, then `settle` seconds (SPEC §3).
        An empty stream, or a recording without touches, is refused."""
        return self._call(_native.lib.gkl_player_finish)

    def replay(self, source: Source, chunk_size: int = 1 << 16) -> Iterator[events.Event]:
        """Feeds the whole of `source` (a path or a binary file), then
        finishes, yielding each event as its frame completes."""
        if isinstance(source, (str, os.PathLike)):
            with open(source, "rb") as file:
                yield from self.replay(file, chunk_size)
            return
        while chunk := source.read(chunk_size):
            yield from self.feed(chunk)
        yield from self.finish()

    @property
    def state(self) -> events.State | None:
        """The viewer's state, or None before the first sample or tick."""
        return self._read_state()

    @property
    def warnings(self) -> list[str]:
        """A recording's warnings, one of each kind at most: positions beyond
        the device's range were clamped; contacts went down before the
        recording gave their position. Each is ``LINE:COL: warning: ...``, as
        ``play --from`` prints it after the file's name."""
        with self._lock:
            text = _native.text(_native.lib.gkl_player_warning(self._checked_handle()))
        return text.split("\n") if text else []


def stream_format(stream: bytes | str) -> Literal["text", "jsonl"]:
    """The form of a stream from its first bytes, as ``gesture-sim play``
    decides for standard input: JSON Lines when the first byte that is not
    white space is ``{``."""
    data = stream.encode("utf-8") if isinstance(stream, str) else stream
    return "jsonl" if _native.lib.gkl_stream_format_of(data, len(data)) == _abi.GKL_STREAM_JSONL else "text"


def play(
    stream: bytes | str,
    *,
    format: Literal["text", "jsonl"] = "text",
    values: bool = False,
    why: bool = False,
    changes: bool = False,
    preset: str | None = None,
    settings: Mapping[str, object] | None = None,
    recording: Literal["evemu", "getevent", "pointer-events"] | None = None,
    description: bytes | str | None = None,
    range: str | None = None,
) -> str:
    """What ``gesture-sim play`` prints for the stream, exactly: its text
    (either form of SPEC §2, told apart as :func:`stream_format` does), or,
    with `recording`, a device recording's (``--from``).

    `format`, `values`, `why` and `changes` are ``--format``, ``--values``,
    ``--why`` and ``--changes``; `preset` and `settings` (a mapping of SPEC §3 keys) are
    ``--preset`` and ``--set``; `recording`, `description` and `range` are
    ``--from``, ``--desc`` (the description's text) and ``--range``. Raises
    :class:`GestureKitLiteError` for a refused stream or configuration. The
    warnings about clamped positions, which ``gesture-sim`` prints on standard
    error, are a :class:`Player`'s ``warnings``.
    """
    kind: StreamFormat = recording or stream_format(stream)
    with Player(kind, preset=preset, settings=settings, description=description, range=range) as player:
        return printed(player, [stream], format, values, changes, why)


def printed(
    player: Player,
    chunks: list[bytes | str],
    format: Literal["text", "jsonl"],
    values: bool,
    changes: bool,
    why: bool = False,
) -> str:
    """What ``gesture-sim play`` prints for `chunks` fed to `player`: each
    event's line, then the state line (none before the first sample)."""
    options = events.options(format, values, changes, why)
    lines = []
    for chunk in chunks:
        lines += _lines(player.feed(chunk), options)
    lines += _lines(player.finish(), options)
    state = player.state_line(format)
    if state:
        lines.append(state)
    return "".join(line + "\n" for line in lines)


def _lines(produced: list[events.Event], options: int) -> list[str]:
    return [line for event in produced if (line := events.formatted(event, options))]
