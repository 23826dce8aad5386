#!/usr/bin/env bash
# Writes Sources/gesture-sim/Render/ViewerCanvasScript.swift from Examples/web/viewer-canvas.js,
# the viewer's one renderer: the live page imports the file, and `gesture-sim render` embeds its
# text (a generated Swift string, so an installed binary needs no file beside it). Run it after
# editing the JavaScript, then read the diff. The generator is `gesture-sim-dev viewer-canvas`
# (Sources/gesture-sim-dev); `swift test` (ViewerCanvasSourceTests) fails while the two differ,
# and `gesture-sim-dev viewer-canvas --check` exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -q gesture-sim-dev viewer-canvas
git diff --stat -- Sources/gesture-sim/Render/ViewerCanvasScript.swift
