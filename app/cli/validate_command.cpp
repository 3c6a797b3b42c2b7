// `rulebench validate FILE...`: every diagnostic of every file, one a line.
// A *.scenario.json file is checked with the content file it names.
#include "cli/cli.h"
#include "cli/scenario_files.h"

#include "rulebench/definitions.h"

#include <algorithm>
#include <ostream>

namespace rb::cli {

int runValidate(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    if (files.empty()) {
        err << "Usage: rulebench validate FILE...\n";
        return kExitUnusable;
    }
    int exitCode = kExitClean;
    for (const auto& file : files) {
        // A scenario is checked with the content file it names.
        if (isScenarioPath(file)) {
            exitCode = std::max(exitCode, loadScenarioFile(file, std::nullopt, out).exitCode);
            continue;
        }
        std::string bytes, reason;
        if (!readWholeFile(file, bytes, reason)) {
            out << file << ": cannot read: " << reason << "\n";
            exitCode = kExitUnusable;
            continue;
        }
        const Validation v = validateContent(bytes);
        for (const auto& d : v.diagnostics.all())
            out << format(file, d) << "\n";
        if (!v.readable)
            exitCode = kExitUnusable;
        else if (v.diagnostics.hasErrors())
            exitCode = std::max(exitCode, kExitErrors);
    }
    return exitCode;
}

} // namespace rb::cli
