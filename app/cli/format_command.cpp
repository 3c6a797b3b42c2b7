// `rulebench format FILE...`: rewrites content files (and *.scenario.json
// files) in the editor's stable key order and indentation, so hand edits and
// editor saves diff cleanly.
#include "cli/cli.h"

#include "rulebench/content.h"
#include "rulebench/scenario.h"

#include <cstdio>
#include <fstream>
#include <ostream>

namespace rb::cli {

int runFormat(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    if (files.empty()) {
        err << "Usage: rulebench format FILE...\n";
        return kExitUnusable;
    }
    int exitCode = kExitClean;
    for (const auto& file : files) {
        std::string bytes, reason;
        if (!readWholeFile(file, bytes, reason)) {
            out << file << ": cannot read: " << reason << "\n";
            exitCode = kExitUnusable;
            continue;
        }
        // A *.scenario.json file is written in the scenario's own key order.
        std::string formatted;
        const bool scenario = isScenarioPath(file);
        const ContentLoad load = scenario ? ContentLoad{} : loadContent(bytes);
        const ScenarioLoad sload = scenario ? loadScenario(bytes) : ScenarioLoad{};
        if (scenario ? !sload.spec : !load.spec) {
            for (const auto& d : (scenario ? sload.diagnostics : load.diagnostics).all())
                out << format(file, d) << "\n";
            exitCode = kExitUnusable;
            continue;
        }
        formatted = scenario ? serializeScenario(*sload.spec) : serializeContent(*load.spec);
        if (formatted == bytes)
            continue;
        const std::string temporary = file + ".rulebench-format";
        {
            std::ofstream o(temporary, std::ios::binary | std::ios::trunc);
            o << formatted;
            if (!o.flush()) {
                out << file << ": cannot write " << temporary << "\n";
                exitCode = kExitUnusable;
                continue;
            }
        }
        if (std::rename(temporary.c_str(), file.c_str()) != 0) {
            std::remove(temporary.c_str());
            out << file << ": cannot replace the file\n";
            exitCode = kExitUnusable;
        }
    }
    return exitCode;
}

} // namespace rb::cli
