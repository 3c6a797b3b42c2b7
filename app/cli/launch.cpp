#include "cli/launch.h"

#include "cli/cli.h"

#include "rulebench/base/diagnostic.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace rb::cli {

namespace {
// Options that take the next word as their value: Qt's (QGuiApplication and
// QApplication read them) and the editor's own.
constexpr std::array<std::string_view, 17> kValueOptions = {
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon", "qwindowtitle",
    "display",  "geometry",           "style",         "stylesheet", "session", "screenshot", "select",
    "autosave-seconds", "recover", "do"};

// "-platform" and "--platform" alike, without the dashes; empty for a word.
std::string_view optionName(std::string_view arg)
{
    if (arg.size() < 2 || arg[0] != '-')
        return {};
    arg.remove_prefix(arg[1] == '-' ? 2 : 1);
    return arg.substr(0, arg.find('='));
}

bool takesValue(std::string_view arg)
{
    const std::string_view name = optionName(arg);
    return arg.find('=') == std::string_view::npos
        && std::find(kValueOptions.begin(), kValueOptions.end(), name) != kValueOptions.end();
}

// A word that can only be meant as a file: a folder in it, or a file's extension.
bool looksLikePath(const std::string& word)
{
    return word.find('/') != std::string::npos || word.ends_with(".json") || word.ends_with(".txt");
}

// The value of -platform, when given.
std::optional<std::string> platformOption(const std::vector<std::string>& args)
{
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (optionName(args[i]) == "platform" && args[i].find('=') == std::string::npos)
            return args[i + 1];
    return std::nullopt;
}
} // namespace

Launch decideLaunch(const std::vector<std::string>& args, const std::function<bool(const std::string&)>& exists)
{
    if (isCommandLineRequest(args))
        return {Launch::Kind::Command, {}};
    if (auto refused = controlCharacterArgument(args))
        return {Launch::Kind::Refused, std::move(*refused)};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!optionName(arg).empty()) {
            i += takesValue(arg) ? 1 : 0;
            continue;
        }
        if (exists(arg))
            continue;
        if (looksLikePath(arg))
            return {Launch::Kind::Refused, "rulebench: no such file: \"" + arg + "\""};
        std::string message = "rulebench: unknown command or file \"" + arg + "\"";
        const std::string suggestion = didYouMean(arg, commandNames());
        // didYouMean says ` (did you mean "validate"?)`: here, a dash and the bare word.
        if (const auto open = suggestion.find('"'); open != std::string::npos)
            return {Launch::Kind::Refused,
                    message + " — did you mean " + suggestion.substr(open + 1, suggestion.rfind('"') - open - 1) + "?"};
        return {Launch::Kind::Refused, message + "; see rulebench --help"};
    }
    return {Launch::Kind::Editor, {}};
}

std::optional<std::string> whyNoDisplay(const std::vector<std::string>& args,
                                        const std::function<std::optional<std::string>(const char*)>& env,
                                        const std::function<bool(const std::string&)>& platformLoads)
{
    std::optional<std::string> platform = platformOption(args);
    if (!platform)
        platform = env("QT_QPA_PLATFORM");
    if (platform && !platform->empty()) {
        const std::string name = platform->substr(0, platform->find(':'));
        if (name == "offscreen" || name == "minimal" || platformLoads(name))
            return std::nullopt;
        return "rulebench: no display: the Qt platform \"" + name
            + "\" cannot be loaded; the subcommands (validate, simulate, …) run without one";
    }
    const auto set = [&](const char* name) {
        const std::optional<std::string> v = env(name);
        return v && !v->empty();
    };
    if (set("DISPLAY") || set("WAYLAND_DISPLAY"))
        return std::nullopt;
    return std::string("rulebench: no display: the editor needs one; the subcommands (validate, simulate, …) run without");
}

} // namespace rb::cli
