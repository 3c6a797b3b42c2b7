#include "cli/output_paths.h"

#include "cli/atomic_file.h"

#include "rulebench/sandbox/session.h"

#include <filesystem>
#include <ostream>

namespace rb::cli {

namespace fs = std::filesystem;

namespace {
// A device or a pipe (/dev/stdout, /dev/null) is no file to lose: two outputs may share it.
bool isDevice(const std::string& path)
{
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    return fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status);
}
} // namespace

bool sameFile(const std::string& a, const std::string& b)
{
    std::error_code ec;
    if (fs::equivalent(a, b, ec))
        return true; // both exist, one file (a hard link too)
    const fs::path x = fs::weakly_canonical(fs::absolute(a, ec), ec);
    if (ec)
        return false;
    const fs::path y = fs::weakly_canonical(fs::absolute(b, ec), ec);
    return !ec && x == y;
}

bool checkOutputs(std::string_view command, const std::vector<InputFile>& inputs,
                  const std::vector<OutputFile>& outputs, std::ostream& err)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const OutputFile& o = outputs[i];
        if (isDevice(o.path))
            continue;
        for (const InputFile& in : inputs)
            if (!in.path.empty() && sameFile(o.path, in.path)) {
                err << "rulebench " << command << ": " << o.option << " " << o.path << " is " << in.what << " ("
                    << in.path << "); writing there would replace it, so nothing was run: give another file\n";
                return false;
            }
        for (std::size_t j = 0; j < i; ++j)
            if (sameFile(o.path, outputs[j].path)) {
                err << "rulebench " << command << ": " << outputs[j].option << " " << outputs[j].path << " and "
                    << o.option << " " << o.path << " are one file; give each its own\n";
                return false;
            }
    }
    for (const OutputFile& o : outputs)
        if (const std::string why = AtomicFile::whyNotWritable(o.path); !why.empty()) {
            sayCannotWrite(o.path, o.what, why, err);
            return false;
        }
    return true;
}

std::vector<InputFile> scenarioInputs(const std::string& scenario, const SessionLoad& load)
{
    return {{scenario, "the scenario"}, {load.contentPath, "the content file the scenario names"}};
}

std::vector<OutputFile> givenOutputs(const std::map<std::string, std::string, std::less<>>& values,
                                     std::initializer_list<std::pair<const char*, const char*>> options)
{
    std::vector<OutputFile> out;
    for (const auto& [option, what] : options)
        if (const auto it = values.find(option); it != values.end())
            out.push_back({option, it->second, what});
    return out;
}

} // namespace rb::cli
