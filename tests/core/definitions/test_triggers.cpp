// Triggers: built once per definition against the registered moments and
// kinds; reports landed in order, each placed copy counting its own fires;
// carriers that land as themselves; remnants that land once; a consumable's
// last charge spent after what it does has landed.
#include <QtTest>

#include "diagnostic_text.h"
#include "recording_world.h"

using rb::test::formatted;
using rb::test::joined;

namespace {
struct Built {
    rb::Definitions defs;
    std::vector<std::string> lines;
};

Built build(const std::string& sections)
{
    Built b;
    rb::Diagnostics d;
    const auto load = rb::loadContent(R"({"format": "rulebench/1",
        "damage_kinds": [{"name": "kinetic"}, {"name": "thermal"}], )" + sections + "}");
    d.append(load.diagnostics);
    if (load.spec)
        b.defs = rb::buildDefinitions(*load.spec, d);
    b.lines = formatted(d);
    return b;
}

const char* kThings = R"j(
    "items": [{"name": "draught", "consumable": {"charges": 2},
               "effects": [{"kind": "Mend", "args": {"roll": "3"}}],
               "triggers": [{"on": "use"}, {"on": "land", "area": {"burst": 1}}]},
              {"name": "vial", "consumable": {"charges": 1, "when_empty": "Kept"},
               "triggers": [{"on": "use", "effects": [{"kind": "Mend", "args": {"roll": "1"}}]}]}],
    "props": [{"name": "spike trap", "lands_as_itself": true,
               "triggers": [{"on": "entered", "fires": 3, "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "4"}}]}]},
              {"name": "barrel", "lands_as_itself": true, "health": 5,
               "effects": [{"kind": "Harm", "args": {"kind": "thermal", "roll": "6"}}],
               "triggers": [{"on": "destroyed", "area": {"burst": 1}}]},
              {"name": "bell", "lands_as_itself": false, "triggers": [{"on": "entered", "effects": [{"kind": "Mend", "args": {"roll": "1"}}]},
                                            {"on": "entered", "fires": 1, "effects": [{"kind": "Mend", "args": {"roll": "2"}}]},
                                            {"on": "use", "effects": [{"kind": "Mend", "args": {"roll": "9"}}]}]}])j";

const rb::PropDef& prop(const rb::Definitions& defs, const char* name) { return defs.props[*defs.props.find(name)]; }
const rb::ItemDef& item(const rb::Definitions& defs, const char* name) { return defs.items[*defs.items.find(name)]; }

rb::TriggerReport resolve(RecordingWorld& w, const std::vector<rb::Fired>& reports, std::vector<rb::Remnant>& remnants)
{
    static rb::BurstScratch scratch;
    rb::RandomStream ability = rb::RandomStream::derive(7, rb::kAbilityStream);
    return rb::resolveTriggers(reports, remnants, w, ability, scratch);
}

rb::TriggerReport resolve(RecordingWorld& w, const std::vector<rb::Fired>& reports)
{
    std::vector<rb::Remnant> none;
    return resolve(w, reports, none);
}
} // namespace

class TestTriggers : public QObject {
    Q_OBJECT
private slots:
    void theThingsBuildClean()
    {
        const Built b = build(kThings);
        QVERIFY2(b.lines.empty(), joined(b.lines).toUtf8());
        QCOMPARE(rb::describe((*item(b.defs, "draught").triggers)[1], b.defs.moments),
                 std::string("on land, a radius-1 burst: mends 3"));
        QCOMPARE(rb::describe((*prop(b.defs, "spike trap").triggers)[0], b.defs.moments),
                 std::string("on entered, 3 times: 4 kinetic damage"));
        // The draught's two triggers share one list: built once.
        const auto& t = *item(b.defs, "draught").triggers;
        QVERIFY(t[0].sharesEffects && t[1].sharesEffects);
        QCOMPARE(t[0].effects.get(), t[1].effects.get());
    }

    void anUnknownMomentIsNamed()
    {
        const Built b = build(R"("items": [{"name": "frag grenade",
            "triggers": [{"on": "lnad", "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "3d6"}}]}]}])");
        const std::vector<std::string> expected{
            R"x(items[0] "frag grenade": triggers[0].on: unknown moment "lnad" (did you mean "land"?); declare a game's own under "moments")x"};
        QCOMPARE(joined(b.lines), joined(expected));
    }

    void aTriggerWithNoListAtAllFails()
    {
        const Built b = build(R"("props": [{"name": "dud", "triggers": [{"on": "entered"}, {"on": "entered", "effects": []}]}])");
        const std::vector<std::string> expected{
            R"x(props[0] "dud": triggers[0]: this trigger has no effects and there are none to share; give it "effects", or give the definition "effects" its triggers deliver)x",
            R"x(props[0] "dud": triggers[1].effects: an empty list lands nothing; give it effects, or leave "effects" out to use the shared ones)x"};
        QCOMPARE(joined(b.lines), joined(expected));
        QVERIFY(prop(b.defs, "dud").triggers->empty());
    }

    void aTriggerIsSpentAfterItsFiresAndEachCopyCountsItsOwn()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {2, 2}}, {2, {6, 6}}};
        w.carriers[10] = rb::placeProp(prop(b.defs, "spike trap"), rb::EntityRef(10));
        w.carriers[11] = rb::placeProp(prop(b.defs, "spike trap"), rb::EntityRef(11));
        const rb::Fired stepA{rb::EntityRef(10), rb::kMomentEntered, rb::EntityRef(1), {2, 2}};
        for (int i = 0; i < 4; ++i)
            resolve(w, {stepA});
        QCOMPARE(w.carriers[10].triggers.firesLeft(0), 0u);
        QCOMPARE(w.carriers[11].triggers.firesLeft(0), 3u);
        QCOMPARE(w.log.size(), std::size_t(3)); // the fourth step lands nothing
        const auto report = resolve(w, {rb::Fired{rb::EntityRef(11), rb::kMomentEntered, rb::EntityRef(2), {6, 6}}});
        QCOMPARE(report.landed.size(), std::size_t(1));
        QCOMPARE(w.carriers[11].triggers.firesLeft(0), 2u);
        // A copy of the world copies fires, not lists.
        const rb::Carrier copy = w.carriers[11];
        QCOMPARE(copy.triggers.shared().get(), w.carriers[10].triggers.shared().get());
    }

    void aTrapsHarmIsTheTraps()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {2, 2}}};
        w.carriers[10] = rb::placeProp(prop(b.defs, "spike trap"), rb::EntityRef(10));
        const auto report = resolve(w, {rb::Fired{rb::EntityRef(10), rb::kMomentEntered, rb::EntityRef(1), {2, 2}}});
        QCOMPARE(joined(w.log), QString("damage 1 4 kind 0 by 10"));
        QCOMPARE(report.landed.size(), std::size_t(1));
        QCOMPARE(report.landed[0].user, rb::EntityRef(10));
        QCOMPARE(report.landed[0].fired.by, rb::EntityRef(1)); // who stepped on it is still on the report
    }

    void triggersForTheMomentLandInListOrderSpentOnesSkipped()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {2, 2}}};
        w.carriers[20] = rb::placeProp(prop(b.defs, "bell"), rb::EntityRef(20));
        const rb::Fired step{rb::EntityRef(20), rb::kMomentEntered, rb::EntityRef(1), {2, 2}};
        resolve(w, {step, step});
        QCOMPARE(joined(w.log), QString("mend 1 1 by 1\nmend 1 2 by 1\nmend 1 1 by 1"));
    }

    void everyoneInTheBurstIsATargetTheOneWhoSetItOffIncluded()
    {
        const Built b = build(kThings);
        rb::Grid g(9, 9);
        g.setWall({5, 3});
        RecordingWorld w(g);
        // 1 threw it, standing next to where it lands; 2 is in range; 3 is
        // behind... nothing: a burst of radius 1 reaches the 3x3 square; 4 is outside.
        w.actors = {{1, {3, 4}}, {2, {5, 5}}, {4, {7, 4}}};
        w.carriers[30] = rb::placeItem(item(b.defs, "draught"), rb::EntityRef(30));
        const auto report = resolve(w, {rb::Fired{rb::EntityRef(30), rb::kMomentLand, rb::EntityRef(1), {4, 4}}});
        QCOMPARE(report.landed.size(), std::size_t(1));
        QCOMPARE(report.landed[0].cells.size(), std::size_t(8)); // the 3x3 square less the wall
        QCOMPARE(joined(w.log), QString("mend 1 3 by 1\nmend 2 3 by 1"));
    }

    void smokeStopsABurstBehindItButNotInIt()
    {
        const Built b = build(R"("props": [{"name": "mine", "triggers": [{"on": "entered", "area": {"burst": 3},
            "effects": [{"kind": "Harm", "args": {"kind": "kinetic", "roll": "1"}}]}]}])");
        RecordingWorld w;
        w.actors = {{1, {4, 4}}, {2, {6, 4}}, {3, {7, 4}}};
        w.smoke = {{6, 4}};
        w.carriers[80] = rb::placeProp(prop(b.defs, "mine"), rb::EntityRef(80));
        const auto r = resolve(w, {rb::Fired{rb::EntityRef(80), rb::kMomentEntered, rb::EntityRef(1), {4, 4}}});
        // 2 stands in the smoke and is hit; 3 stands behind it and is not.
        QCOMPARE(r.landed.at(0).targets, (std::vector<rb::EntityRef>{rb::EntityRef(1), rb::EntityRef(2)}));
    }

    void remnantsLandBeforeThePassesReportsAndReportsInOrder()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {2, 2}}, {2, {6, 6}}};
        w.carriers[10] = rb::placeProp(prop(b.defs, "spike trap"), rb::EntityRef(10));
        w.carriers[20] = rb::placeProp(prop(b.defs, "bell"), rb::EntityRef(20));
        std::vector<rb::Remnant> remnants{rb::leaveRemnant(rb::placeProp(prop(b.defs, "barrel"), rb::EntityRef(40)), rb::kMomentDestroyed, rb::EntityRef(2), {6, 6})};
        const auto r = resolve(w, {rb::Fired{rb::EntityRef(20), rb::kMomentEntered, rb::EntityRef(2), {6, 6}}, rb::Fired{rb::EntityRef(10), rb::kMomentEntered, rb::EntityRef(1), {2, 2}}}, remnants);
        QCOMPARE(joined(w.log), QString("damage 2 6 kind 1 by 40\nmend 2 1 by 2\nmend 2 2 by 2\ndamage 1 4 kind 0 by 10"));
        QCOMPARE(r.landed.size(), std::size_t(4));
        QCOMPARE(r.landed[2].trigger, std::size_t(1)); // the bell's second trigger, in list order
    }

    void remnantsLandOnce()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {4, 4}}, {2, {4, 5}}};
        // The barrel broke: it is gone from the world and leaves a remnant.
        const rb::Carrier barrel = rb::placeProp(prop(b.defs, "barrel"), rb::EntityRef(40));
        std::vector<rb::Remnant> remnants{rb::leaveRemnant(barrel, rb::kMomentDestroyed, rb::EntityRef(2), {4, 4})};
        const auto first = resolve(w, {}, remnants);
        QCOMPARE(joined(w.log), QString("damage 1 6 kind 1 by 40\ndamage 2 6 kind 1 by 40"));
        QVERIFY(first.landed.at(0).remnant);
        QVERIFY(remnants.empty());
        resolve(w, {}, remnants);
        QCOMPARE(w.log.size(), std::size_t(2));
        // A report on the barrel itself, now gone, lands nothing and says so.
        const auto missed = resolve(w, {rb::Fired{rb::EntityRef(40), rb::kMomentDestroyed, rb::EntityRef(2), {4, 4}}});
        QCOMPARE(missed.missed.size(), std::size_t(1));
        QCOMPARE(w.log.size(), std::size_t(2));
    }

    void theLastChargeLandsBeforeTheItemIsGone()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.actors = {{1, {2, 2}}};
        w.carriers[50] = rb::placeItem(item(b.defs, "draught"), rb::EntityRef(50));
        const rb::Fired use{rb::EntityRef(50), rb::kMomentUse, rb::EntityRef(1), {2, 2}};
        auto r1 = resolve(w, {use});
        QCOMPARE(r1.charges.size(), std::size_t(1));
        QCOMPARE(r1.charges[0].left, std::int64_t(1));
        QVERIFY(w.carriers.count(50));
        auto r2 = resolve(w, {use});
        QCOMPARE(joined(w.log), QString("mend 1 3 by 1\nmend 1 3 by 1\nremoved 50"));
        QVERIFY(r2.charges[0].removed);
        QVERIFY(!w.carriers.count(50));

        // Kept when empty: the vial stays, with no charges.
        w.carriers[51] = rb::placeItem(item(b.defs, "vial"), rb::EntityRef(51));
        auto r3 = resolve(w, {rb::Fired{rb::EntityRef(51), rb::kMomentUse, rb::EntityRef(1), {2, 2}}});
        QVERIFY(!r3.charges[0].removed);
        QCOMPARE(w.carriers[51].charges->left, std::int64_t(0));
    }

    void aMomentWithNoTriggerSpendsNoCharge()
    {
        const Built b = build(kThings);
        RecordingWorld w;
        w.carriers[52] = rb::placeItem(item(b.defs, "vial"), rb::EntityRef(52));
        auto r = resolve(w, {rb::Fired{rb::EntityRef(52), rb::kMomentLand, rb::EntityRef(1), {2, 2}}});
        QVERIFY(r.landed.empty());
        QVERIFY(r.charges.empty());
        QCOMPARE(w.carriers[52].charges->left, std::int64_t(1));
    }
};

QTEST_APPLESS_MAIN(TestTriggers)
#include "test_triggers.moc"
