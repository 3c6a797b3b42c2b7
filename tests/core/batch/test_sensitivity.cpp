// Sensitivity's parts: a step up for each kind of number, every number of the
// demo found with its path, a path that names no number refused, and the
// ranking by |change| over the half-width worked out by hand.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/batch/sensitivity.h"

#include <cmath>
#include <limits>

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

FieldEffect played(const std::string& path, std::vector<std::optional<Summary>> change)
{
    FieldEffect e;
    e.field.vary.path = path;
    e.change = std::move(change);
    return e;
}

Summary difference(double mean, double half, std::int64_t pairs = 10)
{
    Summary s;
    s.present = pairs, s.mean = mean, s.low = mean - half, s.high = mean + half;
    return s;
}
} // namespace

class TestSensitivity : public QObject {
    Q_OBJECT
private slots:
    void oneStepUp()
    {
        QCOMPARE(*stepUp(OrderedJson(20)), OrderedJson(21));
        QCOMPARE(*stepUp(OrderedJson(-1)), OrderedJson(0));
        QCOMPARE(*stepUp(OrderedJson(0.5)), OrderedJson(1.5));
        QCOMPARE(*stepUp(OrderedJson("1d6+4")), OrderedJson("2d6+4"));
        QCOMPARE(*stepUp(OrderedJson("3d6")), OrderedJson("4d6"));
        QCOMPARE(*stepUp(OrderedJson("2d4-1")), OrderedJson("3d4-1"));
        QVERIFY(!stepUp(OrderedJson(true)));
        QVERIFY(!stepUp(OrderedJson("kinetic")));
        QVERIFY(!stepUp(OrderedJson("d6")));
        QVERIFY(!stepUp(OrderedJson("#a08060")));
    }

    void everyNumberOfTheDemoWithItsPath()
    {
        const OrderedJson content = OrderedJson::parse(rb::test::readFile(kDemo + "demo.rules.json"));
        const std::vector<NumberField> fields = numberFields(content);
        const auto find = [&](const std::string& path) -> const NumberField* {
            for (const NumberField& f : fields)
                if (f.vary.path == path)
                    return &f;
            return nullptr;
        };
        const NumberField* king = find("actors.rat king.stats.health");
        QVERIFY(king);
        QCOMPARE(king->from + " -> " + king->to, std::string("24 -> 25"));
        QCOMPARE(king->section, std::string("actors"));
        QCOMPARE(king->name, std::string("rat king"));
        const NumberField* frag = find("items.frag grenade.triggers.1.effects.1.args.roll");
        QVERIFY(frag && frag->to == "4d6");
        QVERIFY(!find("format"));                    // the file's format is no definition's
        QVERIFY(!find("actors.rat.color"));          // text that is no roll
        QVERIFY(!find("items.frag grenade.stack"));  // true is no number
        // The path reads back as a sweep's path to the same value.
        std::string why;
        const std::optional<NumberField> at = numberFieldAt(content, "actors.rat king.stats.health", why);
        QVERIFY2(at, why.c_str());
        QCOMPARE(at->to, std::string("25"));
        QVERIFY(!numberFieldAt(content, "actors.rat king.color", why));
        QVERIFY(why.find("not a number or a dice roll") != std::string::npos);
        QVERIFY(!numberFieldAt(content, "actors.rat kin.stats.health", why));
        QVERIFY(why.find("did you mean \"rat king\"") != std::string::npos);
    }

    void eachNumberInsideAFormulaIsAField()
    {
        OrderedJson content = OrderedJson::parse(rb::test::readFile(kDemo + "demo.rules.json"));
        const std::string roll = "items.frag grenade.triggers.1.effects.1.args.roll";
        for (OrderedJson& i : content["items"])
            if (i["name"] == "frag grenade")
                i["triggers"][0]["effects"][0]["args"]["roll"] = "=3d6 + user.stat(strength) / 2";
        std::vector<std::string> found;
        for (const NumberField& f : numberFields(content))
            if (f.vary.path.starts_with(roll)) {
                found.push_back(f.vary.path + ": " + f.from + " -> " + f.to);
                QCOMPARE(f.name, std::string("frag grenade"));
            }
        QCOMPARE(found, (std::vector<std::string>{roll + "#1: 3 -> 4", roll + "#2: 6 -> 7", roll + "#3: 2 -> 3"}));
        // Each reads back by its path, and plays as a sweep of that number would.
        std::string why;
        const std::optional<NumberField> at = numberFieldAt(content, roll + "#3", why);
        QVERIFY2(at, why.c_str());
        QCOMPARE(at->from + " -> " + at->to, std::string("2 -> 3"));
        QCOMPARE(variedContent(content.dump(), at->vary, at->vary.values[0], why).find("user.stat(strength) / 3")
                     != std::string::npos,
                 true);
        QVERIFY(!numberFieldAt(content, roll, why));
        QVERIFY2(why.find("(PATH#N names the formula's Nth number)") != std::string::npos, why.c_str());
        QVERIFY(!numberFieldAt(content, roll + "#4", why));
        QVERIFY2(why.find("has 3 numbers, counted from 1: no #4") != std::string::npos, why.c_str());
    }

    void rankedByChangeOverHalfWidth()
    {
        // Scores: a 2 / 1 = 2; b max(0.5 / 1, 3 / 2) = 1.5; c 1 / 0 = infinite (no spread); d 0.1 / 1 = 0.1,
        // its interval holding 0; e one pair only, not counted.
        std::vector<FieldEffect> effects = {
            played("a", {difference(2, 1)}),
            played("b", {difference(0.5, 1), difference(3, 2)}),
            played("c", {difference(1, 0)}),
            played("d", {difference(0.1, 1)}),
            played("e", {difference(5, 0, 1)}),
        };
        QCOMPARE(effects[0].score(), 2.0);
        QCOMPARE(effects[1].score(), 1.5);
        QCOMPARE(effects[2].score(), std::numeric_limits<double>::infinity());
        QVERIFY(!effects[3].detectable());
        QVERIFY(!effects[4].detectable());
        effects.insert(effects.begin(), FieldEffect{{}, FieldEffect::State::NeverUsed, {}, {}, {}});
        effects.insert(effects.begin(), FieldEffect{{}, FieldEffect::State::Skipped, "above its max", {}, {}});
        std::vector<std::string> order;
        for (const FieldEffect& e : ranked(effects))
            order.push_back(e.state == FieldEffect::State::Played ? e.field.vary.path
                                                                  : e.state == FieldEffect::State::NeverUsed ? "never"
                                                                                                             : "skipped");
        QCOMPARE(order, (std::vector<std::string>{"c", "a", "b", "d", "e", "never", "skipped"}));
    }
};

QTEST_APPLESS_MAIN(TestSensitivity)
#include "test_sensitivity.moc"
