#pragma once
// The rules that must hold for any content (issue 31), checked on one
// generated case:
//   valid       the generated content and scenario validate and build
//   resume      resumed from a save at every turn, the run goes on as the
//               straight one (its log and its stat rows, turn for turn),
//               and the resumed world equals the straight one's (World ==)
//   history     the session's History stepped back k turns and forward
//               again, and jumped anywhere, gives the straight run's reports
//   batch       a batch's runs are the same at 1, 2 and 3 threads and over
//               3 shards merged
//   format      formatting is idempotent, and the formatted content and
//               scenario play the identical run
//   recording   the script queued by hand turn by turn plays the straight
//               run, and saved as the scenario's script it replays it
//   reload      the same content with each section reversed (every id now
//               another definition's), reloaded into the run at every turn,
//               reports nothing and plays the rest as the straight run
//   accounting  no item lands more uses than its charges, no trigger fires
//               more often than its "fires", no status holds more stacks
//               than its limit nor more instances than its max_total, no
//               actor takes more actions a turn than its actions_per_turn,
//               no stat leaves its min and max, no status has negative
//               turns left, every death is of a living actor
//   lifetime    a status's modifiers are in force for every blow while it is
//               listed, and it is listed for the turns it was applied for
//               (status_lifetimes.h)
// Plain C++ on core alone, so fuzz_play runs the same checks.

#include "case_generator.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb::property {

struct CheckPlan {
    std::int64_t batchRuns = 12; // 0: no batch checks
    int jumps = 10;              // seeded History jumps
    std::uint64_t seed = 1;      // for the jumps and the back-and-forth
};

struct Violation {
    std::string invariant; // "resume", "history", "batch", "format", "recording", "reload", "kept report", "accounting", "lifetime", "valid"
    std::string detail;    // what differed, in the log's words
};

std::optional<Violation> checkCase(const GeneratedCase& c, const CheckPlan& plan);

} // namespace rb::property
