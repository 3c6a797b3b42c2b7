#!/usr/bin/env bash
# Runs every fuzz target of a RULEBENCH_FUZZ build for a bounded time:
# tests/fuzz/run.sh BUILD_DIR [SECONDS_EACH]. Fails on any crash, hang
# (an input taking over 10 s), leak or use of more than 2 GB. New inputs go
# to BUILD_DIR/fuzz-corpus/<target>, emptied first so every run takes the
# same bounded time; the checked-in seeds are only read.
set -euo pipefail
build=$1
seconds=${2:-15}
here=$(cd "$(dirname "$0")" && pwd)
for target in content dice formula map queries scenario play; do
  work="$build/fuzz-corpus/$target"
  rm -rf "$work" && mkdir -p "$work"
  flags=() seeds=("$here/corpus/$target")
  if [[ $target == content ]]; then # the bad-input corpus seeds it too, with a token dictionary
    flags=(-dict="$here/content.dict")
    seeds+=("$here/../data/bad")
  fi
  echo "-- fuzz_$target (${seconds}s)"
  if ! "$build/bin/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -malloc_limit_mb=2048 -detect_leaks=1 -print_final_stats=0 -artifact_prefix="$build/fuzz-$target-" \
       "${flags[@]}" "$work" "${seeds[@]}" >"$build/fuzz-$target.log" 2>&1; then
    tail -n 40 "$build/fuzz-$target.log"
    echo "fuzz_$target failed: the input is in $build/fuzz-$target-*" >&2
    exit 1
  fi
  grep -E '^(Done|#[0-9]+.*DONE)' "$build/fuzz-$target.log" | tail -n 1 || true
done
