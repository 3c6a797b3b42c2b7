#include "cli/batch_args.h"

#include "cli/cli.h"

#include <algorithm>
#include <charconv>
#include <ostream>
#include <thread>

namespace rb::cli {

std::string BatchArgs::value(std::string_view option) const
{
    const auto it = values.find(option);
    return it == values.end() ? std::string() : it->second;
}

namespace {
bool among(std::initializer_list<std::string_view> options, std::string_view a)
{
    return std::find(options.begin(), options.end(), a) != options.end();
}

// Every word after --measure up to the next option; false when there is none.
bool readMeasures(const std::vector<std::string>& args, std::size_t& i, std::vector<std::string>& out)
{
    const std::size_t before = out.size();
    while (i + 1 < args.size() && !args[i + 1].starts_with("--"))
        out.push_back(args[++i]);
    return out.size() > before;
}
} // namespace

bool readBatchArgs(const std::vector<std::string>& args, const char* command, const char* usage,
                   std::initializer_list<std::string_view> valueOptions,
                   std::initializer_list<std::string_view> flagOptions, bool measures,
                   std::initializer_list<std::string_view> required, BatchArgs& out, std::ostream& err)
{
    out.command = command;
    const std::string me = std::string("rulebench ") + command + ": ";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (measures && a == "--measure") {
            if (!readMeasures(args, i, out.measures)) {
                err << me << "--measure needs at least one measure\n" << usage;
                return false;
            }
        } else if (among(valueOptions, a)) {
            if (i + 1 >= args.size()) {
                err << me << a << " needs a value\n" << usage;
                return false;
            }
            out.values[a] = args[++i];
        } else if (among(flagOptions, a)) {
            out.flags.insert(a);
        } else if (a.starts_with("-")) {
            err << unknownOption(command, a) << "\n" << usage;
            return false;
        } else if (out.scenario.empty()) {
            out.scenario = a;
        } else {
            err << me << "one scenario at a time\n" << usage;
            return false;
        }
    }
    bool complete = !out.scenario.empty() && (!measures || !out.measures.empty());
    std::string needs = out.command == "check" ? "an expectations file, EXPECT.json" : "a scenario";
    for (std::string_view option : required) {
        complete = complete && out.has(option);
        needs += ", " + std::string(option);
    }
    if (!complete) {
        err << me << "needs " << needs << (measures ? " and --measure" : "") << "\n" << usage;
        return false;
    }
    return true;
}

bool wholeOption(const BatchArgs& a, std::string_view option, std::int64_t least, std::int64_t most,
                 std::int64_t& out, std::ostream& err)
{
    const auto it = a.values.find(option);
    if (it == a.values.end())
        return true;
    const std::string& text = it->second;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc() || end != text.data() + text.size() || out < least || out > most) {
        err << "rulebench " << a.command << ": " << option << " needs a whole number from " << least << " to "
            << most << ", not \"" << text << "\"\n";
        return false;
    }
    return true;
}

bool readPlan(const BatchArgs& a, const Session& start, BatchPlan& plan, std::ostream& err)
{
    std::int64_t seed = start.spec().seed, threads = std::max(1u, std::thread::hardware_concurrency());
    if (!wholeOption(a, "--runs", 1, 1'000'000'000, plan.runs, err) || !wholeOption(a, "--turns", 0, 1'000'000, plan.turns, err)
        || !wholeOption(a, "--seed", 0, (std::int64_t{1} << 53) - 1, seed, err)
        || !wholeOption(a, "--threads", 1, 256, threads, err))
        return false;
    plan.seed = static_cast<std::uint64_t>(seed);
    plan.threads = static_cast<int>(threads);
    plan.measures = a.measures;
    plan.until = a.value("--until");
    return true;
}

int loadPlanned(const BatchArgs& a, SessionLoad& load, BatchPlan& plan, std::ostream& err)
{
    load = loadSession(a.scenario, {std::nullopt, SessionMode::ForwardOnly});
    const int loaded = printProblems(load, err);
    if (!load.session)
        return loaded == kExitClean ? kExitErrors : loaded;
    return readPlan(a, *load.session, plan, err) ? kExitClean : kExitUnusable;
}

} // namespace rb::cli
