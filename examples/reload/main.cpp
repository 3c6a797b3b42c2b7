// A game that reloads its content file while it runs: before each turn it
// looks at the file, and when it has changed, builds it again and swaps it
// into the running world (rulebench::reload), which says what did not carry
// over. A file caught half-written (or with any mistake) is not swapped in:
// the game plays on with the content it has until the file builds clean.
// A turn for each line of standard input, the hero striking a training dummy.
//   reload-example CONTENT.rules.json < turns
#include "rulebench/rulebench.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

// The content at `path` built, or null when it does not build clean (why is printed).
std::shared_ptr<const rulebench::Definitions> build(const std::string& path)
{
    std::stringstream bytes;
    bytes << std::ifstream(path, std::ios::binary).rdbuf();
    auto defs = rulebench::loadDefinitions(bytes.str());
    if (defs)
        return *defs;
    std::cout << "kept the running content: " << rulebench::format(defs.problems().all().front()) << "\n";
    return nullptr;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: reload-example CONTENT.rules.json < turns\n";
        return 2;
    }
    const std::string path = argv[1];
    std::shared_ptr<const rulebench::Definitions> defs = build(path);
    if (!defs)
        return 1;
    rulebench::WorldSettings settings;
    settings.health = defs->stats.find("health").value();
    rulebench::World world(defs, rulebench::Grid(5, 3), settings, 3);
    const auto put = [&](const char* id, rulebench::Cell at) {
        const auto placed = world.place(id, defs->actors.find(id).value(), at);
        if (!placed)
            std::cerr << placed.why() << "\n"; // "(2,1) is taken by hero", say
        return placed.ok();
    };
    if (!put("hero", {1, 1}) || !put("dummy", {2, 1}))
        return 1;

    std::filesystem::file_time_type seen = std::filesystem::last_write_time(path);
    for (std::string line; std::getline(std::cin, line);) {
        if (const auto changed = std::filesystem::last_write_time(path); changed != seen) {
            seen = changed;
            if (std::shared_ptr<const rulebench::Definitions> edited = build(path)) {
                const rulebench::Result<void> r = rulebench::reload(world, edited);
                for (const rulebench::Diagnostic& d : r.problems().all()) // what did not carry over, or why not
                    std::cout << rulebench::format(d) << "\n";
                std::cout << (r ? "reloaded" : "kept the running content") << "\n";
            }
        }
        const rulebench::TurnReport report = world.step({rulebench::Action::attack("hero", "dummy")});
        for (const rulebench::WorldEvent& e : report.events)
            std::cout << report.turn << ": " << rulebench::eventText(world.definitions(), e) << "\n";
        std::cout << "turn " << report.turn << " played" << std::endl; // flushed: a watcher may wait for it
    }
}
