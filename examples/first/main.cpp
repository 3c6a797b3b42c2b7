// The smallest game on the Rulebench core: the demo's content, a hero and
// two rats in a room, three turns (a frag grenade, a move, an attack), every
// event in words. Every call that can fail answers with a Result: the value,
// or why not in the content's words.
//   first-example demo.rules.json      (share/rulebench/demo/ when installed)
#include "rulebench/rulebench.h"

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char** argv)
{
    std::stringstream bytes;
    bytes << std::ifstream(argc == 2 ? argv[1] : "demo.rules.json").rdbuf();
    auto defs = rulebench::loadDefinitions(bytes.str());
    for (const rulebench::Diagnostic& d : defs.problems().all())
        std::cerr << rulebench::format(d) << "\n"; // errors, or warnings beside the definitions; each with its path
    if (!defs)
        return 1;

    rulebench::WorldSettings settings;
    settings.health = (*defs)->stats.find("health").value();
    rulebench::World world(*defs, rulebench::readMapText("##########\n#........#\n#........#\n##########\n").map->grid(), settings, 1);
    const auto kind = [&](const char* name) { return (*defs)->actors.find(name).value(); };
    const rulebench::ItemId grenade = (*defs)->items.find("frag grenade").value();
    for (const auto& placed : {world.place("hero", kind("hero"), {1, 1}), world.place("rat", kind("rat"), {5, 2}),
                               world.place("rat2", kind("rat"), {8, 1})})
        if (!placed)
            return std::cerr << placed.why() << "\n", 1; // "(5,2) is a wall", say
    if (auto given = world.give("hero", grenade, false); !given)
        return std::cerr << given.why() << "\n", 1;

    using rulebench::Action; // a turn's actions; what an actor is given nothing to do, it decides itself
    for (const std::vector<Action>& turn : {std::vector{Action::throwAt("hero", grenade, {5, 2})},
                                            std::vector{Action::moveTo("hero", {7, 1})},
                                            std::vector{Action::attack("hero", "rat2")}}) {
        const rulebench::TurnReport report = world.step(turn);
        for (const rulebench::WorldEvent& e : report.events)
            std::cout << report.turn << ": " << rulebench::eventText(world.definitions(), e) << "\n";
    }
    std::cout << "Rulebench " << rulebench::version() << "\n";
}
