// `rulebench simulate SCENARIO --turns N [--seed S] [--csv OUT] [--until EVENT] [--save OUT]`:
// a headless sandbox run of a forward-only Session. The event log goes to
// standard output, one event a line prefixed with its turn ("3: expired
// scorched on hero"); problems with the files go to standard error as
// `validate` prints them. --until stops after the whole turn in which an event
// matched (wildcards as in the sandbox: "death@*"). Standard error ends with
// why the run stopped, as the sandbox's run bar says it ("Won at turn 12:
// quest "the rat king" done"). --save writes the scenario with its play
// state, so a later run resumes where this one stopped. --explain STAT@ACTOR
// (repeatable) follows the log with why that stat has its value once the run
// stopped, term by term as the sandbox's inspector says it (rb::explain).
// --content OTHER plays the scenario with another content file (as diff-run
// and compare do); --vary PATH=VALUE with one value of the content changed
// (named as for batch --vary): with --seed, so any run a batch, a sweep, a
// comparison, a tuning or a sensitivity played (and a report lists) is
// played again alone.
#include "cli/atomic_file.h"
#include "cli/cli.h"
#include "cli/output_paths.h"

#include "rulebench/base/names.h"
#include "rulebench/batch/sweep.h"
#include "rulebench/sandbox/run_stop.h"
#include "rulebench/world/explain.h"

#include <filesystem>
#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage =
    "Usage: rulebench simulate SCENARIO --turns N [--seed S] [--content OTHER] [--vary PATH=VALUE] [--csv OUT]\n"
    "                          [--until EVENT|CONDITION] [--save OUT] [--explain STAT@ACTOR]...\n";

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

// A stat of an actor to explain after the run, as written: "health@hero".
struct Explained {
    std::string text, stat, actor;
};

// Each --explain read and checked against the world before anything runs;
// false, saying why, for one malformed or naming an unknown stat or actor.
bool readExplained(const std::vector<std::string>& given, const World& world, std::vector<Explained>& out,
                   std::ostream& err)
{
    for (const std::string& text : given) {
        const std::size_t at = text.find('@');
        Explained e{text, std::string(trimmed(text.substr(0, at))),
                    at == std::string::npos ? std::string() : std::string(trimmed(text.substr(at + 1)))};
        std::string why = e.stat.empty() || e.actor.empty() ? "a stat to explain is written STAT@ACTOR, as in health@hero"
                                                            : std::string();
        if (why.empty())
            if (const Result<StatWhy> found = explain(world, e.actor, e.stat); !found)
                why = found.why();
        if (!why.empty()) {
            err << "rulebench simulate: --explain \"" << text << "\": " << why << "\n";
            return false;
        }
        out.push_back(std::move(e));
    }
    return true;
}

// "health@hero = 14 after turn 12:" and the explanation's lines, indented.
bool printExplained(const std::vector<Explained>& explained, const World& world, std::ostream& out, std::ostream& err)
{
    for (const Explained& e : explained) {
        const Result<StatWhy> why = explain(world, e.actor, e.stat);
        if (!why) {
            err << "rulebench simulate: --explain \"" << e.text << "\": " << why.why() << " after turn " << world.turn() << "\n";
            return false;
        }
        out << e.stat << "@" << e.actor << " = " << why->value << " after turn " << world.turn() << ":\n";
        for (const std::string& line : why->lines)
            out << "  " << line << "\n";
    }
    return true;
}

// The scenario as it was, with the play state: opening it resumes here. The
// content file stays where it is: named relative to the new file.
bool saveScenario(const std::string& scenario, const std::string& file, const Session& session, std::ostream& err)
{
    namespace fs = std::filesystem;
    ScenarioSpec spec = session.spec();
    std::error_code ec;
    const fs::path content = fs::absolute(fs::path(scenario).parent_path() / spec.content, ec);
    const fs::path saveDir = fs::absolute(fs::path(file), ec).parent_path();
    if (!ec)
        spec.content = content.lexically_normal().lexically_relative(saveDir.lexically_normal()).generic_string();
    return writeFile(file, serializeScenario(withPlayState(spec, session.world())), "the scenario", err);
}
// The scenario loaded with --content's file (or its own) and --vary's one
// value set in it; a malformed --vary, or a path that names nothing, said on `err`.
std::optional<SessionLoad> loadPlayed(const ScenarioRunArgs& a, std::ostream& err)
{
    const SessionOptions options{a.seed, SessionMode::ForwardOnly};
    SessionLoad load = loadSession(a.scenario, options, readFileBytes, a.value("--content"));
    const std::string vary = a.value("--vary");
    if (vary.empty() || !load.session)
        return load;
    if (!a.value("--save").empty()) {
        err << "rulebench simulate: --save with --vary would name a content no file holds; save without --vary\n";
        return std::nullopt;
    }
    const std::size_t equals = vary.find('=');
    std::string why, bytes;
    const std::optional<Vary> v = equals == std::string::npos
        ? std::nullopt
        : parseSweptValue(vary.substr(0, equals), vary.substr(equals + 1), why);
    if (!v) {
        err << "rulebench simulate: --vary \"" << vary << "\": "
            << (equals == std::string::npos ? "write it PATH=VALUE, one value (statuses.bleeding.tick.amount=3)" : why)
            << "\n";
        return std::nullopt;
    }
    if (!readWholeFile(load.contentPath, bytes, why)) {
        err << load.contentPath << ": cannot read: " << why << "\n";
        return std::nullopt;
    }
    const std::string text = variedContent(bytes, *v, v->values.front(), why);
    if (text.empty()) {
        err << "rulebench simulate: --vary \"" << vary << "\": " << why << "\n";
        return std::nullopt;
    }
    return loadWithContent(a.scenario, load.contentPath, text, options);
}
} // namespace

int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    ScenarioRunArgs a;
    if (!parseScenarioRun(args, "simulate", kUsage, {"--csv", "--until", "--save", "--explain", "--content", "--vary"},
                          {}, a, err))
        return kExitUnusable;
    const std::string csvFile = a.value("--csv"), until = a.value("--until"), saveFile = a.value("--save");
    std::optional<SessionLoad> played = loadPlayed(a, err);
    if (!played)
        return kExitUnusable;
    SessionLoad& load = *played;
    const int loaded = printProblems(load, err);
    if (!load.session)
        return loaded == kExitClean ? kExitErrors : loaded;
    Session& session = *load.session;
    // A bad breakpoint is refused before anything runs.
    std::string why;
    const std::optional<Breakpoint> breakpoint = Breakpoint::parse(until, session.world(), why);
    if (!breakpoint) {
        err << "rulebench simulate: --until \"" << until << "\": " << why << "\n";
        return kExitUnusable;
    }
    if (!checkOutputs("simulate", scenarioInputs(a.scenario, load),
                      givenOutputs(a.values, {{"--csv", "the CSV"}, {"--save", "the scenario"}}), err))
        return kExitUnusable;
    std::vector<Explained> explained;
    if (!readExplained(a.all("--explain"), session.world(), explained, err))
        return kExitUnusable;

    // Every row and line is written as its turn happens: a long run needs no
    // more memory than a short one.
    AtomicFile csvOut(csvFile);
    std::ostream& csv = csvOut.stream();
    std::vector<StatSample> samples;
    if (!csvFile.empty()) {
        if (!csvOut.open()) {
            sayCannotWrite(csvFile, "the CSV", csvOut.why(), err);
            return kExitUnusable;
        }
        csv << "turn,actor,stat,value\n";
        writeRows(csv, session.world(), samples);
    }
    const Definitions& defs = *session.definitions();
    const RunResult run = session.run(static_cast<std::int64_t>(a.turns), *breakpoint, {},
                                      [&](const TurnReport& report) {
                                          for (const WorldEvent& e : report.events)
                                              out << report.turn << ": " << eventText(defs, e) << "\n";
                                          if (!csvFile.empty())
                                              writeRows(csv, session.world(), samples);
                                      });
    const bool allExplained = printExplained(explained, session.world(), out, err);
    // Why it stopped, in the words of the sandbox's run bar: the last line on standard error.
    err << whyRunStopped(session, run) << "\n";
    if (!allExplained)
        return kExitUnusable;
    if (!csvFile.empty() && !csvOut.commit()) {
        sayCannotWrite(csvFile, "the CSV", csvOut.why(), err);
        return kExitUnusable;
    }
    if (!saveFile.empty() && !saveScenario(a.scenario, saveFile, session, err))
        return kExitUnusable;
    return kExitClean;
}

} // namespace rb::cli
