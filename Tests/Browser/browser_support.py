"""What both browser tests share: where things are, how a missing tool is reported, and
how Chromium is started.

Outside CI a missing tool skips the tests with a plain "skipped: ..." line; with CI=1 it
fails them. GESTURE_SIM names the binary (default .build/debug/gesture-sim), CHROMIUM the
browser (default Debian's /usr/bin/chromium).
"""

import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Fixtures", "touchstreams")
IN_CI = os.environ.get("CI", "") not in ("", "0", "false")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def gesture_sim():
    return os.environ.get("GESTURE_SIM", os.path.join(ROOT, ".build", "debug", "gesture-sim"))


def unavailable(reason):
    """Fails in CI, skips (saying so plainly) elsewhere."""
    if IN_CI:
        raise AssertionError(f"CI=1 and {reason}")
    print(f"skipped: {reason}", file=sys.stderr)
    raise unittest.SkipTest(reason)


def start_chromium():
    """Starts Playwright and Debian's Chromium; returns both, or reports what is missing."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Playwright for Python is not installed (pip install playwright)")
    if not os.path.exists(CHROMIUM):
        unavailable(f"no Chromium at {CHROMIUM}")
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    except Exception as error:  # noqa: BLE001 - any launch failure means no browser here
        playwright.stop()
        unavailable(f"Chromium cannot start ({CHROMIUM}): {str(error).splitlines()[0]}")
    return playwright, browser
