#!/usr/bin/env bash
# Golden outputs of the command line, kept byte for byte across refactors:
# `simulate` logs and CSVs of every demo scenario for seeds 1 to 20 over 60
# turns, a save at turn 5 resumed for 55 more, two runs with --explain,
# `validate` of every file in tests/data, `format` of the demo and `schema`.
#
#   tests/golden/golden.sh check  CLI   # fails, with a diff, on any difference
#   tests/golden/golden.sh record CLI   # rewrites tests/golden/expected/
#
# A change that alters an output on purpose records again in the same commit
# and says what changed and why.
set -euo pipefail
mode=$1
cli=$(realpath "$2")
root=$(cd "$(dirname "$0")/../.." && pwd)
expected=$root/tests/golden/expected
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$root"

# Each command's standard output and error, then its exit code.
capture() {
  local file=$1; shift
  local code=0
  "$@" >"$file" 2>&1 || code=$?
  echo "exit $code" >>"$file"
  sed -i "s|$out|OUT|g" "$file"
}

mkdir -p "$out/simulate" "$out/validate" "$out/format"
for scenario in resources/demo/*.scenario.json; do
  name=$(basename "$scenario" .scenario.json)
  for seed in $(seq 1 20); do
    capture "$out/simulate/$name.seed$seed.log" \
      "$cli" simulate "$scenario" --turns 60 --seed "$seed" --csv "$out/simulate/$name.seed$seed.csv"
  done
  # A save at turn 5 (next to the scenario, so its content path stays the same)
  # and the run resumed from it.
  save=resources/demo/.golden-$$-$name.scenario.json
  capture "$out/simulate/$name.first5.log" "$cli" simulate "$scenario" --turns 5 --seed 7 --save "$save"
  cp "$save" "$out/simulate/$name.save5.json"
  capture "$out/simulate/$name.resumed.log" "$cli" simulate "$save" --turns 55
  rm -f "$save"
done

# Why stats have their values when a run stops: --explain after the log,
# once at the end of the turns and once after an --until stop.
capture "$out/simulate/statuses.explain.log" "$cli" simulate resources/demo/statuses.scenario.json --turns 6 --seed 1 \
  --explain armor@droid --explain health@king --explain speed@rat
capture "$out/simulate/statuses.explain-until.log" "$cli" simulate resources/demo/statuses.scenario.json --turns 20 \
  --seed 1 --until expired:rooted@rat --explain speed@rat --explain armor@droid

for file in $(find tests/data -name '*.json' | LC_ALL=C sort); do
  flat=$(echo "${file#tests/data/}" | tr '/' '_')
  capture "$out/validate/$flat.txt" "$cli" validate "$file"
done

cp resources/demo/*.json "$out/format/"
for file in "$out"/format/*.json; do
  capture "$out/format/$(basename "$file").stdout" "$cli" format "$file"
done
capture "$out/schema.json" "$cli" schema

case $mode in
  record)
    rm -rf "$expected"
    cp -r "$out" "$expected"
    echo "recorded $(find "$expected" -type f | wc -l) golden files"
    ;;
  check)
    if ! diff -r "$expected" "$out" >"$out.diff"; then
      head -c 20000 "$out.diff"
      echo "golden outputs differ (tests/golden/golden.sh record CLI to accept on purpose)"
      rm -f "$out.diff"
      exit 1
    fi
    rm -f "$out.diff"
    echo "$(find "$expected" -type f | wc -l) golden files identical"
    ;;
  *) echo "usage: golden.sh check|record CLI" >&2; exit 2 ;;
esac
