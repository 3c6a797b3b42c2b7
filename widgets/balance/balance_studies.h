#pragma once
// What the Balance view plays, on the worker: everything read on the UI
// thread first (the open content's unsaved text, the Batch tab's plan), so a
// study never looks at the document while the designer edits it.
//  - compare: the scenario with the saved file (or another file) against the
//    open content's text, on the same run seeds, with the open content's coverage;
//  - tune: one whole number of the open content in A..B to a measure's target;
//  - sensitivity: every number of the open content stepped up once, ranked.

#include "balance/balance_job.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct BalanceInputs {
    std::string scenario;
    std::string documentPath; // the open content's file; empty when it has none yet
    std::string documentText; // its unsaved text
    std::string otherPath;    // the file to compare against; empty: the saved file
    BatchPlan plan;           // runs, turns, until, measures, threads
    std::optional<std::uint64_t> seed; // the scenario's own when not given
};

struct TuneAsk {
    std::string path; // as for --vary: "actors.rat king.stats.health"
    std::int64_t from = 0, to = 0;
    std::string measure;
    double target = 0;
};

BalanceOutcome compareContents(const BalanceInputs& in, std::stop_token stop, BalanceJob::Counter& done);
BalanceOutcome tuneNumber(const BalanceInputs& in, const TuneAsk& ask, std::stop_token stop, BalanceJob::Counter& done);
BalanceOutcome rankNumbers(const BalanceInputs& in, std::stop_token stop, BalanceJob::Counter& done);

// The whole numbers of a content's text a tuning can vary, in the file's order.
std::vector<NumberField> wholeNumberFields(const std::string& contentText);

} // namespace rb
