#!/usr/bin/env bash
# Plays N more generated cases than ctest does, from any seed:
#   tests/property/soak.sh N [FIRST_SEED] [BUILD_DIR]
# (BUILD_DIR: build/ unless given). A failing case is shrunk and written to
# BUILD_DIR/property-failures/seed-S/ as a content file and a scenario that
# reproduce it; keep it in tests/property/found/ once its defect is fixed.
# Qt Test's 5-minute limit per test function is lifted for it.
set -euo pipefail
cases=${1:?usage: tests/property/soak.sh N [FIRST_SEED] [BUILD_DIR]}
first=${2:-100000}
build=${3:-$(cd "$(dirname "$0")/../.." && pwd)/build}
QTEST_FUNCTION_TIMEOUT=86400000 RULEBENCH_PROPERTY_CASES=$cases RULEBENCH_PROPERTY_SEED=$first \
  RULEBENCH_PROPERTY_OUT="$build/property-failures" \
  "$build/bin/test_generated_content" everyGeneratedCaseHoldsTheInvariants
