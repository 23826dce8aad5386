"""GestureKitLite for Python: the gesture engine and image-viewer model of
GestureKitLite, through its C library (no Swift runtime, no third-party
package).

- :class:`Session`: samples in (and wheel, key and accessibility-action
  inputs: :class:`Modifier`, :class:`Action`), events out, the viewer's state.
- :class:`Player`: a touch stream or a device recording (evemu, getevent,
  pointer events), bytes in, events out.
- :func:`play`: exactly what ``gesture-sim play [--from ...]`` prints, as a
  string; ``python -m gesturekitlite play FILE`` prints it.
- Events are :class:`RecognizerEvent` and :class:`ViewerEvent` dataclasses,
  the state a :class:`State`; every refusal is a :class:`GestureKitLiteError`
  with the CLI's message.

The library keeps no global state; see :class:`Session` for threads.
"""

from ._native import VERSION as __version__
from .errors import GestureKitLiteError
from .events import Event, Phase, Point, Reason, RecognizerEvent, Sample, State, Values, ViewerEvent
from .inputs import Action, Modifier, WheelMode
from .player import Player, StreamFormat, play, stream_format
from .session import Session

__all__ = [
    "Action",
    "Event",
    "GestureKitLiteError",
    "Modifier",
    "Phase",
    "Player",
    "Point",
    "Reason",
    "RecognizerEvent",
    "Sample",
    "Session",
    "State",
    "StreamFormat",
    "Values",
    "ViewerEvent",
    "WheelMode",
    "__version__",
    "play",
    "stream_format",
]
