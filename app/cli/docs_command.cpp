// `rulebench docs --format [--examples CONTENT]`: the content-format
// reference (docs/content-format.md), written from the same field rows as
// `rulebench schema` (content/content_reference.h), each section with the
// first definition of CONTENT's as its example.
#include "cli/cli.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/content/content_reference.h"
#include "rulebench/content/content_schema.h"

#include <ostream>

namespace rb::cli {

int runDocs(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const char* usage = "Usage: rulebench docs --format [--examples CONTENT]\n";
    std::optional<std::string> examplesPath;
    bool formatPage = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--format")
            formatPage = true;
        else if (args[i] == "--examples" && i + 1 < args.size())
            examplesPath = args[++i];
        else {
            err << usage;
            return kExitUnusable;
        }
    }
    if (!formatPage) {
        err << usage;
        return kExitUnusable;
    }
    std::optional<OrderedJson> examples;
    if (examplesPath) {
        std::string bytes, reason;
        if (!readWholeFile(*examplesPath, bytes, reason)) {
            err << *examplesPath << ": cannot read: " << reason << "\n";
            return kExitUnusable;
        }
        Diagnostics diagnostics;
        if (!parseObject(bytes, diagnostics, "a content file is one JSON object")) {
            for (const Diagnostic& d : diagnostics.all())
                err << *examplesPath << ": " << format(d) << "\n";
            return kExitUnusable;
        }
        // Read again in the file's own key order, which the examples keep.
        examples = OrderedJson::parse(bytes);
    }
    out << contentReference(contentSchema(Registrations::engine()), examples ? &*examples : nullptr);
    return kExitClean;
}

} // namespace rb::cli
