// `rulebench schema`: the JSON Schema of the content file, for external editors.
#include "cli/cli.h"

#include <ostream>

namespace rb::cli {

extern const char* const kContentSchema;

int runSchema(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (!args.empty()) {
        err << "Usage: rulebench schema\n";
        return kExitUnusable;
    }
    out << kContentSchema;
    return kExitClean;
}

} // namespace rb::cli
