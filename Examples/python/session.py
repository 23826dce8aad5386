#!/usr/bin/env python3
"""Embeds GestureKitLite in a Python program: a session fed touches as an input
pipeline feeds them, one frame per touch change.

A finger double-taps to zoom in, then two fingers pinch in; the session's
events are printed as `gesture-sim play` prints them, and its state is read as
a dataclass.

    pip install ./python           # from the repository's root
    python Examples/python/session.py
"""

import gesturekitlite as gkl


def pinch(session: gkl.Session, start: float, span: tuple[float, float]) -> list[gkl.Event]:
    """Two fingers either side of the center, their span going from span[0] to
    span[1] points in ten 16 ms frames, then lifted."""
    produced: list[gkl.Event] = []
    steps = 10
    for step in range(steps + 2):
        time = round(start + step * 0.016, 3)
        half = (span[0] + (span[1] - span[0]) * min(step, steps) / steps) / 2
        phase: gkl.Phase = "down" if step == 0 else "up" if step == steps + 1 else "move"
        frame = [gkl.Sample(time, phase, 1, 195 - half, 422), gkl.Sample(time, phase, 2, 195 + half, 422)]
        produced += session.process(time, frame)
    return produced


def main() -> None:
    with gkl.Session(viewport_width=390, viewport_height=844, zoom_bounce=False) as session:
        produced: list[gkl.Event] = []
        taps: list[tuple[float, gkl.Phase]] = [(0.0, "down"), (0.08, "up"), (0.2, "down"), (0.27, "up")]
        for time, phase in taps:
            produced += session.process(time, [gkl.Sample(time, phase, 7, 195, 422)])
        produced += pinch(session, 1.0, (240, 120))
        produced += session.finish()  # settle as gesture-sim play does: animations come to rest
        for event in produced:
            if isinstance(event, gkl.RecognizerEvent) and event.state == "changed":
                continue  # gesture-sim play prints these with --changes only
            print(event.line(values=isinstance(event, gkl.RecognizerEvent) and event.state == "ended"))
        state = session.state
        print(f"zoom {state.zoom_scale:.2f}, offset {state.content_offset.x:.1f},{state.content_offset.y:.1f}")


if __name__ == "__main__":
    main()
