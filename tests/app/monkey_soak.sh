#!/usr/bin/env bash
# Plays the monkey on many seeds, one process each, so one that fails does not
# stop the others:
#   tests/app/monkey_soak.sh SEEDS [FIRST_SEED] [EVENTS] [BUILD_DIR]
# (EVENTS a seed: 1000 unless given; BUILD_DIR: build/ unless given). Each
# seed's events are logged to BUILD_DIR/monkey-soak/monkey-seed-S.log; the
# seeds that failed are listed at the end, each replayed with
#   RULEBENCH_MONKEY_SEED=S RULEBENCH_MONKEY_EVENTS=EVENTS BUILD_DIR/bin/test_monkey
set -uo pipefail
seeds=${1:?usage: tests/app/monkey_soak.sh SEEDS [FIRST_SEED] [EVENTS] [BUILD_DIR]}
first=${2:-1000}
events=${3:-1000}
build=$(cd "${4:-$(dirname "$0")/../../build}" && pwd)
mkdir -p "$build/monkey-soak"
cd "$build/monkey-soak" || exit 2
failed=()
total=0
for ((seed = first; seed < first + seeds; seed++)); do
  if QT_QPA_PLATFORM=offscreen QTEST_FUNCTION_TIMEOUT=86400000 RULEBENCH_MONKEY_SEED=$seed \
     RULEBENCH_MONKEY_EVENTS=$events RULEBENCH_MONKEY_SECONDS=3600 \
     "$build/bin/test_monkey" > "seed-$seed.out" 2>&1; then
    :
  else
    failed+=("$seed")
  fi
  sent=$(grep -o 'seed [0-9]*: [0-9]* events' "seed-$seed.out" | grep -o '[0-9]* events' | grep -o '[0-9]*')
  total=$((total + ${sent:-0}))
  echo "seed $seed: ${sent:-?} events$([[ " ${failed[*]} " == *" $seed "* ]] && echo ', FAILED')"
done
echo "$seeds seeds, $total events; failed: ${failed[*]:-none}"
[[ ${#failed[@]} -eq 0 ]]
