#!/usr/bin/env bash
# docs/clusters.md's Slurm array recipe, run on a real one-node Slurm cluster
# started here: Slurm installed from Debian's archive when missing (here, not
# in scripts/install-deps.sh, so a designer's desktop never gets scheduler
# daemons), munged, slurmctld and slurmd started as root with their own key,
# socket, ports, state and logs in a scratch folder, the page's two blocks
# run as written but for the run count (400 runs; sbatch --wait --array=1-4),
# and the merged summary, CSV and JSON compared byte for byte with the same
# batch run whole. The daemons it started are stopped by their process ids
# however it ends.
#
# Where Slurm cannot run here (not root, no apt-get, the packages do not
# install, a daemon does not come up) it prints SKIPPED with the reason and
# exits 0; with RULEBENCH_REQUIRE_SLURM=1 that is a failure instead.
#   check_slurm.sh RULEBENCH_CLI
set -euo pipefail
cli=$(realpath "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
docs=$root/docs/clusters.md
runs=400 tasks=4

fail() { echo "check_slurm: FAILED: $*" >&2; exit 1; }
skip() {
  echo "check_slurm: SKIPPED, no Slurm cluster here: $*"
  [[ ${RULEBENCH_REQUIRE_SLURM:-0} == 1 ]] && fail "RULEBENCH_REQUIRE_SLURM=1 and Slurm could not run"
  exit 0
}

# The fenced block after the marker <!-- check_slurm.sh: NAME --> in the page.
recipe_block() {
  local block
  block=$(awk -v marker="<!-- check_slurm.sh: $1 -->" '
    $0 == marker { found = 1; next }
    found && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$docs")
  [[ -n $block ]] || fail "$docs has no block marked <!-- check_slurm.sh: $1 -->"
  printf '%s\n' "$block"
}
# TEXT with FROM replaced by TO; failing when the page no longer says FROM,
# so the recipe and this test cannot drift apart unseen.
substitute() {
  [[ $1 == *"$2"* ]] || fail "$docs's Slurm recipe no longer says \"$2\"; update check_slurm.sh with it"
  printf '%s\n' "${1//"$2"/"$3"}"
}
# The recipe first: the page is checked even where Slurm cannot run.
batch_block=$(recipe_block batch.sh)
submit_block=$(recipe_block "submit and merge")
batch_script=$(substitute "$batch_block" "--runs 100000" "--runs $runs")
submit_script=$(substitute "$submit_block" "sbatch --array=1-16" "sbatch --wait --array=1-$tasks")
[[ $batch_script == *"--shard auto "* ]] || fail "$docs's batch.sh no longer uses --shard auto"

scratch=$(mktemp -d)
chmod 755 "$scratch" # munged wants its socket's folder reachable by every user
pids=()              # the daemons this script started, stopped in reverse order
stop_daemons() {
  set +e # every step, whatever fails before it
  # Jobs still on the cluster (only when something failed partway) first.
  if ((${#pids[@]} > 1)) && [[ -n $(timeout 10 squeue -h -o %i 2>/dev/null) ]]; then
    timeout 10 scancel --user=root 2>/dev/null || true
    for _ in $(seq 20); do [[ -z $(timeout 5 squeue -h -o %i 2>/dev/null) ]] && break; sleep 0.5; done
  fi
  local i pid
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    pid=${pids[i]}
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  # slurmd's step daemons (and tasks, on a failure) outlive it by a moment.
  for _ in $(seq 50); do [[ -z $(cluster_processes) ]] && break; sleep 0.2; done
  for pid in $(cluster_processes); do kill -KILL "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
# The processes slurmd started, whatever their parent is now: those whose
# environment names this cluster's own configuration file.
cluster_processes() {
  local environ pid
  for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/} pid=${pid%/environ}
    ((pid != $$ && pid != BASHPID)) || continue
    grep -qzxF "SLURM_CONF=$scratch/slurm.conf" "$environ" 2>/dev/null && echo "$pid"
  done
  return 0
}
trap stop_daemons EXIT

# Slurm itself, from Debian's archive.
((EUID == 0)) || skip "not root (munged, slurmctld and slurmd run as root in this test)"
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null \
   || ! command -v munged >/dev/null; then
  command -v apt-get >/dev/null || skip "Slurm is not installed and there is no apt-get to install it"
  echo "check_slurm: installing slurm-wlm and munge"
  install=(apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 slurm-wlm munge)
  if ! DEBIAN_FRONTEND=noninteractive "${install[@]}" >"$scratch/apt.log" 2>&1; then
    # The package lists may be missing or stale: once more after an update.
    DEBIAN_FRONTEND=noninteractive apt-get update >>"$scratch/apt.log" 2>&1 || true
    DEBIAN_FRONTEND=noninteractive "${install[@]}" >>"$scratch/apt.log" 2>&1 \
      || skip "apt-get could not install slurm-wlm and munge: $(tail -n 3 "$scratch/apt.log")"
  fi
fi

cd "$scratch"
mkdir -m 755 munge
mkdir -m 700 state spool log job bin
# The last lines of a daemon's log, for the reason it did not come up.
log_tail() { tail -n 5 "$1" 2>/dev/null | sed 's/^/    /'; }

# munged, with a key of its own and every file in the scratch folder.
socket=$scratch/munge/munge.socket
head -c 1024 /dev/urandom >munge/munge.key
chmod 400 munge/munge.key
munged --foreground --socket="$socket" --key-file="$scratch/munge/munge.key" --pid-file="$scratch/munge/munged.pid" \
  --log-file="$scratch/munge/munged.log" --seed-file="$scratch/munge/munged.seed" >log/munged.out 2>&1 &
pids+=($!)
for _ in $(seq 50); do munge -n -S "$socket" 2>/dev/null | unmunge -S "$socket" >/dev/null 2>&1 && break; sleep 0.2; done
munge -n -S "$socket" 2>/dev/null | unmunge -S "$socket" >/dev/null 2>&1 \
  || skip "munged did not start:"$'\n'"$(log_tail log/munged.out)"

# Two ports nothing listens on, for slurmctld and slurmd.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=$((20000 + RANDOM % 20000))
while listening "$port" || listening "$((port + 1))"; do port=$((port + 2)); done

# The node is this machine as slurmd sees it (its CPUs and memory).
node=$(slurmd -C | head -n 1)
[[ $node == NodeName=* ]] || skip "slurmd -C did not describe this machine: $node"
host=$(hostname -s)
cat >slurm.conf <<EOF
ClusterName=rulebench
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
StateSaveLocation=$scratch/state
SlurmdSpoolDir=$scratch/spool
SlurmctldPidFile=$scratch/slurmctld.pid
SlurmdPidFile=$scratch/slurmd.pid
SlurmctldLogFile=$scratch/log/slurmctld.log
SlurmdLogFile=$scratch/log/slurmd.log
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=batch Nodes=ALL Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:8
EOF
# OverSubscribe: the tasks are short, and on the node's own CPUs alone Slurm
# would start them a CPU's worth at a time, 3 s apart (40 s in all, not 10).
export SLURM_CONF=$scratch/slurm.conf
slurmctld -D -i >log/slurmctld.out 2>&1 &
pids+=($!)
slurmd -D >log/slurmd.out 2>&1 &
pids+=($!)
for _ in $(seq 60); do # up to 30 s, unless a daemon has ended already
  [[ $(sinfo -h -o %t 2>/dev/null) == idle ]] && break
  kill -0 "${pids[1]}" 2>/dev/null && kill -0 "${pids[2]}" 2>/dev/null || break
  sleep 0.5
done
[[ $(sinfo -h -o %t 2>/dev/null) == idle ]] \
  || skip "the one-node cluster did not come up (node state \"$(sinfo -h -o %t 2>&1)\"):"$'\n'"$(log_tail log/slurmctld.log)"$'\n'"$(log_tail log/slurmd.log)"
echo "check_slurm: a one-node cluster is up ($node, ports $port and $((port + 1)))"

# The recipe, in a folder with the project's demo and `rulebench` on the PATH
# (sbatch passes the environment on to the tasks).
ln -s "$cli" bin/rulebench
export PATH=$scratch/bin:$PATH
cd job
ln -s "$root/resources/demo" demo
printf '%s\n' "$batch_script" >batch.sh
chmod +x batch.sh
printf '%s\n' "$submit_script" >submit.sh
# Beside it, the same batch.sh as two arrays more: one counted from 0 (the
# same shards, in files named from 0), one stepped (every task refused).
for other in zero stepped; do mkdir "../$other"; ln -s "$root/resources/demo" "../$other/demo"; done
(cd ../zero && exec timeout 600 sbatch --wait --array=0-$((tasks - 1)) ../job/batch.sh) >zero.out 2>&1 &
zero=$!
(cd ../stepped && exec timeout 600 sbatch --wait --array=1-$((2 * tasks - 1)):2 ../job/batch.sh) >stepped.out 2>&1 &
stepped=$!
if ! timeout 600 sh -e submit.sh >submit.out 2>submit.err; then
  cat submit.err slurm-*.out 2>/dev/null | tail -n 20 >&2
  fail "the recipe failed on the cluster: $(printf '%s' "$submit_script" | tr '\n' ';')"
fi
# What merge printed: the recipe's output but for sbatch's line.
grep -v '^Submitted batch job [0-9]*$' submit.out >merged.txt || true
shopt -s nullglob
shards=(shard*.json)
((${#shards[@]} == tasks)) || fail "$tasks tasks wrote ${#shards[@]} shards: ${shards[*]}"

wait "$zero" || fail "the array counted from 0 (--array=0-$((tasks - 1))) failed: $(cat zero.out ../zero/slurm-*.out | tail -n 5)"
for ((k = 1; k <= tasks; k++)); do
  cmp "shard$k.json" "../zero/shard$((k - 1)).json" \
    || fail "--array=0-$((tasks - 1))'s task $((k - 1)) is not the same shard as --array=1-$tasks's task $k"
done
! wait "$stepped" || fail "a stepped array (--array=1-$((2 * tasks - 1)):2) was played"
refused=$(grep -l "needs the array's task ids to be consecutive" ../stepped/slurm-*.out | wc -l)
((refused == tasks)) || fail "$refused of the stepped array's $tasks tasks were refused for it: $(cat ../stepped/slurm-*.out | tail -n 5)"
written=(../stepped/shard*.json)
((${#written[@]} == 0)) || fail "a stepped array's task wrote a shard: ${written[*]}"

# The same batch as batch.sh's, run whole.
rulebench batch demo/skirmish.scenario.json --runs "$runs" --turns 60 --measure won \
  --csv whole.csv --json whole.json >whole.txt 2>whole.err || fail "the whole batch failed: $(tail -n 3 whole.err)"
for pair in "merged.txt whole.txt" "runs.csv whole.csv" "summary.json whole.json"; do
  read -r merged whole <<<"$pair"
  cmp "$merged" "$whole" \
    || fail "$merged differs from the whole batch's $whole (does this test's batch still match $docs's batch.sh?)"
done
echo "check_slurm: docs/clusters.md's Slurm recipe ran as a $tasks-task array job; its merge is byte for byte the whole batch ($runs runs);"
echo "check_slurm: --array=0-$((tasks - 1)) played the same shards, and each task of --array=1-$((2 * tasks - 1)):2 was refused"
