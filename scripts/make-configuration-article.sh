#!/usr/bin/env bash
# Writes the Configuration keys article's table (Sources/GestureKitLite/GestureKitLite.docc/
# ConfigurationKeys.md) from the keys' declaration: each key's name, unit and order
# (GestureConfiguration+Declaration.swift), its default, and the "Why:"
# paragraph of its property's doc comment (GestureConfiguration.swift). Then read the diff.
# The generator is `gesture-sim-dev configuration-article` (Sources/gesture-sim-dev);
# `swift test` (ConfigurationArticleTests) fails while the checked-in article differs, and
# `gesture-sim-dev configuration-article --check` exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -q gesture-sim-dev configuration-article
git diff --stat -- Sources/GestureKitLite/GestureKitLite.docc/ConfigurationKeys.md
