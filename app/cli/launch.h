#pragma once
// What `rulebench` makes of its arguments, decided before any QApplication
// exists (so a mistake on a machine with no display is a message, not Qt's
// abort): a subcommand, files for the editor, or a mistake. The first word
// that is not an option decides; Qt's own options (-platform NAME, ...) and
// the editor's (--screenshot PNG, --select SECTION:NAME) are stepped over
// with their values.

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rb::cli {

struct Launch {
    enum class Kind {
        Command, // a subcommand, --help or --version: cli::run
        Editor,  // no file, or files that exist: the editor
        Refused, // an unknown word or a missing file: `message`, exit 2
    };
    Kind kind = Kind::Editor;
    std::string message;
};

// `exists` says whether a path names a file or folder.
Launch decideLaunch(const std::vector<std::string>& args, const std::function<bool(const std::string&)>& exists);

// Where the editor would find a display, asked before Qt tries: the platform
// named by -platform or QT_QPA_PLATFORM (its name before any ':'), else the
// window system's (DISPLAY or WAYLAND_DISPLAY). `env` reads a variable
// (nothing when unset); `platformLoads` says whether a named platform's
// plugin is there. Nothing when a display can be had, else the one line to
// print. "offscreen" and "minimal" count as displays.
std::optional<std::string> whyNoDisplay(const std::vector<std::string>& args,
                                        const std::function<std::optional<std::string>(const char*)>& env,
                                        const std::function<bool(const std::string&)>& platformLoads);

} // namespace rb::cli
