#!/usr/bin/env python3
"""Browser test for the live page (Examples/web/index.html, the WebAssembly module).

Run from the package root after `swift build` (scripts/build-web.sh is run here):

    python3 Tests/Browser/test_web.py

Like test_render.py it needs Playwright for Python and Debian's Chromium; outside CI a
missing tool skips the tests, with CI=1 it fails them. GESTURE_SIM names the binary.

What it checks: a fixture's samples, dispatched as touches through the DevTools protocol
(Input.dispatchTouchEvent), reach the page as Pointer Events and give, through the module,
exactly the lines `gesture-sim play --format jsonl` prints for that fixture (the page's
clock is set to each frame's time: ?clock=manual); a mouse drag with Alt held is a pinch;
the page makes no network request and logs no error.
"""

import os
import subprocess
import tempfile
import unittest
import urllib.parse

from browser_support import FIXTURES, ROOT, gesture_sim, start_chromium

# Streams for the page's viewport (@viewport 390 844): a double tap, a pinch, paging by
# distance and by speed, pull-downs, a deadline fired by a tick. The DevTools protocol
# lifts a touch where it last moved, so a stream whose `up` moves the touch (such as
# double-tap-then-two-fingers) cannot be replayed through it and is not listed.
STREAMS = [
    "double-tap-zoom-in-center.touches",
    "page-by-distance.touches",
    "page-by-velocity.touches",
    "pinch-zoom-in.touches",
    "pulldown-dismiss-by-velocity.touches",
    "tap-deadline-fired-by-tick.touches",
    "pulldown-dismiss-by-distance.touches",
]
PHASE_TYPES = {"down": "touchStart", "move": "touchMove", "up": "touchEnd", "cancel": "touchCancel"}


def settings(path):
    """The stream's @set lines, as the page's ?set= takes them."""
    result = []
    with open(path, encoding="utf-8") as stream:
        lines = stream.read().splitlines()
    for line in lines:
        words = line.split("#")[0].split()
        if words and words[0] == "@set":
            result += words[1:]
    return result


def frames(path):
    """The stream's frames: (time, [(phase, id, x, y)]) for samples, (time, None) for ticks."""
    result = []
    with open(path, encoding="utf-8") as stream:
        lines = stream.read().splitlines()
    for line in lines:
        words = line.split("#")[0].split()
        if not words or words[0].startswith("@"):
            continue
        time = float(words[0])
        if words[1] == "tick":
            result.append((time, None))
            continue
        sample = (words[1], int(words[2]), float(words[3]), float(words[4]))
        if result and result[-1][0] == time and result[-1][1] is not None:
            result[-1][1].append(sample)
        else:
            result.append((time, [sample]))
    return result


class LivePageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.playwright, cls.browser = start_chromium()
        cls.directory = tempfile.mkdtemp(prefix="gkl-web-")
        subprocess.run([os.path.join(ROOT, "scripts", "build-web.sh"), cls.directory], check=True,
                       stdout=subprocess.DEVNULL)
        cls.url = "file://" + os.path.join(cls.directory, "index.html")

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()

    def open(self, query=""):
        page = self.browser.new_page(viewport={"width": 900, "height": 844}, has_touch=True)
        requests, errors = [], []
        page.on("request", lambda request: requests.append(request.url))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(self.url + query)
        page.wait_for_selector("body[data-ready]")
        return page, requests, errors

    def play_on_page(self, name):
        path = os.path.join(FIXTURES, name)
        keys = settings(path)
        settle = float(next((key.split("=")[1] for key in keys if key.startswith("settle=")), "1"))
        page, requests, errors = self.open("?clock=manual&set=" + urllib.parse.quote(" ".join(keys)))
        cdp = page.context.new_cdp_session(page)
        down, last = {}, 0.0
        for time, samples in frames(path):
            last = time
            if samples is None:
                page.evaluate(f"gkl.advance({time!r})")
                continue
            page.evaluate(f"gkl.setTime({time!r})")
            for phase, touch, x, y in samples:
                if phase == "down" or phase == "move":
                    down[touch] = (x, y)
                else:
                    down.pop(touch, None)
                points = [{"x": px, "y": py, "id": key} for key, (px, py) in down.items()]
                # Every touch still down is listed; Chromium reports the one that changed.
                cdp.send("Input.dispatchTouchEvent", {"type": PHASE_TYPES[phase], "touchPoints": points})
            # Chromium delivers touch moves aligned to animation frames: let them arrive
            # before the clock moves on.
            page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        page.evaluate(f"gkl.advance({last + settle!r})")  # the settle, as play plays it
        lines = page.evaluate("gkl.lines()") + [page.evaluate("gkl.stateLine()")]
        page.close()
        return lines, requests, errors

    def test_fixtures_give_play_output(self):
        for name in STREAMS:
            with self.subTest(name):
                expected = subprocess.run([gesture_sim(), "play", "--format", "jsonl", os.path.join(FIXTURES, name)],
                                          capture_output=True, text=True, check=True).stdout.splitlines()
                lines, requests, errors = self.play_on_page(name)
                self.assertEqual(lines, expected)
                self.assertEqual([url for url in requests if not url.startswith("file://")], [])
                self.assertEqual(errors, [])

    def test_mouse_with_alt_pinches(self):
        page, requests, errors = self.open()
        page.mouse.move(150, 380)
        page.keyboard.down("Alt")
        page.mouse.down()
        for step in range(1, 16):
            page.mouse.move(150 - 6 * step, 380 - 12 * step)
            page.wait_for_timeout(16)
        page.mouse.up()
        page.keyboard.up("Alt")
        page.wait_for_timeout(700)
        lines = page.evaluate("gkl.lines()")
        self.assertTrue(any('"name":"pinch","state":"began"' in line for line in lines), lines)
        self.assertTrue(any('"event":"zoomEnded"' in line for line in lines), lines)
        self.assertEqual(len(requests), 1)  # the page itself
        self.assertEqual(errors, [])
        page.close()


if __name__ == "__main__":
    unittest.main(verbosity=2)
