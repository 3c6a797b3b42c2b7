// `rulebench schema`: the JSON Schema of the content file, for external
// editors, generated from the content's field lists and the engine's
// registrations (content/content_schema.h).
#include "cli/cli.h"

#include "rulebench/content/content_schema.h"

#include <ostream>

namespace rb::cli {

int runSchema(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (!args.empty()) {
        err << "Usage: rulebench schema\n";
        return kExitUnusable;
    }
    out << contentSchemaText(Registrations::engine());
    return kExitClean;
}

} // namespace rb::cli
