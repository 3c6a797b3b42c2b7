// A game embedding the Rulebench core: it registers a moment and an effect
// kind of its own, builds its content file against them, places actors, and
// steps turns, reporting its own moment and feeding a fact as a game's
// systems would, and prints every event in the content's words.
//
//   embed-example CONTENT.rules.json
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/definitions/effect_kinds.h"
#include "rulebench/definitions/registrations.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/world/world.h"

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

// The game's own effect kind: "Siphon" drains health from everyone else in
// the area into whoever set it off. Content names it like an engine kind:
// {"kind": "Siphon", "args": {"kind": "shock", "amount": 3}}.
struct Siphon final : rb::EffectAction {
    static constexpr std::string_view kName = "Siphon";
    static constexpr std::string_view kHelp = "drains health from everyone else in the area into its user";
    static std::vector<rb::ArgInfo> args()
    {
        return {{"kind", rb::ArgType::DamageKind, true, "the damage kind it drains with"},
                {"amount", rb::ArgType::Whole, true, "health taken from each one"}};
    }
    // Null when an argument is wrong; EffectArgs has reported it at its path.
    static rb::EffectPtr build(rb::EffectArgs& a)
    {
        auto kind = a.damageKind("kind");
        auto amount = a.whole("amount", 1, 100);
        a.finish();
        if (!a.ok() || !kind || !amount)
            return nullptr;
        auto e = std::make_shared<Siphon>();
        e->kind = *kind;
        e->amount = *amount;
        return e;
    }
    void apply(const rb::Landing& l, rb::EffectWorld& world, rb::RandomStream&) const override
    {
        std::int64_t drained = 0;
        for (rb::ActorRef t : l.targets) {
            if (t == l.user)
                continue;
            world.damage(t, kind, amount, l.user);
            drained += amount;
        }
        if (drained > 0)
            world.mend(l.user, drained, l.user);
    }
    std::string describe() const override { return "drains " + std::to_string(amount) + " health from each"; }

    rb::DamageKindId kind;
    std::int64_t amount = 0;
};

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
    rb::ContentLoad load = rb::loadContent(bytes.str());
    rb::Diagnostics built;
    std::shared_ptr<const rb::Definitions> defs;
    if (load.spec)
        defs = std::make_shared<const rb::Definitions>(rb::buildDefinitions(*load.spec, regs, built));
    load.diagnostics.append(built);
    for (const rb::Diagnostic& d : load.diagnostics.all())
        std::cerr << rb::format(path, d) << "\n";
    return load.diagnostics.hasErrors() || !load.spec ? nullptr : defs;
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
    rb::Registrations regs = rb::Registrations::engine();
    const rb::MomentId overheat = *regs.moments.add(rb::MomentDef{"overheat"});
    regs.effectKinds.add<Siphon>();
    auto defs = loadGameContent(argv[1], regs);
    if (!defs)
        return 1;

    // 2. A world: the map, which stat is health, a seed; then actors placed on it.
    rb::WorldSettings settings;
    settings.health = *defs->stats.find("health");
    rb::World world(defs, rb::readMapText(kMap).map->grid(), settings, 7);
    bool placed = world.place("engineer", *defs->actors.find("engineer"), {2, 2}) &&
                  world.place("rat1", *defs->actors.find("rat"), {3, 2}) &&
                  world.place("rat2", *defs->actors.find("rat"), {2, 3});
    if (auto why = world.give("engineer", *defs->items.find("shock gauntlet"), false); why || !placed) {
        std::cerr << "cannot set the arena up: " << why.value_or("a cell is taken") << "\n";
        return 1;
    }

    // 3. Turns. The engine reports its own moments; the game reports its
    // "overheat" on the gauntlet, and feeds the facts only it knows.
    const rb::WorldActor& engineer = *world.actor("engineer");
    const rb::Fired overheated{engineer.items.front().ref(), overheat, engineer.ref, engineer.at};
    const rb::Fact depth = rb::Fact::of(*defs->factKinds.find("reached depth")).times(2);
    printTurn(world, world.step({rb::Action::attack("engineer", "rat1")}));
    printTurn(world, world.step({}, {&overheated, 1}));
    printTurn(world, world.step({rb::Action::feed(depth)}));

    const rb::WorldActor& after = *world.actor("engineer");
    std::cout << "engineer health " << world.value(after, settings.health) << " after " << world.turn() << " turns\n";
    return 0;
}
