// `rulebench validate FILE...`: every diagnostic of every file, one a line.
#include "cli/cli.h"

#include "rulebench/definitions.h"

#include <ostream>

namespace rb::cli {

int runValidate(const std::vector<std::string>& files, std::ostream& out, std::ostream& err)
{
    return forEachFile(files, "validate FILE...", out, err, [&](const std::string& file, const std::string& bytes) {
        const Validation v = validateContent(bytes);
        for (const auto& d : v.diagnostics.all())
            out << format(file, d) << "\n";
        if (!v.readable)
            return kExitUnusable;
        return v.diagnostics.hasErrors() ? kExitErrors : kExitClean;
    });
}

} // namespace rb::cli
