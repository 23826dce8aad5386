"""Session: the standard recognizers wired to the image viewer, samples in, events out."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, Mapping

from . import _abi, _native, events
from ._handle import Handle, created
from .configuration import settings_text
from .errors import GestureKitLiteError
from .inputs import Action, Modifiers, WheelMode, action_code, mode_code, modifier_bits

# A sample's phase -> gkl_phase.
_PHASES = {
    "down": _abi.GKL_PHASE_DOWN,
    "move": _abi.GKL_PHASE_MOVE,
    "up": _abi.GKL_PHASE_UP,
    "cancel": _abi.GKL_PHASE_CANCEL,
}


class Session(Handle):
    """The standard recognizers (tap, doubleTap, pinch, pan, pullDown) wired to
    the image viewer model: what a host embeds.

    Configure it with a preset (``gesture-sim --preset``'s names), a mapping
    of SPEC §3 keys, and keywords (``tap_slop=12`` or ``tapSlop=12``), applied
    in that order; a refused one raises :class:`GestureKitLiteError` with the
    CLI's words. Feed it frames (:meth:`process`) or samples one by one
    (:meth:`process_sample`), give it the other inputs a person uses
    (:meth:`process_wheel`, :meth:`process_key`, :meth:`process_action`:
    a mouse wheel or a trackpad, keys, a screen reader's actions), move its
    clock (:meth:`advance`), and end the input as ``gesture-sim play`` ends
    a stream (:meth:`finish`); each call returns the events it caused, in
    order. :attr:`state` is the viewer's state now. A refused sample, input
    or time raises and changes nothing: the session stays usable.

    ::

        with Session(settle=0.5) as session:
            session.process(0.0, [Sample(0.0, "down", 1, 195, 422)])
            session.process(0.08, [Sample(0.08, "up", 1, 195, 422)])
            for event in session.finish():
                print(event)  # 0.380 doubleTap failed, 0.380 tap recognized, ...
            session.state.time  # 0.58: settle past the last sample

    Threads: sessions share nothing (the library keeps no global state), and
    each C call releases the GIL, so sessions on different threads run in
    parallel. One session's calls are serialized by its own lock.
    """

    _prefix = "gkl_session_"

    def __init__(
        self, preset: str | None = None, settings: Mapping[str, object] | None = None, **keywords: object
    ) -> None:
        text = "\n".join(settings_text(settings, keywords)).encode("utf-8")
        name = preset.encode("utf-8") if preset else None
        super().__init__(created(lambda error: _native.lib.gkl_session_create(name, text, error)))

    def process(self, time: float, samples: Iterable[events.Sample]) -> list[events.Event]:
        """Processes one frame: the samples (up to 20) all at `time` seconds,
        delivered together as one UIEvent would be (each sample's own time
        is ignored); samples given one by one are delivered first."""
        frame = [_sample(sample) for sample in samples]
        array = (_abi.Sample * len(frame))(*frame)
        return self._call(_native.lib.gkl_session_process_frame, float(time), array, len(frame))

    def process_sample(self, sample: events.Sample) -> list[events.Event]:
        """Processes one sample; samples with the same time form one frame,
        delivered when a later one comes, or on :meth:`flush`,
        :meth:`advance` or :meth:`finish`."""
        return self._call(_native.lib.gkl_session_process_sample, ctypes.byref(_sample(sample)))

    def flush(self) -> list[events.Event]:
        """Delivers the samples given one by one as a frame."""
        return self._call(_native.lib.gkl_session_flush)

    def advance(self, time: float) -> list[events.Event]:
        """Advances the clock to `time` seconds (a display tick): deadlines
        due by then fire at their own times, animations move."""
        return self._call(_native.lib.gkl_session_advance, float(time))

    def process_wheel(
        self,
        time: float,
        x: float,
        y: float,
        *,
        dx: float = 0.0,
        dy: float = 0.0,
        mode: WheelMode = "pixel",
        modifiers: Modifiers = (),
    ) -> list[events.Event]:
        """Processes one wheel event at the pointer (`x`, `y`, viewport
        points): a mouse wheel's notch or a trackpad's scroll step, or, with
        ``ctrl`` (or ``meta``) among `modifiers`, a trackpad pinch as browsers
        deliver it. `dx` and `dy` are the W3C ``deltaX`` and ``deltaY`` in
        `mode`'s unit (positive `dy` scrolls toward the content's bottom); a
        zooming wheel multiplies the zoom by exp(-dy / wheelZoomDistance)
        around the pointer (SPEC §5.1). While a touch is down it changes
        nothing (touches first).

        ::

            session.process_wheel(0.5, 195, 422, dy=-100 * math.log(2), modifiers={"ctrl"})
            session.state.zoom_scale  # 2.0: a pinch of scale 2, as Chromium sends it
        """
        return self._call(
            _native.lib.gkl_session_process_wheel,
            float(time),
            float(x),
            float(y),
            float(dx),
            float(dy),
            mode_code(mode),
            modifier_bits(modifiers),
        )

    def process_key(self, time: float, key: str, *, modifiers: Modifiers = ()) -> list[events.Event]:
        """Processes one key press (an auto-repeat is one more): `key` is the
        W3C ``KeyboardEvent.key`` value (``"ArrowRight"``, ``"Escape"``,
        ``"+"``, ``"z"``), ``"Space"`` for the space bar. A key the viewer does
        not use, and any key with ``ctrl``, ``alt`` or ``meta``, is taken and
        does nothing; a name the contract refuses (empty, with whitespace or
        a control character, ``#`` first) raises, of kind ``"sample"``."""
        if not isinstance(key, str):
            raise TypeError(f"key must be a str, not {type(key).__name__}")
        # Lone surrogates pass as the bytes they would be, which the library refuses as not UTF-8.
        name = key.encode("utf-8", "surrogatepass")
        return self._call(
            _native.lib.gkl_session_process_key, float(time), name, len(name), modifier_bits(modifiers)
        )

    def process_action(self, time: float, action: Action | str) -> list[events.Event]:
        """Processes one accessibility action, an :class:`Action` or its name
        (``"zoomIn"``): what VoiceOver's increment and decrement, three-finger
        swipe, escape and activate, or TalkBack's actions ask for."""
        return self._call(_native.lib.gkl_session_process_action, float(time), action_code(action))

    def finish(self) -> list[events.Event]:
        """Ends the input as ``gesture-sim play`` ends a stream: `settle`
        seconds (SPEC §3) past the last sample or tick, within the time limit,
        so that the double tap's wait runs out and animations come to rest.
        The session stays usable."""
        return self._call(_native.lib.gkl_session_finish)

    @property
    def state(self) -> events.State:
        """The viewer's state now."""
        state = self._read_state()
        assert state is not None  # a session always has one
        return state


def _sample(sample: events.Sample) -> _abi.Sample:
    phase = _PHASES.get(sample.phase)
    if phase is None:
        raise GestureKitLiteError(
            f"unknown phase '{sample.phase}'; expected down, move, up or cancel", kind="argument"
        )
    if not isinstance(sample.id, int):
        raise GestureKitLiteError(
            f"touch id '{sample.id}' is not a whole number; expected 0 to {(1 << 64) - 1}", kind="argument"
        )
    if not 0 <= sample.id < 1 << 64:
        raise GestureKitLiteError(
            f"touch id '{sample.id}' does not fit in 64 bits; expected 0 to {(1 << 64) - 1}", kind="argument"
        )
    return _abi.Sample(
        time=float(sample.time), x=float(sample.x), y=float(sample.y), id=int(sample.id), phase=phase, reserved=0
    )
