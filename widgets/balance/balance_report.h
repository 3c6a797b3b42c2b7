#pragma once
// What the Balance view shows, as the web page `rulebench report` makes
// (rulebench/report/html_report.h): the comparison of the open content with
// its saved file (or another), then the tuning or the ranking, each as the
// command line's --json gives it, so the page is the one the command line
// makes of those files.

#include "balance/balance_job.h"

#include <optional>
#include <string>

namespace rb {

// The page of the outcomes given (either may be null, or hold nothing
// finished); nothing, with why, when neither has a result to show.
std::optional<std::string> balanceReport(const BalanceOutcome* comparison, const BalanceOutcome* study, std::string& why);

} // namespace rb
