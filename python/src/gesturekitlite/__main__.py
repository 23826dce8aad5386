"""``python -m gesturekitlite play FILE ...``: prints what ``gesture-sim play`` prints.

    python -m gesturekitlite play FILE|- [--format text|jsonl] [--changes] [--values] [--why]
        [--from evemu|getevent|pointer-events] [--desc DESC] [--range WxH]
        [--preset NAME] [--set KEY=VALUE]...

Standard output is byte for byte ``gesture-sim play``'s. A refused stream
prints nothing on standard output, ``FILE:LINE:COL: error: MESSAGE`` on
standard error, and exits 2, as ``gesture-sim`` does; so do a refused
configuration (``gesturekitlite: error: --set ...``), a file that cannot be
read, and a command line it cannot run, which gets ``gesture-sim``'s two lines
(``gesturekitlite: error: unknown option '--valuse' for 'play'; did you mean
'--values'?`` and where the help is).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from .errors import GestureKitLiteError
from .player import Player, StreamFormat, printed, stream_format

_PROGRAM = "gesturekitlite"
_FORMATS = ("text", "jsonl")
_RECORDINGS = ("evemu", "getevent", "pointer-events")
#: What gesture-sim play takes that this command does not (the Swift importers' alone, or the CLI's).
_NOT_HERE = "--input-format, --width, --height, --config and --from evdev"


class _Usage(Exception):
    """A command line that cannot run: gesture-sim's two lines, exit 2."""

    def __init__(self, message: str, command: str | None) -> None:
        super().__init__(message)
        self.command = command

    def text(self) -> str:
        place = f" {self.command}" if self.command else ""
        return f"{_PROGRAM}: error: {self}\nRun 'python -m {_PROGRAM}{place} --help' for usage."


def nearest(name: str, names: Sequence[str]) -> str | None:
    """gesture-sim's "did you mean" rule (the library's EditDistance): the
    name within two edits of `name`, ASCII case ignored, an edit being an
    insertion, a deletion, a substitution or a swap of two neighbours; none
    when two names are as near."""
    target = name.lower()
    best: tuple[int, str] | None = None
    tie = False
    for candidate in names:
        distance = _distance(target, candidate.lower())
        if distance > 2:
            continue
        if best is not None and distance >= best[0]:
            tie = tie or (distance == best[0] and candidate.lower() != best[1].lower())
            continue
        best, tie = (distance, candidate), False
    return None if tie or best is None else best[1]


def _distance(a: str, b: str) -> int:
    """The optimal string alignment distance: no character edited twice."""
    before_previous = [0] * (len(b) + 1)
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a):
        current = [i + 1] + [0] * len(b)
        for j, y in enumerate(b):
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x != y))
            if i > 0 and j > 0 and x == b[j - 1] and a[i - 1] == y:
                current[j + 1] = min(current[j + 1], before_previous[j - 1] + 1)
        before_previous, previous = previous, current
    return previous[len(b)]


class _Parser(argparse.ArgumentParser):
    """argparse with gesture-sim's words for what it refuses."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.split()[-1] if self.prog.endswith(" play") else None
        missing = re.fullmatch(r"argument (?:-\w/)?(--[\w-]+): expected one argument", message)
        if missing:
            option = missing.group(1)
            raise _Usage(f"{option} needs a value ({_VALUES.get(option, option[2:].upper())})", command)
        flag = re.fullmatch(r"argument (?:-\w/)?(--[\w-]+): ignored explicit argument .*", message, re.DOTALL)
        if flag:
            raise _Usage(f"{flag.group(1)} takes no value", command)
        if message.startswith("the following arguments are required: FILE"):
            raise _Usage("play expects one stream file (or - for standard input)", command)
        if message.startswith("the following arguments are required: command"):
            raise _Usage("expected a command: play", None)
        choice = re.fullmatch(r"argument command: invalid choice: '([^']*)'.*", message, re.DOTALL)
        if choice:
            near = nearest(choice.group(1), ["play"])
            raise _Usage(f"unknown command '{choice.group(1)}'" + _suggestion(near), None)
        # A value's own refusal (the type functions below): gesture-sim's words without argparse's prefix.
        raise _Usage(re.sub(r"^argument [^:]+: ", "", message), command)


#: What each option's value is, as gesture-sim's "needs a value" says it.
_VALUES = {"--format": "text|jsonl", "--from": "|".join(_RECORDINGS), "--desc": "DESC", "--range": "WxH"}


def _one_of(option: str, choices: Sequence[str]) -> Callable[[str], str]:
    def check(value: str) -> str:
        if value not in choices:
            listed = ", ".join(choices[:-1]) + " or " + choices[-1]
            raise argparse.ArgumentTypeError(f"{option} expects {listed}, found '{value}'")
        return value

    return check


def _suggestion(near: str | None) -> str:
    return f"; did you mean '{near}'?" if near else ""


def _parser() -> _Parser:
    parser = _Parser(
        prog=f"python -m {_PROGRAM}",
        description="GestureKitLite from Python: the commands of gesture-sim that the package carries.",
        allow_abbrev=False,
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    play = commands.add_parser(
        "play",
        help="play a touch stream or a device recording, printing what gesture-sim play prints",
        description=(
            "Plays a touch stream (docs/Contract.md §2) through the standard recognizer set and prints, "
            "in time order, a line for each recognizer state change other than 'changed', the viewer's "
            "events, and last the viewer's state: byte for byte what gesture-sim play prints. With --from "
            "it plays a device recording."
        ),
        epilog=(
            f"gesture-sim play's other options ({_NOT_HERE}) are gesture-sim's alone. A malformed stream "
            "prints nothing on standard output, 'FILE:LINE:COL: error: ...' on standard error, and exits 2."
        ),
        allow_abbrev=False,
    )
    play.add_argument("file", metavar="FILE", help="a .touches or .jsonl stream, a recording with --from, or -")
    play.add_argument(
        "-f", "--format", type=_one_of("--format", _FORMATS), default="text", metavar="text|jsonl",
        help="output form (default text)",
    )
    play.add_argument("--changes", action="store_true", help="print 'changed' events too")
    play.add_argument("--values", action="store_true", help="add each recognizer event's values")
    play.add_argument(
        "--why", action="store_true",
        help="say why each recognizer failed or was cancelled: a code and the numbers that decided it",
    )
    play.add_argument(
        "--from", dest="recording", type=_one_of("--from", _RECORDINGS), metavar="|".join(_RECORDINGS),
        help="play a device recording in this format instead of a stream",
    )
    play.add_argument("--desc", metavar="DESC", help="the device's description (evemu, getevent)")
    play.add_argument("--range", metavar="WxH", help="the device's units on each axis, when no description gives them")
    play.add_argument("--preset", metavar="NAME", help="start from a seed viewer's configuration")
    play.add_argument(
        "-s", "--set", dest="settings", metavar="KEY=VALUE", action="append", default=[],
        help="override one key; repeatable, applied after --preset",
    )
    return parser


def _options(parser: _Parser, arguments: Sequence[str] | None) -> argparse.Namespace:
    """The parsed command line, or _Usage with gesture-sim's words."""
    words = list(sys.argv[1:] if arguments is None else arguments)
    options, rest = parser.parse_known_args(words)
    for word in rest:
        if word.startswith("-") and word != "-":
            name = word.split("=", 1)[0]
            near = nearest(name[2:], _long_options(parser)) if name.startswith("--") else None
            raise _Usage(
                f"unknown option '{name}' for 'play'" + _suggestion(f"--{near}" if near else None), "play"
            )
    if rest:
        raise _Usage("play expects one stream file (or - for standard input)", "play")
    return options


def _long_options(parser: _Parser) -> list[str]:
    """play's long options, without their dashes."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            play = action.choices["play"]
            return [o[2:] for a in play._actions for o in a.option_strings if o.startswith("--")]
    return []


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as file:
        return file.read()


def main(arguments: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status (0, or 2 for bad input)."""
    try:
        options = _options(_parser(), arguments)
    except _Usage as usage:
        print(usage.text(), file=sys.stderr)
        return 2
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
