#!/usr/bin/env bash
# Writes the Configuration keys article's table (Sources/GestureKitLite/GestureKitLite.docc/
# ConfigurationKeys.md) from the keys' declaration: each key's name, unit and order
# (GestureConfiguration+Declaration.swift), its default, and the "Why:"
# paragraph of its property's doc comment (GestureConfiguration.swift). Then read the diff.
# `swift test` (ConfigurationArticleTests) fails while the checked-in article differs.
set -euo pipefail
cd "$(dirname "$0")/.."
GKL_WRITE_CONFIGURATION_ARTICLE=1 swift test --filter ConfigurationArticleTests
git diff --stat -- Sources/GestureKitLite/GestureKitLite.docc/ConfigurationKeys.md
