#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test suite. Exits non-zero
# when any test fails. Each stage says how long it took.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh --tests
export QT_QPA_PLATFORM=offscreen

stage_name="" stage_start=0
stage() { # stage "NAME": ends the stage before (saying its time) and begins this one
  if [[ -n $stage_name ]]; then echo "-- $stage_name took $(( $(date +%s) - stage_start )) s"; fi
  stage_name=$1 stage_start=$(date +%s)
  [[ -z $stage_name ]] || echo "== $stage_name"
}

# Every tree here is a unity build (CMAKE_UNITY_BUILD: a library's sources
# compiled eight to a file, so the headers they share are parsed once, not
# eight times), the tests of a folder share one precompiled header
# (cmake/RulebenchTests.cmake), and no test is compiled twice: the editor's
# in build/, the core's and the command line's under the sanitizers.
unity=-DCMAKE_UNITY_BUILD=ON

stage "the programs and the editor (Release), the editor's tests, the golden outputs of the Release command line"
scripts/build.sh build $unity -DRULEBENCH_CORE_TESTS=OFF
ctest --test-dir build --output-on-failure -j2
tests/golden/golden.sh check build/bin/rulebench-cli

# The core-only tree is configured where Qt is not even looked for, not built:
# every source it would compile is compiled in build/ by the same command, with
# no Qt on it (checked), so core is compiled once. Its tests run under the sanitizers below.
stage "core alone (configured with no Qt looked for, compiled in build/ with no Qt on its include path), installed as a CMake package, the three examples built against it"
cmake -S . -B build-core-only -DRULEBENCH_CORE_ONLY=ON -DRULEBENCH_TESTS=OFF $unity >/dev/null
tests/package/check_core_alone.py build build-core-only
tests/package/check.sh core build

stage "docs/clusters.md's Slurm array job on a one-node Slurm cluster started here (it says SKIPPED, and why, where Slurm cannot run)"
tests/batch/check_slurm.sh build/bin/rulebench-cli

stage "the Debian packages (cpack -G DEB: rulebench, rulebench-cli, librulebench-dev), unpacked and run"
tests/package/check.sh deb build

stage "the core's, the command line's and the generated-content tests under AddressSanitizer and UBSan (gcc, -O0)"
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
# The generated-content test plays 150 cases here (about 90 s, the stage's longest test).
scripts/build.sh build-asan $unity -DRULEBENCH_CORE_ONLY=ON -DRULEBENCH_BENCH=OFF -DRULEBENCH_MANUAL=OFF -DCMAKE_BUILD_TYPE=None \
  -DRULEBENCH_PROPERTY_CASES=150 "-DCMAKE_CXX_FLAGS=$sanitize" "-DCMAKE_EXE_LINKER_FLAGS=$sanitize"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0" \
  ctest --test-dir build-asan --output-on-failure -j2

stage "fuzzing core's loaders (clang libFuzzer, 15 s each)"
CC=clang-14 CXX=clang++-14 scripts/build.sh build-fuzz $unity -DRULEBENCH_FUZZ=ON -DRULEBENCH_MANUAL=OFF
tests/fuzz/run.sh build-fuzz 15
stage ""
