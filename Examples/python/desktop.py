#!/usr/bin/env python3
"""A desktop host's other input (contract 1.3): a trackpad pinch as a browser
delivers it (wheel events with ctrl), a two-finger scroll, the keyboard and a
screen reader's actions, given to a session as a host's event loop would give
them; the events printed as `gesture-sim play` prints them.

    pip install ./python           # from the repository's root
    python Examples/python/desktop.py
"""

import math

import gesturekitlite as gkl


def main() -> None:
    with gkl.Session(viewport_width=390, viewport_height=844) as session:
        produced: list[gkl.Event] = []
        # A trackpad pinch of scale 1.25 in five steps: Chromium sends each step
        # of scale s as a ctrl wheel of deltaY = -100 ln s, at the pointer.
        for step in range(5):
            time = 0.5 + step * 0.016
            produced += session.process_wheel(time, 250, 300, dy=-100 * math.log(1.25**0.2), modifiers={"ctrl"})
        produced += session.process_wheel(1.0, 250, 300, dx=30, dy=20)  # a two-finger scroll
        produced += session.process_wheel(1.05, 250, 300, dy=3, mode="line")  # a mouse wheel's notches
        produced += session.process_key(2.0, "+", modifiers={"shift"})  # a US keyboard types + with shift
        produced += session.process_key(2.5, "ArrowRight", modifiers=gkl.Modifier.CTRL)  # the host's shortcut
        produced += session.process_action(3.0, gkl.Action.NEXT_PAGE)  # VoiceOver's three-finger swipe
        produced += session.process_action(3.5, "dismiss")  # its two-finger scrub
        produced += session.finish()
        for event in produced:
            print(event)
        state = session.state
        print(f"zoom {state.zoom_scale:.2f}, page {state.page}, {'dismissed' if state.dismissed else 'shown'}")


if __name__ == "__main__":
    main()
