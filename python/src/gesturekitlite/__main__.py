"""``python -m gesturekitlite play FILE ...``: prints what ``gesture-sim play`` prints.

    python -m gesturekitlite play FILE|- [--format text|jsonl] [--values] [--why] [--changes]
        [--preset NAME] [--set KEY=VALUE]... [--from evemu|getevent|pointer-events
        [--desc FILE] [--range WxH]]

Standard output is byte for byte ``gesture-sim play``'s. A refused stream
prints nothing on standard output, ``FILE:LINE:COL: error: MESSAGE`` on
standard error, and exits 2, as ``gesture-sim`` does; so do a refused
configuration (``gesturekitlite: error: --set ...``) and a file that cannot
be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .errors import GestureKitLiteError
from .player import Player, StreamFormat, printed, stream_format

_PROGRAM = "gesturekitlite"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=f"python -m {_PROGRAM}", description="GestureKitLite from Python.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser(
        "play", help="play a touch stream or a device recording, printing what gesture-sim play prints"
    )
    play.add_argument("file", metavar="FILE", help="a .touches or .jsonl stream, a recording with --from, or -")
    play.add_argument("-f", "--format", choices=("text", "jsonl"), default="text", help="output form")
    play.add_argument("--values", action="store_true", help="add each recognizer event's values")
    play.add_argument("--why", action="store_true", help="say why each failed or cancelled recognizer did")
    play.add_argument("--changes", action="store_true", help="print 'changed' events too")
    play.add_argument("--preset", metavar="NAME", help="start from a seed viewer's configuration")
    play.add_argument(
        "-s", "--set", dest="settings", metavar="KEY=VALUE", action="append", default=[], help="one setting"
    )
    play.add_argument("--from", dest="recording", choices=("evemu", "getevent", "pointer-events"))
    play.add_argument("--desc", metavar="DESC", help="the device's description (evemu, getevent)")
    play.add_argument("--range", metavar="WxH", help="the device's units on each axis")
    return parser


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as file:
        return file.read()


def main(arguments: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status (0, or 2 for bad input)."""
    options = _parser().parse_args(arguments)
    if options.recording is None and (options.desc or options.range):
        return _fail("--desc and --range need --from evemu|getevent|pointer-events")
    for setting in options.settings:
        if "=" not in setting:
            return _fail(f"--set expected key=value, found '{setting}'")
    settings = dict(setting.split("=", 1) for setting in options.settings)
    try:
        stream = _read(options.file)
        description = _read(options.desc) if options.desc else None
    except OSError as error:
        print(f"{error.filename}: error: {_io_message(error)}", file=sys.stderr)
        return 2
    try:
        player = Player(
            options.recording or _format_of(options.file, stream),
            preset=options.preset,
            settings=settings,
            description=description,
            range=options.range,
        )
    except GestureKitLiteError as error:
        if error.kind == "description":
            print(error.diagnostic(options.desc), file=sys.stderr)
            return 2
        configured = next((s for s in options.settings if str(error).startswith(s + ":")), None)
        return _fail(f"--set {error}" if configured else str(error))
    with player:
        try:
            output = printed(player, [stream], options.format, options.values, options.changes, options.why)
        except GestureKitLiteError as error:
            print(error.diagnostic(options.file), file=sys.stderr)
            return 2
        sys.stdout.write(output)
        for warning in player.warnings:
            print(f"{options.file}:{warning}", file=sys.stderr)
    return 0


def _io_message(error: OSError) -> str:
    """gesture-sim's words for a file it cannot read."""
    if isinstance(error, FileNotFoundError):
        return "no such file"
    if isinstance(error, IsADirectoryError):
        return "is a directory, not a stream"
    return "cannot open for reading"


def _format_of(path: str, stream: bytes) -> StreamFormat:
    """The stream's form: by the extension, else by its first bytes."""
    lowered = path.lower()
    if lowered.endswith(".touches"):
        return "text"
    if lowered.endswith(".jsonl"):
        return "jsonl"
    return stream_format(stream)


def _fail(message: str) -> int:
    print(f"{_PROGRAM}: error: {message}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
