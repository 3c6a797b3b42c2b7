// The smallest game on the Rulebench core: the demo's content, a hero and
// two rats in a room, three turns (a frag grenade, a move, an attack), every
// event in words.
//   first-example demo.rules.json      (share/rulebench/demo/ when installed)
#include "rulebench/rulebench.h"

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char** argv)
{
    std::stringstream bytes;
    bytes << std::ifstream(argc == 2 ? argv[1] : "demo.rules.json").rdbuf();
    rulebench::ContentLoad load = rulebench::loadContent(bytes.str());
    rulebench::Diagnostics problems = load.diagnostics;
    std::shared_ptr<const rulebench::Definitions> defs;
    if (load.spec)
        defs = std::make_shared<const rulebench::Definitions>(
            rulebench::buildDefinitions(*load.spec, rulebench::Registrations::engine(), problems));
    for (const rulebench::Diagnostic& d : problems.all())
        std::cerr << rulebench::format(d) << "\n"; // in the content's words, with the path
    if (!defs || problems.hasErrors())
        return 1;

    rulebench::WorldSettings settings;
    settings.health = defs->stats.find("health").value();
    rulebench::World world(defs, rulebench::readMapText("##########\n#........#\n#........#\n##########\n").map->grid(), settings, 1);
    const rulebench::ItemId grenade = defs->items.find("frag grenade").value();
    world.place("hero", defs->actors.find("hero").value(), {1, 1});
    world.place("rat", defs->actors.find("rat").value(), {5, 2});
    world.place("rat2", defs->actors.find("rat").value(), {8, 1});
    world.give("hero", grenade, false);

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
