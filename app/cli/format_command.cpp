// `rulebench format FILE...`: rewrites content files (and *.scenario.json
// files) in the editor's stable key order and indentation, so hand edits and
// editor saves diff cleanly.
#include "cli/atomic_file.h"
#include "cli/cli.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"

#include <ostream>

namespace rb::cli {

int runFormat(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    (void)out; // it writes files, not text: every line it says is a problem, on standard error
    return forEachFile(files, "format FILE...", err, err, [&](const std::string& file, const std::string& bytes) {
        // A *.scenario.json file is written in the scenario's own key order.
        const bool scenario = isScenarioPath(file);
        const ContentLoad load = scenario ? ContentLoad{} : loadContent(bytes);
        const ScenarioLoad sload = scenario ? loadScenario(bytes) : ScenarioLoad{};
        if (scenario ? !sload.spec : !load.spec) {
            for (const auto& d : (scenario ? sload.diagnostics : load.diagnostics).all())
                err << format(file, d) << "\n";
            return kExitUnusable;
        }
        const std::string formatted = scenario ? serializeScenario(*sload.spec) : serializeContent(*load.spec);
        if (formatted != bytes && !writeFile(file, formatted, "the formatted file", err))
            return kExitUnusable;
        return kExitClean;
    });
}

} // namespace rb::cli
