// A game embedding the Rulebench core, the second example after examples/first:
// it registers a moment and an effect kind of its own (siphon.h), builds its
// content file against them, places actors, and
// steps turns, reporting its own moment and feeding a fact as a game's
// systems would, and prints every event in the content's words.
//
//   embed-example CONTENT.rules.json
#include "rulebench/rulebench.h"
#include "siphon.h"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

// The content's names the game relies on, looked up: a file without one is
// said plainly, naming what is missing, rather than read past.
template <class Id>
Id need(std::optional<Id> id, const char* what, const char* name)
{
    if (!id) {
        std::cerr << "the content has no " << what << " \"" << name << "\"\n";
        std::exit(1);
    }
    return *id;
}

// What the game registers or places: refused, with the reason (a name
// taken, a cell that is a wall).
template <class Id>
Id need(rb::Result<Id> id, const char* what)
{
    if (!id) {
        std::cerr << what << " refused: " << id.why() << "\n";
        std::exit(1);
    }
    return *id;
}

const char* kMap = "#######\n"
                   "#.....#\n"
                   "#.....#\n"
                   "#.....#\n"
                   "#######\n";

// The content file built against the game's registrations; null (with every
// problem printed) when it has errors.
std::shared_ptr<const rb::Definitions> loadGameContent(const std::string& path, const rb::Registrations& regs)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    if (!in) {
        std::cerr << "cannot read " << path << "\n";
        return nullptr;
    }
    rb::Result<std::shared_ptr<const rb::Definitions>> defs = rb::loadDefinitions(bytes.str(), regs);
    for (const rb::Diagnostic& d : defs.problems().all()) // errors, or warnings beside the definitions
        std::cerr << rb::format(path, d) << "\n";
    return defs.valueOr(nullptr);
}

void printTurn(const rb::World& world, const rb::TurnReport& report)
{
    for (const rb::WorldEvent& e : report.events)
        std::cout << report.turn << ": " << rb::eventText(world.definitions(), e) << "\n";
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: embed-example CONTENT.rules.json\n";
        return 2;
    }
    // 1. What the game adds to the engine's registries, before any content is built.
    // An add is refused, saying so, when the name is taken (the engine has it already).
    rb::Registrations regs = rb::Registrations::engine();
    const rb::MomentId overheat = need(regs.moments.add(rb::MomentDef{"overheat"}), "moment");
    need(regs.effectKinds.add<Siphon>(), "effect kind");
    auto defs = loadGameContent(argv[1], regs);
    if (!defs)
        return 1;

    // 2. A world: the map, which stat is health, a seed; then actors placed on it.
    rb::WorldSettings settings;
    settings.health = need(defs->stats.find("health"), "stat", "health");
    const rb::ActorId engineerKind = need(defs->actors.find("engineer"), "actor", "engineer");
    const rb::ActorId rat = need(defs->actors.find("rat"), "actor", "rat");
    const rb::ItemId gauntlet = need(defs->items.find("shock gauntlet"), "item", "shock gauntlet");
    const rb::FactKindId reachedDepth = need(defs->factKinds.find("reached depth"), "fact kind", "reached depth");
    rb::World world(defs, rb::readMapText(kMap).map->grid(), settings, 7);
    need(world.place("engineer", engineerKind, {2, 2}), "engineer");
    need(world.place("rat1", rat, {3, 2}), "first rat");
    need(world.place("rat2", rat, {2, 3}), "second rat");
    need(world.give("engineer", gauntlet, false), "engineer's gauntlet");

    // 3. Turns. The engine reports its own moments; the game reports its
    // "overheat" on the gauntlet, and feeds the facts only it knows.
    const rb::WorldActor& engineer = *world.actor("engineer");
    const rb::Fired overheated{engineer.items.front().ref(), overheat, engineer.ref, engineer.at};
    const rb::Fact depth = rb::Fact::of(reachedDepth).times(2);
    printTurn(world, world.step({rb::Action::attack("engineer", "rat1")}));
    printTurn(world, world.step({}, {&overheated, 1}));
    printTurn(world, world.step({rb::Action::feed(depth)}));

    const rb::WorldActor& after = *world.actor("engineer");
    std::cout << "engineer health " << world.value(after, settings.health) << " after " << world.turn() << " turns\n";
    return 0;
}
