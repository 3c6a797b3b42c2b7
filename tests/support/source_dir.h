#pragma once
// Where the checkout is, found when a test runs rather than written into it
// when it is compiled: a path compiled in differs in every clone, so ccache
// could share no test object between two clones of the project.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#ifdef QT_CORE_LIB
#include <QString>
#endif

namespace rb::test {

// The checkout: $RULEBENCH_SOURCE_DIR when set, else the nearest folder above
// this test's executable (every build tree lies inside the checkout) or above
// the working folder that holds the demo project.
inline const std::string& sourceDir() {
    static const std::string folder = [] {
        if (const char* given = std::getenv("RULEBENCH_SOURCE_DIR"); given && *given) return std::string(given);
        namespace fs = std::filesystem;
        std::error_code ignored;
        for (fs::path start : {fs::read_symlink("/proc/self/exe", ignored).parent_path(), fs::current_path(ignored)})
            for (fs::path at = start; !at.empty(); at = at.parent_path()) {
                if (fs::exists(at / "resources/demo/demo.rules.json", ignored) && fs::exists(at / "CMakeLists.txt", ignored))
                    return at.string();
                if (at == at.root_path()) break;
            }
        std::fputs("cannot find the checkout above this test; set RULEBENCH_SOURCE_DIR\n", stderr);
        std::abort();
    }();
    return folder;
}

// A file of the checkout: sourcePath("/resources/demo/demo.rules.json").
inline std::string sourcePath(std::string_view relative = {}) { return sourceDir() + std::string(relative); }

// A program built beside this test's executable (every target's executable goes to bin/).
inline std::string siblingProgram(std::string_view name) {
    std::error_code ignored;
    return (std::filesystem::read_symlink("/proc/self/exe", ignored).parent_path() / name).string();
}

#ifdef QT_CORE_LIB
inline QString sourceFile(std::string_view relative = {}) { return QString::fromStdString(sourcePath(relative)); }
inline QString siblingExecutable(std::string_view name) { return QString::fromStdString(siblingProgram(name)); }
#endif

}  // namespace rb::test
