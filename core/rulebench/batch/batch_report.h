#pragma once
// A batch's results as a whole — one series of runs, or one a swept value —
// and the forms they leave in: JSON (the summary and every run's measures, so
// shards merge into exactly what one batch gives), CSV (a row a run) and text.
// Every summary is worked out from the runs when written, in run order.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb {

// One value of a sweep, or the whole batch when there is no sweep.
struct BatchSeries {
    std::optional<std::string> value; // the swept value as written
    std::vector<std::string> problems; // why the value did not build: then it has no runs
    BatchRuns runs;
    std::optional<Coverage> coverage; // with --coverage: the runs each definition came into play in
    friend bool operator==(const BatchSeries&, const BatchSeries&) = default;
};

struct BatchReport : RunPlan { // its runs: asked for (the shard's share of them, in a shard)
    std::string scenario;    // the scenario file as given
    std::string content;     // the content file the scenario names, as found (empty: not recorded)
    std::string fingerprint; // of the scenario's and the content's bytes: shards of one batch share it
    Shard shard;
    std::string vary; // the swept path; empty without a sweep
    std::optional<double> targetError;
    bool cancelled = false;
    bool targetMet = false;
    std::vector<BatchSeries> series;
    friend bool operator==(const BatchReport&, const BatchReport&) = default;
};

// A plan's seed, runs, turns, until and measures as keys of `j`, in that order.
void writeRunPlan(OrderedJson& j, const RunPlan& plan);

// FNV-1a of the bytes, in hex: what tells shards of one batch from others.
std::string fingerprint(const std::string& scenarioBytes, const std::string& contentBytes);

// `rulebench batch` with what plays the report's runs again (its sweep's
// values, --coverage and --target-error too), as words; no --threads or --shard.
std::vector<std::string> batchCommand(const BatchReport& report);

// "rulebench-batch/1": the header (with the content file and the version of
// Rulebench that wrote it, nothing that varies with threads or shards), then per series its summary per measure
// (and for a sweep's later values the paired difference to the first), its
// "coverage" when counted, then "per_run": [index, seed, measure...] with
// null for a measure a run lacked.
OrderedJson toJson(const BatchReport& report);
// toJson as text: indented, each run and each histogram bar on one line.
std::string jsonText(const BatchReport& report);
// Reads what toJson wrote; nothing, with the reason, when it is not that.
std::optional<BatchReport> reportFromJson(const Json& json, std::string& error);

// The summary table of one series as the terminal shows it: a header row,
// then a row a measure (measure, runs, mean, interval, sd, min, p5 .. p95, max).
std::vector<std::vector<std::string>> summaryRows(const BatchReport& report, const BatchSeries& series);

// `run,seed,MEASURE...` (with `value,` first in a sweep), a row a run, an
// absent measure empty.
std::string runsCsv(const BatchReport& report);
// The summary as a table for a terminal.
std::string summaryText(const BatchReport& report);

// Shards of one batch combined into what one unsharded batch gives; nothing,
// with the reason, when they do not belong together, repeat or miss a shard,
// one was cancelled, or some counted coverage and others did not.
std::optional<BatchReport> mergeShards(std::vector<BatchReport> shards, std::string& error);

} // namespace rb
