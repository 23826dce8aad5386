#!/usr/bin/env bash
# Writes Sources/gesture-sim/Render/ViewerCanvasScript.swift from Examples/web/viewer-canvas.js,
# the viewer's one renderer: the live page imports the file, and `gesture-sim render` embeds its
# text (a generated Swift string, so an installed binary needs no file beside it). Run it after
# editing the JavaScript, then read the diff. `swift test` (ViewerCanvasSourceTests) fails while
# the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
GKL_WRITE_VIEWER_CANVAS=1 swift test --filter ViewerCanvasSourceTests
git diff --stat -- Sources/gesture-sim/Render/ViewerCanvasScript.swift
