#pragma once
// What was run, as the JSON of every batch-like result records it (a batch's
// and so a merge's, a comparison's, a tuning's, a sensitivity's): how run
// seeds are made and a command line that plays it again, beside the files
// and their fingerprint (batch_report.h's `fingerprint`, the one for all).
// Nothing recorded varies with threads or shards, so a merge of shards
// records exactly what the batch played whole does; the command has no
// --threads, --shard, --csv or --json (a report adds the --json it read).

#include "rulebench/base/json_reader.h"

#include <string>
#include <string_view>
#include <vector>

namespace rb {

// How run i's seed is made from the seed S, in words (batch.h's runSeed).
extern const char* const kRunSeedRule;

// A word for a shell: as it is when it has only safe characters, else in single quotes.
std::string shellWord(std::string_view word);
// The words joined with spaces, each made a shell word.
std::string shellLine(const std::vector<std::string>& words);

// "run_seeds": kRunSeedRule and "command": the words as a shell line (null
// when there are none: what was run is not one command), as keys of `j`.
void writeRunRecord(OrderedJson& j, const std::vector<std::string>& command);

} // namespace rb
