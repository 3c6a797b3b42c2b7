// `rulebench simulate SCENARIO --turns N [--seed S] [--csv OUT] [--until EVENT] [--save OUT]`:
// a headless sandbox run of a forward-only Session. The event log goes to
// standard output, one event a line prefixed with its turn ("3: expired
// scorched on hero"); problems with the files go to standard error as
// `validate` prints them. --until stops after the whole turn in which an event
// matched (wildcards as in the sandbox: "death@*"). --save writes the scenario
// with its play state, so a later run resumes where this one stopped.
#include "cli/cli.h"

#include <charconv>
#include <filesystem>
#include <fstream>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench simulate SCENARIO --turns N [--seed S] [--csv OUT] [--until EVENT] [--save OUT]\n";

struct SimulateArgs {
    std::string scenario, csv, until, save;
    std::optional<std::uint64_t> turns, seed;
};

bool parseWhole(const std::string& text, std::uint64_t& out)
{
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && p == end && !text.empty();
}

// The arguments, or false with what is wrong (and the usage) on `err`.
bool parseArgs(const std::vector<std::string>& args, SimulateArgs& out, std::ostream& err)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--turns" || a == "--seed") {
            std::uint64_t v = 0;
            if (!hasValue || !parseWhole(args[i + 1], v)) {
                err << "rulebench simulate: " << a << " needs a whole number from 0\n" << kUsage;
                return false;
            }
            (a == "--turns" ? out.turns : out.seed) = v;
            ++i;
        } else if (a == "--csv" || a == "--until" || a == "--save") {
            if (!hasValue) {
                err << "rulebench simulate: " << a << " needs a value\n" << kUsage;
                return false;
            }
            (a == "--csv" ? out.csv : a == "--until" ? out.until : out.save) = args[++i];
        } else if (!a.empty() && a[0] == '-') {
            err << "rulebench simulate: unknown option \"" << a << "\"\n" << kUsage;
            return false;
        } else if (out.scenario.empty()) {
            out.scenario = a;
        } else {
            err << "rulebench simulate: one scenario at a time\n" << kUsage;
            return false;
        }
    }
    if (out.scenario.empty() || !out.turns) {
        err << kUsage;
        return false;
    }
    if (*out.turns > 1'000'000) {
        err << "rulebench simulate: at most 1000000 turns\n";
        return false;
    }
    return true;
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

// `turn,actor,stat,value` for every actor and stat of the world as it stands.
void writeRows(std::ostream& csv, const World& world, std::vector<StatSample>& samples)
{
    const Definitions& defs = world.definitions();
    samples.clear();
    appendSamples(world, samples);
    for (const StatSample& s : samples)
        csv << s.turn << "," << csvField(s.actor) << "," << csvField(defs.stats[s.stat].name) << "," << s.value << "\n";
}

// The scenario as it was, with the play state: opening it resumes here. The
// content file stays where it is: named relative to the new file.
bool saveScenario(const SimulateArgs& args, const Session& session, std::ostream& err)
{
    namespace fs = std::filesystem;
    ScenarioSpec spec = session.spec();
    std::error_code ec;
    const fs::path content = fs::absolute(fs::path(args.scenario).parent_path() / spec.content, ec);
    const fs::path saveDir = fs::absolute(fs::path(args.save), ec).parent_path();
    if (!ec)
        spec.content = content.lexically_normal().lexically_relative(saveDir.lexically_normal()).generic_string();
    std::ofstream save(args.save, std::ios::binary | std::ios::trunc);
    save << serializeScenario(withPlayState(spec, session.world()));
    save.flush();
    if (!save) {
        err << args.save << ": cannot write the scenario\n";
        return false;
    }
    return true;
}
} // namespace

int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    SimulateArgs a;
    if (!parseArgs(args, a, err))
        return kExitUnusable;
    SessionLoad load = loadSession(a.scenario, {a.seed, SessionMode::ForwardOnly});
    const int loaded = printProblems(load, err);
    if (!load.session)
        return loaded == kExitClean ? kExitErrors : loaded;
    Session& session = *load.session;

    // Every row and line is written as its turn happens: a long run needs no
    // more memory than a short one.
    std::ofstream csv;
    std::vector<StatSample> samples;
    if (!a.csv.empty()) {
        csv.open(a.csv, std::ios::binary | std::ios::trunc);
        if (!csv) {
            err << a.csv << ": cannot write the CSV\n";
            return kExitUnusable;
        }
        csv << "turn,actor,stat,value\n";
        writeRows(csv, session.world(), samples);
    }
    const Definitions& defs = *session.definitions();
    const RunResult run = session.run(static_cast<std::int64_t>(*a.turns), Breakpoint(a.until), {},
                                      [&](const TurnReport& report) {
                                          for (const WorldEvent& e : report.events)
                                              out << report.turn << ": " << eventText(defs, e) << "\n";
                                          if (!a.csv.empty())
                                              writeRows(csv, session.world(), samples);
                                      });
    if (!a.until.empty() && !run.hitBreakpoint)
        err << "rulebench simulate: no \"" << a.until << "\" in " << run.turns << " turns\n";
    if (!a.csv.empty()) {
        csv.flush();
        if (!csv) {
            err << a.csv << ": cannot write the CSV\n";
            return kExitUnusable;
        }
    }
    if (!a.save.empty() && !saveScenario(a, session, err))
        return kExitUnusable;
    return kExitClean;
}

} // namespace rb::cli
