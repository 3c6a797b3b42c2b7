// A save checked against the world it is restored into: one of another map
// (a larger one, or other walls), seed (unless reseeding) or settings, one
// naming what the content lacks, one whose actors stand outside the map, in
// a wall or two on a cell, or whose "placed" list contradicts its actors, is
// refused, saying why, with the world left as it was; a save written before
// saves recorded their world is still read, checked as far as it allows.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

using namespace rb;

namespace {
using rb::test::readFile;

std::shared_ptr<const Definitions> demoDefinitions()
{
    static const std::shared_ptr<const Definitions> defs = [] {
        const ContentLoad load = loadContent(readFile(rb::test::sourcePath("/resources/demo/demo.rules.json")));
        Diagnostics d;
        auto built = std::make_shared<Definitions>(buildDefinitions(*load.spec, d));
        if (d.hasErrors())
            qFatal("the demo content has errors");
        return built;
    }();
    return defs;
}

// A room of `side` by `side` walled round, a hero at `hero` and a rat beside it.
ScenarioSpec room(int side, Cell hero, std::int64_t seed = 5)
{
    ScenarioSpec spec;
    spec.content = "demo.rules.json";
    spec.seed = seed;
    for (int y = 0; y < side; ++y)
        spec.map.push_back(y == 0 || y == side - 1 ? std::string(side, '#') : "#" + std::string(side - 2, '.') + "#");
    spec.actors = {{"hero", "hero", hero, {}, {}, {}, {}}, {"rat", "rat", Cell{hero.x + 1, hero.y}, {}, {}, {}, {}}};
    return spec;
}

World build(const ScenarioSpec& spec, std::optional<std::uint64_t> seed = std::nullopt)
{
    Diagnostics d;
    auto s = buildScenario(spec, demoDefinitions(), d, seed);
    if (!s)
        qFatal("the room does not build: %s", qPrintable(rb::test::lines(d)));
    return std::move(s->world);
}

// A save of `w` as it stands (before its first turn, so no behaviour has
// moved anyone yet), as JSON to edit.
OrderedJson saveOf(const World& w) { return OrderedJson::parse(w.savePlay()); }

// The same save as one written before saves recorded their world.
OrderedJson asOlderSave(OrderedJson play)
{
    play.erase("world");
    play["format"] = "rulebench-play/2";
    return play;
}

// Refused, the world as it was: the errors, one a line.
QString refused(World& w, const OrderedJson& play, RestoreOptions options = {})
{
    const World before = w;
    const Result<void> r = w.restorePlay(play.dump(), options);
    if (r)
        return "taken";
    if (!(w == before))
        return "refused, but the world changed";
    return QString::fromStdString(r.why());
}
} // namespace

class TestPlayChecks : public QObject {
    Q_OBJECT
private slots:
    void aSaveRecordsTheWorldItWasPlayedIn()
    {
        const OrderedJson play = OrderedJson::parse(build(room(5, {1, 1})).savePlay());
        QCOMPARE(play.begin().key(), std::string("format"));
        QCOMPARE(play["format"].get<std::string>(), std::string("rulebench-play/3"));
        const OrderedJson& world = play["world"];
        QCOMPARE(world["map"]["width"].get<int>(), 5);
        QCOMPARE(world["map"]["height"].get<int>(), 5);
        QCOMPARE(world["map"]["walls"].get<std::string>().size(), std::size_t(16));
        QCOMPARE(world["seed"].get<std::uint64_t>(), std::uint64_t(5));
        QCOMPARE(world["settings"]["health"].get<std::string>(), std::string("health"));
        QCOMPARE(world["uses"]["actors"], OrderedJson({"hero", "rat"}));
        QVERIFY(world["uses"]["stats"].size() >= 2);
        // The same world restores its own save, and equals the one that saved it.
        World w = build(room(5, {1, 1}));
        World later = w;
        later.step({});
        QVERIFY(w.restorePlay(later.savePlay()));
        QVERIFY(w == later);
    }

    void aSaveOfALargerMapIsRefused()
    {
        const OrderedJson save = saveOf(build(room(20, {15, 15})));
        World small = build(room(5, {1, 1}));
        QCOMPARE(refused(small, save), QString("world.map: the save is of a 20 by 20 map; this world's is 5 by 5"));
        // Written before saves recorded their map: its actors stand outside this one.
        QCOMPARE(refused(small, asOlderSave(save)),
                 QString("actors[0].at: (15,15) is outside the map, which is 5 by 5\n"
                         "actors[1].at: (16,15) is outside the map, which is 5 by 5"));
    }

    void aSaveOfOtherWallsIsRefused()
    {
        ScenarioSpec pillar = room(6, {1, 1});
        pillar.map[3][3] = '#';
        World w = build(pillar);
        QCOMPARE(refused(w, saveOf(build(room(6, {1, 1})))),
                 QString("world.map.walls: the save is of another map of this size: its walls are not this world's"));
    }

    void anotherSeedIsRefusedUnlessReseeding()
    {
        const OrderedJson save = saveOf(build(room(5, {1, 1}), 7));
        World other = build(room(5, {1, 1}), 8);
        QCOMPARE(refused(other, save),
                 QString("world.seed: the save was played with seed 7; this world's is 8 (restore it with reseed to "
                         "play on with this world's seed)"));
        // Asked to reseed, it is taken, its streams left for this world's own.
        QVERIFY(other.restorePlay(save.dump(), RestoreOptions{.reseed = true}));
        QCOMPARE(other.turn(), std::int64_t(0));
        const OrderedJson resaved = OrderedJson::parse(other.savePlay());
        QCOMPARE(resaved["world"]["seed"].get<std::uint64_t>(), std::uint64_t(8));
        World fresh8 = build(room(5, {1, 1}), 8);
        QCOMPARE(resaved["streams"], OrderedJson::parse(fresh8.savePlay())["streams"]);
        // A saved scenario played under another seed (simulate --seed) reseeds the same way.
        ScenarioSpec saved = withPlayState(room(5, {1, 1}), [] {
            World w = build(room(5, {1, 1}), 7);
            w.step({});
            return w;
        }());
        QCOMPARE(saved.seed, std::int64_t(7)); // the seed it was played with
        QVERIFY(build(saved, 99).streams().seed() == 99);
        saved.seed = 8;
        Diagnostics d;
        QVERIFY(!buildScenario(saved, demoDefinitions(), d));
        QVERIFY2(rb::test::lines(d).startsWith("play.world.seed: the save was played with seed 7; this world's is 8"),
                 qPrintable(rb::test::lines(d)));
    }

    void otherSettingsAreRefused()
    {
        World w = build(room(5, {1, 1}));
        OrderedJson save = saveOf(w);
        save["world"]["settings"]["health"] = "armor";
        save["world"]["settings"].erase("immobile");
        const bool immobile = w.settings().immobile.has_value();
        QCOMPARE(refused(w, save),
                 QString("world.settings.health: the save's damage took stat \"armor\"; this world's takes \"health\"")
                     + (immobile ? "\nworld.settings.immobile: the save's moves were refused by no flag; this world's "
                                   "are by flag \"cannot-move\""
                                 : ""));
    }

    void aNameTheContentLacksIsSaidOnce()
    {
        World w = build(room(5, {1, 1}));
        OrderedJson save = saveOf(w);
        save["world"]["uses"]["actors"] = {"hero", "rot"};
        QCOMPARE(refused(w, save), QString("world.uses.actors[1]: unknown actor \"rot\" (did you mean \"rat\"?)"));
    }

    void aPlacedListThatContradictsTheActorsIsRefused()
    {
        World w = build(room(5, {1, 1}));
        OrderedJson save = saveOf(w);
        save["placed"] = {"rat", "hero"};
        QCOMPARE(refused(w, save), QString("actors[0].ref: \"placed\" gives number 1 to \"rat\", not to actor \"hero\"\n"
                                           "actors[1].ref: \"placed\" gives number 2 to \"hero\", not to actor \"rat\""));
        OrderedJson twice = saveOf(w);
        twice["placed"] = {"hero", "hero"};
        twice["actors"][1]["id"] = "hero";
        twice["actors"][1]["ref"] = 1;
        QVERIFY(refused(w, twice).contains("actors[1].ref: number 1 is actor \"hero\"'s too"));
        // An older save is held to its list too.
        QVERIFY(refused(w, asOlderSave(save)).startsWith("actors[0].ref: \"placed\" gives number 1 to \"rat\""));
    }

    void anActorInAWallOrOnAnothersCellIsRefused()
    {
        World w = build(room(5, {1, 1}));
        OrderedJson save = saveOf(w);
        save["actors"][0]["at"] = {0, 2};
        QCOMPARE(refused(w, save), QString("actors[0].at: (0,2) is a wall"));
        save["actors"][0]["at"] = {2, 1};
        QCOMPARE(refused(w, save), QString("actors[1].at: (2,1) is taken by hero"));
        QCOMPARE(refused(w, asOlderSave(save)), QString("actors[1].at: (2,1) is taken by hero"));
    }

    // tests/data/world/lingering.turn4.play is what rulebench-play/2 saved of
    // lingering.scenario.json after 4 turns: it restores exactly, and what it
    // puts on the map is checked.
    void anOlderSaveIsRead()
    {
        const std::string text = readFile(rb::test::sourcePath("/tests/data/world/lingering.turn4.play"));
        QCOMPARE(OrderedJson::parse(text)["format"].get<std::string>(), std::string("rulebench-play/2"));
        SessionLoad straight = loadSession(rb::test::sourcePath("/tests/data/world/lingering.scenario.json"));
        QVERIFY(straight.session);
        World fresh = straight.session->world();
        straight.session->run(4);
        QVERIFY(fresh.restorePlay(text));
        QVERIFY(fresh == straight.session->world());
        OrderedJson moved = OrderedJson::parse(text);
        moved["actors"][0]["at"] = {9, 9};
        World again = straight.session->world();
        QVERIFY(refused(again, moved).startsWith("actors[0].at: (9,9) is outside the map, which is 6 by 5"));
    }
};

QTEST_APPLESS_MAIN(TestPlayChecks)
#include "test_play_checks.moc"
