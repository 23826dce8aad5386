#!/usr/bin/env python3
"""Browser tests for the live page (Examples/web) and the gesturekitlite package (web/).

Run from the package root after `swift build` and scripts/build-wasm.sh:

    python3 Tests/Browser/test_web.py

Like test_render.py it needs Playwright for Python and Debian's Chromium; outside CI a
missing tool skips the tests, with CI=1 it fails them. GESTURE_SIM names the binary. The
repository is served on 127.0.0.1 (module scripts do not load from file: URLs).

What they check: a fixture's samples, dispatched as touches through the DevTools protocol
(Input.dispatchTouchEvent), reach the page as Pointer Events and give, through the
package, exactly the lines `gesture-sim play` prints for that fixture (the page's clock is
set to each frame's time: ?clock=manual); a gesture made on the page with its real clock,
recorded and downloaded, plays in `gesture-sim play` to exactly the page's log; the live
module, fed by the package's PointerInput and AnimationFrameClock, gives the events
`gesture-sim play` gives for its recording; a mouse drag with Alt held is a pinch; the page
fits a phone and a laptop window, draws at the device's pixel ratio, makes no request but
for its own files and logs no error.

Contract 1.3's inputs, dispatched as real input through the DevTools protocol
(Input.dispatchMouseEvent of type mouseWheel, with modifiers 2 for ctrl: what Chromium
sends for a trackpad pinch; Input.dispatchKeyEvent): a ctrl wheel zooms the photo around the
pointer and not the page, a scroll turns the page, the keys reach the photo once it has the
focus (Tab reaches it, with a visible focus ring), page and zoom changes are announced in
an aria-live region that Playwright's accessibility snapshot shows beside the named,
focusable viewer, and a recorded session of wheels and keys plays in `gesture-sim play` to
the page's log; the live module's PointerInput.listen feeds them too.
"""

import functools
import json
import http.server
import math
import os
import subprocess
import tempfile
import threading
import unittest
import urllib.parse

from browser_support import FIXTURES, ROOT, gesture_sim, start_chromium, unavailable

# Streams for a 390 × 844 viewport: a double tap, a pinch, paging by distance and by
# speed, pull-downs, a deadline fired by a tick. The DevTools protocol lifts a touch where
# it last moved, so a stream whose `up` moves the touch (such as double-tap-then-two-fingers)
# cannot be replayed through it and is not listed.
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
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TALL = {"width": 1280, "height": 1000}  # room for a 390 × 844 viewport below the page's header


def settings(path):
    """The stream's @viewport and @set lines, as the page's ?set= takes them."""
    result = []
    with open(path, encoding="utf-8") as stream:
        lines = stream.read().splitlines()
    for line in lines:
        words = line.split("#")[0].split()
        if words and words[0] == "@set":
            result += words[1:]
        if words and words[0] == "@viewport":
            result += [f"viewportWidth={words[1]}", f"viewportHeight={words[2]}"]
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


def play(arguments, stdin=None):
    result = subprocess.run([gesture_sim()] + arguments, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"gesture-sim {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout.splitlines()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class LivePageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.access(gesture_sim(), os.X_OK):
            unavailable(f"no gesture-sim at {gesture_sim()} (run swift build first)")
        for module in ["gesturekitlite.wasm", "gesturekitlite-live.wasm"]:
            if not os.path.exists(os.path.join(ROOT, "web", module)):
                unavailable(f"no web/{module} (run scripts/build-wasm.sh first)")
        cls.playwright, cls.browser = start_chromium()
        handler = functools.partial(QuietHandler, directory=ROOT)
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.origin = f"http://127.0.0.1:{cls.server.server_address[1]}"
        cls.url = cls.origin + "/Examples/web/"

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()
        cls.browser.close()
        cls.playwright.stop()

    def open(self, query="", viewport=LAPTOP, scale=1, url=None):
        context = self.browser.new_context(viewport=viewport, device_scale_factor=scale, has_touch=True,
                                           accept_downloads=True)
        page = context.new_page()
        self.addCleanup(context.close)
        requests, errors = [], []
        page.on("request", lambda request: requests.append(request.url))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto((url or self.url) + query)
        page.wait_for_selector("body[data-ready]", timeout=20_000)
        self.assertEqual(page.evaluate("gkl.error()") if url is None else "", "")
        return page, requests, errors

    def assert_only_own_requests(self, requests):
        self.assertEqual([url for url in requests if not url.startswith(self.origin + "/")], [])
        # The page's own files and the package: nothing fetched twice, no module but the full one.
        self.assertEqual(len(requests), len(set(requests)), requests)

    def touch(self, cdp, kind, points):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def play_on_page(self, name):
        path = os.path.join(FIXTURES, name)
        keys = settings(path)
        settle = float(next((key.split("=")[1] for key in keys if key.startswith("settle=")), "1"))
        page, requests, errors = self.open("?clock=manual&set=" + urllib.parse.quote(" ".join(keys)), viewport=TALL)
        cdp = page.context.new_cdp_session(page)
        box = page.locator("#viewport").bounding_box()
        self.assertGreaterEqual(box["y"], 0, "the canvas does not fit the window")
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
                points = [{"x": box["x"] + px, "y": box["y"] + py, "id": key} for key, (px, py) in down.items()]
                # Every touch still down is listed; Chromium reports the one that changed.
                self.touch(cdp, PHASE_TYPES[phase], points)
            # Chromium delivers touch moves aligned to animation frames: let them arrive
            # before the clock moves on.
            page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        page.evaluate(f"gkl.advance({last + settle!r})")  # the settle, as play plays it
        lines = page.evaluate("gkl.lines()") + [page.evaluate("gkl.stateLine()")]
        return lines, requests, errors

    def test_fixtures_dispatched_as_touches_give_plays_lines(self):
        for name in STREAMS:
            with self.subTest(name):
                lines, requests, errors = self.play_on_page(name)
                self.assertEqual(lines, play(["play", os.path.join(FIXTURES, name)]))
                self.assert_only_own_requests(requests)
                self.assertEqual(errors, [])

    def gesture(self, page, cdp):
        """Double taps in and out, a pinch out, a double tap back and a pull-down, with the page's real clock."""
        box = page.locator("#viewport").bounding_box()
        x0, y0 = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        for _ in range(2):
            self.touch(cdp, "touchStart", [{"x": x0, "y": y0, "id": 1}])
            page.wait_for_timeout(40)
            self.touch(cdp, "touchEnd", [])
            page.wait_for_timeout(90)
        page.wait_for_timeout(700)
        for _ in range(2):  # the second double tap zooms back out
            self.touch(cdp, "touchStart", [{"x": x0, "y": y0, "id": 1}])
            page.wait_for_timeout(40)
            self.touch(cdp, "touchEnd", [])
            page.wait_for_timeout(90)
        page.wait_for_timeout(700)
        self.touch(cdp, "touchStart", [{"x": x0 - 40, "y": y0, "id": 2}, {"x": x0 + 40, "y": y0, "id": 3}])
        for step in range(1, 13):
            page.wait_for_timeout(16)
            self.touch(cdp, "touchMove", [{"x": x0 - 40 - 7 * step, "y": y0 - step, "id": 2},
                                          {"x": x0 + 40 + 7 * step, "y": y0 + step, "id": 3}])
        self.touch(cdp, "touchEnd", [{"x": x0 + 124, "y": y0 + 12, "id": 3}])
        self.touch(cdp, "touchEnd", [])
        page.wait_for_timeout(900)
        for _ in range(2):  # back to zoom 1, where a pull-down may begin
            self.touch(cdp, "touchStart", [{"x": x0, "y": y0, "id": 5}])
            page.wait_for_timeout(40)
            self.touch(cdp, "touchEnd", [])
            page.wait_for_timeout(90)
        page.wait_for_timeout(700)
        self.touch(cdp, "touchStart", [{"x": x0, "y": y0 - 100, "id": 4}])
        for step in range(1, 12):
            page.wait_for_timeout(16)
            self.touch(cdp, "touchMove", [{"x": x0, "y": y0 - 100 + 16 * step, "id": 4}])
        self.touch(cdp, "touchEnd", [])
        page.wait_for_timeout(1300)

    def test_a_recorded_gesture_downloads_as_a_stream_gesture_sim_plays_to_the_pages_log(self):
        page, requests, errors = self.open(viewport=PHONE, scale=3)
        cdp = page.context.new_cdp_session(page)
        page.click("#record")
        self.gesture(page, cdp)
        page.click("#record")  # Stop
        shown = page.evaluate("gkl.lines()")
        with page.expect_download() as waiting:
            page.click("#download")
        download = waiting.value
        self.assertTrue(download.suggested_filename.endswith(".touches"), download.suggested_filename)
        folder = tempfile.mkdtemp(prefix="gkl-recording-")
        path = os.path.join(folder, download.suggested_filename)
        download.save_as(path)
        with open(path, encoding="utf-8") as stream:
            text = stream.read()
        self.assertTrue(text.startswith("@viewport "), text[:80])
        for wanted in ["doubleTap recognized", "viewer zoomToggled", "pinch began", "pullDown began"]:
            self.assertTrue(any(wanted in line for line in shown), f"no {wanted!r} in the page's log: {shown}")
        self.assertEqual(play(["play", path])[:-1], shown)
        self.assert_only_own_requests(requests)
        self.assertEqual(errors, [])

    def test_the_live_module_with_pointer_input_gives_what_gesture_sim_plays_for_its_recording(self):
        page, requests, errors = self.open(viewport=PHONE, url=self.origin + "/Tests/Browser/live.html")
        cdp = page.context.new_cdp_session(page)
        self.gesture(page, cdp)
        outcome = page.evaluate("finish()")
        # Compared exactly: the JSON Lines form prints each time as the double the event carries.
        events = [(event["t"], event["name"], event["state"]) for event in outcome["events"]
                  if event["type"] == "recognizer" and event["state"] != "changed"]
        self.assertTrue(any(event[1:] == ("pinch", "began") for event in events), events)
        expected = [(line["t"], line["name"], line["state"]) for line in
                    map(json.loads, play(["play", "--format", "jsonl", "-"], outcome["stream"])[:-1])
                    if line["type"] == "recognizer"]
        self.assertEqual(events, expected)
        self.assertTrue(any(url.endswith("/web/gesturekitlite-live.wasm") for url in requests), requests)
        self.assertFalse(any(url.endswith("/web/gesturekitlite.wasm") for url in requests), requests)
        self.assertEqual(errors, [])

    def test_mouse_with_alt_pinches(self):
        page, requests, errors = self.open()
        box = page.locator("#viewport").bounding_box()
        x0, y0 = box["x"] + box["width"] / 2 - 50, box["y"] + box["height"] / 2 - 40
        page.mouse.move(x0, y0)
        page.keyboard.down("Alt")
        page.mouse.down()
        for step in range(1, 16):
            page.mouse.move(x0 - 6 * step, y0 - 12 * step)
            page.wait_for_timeout(16)
        page.mouse.up()
        page.keyboard.up("Alt")
        page.wait_for_timeout(700)
        lines = page.evaluate("gkl.lines()")
        self.assertTrue(any("pinch began" in line for line in lines), lines)
        self.assertTrue(any("viewer zoomEnded" in line for line in lines), lines)
        self.assert_only_own_requests(requests)
        self.assertEqual(errors, [])

    def wheel(self, cdp, x, y, dx, dy, modifiers=0):
        cdp.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": x, "y": y, "deltaX": dx, "deltaY": dy,
                                              "modifiers": modifiers})

    def key(self, cdp, key, code, modifiers=0, text=None, virtual=0):
        event = {"type": "keyDown", "key": key, "code": code, "modifiers": modifiers, "windowsVirtualKeyCode": virtual}
        if text is not None:
            event["text"] = text
        cdp.send("Input.dispatchKeyEvent", event)
        cdp.send("Input.dispatchKeyEvent", {**event, "type": "keyUp", "text": ""})

    def desktop_session(self, page, cdp):
        """A ctrl wheel (a trackpad pinch as Chromium sends it), scrolls, and keys, with the page's real clock."""
        box = page.locator("#viewport").bounding_box()
        x0, y0 = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        for _ in range(6):  # a pinch of scale 1.5 in six steps, around a point left of the centre
            self.wheel(cdp, x0 - 60, y0 - 30, 0, -100 * math.log(1.5) / 6, modifiers=2)
            page.wait_for_timeout(16)
        page.wait_for_timeout(400)
        for _ in range(4):  # a two-finger scroll of the zoomed photo
            self.wheel(cdp, x0, y0, 40, 25)
            page.wait_for_timeout(16)
        page.wait_for_timeout(400)
        page.focus("#viewport")
        for key, code, virtual, text, modifiers in [("0", "Digit0", 48, "0", 0), ("ArrowRight", "ArrowRight", 39, None, 0),
                                                    ("+", "Equal", 187, "+", 8), ("ArrowDown", "ArrowDown", 40, None, 0),
                                                    ("End", "End", 35, None, 0), ("Enter", "Enter", 13, "\r", 0),
                                                    ("#", "Digit3", 51, "#", 8)]:
            self.key(cdp, key, code, modifiers=modifiers, text=text, virtual=virtual)
            page.wait_for_timeout(400)
        for _ in range(5):  # at rest, a scroll to the right drags the strip back a page
            self.wheel(cdp, x0, y0, -120, 0)
            page.wait_for_timeout(16)
        page.wait_for_timeout(700)

    def test_a_ctrl_wheel_zooms_the_photo_around_the_pointer_not_the_page(self):
        page, requests, errors = self.open()
        cdp = page.context.new_cdp_session(page)
        box = page.locator("#viewport").bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        self.wheel(cdp, x, y, 0, -100 * math.log(2), modifiers=2)
        page.wait_for_timeout(500)
        # Chromium carries a wheel's deltas as 32-bit floats: -100 ln 2 arrives within 1e-6 of itself.
        self.assertAlmostEqual(page.evaluate("gkl.state().zoomScale"), 2, delta=1e-6)
        self.assertIn("viewer zoomEnded scale=2", " | ".join(page.evaluate("gkl.lines()")))
        self.assertEqual(page.evaluate("visualViewport.scale"), 1, "the ctrl wheel zoomed the page")
        self.assertEqual(page.inner_text("#announcer"), "Zoom 200%")
        self.assertEqual(errors, [])
        self.assert_only_own_requests(requests)

    def test_a_scroll_turns_the_page_and_keys_reach_the_focused_photo(self):
        # A wheel gesture ends wheelGap after its last record: one second here, so that a
        # loaded machine's slow dispatch does not split the scroll in two.
        page, _, errors = self.open("?set=wheelGap=1")
        cdp = page.context.new_cdp_session(page)
        box = page.locator("#viewport").bounding_box()
        for _ in range(4):  # two thirds of a page to the left, in one wheel gesture
            self.wheel(cdp, box["x"] + 100, box["y"] + 100, box["width"] / 6, 0)
            page.wait_for_timeout(16)
        page.wait_for_timeout(1600)
        self.assertEqual(page.evaluate("gkl.state().page"), 1)
        self.assertEqual(page.inner_text("#announcer"), "Photo 2 of 3")
        # Tab reaches the photo, which shows a focus ring.
        for _ in range(10):
            if page.evaluate("document.activeElement.id") == "viewport":
                break
            page.keyboard.press("Tab")
        self.assertEqual(page.evaluate("document.activeElement.id"), "viewport")
        self.assertNotEqual(page.evaluate("getComputedStyle(document.activeElement).outlineStyle"), "none")
        scroll = page.evaluate("document.scrollingElement.scrollTop")
        self.key(cdp, "End", "End", virtual=35)
        page.wait_for_timeout(500)
        self.assertEqual(page.evaluate("gkl.state().page"), 2)
        self.key(cdp, "+", "Equal", modifiers=8, text="+", virtual=187)
        page.wait_for_timeout(500)
        self.assertEqual(page.evaluate("gkl.state().zoomScale"), 2)
        self.assertEqual(page.inner_text("#announcer"), "Zoom 200%")
        self.key(cdp, " ", "Space", text=" ", virtual=32)
        page.wait_for_timeout(100)
        self.assertFalse(page.evaluate("gkl.state().chromeVisible"))
        self.assertEqual(page.evaluate("document.scrollingElement.scrollTop"), scroll, "Space scrolled the page")
        self.key(cdp, "Escape", "Escape", virtual=27)
        page.wait_for_timeout(500)
        self.assertTrue(page.evaluate("gkl.state().dismissed"))
        lines = page.evaluate("gkl.lines()")
        for wanted in ["viewer pageChanged page=1", "viewer pageChanged page=2", "viewer zoomToggled scale=2",
                       "viewer chromeToggled visible=false", "viewer dismissed"]:
            self.assertTrue(any(wanted in line for line in lines), f"no {wanted!r} in {lines}")
        self.assertEqual(errors, [])

    def test_the_accessibility_snapshot_shows_a_named_focusable_viewer_and_a_live_region(self):
        page, _, errors = self.open()
        cdp = page.context.new_cdp_session(page)
        page.focus("#viewport")
        self.key(cdp, "ArrowRight", "ArrowRight", virtual=39)
        page.wait_for_timeout(500)
        snapshot = page.locator("body").aria_snapshot()
        self.assertIn('application "Photo viewer"', snapshot)
        self.assertIn("Photo 2 of 3", snapshot)
        self.assertIn("Works with touch, a mouse", page.inner_text("#inputs"))
        tree = cdp.send("Accessibility.getFullAXTree")["nodes"]

        def properties(node):
            return {item["name"]: item["value"].get("value") for item in node.get("properties", [])}

        viewer = [node for node in tree if node.get("name", {}).get("value") == "Photo viewer"]
        self.assertEqual(len(viewer), 1, snapshot)
        self.assertTrue(properties(viewer[0]).get("focusable"), viewer[0])
        self.assertIn("Works with touch", viewer[0].get("description", {}).get("value", ""))
        live = [node for node in tree if properties(node).get("live") == "polite"]
        self.assertTrue(any("Photo 2 of 3" in json.dumps(node) for node in live) or live, tree)
        self.assertEqual(errors, [])

    def test_a_recorded_session_of_wheels_and_keys_plays_in_gesture_sim_to_the_pages_log(self):
        page, requests, errors = self.open()
        cdp = page.context.new_cdp_session(page)
        page.click("#record")
        self.desktop_session(page, cdp)
        page.click("#record")  # Stop
        shown = page.evaluate("gkl.lines()")
        with page.expect_download() as waiting:
            page.click("#download")
        folder = tempfile.mkdtemp(prefix="gkl-recording-")
        path = os.path.join(folder, waiting.value.suggested_filename)
        waiting.value.save_as(path)
        with open(path, encoding="utf-8") as stream:
            text = stream.read()
        for word in [" wheel ", " mods=ctrl", " key ArrowRight", " key + mods=shift", " key Enter"]:
            self.assertIn(word, text)
        self.assertNotIn(" key #", text)
        for wanted in ["zoomEnded", "zoomToggled", "pageChanged", "chromeToggled"]:
            self.assertTrue(any(f"viewer {wanted}" in line for line in shown), f"no {wanted!r} in {shown}")
        self.assertEqual(play(["play", path])[:-1], shown)
        self.assertEqual(errors, [])
        self.assert_only_own_requests(requests)

    def test_the_live_modules_listen_feeds_wheels_and_keys_as_gesture_sim_plays_its_recording(self):
        page, requests, errors = self.open(viewport=PHONE, url=self.origin + "/Tests/Browser/live.html")
        cdp = page.context.new_cdp_session(page)
        box = {"x": 0, "y": 0, "width": PHONE["width"], "height": PHONE["height"]}
        for _ in range(5):
            self.wheel(cdp, box["width"] / 2, box["height"] / 2, 0, -30, modifiers=2)
            page.wait_for_timeout(16)
        page.wait_for_timeout(300)
        self.touch(cdp, "touchStart", [{"x": 100, "y": 200, "id": 1}])  # a tap focuses the canvas
        page.wait_for_timeout(40)
        self.touch(cdp, "touchEnd", [])
        page.wait_for_timeout(400)
        self.assertEqual(page.evaluate("document.activeElement.id"), "viewport")
        for key, code, virtual, text in [("-", "Minus", 189, "-"), ("ArrowLeft", "ArrowLeft", 37, None),
                                         ("z", "KeyZ", 90, "z")]:
            self.key(cdp, key, code, text=text, virtual=virtual)
            page.wait_for_timeout(400)
        outcome = page.evaluate("finish()")
        events = [(event["t"], event["event"]) for event in outcome["events"] if event["type"] == "viewer"]
        self.assertTrue(any(name == "zoomToggled" for _, name in events), events)
        expected = [(line["t"], line["event"]) for line in
                    map(json.loads, play(["play", "--format", "jsonl", "-"], outcome["stream"])[:-1])
                    if line["type"] == "viewer"]
        self.assertEqual(events, expected)
        self.assertEqual(errors, [])

    def test_the_page_fits_a_phone_and_a_laptop_and_draws_at_the_pixel_ratio(self):
        for viewport, scale in [(PHONE, 3), (LAPTOP, 1), (LAPTOP, 2)]:
            with self.subTest(viewport=viewport, scale=scale):
                page, _, errors = self.open(viewport=viewport, scale=scale)
                box = page.locator("#viewport").bounding_box()
                self.assertGreaterEqual(box["x"], 0)
                self.assertGreaterEqual(box["y"], 0)
                self.assertLessEqual(box["x"] + box["width"], viewport["width"] + 0.5)
                self.assertLessEqual(box["y"] + box["height"], viewport["height"] + 0.5)
                log = page.locator("#log").bounding_box()
                self.assertLessEqual(log["y"] + log["height"], viewport["height"] + 0.5, "the log is off screen")
                pixels = page.evaluate("[document.getElementById('viewport').width, document.getElementById('viewport').height]")
                self.assertEqual(pixels, [round(box["width"] * scale), round(box["height"] * scale)])
                self.assertEqual(errors, [])

    def test_reset_and_the_preset_picker_start_a_new_session(self):
        page, _, errors = self.open("?clock=manual")
        names = page.eval_on_selector_all("#preset option", "(options) => options.map((option) => option.value)")
        self.assertIn("photo-browser", names)
        page.select_option("#preset", "photo-browser")
        self.assertIn("--preset photo-browser", page.inner_text("#log"))
        self.assertEqual(page.evaluate("gkl.lines()"), [])
        page.click("#reset")
        self.assertIn("--preset photo-browser", page.inner_text("#log"))
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
