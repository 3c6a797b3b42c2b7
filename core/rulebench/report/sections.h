#pragma once
// Private to the report module: one function a kind of result, each making
// its section of the page from the result's JSON, and what they share
// (intervals in words, a histogram, the command that replays a run).
// Numbers are written by shortNumber and the CLI's own table rows, never
// formatted a second way.

#include "rulebench/base/json_reader.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/report/html.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rb::report {

// A result file's section: `file` as given, `id` the section's anchor.
html::Section batchSection(const Json& json, const BatchReport& report, const std::string& file, const std::string& id);
html::Section compareSection(const Json& json, const std::string& file, const std::string& id);
html::Section tuneSection(const Json& json, const std::string& file, const std::string& id);
html::Section sensitivitySection(const Json& json, const std::string& file, const std::string& id);
html::Section checkSection(const Json& json, const std::string& file, const std::string& id);

// A batch's coverage: a chart a section of the content, never-used rows
// marked, and the never used listed.
std::string coveragePart(const Coverage& coverage);

// "MEASURE: mean M, 95% interval L .. H over N runs: ..." — the interval said in words.
std::string intervalWords(const std::string& measure, double mean, double low, double high, std::int64_t runs);
// The measure's histogram as a chart.
std::string histogramChart(const std::string& title, const Summary& summary, const char* colour);

// What one run needs to be played again alone by `rulebench simulate`.
struct Replay {
    std::string scenario;
    std::int64_t turns = 0;
    std::uint64_t seed = 0;
    std::string until;
    std::string content; // --content OTHER, when not the scenario's own
    std::string vary;    // --vary PATH=VALUE, when a value was swept, tuned or stepped
};
std::string replayCommand(const Replay& r);

// The run with the least, the median and the greatest value of a column,
// as (what, row); the earlier run on a tie. None when no run has a value.
std::vector<std::pair<std::string, std::size_t>> runsOfInterest(const std::vector<std::optional<double>>& column);

// A JSON number (or null) as the CLI writes it: shortNumber, or "" for null.
std::string number(const Json& value);
// A JSON value as text: a string as it is, anything else dumped.
std::string text(const Json& value);
// The "rulebench" version the result records, or "not recorded".
std::string versionOf(const Json& json);
// A text the result records (its "run_seeds", a "fingerprint"), or "not recorded".
std::string recorded(const Json& json, const char* key);
// "Run it again:" with the command the result records and --json FILE, or
// why there is none (an older file, or what no one command plays: `why`).
std::string runAgain(const Json& json, const std::string& file, const std::string& why);

} // namespace rb::report
