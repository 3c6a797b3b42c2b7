// `rulebench format FILE...`: rewrites content files (and *.scenario.json
// files) in the editor's stable key order and indentation, so hand edits and
// editor saves diff cleanly.
#include "cli/cli.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"

#include <cstdio>
#include <fstream>
#include <ostream>

namespace rb::cli {

namespace {
// Writes beside the file, then renames over it: never a half-written file.
bool replaceFile(const std::string& file, const std::string& bytes)
{
    const std::string temporary = file + ".rulebench-format";
    {
        std::ofstream o(temporary, std::ios::binary | std::ios::trunc);
        o << bytes;
        if (!o.flush()) {
            std::remove(temporary.c_str());
            return false;
        }
    }
    if (std::rename(temporary.c_str(), file.c_str()) != 0) {
        std::remove(temporary.c_str());
        return false;
    }
    return true;
}
} // namespace

int runFormat(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    return forEachFile(files, "format FILE...", out, err, [&](const std::string& file, const std::string& bytes) {
        // A *.scenario.json file is written in the scenario's own key order.
        const bool scenario = isScenarioPath(file);
        const ContentLoad load = scenario ? ContentLoad{} : loadContent(bytes);
        const ScenarioLoad sload = scenario ? loadScenario(bytes) : ScenarioLoad{};
        if (scenario ? !sload.spec : !load.spec) {
            for (const auto& d : (scenario ? sload.diagnostics : load.diagnostics).all())
                out << format(file, d) << "\n";
            return kExitUnusable;
        }
        const std::string formatted = scenario ? serializeScenario(*sload.spec) : serializeContent(*load.spec);
        if (formatted != bytes && !replaceFile(file, formatted)) {
            out << file << ": cannot write the formatted file\n";
            return kExitUnusable;
        }
        return kExitClean;
    });
}

} // namespace rb::cli
