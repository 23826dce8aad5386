#!/usr/bin/env python3
"""Replays an Android `getevent -lt` log through GestureKitLite, as a test rig
replays a device's touches: no conversion first, the log as adb wrote it.

    adb shell getevent -lt /dev/input/event2 > double-tap-twice.getevent
    python Examples/python/replay_log.py [LOG] [--range WxH]

`getevent -lt` prints no ranges, so the device's are given: --range (the
touchscreen's units on each axis), or a Player's `description` (the output of
`adb shell getevent -lp`). It prints what
`gesture-sim play --from getevent --range WxH --values LOG` prints.
"""

import argparse
import sys
from pathlib import Path

import gesturekitlite as gkl


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("log", nargs="?", default=str(Path(__file__).with_name("double-tap-twice.getevent")))
    parser.add_argument("--range", default="1080x2340", metavar="WxH")
    options = parser.parse_args()
    try:
        with gkl.Player("getevent", range=options.range) as player:
            for event in player.replay(options.log):
                if event.kind == "recognizer" and event.state == "changed":
                    continue  # gesture-sim play prints these with --changes only
                print(event.line(values=True))
            print(player.state_line())
            for warning in player.warnings:  # positions clamped to the range, say
                print(f"{options.log}:{warning}", file=sys.stderr)
    except gkl.GestureKitLiteError as error:
        print(error.diagnostic(options.log), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
