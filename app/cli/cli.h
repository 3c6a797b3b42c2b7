#pragma once
// The command line: subcommands that run with no display and no Qt at all,
// so content CI needs neither a window system nor a platform plugin.

#include "cli/shard_environment.h"
#include "rulebench/sandbox/session.h"

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb::cli {

// Exit codes shared by every subcommand.
inline constexpr int kExitClean = 0;
inline constexpr int kExitErrors = 1;   // the input has mistakes
inline constexpr int kExitUnusable = 2; // unreadable, not JSON, or bad arguments
inline constexpr int kExitInterrupted = 130; // batch: Ctrl+C stopped it (what was done is written), as shells count SIGINT

// True when `args` (argv without the program name) asks for a headless
// subcommand, --help or --version, rather than the editor.
bool isCommandLineRequest(const std::vector<std::string>& args);

// Every subcommand's name, in --help's order.
std::vector<std::string> commandNames();
// `option` is no option of `command`: the line saying so, with the nearest
// option it has ("did you mean "--turns"?") or that it takes none.
std::string unknownOption(std::string_view command, std::string_view option);

// The line refusing the first argument that holds a control character (it
// names a file, a definition or an event, and would be echoed raw); none
// when every argument is printable.
std::optional<std::string> controlCharacterArgument(const std::vector<std::string>& args);

// Runs a headless request and returns the process exit code.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

int runSchema(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runDocs(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runFormat(const std::vector<std::string>& files, std::ostream& out, std::ostream& err);
int runValidate(const std::vector<std::string>& files, std::ostream& out, std::ostream& err);
int runBurst(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runDiffRun(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runBatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The same with the environment --shard auto reads (the process's own above).
int runBatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
             const EnvironmentLookup& environment);
int runMerge(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runMergeContent(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runDiffContent(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runCompare(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runTune(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runCheck(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runFind(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runSensitivity(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int runReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

void printHelp(std::ostream& out);
void printVersion(std::ostream& out);

// Reads a whole file; false (with a reason) when it cannot be read.
bool readWholeFile(const std::string& path, std::string& bytes, std::string& reason);

// A scenario file loaded with the content file it names (loadSession):
// prints every problem of both files to `out`, each as FILE: PATH: message
// named by its own file, and returns the exit code.
int printProblems(const SessionLoad& load, std::ostream& out);
// The same for several loads of one scenario (with different content): a
// problem they share is printed once; the worst exit code of all.
int printProblems(std::span<const SessionLoad* const> loads, std::ostream& out);

// The arguments of a subcommand that plays a scenario: SCENARIO --turns N
// [--seed S], and the options with a value (--csv OUT) and flags (--all) the
// subcommand has besides.
struct ScenarioRunArgs {
    std::string scenario;
    std::uint64_t turns = 0;
    std::optional<std::uint64_t> seed;
    std::map<std::string, std::string, std::less<>> values; // by option: "--csv"; the last when given twice
    std::map<std::string, std::vector<std::string>, std::less<>> every; // by option: each value, in order
    std::set<std::string, std::less<>> flags;

    // An option's value; empty when it was not given.
    std::string value(std::string_view option) const;
    // Each value a repeatable option was given, in order.
    std::vector<std::string> all(std::string_view option) const;
    bool flag(std::string_view option) const { return flags.contains(option); }
};
// False, with what is wrong and `usage` on `err`, when the arguments are wrong
// (no scenario, no --turns, more than 1000000 turns, an option it lacks).
bool parseScenarioRun(const std::vector<std::string>& args, const char* command, const char* usage,
                      std::initializer_list<std::string_view> valueOptions,
                      std::initializer_list<std::string_view> flagOptions, ScenarioRunArgs& out, std::ostream& err);

// Runs `each(file, bytes)` for every readable file, printing "FILE: cannot
// read: why" for the others; returns the worst exit code of all.
int forEachFile(const std::vector<std::string>& files, const char* usage, std::ostream& out, std::ostream& err,
                const std::function<int(const std::string& file, const std::string& bytes)>& each);

} // namespace rb::cli
