#!/usr/bin/env bash
# A batch split into 4 shards run through GNU parallel, as on a cluster, and
# merged: the summary, the CSV and the JSON must be byte for byte those of
# the same batch run whole.
#   check_shards.sh RULEBENCH_CLI
set -euo pipefail
cli=$(realpath "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
batch=(batch "$root/resources/demo/skirmish.scenario.json" --runs 400 --turns 60
       --measure won lost "turn:death@king" "value:health@hero" "sum:damage*@hero" "count:decided:*@*")
"$cli" "${batch[@]}" --csv whole.csv --json whole.json >whole.txt 2>/dev/null
parallel --will-cite --halt now,fail=1 "'$cli' ${batch[*]@Q} --threads 1 --shard {}/4 --json shard{}.json >/dev/null 2>&1" ::: 1 2 3 4
"$cli" merge shard3.json shard1.json shard4.json shard2.json --csv merged.csv --json merged.json >merged.txt
for f in txt csv json; do
  cmp "whole.$f" "merged.$f" || { echo "check_shards: the merged $f differs from the whole batch's"; exit 1; }
done
echo "check_shards: 4 shards through GNU parallel merged into the whole batch, byte for byte ($(($(wc -l <whole.csv) - 1)) runs)"
