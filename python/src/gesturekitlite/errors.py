"""GestureKitLiteError: every refusal of the library, in the CLI's words."""

from __future__ import annotations

import re

_LOCATED = re.compile(r"^(\d+):(\d+): error: (.*)$", re.S)


class GestureKitLiteError(Exception):
    """Bad input refused by the library, with the message `gesture-sim` gives.

    ``kind`` says what was refused: ``"configuration"`` (a preset or a setting),
    ``"argument"`` (a call's argument: an unknown phase, a malformed range),
    ``"sample"`` (a sample or time a session refused; the session is as before
    the call and stays usable), ``"stream"`` (a line of a stream or recording;
    the player takes no more input), ``"description"`` (a device description)
    or ``"misuse"`` (the C library was handed a handle that is not live: a bug
    in this package, never the caller's input).
    ``line`` and ``column`` (1-based) locate a stream's or description's
    refusal; :meth:`diagnostic` puts a file name before it, as ``gesture-sim``
    prints it on standard error::

        try:
            gesturekitlite.play("0 down 1 10 10\\n-1 up 1 10 10\\n")
        except gesturekitlite.GestureKitLiteError as error:
            error.line, error.message  # 2, "time went backwards: -1 is before 0"
            error.diagnostic("tap.touches")  # "tap.touches:2:1: error: time went backwards: ..."
    """

    def __init__(self, message: str, *, kind: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        #: What is wrong, lowercase-first, without a location.
        self.message = message
        #: What was refused: configuration, argument, sample, stream, description or misuse.
        self.kind = kind
        #: The 1-based line of a stream or description at fault, else None.
        self.line = line
        #: The 1-based column there, else None.
        self.column = column
        #: For a player's refusal, the events of the frames completed before
        #: the refused line (a stream plays as far as it is good).
        self.events: list[object] = []

    @classmethod
    def _from_library(cls, text: str, *, kind: str) -> GestureKitLiteError:
        """The error for a message the C library gave: `LINE:COL: error: MESSAGE`,
        ` error: MESSAGE` (a recording refused as a whole), or a bare message."""
        located = _LOCATED.match(text)
        if located:
            return cls(located.group(3), kind=kind, line=int(located.group(1)), column=int(located.group(2)))
        if text.startswith(" error: "):
            return cls(text[len(" error: ") :], kind=kind)
        return cls(text, kind=kind)

    def __str__(self) -> str:
        if self.line is not None:
            return f"{self.line}:{self.column}: error: {self.message}"
        return self.message

    def diagnostic(self, path: str) -> str:
        """The line `gesture-sim` prints on standard error for this refusal in
        the file at `path`: ``PATH:LINE:COL: error: MESSAGE`` (``PATH: error:
        MESSAGE`` without a location)."""
        if self.line is not None:
            return f"{path}:{self.line}:{self.column}: error: {self.message}"
        return f"{path}: error: {self.message}"
