// Edited content reloaded into a running world (world/reload.h): a changed
// number plays from the next turn without replaying the past; what is gone
// (removed or renamed) is dropped and said, each in the content's words; the
// base stats the run left alone follow the content and the ones it changed
// keep their value; what the new content cannot take refuses the reload and
// leaves the world exactly as it was. (The property test reloads generated
// content, reordered, at every turn of its runs.)
#include <QtTest>

#include "content_json.h"
#include "diagnostic_text.h"

#include "rulebench/base/named_id.h"
#include "rulebench/content/build.h"
#include "rulebench/content/content.h"
#include "rulebench/world/reload.h"
#include "rulebench/world/world.h"
#include "must.h"

using namespace rb;

namespace {

std::shared_ptr<const Definitions> built(const OrderedJson& content)
{
    Validation v = validateContent(content.dump());
    if (!v.definitions || v.diagnostics.hasErrors())
        qFatal("the test content does not build: %s", format(v.diagnostics.all().front()).c_str());
    return v.definitions;
}

// The hero (a frag grenade and a war horn carried, plate armour worn,
// bleeding twice and poisoned), two rats and a medic in a room of the demo's
// content; one rat is hurt.
World arena(const std::shared_ptr<const Definitions>& defs)
{
    WorldSettings settings;
    settings.health = *defs->stats.find("health");
    World w(defs, Grid(8, 5), settings, 11);
    rb::test::must(w.place("hero", *defs->actors.find("hero"), {1, 1}));
    rb::test::must(w.place("rat1", *defs->actors.find("rat"), {6, 3}));
    rb::test::must(w.place("rat2", *defs->actors.find("rat"), {2, 2}));
    rb::test::must(w.place("doc", *defs->actors.find("medic"), {1, 3}));
    rb::test::must(w.give("hero", *defs->items.find("frag grenade"), false));
    rb::test::must(w.give("hero", *defs->items.find("plate armour"), true));
    rb::test::must(w.give("hero", *defs->items.find("war horn"), false));
    const StatusId bleeding = *defs->statuses.find("bleeding");
    w.step({Action::afflict("hero", bleeding, 5), Action::afflict("hero", bleeding, 5),
            Action::afflict("hero", *defs->statuses.find("poisoned"), 5), Action::attack("hero", "rat2")});
    return w;
}

std::int64_t health(const World& w, const char* id)
{
    return w.value(*w.actor(id), *w.definitions().stats.find("health"));
}

void removeDefinition(OrderedJson& content, const char* section, const char* name)
{
    OrderedJson kept = OrderedJson::array();
    for (const OrderedJson& d : content[section])
        if (d["name"] != name)
            kept.push_back(d);
    content[section] = kept;
}

QStringList problems(const Result<void>& r)
{
    QStringList out;
    for (const Diagnostic& d : r.problems().all())
        out << QString::fromStdString(format(d));
    return out;
}

QStringList log(const World& w, const TurnReport& r)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}

} // namespace

class TestReload : public QObject {
    Q_OBJECT
private slots:
    void aChangedNumberPlaysFromTheNextTurnAndThePastStays()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        const World before = w;
        OrderedJson edited = demo;
        test::definition(edited, "items", "frag grenade")["triggers"][0]["effects"][0]["args"]["roll"] = "40";
        const Result<void> r = reload(w, built(edited));
        QVERIFY(r);
        QCOMPARE(problems(r), QStringList());
        QCOMPARE(w.turn(), before.turn()); // nothing replayed
        QCOMPARE(health(w, "hero"), health(before, "hero"));
        const TurnReport next = w.step({Action::throwAt("hero", *w.definitions().items.find("frag grenade"), {6, 3})});
        const auto struck = std::find_if(next.events.begin(), next.events.end(), [](const WorldEvent& e) {
            return e.kind == WorldEvent::Kind::Damage && e.who == "rat1";
        });
        QVERIFY2(struck != next.events.end(), qPrintable(log(w, next).join("\n")));
        QCOMPARE(struck->raw, std::int64_t(40));
        QVERIFY(!w.actor("rat1")->alive);
    }

    void whatIsGoneIsDroppedAndSaidInTheContentsWords()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        OrderedJson edited = demo;
        removeDefinition(edited, "statuses", "poisoned");
        removeDefinition(edited, "abilities", "hex"); // its formula names poisoned; no actor knows it, so nothing is said
        removeDefinition(edited, "items", "war horn");
        edited = test::renamed(edited, "items", "frag grenade", "shrapnel grenade");
        removeDefinition(edited, "actors", "medic");
        removeDefinition(edited, "quests", "break the nest");
        const Result<void> r = reload(w, built(edited));
        QVERIFY(r);
        QCOMPARE(problems(r), (QStringList{
                                  "actors[0] \"hero\": statuses[2]: warning: status \"poisoned\" is gone from the content: taken off",
                                  "actors[0] \"hero\": items[0]: warning: item \"frag grenade\" is gone from the content: taken from hero",
                                  "actors[0] \"hero\": items[2]: warning: item \"war horn\" is gone from the content: taken from hero",
                                  "actors[3] \"doc\": warning: actor \"medic\" is gone from the content: doc leaves the world",
                                  "quests[\"break the nest\"]: warning: quest \"break the nest\" is gone from the content: its progress is dropped",
                              }));
        QCOMPARE(w.actor("hero")->holder.statuses.instances().size(), std::size_t(2)); // bleeding twice
        QCOMPARE(w.actor("hero")->items.size(), std::size_t(1)); // the plate armour, still worn
        QVERIFY(w.actor("hero")->items.front().worn);
        QVERIFY(!w.actor("doc") && w.actor("rat1") && w.actor("rat2"));
        w.step({}); // and it plays on
        QCOMPARE(w.turn(), std::int64_t(2));
    }

    // A game's cached id across a reload: a NamedId answers the same
    // definition after its section is reordered, and refuses, saying so,
    // once the name is gone; a bare id from the old build would mean another.
    void aNamedIdFollowsItsDefinitionAcrossAReload()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        NamedId<ItemDef> grenade{"frag grenade"};
        const ItemId before = *grenade.in(w.definitions().items);
        OrderedJson reordered = demo;
        std::reverse(reordered["items"].begin(), reordered["items"].end());
        QVERIFY(reload(w, built(reordered)));
        const Result<ItemId> after = grenade.in(w.definitions().items);
        QVERIFY(after);
        QVERIFY(*after != before); // the position moved...
        QCOMPARE(w.definitions().items[*after].name, std::string("frag grenade")); // ...the meaning did not
        QVERIFY(w.definitions().items[before].name != "frag grenade");

        OrderedJson without = reordered;
        removeDefinition(without, "items", "frag grenade");
        QVERIFY(reload(w, built(without)));
        QCOMPARE(QString::fromStdString(grenade.in(w.definitions().items).why()),
                 QString("\"frag grenade\" is not in the content"));
    }

    void whatAChangedDefinitionCannotHoldIsPutRight()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        OrderedJson edited = demo;
        test::definition(edited, "items", "plate armour").erase("worn");
        test::definition(edited, "items", "frag grenade").erase("consumable");
        const Result<void> r = reload(w, built(edited));
        QVERIFY(r);
        QCOMPARE(problems(r), (QStringList{
                                  "actors[0] \"hero\": items[0]: warning: a frag grenade is no longer consumable: its charges are dropped",
                                  "actors[0] \"hero\": items[1]: warning: a plate armour is no longer worn: taken off",
                              }));
        QVERIFY(!w.actor("hero")->items.back().worn);
        QCOMPARE(w.value(*w.actor("hero"), *w.definitions().stats.find("armor")), std::int64_t(1)); // its +3 gone
    }

    void baseStatsTheRunLeftAloneFollowTheContentAndTheRestKeepTheirs()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        QCOMPARE(health(w, "rat1"), std::int64_t(4)); // as its kind gave it
        QVERIFY(health(w, "rat2") < 4);               // struck by the hero
        const std::int64_t hurt = health(w, "rat2");
        OrderedJson edited = demo;
        test::definition(edited, "actors", "rat")["stats"]["health"] = 9;
        test::definition(edited, "actors", "rat")["stats"].erase("speed");
        test::definition(edited, "stats", "speed")["default"] = 7;
        const Result<void> r = reload(w, built(edited));
        QVERIFY(r);
        QCOMPARE(problems(r), QStringList());
        QCOMPARE(health(w, "rat1"), std::int64_t(9));
        QCOMPARE(health(w, "rat2"), hurt);
        QCOMPARE(w.value(*w.actor("rat1"), *w.definitions().stats.find("speed")), std::int64_t(7)); // the stat's default now
    }

    void aReloadTheWorldCannotTakeIsRefusedAndChangesNothing()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        const World before = w;
        const std::string saved = w.savePlay();
        OrderedJson edited = test::renamed(demo, "stats", "health", "hit points");
        removeDefinition(edited, "statuses", "poisoned");
        removeDefinition(edited, "abilities", "hex"); // its formula names poisoned
        const Result<void> r = reload(w, built(edited));
        QVERIFY(!r);
        QCOMPARE(problems(r), QStringList{"the content has no stat \"health\", which this world's damage takes"});
        QCOMPARE(w.savePlay(), saved);
        QVERIFY(&w.definitions() == &before.definitions());
        QCOMPARE(w.step({}), World(before).step({})); // and it plays on as before
    }

    void addedDefinitionsAreThereAtOnce()
    {
        const OrderedJson demo = test::demoContent();
        World w = arena(built(demo));
        OrderedJson edited = demo;
        OrderedJson sling = test::definition(edited, "items", "frag grenade");
        sling["name"] = "sling stone";
        edited["items"].push_back(sling);
        const Result<void> r = reload(w, built(edited));
        QVERIFY(r);
        QCOMPARE(problems(r), QStringList());
        QVERIFY(w.give("hero", *w.definitions().items.find("sling stone"), false));
    }
};

QTEST_GUILESS_MAIN(TestReload)
#include "test_reload.moc"
