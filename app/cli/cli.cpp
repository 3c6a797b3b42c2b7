#include "cli/cli.h"

#include "rulebench/base/diagnostic.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <ostream>

namespace rb::cli {

namespace {
// One option of a subcommand, for its --help and a typo's suggestion.
struct Option {
    const char* name;  // "--turns"
    const char* value; // "N", or empty for a flag
    const char* help;
};

struct Command {
    const char* name;
    const char* usage;
    const char* summary;
    int (*handler)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
    std::vector<Option> options;
};

const std::vector<Option> kScenarioRunOptions = {
    {"--turns", "N", "how many turns to play (at most 1000000)"},
    {"--seed", "S", "play with this seed in place of the scenario's (and its play state's streams)"},
};

std::vector<Option> with(std::vector<Option> options, std::initializer_list<Option> more)
{
    options.insert(options.end(), more.begin(), more.end());
    return options;
}

const Command kCommands[] = {
    {"validate", "validate FILE...", "check content files; every problem, one a line as FILE: PATH: message",
     runValidate, {}},
    {"schema", "schema", "print the JSON Schema of the content file", runSchema, {}},
    {"docs", "docs --format [--examples CONTENT]",
     "print the content-format reference (Markdown, as docs/content-format.md), every section and field with "
     "its type, default, limits and help, from the same field rows as schema",
     runDocs,
     {{"--format", "", "the content-format reference"},
      {"--examples", "CONTENT", "give each section the first definition of CONTENT's as its example"}}},
    {"format", "format FILE...",
     "rewrite content files in the editor's stable key order and indentation; each file given is rewritten in "
     "place, as it is meant to be (the only command that writes over what it reads, with merge-content without -o)",
     runFormat, {}},
    {"burst", "burst MAPFILE --at X,Y --radius R", "the cells a burst covers on a text map ('#' wall), one x,y a line",
     runBurst,
     {{"--at", "X,Y", "the burst's centre"}, {"--radius", "R", "its radius, 0 to 64"}}},
    {"simulate",
     "simulate SCENARIO --turns N [--seed S] [--content OTHER] [--vary PATH=VALUE] [--csv OUT] [--until EVENT] "
     "[--save OUT] [--explain STAT@ACTOR]...",
     "run a scenario headless: the event log, one event a line prefixed with its turn; --csv writes "
     "turn,actor,stat,value; --until stops after the turn with an event whose key matches (e.g. "
     "expired:scorched@hero, death@*); "
     "--save writes the scenario with its play state, to resume from; --explain prints after the log why a "
     "stat has its value when the run stopped, term by term as the sandbox's inspector says it",
     runSimulate,
     with(kScenarioRunOptions,
          {{"--content", "OTHER", "play the scenario with this content file instead of the one it names"},
           {"--vary", "PATH=VALUE",
            "play with one value of the content changed, named as for batch --vary (replays a sweep's, a tuning's or a "
            "sensitivity's run with its --seed)"},
           {"--csv", "OUT", "write turn,actor,stat,value for every actor and stat, from turn 0"},
           {"--until", "EVENT", "stop after the turn an event key matches (death@*) or a condition holds (health@hero<10)"},
           {"--save", "OUT", "write the scenario with its play state, to resume from"},
           {"--explain", "STAT@ACTOR",
            "after the log, why the actor's stat has its value when the run stopped, term by term (repeatable)"}})},
    {"diff-run", "diff-run SCENARIO --content OTHER.rules.json --turns N [--seed S] [--all]",
     "run a scenario with its own content and with OTHER (same seed and script, N turns each) and print the "
     "first turn whose events differ, diff style: --- its own content, +++ OTHER, -/+ the events only that run "
     "has; --all every differing turn. Exit 0 the same, 1 different, 2 bad input (unreadable, errors, bad "
     "arguments)",
     runDiffRun,
     with(kScenarioRunOptions,
          {{"--content", "OTHER", "the other content file to play the scenario with"},
           {"--all", "", "every differing turn, not just the first"}})},
    {"batch", "batch SCENARIO --runs N --turns MAX --measure M... [options]",
     "play a scenario many times from seeds derived from one (run i's seed: docs/batch-and-balance.md) and summarize each "
     "measure: runs it was in, mean with its 95% interval, sd, percentiles, histogram; --csv a row a run, "
     "--json the summary with every run's measures (what merge combines)",
     runBatch,
     {{"--runs", "N", "how many runs, numbered from 0"},
      {"--turns", "MAX", "each run's most turns (it ends sooner at --until, a victory or a defeat)"},
      {"--seed", "S", "the batch's seed (the scenario's by default), below 2^53"},
      {"--threads", "T", "worker threads (all cores by default); the results never depend on it"},
      {"--until", "BREAKPOINT", "end each run after the turn an event key matches or a condition holds"},
      {"--measure", "M...", "turn:KEY, count:KEY, sum:KEY, value:STAT@ACTOR, done:QUEST, won, lost"},
      {"--vary", "PATH=VALUES", "a sweep: the batch once per value, e.g. statuses.bleeding.tick.amount=1..4"},
      {"--shard", "K/N|auto|auto/N",
       "play only the runs i with i mod N = K-1 (merge the shards' JSON); auto: K and N from a Slurm array task "
       "(SLURM_ARRAY_TASK_ID, _MIN, _MAX, _COUNT), auto/N: K from a Kubernetes Indexed Job's JOB_COMPLETION_INDEX"},
      {"--target-error", "P",
       "stop once every mean's 95% half-width is within P% of it (a mean of 0: the interval's width within P/100; "
       "checked every 100 runs)"},
      {"--coverage", "", "count the runs each definition came into play in, and list those never used"},
      {"--csv", "RUNS.csv", "write run,seed,measures... a row a run"},
      {"--json", "SUMMARY.json", "write the summary and every run's measures"}}},
    {"merge", "merge SHARD.json... [--csv RUNS.csv] [--json SUMMARY.json]",
     "combine the JSON of a batch's shards into exactly what the batch run whole gives", runMerge,
     {{"--csv", "RUNS.csv", "write run,seed,measures... a row a run"},
      {"--json", "SUMMARY.json", "write the merged summary and runs"}}},
    {"merge-content", "merge-content BASE OURS THEIRS [-o OUT]",
     "git's merge driver for content and scenario files (merge-content %O %A %B): a three-way merge by "
     "definition and field, renames followed; the result replaces OURS, as a merge driver's must (or goes to OUT, "
     "which may be none of the three). Exit 0 merged, 1 "
     "conflicts (ours kept, each listed under the file's \"conflicts\"), 2 bad input",
     runMergeContent,
     {{"-o", "OUT", "write the merged file to OUT instead of replacing OURS (not BASE, OURS or THEIRS)"}}},
    {"diff-content", "diff-content A B | --flat FILE",
     "what changed from content file A to B, one line a change in the designer's words (added, removed and "
     "renamed definitions, changed fields: frag grenade, trigger 1, effect 1, roll: 3d6 → 4d6); --flat FILE "
     "one line a field, for git's textconv. Exit 0 the same, 1 different, 2 bad input",
     runDiffContent,
     {{"--flat", "", "print one file, one line a field, in the same words"}}},
    {"export", "export CONTENT --section SECTION [-o FILE.csv]",
     "a section as a spreadsheet's CSV (RFC 4180, UTF-8): a header of field paths (tick.amount), a row a definition "
     "in the content's order, an absent field an empty cell, lists and objects as JSON text; a text starting with "
     "=, +, - or @ is written with a leading ' so a spreadsheet never runs it (a number is written as it is)",
     runExport,
     {{"--section", "SECTION", "the section: statuses, items, damage_kinds, ..."},
      {"-o", "FILE.csv", "write the CSV to FILE.csv instead of standard output"}}},
    {"import", "import CONTENT FILE.csv --section SECTION [-o OUT] [--remove-missing]",
     "a section's CSV (as export writes it, any columns left out) read back into CONTENT, in place and atomically "
     "(or to OUT): rows matched to definitions by name, an empty cell taking its field away, a leading ' dropped, "
     "notes (_ keys) kept; says the rows matched, added and missing (kept unless --remove-missing). A wrong cell "
     "is refused by its definition and field and nothing is written. Exit 0 written, 1 refused, 2 bad input",
     runImport,
     {{"--section", "SECTION", "the section: statuses, items, damage_kinds, ..."},
      {"-o", "OUT", "write the content to OUT instead of replacing CONTENT"},
      {"--remove-missing", "", "remove the section's definitions the CSV has no row for"}}},
    {"find", "find CONTENT QUERY [--json FILE]",
     "the definitions a query finds, one a line as its section's word and name (status bleeding): "
     "\"SECTION where FIELD OP VALUE [and|or ...]\" (OP = != < <= > >=, FIELD absent, FIELD present, parentheses; "
     "and binds tighter than or), or \"uses NAME\" / \"uses SECTION:NAME\" (every definition referring to it). "
     "Exit 0 the query ran (found or not), 2 bad input or a query that does not read",
     runFind,
     {{"--json", "FILE", "write the matches as a list of {\"section\", \"name\"}"}}},
    {"compare", "compare SCENARIO --content OTHER.rules.json --runs N --turns MAX --measure M... [options]",
     "play a scenario's batch with its own content and with OTHER on the same run seeds; per measure both "
     "means with their intervals, the run-by-run difference (OTHER minus its own), the difference in the share of "
     "runs it happened in (present for turn: and value:, not 0 for count: and sum:, 1 for done:, won, lost) and a "
     "verdict, \"changed\" (either interval leaves out 0) or \"no detectable change\". Exit 0 nothing changed, 1 "
     "something did, 2 bad input",
     runCompare,
     {{"--content", "OTHER", "the other content file to play the scenario with"},
      {"--runs", "N", "how many runs on each side, numbered from 0"},
      {"--turns", "MAX", "each run's most turns (it ends sooner at --until, a victory or a defeat)"},
      {"--measure", "M...", "turn:KEY, count:KEY, sum:KEY, value:STAT@ACTOR, done:QUEST, won, lost"},
      {"--confidence", "95|99", "the intervals' confidence in percent (99: fewer false alarms), 95 by default"},
      {"--seed", "S", "the batch's seed (the scenario's by default), below 2^53"},
      {"--threads", "T", "worker threads (all cores by default); the results never depend on it"},
      {"--until", "BREAKPOINT", "end each run after the turn an event key matches or a condition holds"},
      {"--csv", "RUNS.csv", "write content,run,seed,measures... a row a run and content"},
      {"--json", "SUMMARY.json", "write the comparison and every run's measures"}}},
    {"tune", "tune SCENARIO --vary PATH=A..B --target MEASURE=VALUE --runs N --turns MAX [options]",
     "the whole number in A..B whose mean of MEASURE is nearest VALUE: both ends, then bisection, every "
     "value on the same run seeds (at most ceil(log2(B-A+1))+2 batches); each value tried with its mean and "
     "interval, then the answer. Exit 0 an answer, 1 the target is not between the ends' means, 2 bad input",
     runTune,
     {{"--vary", "PATH=A..B", "the content's number to tune, named as for batch --vary (a range, not a list)"},
      {"--target", "MEASURE=VALUE", "the measure and the mean wanted, e.g. won=0.5"},
      {"--runs", "N", "how many runs a value, numbered from 0"},
      {"--turns", "MAX", "each run's most turns (it ends sooner at --until, a victory or a defeat)"},
      {"--seed", "S", "the batch's seed (the scenario's by default), below 2^53"},
      {"--threads", "T", "worker threads (all cores by default); the results never depend on it"},
      {"--until", "BREAKPOINT", "end each run after the turn an event key matches or a condition holds"},
      {"--csv", "RUNS.csv", "write value,run,seed,measure a row a run of each value tried"},
      {"--json", "SUMMARY.json", "write each value tried with its summary, and the answer"}}},
    {"check", "check EXPECT.json [--threads T] [--json RESULTS.json] [--junit RESULTS.xml]",
     "balance in CI: each expectation of the file (a scenario, a measure, runs, turns, bounds for its mean) "
     "passes when the mean's 95% interval lies within its bounds and fails when it lies outside; otherwise "
     "further blocks of runs up to max_runs, then it fails as undecided. at_most 0 (never), and at_least 1 of "
     "won, lost or done: (always), are judged on the runs. One line an expectation. Exit 0 all pass, 1 any "
     "fails, 2 bad input",
     runCheck,
     {{"--threads", "T", "worker threads (all cores by default); the results never depend on it"},
      {"--json", "RESULTS.json", "write each expectation's verdict, runs and mean"},
      {"--junit", "RESULTS.xml",
       "write JUnit XML for a CI system: a test case an expectation, a failure (outside, undecided or absent) "
       "with the mean, interval and bounds in words, cancelled as skipped, times in seconds"}}},
    {"sensitivity", "sensitivity SCENARIO --measure M... --runs N --turns MAX [--fields PATH...] [options]",
     "which numbers matter: every number of every definition (or the paths listed) one step up (+1; a dice "
     "roll one die more) on the same run seeds as the content as it is, the change in each measure's mean with "
     "its interval (and the share of runs it happened in, when that moved), ranked; \"no detectable effect\" "
     "when every interval holds 0, \"never used\" (not played) for a definition no base run used",
     runSensitivity,
     {{"--measure", "M...", "turn:KEY, count:KEY, sum:KEY, value:STAT@ACTOR, done:QUEST, won, lost"},
      {"--runs", "N", "how many runs each, numbered from 0"},
      {"--turns", "MAX", "each run's most turns (it ends sooner at --until, a victory or a defeat)"},
      {"--fields", "PATH...", "only these numbers, named as for batch --vary (actors.rat.stats.health)"},
      {"--seed", "S", "the batch's seed (the scenario's by default), below 2^53"},
      {"--threads", "T", "worker threads (all cores by default); the results never depend on it"},
      {"--until", "BREAKPOINT", "end each run after the turn an event key matches or a condition holds"},
      {"--csv", "OUT.csv", "write field,from,to,state and each measure's change, a row a field"},
      {"--json", "OUT.json", "write every field's step and changes"}}},
    {"report", "report RESULT.json... -o REPORT.html",
     "one self-contained HTML page from the --json of batch, merge, compare, tune, sensitivity and check (and "
     "batch --coverage): what was run and the command that runs it again, every answer with its interval in "
     "numbers and words, charts as inline SVG (a histogram per measure, the sweep or tune curve with its interval "
     "band and target, the sensitivity ranking with error bars, coverage with never-used rows marked), the command "
     "replaying each run of interest; a section a result, with a table of contents. Nothing is loaded from the "
     "network and no script runs",
     runReport,
     {{"-o", "REPORT.html", "write the page to REPORT.html"}}},
};

const Command* findCommand(std::string_view name)
{
    for (const auto& c : kCommands)
        if (name == c.name)
            return &c;
    return nullptr;
}

// A subcommand's --help: its usage, what it does, one line an option.
void printCommandHelp(const Command& c, std::ostream& out)
{
    out << "Usage: rulebench " << c.usage << "\n  " << c.summary << "\n";
    if (c.options.empty())
        return;
    out << "\nOptions:\n";
    for (const Option& o : c.options) {
        std::string left = std::string("  ") + o.name + (o.value[0] ? std::string(" ") + o.value : std::string());
        left.resize(std::max<std::size_t>(left.size() + 2, 18), ' ');
        out << left << o.help << "\n";
    }
}
} // namespace

std::string unknownOption(std::string_view command, std::string_view option)
{
    std::string text = "rulebench " + std::string(command) + ": unknown option \"" + std::string(option) + "\"";
    const Command* c = findCommand(command);
    if (!c || c->options.empty())
        return text + "; " + std::string(command) + " takes none";
    std::vector<std::string> names;
    for (const Option& o : c->options)
        names.emplace_back(o.name);
    return text + didYouMean(std::string(option.substr(0, option.find('='))), names);
}

bool isCommandLineRequest(const std::vector<std::string>& args)
{
    if (args.empty())
        return false;
    const std::string& first = args.front();
    if (first == "--help" || first == "-h" || first == "help" || first == "--version" || first == "-v")
        return true;
    for (const auto& c : kCommands)
        if (first == c.name)
            return true;
    return false;
}

std::vector<std::string> commandNames()
{
    std::vector<std::string> names;
    for (const auto& c : kCommands)
        names.emplace_back(c.name);
    return names;
}

void printVersion(std::ostream& out) { out << "rulebench " RULEBENCH_VERSION "\n"; }

void printHelp(std::ostream& out)
{
    out << "Rulebench " RULEBENCH_VERSION " - a workbench for the rules of turn-based grid games\n\n"
           "Usage:\n"
           "  rulebench [FILE]            open the editor (on FILE, a .rules.json project)\n";
    for (const auto& c : kCommands) {
        // A usage too long for the column puts its summary on the next line
        // (so help2man, too, reads each command as a term and its text).
        std::string usage = "  rulebench ";
        usage += c.usage;
        if (usage.size() >= 29)
            usage += "\n" + std::string(30, ' ');
        else
            usage.resize(30, ' ');
        out << usage << c.summary << "\n";
    }
    out << "  rulebench --help            this text\n"
           "  rulebench --version         the version\n\n"
           "Editor options:\n"
           "  --select SECTION:NAME       select a definition on start (statuses:stoneskin)\n"
           "  --screenshot PNG            save a picture of the window to PNG and quit\n"
           "  --autosave-seconds N        autosave unsaved work every N seconds (default 20)\n"
           "  --recover yes|no|later      answer the question to recover work after a crash\n"
           "  --do STEP                   a step once the file is open, in order: set\n"
           "                              SECTION:NAME/FIELD=JSON, undo, save or quit\n\n"
           "Exit codes: 0 clean, 1 the input has errors, 2 unreadable input or bad arguments\n"
           "(diff-run and diff-content as diff(1): 0 the same, 1 different, 2 bad input; compare 0 no change,\n"
           "1 a measure changed; tune 1 when the target is out of reach; check 1 when an expectation fails;\n"
           "merge-content 1 when conflicts are left in the merged file; import 1 when a table is refused,\n"
           "nothing written;\n"
           "batch, compare, tune, check and sensitivity 130 when Ctrl+C stopped them,\n"
           "with the runs done written).\n";
}

std::optional<std::string> controlCharacterArgument(const std::vector<std::string>& args)
{
    for (std::size_t i = 0; i < args.size(); ++i)
        if (const auto c = firstControlCharacter(args[i]))
            return "rulebench: argument " + std::to_string(i + 1) + ": " + controlCharacterProblem("argument", args[i], *c);
    return std::nullopt;
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (const auto refused = controlCharacterArgument(args)) {
        err << *refused << "\n";
        return kExitUnusable;
    }
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printHelp(out);
        return kExitClean;
    }
    if (args[0] == "--version" || args[0] == "-v") {
        printVersion(out);
        return kExitClean;
    }
    if (const Command* c = findCommand(args[0])) {
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        if (!rest.empty() && (rest[0] == "--help" || rest[0] == "-h")) {
            printCommandHelp(*c, out);
            return kExitClean;
        }
        return c->handler(rest, out, err);
    }
    err << "rulebench: unknown command \"" << args[0] << "\"" << didYouMean(args[0], commandNames())
        << "; see rulebench --help\n";
    return kExitUnusable;
}

int forEachFile(const std::vector<std::string>& files, const char* usage, std::ostream& out, std::ostream& err,
                const std::function<int(const std::string& file, const std::string& bytes)>& each)
{
    if (files.empty()) {
        err << "Usage: rulebench " << usage << "\n";
        return kExitUnusable;
    }
    for (const auto& file : files)
        if (file.size() > 1 && file.starts_with("-")) {
            err << unknownOption(std::string_view(usage).substr(0, std::string_view(usage).find(' ')), file) << "\n";
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
        exitCode = std::max(exitCode, each(file, bytes));
    }
    return exitCode;
}

bool readWholeFile(const std::string& path, std::string& bytes, std::string& reason)
{
    return readFileBytes(path, bytes, reason);
}

namespace {
// A whole number from 0, all of `text`.
bool parseCount(const std::string& text, std::uint64_t& out)
{
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && p == end && !text.empty();
}

bool among(std::initializer_list<std::string_view> options, std::string_view a)
{
    return std::find(options.begin(), options.end(), a) != options.end();
}
} // namespace

std::string ScenarioRunArgs::value(std::string_view option) const
{
    const auto it = values.find(option);
    return it == values.end() ? std::string() : it->second;
}

std::vector<std::string> ScenarioRunArgs::all(std::string_view option) const
{
    const auto it = every.find(option);
    return it == every.end() ? std::vector<std::string>() : it->second;
}

bool parseScenarioRun(const std::vector<std::string>& args, const char* command, const char* usage,
                      std::initializer_list<std::string_view> valueOptions,
                      std::initializer_list<std::string_view> flagOptions, ScenarioRunArgs& out, std::ostream& err)
{
    std::optional<std::uint64_t> turns;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--turns" || a == "--seed") {
            std::uint64_t v = 0;
            if (!hasValue || !parseCount(args[i + 1], v)) {
                err << "rulebench " << command << ": " << a << " needs a whole number from 0\n" << usage;
                return false;
            }
            (a == "--turns" ? turns : out.seed) = v;
            ++i;
        } else if (among(valueOptions, a)) {
            if (!hasValue) {
                err << "rulebench " << command << ": " << a << " needs a value\n" << usage;
                return false;
            }
            out.values[a] = args[++i];
            out.every[a].push_back(args[i]);
        } else if (among(flagOptions, a)) {
            out.flags.insert(a);
        } else if (!a.empty() && a[0] == '-') {
            err << unknownOption(command, a) << "\n" << usage;
            return false;
        } else if (out.scenario.empty()) {
            out.scenario = a;
        } else {
            err << "rulebench " << command << ": one scenario at a time\n" << usage;
            return false;
        }
    }
    if (out.scenario.empty() || !turns) {
        err << usage;
        return false;
    }
    if (*turns > 1'000'000) {
        err << "rulebench " << command << ": at most 1000000 turns\n";
        return false;
    }
    out.turns = *turns;
    return true;
}

int printProblems(std::span<const SessionLoad* const> loads, std::ostream& out)
{
    std::set<std::string> printed;
    SessionLoad::Outcome worst = SessionLoad::Outcome::Clean;
    for (const SessionLoad* load : loads) {
        for (const FileDiagnostic& p : load->problems)
            if (std::string line = format(p.file, p.diagnostic); printed.insert(line).second)
                out << line << "\n";
        worst = std::max(worst, load->outcome);
    }
    switch (worst) {
    case SessionLoad::Outcome::Clean: return kExitClean;
    case SessionLoad::Outcome::Errors: return kExitErrors;
    case SessionLoad::Outcome::Unusable: return kExitUnusable;
    }
    return kExitUnusable;
}

int printProblems(const SessionLoad& load, std::ostream& out)
{
    const SessionLoad* one[] = {&load};
    return printProblems(one, out);
}

} // namespace rb::cli
