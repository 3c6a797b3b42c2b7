// Abilities in the sandbox world: a cast lands its effects over its area,
// credited to the caster and named by the ability; it is checked whole and
// refused with its reason (unknown to the caster, cooling down, too dear, out
// of range or line, a dead target) changing nothing; the cost comes off the
// value (a boosted stat pays too), the cooldown is kept in the saved play
// state; facts come from casts; and a content file's every mistake in
// abilities and behaviours at once.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

#include <QRegularExpression>


using namespace rb;

namespace {
std::shared_ptr<const Definitions> abilityDefinitions()
{
    Validation v = validateContent(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json")));
    if (!v.definitions || v.diagnostics.hasErrors())
        qFatal("tests/data/world/abilities.rules.json has errors");
    return v.definitions;
}

//  0123456789
// ##########   0
// #........#   1
// #........#   2
// #....#...#   3  a wall at (5,3)
// #........#   4
// ##########   5
ScenarioSpec roomSpec()
{
    ScenarioSpec spec;
    spec.content = "abilities.rules.json";
    spec.seed = 5;
    spec.map = {"##########", "#........#", "#........#", "#....#...#", "#........#", "##########"};
    return spec;
}

World room()
{
    Diagnostics d;
    auto s = buildScenario(roomSpec(), abilityDefinitions(), d);
    if (!s)
        qFatal("the test room does not build");
    return std::move(s->world);
}

AbilityId ability(const World& w, const char* name) { return *w.definitions().abilities.find(name); }
void put(World& w, const char* id, const char* kind, Cell at) { QVERIFY(w.place(id, *w.definitions().actors.find(kind), at)); }
std::int64_t stat(const World& w, const char* id, const char* name)
{
    return w.value(*w.actor(id), *w.definitions().stats.find(name));
}

std::vector<std::string> keys(const World& w, const TurnReport& r)
{
    std::vector<std::string> out;
    for (const auto& e : r.events)
        out.push_back(eventKey(w.definitions(), e));
    return out;
}

QStringList diagnosticLines(const Diagnostics& d)
{
    QStringList out;
    for (const std::string& line : rb::test::formatted(d))
        out << QString::fromStdString(line);
    return out;
}

QString text(const World& w, const WorldEvent& e) { return QString::fromStdString(eventText(w.definitions(), e)); }

// A mage at (1,2) and two rats, one at (4,1) and one at (5,2).
World mageAndRats()
{
    World w = room();
    put(w, "mage", "mage", {1, 2});
    put(w, "rat1", "rat", {4, 1});
    put(w, "rat2", "rat", {5, 2});
    return w;
}
} // namespace

class TestAbilities : public QObject {
    Q_OBJECT
private slots:
    void aCastLandsOverItsBurstCreditedToTheCasterAndNamedByTheAbility()
    {
        World w = mageAndRats();
        const TurnReport r = w.step({Action::castAt("mage", ability(w, "fireball"), {4, 2})});
        const std::vector<std::string> expected = {"cast:fireball@mage",   "cue",          "damage:thermal:effect@rat1",
                                                   "damage:thermal:effect@rat2",  "fact:cast",    "counter:fireballs"};
        QCOMPARE(keys(w, r), expected);
        QCOMPARE(text(w, r.events[0]), QString("cast mage: fireball at (4,2)"));
        QCOMPARE(r.events[0].cells().size(), std::size_t(8)); // the radius-1 burst; (5,3) is a wall
        QCOMPARE(r.events[1].look().color, std::string("#ff7a30"));
        QCOMPARE(text(w, r.events[2]), QString("damage rat1 4 thermal by mage (effect of fireball)"));
        QCOMPARE(stat(w, "rat1", "health"), std::int64_t(2));
        QCOMPARE(stat(w, "mage", "health"), std::int64_t(20)); // two cells away: outside the burst
    }

    // The log names the ability as the designer wrote it, and the manual's
    // line (docs/content.md) has the log's very shape: "(effect of fireball)".
    void aCastsDamageIsTheEffectOfTheAbilityAsWritten()
    {
        OrderedJson content = OrderedJson::parse(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json")));
        content["abilities"].push_back({{"name", "Ember Lance"}, {"aim", "actor"}, {"range", 5},
                                        {"effects", {{{"kind", "Harm"}, {"args", {{"kind", "thermal"}, {"roll", "3"}}}}}}});
        content["actors"][0]["abilities"].push_back("Ember Lance");
        Validation v = validateContent(content.dump());
        QVERIFY2(v.definitions && !v.diagnostics.hasErrors(), qPrintable(rb::test::lines(v.diagnostics)));
        Diagnostics d;
        std::optional<Scenario> s = buildScenario(roomSpec(), v.definitions, d);
        QVERIFY(s);
        World& w = s->world;
        put(w, "mage", "mage", {1, 2});
        put(w, "rat1", "rat", {4, 1});
        const TurnReport r = w.step({Action::castOn("mage", ability(w, "Ember Lance"), "rat1")});
        QStringList damage;
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::Damage)
                damage << text(w, e);
        QCOMPARE(damage, QStringList{"damage rat1 3 thermal by mage (effect of Ember Lance)"});

        const QString manual = QString::fromStdString(rb::test::readFile(rb::test::sourcePath("/docs/content.md"))).simplified();
        const QRegularExpression line(R"(`(damage \S+ \d+ thermal by \S+ \(effect of fireball\))`)");
        const QRegularExpressionMatch quoted = line.match(manual);
        QVERIFY2(quoted.hasMatch(), "docs/content.md quotes no ability's damage line in the log's words");
        World fire = mageAndRats();
        const TurnReport cast = fire.step({Action::castAt("mage", ability(fire, "fireball"), {4, 2})});
        const QString logged = text(fire, cast.events[2]);
        const QRegularExpression shape(R"(^damage \S+ \d+ thermal by \S+ \(effect of fireball\)$)");
        QVERIFY2(shape.match(logged).hasMatch(), qPrintable(logged));
        QVERIFY(shape.match(quoted.captured(1)).hasMatch());
    }

    // A Mend gives health back even when it comes to 0: a "mend" line, never
    // "damage mage 0", so nothing that counts damage counts it.
    void aMendOfNothingIsNoDamage()
    {
        OrderedJson content = OrderedJson::parse(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json")));
        content["abilities"].push_back(
            {{"name", "soothe"}, {"aim", "self"}, {"effects", {{{"kind", "Mend"}, {"args", {{"roll", "1d2-1"}}}}}}});
        content["actors"][0]["abilities"].push_back("soothe");
        Validation v = validateContent(content.dump());
        QVERIFY2(v.definitions && !v.diagnostics.hasErrors(), qPrintable(rb::test::lines(v.diagnostics)));
        Diagnostics d;
        std::optional<Scenario> s = buildScenario(roomSpec(), v.definitions, d);
        QVERIFY(s);
        World& w = s->world;
        put(w, "mage", "mage", {1, 2});
        int zeros = 0;
        for (int turn = 0; turn < 40; ++turn) {
            const TurnReport r = w.step({Action::cast("mage", ability(w, "soothe"))});
            for (const WorldEvent& e : r.events) {
                if (e.kind != WorldEvent::Kind::Damage)
                    continue;
                const QString words = text(w, e);
                QVERIFY2(words.startsWith("mend mage "), qPrintable(words));
                QVERIFY(QString::fromStdString(eventKey(w.definitions(), e)).startsWith("mended"));
                zeros += words == "mend mage 0 by mage (effect of soothe)";
            }
            QVERIFY(!Breakpoint("damage*").matchesAny(w.definitions(), r));
            QVERIFY(Breakpoint("mended*").matchesAny(w.definitions(), r));
        }
        QVERIFY(zeros > 0); // 1d2-1 comes to 0 about half the time
    }

    void aCastAimedAtAnActorOrItselfLandsWhereItStands()
    {
        World w = mageAndRats();
        TurnReport r = w.step({Action::castOn("mage", ability(w, "bolt"), "rat2")});
        QCOMPARE(text(w, r.events[0]), QString("cast mage: bolt on rat2"));
        QCOMPARE(stat(w, "rat2", "health"), std::int64_t(3));
        QCOMPARE(stat(w, "rat1", "health"), std::int64_t(6));
        QVERIFY(w.setPosition("rat1", {2, 1}));
        r = w.step({Action::cast("mage", ability(w, "nova"))});
        QCOMPARE(text(w, r.events[0]), QString("cast mage: nova at (1,2)"));
        // The caster stands in its own burst.
        QCOMPARE(stat(w, "rat1", "health"), std::int64_t(4));
        QCOMPARE(stat(w, "mage", "health"), std::int64_t(18));
    }

    void theCostComesOffTheBaseAndTheCooldownCountsFromTheCast()
    {
        World w = mageAndRats();
        w.step({Action::castOn("mage", ability(w, "bolt"), "rat2")});
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(1));
        QCOMPARE(w.whyNot(Action::castOn("mage", ability(w, "bolt"), "rat2")),
                 std::optional<std::string>("mage has 1 charge: bolt costs 2"));
        // Cast at turn 2: the next is allowed at turn 2 + 3.
        w.step({Action::castAt("mage", ability(w, "fireball"), {4, 2})});
        for (std::int64_t left : {2, 1}) {
            QCOMPARE(w.whyNot(Action::castAt("mage", ability(w, "fireball"), {4, 2})),
                     std::optional<std::string>("fireball is cooling down: " + std::to_string(left)
                                                + (left == 1 ? " turn left" : " turns left")));
            w.step({});
        }
        QCOMPARE(w.turn(), std::int64_t(4));
        QCOMPARE(w.whyNot(Action::castAt("mage", ability(w, "fireball"), {4, 2})), std::optional<std::string>());
    }

    // The cost is checked against the value and paid from it: charge 0 with
    // a +5 status pays for two bolts (5, 3, 1) and the third is refused. The
    // base goes below the stat's minimum while the status holds the value
    // up; once the status is gone, the value shown is the minimum.
    void aBoostedStatPaysTheCostFromItsValue()
    {
        World w = mageAndRats();
        const StatId charge = *w.definitions().stats.find("charge");
        const StatusId charged = *w.definitions().statuses.find("charged");
        w.edit("mage")->holder.stats.setBase(charge, 0);
        w.step({Action::afflict("mage", charged, std::nullopt)});
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(5));
        w.step({Action::castOn("mage", ability(w, "bolt"), "rat1")});
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(3));
        w.step({Action::castOn("mage", ability(w, "bolt"), "rat2")});
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(1));
        const Action third = Action::castOn("mage", ability(w, "bolt"), "rat1");
        QCOMPARE(w.whyNot(third), std::optional<std::string>("mage has 1 charge: bolt costs 2"));
        const TurnReport r = w.step({third});
        QCOMPARE(text(w, r.events[0]), QString("refused cast mage: mage has 1 charge: bolt costs 2"));
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(1));
        QCOMPARE(w.actor("mage")->holder.stats.baseOverride(charge), std::optional<std::int64_t>(-4));
        w.step({Action::cure("mage", charged)});
        QCOMPARE(stat(w, "mage", "charge"), std::int64_t(0));
    }

    void aCastThatCannotHappenIsRefusedWithItsReasonAndChangesNothing()
    {
        struct Case {
            Action action;
            const char* reason;
        };
        World base = mageAndRats();
        put(base, "far", "rat", {8, 4});
        const AbilityId fireball = ability(base, "fireball");
        const std::vector<Case> cases = {
            {Action::castAt("rat1", fireball, {1, 2}), "rat1 does not know fireball"},
            {Action::castAt("mage", fireball, {6, 2}), "(6,2) is out of range: fireball reaches 4 cells"},
            {Action::castAt("mage", fireball, {0, 2}), "(0,2) is a wall"},
            {Action::castOn("mage", ability(base, "bolt"), "far"), "far at (8,4) is out of range: bolt reaches 5 cells"},
            {Action::castOn("mage", ability(base, "bolt"), "ghost"), "no actor \"ghost\" to aim at"},
            {Action::castOn("mage", fireball, "rat1"), "fireball is aimed at a cell: give \"at\""},
            {Action::castAt("ghost", fireball, {2, 2}), "no actor \"ghost\""},
        };
        for (const Case& c : cases) {
            World refused = base;
            World idle = base;
            const TurnReport r = refused.step({c.action});
            idle.step({});
            QVERIFY2(!r.events.empty() && r.events.front().kind == WorldEvent::Kind::Refused, c.reason);
            QCOMPARE(text(refused, r.events.front()), QString("refused cast ") + QString::fromStdString(c.action.id) + ": " + c.reason);
            QVERIFY2(refused == idle, c.reason);
        }
        // Out of line: the wall at (5,3) stands between (4,4) and (6,2).
        World w = base;
        QVERIFY(w.setPosition("mage", {4, 4}));
        QCOMPARE(w.whyNot(Action::castAt("mage", fireball, {6, 2})), std::optional<std::string>("(6,2) is out of mage's line"));
    }

    void aScriptNamesTheAimItsAbilityTakes()
    {
        ScenarioSpec spec = roomSpec();
        PlacedActorSpec mage;
        mage.id = "mage";
        mage.actor = "mage";
        mage.at = Cell{1, 2};
        spec.actors = {mage};
        const auto action = [](const char* ability, std::optional<Cell> at, std::optional<std::string> target) {
            ActionSpec a;
            a.turn = 1;
            a.action = "cast";
            a.id = "mage";
            a.ability = ability;
            a.at = at;
            a.target = std::move(target);
            return a;
        };
        spec.script = {action("fireball", std::nullopt, std::nullopt), action("bolt", Cell{2, 2}, "mage"),
                       action("nova", Cell{1, 1}, std::nullopt), action("firebal", Cell{2, 2}, std::nullopt)};
        Diagnostics d;
        QVERIFY(!buildScenario(spec, abilityDefinitions(), d));
        const QStringList lines = diagnosticLines(d);
        QCOMPARE(lines, (QStringList{"script[0]: fireball is aimed at a cell: give \"at\"",
                                     "script[1].at: bolt is aimed at an actor: it takes no \"at\"",
                                     "script[2].at: nova is aimed at the caster: it takes no \"at\"",
                                     "script[3].ability: unknown ability \"firebal\" (did you mean \"fireball\"?)"}));
    }

    void theCooldownIsKeptInThePlayState()
    {
        World w = mageAndRats();
        w.step({Action::castAt("mage", ability(w, "fireball"), {4, 2})});
        World resumed = room();
        QVERIFY(resumed.restorePlay(w.savePlay()));
        QCOMPARE(resumed.whyNot(Action::castAt("mage", ability(w, "fireball"), {4, 2})),
                 std::optional<std::string>("fireball is cooling down: 2 turns left"));
        QCOMPARE(resumed.savePlay(), w.savePlay());
    }

    void twoCooldownsResumeAsTheStraightRunHoldsThem()
    {
        // Here bolt cools down too: cast after fireball, it comes first by
        // name but second in the content, and a save is read by name.
        Json content = Json::parse(rb::test::readFile(rb::test::sourcePath("/tests/data/world/abilities.rules.json")));
        for (Json& a : content["abilities"])
            if (a["name"] == "bolt")
                a["cooldown"] = 4;
        const Validation v = validateContent(content.dump());
        QVERIFY(v.definitions && !v.diagnostics.hasErrors());
        const auto build = [&] {
            Diagnostics d;
            World w = std::move(buildScenario(roomSpec(), v.definitions, d)->world);
            put(w, "mage", "mage", {1, 2});
            put(w, "rat1", "rat", {4, 1});
            put(w, "rat2", "rat", {5, 2});
            return w;
        };
        World w = build();
        w.step({Action::castAt("mage", ability(w, "fireball"), {4, 2})});
        w.step({Action::castOn("mage", ability(w, "bolt"), "rat2")});
        QCOMPARE(w.actor("mage")->cooldowns.size(), std::size_t(2));
        World resumed = build();
        QVERIFY(resumed.restorePlay(w.savePlay()));
        QCOMPARE(resumed.savePlay(), w.savePlay());
        QVERIFY(resumed == w);
    }

    void everyMistakeInAbilitiesAndBehavioursAtOnce()
    {
        const Validation v =
            validateContent(rb::test::readFile(rb::test::sourcePath("/tests/data/world/ability-mistakes.rules.json")));
        const QStringList lines = diagnosticLines(v.diagnostics);
        const QStringList expected = {
            R"(actors[2] "bat": behaviour: a behaviour is "hold", "melee" or "ranged", or {"kind": ..., "flee_below": percent}, got the number 3)",
            R"(abilities[0] "fireball": aim: unknown aim "cel" (did you mean "cell"?); an ability aims at cell, actor or self)",
            R"(abilities[0] "fireball": range: a range is between 0 and 64, got -1)",
            R"(abilities[0] "fireball": cooldown: a cooldown is between 0 and 1000000 turns, got -2)",
            R"(abilities[0] "fireball": cost.stat: unknown stat "mana")",
            R"(abilities[1] "empty": missing "effects": what the ability does where it lands)",
            R"(abilities[2] "far": range: warning: an ability aimed at "self" lands on the caster; its range is never used)",
            R"(actors[0] "mage": abilities[0]: unknown ability "firebal")",
            R"(actors[0] "mage": behaviour: unknown behaviour "ranger" (did you mean "ranged"?); one of hold, melee or ranged)",
            R"(actors[1] "rat": behaviour.flee_below: flee_below is a percentage of starting health, from 1 to 100, got 0)",
        };
        QCOMPARE(lines, expected);
    }
};

QTEST_GUILESS_MAIN(TestAbilities)
#include "test_abilities.moc"
