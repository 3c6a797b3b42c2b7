// `rulebench sensitivity` on content whose answers are known exactly: the hero
// alone, poisoned for 5 turns, ends with 30 - 5 x the tick, so the tick one up
// moves his end health by exactly -5, his health one up by +1, his attack
// (no one to hit) by nothing — "no detectable effect" — and the rat, who is
// not in the scenario, is "never used" and not played. Then --fields, the
// same bytes at 1 and 3 threads, and mistakes refused before anything runs.
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

std::string lineOf(const std::string& out, const std::string& field)
{
    const std::size_t at = out.find("  " + field + " ");
    return at == std::string::npos ? std::string() : out.substr(at, out.find('\n', at) - at);
}
} // namespace

class TestCliSensitivity : public QObject {
    Q_OBJECT
private slots:
    void numbersThatMatterAndOnesThatCannot()
    {
        QTemporaryDir dir;
        const std::string json = dir.filePath("s.json").toStdString();
        const Run r = run({"sensitivity", poisonedHero(dir), "--measure", "value:health@hero", "--runs", "20",
                           "--turns", "10", "--json", json});
        QCOMPARE(r.code, rb::cli::kExitClean);
        // Both exact changes rank first (no spread: infinitely sure), in the file's order.
        QVERIFY2(r.out.find("run by run\n  field ") != std::string::npos, r.out.c_str());
        const std::size_t poison = r.out.find("  statuses.poisoned.tick.amount "), health = r.out.find("  actors.hero.stats.health ");
        QVERIFY(poison < health && health < r.out.find("no detectable effect"));
        QVERIFY(lineOf(r.out, "statuses.poisoned.tick.amount").find("1 -> 2") != std::string::npos);
        QVERIFY(lineOf(r.out, "statuses.poisoned.tick.amount").ends_with("-5 (-5 .. -5)"));
        QVERIFY(lineOf(r.out, "actors.hero.stats.health").ends_with("+1 (1 .. 1)"));
        QVERIFY(lineOf(r.out, "actors.hero.attack.roll").find(" 0 (0 .. 0) ") != std::string::npos);
        QVERIFY(lineOf(r.out, "actors.hero.attack.roll").ends_with("  no detectable effect"));
        QVERIFY(lineOf(r.out, "actors.rat.stats.health").ends_with("never used: actors rat came into play in no run"));
        QVERIFY(lineOf(r.out, "statuses.bleeding.tick.amount").ends_with("never used: statuses bleeding came into play in no run"));
        const rb::Json j = rb::Json::parse(rb::test::readFile(json));
        QCOMPARE(j["fields"][0]["change"]["value:health@hero"]["mean"].get<int>(), -5);
        QCOMPARE(j["fields"][0]["change"]["value:health@hero"]["pairs"].get<int>(), 20);
    }

    void aFieldThatStopsADeathIsDetectedByTheShare()
    {
        // Health never below 1: the rat king dies in every one of 40 runs, then in none, so no pair of
        // runs has his turn of death; the share of runs moves by -1, Newcombe's interval (python3, from
        // Wilson's 40 / (40 + 1.96^2) = 0.9124 .. 1 and 0 .. 0.0876): -1 + sqrt(2) 0.0876 = -0.8761, and -1 at most.
        QTemporaryDir dir;
        const std::string json = dir.filePath("s.json").toStdString();
        const Run r = run({"sensitivity", kDemo + "skirmish.scenario.json", "--measure", "turn:death@king", "--runs",
                           "40", "--turns", "60", "--fields", "stats.health.min", "--json", json});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY2(lineOf(r.out, "stats.health.min").ends_with("0 -> 1  -, happened -1 (-1 .. -0.8761)"), r.out.c_str());
        const rb::Json j = rb::Json::parse(rb::test::readFile(json));
        QVERIFY(j["fields"][0]["change"]["turn:death@king"].is_null());
        QVERIFY(j["fields"][0]["detectable"].get<bool>());
        QCOMPARE(j["fields"][0]["happened"]["turn:death@king"]["share_difference"].get<int>(), -1);
    }

    void onlyTheFieldsAskedForAndTheSameAtAnyThreads()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::vector<std::string> args = {"sensitivity", kDemo + "skirmish.scenario.json", "--measure",
                                               "turn:death@king", "--runs", "60", "--turns", "60", "--fields",
                                               "actors.rat king.stats.health", "stats.armor.min", "--csv"};
        std::vector<std::string> one = args, three = args;
        one.insert(one.end(), {d + "/1.csv", "--threads", "1"});
        three.insert(three.end(), {d + "/3.csv", "--threads", "3"});
        const Run a = run(one), b = run(three);
        QCOMPARE(a.code, rb::cli::kExitClean);
        QCOMPARE(a.out, b.out);
        QCOMPARE(rb::test::readFile(d + "/1.csv"), rb::test::readFile(d + "/3.csv"));
        QCOMPARE(std::count(a.out.begin(), a.out.end(), '\n'), 4); // header line, column line, two fields
        // A step past the field's bound is skipped with the build's reason: armour's default 0 below min 1.
        QVERIFY2(lineOf(a.out, "stats.armor.min").find("skipped: ") != std::string::npos, a.out.c_str());
        QVERIFY(lineOf(a.out, "stats.armor.min").find("below min 1") != std::string::npos);
    }

    void mistakesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown measure") << QStringList{"--measure", "wins"} << "unknown measure \"wins\"";
        QTest::newRow("a bad path") << QStringList{"--measure", "won", "--fields", "actors.hro.stats.health"}
                                    << "did you mean \"hero\"";
        QTest::newRow("no number there") << QStringList{"--measure", "won", "--fields", "actors.hero.color"}
                                         << "not a number or a dice roll";
        QTest::newRow("no paths") << QStringList{"--measure", "won", "--fields"} << "--fields needs at least one path";
        QTest::newRow("unknown option") << QStringList{"--measure", "won", "--field", "x"}
                                        << "unknown option \"--field\" (did you mean \"--fields\"?)";
    }

    void mistakesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        std::vector<std::string> a = {"sensitivity", poisonedHero(dir), "--runs", "5", "--turns", "5"};
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Run r = run(a);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
        QVERIFY(r.err.find("% of") == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCliSensitivity)
#include "test_cli_sensitivity.moc"
