#!/usr/bin/env bash
# The soak: builds tests/bench/soak (Release, core only, in build-bench/) and
# plays a scenario with fire, gas, statuses and behaviours for 100,000 turns,
# forward only (as batch runs play): resident memory at 10,000 and at 100,000
# turns must be flat within 10%. Then the same in History mode (the editor's
# sandbox), printed for the record: its stat samples and keyframes grow with
# the turns. Extra arguments go to soak (e.g. --turns 20000).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BENCH_BUILD_DIR:-$root/build-bench}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DRULEBENCH_CORE_ONLY=ON >/dev/null
cmake --build "$build" -j2 --target soak
echo "forward only:"
out=$("$build/bin/soak" "$@")
echo "$out"
echo "history:"
"$build/bin/soak" --history "$@"
python3 - "$out" <<'PY'
import sys
rows = [l.split() for l in sys.argv[1].splitlines() if l.startswith("turn ")]
at = {int(r[1]): float(r[3]) for r in rows}
first, last = at.get(10000), at[max(at)]
if first is None:
    sys.exit("the soak stopped before 10,000 turns")
ratio = last / first
print(f"RATIO soak_resident_{max(at)}_vs_10000_turns {ratio:.3f}")
if ratio > 1.10:
    sys.exit(f"resident memory grew {ratio:.3f}x from 10,000 to {max(at)} turns (more than 10%)")
PY
