#pragma once
// Balance in CI: expectations on a measure's mean, each checked by batches of
// seeded runs. An expectation passes when the mean's 95% interval lies within
// its bounds and fails when it lies wholly outside them; otherwise it plays a
// further block of `runs` runs (the run numbers going on, so the same seeds
// every time) up to `max_runs`, and fails as undecided if still neither. A
// measure present in no run fails. One exception keeps "never" and "always"
// expressible, as no interval of runs that could have varied reaches 0 (or
// 1): "at_most": 0, and "at_least": 1 on a yes/no measure, are judged on the
// runs — met when every run was within it, broken by any run that was not.
//
// The file is a JSON list:
//   [{"scenario": "skirmish.scenario.json", "measure": "won", "runs": 2000, "turns": 60,
//     "seed": 11, "until": "death@king", "max_runs": 20000,
//     "mean": {"at_least": 0.45, "at_most": 0.55}}]
// scenario relative to the file; seed (the scenario's), until and max_runs
// (ten times runs) optional; at least one of at_least and at_most.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace rb {

struct Expectation {
    std::string scenario;     // as written in the file
    std::string scenarioPath; // relative to the working folder
    std::string measure;
    std::int64_t runs = 0;
    std::int64_t turns = 0;
    std::optional<std::uint64_t> seed;
    std::string until;
    std::int64_t maxRuns = 0;
    std::optional<double> atLeast, atMost;
};

// Reads the file's JSON; nothing, with the reason ("expectation 2: \"runs\"
// is a whole number from 1"), when it is not a list of expectations.
std::optional<std::vector<Expectation>> readExpectations(const Json& json, const std::string& folder,
                                                         std::string& error);

struct CheckResult {
    enum class Verdict : std::uint8_t { Pass, Fail, Undecided, Absent, Cancelled };
    Verdict verdict = Verdict::Pass;
    Summary summary;      // the mean over every run played
    std::int64_t runs = 0; // how many were played
};

// The plan of an expectation's first block (seed: the expectation's, or the scenario's).
BatchPlan expectationPlan(const Expectation& e, const Session& start, int threads);

// Plays the expectation's blocks on `start` until it is decided or max_runs are played.
CheckResult checkExpectation(const Expectation& e, const Session& start, int threads, std::stop_token stop = {},
                             const std::function<void(std::int64_t, std::int64_t)>& progress = {});

// Whether the bound (at_least when `atLeast`, else at_most) is judged on the
// runs rather than the interval: at_most 0, or at_least 1 of a yes/no measure.
bool judgedOnRuns(const Expectation& e, bool atLeast);

// Where the interval lies against the bounds: Pass (within), Fail (wholly
// outside) or Undecided; a bound judged on the runs by the least or greatest run.
CheckResult::Verdict judge(const Summary& summary, const Expectation& e);

// One line: "pass: SCENARIO: MEASURE mean m (95% interval lo .. hi) within BOUNDS after N runs".
std::string checkLine(const Expectation& e, const CheckResult& r);
// What an expectation played: its scenario's content file, as found, and
// batch_report.h's fingerprint of the scenario's and the content's bytes.
struct CheckPlayed {
    std::string content;
    std::string fingerprint;
    std::uint64_t seed = 0; // the expectation's, or its scenario's
};
// "rulebench-check/1": the expectations file, how run seeds are made and the
// command (`rulebench check FILE`), then each expectation's verdict with what
// it played (its content, fingerprint, seed, turns and runs).
OrderedJson checkJson(const std::string& file, const std::vector<Expectation>& expectations,
                      const std::vector<CheckResult>& results, const std::vector<CheckPlayed>& played);

} // namespace rb
