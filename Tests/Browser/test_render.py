#!/usr/bin/env python3
"""Browser tests for `gesture-sim render`: the replay and the timeline, checked in Chromium.

Run from the package root after `swift build`:

    python3 Tests/Browser/test_render.py          # or: python3 -m unittest Tests/Browser/test_render.py

They need Playwright for Python (`pip install playwright`, no browser download) and
Debian's Chromium at /usr/bin/chromium (or CHROMIUM=/path), `rsvg-convert` and `xmllint`.
Outside CI a missing tool skips the tests with a plain "skipped: ..." line; with CI=1
it fails them. GESTURE_SIM names the binary (default .build/debug/gesture-sim).

What they check: the state numbers the replay shows at several times are `gesture-sim
play`'s state for the stream cut at the frame's time; pixels where the answer is known
(zoom 4 covers the viewport, the pulled-down background's alpha is 1 - dy / (0.7 H)
within 2 %, the chrome bar is gone after the first tap); the page makes no request and
logs no error; the SVG is valid XML and renders to a PNG of its size that is not blank.
"""

import base64
import bisect
import json
import os
import shutil
import struct
import subprocess
import tempfile
import unittest
import zlib

from browser_support import FIXTURES, gesture_sim, start_chromium, unavailable

TOUR = os.path.join(FIXTURES, "tour.touches")


def run(arguments, stdin=None):
    result = subprocess.run([gesture_sim()] + arguments, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"gesture-sim {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def shortest(value):
    """A time as the Swift code spells it for a stream line (repr reads back exactly)."""
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def cut(text, time):
    """The text stream cut at `time`: directives, `@set settle=0`, the lines up to `time`,
    a tick at `time`. Playing it prints the state at `time`."""
    lines, settle_set = [], False
    for line in text.split("\n"):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if words[0].startswith("@"):
            lines.append(line)
            continue
        if float(words[0]) > time:
            break
        if not settle_set:
            lines.append("@set settle=0")
            settle_set = True
        lines.append(line)
    if not settle_set:
        lines.append("@set settle=0")
    lines.append(f"{shortest(time)} tick")
    return "\n".join(lines) + "\n"


def state_fields(line):
    """`1.250 state page=0 zoomScale=4 ...` as {"t": "1.250", "page": "0", ...}."""
    words = line.split()
    assert words[1] == "state", line
    fields = {"t": words[0]}
    for word in words[2:]:
        name, value = word.split("=", 1)
        fields[name] = value
    return fields


def png_size(data):
    """(width, height) from a PNG's header."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
    return struct.unpack(">II", data[16:24])


def solid_png(width, height, colour):
    """A PNG of one colour, written with the standard library."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    rows = b"".join(b"\x00" + bytes(colour) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def pixels_of(page, data, points):
    """The colours (r, g, b) at `points` of a PNG, decoded by the browser: Python's
    standard library has no PNG decoder, and one in pure Python takes seconds a screenshot."""
    encoded = base64.b64encode(data).decode("ascii")
    colours = page.evaluate(
        """async ([encoded, points]) => {
            const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext("2d");
            context.drawImage(bitmap, 0, 0);
            const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
            return points.map(([x, y]) => Array.from(image.data.slice((y * bitmap.width + x) * 4, (y * bitmap.width + x) * 4 + 3)));
        }""",
        [encoded, [list(point) for point in points]],
    )
    return [tuple(colour) for colour in colours]


class RenderBrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.access(gesture_sim(), os.X_OK):
            unavailable(f"no gesture-sim at {gesture_sim()} (run swift build first)")
        cls.folder = tempfile.mkdtemp(prefix="gesture-sim-browser-")
        cls.html = os.path.join(cls.folder, "tour.html")
        cls.svg = os.path.join(cls.folder, "tour.svg")
        run(["render", TOUR, "--out", cls.html])
        run(["render", TOUR, "--out", cls.svg])
        with open(TOUR) as stream:
            cls.tour = stream.read()
        cls.url = "file://" + cls.html
        with open(cls.html) as page:
            text = page.read()
        data = text.split('<script type="application/json" id="replay-data">', 1)[1].split("</script>", 1)[0]
        cls.frame_times = [frame[0] for frame in json.loads(data)["frames"]]
        cls.playwright, cls.browser = start_chromium()
        cls.context = cls.browser.new_context(viewport={"width": 1400, "height": 1100}, device_scale_factor=1)

    @classmethod
    def tearDownClass(cls):
        cls.context.close()
        cls.browser.close()
        cls.playwright.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def open(self, time, requests=None, problems=None):
        """A page opened at OUT.html#t=`time`, watched for requests and errors."""
        page = self.context.new_page()
        self.addCleanup(page.close)
        if requests is not None:
            page.on("request", lambda request: requests.append(request.url))
        if problems is not None:
            page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
            page.on("pageerror", lambda error: problems.append(str(error)))
        page.goto(f"{self.url}#t={time}")
        page.wait_for_selector("body[data-ready=true]", timeout=10_000)
        self.assertEqual(page.get_attribute("#state", "data-cursor"), repr(float(time)).removesuffix(".0"))
        return page

    def move(self, page, time):
        """Changes the page's #t= (as following a link does) and waits for it to show `time`."""
        page.evaluate("(time) => { location.hash = `#t=${time}`; }", time)
        page.wait_for_function(
            "(time) => document.getElementById('state').dataset.cursor === String(time)", arg=time, timeout=5_000)
        return page

    def shown(self, page):
        fields = {}
        for element in page.query_selector_all("#state [data-field]"):
            fields[element.get_attribute("data-field")] = element.inner_text()
        return float(page.get_attribute("#state", "data-t")), fields

    def pixels(self, page, points):
        """The viewport's colours at `points`, as the screen shows them (a screenshot)."""
        box = page.locator("#viewport").bounding_box()
        self.assertEqual((box["width"], box["height"]), (390, 844), "the viewport is not drawn at 1:1")
        clip = {"x": round(box["x"]), "y": round(box["y"]), "width": 390, "height": 844}
        data = page.screenshot(clip=clip, full_page=True)
        self.assertEqual(png_size(data), (390, 844))
        return pixels_of(page, data, points)

    def test_the_state_shown_is_plays_state_at_the_frames_time(self):
        page = self.open(4.35)
        for time in [4.35, 0.05, 0.2, 0.45, 1.1, 1.3, 3.8, 4.2, 6.1, 8.6, 9.7, 11.3, 12.4]:
            with self.subTest(time=time):
                self.move(page, time)
                frame_time, fields = self.shown(page)
                # The frame shown is the last one recorded at or before the cursor.
                self.assertEqual(frame_time, self.frame_times[bisect.bisect_right(self.frame_times, time) - 1])
                played = run(["play", "-"], stdin=cut(self.tour, frame_time)).strip().split("\n")[-1]
                expected = state_fields(played)
                for name, value in expected.items():
                    self.assertEqual(fields[name], value, f"{name} at {frame_time} (play: {played})")

    def test_at_zoom_4_the_photo_covers_the_viewport(self):
        page = self.open(1.3)
        self.assertEqual(self.shown(page)[1]["zoomScale"], "4")
        samples = self.pixels(page, [(x, y) for y in range(5, 844, 21) for x in range(5, 390, 19)])
        dark = [pixel for pixel in samples if max(pixel) < 60]
        self.assertEqual(dark, [], "the background shows through at zoom 4")
        self.assertGreater(len(set(samples)), 10, "the photo is blank")

    def test_mid_pull_down_the_backgrounds_alpha_is_1_minus_dy_over_0_7_H(self):
        checked = 0
        page = self.open(9.6)
        for time in [9.6, 9.7, 9.75, 11.2, 11.3]:
            with self.subTest(time=time):
                self.move(page, time)
                _, fields = self.shown(page)
                dy = float(fields["pullDownTranslation"].split(",")[1])
                self.assertGreater(dy, 0, "not mid-pull-down")
                self.assertEqual(fields["chromeOnScreen"], "false")
                expected = min(max(1 - dy / (0.7 * 844), 0), 1)
                self.assertAlmostEqual(float(fields["backgroundAlpha"]), expected, delta=1e-6)
                # Above the image the canvas shows the black background over white: 255 (1 - alpha).
                [(red, green, blue)] = self.pixels(page, [(20, 120)])
                measured = 1 - (red + green + blue) / 3 / 255
                self.assertAlmostEqual(measured, expected, delta=0.02, msg=f"dy {dy}")
                checked += 1
        self.assertEqual(checked, 5)

    def test_the_chrome_bar_is_gone_after_the_first_tap(self):
        before = self.open(0.2)
        self.assertEqual(self.shown(before)[1]["chromeOnScreen"], "true")
        self.assertGreater(min(self.pixels(before, [(290, 12)])[0]), 200, "no chrome bar before the tap")
        after = self.move(before, 0.5)
        self.assertEqual(self.shown(after)[1]["chromeVisible"], "false")
        self.assertLess(max(self.pixels(after, [(290, 12)])[0]), 40, "the chrome bar is still there after the tap")

    def test_the_page_makes_no_request_and_logs_no_error(self):
        requests, problems = [], []
        page = self.open(4.35, requests, problems)
        page.click("#play")
        page.wait_for_timeout(400)
        page.click("#play")
        clock = page.inner_text("#clock")
        self.assertNotEqual(clock, "4.350 s", "playing did not move the cursor")
        frame = int(page.get_attribute("#state", "data-frame"))
        page.click("#next")
        self.assertEqual(int(page.get_attribute("#state", "data-frame")), frame + 1)
        page.keyboard.press("ArrowLeft")
        self.assertEqual(int(page.get_attribute("#state", "data-frame")), frame)
        page.select_option("#speed", "0.25")
        page.locator("#scrubber").fill("11.3")
        self.assertEqual(self.shown(page)[1]["t"][:4], "11.2")
        page.locator("#log li").nth(3).click()
        self.assertEqual(page.inner_text("#log li.current"), "0.950 doubleTap recognized")
        self.assertEqual(self.shown(page)[1]["t"], "0.950")
        self.assertEqual([url for url in requests if url != self.url and not url.startswith(self.url + "#")], [])
        self.assertEqual(problems, [])

    def test_an_embedded_photo_is_what_the_viewport_shows(self):
        photo = os.path.join(self.folder, "photo.png")
        with open(photo, "wb") as image:
            image.write(solid_png(40, 30, (200, 60, 20)))
        html = os.path.join(self.folder, "photo.html")
        run(["render", TOUR, "--out", html, "--image", photo])
        requests, problems = [], []
        page = self.context.new_page()
        self.addCleanup(page.close)
        page.on("request", lambda request: requests.append(request.url))
        page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
        page.goto(f"file://{html}#t=1.3")
        page.wait_for_selector("body[data-ready=true]", timeout=10_000)
        samples = self.pixels(page, [(x, y) for y in range(10, 844, 60) for x in range(10, 390, 60)])
        off = [pixel for pixel in samples if max(abs(a - b) for a, b in zip(pixel, (200, 60, 20))) > 3]
        self.assertEqual(off, [], "the zoomed viewport does not show the embedded photo")
        self.assertEqual([url for url in requests if not url.startswith(("file://" + html, "data:"))], [])
        self.assertEqual(problems, [])

    def test_the_svg_is_valid_and_renders_to_a_png_of_its_size_that_is_not_blank(self):
        for tool in ["xmllint", "rsvg-convert"]:
            if shutil.which(tool) is None:
                unavailable(f"{tool} is not installed (apt-get install libxml2-utils librsvg2-bin)")
        subprocess.run(["xmllint", "--noout", self.svg], check=True)
        with open(self.svg) as svg:
            head = svg.read(400)
        width = int(head.split('width="')[1].split('"')[0])
        height = int(head.split('height="')[1].split('"')[0])
        png = os.path.join(self.folder, "tour.png")
        subprocess.run(["rsvg-convert", self.svg, "-o", png], check=True)
        with open(png, "rb") as image:
            data = image.read()
        self.assertEqual(png_size(data), (width, height))
        self.assertEqual(width, 1200)
        page = self.context.new_page()
        self.addCleanup(page.close)
        samples = pixels_of(page, data, [(x, y) for y in range(0, height, 8) for x in range(0, width, 8)])
        drawn = [pixel for pixel in samples if pixel != (255, 255, 255)]
        self.assertGreater(len(drawn) / len(samples), 0.2, "the PNG is nearly blank")
        self.assertGreater(len(set(samples)), 40, "the PNG has almost no colours")


if __name__ == "__main__":
    unittest.main(verbosity=2)
