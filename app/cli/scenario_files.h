#pragma once
// Reading a scenario file and the content file it names, for `validate` and
// `simulate`: every problem of both files, each named by its own file.

#include "rulebench/sandbox/scenario.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

namespace rb::cli {

struct LoadedScenario {
    int exitCode = 0;           // kExitClean, kExitErrors or kExitUnusable
    std::optional<Scenario> scenario; // set only when both files are clean of errors
};

// Prints every diagnostic of both files to `out` as FILE: PATH: message.
// `spec`, when given, receives the scenario as read.
LoadedScenario loadScenarioFile(const std::string& path, std::optional<std::uint64_t> seed, std::ostream& out,
                                ScenarioSpec* spec = nullptr);

} // namespace rb::cli
