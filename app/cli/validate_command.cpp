// `rulebench validate FILE...`: every diagnostic of every file, one a line.
// A *.scenario.json file is checked with the content file it names.
#include "cli/cli.h"

#include "rulebench/content/build.h"

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
        if (isScenarioPath(file)) {
            const SessionLoad load = loadSession(file, {std::nullopt, SessionMode::ForwardOnly});
            exitCode = std::max(exitCode, printProblems(load, out));
            continue;
        }
        exitCode = std::max(exitCode, forEachFile({file}, "validate FILE...", out, err,
                                                  [&](const std::string& name, const std::string& bytes) {
                                                      const Validation v = validateContent(bytes);
                                                      for (const auto& d : v.diagnostics.all())
                                                          out << format(name, d) << "\n";
                                                      if (!v.readable)
                                                          return kExitUnusable;
                                                      return v.diagnostics.hasErrors() ? kExitErrors : kExitClean;
                                                  }));
    }
    return exitCode;
}

} // namespace rb::cli
