// `rulebench compare`: the same content gives a difference of exactly 0 and
// exit 0, a tougher rat king changes the measures it should (exit 1) and not
// the ones it cannot, a weaker hero who dies in a few runs where he never did
// is "changed" though no pair of runs has his death (exit 1), the bytes do not depend on the threads, --confidence 99
// widens the intervals, and every mistake is refused with its reason (exit 2)
// before anything runs.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"
#include "rulebench/batch/sweep.h"

#include <QTemporaryDir>

#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kSkirmish = kDemo + "skirmish.scenario.json";

using rb::test::Run;
using rb::test::run;

// The demo's content with one path set, written to `file`.
std::string demoWith(const std::string& file, const std::string& vary)
{
    std::string why;
    const std::optional<rb::Vary> v = rb::parseVary(vary, why);
    std::ofstream(file) << rb::variedContent(rb::test::readFile(kDemo + "demo.rules.json"), *v, v->values[0], why);
    return file;
}

std::vector<std::string> compareArgs(const std::string& other, std::vector<std::string> more)
{
    std::vector<std::string> args = {"compare", kSkirmish, "--content", other, "--runs", "300", "--turns", "60",
                                     "--measure", "turn:death@king", "value:health@hero", "done:cull the rats"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}
} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT
private slots:
    void theSameContentDiffersByExactlyNothing()
    {
        const Run r = run(compareArgs(kDemo + "demo.rules.json", {"--threads", "2"}));
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY2(r.out.find("turn:death@king     300    0                0 .. 0        0 (-0.01264 .. 0.01264)        "
                            "no detectable change")
                     != std::string::npos,
                 r.out.c_str());
        QVERIFY(r.out.find("changed\n") == std::string::npos);
    }

    void aTougherKingChangesHowLongHeLasts()
    {
        QTemporaryDir dir;
        const std::string tough = demoWith(dir.filePath("tough.rules.json").toStdString(),
                                           "actors.rat king.stats.health=36");
        const Run r = run(compareArgs(tough, {"--threads", "2"}));
        QCOMPARE(r.code, rb::cli::kExitErrors);
        const auto line = [&](const std::string& measure) {
            const std::size_t table = r.out.find("run by run:");
            const std::size_t at = r.out.find("  " + measure + " ", table);
            return r.out.substr(at, r.out.find('\n', at) - at);
        };
        // 12 more health against the hero's 1d6+4 less 2 armour: about 3 more turns.
        QVERIFY2(line("turn:death@king").ends_with("changed") && line("turn:death@king").find("no detectable")
                     == std::string::npos, r.out.c_str());
        QVERIFY(r.out.find(tough + " minus " + kDemo + "demo.rules.json") != std::string::npos);
    }

    void aDeathOnlyTheEditBringsIsAChange()
    {
        QTemporaryDir dir;
        const std::string weak = demoWith(dir.filePath("weak.rules.json").toStdString(), "actors.hero.stats.health=10");
        const std::string json = dir.filePath("weak.json").toStdString();
        const Run r = run({"compare", kSkirmish, "--content", weak, "--runs", "500", "--turns", "60", "--measure",
                           "turn:death@hero", "--threads", "2", "--json", json});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        // Never in 500 runs, then in 7: no pair of runs has a turn of death on both sides, but the share moved
        // by +0.014, Newcombe's interval (python3, from Wilson's 0 .. 0.007624 and 0.006798 .. 0.02861 of 7/500)
        // 0.003512 .. 0.02861.
        QVERIFY2(r.out.find("  turn:death@hero  0                                     +0.014 (0.003512 .. 0.02861)   "
                            "changed\n")
                     != std::string::npos,
                 r.out.c_str());
        const rb::Json j = rb::Json::parse(rb::test::readFile(json));
        const rb::Json& m = j["compared"]["turn:death@hero"];
        QCOMPARE(m["content"]["happened"].get<int>(), 0);
        QCOMPARE(m["other"]["happened"].get<int>(), 7);
        QVERIFY(m["difference"].is_null());
        QCOMPARE(m["happened"]["share_difference"].get<double>(), 0.014);
        QVERIFY(std::abs(m["happened"]["interval"][0].get<double>() - 0.0035117971) < 1e-9);
        QCOMPARE(m["verdict"].get<std::string>(), std::string("changed"));
        QVERIFY(j["changed"].get<bool>());
    }

    void theBytesDoNotDependOnTheThreads()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::string tough = demoWith(d + "/tough.rules.json", "actors.rat king.stats.health=36");
        const Run one = run(compareArgs(tough, {"--threads", "1", "--csv", d + "/1.csv", "--json", d + "/1.json"}));
        const Run three = run(compareArgs(tough, {"--threads", "3", "--csv", d + "/3.csv", "--json", d + "/3.json"}));
        QCOMPARE(one.code, three.code);
        QCOMPARE(one.out, three.out);
        QCOMPARE(rb::test::readFile(d + "/1.csv"), rb::test::readFile(d + "/3.csv"));
        QCOMPARE(rb::test::readFile(d + "/1.json"), rb::test::readFile(d + "/3.json"));
        // A row a run and side, the same seeds on both sides.
        const rb::Json j = rb::Json::parse(rb::test::readFile(d + "/1.json"));
        QCOMPARE(j["per_run"]["content"].size(), std::size_t(300));
        for (std::size_t r = 0; r < 300; ++r)
            QCOMPARE(j["per_run"]["content"][r][1], j["per_run"]["other"][r][1]);
        QCOMPARE(j["compared"]["turn:death@king"]["verdict"].get<std::string>(), std::string("changed"));
    }

    void ninetyNinePercentIntervalsAreWider()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::string tough = demoWith(d + "/tough.rules.json", "actors.rat king.stats.health=36");
        run(compareArgs(tough, {"--json", d + "/95.json"}));
        const Run r99 = run(compareArgs(tough, {"--json", d + "/99.json", "--confidence", "99"}));
        QVERIFY(r99.out.find("99% interval") != std::string::npos);
        const rb::Json a = rb::Json::parse(rb::test::readFile(d + "/95.json"));
        const rb::Json b = rb::Json::parse(rb::test::readFile(d + "/99.json"));
        const auto width = [](const rb::Json& j) {
            const rb::Json& i = j["compared"]["turn:death@king"]["difference"]["interval"];
            return i[1].get<double>() - i[0].get<double>();
        };
        // The same mean and sd; the width in the ratio of t(299) at 0.995 and 0.975: 2.592371884 / 1.967929669.
        QCOMPARE(a["compared"]["turn:death@king"]["difference"]["mean"],
                 b["compared"]["turn:death@king"]["difference"]["mean"]);
        QVERIFY(std::abs(width(b) / width(a) - 2.592371884 / 1.967929669) < 1e-5);
    }

    void mistakesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const auto add = [](const char* name, QStringList args, const char* says) {
            QTest::newRow(name) << args << QString(says);
        };
        add("no other content", {"--runs", "10", "--turns", "5", "--measure", "won"},
            "needs a scenario, --content, --runs, --turns and --measure");
        add("unreadable content", {"--content", "/no/such.rules.json", "--runs", "10", "--turns", "5", "--measure",
                                   "won"}, "/no/such.rules.json");
        add("content with errors", {"--content", "BROKEN", "--runs", "10", "--turns", "5", "--measure", "won"},
            "unknown");
        add("unknown measure", {"--content", "DEMO", "--runs", "10", "--turns", "5", "--measure", "wins"},
            "unknown measure \"wins\"");
        add("bad confidence", {"--content", "DEMO", "--runs", "10", "--turns", "5", "--measure", "won",
                               "--confidence", "90"}, "--confidence is 95 or 99");
        add("no runs", {"--content", "DEMO", "--runs", "0", "--turns", "5", "--measure", "won"},
            "--runs needs a whole number from 1");
        add("unknown option", {"--content", "DEMO", "--runs", "3", "--turns", "5", "--measure", "won", "--confidense",
                               "99"}, "unknown option \"--confidense\" (did you mean \"--confidence\"?)");
    }

    void mistakesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const std::string broken = demoWith(dir.filePath("broken.rules.json").toStdString(),
                                            "actors.rat.attack.kind=plasma");
        std::vector<std::string> a = {"compare", kSkirmish, "--csv", dir.filePath("runs.csv").toStdString()};
        for (const QString& s : args)
            a.push_back(s == "BROKEN" ? broken : s == "DEMO" ? kDemo + "demo.rules.json" : s.toStdString());
        const Run r = run(a);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
        QVERIFY(r.err.find("% of") == std::string::npos); // no run started
        QVERIFY(!QFile::exists(dir.filePath("runs.csv")));
    }
};

QTEST_APPLESS_MAIN(TestCliCompare)
#include "test_cli_compare.moc"
