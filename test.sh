#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test suite. Exits non-zero
# when any test fails.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen

echo "== core alone (no Qt on core's include path)"
scripts/build.sh build-core-only -DRULEBENCH_CORE_ONLY=ON
ctest --test-dir build-core-only --output-on-failure -j2

echo "== everything"
scripts/build.sh build
ctest --test-dir build --output-on-failure -j2
