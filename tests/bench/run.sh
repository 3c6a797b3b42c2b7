#!/usr/bin/env bash
# Builds the benchmarks in Release (build-bench/, core alone) and runs them,
# then prints one line per comparison: RATIO <name> <ours / peer or baseline>.
# Below 1 is faster than the peer. Targets: burst <= 0.5, content <= 1.5,
# quests <= 1.5, replay after an edit <= 1, the status timeline <= 1 and a status form of a
# 5,000-status game with its Removes picker <= 1 (of a 16.7 ms frame),
# the history of 10,000 turns x 1,000 actors: resident <= 1 (of 1 GiB), a step back <= 1
# (of a frame), a jump <= 1 (of 100 ms); a batch on 2 threads <= 0.6 of 1 thread (wall time),
# a batch in process <= 0.05 of a process a run; comparing 1,000 skirmish runs of two contents
# on 2 threads <= 1 (of a second), tuning over 33 values <= 0.25 of sweeping them;
# compiling a file that includes rulebench/rulebench.h <= 1 of one that includes
# only nlohmann/json.hpp; a turn of 1,000 actors whose ticks and blows are
# formulas <= 1.5 of the same turn with constants.
# Extra arguments go to every benchmark binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BENCH_BUILD_DIR:-$root/build-bench}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DRULEBENCH_CORE_ONLY=ON >/dev/null
benches=(bench_burst bench_content bench_quests bench_replay bench_history bench_batch bench_balance bench_formula)
if [[ -f $root/tests/bench/bench_world.cpp ]]; then benches+=(bench_world); fi
cmake --build "$build" -j2 --target "${benches[@]}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for b in "${benches[@]}"; do
  # The world's turns on huge pages, as a game with a world that size should
  # run (docs/embedding.md, "Large worlds"): with 4 KiB pages a turn of
  # 100,000 actors spends a sixth of its time walking page tables.
  pages=()
  if [[ $b == bench_world ]]; then pages=(env GLIBC_TUNABLES=glibc.malloc.hugetlb=1); fi
  "${pages[@]}" "$build/bin/$b" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
    --benchmark_out="$out/$b.json" --benchmark_out_format=json "$@"
done
# The same turns on 4 KiB pages, printed for the record (RATIO ..._4k_pages).
if [[ " ${benches[*]} " == *" bench_world "* ]]; then
  env -u GLIBC_TUNABLES "$build/bin/bench_world" --benchmark_filter='World_Turn|Memory_Pass' --benchmark_repetitions=3 \
    --benchmark_report_aggregates_only=true --benchmark_out="$out/bench_world.4k_pages.json" --benchmark_out_format=json "$@"
fi
# The status timeline needs the widgets: a Release build of its own, with Qt.
gui=${BENCH_GUI_BUILD_DIR:-$root/build-bench-gui}
if cmake -S "$root" -B "$gui" -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build "$gui" -j2 --target bench_timeline bench_pickers bench_editor_scale bench_find; then
  for b in bench_timeline bench_pickers; do
    "$gui/bin/$b" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
      --benchmark_out="$out/$b.json" --benchmark_out_format=json "$@"
  done
  # The whole window on the demo multiplied to 20,000 definitions.
  mkdir -p "$out/content"
  python3 "$root/tests/bench/make_big_content.py" "$root/resources/demo/demo.rules.json" 20000 "$out/content/content_20000.rules.json"
  RULEBENCH_SCALE_CONTENT="$out/content/content_20000.rules.json" "$gui/bin/bench_editor_scale" \
    --benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_out="$out/bench_editor_scale.json" --benchmark_out_format=json "$@"
  # The Find pane's query and usages on the same file, on the UI thread.
  RULEBENCH_SCALE_CONTENT="$out/content/content_20000.rules.json" "$gui/bin/bench_find" \
    --benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_out="$out/bench_find.json" --benchmark_out_format=json "$@"
else
  echo "bench_timeline and bench_pickers not built (they need Qt): no timeline or picker ratio"
fi
python3 - "$out" "$root" "$build" <<'PY'
import json, pathlib, re, resource, subprocess, sys
times = {}
counters = {}
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    # bench_world.4k_pages.json: the world's turns again on 4 KiB pages, named apart.
    suffix = "_4k_pages" if f.name.endswith(".4k_pages.json") else ""
    text = f.read_text()
    if not text.strip():  # a --benchmark_filter that matched nothing there
        continue
    for b in json.loads(text)["benchmarks"]:
        if b.get("error_occurred"):
            sys.exit(f"benchmark failed: {b['name']}: {b.get('error_message')}")
        if b.get("aggregate_name") == "median":
            # CPU time (the machine may be shared), in nanoseconds whatever the benchmark's unit.
            scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
            # Wall time where it is the point (threads, processes): those benchmarks use real time;
            # a benchmark that times itself (one thread's CPU time, say) reports it as manual time.
            key = "real_time" if re.search(r"/(real|manual)_time", b["run_name"]) else "cpu_time"
            name = re.sub(r"/(real_time|manual_time|iterations:\d+|repeats:\d+)", "", b["run_name"])
            times[name + suffix] = b[key] * scale
            counters[name + suffix] = b
def ratio(name, ours, peer, scale=1.0):
    if ours in times and peer in times:
        print(f"RATIO {name} {times[ours] / times[peer] * scale:.3f}")
print()
for shape in ("empty", "corridor", "forest"):
    for r in (4, 10, 50):
        ratio(f"burst_{shape}_r{r}_vs_libtcod", f"BM_Rulebench/{shape}/{r}", f"BM_Libtcod/{shape}/{r}")
ratio("content_load_build_vs_json_parse", "BM_Rulebench_LoadBuild", "BM_Nlohmann_Parse")
ratio("quests_fact_10000_vs_10", "BM_Tracker_Feed/10000", "BM_Tracker_Feed/10")
# Per actor: a turn of 10,000 actors over ten turns of 1,000.
ratio("world_turn_per_actor_10000_vs_1000", "BM_World_Turn/10000", "BM_World_Turn/1000", 0.1)
ratio("world_turn_per_actor_100000_vs_1000", "BM_World_Turn/100000", "BM_World_Turn/1000", 0.01)
ratio("world_turn_100000_actors_vs_memory_pass", "BM_World_Turn/100000", "BM_Memory_Pass")
for size, scale in (("10000", 0.1), ("100000", 0.01)):
    ratio(f"world_turn_per_actor_{size}_vs_1000_4k_pages", f"BM_World_Turn/{size}_4k_pages", "BM_World_Turn/1000_4k_pages", scale)
ratio("world_turn_100000_actors_vs_memory_pass_4k_pages", "BM_World_Turn/100000_4k_pages", "BM_Memory_Pass_4k_pages")
ratio("behaviours_turn_per_actor_10000_vs_1000", "BM_World_Behaviours/10000", "BM_World_Behaviours/1000", 0.1)
ratio("behaviours_turn_1000_actors_400x400_vs_100x100", "BM_World_Behaviours_Map/400", "BM_World_Behaviours_Map/100")
ratio("stat_query_2000_others_vs_0", "BM_Stat_Query/2000", "BM_Stat_Query/0")
ratio("formula_turn_vs_constant_turn", "BM_Formula_Turn", "BM_Constant_Turn")
ratio("batch_10000_runs_2_threads_vs_1", "BM_Batch_Threads/2", "BM_Batch_Threads/1")
ratio("batch_in_process_vs_process_per_run", "BM_Batch_InProcess", "BM_Batch_ProcessPerRun")
if "BM_Compare_Skirmish" in times:
    print(f"RATIO compare_1000_skirmish_runs_2_threads_vs_1s {times['BM_Compare_Skirmish'] / 1e9:.3f}")
ratio("tune_vs_full_sweep_33_values", "BM_Tune_33", "BM_Sweep_33")
# The replay after an edit of a 100-turn run with 50 actors, over one 16.7 ms frame.
# Building and painting the status timeline (500 turns, 200 instances), over one frame.
if "BM_Timeline_BuildAndPaint" in times:
    print(f"RATIO timeline_build_paint_500_turns_200_instances_vs_frame {times['BM_Timeline_BuildAndPaint'] / 16.7e6:.3f}")
# A status's form opened (and painted) in content of 5,000 statuses, its Removes picker listing them all, over one frame.
if "BM_Pickers_OpenStatusForm" in times:
    print(f"RATIO status_form_5000_statuses_removes_picker_vs_frame {times['BM_Pickers_OpenStatusForm'] / 16.7e6:.3f}")
# The editor on 20,000 definitions (make_big_content.py): the UI thread's CPU time for a
# field edit (its check's results shown included) and for a letter typed in the tree's filter
# against a frame; open to usable against 2 s; the check after an edit (on its worker)
# against 100 ms; a save against 0.5 s; resident memory after 100 edits against 500 MB.
if "BM_Scale_FieldEdit" in times:
    print(f"RATIO field_edit_20000_definitions_vs_frame {times['BM_Scale_FieldEdit'] / 16.7e6:.3f}")
    print(f"RATIO resident_after_100_edits_20000_definitions_vs_500mb {counters['BM_Scale_FieldEdit'].get('resident_bytes', 0) / 500e6:.3f}")
if "BM_Scale_FilterKeystroke" in times:
    print(f"RATIO filter_keystroke_20000_definitions_vs_frame {times['BM_Scale_FilterKeystroke'] / 16.7e6:.3f}")
if "BM_Scale_Open" in times:
    print(f"RATIO open_20000_definitions_vs_2s {times['BM_Scale_Open'] / 2e9:.3f}")
if "BM_Scale_Validation" in times:
    print(f"RATIO validation_after_edit_20000_definitions_vs_100ms {times['BM_Scale_Validation'] / 100e6:.3f}")
if "BM_Scale_Save" in times:
    print(f"RATIO save_20000_definitions_vs_500ms {times['BM_Scale_Save'] / 500e6:.3f}")
# A bulk edit of 37 cells in the Table tab (one undo step, the content checked once
# with them in place) against three frames; the autosave's UI-thread part against one.
if "BM_Scale_BulkEdit" in times:
    print(f"RATIO bulk_edit_37_cells_20000_definitions_vs_3_frames {times['BM_Scale_BulkEdit'] / 50.1e6:.3f}")
if "BM_Scale_Autosave" in times:
    print(f"RATIO autosave_20000_definitions_vs_frame {times['BM_Scale_Autosave'] / 16.7e6:.3f}")
# The Find pane on 20,000 definitions: a where-query over the statuses and a damage kind's
# usages (the content walked, the scenarios beside it read), the UI thread's time against a frame.
if "BM_Find_Where_20000" in times:
    print(f"RATIO find_query_20000_definitions_vs_frame {times['BM_Find_Where_20000'] / 16.7e6:.3f}")
if "BM_Find_Usages_20000" in times:
    print(f"RATIO find_usages_20000_definitions_vs_frame {times['BM_Find_Usages_20000'] / 16.7e6:.3f}")
# The history of 10,000 turns of 1,000 actors with statuses: peak resident
# memory over 1 GiB; a step back (CPU time) over a frame; the farthest jump over 100 ms.
if "BM_History_Resident" in counters:
    rss = counters["BM_History_Resident"].get("resident_bytes", 0)
    print(f"RATIO history_10000_turns_1000_actors_resident_vs_1gib {rss / 2**30:.3f}")
if "BM_History_StepBack" in times:
    print(f"RATIO history_step_back_10000_turns_1000_actors_vs_frame {times['BM_History_StepBack'] / 16.7e6:.3f}")
if "BM_History_Jump" in times:
    print(f"RATIO history_jump_10000_turns_1000_actors_vs_100ms {times['BM_History_Jump'] / 100e6:.3f}")
# Compiling a game's file that includes the whole public API against one that
# includes only nlohmann/json.hpp, as a game would (Release flags, C++20): the
# median CPU time of five compilations each. Target: at most 1.
def compile_seconds(source):
    unit = pathlib.Path(sys.argv[1]) / "unit.cpp"
    unit.write_text(source + "\nint main() { return 0; }\n")
    runs = []
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(["c++", "-std=c++20", "-O2", "-c", str(unit), "-o", str(unit.with_suffix(".o")),
                        "-I", sys.argv[2] + "/core", "-I", sys.argv[3] + "/core/generated"], check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        runs.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return sorted(runs)[2]
public = compile_seconds('#include "rulebench/rulebench.h"')
nlohmann = compile_seconds("#include <nlohmann/json.hpp>")
print(f"RATIO compile_public_header_vs_nlohmann {public / nlohmann:.3f}")
if "BM_Replay_AfterEdit" in times:
    print(f"RATIO replay_after_edit_100_turns_50_actors_vs_frame {times['BM_Replay_AfterEdit'] / 16.7e6:.3f}")
PY
