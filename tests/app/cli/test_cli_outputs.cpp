// The command line never writes over an input by accident: an output (--csv,
// --json, --save, -o) that is one of the command's inputs, however it is
// spelled (a link, ../, an absolute path), is refused before anything runs,
// naming both, and so are two outputs on one file and an output that cannot
// be written. format and merge-content without -o rewrite their input on
// purpose, and say so in their help.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "file_bytes.h"

#include <QTemporaryDir>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {
using rb::test::Run;
using rb::test::run;

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::string demo; // a copy of the demo folder

    std::string at(const std::string& name) const { return demo + "/" + name; }

    // `args` is refused with exit 2 before anything runs: nothing on standard
    // output, `said` on standard error, and every file in `untouched` as it was.
    void expectRefused(const std::vector<std::string>& args, const std::string& said,
                       const std::vector<std::string>& untouched)
    {
        std::vector<std::string> before;
        for (const std::string& file : untouched)
            before.push_back(readFile(file));
        const Run r = run(args);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.out.empty(), r.out.c_str());
        QVERIFY2(has(r.err, said), r.err.c_str());
        for (std::size_t i = 0; i < untouched.size(); ++i)
            QVERIFY2(readFile(untouched[i]) == before[i], untouched[i].c_str());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir.isValid());
        demo = dir.filePath(QStringLiteral("demo")).toStdString();
        QVERIFY(rb::test::copyDemoTo(QString::fromStdString(demo)));
    }

    void simulateRefusesItsContentAsTheCsv()
    {
        const std::string content = at("demo.rules.json"), scenario = at("statuses.scenario.json");
        expectRefused({"simulate", scenario, "--turns", "5", "--csv", content},
                      "rulebench simulate: --csv " + content + " is the content file the scenario names ("
                          + content + "); writing there would replace it",
                      {content, scenario});
    }

    void simulateRefusesItsScenarioHoweverSpelled()
    {
        const std::string scenario = at("statuses.scenario.json");
        const std::string roundabout = demo + "/../demo/./statuses.scenario.json";
        expectRefused({"simulate", scenario, "--turns", "5", "--csv", roundabout},
                      "--csv " + roundabout + " is the scenario (" + scenario + ")", {scenario});
        // --save onto its own scenario, and through a link.
        expectRefused({"simulate", scenario, "--turns", "5", "--save", scenario}, "--save " + scenario + " is the scenario",
                      {scenario});
        const std::string link = at("link.scenario.json");
        std::filesystem::create_symlink(scenario, link);
        expectRefused({"simulate", link, "--turns", "5", "--save", scenario}, "is the scenario", {scenario});
    }

    void batchRefusesTheScenarioAsTheJson()
    {
        const std::string scenario = at("skirmish.scenario.json");
        expectRefused({"batch", scenario, "--runs", "4", "--turns", "10", "--measure", "won", "--json", scenario},
                      "rulebench batch: --json " + scenario + " is the scenario", {scenario});
    }

    void compareRefusesTheOtherContent()
    {
        const std::string other = dir.filePath(QStringLiteral("other.rules.json")).toStdString();
        std::filesystem::copy_file(at("demo.rules.json"), other, std::filesystem::copy_options::overwrite_existing);
        expectRefused({"compare", at("skirmish.scenario.json"), "--content", other, "--runs", "4", "--turns", "10",
                       "--measure", "won", "--csv", other},
                      "--csv " + other + " is the other content file (--content)", {other});
    }

    void mergeRefusesAShard()
    {
        const std::string shard = dir.filePath(QStringLiteral("shard1.json")).toStdString();
        QCOMPARE(run({"batch", at("skirmish.scenario.json"), "--runs", "4", "--turns", "10", "--measure", "won",
                      "--shard", "1/2", "--json", shard})
                     .code,
                 rb::cli::kExitClean);
        expectRefused({"merge", shard, "--csv", shard}, "rulebench merge: --csv " + shard + " is a shard", {shard});
    }

    void mergeContentRefusesAnInputAsItsOutput()
    {
        const std::string base = at("demo.rules.json");
        const std::string theirs = dir.filePath(QStringLiteral("theirs.rules.json")).toStdString();
        std::filesystem::copy_file(base, theirs, std::filesystem::copy_options::overwrite_existing);
        expectRefused({"merge-content", base, base, theirs, "-o", theirs}, "-o " + theirs + " is THEIRS", {theirs});
        const Run help = run({"merge-content", "--help"});
        QVERIFY2(has(help.out, "replaces OURS, as a merge driver's must"), help.out.c_str());
    }

    void checkRefusesAScenarioItNames()
    {
        const std::string expect = at("balance.expect.json");
        std::ofstream(expect) << R"([{"scenario": "skirmish.scenario.json", "measure": "won", "runs": 10, "turns": 20,
                                     "mean": {"at_least": 0.5}}])";
        expectRefused({"check", expect, "--json", at("demo.rules.json")},
                      "--json " + at("demo.rules.json") + " is the content file of a scenario it names",
                      {at("demo.rules.json")});
        expectRefused({"check", expect, "--json", expect}, "is the expectations file", {expect});
    }

    void twoOutputsOnOneFileAreRefused()
    {
        const std::string out = dir.filePath(QStringLiteral("both.txt")).toStdString();
        expectRefused({"batch", at("skirmish.scenario.json"), "--runs", "4", "--turns", "10", "--measure", "won",
                       "--csv", out, "--json", out},
                      "--csv " + out + " and --json " + out + " are one file", {});
        QVERIFY(!std::filesystem::exists(out));
    }

    // Found out before the first run, not after every run was played.
    void anOutputThatCannotBeWrittenStopsItBeforeTheRuns()
    {
        const std::string gone = dir.filePath(QStringLiteral("gone")).toStdString();
        const std::string csv = dir.filePath(QStringLiteral("early.csv")).toStdString();
        std::ofstream(csv) << "the old file\n";
        expectRefused({"batch", at("skirmish.scenario.json"), "--runs", "4", "--turns", "10", "--measure", "won",
                       "--csv", csv, "--json", gone + "/summary.json"},
                      gone + "/summary.json: cannot write the report: the folder " + gone + " does not exist", {csv});
        const Run r = run({"batch", at("skirmish.scenario.json"), "--runs", "4", "--turns", "10", "--measure", "won",
                           "--json", gone + "/summary.json"});
        QVERIFY2(!has(r.err, "% of"), r.err.c_str()); // no progress: no run was played
        expectRefused({"simulate", at("cull.scenario.json"), "--turns", "5", "--save", demo},
                      demo + ": cannot write the scenario: it is a folder, not a file", {});
        expectRefused({"tune", at("skirmish.scenario.json"), "--vary", "stats.health.max=5..50", "--target", "won=0.5",
                       "--runs", "4", "--turns", "10", "--json", gone + "/t.json"},
                      "cannot write the tuning: the folder", {});
        expectRefused({"sensitivity", at("skirmish.scenario.json"), "--measure", "won", "--runs", "4", "--turns", "10",
                       "--csv", demo},
                      "cannot write the fields: it is a folder, not a file", {});
    }

    // Its purpose is to rewrite what it reads: format goes on doing so, and says so.
    void formatRewritesItsInputOnPurpose()
    {
        const Run help = run({"format", "--help"});
        QVERIFY2(has(help.out, "each file given is rewritten in place"), help.out.c_str());
    }

    void aFolderIsCalledAFolder()
    {
        const Run validate = run({"validate", demo});
        QCOMPARE(validate.code, rb::cli::kExitUnusable);
        QVERIFY2(has(validate.out, demo + ": cannot read: it is a folder, not a file"), validate.out.c_str());
        QVERIFY2(!has(validate.out + validate.err, "empty"), validate.out.c_str());
        const Run format = run({"format", demo});
        QCOMPARE(format.code, rb::cli::kExitUnusable);
        QCOMPARE(format.out, std::string());
        QVERIFY2(has(format.err, demo + ": cannot read: it is a folder, not a file"), format.err.c_str());
        const Run simulate = run({"simulate", demo, "--turns", "1"});
        QVERIFY2(has(simulate.err, "it is a folder, not a file"), simulate.err.c_str());
    }

    void formatSaysItsProblemsOnStandardError()
    {
        const std::string broken = dir.filePath(QStringLiteral("broken.rules.json")).toStdString();
        std::ofstream(broken) << "{\"format\": ";
        const Run r = run({"format", broken});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(r.out, std::string());
        QVERIFY2(has(r.err, "syntax error"), r.err.c_str());
    }

    // Outputs that are not files (/dev/null) may be shared, and are written straight.
    void devicesAreNoInputs()
    {
        const Run r = run({"batch", at("skirmish.scenario.json"), "--runs", "4", "--turns", "10", "--measure", "won",
                           "--csv", "/dev/null", "--json", "/dev/null"});
        QCOMPARE(r.code, rb::cli::kExitClean);
    }
};

QTEST_APPLESS_MAIN(TestCliOutputs)
#include "test_cli_outputs.moc"
