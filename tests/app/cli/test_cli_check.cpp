// `rulebench check EXPECT.json`: pass, fail and undecided lines with exit 0
// and 1, the scenario found relative to the file, the same lines at 1 and 3
// threads, --junit's XML read back (a suite of two cases, one failure), and a bad file refused with its reason (exit 2) before anything runs.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/run_record.h"

#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

using rb::test::Run;
using rb::test::run;

// EXPECT.json in a folder of its own beside a copy of the demo, naming the skirmish relative to itself.
std::string expect(const QTemporaryDir& dir, const std::string& json)
{
    const std::string d = dir.path().toStdString();
    std::ofstream(d + "/demo.rules.json") << rb::test::readFile(kDemo + "demo.rules.json");
    std::ofstream(d + "/skirmish.scenario.json") << rb::test::readFile(kDemo + "skirmish.scenario.json");
    std::ofstream(d + "/balance.expect.json") << json;
    return d + "/balance.expect.json";
}

const char* kPasses = R"([
  {"scenario": "skirmish.scenario.json", "measure": "won", "runs": 40, "turns": 60, "mean": {"at_least": 0.9}},
  {"scenario": "skirmish.scenario.json", "measure": "lost", "runs": 40, "turns": 60, "mean": {"at_most": 0}}
])";
} // namespace

class TestCliCheck : public QObject {
    Q_OBJECT
private slots:
    void allPassExitsZero()
    {
        QTemporaryDir dir;
        const Run r = run({"check", expect(dir, kPasses), "--threads", "2"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        // Won in 40 of 40: Wilson's 40 / (40 + 1.96^2) = 0.9124 .. 1. Lost in none: "at most 0" is judged
        // on the runs, with how often it could still happen: 1.96^2 / (40 + 1.96^2) = 8.762%, shown as 8.8%.
        QCOMPARE(r.out, std::string("pass: skirmish.scenario.json: won mean 1 (95% interval 0.9124 .. 1) lies within "
                                    "at least 0.9 (40 runs)\n"
                                    "pass: skirmish.scenario.json: lost happened in 0 of 40 runs; at most 8.8% at 95%: "
                                    "within at most 0, judged on the runs\n"));
    }

    void aFailAndAnUndecidedExitOne()
    {
        QTemporaryDir dir;
        const std::string file = expect(dir, R"([
  {"scenario": "skirmish.scenario.json", "measure": "won", "runs": 40, "turns": 60, "mean": {"at_most": 0.5}},
  {"scenario": "skirmish.scenario.json", "measure": "turn:death@king", "runs": 50, "turns": 60, "seed": 5,
   "max_runs": 150, "mean": {"at_least": 17, "at_most": 17.5}},
  {"scenario": "skirmish.scenario.json", "measure": "turn:health@hero>1000", "runs": 20, "turns": 60,
   "mean": {"at_least": 1}}
])");
        const std::string json = dir.filePath("results.json").toStdString();
        const Run one = run({"check", file, "--threads", "1", "--json", json});
        const Run three = run({"check", file, "--threads", "3"});
        QCOMPARE(one.code, rb::cli::kExitErrors);
        QCOMPARE(one.out, three.out);
        QVERIFY2(one.out.find("fail: skirmish.scenario.json: won mean 1 (95% interval 0.9124 .. 1) lies outside at "
                              "most 0.5 (40 runs)\n")
                     != std::string::npos,
                 one.out.c_str());
        QVERIFY(one.out.find("is undecided against 17 .. 17.5 after 150 runs (max_runs)") != std::string::npos);
        QVERIFY(one.out.find("fail: skirmish.scenario.json: turn:health@hero>1000 was present in no run (20 runs)")
                != std::string::npos);
        const rb::Json j = rb::Json::parse(rb::test::readFile(json));
        QCOMPARE(j["results"][1]["verdict"].get<std::string>(), std::string("undecided"));
        QCOMPARE(j["results"][1]["runs"].get<int>(), 150);
        // What was run: the file, how run seeds are made, the command; each expectation's content with the
        // fingerprint of its scenario's and content's bytes, its seed (its own, or the scenario's 11) and turns.
        const std::string d = dir.path().toStdString();
        QCOMPARE(j["expectations"].get<std::string>(), file);
        QCOMPARE(j["run_seeds"].get<std::string>(), std::string(rb::kRunSeedRule));
        QCOMPARE(j["command"].get<std::string>(), "rulebench check " + file);
        const std::string print = rb::fingerprint(rb::test::readFile(d + "/skirmish.scenario.json"),
                                                  rb::test::readFile(d + "/demo.rules.json"));
        for (const rb::Json& r : j["results"]) {
            QCOMPARE(r["fingerprint"].get<std::string>(), print);
            QCOMPARE(r["content"].get<std::string>(), d + "/demo.rules.json");
            QCOMPARE(r["turns"].get<int>(), 60);
        }
        QCOMPARE(j["results"][0]["seed"].get<int>(), 11);
        QCOMPARE(j["results"][1]["seed"].get<int>(), 5);
        const std::string page = dir.filePath("check.html").toStdString();
        QCOMPARE(run({"report", json, "-o", page}).code, rb::cli::kExitClean);
        const std::string html = rb::test::readFile(page);
        for (const std::string& shown : {print, std::string(rb::kRunSeedRule), "rulebench check " + file + " --json " + json})
            QVERIFY2(html.find(shown) != std::string::npos, shown.c_str());
    }

    // Two expectations, one failing: a suite of two cases with one failure, read back as XML.
    void junitIsASuiteOfTwoCasesWithOneFailure()
    {
        QTemporaryDir dir;
        const std::string file = expect(dir, R"([
  {"scenario": "skirmish.scenario.json", "measure": "won", "runs": 40, "turns": 60, "mean": {"at_least": 0.9}},
  {"scenario": "skirmish.scenario.json", "measure": "won", "runs": 40, "turns": 60, "mean": {"at_most": 0.5}}
])");
        const std::string xml = dir.filePath("results.xml").toStdString();
        const Run r = run({"check", file, "--threads", "2", "--junit", xml});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QXmlStreamReader reader(QByteArray::fromStdString(rb::test::readFile(xml)));
        int suites = 0, cases = 0, failures = 0;
        QStringList names, messages;
        QString suiteTests, suiteFailures;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto attr = reader.attributes();
            if (reader.name() == u"testsuite") {
                ++suites;
                suiteTests = attr.value("tests").toString();
                suiteFailures = attr.value("failures").toString();
            } else if (reader.name() == u"testcase") {
                ++cases;
                names << attr.value("name").toString();
                bool seconds = false;
                QVERIFY(attr.value("time").toDouble(&seconds) >= 0);
                QVERIFY(seconds);
            } else if (reader.name() == u"failure") {
                ++failures;
                messages << attr.value("message").toString();
                QCOMPARE(attr.value("type").toString(), QString("outside"));
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(suites, 1);
        QCOMPARE(cases, 2);
        QCOMPARE(failures, 1);
        QCOMPARE(suiteTests, QString("2"));
        QCOMPARE(suiteFailures, QString("1"));
        QCOMPARE(names, QStringList({"skirmish.scenario.json: won", "skirmish.scenario.json: won"}));
        QCOMPARE(messages.front(), QString("fail: skirmish.scenario.json: won mean 1 (95% interval 0.9124 .. 1) lies "
                                           "outside at most 0.5 (40 runs)"));
    }

    void mistakesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("not JSON") << "[{" << "not JSON";
        QTest::newRow("not a list") << R"({"scenario": "x"})" << "a list of expectations";
        QTest::newRow("unknown key") << R"([{"scenario": "skirmish.scenario.json", "measure": "won", "runs": 5,
            "turns": 5, "mean": {"at_least": 1}, "seeed": 3}])" << "expectation 1: unknown key \"seeed\"";
        QTest::newRow("no scenario file") << R"([{"scenario": "nowhere.scenario.json", "measure": "won", "runs": 5,
            "turns": 5, "mean": {"at_least": 1}}])" << "nowhere.scenario.json";
        QTest::newRow("unknown measure") << R"([{"scenario": "skirmish.scenario.json", "measure": "wins", "runs": 5,
            "turns": 5, "mean": {"at_least": 1}}])" << "unknown measure \"wins\"";
        QTest::newRow("bounds the wrong way") << R"([{"scenario": "skirmish.scenario.json", "measure": "won",
            "runs": 5, "turns": 5, "mean": {"at_least": 0.6, "at_most": 0.4}}])" << "at_least 0.6 is above at_most 0.4";
    }

    void mistakesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QString, json);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const Run r = run({"check", expect(dir, json.toStdString())});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(says.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
        QVERIFY(r.err.find("% of") == std::string::npos);
        QCOMPARE(run({"check"}).err.find("needs an expectations file, EXPECT.json") != std::string::npos, true);
    }
};

QTEST_APPLESS_MAIN(TestCliCheck)
#include "test_cli_check.moc"
