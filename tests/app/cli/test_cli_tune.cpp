// `rulebench tune` on content where the right answer is known exactly: the
// hero alone, poisoned for 5 turns, ends with 30 - 5 x the poison's tick
// (thermal, which his armour does not stop), so the tick for a target health
// and the health for a target are worked out by hand. Then the out-of-reach
// and does-not-build exits, the same bytes at 1 and 3 threads on the demo
// skirmish, and every mistake refused before anything runs.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include <QTemporaryDir>

#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

using rb::test::Run;
using rb::test::run;

// The hero alone on a small map, poisoned on turn 1 for 5 turns; beside a copy of the demo's content.
std::string poisonedHero(const QTemporaryDir& dir)
{
    const std::string d = dir.path().toStdString();
    std::ofstream(d + "/demo.rules.json") << rb::test::readFile(kDemo + "demo.rules.json");
    std::ofstream(d + "/poisoned.scenario.json") << R"({
  "format": "rulebench-scenario/1", "content": "demo.rules.json", "seed": 3,
  "map": ["#####", "#...#", "#####"],
  "actors": [{"id": "hero", "actor": "hero", "at": [1, 1]}],
  "script": [{"turn": 1, "do": "afflict", "id": "hero", "status": "poisoned", "turns": 5}]
})";
    return d + "/poisoned.scenario.json";
}

Run tune(const std::string& scenario, const std::string& vary, const std::string& target,
         std::vector<std::string> more = {}, const std::string& turns = "10")
{
    std::vector<std::string> args = {"tune", scenario, "--vary", vary, "--target", target, "--runs", "20", "--turns",
                                      turns};
    args.insert(args.end(), more.begin(), more.end());
    return run(args);
}

std::string lastLine(const std::string& text)
{
    const std::size_t end = text.find_last_not_of('\n');
    return text.substr(text.rfind('\n', end) + 1, end - text.rfind('\n', end));
}
} // namespace

class TestCliTune : public QObject {
    Q_OBJECT
private slots:
    void thePoisonForATargetHealth()
    {
        QTemporaryDir dir;
        // 30 - 5t = 12 at t = 3.6: 15 at 3, 10 at 4; 10 is nearer.
        const Run r = tune(poisonedHero(dir), "statuses.poisoned.tick.amount=0..5", "value:health@hero=12");
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(lastLine(r.out),
                 std::string("statuses.poisoned.tick.amount = 4: value:health@hero mean 10 (95% interval 10 .. 10)"));
        // Tried 0, 5, 2, 3, 4: five batches, ceil(log2 6) + 2.
        QVERIFY2(r.out.find("  0      20    30    30 .. 30\n  5      20    5     5 .. 5\n  2      20    20    20 .. 20\n"
                            "  3      20    15    15 .. 15\n  4      20    10    10 .. 10\n")
                     != std::string::npos,
                 r.out.c_str());
    }

    void theHealthForATargetStopsOnTheExactHit()
    {
        QTemporaryDir dir;
        // He ends with H - 5: 37 at H = 42, found after 10, 100, 55, 32, 43, 37, 40, 41 (nine batches,
        // ceil(log2 91) + 2).
        const std::string json = dir.filePath("tune.json").toStdString();
        const Run r = tune(poisonedHero(dir), "actors.hero.stats.health=10..100", "value:health@hero=37",
                           {"--json", json});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(lastLine(r.out),
                 std::string("actors.hero.stats.health = 42: value:health@hero mean 37 (95% interval 37 .. 37)"));
        const rb::Json j = rb::Json::parse(rb::test::readFile(json));
        QCOMPARE(j["answer"].get<int>(), 42);
        QCOMPARE(j["tried"].size(), std::size_t(9));
        QCOMPARE(j["tried"][8]["value"].get<int>(), 42);
    }

    void aTargetOutOfReachExitsOne()
    {
        QTemporaryDir dir;
        const Run r = tune(poisonedHero(dir), "statuses.poisoned.tick.amount=0..5", "value:health@hero=31");
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QVERIFY2(r.out.find("the mean of value:health@hero is 30 at 0 and 5 at 5, and 31 is not between them")
                     != std::string::npos,
                 r.out.c_str());
    }

    void anEndThatDoesNotBuildExitsTwo()
    {
        QTemporaryDir dir;
        const Run r = tune(poisonedHero(dir), "actors.hero.stats.health=-5..10", "value:health@hero=3");
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.out.find("actors.hero.stats.health = -5 does not build:") != std::string::npos, r.out.c_str());
        QVERIFY(r.out.find("health -5 is below its min 0") != std::string::npos);
    }

    void aNumberInsideAFormula()
    {
        QTemporaryDir dir;
        const std::string scenario = poisonedHero(dir);
        const std::string contentPath = dir.filePath("demo.rules.json").toStdString();
        rb::Json content = rb::Json::parse(rb::test::readFile(contentPath));
        for (rb::Json& s : content["statuses"])
            if (s["name"] == "poisoned")
                s["tick"]["amount"] = "=max(0, 1) * 1 - 1 + 1";
        std::ofstream(contentPath) << content.dump(2);
        // #5, the last 1, is the tick as the plain field was: the same answer as thePoisonForATargetHealth.
        const std::string d = dir.path().toStdString();
        const Run r = tune(scenario, "statuses.poisoned.tick.amount#5=0..5", "value:health@hero=12",
                           {"--threads", "1", "--json", d + "/1.json"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(lastLine(r.out),
                 std::string("statuses.poisoned.tick.amount#5 = 4: value:health@hero mean 10 (95% interval 10 .. 10)"));
        const Run three = tune(scenario, "statuses.poisoned.tick.amount#5=0..5", "value:health@hero=12",
                               {"--threads", "3", "--json", d + "/3.json"});
        QCOMPARE(three.out, r.out);
        QCOMPARE(rb::test::readFile(d + "/3.json"), rb::test::readFile(d + "/1.json"));
        // #3 is the factor: max(0, 1) * v - 1 + 1 is v again, worked out in play.
        const Run times = tune(scenario, "statuses.poisoned.tick.amount#3=0..5", "value:health@hero=12");
        QCOMPARE(times.code, rb::cli::kExitClean);
        QCOMPARE(lastLine(times.out),
                 std::string("statuses.poisoned.tick.amount#3 = 4: value:health@hero mean 10 (95% interval 10 .. 10)"));
        // Refused before anything runs: past its numbers, and # on what is no formula.
        const Run past = tune(scenario, "statuses.poisoned.tick.amount#6=0..5", "value:health@hero=12");
        QCOMPARE(past.code, rb::cli::kExitUnusable);
        QVERIFY2(past.err.find("is the formula \"=max(0, 1) * 1 - 1 + 1\", which has 5 numbers, counted from 1: no #6")
                     != std::string::npos,
                 past.err.c_str());
        const Run plain = tune(scenario, "actors.hero.stats.health#1=10..20", "value:health@hero=12");
        QCOMPARE(plain.code, rb::cli::kExitUnusable);
        QVERIFY2(plain.err.find("actors.hero.stats.health is 30, not a formula") != std::string::npos, plain.err.c_str());
    }

    void theBytesDoNotDependOnTheThreads()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::string skirmish = kDemo + "skirmish.scenario.json";
        const Run one = tune(skirmish, "actors.rat king.stats.health=10..40", "turn:death@king=15",
                             {"--threads", "1", "--csv", d + "/1.csv", "--json", d + "/1.json"}, "60");
        const Run three = tune(skirmish, "actors.rat king.stats.health=10..40", "turn:death@king=15",
                               {"--threads", "3", "--csv", d + "/3.csv", "--json", d + "/3.json"}, "60");
        QCOMPARE(one.code, rb::cli::kExitClean);
        QCOMPARE(one.out, three.out);
        QCOMPARE(rb::test::readFile(d + "/1.csv"), rb::test::readFile(d + "/3.csv"));
        QCOMPARE(rb::test::readFile(d + "/1.json"), rb::test::readFile(d + "/3.json"));
        QVERIFY(rb::Json::parse(rb::test::readFile(d + "/1.json"))["tried"].size() <= 7); // ceil(log2 31) + 2
    }

    void mistakesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const auto add = [](const char* name, QStringList args, const char* says) {
            QTest::newRow(name) << args << QString(says);
        };
        const QString amount = "statuses.poisoned.tick.amount=0..5";
        add("a list", {"--vary", "statuses.poisoned.tick.amount=1,2,3", "--target", "won=1"}, "not a list of values");
        add("a bad path", {"--vary", "statuses.poisond.tick.amount=0..5", "--target", "won=1"},
            "nothing named \"poisond\" (did you mean \"poisoned\"?)");
        add("a range going down", {"--vary", "statuses.poisoned.tick.amount=5..0", "--target", "won=1"}, "A <= B");
        add("no value", {"--vary", amount, "--target", "won"}, "--target needs MEASURE=VALUE");
        add("not a number", {"--vary", amount, "--target", "won=half"}, "not \"won=half\"");
        add("unknown measure", {"--vary", amount, "--target", "wins=0.5"}, "unknown measure \"wins\"");
        add("no target", {"--vary", amount}, "needs a scenario, --vary, --target, --runs, --turns");
        add("unknown option", {"--vary", amount, "--target", "won=1", "--measure", "won"},
            "unknown option \"--measure\"");
    }

    void mistakesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        std::vector<std::string> a = {"tune", poisonedHero(dir), "--runs", "10", "--turns", "5", "--csv",
                                      dir.filePath("runs.csv").toStdString()};
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Run r = run(a);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
        QVERIFY(r.err.find("% of") == std::string::npos);
        QVERIFY(!QFile::exists(dir.filePath("runs.csv")));
    }
};

QTEST_APPLESS_MAIN(TestCliTune)
#include "test_cli_tune.moc"
