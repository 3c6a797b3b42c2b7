// `rulebench format FILE...`: rewrites content files in the editor's stable
// key order and indentation, so hand edits and editor saves diff cleanly.
#include "cli/cli.h"

#include "rulebench/content.h"

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
        const ContentLoad load = loadContent(bytes);
        if (!load.spec) {
            for (const auto& d : load.diagnostics.all())
                out << format(file, d) << "\n";
            return kExitUnusable;
        }
        const std::string formatted = serializeContent(*load.spec);
        if (formatted != bytes && !replaceFile(file, formatted)) {
            out << file << ": cannot write the formatted file\n";
            return kExitUnusable;
        }
        return kExitClean;
    });
}

} // namespace rb::cli
