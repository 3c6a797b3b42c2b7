// `rulebench format FILE...`: rewrites content files in the editor's stable
// key order and indentation, so hand edits and editor saves diff cleanly.
#include "cli/cli.h"

#include "rulebench/content.h"

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
        const ContentLoad load = loadContent(bytes);
        if (!load.spec) {
            for (const auto& d : load.diagnostics.all())
                out << format(file, d) << "\n";
            exitCode = kExitUnusable;
            continue;
        }
        const std::string formatted = serializeContent(*load.spec);
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
