// Formulas in play (tests/data/world/formulas.rules.json): Harm rolls over
// stats, stacks, has, if, min and max, dice, quoted names and %, each worked
// by hand below; the log's working term by term; a tick, turns, a distance, a
// cure's instances and a mend worked out when they land; a division by 0 that
// gives 0 and says so; dice that draw what the same roll draws; and a
// misspelt name refused at its column with a "did you mean".
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/content/content.h"
#include "rulebench/content/references.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/session.h"

using namespace rb;

namespace {

std::string contentText() { return rb::test::readFile(rb::test::sourcePath("/tests/data/world/formulas.rules.json")); }

std::shared_ptr<const Definitions> definitions(const std::string& text = contentText())
{
    Validation v = validateContent(text);
    if (!v.definitions || v.diagnostics.hasErrors())
        qFatal("formulas.rules.json has errors: %s", qPrintable(rb::test::lines(v.diagnostics)));
    return v.definitions;
}

// The hero at (1,1) and a rat at (3,1) in an open room.
World heroAndRat(std::uint64_t seed = 5)
{
    ScenarioSpec spec;
    spec.content = "formulas.rules.json";
    spec.seed = seed;
    spec.map = {"##########", "#........#", "#........#", "##########"};
    Diagnostics d;
    auto s = buildScenario(spec, definitions(), d);
    if (!s)
        qFatal("the room does not build");
    World w = std::move(s->world);
    if (!w.place("hero", *w.definitions().actors.find("hero"), {1, 1}) || !w.place("rat", *w.definitions().actors.find("rat"), {3, 1}))
        qFatal("cannot place");
    return w;
}

AbilityId ability(const World& w, const char* name) { return *w.definitions().abilities.find(name); }
StatusId status(const World& w, const char* name) { return *w.definitions().statuses.find(name); }

// The lines of one kind of event in a turn's log.
QStringList logged(const World& w, const TurnReport& r, WorldEvent::Kind kind)
{
    QStringList out;
    for (const WorldEvent& e : r.events)
        if (e.kind == kind)
            out << QString::fromStdString(eventText(w.definitions(), e));
    return out;
}

QStringList cast(World& w, const char* name)
{
    const TurnReport r = w.step({Action::castOn("hero", ability(w, name), "rat")});
    return logged(w, r, WorldEvent::Kind::Damage);
}

void afflict(World& w, const char* who, const char* name, int times = 1)
{
    for (int i = 0; i < times; ++i)
        w.step({Action::afflict(who, status(w, name), 5, "hero")});
}

} // namespace

class TestFormulas : public QObject {
    Q_OBJECT
private slots:
    void harmRollsAreWorkedOutAsByHand()
    {
        World w = heroAndRat();
        // 2 + 7 / 2 = 5 (toward zero).
        QCOMPARE(cast(w, "throw"),
                 QStringList{"damage rat 5 kinetic by hero (effect of throw, worked out as 2 + strength of hero (7) / 2 = 5)"});
        // max(1, min(7 - 5, 4)) = 2: the rat's "fire resist" is 5.
        QCOMPARE(cast(w, "crush"), QStringList{"damage rat 2 kinetic by hero (effect of crush, worked out as max(1, "
                                               "min(strength of hero (7) - fire resist of rat (5), 4)) = 2)"});
        // Not blind: 3 + 7 % 4 = 6.
        QCOMPARE(cast(w, "feint"), QStringList{"damage rat 6 kinetic by hero (effect of feint, worked out as if(hero has "
                                               "blind (no), 1, 3) + base strength of hero (7) % 4 = 6)"});
        // Not poisoned: 1.
        QCOMPARE(cast(w, "hex"), QStringList{"damage rat 1 thermal by hero (effect of hex, worked out as if(rat has "
                                             "poisoned (no), 10, 1) = 1)"});
        afflict(w, "rat", "poisoned");
        QCOMPARE(cast(w, "hex"), QStringList{"damage rat 10 thermal by hero (effect of hex, worked out as if(rat has "
                                             "poisoned (yes), 10, 1) = 10)"});
    }

    void aModifierAndAFlagChangeWhatIsRead()
    {
        World w = heroAndRat();
        afflict(w, "hero", "steeled"); // strength 7 + 3, its base still 7
        afflict(w, "hero", "dazzled"); // blind
        QCOMPARE(cast(w, "throw"),
                 QStringList{"damage rat 7 kinetic by hero (effect of throw, worked out as 2 + strength of hero (10) / 2 = 7)"});
        QCOMPARE(cast(w, "feint"), QStringList{"damage rat 4 kinetic by hero (effect of feint, worked out as if(hero has "
                                               "blind (yes), 1, 3) + base strength of hero (7) % 4 = 4)"});
    }

    void stacksTickAndADivisionByZero()
    {
        World w = heroAndRat();
        afflict(w, "rat", "venom", 3);
        // Three instances, each ticking the rat's stacks: 3 each.
        const TurnReport r = w.step({Action::castOn("hero", ability(w, "needle"), "rat")});
        const QStringList damage = logged(w, r, WorldEvent::Kind::Damage);
        QCOMPARE(damage.size(), 4);
        QCOMPARE(damage[0], QString("damage rat 6 kinetic by hero (effect of needle, worked out as 2 * stacks of venom "
                                    "on rat (3) = 6)"));
        for (int i = 1; i < 4; ++i)
            QCOMPARE(damage[i], QString("damage rat 3 thermal by hero (tick of venom, worked out as stacks of venom on "
                                        "rat (3) = 3)"));
        // 10 / (3 - 3): 0, and the log says why, in the damage line and as a warning of its own.
        const TurnReport drained = w.step({Action::castOn("hero", ability(w, "drain"), "rat")});
        QCOMPARE(logged(w, drained, WorldEvent::Kind::Damage).front(),
                 QString("damage rat 0 kinetic by hero (effect of drain, worked out as 10 / (stacks of venom on rat (3) "
                         "- 3) = 0 (a division by 0 gave 0))"));
        QCOMPARE(logged(w, drained, WorldEvent::Kind::DividedByZero),
                 QStringList{"divided by 0 in effect of drain for rat: =10 / (target.stacks(venom) - 3); that part gave 0"});
        QCOMPARE(logged(w, r, WorldEvent::Kind::DividedByZero), QStringList{}); // the needle's turn divided by nothing
    }

    void turnsDistanceInstancesAndMendAreWorkedOutWhenTheyLand()
    {
        World w = heroAndRat();
        // 1 + 7 / 7 = 2 turns.
        TurnReport r = w.step({Action::castOn("hero", ability(w, "envenom"), "rat")});
        QCOMPARE(logged(w, r, WorldEvent::Kind::Status).front(), QString("applied venom on rat for 2 turns by hero"));
        afflict(w, "rat", "venom", 2);
        // The first instance ran out (2 turns): 2 stacks - 1, so the oldest goes and 1 is left.
        r = w.step({Action::castOn("hero", ability(w, "purge"), "rat")});
        QCOMPARE(w.actor("rat")->holder.statuses.count(status(w, "venom")), std::size_t(1));
        // clamp(7 - 5, 1, 3) = 2 cells away from the hero at (1,1).
        r = w.step({Action::castOn("hero", ability(w, "shove"), "rat")});
        QCOMPARE(w.actor("rat")->at, (Cell{5, 1}));
        // base health / 10 back: 100 less the 11 the venom ticked off (1, 2 + 2, 2 + 2, 1, 1) is 89, so 8.
        // (The venom's ticks by turn: 1 stack, 2, 2 (the first ran out), 1 (purged), 1.)
        r = w.step({Action::castOn("hero", ability(w, "soothe"), "rat")});
        QCOMPARE(logged(w, r, WorldEvent::Kind::Damage).filter("mend").front(),
                 QString("mend rat 8 by hero (effect of soothe, worked out as base health of rat (89) / 10 = 8)"));
    }

    void diceDrawWhatTheSameRollDrawsAndAreTheSameEachRun()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            World byFormula = heroAndRat(seed);
            World byDice = heroAndRat(seed);
            const TurnReport a = byFormula.step({Action::castOn("hero", ability(byFormula, "dice"), "rat")});
            const TurnReport b = byDice.step({Action::castOn("hero", ability(byDice, "plain dice"), "rat")});
            const auto amount = [](const TurnReport& r) {
                for (const WorldEvent& e : r.events)
                    if (e.kind == WorldEvent::Kind::Damage)
                        return e.amount;
                return std::int64_t(-1);
            };
            QCOMPARE(amount(a), amount(b)); // 1d6 + 10 % 4 is 1d6+2, die for die
            QVERIFY(amount(a) >= 3 && amount(a) <= 8);
            World again = heroAndRat(seed);
            const TurnReport c = again.step({Action::castOn("hero", ability(again, "dice"), "rat")});
            QCOMPARE(logged(again, c, WorldEvent::Kind::Damage), logged(byFormula, a, WorldEvent::Kind::Damage));
        }
    }

    // A tick that reads its user needs one: an affliction by hand with nobody named is refused.
    void aTickThatReadsItsUserNeedsOne()
    {
        std::string text = contentText();
        const std::string tick = "\"=target.stacks(venom)\"";
        text.replace(text.find(tick), tick.size(), "\"=user.stat(strength)\"");
        World w = heroAndRat();
        ScenarioSpec spec;
        spec.content = "formulas.rules.json";
        spec.map = {"#####", "#...#", "#####"};
        Diagnostics d;
        World byHand = std::move(buildScenario(spec, definitions(text), d)->world);
        QVERIFY(byHand.place("rat", *byHand.definitions().actors.find("rat"), {3, 1}));
        const Action nobody = Action::afflict("rat", status(byHand, "venom"), 2);
        QCOMPARE(QString::fromStdString(byHand.whyNot(nobody).value_or("allowed")),
                 QString("venom's tick reads its user (=user.stat(strength)), and nobody applies it here: give \"by\""));
        QVERIFY(w.whyNot(Action::afflict("rat", status(w, "venom"), 2)) == std::nullopt); // its tick reads no user
    }

    // A rename reaches the names inside formulas (quoted when it must be), and
    // "what uses this?" finds them.
    void renamesAndReferencesSeeInsideFormulas()
    {
        auto load = loadContent(contentText());
        QVERIFY(load.spec);
        ContentSpec& spec = *load.spec;
        const auto sites = [&](const char* section, const char* name) {
            QStringList out;
            for (const ReferenceSite& r : findReferences(spec, section, name))
                out << QString::fromStdString(r.definition + " " + r.field);
            return out;
        };
        QCOMPARE(sites("stats", "fire resist"),
                 (QStringList{"crush effects[0].args.roll", "hero stats.fire resist", "rat stats.fire resist"}));
        QCOMPARE(sites("flags", "blind"), (QStringList{"dazzled modifiers[0].flag", "feint effects[0].args.roll"}));
        QCOMPARE(sites("statuses", "venom"),
                 (QStringList{"venom tick.amount", "needle effects[0].args.roll", "drain effects[0].args.roll",
                              "envenom effects[0].args.status", "purge effects[0].args.status",
                              "purge effects[0].args.instances"}));
        renameReferences(spec, "stats", "strength", "might score");
        renameReferences(spec, "statuses", "venom", "toxin");
        QCOMPARE(QString::fromStdString(spec.abilities[0].effects->at(0).args->at("roll").get<std::string>()),
                 QString("=2 + user.stat(\"might score\") / 2"));
        QCOMPARE(QString::fromStdString(spec.statuses[0].tick->amount.formula), QString("=target.stacks(toxin)"));
        QCOMPARE(QString::fromStdString(spec.abilities[8].effects->at(0).args->at("turns").get<std::string>()),
                 QString("=1 + user.stat(\"might score\") / 7"));
    }

    void aMisspeltNameIsRefusedAtItsColumn()
    {
        std::string text = contentText();
        const std::string good = "user.stat(strength) / 2";
        text.replace(text.find(good), good.size(), "user.stat(strenght) / 2");
        const std::string tick = "\"=target.stacks(venom)\"";
        text.replace(text.find(tick), tick.size(), "\"=target.stacks(vnom) + target.has(blnd)\"");
        const Validation v = validateContent(text);
        const QString all = rb::test::lines(v.diagnostics);
        QVERIFY2(all.contains("abilities[0] \"throw\": effects[0].args.roll: column 16: no stat \"strenght\" (did you mean "
                              "\"strength\"?)"),
                 qPrintable(all));
        QVERIFY2(all.contains("statuses[0] \"venom\": tick.amount: column 16: no status \"vnom\" (did you mean \"venom\"?)"),
                 qPrintable(all));
        QVERIFY2(all.contains("statuses[0] \"venom\": tick.amount: column 35: no status or flag \"blnd\" (did you mean "
                              "\"blind\"?)"),
                 qPrintable(all));
        QVERIFY2(all.contains("statuses[0] \"venom\": tick.amount: column 24: \"+\" takes a number, and this is a "
                              "condition (yes or no)"),
                 qPrintable(all));
    }
};

QTEST_APPLESS_MAIN(TestFormulas)
#include "test_formulas.moc"
