// `rulebench simulate SCENARIO --turns N [--seed S] [--csv OUT] [--until EVENT]`:
// a headless sandbox run. The event log goes to standard output, one event a
// line prefixed with its turn ("3: expired scorched on hero"); problems with
// the files go to standard error as `validate` prints them. --save writes the
// scenario with its play state, so a later run resumes where this one stopped.
#include "cli/cli.h"
#include "cli/scenario_files.h"

#include "rulebench/sandbox/history.h" // appendSamples

#include <charconv>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench simulate SCENARIO --turns N [--seed S] [--csv OUT] [--until EVENT] [--save OUT]\n";

bool parseWhole(const std::string& text, std::uint64_t& out)
{
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && p == end && !text.empty();
}

// RFC 4180: a field with a comma, quote or line break is quoted.
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}
} // namespace

int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string scenarioPath, csvPath, until, savePath;
    std::optional<std::uint64_t> turns, seed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--turns" || a == "--seed") {
            std::uint64_t v = 0;
            if (!hasValue || !parseWhole(args[i + 1], v)) {
                err << "rulebench simulate: " << a << " needs a whole number from 0\n" << kUsage;
                return kExitUnusable;
            }
            (a == "--turns" ? turns : seed) = v;
            ++i;
        } else if (a == "--csv" || a == "--until" || a == "--save") {
            if (!hasValue) {
                err << "rulebench simulate: " << a << " needs a value\n" << kUsage;
                return kExitUnusable;
            }
            (a == "--csv" ? csvPath : a == "--until" ? until : savePath) = args[++i];
        } else if (!a.empty() && a[0] == '-') {
            err << "rulebench simulate: unknown option \"" << a << "\"\n" << kUsage;
            return kExitUnusable;
        } else if (scenarioPath.empty()) {
            scenarioPath = a;
        } else {
            err << "rulebench simulate: one scenario at a time\n" << kUsage;
            return kExitUnusable;
        }
    }
    if (scenarioPath.empty() || !turns) {
        err << kUsage;
        return kExitUnusable;
    }
    if (*turns > 1'000'000) {
        err << "rulebench simulate: at most 1000000 turns\n";
        return kExitUnusable;
    }

    ScenarioSpec spec;
    LoadedScenario loaded = loadScenarioFile(scenarioPath, seed, err, &spec);
    if (!loaded.scenario)
        return loaded.exitCode == kExitClean ? kExitErrors : loaded.exitCode;

    // Forward only: the world steps in place and every row and line is
    // written as it happens, so a long run needs no more memory than a short one.
    World world = std::move(loaded.scenario->world);
    const Script& script = loaded.scenario->script;
    const Definitions& defs = world.definitions();
    std::ofstream csv;
    std::vector<StatSample> samples;
    const auto writeRows = [&]() {
        if (csvPath.empty())
            return;
        samples.clear();
        appendSamples(world, samples);
        for (const StatSample& s : samples)
            csv << s.turn << "," << csvField(s.actor) << "," << csvField(defs.stats[s.stat].name) << "," << s.value << "\n";
    };
    if (!csvPath.empty()) {
        csv.open(csvPath, std::ios::binary | std::ios::trunc);
        if (!csv) {
            err << csvPath << ": cannot write the CSV\n";
            return kExitUnusable;
        }
        csv << "turn,actor,stat,value\n";
        writeRows();
    }
    const std::int64_t firstTurn = world.turn();
    bool stopped = false;
    for (std::uint64_t t = 1; t <= *turns && !stopped; ++t) {
        const TurnReport report = world.step(script.forTurn(world.turn() + 1));
        for (const WorldEvent& e : report.events) {
            out << report.turn << ": " << eventText(defs, e) << "\n";
            if (!until.empty() && eventKey(defs, e) == until) {
                stopped = true;
                break;
            }
        }
        writeRows();
    }
    if (!until.empty() && !stopped)
        err << "rulebench simulate: no \"" << until << "\" in " << world.turn() - firstTurn << " turns\n";
    if (!csvPath.empty()) {
        csv.flush();
        if (!csv) {
            err << csvPath << ": cannot write the CSV\n";
            return kExitUnusable;
        }
    }
    if (!savePath.empty()) {
        // The scenario as it was, with the play state: opening it resumes here.
        // The content file stays where it is: named relative to the new file.
        namespace fs = std::filesystem;
        std::error_code ec;
        const fs::path content = fs::absolute(fs::path(scenarioPath).parent_path() / spec.content, ec);
        const fs::path saveDir = fs::absolute(fs::path(savePath), ec).parent_path();
        if (!ec)
            spec.content = content.lexically_normal().lexically_relative(saveDir.lexically_normal()).generic_string();
        std::ofstream save(savePath, std::ios::binary | std::ios::trunc);
        save << serializeScenario(withPlayState(spec, world));
        save.flush();
        if (!save) {
            err << savePath << ": cannot write the scenario\n";
            return kExitUnusable;
        }
    }
    return kExitClean;
}

} // namespace rb::cli
