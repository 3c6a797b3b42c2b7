#pragma once
// `rulebench report`: the --json of batch, merge, compare, tune, sensitivity,
// check and batch --coverage made one self-contained HTML page, a section a
// result with a table of contents when there are several. The page loads
// nothing (inline CSS, charts as inline SVG from svg.h, no script) and says
// what was run, every answer with its interval in numbers and in words, the
// charts, and the command replaying each run of interest. Same results, same bytes.

#include <optional>
#include <string>
#include <vector>

namespace rb {

struct ReportInput {
    std::string file;  // as given: named in the page and in its errors
    std::string bytes; // the result's JSON
};

// The page; or nothing, with a line for every input that is not a result
// Rulebench wrote ("FILE: not JSON", "FILE: not a result of batch, merge,
// compare, tune, sensitivity or check (\"format\" is ...)").
std::optional<std::string> htmlReport(const std::vector<ReportInput>& inputs, std::string& errors);

} // namespace rb
