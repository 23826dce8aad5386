"""A configuration as the C library takes it: a preset, then key=value settings."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .errors import GestureKitLiteError

_CAPITAL = re.compile(r"_([a-z])")
_UNWRITABLE = re.compile(r"[\s#]")


def key(name: str) -> str:
    """SPEC §3's key for a keyword: ``tap_slop`` is ``tapSlop``; a key given
    as SPEC spells it (``tapSlop``) is itself."""
    return _CAPITAL.sub(lambda match: match.group(1).upper(), name)


def text(value: object) -> str:
    """A value as ``--set`` takes it: ``true``/``false`` for a bool, the
    shortest repr for a float, the word itself for a string."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def settings_text(settings: Mapping[str, object] | None, keywords: Mapping[str, object]) -> list[str]:
    """The ``key=value`` settings of a mapping of SPEC §3 keys, then of
    keywords (snake_case or SPEC's camelCase), in that order: a keyword wins
    over the mapping, as a later ``--set`` does.

    Raises GestureKitLiteError for a value that cannot be written as one
    setting (white space or ``#`` in it): no key takes such a value.
    """
    pairs = [(str(name), value) for name, value in (settings or {}).items()]
    pairs += [(key(name), value) for name, value in keywords.items()]
    lines = []
    for name, value in pairs:
        written = text(value)
        if _UNWRITABLE.search(name) or _UNWRITABLE.search(written) or "=" in name:
            raise GestureKitLiteError(
                f"{name}={written}: a setting's key and value hold no spaces, line breaks, '#' or, in the key, '='",
                kind="configuration",
            )
        lines.append(f"{name}={written}")
    return lines
