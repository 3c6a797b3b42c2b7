// Harm rolls written as formulas over stats, stacks, has, if, min and max,
// clamp, dice, a quoted name and %, landing on a rat whose health is followed
// blow by blow: every number below is worked by hand in the comments, the
// dice's too (drawn from the world's seeded ability stream, in the order the
// formula reads them, as the dice tests draw them). A misspelt name inside a
// formula is refused at its place with a "did you mean".
#include <QtTest>

#include "diagnostic_text.h"

#include "rulebench/base/dice.h"
#include "rulebench/content/content.h"
#include "rulebench/sandbox/scenario.h"

using namespace rb;

namespace {

// Written here, not in a data file: this content is the test.
const std::string kContent = R"json({
  "format": "rulebench/1",
  "stats": [
    {"name": "health", "default": 100, "min": 0},
    {"name": "strength", "default": 0},
    {"name": "fire resist", "default": 0}
  ],
  "damage_kinds": [{"name": "kinetic"}],
  "flags": [{"name": "blind"}],
  "statuses": [
    {"name": "venom", "stacking": "Stack", "turns": 9},
    {"name": "poisoned", "turns": 9},
    {"name": "dazzled", "turns": 9, "modifiers": [{"flag": "blind"}]}
  ],
  "abilities": [
    {"name": "maul", "aim": "actor", "range": 5, "effects": [{"kind": "Harm", "args": {"kind": "kinetic",
      "roll": "=max(2, min(user.stat(strength) - target.stat(\"fire resist\"), 6)) + user.stat(strength) % 4"}}]},
    {"name": "sting", "aim": "actor", "range": 5, "effects": [{"kind": "Harm", "args": {"kind": "kinetic",
      "roll": "=2 * target.stacks(venom) + if(target.has(poisoned), 5, 0)"}}]},
    {"name": "gamble", "aim": "actor", "range": 5, "effects": [{"kind": "Harm", "args": {"kind": "kinetic",
      "roll": "=1d6 + 2d4 + if(user.has(blind), 0, 3)"}}]},
    {"name": "taper", "aim": "actor", "range": 5, "effects": [{"kind": "Harm", "args": {"kind": "kinetic",
      "roll": "=clamp(20 - 7 % 3 * 5 + (-9) / 2, 0, 100)"}}]}
  ],
  "actors": [
    {"name": "hero", "glyph": "@", "faction": "party", "stats": {"strength": 11},
     "abilities": ["maul", "sting", "gamble", "taper"]},
    {"name": "rat", "glyph": "r", "faction": "vermin", "stats": {"fire resist": 3}}
  ]
})json";

constexpr std::uint64_t kSeed = 7;

World heroAndRat(const std::shared_ptr<const Definitions>& defs)
{
    ScenarioSpec spec;
    spec.content = "harm.rules.json";
    spec.seed = kSeed;
    spec.map = {"#######", "#.....#", "#######"};
    Diagnostics d;
    auto s = buildScenario(spec, defs, d);
    if (!s)
        qFatal("the room does not build");
    World w = std::move(s->world);
    if (!w.place("hero", *defs->actors.find("hero"), {1, 1}) || !w.place("rat", *defs->actors.find("rat"), {3, 1}))
        qFatal("cannot place");
    return w;
}

std::int64_t health(const World& w) { return w.value(*w.actor("rat"), *w.definitions().stats.find("health")); }

std::int64_t cast(World& w, const char* ability)
{
    const std::int64_t before = health(w);
    w.step({Action::castOn("hero", *w.definitions().abilities.find(ability), "rat")});
    return before - health(w);
}

std::string with(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("no \"%s\"", from.c_str());
    return text.replace(at, from.size(), to);
}

} // namespace

class TestFormulaHarm : public QObject {
    Q_OBJECT
private slots:
    void everyBlowIsWhatTheHandWorkedOut()
    {
        Validation v = validateContent(kContent);
        QVERIFY2(v.definitions && !v.diagnostics.hasErrors(), qPrintable(rb::test::lines(v.diagnostics)));
        World w = heroAndRat(v.definitions);
        const StatusId venom = *w.definitions().statuses.find("venom");
        const StatusId poisoned = *w.definitions().statuses.find("poisoned");
        const StatusId dazzled = *w.definitions().statuses.find("dazzled");
        QCOMPARE(health(w), std::int64_t(100));

        // maul: max(2, min(11 - 3, 6)) + 11 % 4 = max(2, 6) + 3 = 9. 100 -> 91.
        QCOMPARE(cast(w, "maul"), std::int64_t(9));
        // sting, nothing on the rat: 2 * 0 + if(no, 5, 0) = 0. Still 91.
        QCOMPARE(cast(w, "sting"), std::int64_t(0));
        w.step({Action::afflict("rat", venom, 9, "hero")});
        w.step({Action::afflict("rat", venom, 9, "hero")});
        w.step({Action::afflict("rat", poisoned, 9, "hero")});
        // sting, two venoms and poisoned: 2 * 2 + 5 = 9. 91 -> 82.
        QCOMPARE(cast(w, "sting"), std::int64_t(9));
        QCOMPARE(health(w), std::int64_t(82));

        // gamble: 1d6 + 2d4 + 3 (the hero is not blind). The dice come from the
        // ability stream as the world stands: first the effect's chance (always,
        // one draw), then 1d6, then 2d4, left to right. Seed 7 draws 1d6 = 1 and
        // 2d4 = 2 here (checked against the stream below), so 1 + 2 + 3 = 6. 82 -> 76.
        {
            RandomStreams streams = w.streams();
            RandomStream expect = streams.ability();
            expect.roll(Chance::always());
            const std::int64_t d6 = Dice{1, 6, 0}.roll(expect);
            const std::int64_t d4s = Dice{2, 4, 0}.roll(expect);
            QCOMPARE(d6, std::int64_t(1));
            QCOMPARE(d4s, std::int64_t(2));
        }
        QCOMPARE(cast(w, "gamble"), std::int64_t(1 + 2 + 3));
        QCOMPARE(health(w), std::int64_t(76));

        // Blind now: 1d6 + 2d4 + 0, the next draws of the same stream.
        w.step({Action::afflict("hero", dazzled, 9, "hero")});
        std::int64_t expected = 0;
        {
            RandomStreams streams = w.streams();
            RandomStream expect = streams.ability();
            expect.roll(Chance::always());
            const std::int64_t d6 = Dice{1, 6, 0}.roll(expect);
            const std::int64_t d4s = Dice{2, 4, 0}.roll(expect);
            QCOMPARE(d6, std::int64_t(2)); // seed 7's next draws: 1d6 = 2, 2d4 = 2 (both dice 1)
            QCOMPARE(d4s, std::int64_t(2));
            expected = d6 + d4s;
        }
        QCOMPARE(expected, std::int64_t(2 + 2 + 0)); // 76 -> 72
        QCOMPARE(cast(w, "gamble"), expected);
        QCOMPARE(health(w), std::int64_t(72));

        // taper: 7 % 3 = 1, 1 * 5 = 5, (-9) / 2 = -4 (toward zero): clamp(20 - 5 - 4, 0, 100) = 11. 72 -> 61.
        QCOMPARE(cast(w, "taper"), std::int64_t(11));
        QCOMPARE(health(w), std::int64_t(61));
    }

    void aMisspeltNameIsRefusedAtItsPlace()
    {
        const QString stat = rb::test::lines(validateContent(with(kContent, "user.stat(strength) - ", "user.stat(strenght) - "))
                                                 .diagnostics);
        QVERIFY2(stat.contains("abilities[0] \"maul\": effects[0].args.roll: column 23: no stat \"strenght\" (did you mean "
                               "\"strength\"?)"),
                 qPrintable(stat));
        const QString quoted = rb::test::lines(
            validateContent(with(kContent, "target.stat(\\\"fire resist\\\")", "target.stat(\\\"fire resits\\\")")).diagnostics);
        QVERIFY2(quoted.contains("abilities[0] \"maul\": effects[0].args.roll: column 47: no stat \"fire resits\" (did you "
                                 "mean \"fire resist\"?)"),
                 qPrintable(quoted));
        const QString status = rb::test::lines(
            validateContent(with(kContent, "target.has(poisoned)", "target.has(poisnoed)")).diagnostics);
        QVERIFY2(status.contains("abilities[1] \"sting\": effects[0].args.roll: column 43: no status or flag \"poisnoed\" "
                                 "(did you mean \"poisoned\"?)"),
                 qPrintable(status));
    }
};

QTEST_APPLESS_MAIN(TestFormulaHarm)
#include "test_formula_harm.moc"
