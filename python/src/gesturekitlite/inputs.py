"""The other inputs a person gives a viewer (contract 1.3, SPEC §2.4): a wheel's
mode, the modifier keys, the accessibility actions, and how a session's
arguments become the C library's.

A name the package does not know is refused with the words ``gesture-sim``
uses for the same mistake in a stream (``unknown action 'zoom'; expected
zoomIn, ...``), as a :class:`~gesturekitlite.GestureKitLiteError` of kind
``"argument"``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Literal, Union

from . import _abi, _native
from .errors import GestureKitLiteError

#: The unit of a wheel's deltas, as the W3C ``WheelEvent.deltaMode``: points,
#: lines of 16 pt, or pages (the viewport's width for ``dx``, its height for ``dy``).
WheelMode = Literal["pixel", "line", "page"]

_MODES: dict[str, int] = {"pixel": _abi.GKL_WHEEL_PIXEL, "line": _abi.GKL_WHEEL_LINE, "page": _abi.GKL_WHEEL_PAGE}


class Modifier(enum.IntFlag):
    """The modifier keys held during a wheel or key input; the C library's bits.

    ``CTRL`` or ``META`` makes a wheel zoom (a trackpad pinch reaches a browser
    as a wheel with ctrl); ``CTRL``, ``ALT`` or ``META`` turns a key off (a
    host's shortcut); ``SHIFT`` changes neither. Sessions also take the names
    (``{"ctrl", "shift"}``).
    """

    CTRL = _abi.GKL_MODIFIER_CTRL
    SHIFT = _abi.GKL_MODIFIER_SHIFT
    ALT = _abi.GKL_MODIFIER_ALT
    META = _abi.GKL_MODIFIER_META


class Action(enum.Enum):
    """What a screen reader or a host's accessibility actions ask the viewer to
    do (an ``action`` record): VoiceOver's increment and decrement
    (``ZOOM_IN``, ``ZOOM_OUT``), three-finger swipe (``NEXT_PAGE``,
    ``PREVIOUS_PAGE``), escape (``DISMISS``) and activate
    (``TOGGLE_CHROME``); TalkBack's scroll forward and backward, dismiss and
    click. The value is the name streams write; sessions take either.
    """

    ZOOM_IN = "zoomIn"
    ZOOM_OUT = "zoomOut"
    RESET_ZOOM = "resetZoom"
    NEXT_PAGE = "nextPage"
    PREVIOUS_PAGE = "previousPage"
    DISMISS = "dismiss"
    TOGGLE_CHROME = "toggleChrome"


#: What a session takes as modifiers: a :class:`Modifier` (``Modifier.CTRL |
#: Modifier.SHIFT``), or names and members (``{"ctrl"}``, ``["ctrl", Modifier.SHIFT]``).
Modifiers = Union[Modifier, Iterable[Union[str, Modifier]]]

# The library's code for each action's name (gkl_action_name), from 0 up.
_ACTION_CODES = {name: code for code, name in enumerate(_native.names(_native.lib.gkl_action_name))}


def _expected(names: Iterable[str]) -> str:
    listed = list(names)
    return ", ".join(listed[:-1]) + " or " + listed[-1]


def mode_code(mode: str) -> int:
    """The C library's gkl_wheel_mode for `mode`."""
    code = _MODES.get(mode) if isinstance(mode, str) else None
    if code is None:
        raise GestureKitLiteError(f"unknown mode '{mode}'; expected {_expected(_MODES)}", kind="argument")
    return code


def modifier_bits(modifiers: Modifiers) -> int:
    """The C library's GKL_MODIFIER_* bits for `modifiers`."""
    if isinstance(modifiers, int):
        if not 0 <= modifiers <= 0xFFFF_FFFF:
            raise GestureKitLiteError(
                f"modifiers {int(modifiers)} do not fit in 32 bits; expected ctrl 1, shift 2, alt 4 or meta 8 or-ed together",
                kind="argument",
            )
        return int(modifiers)
    if isinstance(modifiers, str):
        modifiers = [modifiers]
    bits = 0
    for modifier in modifiers:
        if isinstance(modifier, Modifier):
            bits |= modifier
            continue
        member = Modifier.__members__.get(modifier.upper()) if isinstance(modifier, str) else None
        if member is None or modifier != modifier.lower():
            names = _expected(name.lower() for name in Modifier.__members__)
            raise GestureKitLiteError(f"unknown modifier '{modifier}'; expected {names}", kind="argument")
        bits |= member
    return bits


def action_code(action: Action | str) -> int:
    """The C library's gkl_action for `action`."""
    name = action.value if isinstance(action, Action) else action
    code = _ACTION_CODES.get(name) if isinstance(name, str) else None
    if code is None:
        raise GestureKitLiteError(f"unknown action '{name}'; expected {_expected(_ACTION_CODES)}", kind="argument")
    return code
