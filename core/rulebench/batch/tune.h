#pragma once
// Tuning one whole number of the content to a target: the value in A..B
// whose mean of a measure is nearest a target, found by bisection. Both ends
// first: when the target is not between their means there is nothing to
// find; otherwise each probe halves the bracket, in the direction the ends'
// means give, stopping early on an exact hit, and the answer is the nearer of
// the last two values (a tie: the smaller). A probe whose mean falls outside
// the bracket's means is warned of as "not monotone", and the search goes on.
// At most ceil(log2(B - A + 1)) + 2 batches are played.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rb {

// One value played: its runs and the measure's summary, or why it did not
// build, or that it was cut short.
struct TuneProbe {
    std::int64_t value = 0;
    std::vector<std::string> problems; // the value's content did not build: no runs
    bool cancelled = false;
    BatchRuns runs;                    // one measure
    Summary summary;                   // of the measure over the runs
};

struct TuneResult {
    enum class Outcome : std::uint8_t {
        Found,           // the answer is the nearest value found
        OutOfReach,      // the target is not between the ends' means
        NoMean,          // an end's runs never had the measure
        EndDoesNotBuild, // an end's content has errors
        Cancelled,
    };
    Outcome outcome = Outcome::Found;
    std::vector<TuneProbe> tried;        // in the order played
    std::optional<std::size_t> answer;   // which of `tried`
    std::vector<std::string> warnings;   // "not monotone: ..."
};

// ceil(log2(b - a + 1)) + 2: the most batches tuning a..b plays.
std::int64_t tuneBatchLimit(std::int64_t a, std::int64_t b);

// Tunes a..b (a <= b) to `target`, playing each value with `play`.
TuneResult tune(std::int64_t a, std::int64_t b, double target,
                const std::function<TuneProbe(std::int64_t value)>& play);

// How a tuning is named in its report.
struct TuneHeader {
    std::string scenario;
    std::string path;    // the varied content path
    std::string measure;
    double target = 0;
    std::int64_t a = 0, b = 0;
    std::uint64_t seed = 0;
    std::int64_t runs = 0, turns = 0;
    std::string until;
    std::string content;     // the content file tuned, as named
    std::string fingerprint; // batch_report.h's, of the scenario's and the content's bytes
};

// `rulebench tune` with what plays the tuning again, as words.
std::vector<std::string> tuneCommand(const TuneHeader& header);

// Each value tried with its mean and interval, the warnings, and the answer
// as `PATH = v: MEASURE mean m (95% interval lo .. hi)` or why there is none.
std::string tuneText(const TuneHeader& header, const TuneResult& result);
// The warnings, then the answer line of tuneText or why there is none.
std::string tuneAnswer(const TuneHeader& header, const TuneResult& result);
// tuneText's table: a header row, then a row a value tried (value, runs, mean, interval).
std::vector<std::vector<std::string>> tuneRows(const TuneResult& result);
// "rulebench-tune/1": the header (the content and its fingerprint, how run
// seeds are made, the command), each value tried with its summary and runs, the answer.
OrderedJson tuneJson(const TuneHeader& header, const TuneResult& result);
// Reads what tuneJson wrote (each value's summary, not its runs): false, with the reason, when it is not that.
bool tuneFromJson(const Json& json, TuneHeader& header, TuneResult& result, std::string& error);
// `value,run,seed,MEASURE`, a row a run of each value tried, in the order tried.
std::string tuneCsv(const TuneHeader& header, const TuneResult& result);

} // namespace rb
