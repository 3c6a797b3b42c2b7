#pragma once
// The arguments the commands that play batches share (batch, compare, tune,
// check's blocks): SCENARIO, --measure M..., options with a value, and the
// plan they make (--runs, --turns, --seed, --threads, --until), each refused
// with the reason in the command's name before anything runs.

#include "rulebench/batch/batch.h"

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace rb::cli {

struct BatchArgs {
    std::string command; // "batch", for its messages
    std::string scenario;
    std::map<std::string, std::string, std::less<>> values; // by option
    std::vector<std::string> measures;                      // --measure's, when the command takes it
    std::set<std::string, std::less<>> flags;               // options without a value given

    bool has(std::string_view option) const { return values.contains(option); }
    bool flag(std::string_view option) const { return flags.contains(option); }
    // An option's value; empty when it was not given.
    std::string value(std::string_view option) const;
};

// Reads SCENARIO and the options: `valueOptions` take one value each,
// `flagOptions` none, and --measure (when `measures`) takes every word up to
// the next option. False,
// with the reason and `usage` on `err`, on an unknown option, a missing value,
// a second scenario, or without a scenario or one of `required`.
bool readBatchArgs(const std::vector<std::string>& args, const char* command, const char* usage,
                   std::initializer_list<std::string_view> valueOptions,
                   std::initializer_list<std::string_view> flagOptions, bool measures,
                   std::initializer_list<std::string_view> required, BatchArgs& out, std::ostream& err);

// A whole number from `least` to `most` when the option was given, or why not.
bool wholeOption(const BatchArgs& a, std::string_view option, std::int64_t least, std::int64_t most,
                 std::int64_t& out, std::ostream& err);

// The plan from --runs, --turns, --seed (the scenario's by default),
// --threads (all cores by default), --until and the measures.
bool readPlan(const BatchArgs& a, const Session& start, BatchPlan& plan, std::ostream& err);

// The scenario loaded (its problems printed) and the plan read against it:
// kExitClean, or the exit code to give when either fails.
int loadPlanned(const BatchArgs& a, SessionLoad& load, BatchPlan& plan, std::ostream& err);

} // namespace rb::cli
