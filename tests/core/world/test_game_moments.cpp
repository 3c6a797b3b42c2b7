// A game's own moment in the world: a moment the game registered, reported
// by the game's systems with a step, lands its carrier's triggers in that
// turn's phase 2 like an engine moment; one on a carrier that is gone lands nothing.
#include <QtTest>

#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/grid/map_text.h"
#include "rulebench/world/world.h"
#include "must.h"

using namespace rb;

namespace {
const char* kContent = R"({"format": "rulebench/1",
    "stats": [{"name": "health", "default": 10, "min": 0}],
    "damage_kinds": [{"name": "shock"}],
    "items": [{"name": "coil", "triggers": [{"on": "overheat", "area": {"burst": 1},
               "effects": [{"kind": "Harm", "args": {"kind": "shock", "roll": "2"}}]}]}],
    "actors": [{"name": "engineer", "faction": "crew"}, {"name": "rat", "faction": "vermin"}]})";

struct GameWorld {
    World world;
    MomentId overheat;
};

GameWorld gameWorld()
{
    Registrations regs = Registrations::engine();
    const MomentId overheat = *regs.moments.add(MomentDef{"overheat"});
    Diagnostics d;
    auto defs = std::make_shared<const Definitions>(buildDefinitions(*loadContent(kContent).spec, regs, d));
    if (d.hasErrors())
        qFatal("the content does not build");
    WorldSettings settings;
    settings.health = *defs->stats.find("health");
    World w(defs, readMapText("#####\n#...#\n#####\n").map->grid(), settings, 3);
    rb::test::must(w.place("engineer", *defs->actors.find("engineer"), {1, 1}));
    rb::test::must(w.place("rat", *defs->actors.find("rat"), {2, 1}));
    rb::test::must(w.give("engineer", *defs->items.find("coil"), false));
    return {std::move(w), overheat};
}

std::vector<std::string> keys(const World& w, const TurnReport& r)
{
    std::vector<std::string> out;
    for (const WorldEvent& e : r.events)
        out.push_back(eventKey(w.definitions(), e));
    return out;
}
} // namespace

class TestGameMoments : public QObject {
    Q_OBJECT
private slots:
    void aReportedGameMomentLandsItsTriggersThatTurn()
    {
        GameWorld g = gameWorld();
        const WorldActor& engineer = *g.world.actor("engineer");
        const Fired fired{engineer.items.front().ref(), g.overheat, engineer.ref, engineer.at};
        g.world.step({}); // not reported: nothing lands
        QCOMPARE(g.world.value(*g.world.actor("rat"), g.world.settings().health), 10);

        const TurnReport r = g.world.step({}, {&fired, 1});
        const std::vector<std::string> k = keys(g.world, r);
        QVERIFY(std::find(k.begin(), k.end(), "trigger:overheat@coil") != k.end());
        QCOMPARE(g.world.value(*g.world.actor("rat"), g.world.settings().health), 8);
        QCOMPARE(g.world.value(*g.world.actor("engineer"), g.world.settings().health), 8);
    }

    void aMomentOnACarrierThatIsGoneLandsNothing()
    {
        GameWorld g = gameWorld();
        const Fired fired{rb::EntityRef(999), g.overheat, g.world.actor("engineer")->ref, Cell{1, 1}};
        g.world.step({}, {&fired, 1});
        QCOMPARE(g.world.value(*g.world.actor("rat"), g.world.settings().health), 10);
    }
};

QTEST_APPLESS_MAIN(TestGameMoments)
#include "test_game_moments.moc"
