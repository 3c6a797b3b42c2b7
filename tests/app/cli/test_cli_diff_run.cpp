// `rulebench diff-run`: a scenario played with its own content and with
// another content file, the first differing turn printed diff style, and
// diff(1)'s exit codes: 0 the same, 1 different, 2 bad input.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "diagnostic_text.h"

#include <QProcess>
#include <QTemporaryDir>

#include <fstream>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kScenario = kDemo + "statuses.scenario.json";
const std::string kContent = kDemo + "demo.rules.json";

using rb::test::Run;
using rb::test::run;

QStringList lines(const std::string& s) { return QString::fromStdString(s).split('\n', Qt::SkipEmptyParts); }

// The demo content with `from` replaced by `to` (once, where it must be),
// written to `dir`.
std::string demoCopy(const QTemporaryDir& dir, const std::string& from, const std::string& to)
{
    std::string bytes = rb::test::readFile(kContent);
    if (bytes.find(from) == std::string::npos)
        return {};
    // Every occurrence, so a renamed definition's references follow it.
    for (std::size_t at = bytes.find(from); at != std::string::npos; at = bytes.find(from, at + to.size()))
        bytes.replace(at, from.size(), to);
    const std::string path = dir.filePath("other.rules.json").toStdString();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

// scorched ticks for 2 instead of 1.
const std::string kScorchTick = "\"name\": \"scorched\",\n      \"badge\": \"s\",\n      \"tick\": {\n"
                                "        \"kind\": \"thermal\",\n        \"amount\": 1";
} // namespace

class TestCliDiffRun : public QObject {
    Q_OBJECT
private slots:
    void sameContentExitsZeroWithOneLine()
    {
        const Run r = run({"diff-run", kScenario, "--content", kContent, "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.err), QString());
        QCOMPARE(QString::fromStdString(r.out),
                 QString::fromStdString("same for 6 turns: " + kContent + " and " + kContent + "\n"));
    }

    void changedStatusTickExitsOneWithTheFirstDifferingTurnAndItsEvents()
    {
        QTemporaryDir dir;
        const std::string twice = kScorchTick.substr(0, kScorchTick.size() - 1) + "2";
        const std::string other = demoCopy(dir, kScorchTick, twice);
        QVERIFY(!other.empty());
        const Run r = run({"diff-run", kScenario, "--content", other, "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QCOMPARE(QString::fromStdString(r.err), QString());
        const QStringList l = lines(r.out);
        QCOMPARE(l.value(0), QString::fromStdString("--- " + kContent));
        QCOMPARE(l.value(1), QString::fromStdString("+++ " + other));
        QCOMPARE(l.value(2), QString("@@ turn 1 @@"));
        // The first differing turn only: no later turn's heading.
        QCOMPARE(l.filter("@@").size(), 1);
        // The tick, in the log's words: what only the own content gives, what only OTHER gives.
        QVERIFY2(l.contains("-1: damage hero 1 thermal by king (tick of scorched)"), qPrintable(l.join('\n')));
        QVERIFY2(l.contains("+1: damage hero 2 thermal by king (tick of scorched)"), qPrintable(l.join('\n')));
        for (const QString& line : l.mid(3))
            QVERIFY2(line.startsWith("-1: ") || line.startsWith("+1: "), qPrintable(line));

        // --all: every differing turn, the first as above.
        const Run all = run({"diff-run", kScenario, "--content", other, "--turns", "6", "--all"});
        QCOMPARE(all.code, rb::cli::kExitErrors);
        QVERIFY(all.out.starts_with(r.out));
        QVERIFY(lines(all.out).filter("@@").size() > 1);
    }

    // The same inputs, the same bytes: in process and from the built rulebench-cli, run twice.
    void sameInputsGiveTheSameBytesAcrossProcesses()
    {
        QTemporaryDir dir;
        const std::string other = demoCopy(dir, kScorchTick, kScorchTick.substr(0, kScorchTick.size() - 1) + "3");
        QVERIFY(!other.empty());
        const std::vector<std::string> args = {"diff-run", kScenario, "--content", other, "--turns", "40", "--all"};
        const Run inProcess = run(args);
        QCOMPARE(inProcess.code, rb::cli::kExitErrors);
        QCOMPARE(run(args).out, inProcess.out);
        QStringList qargs;
        for (const std::string& a : args)
            qargs << QString::fromStdString(a);
        for (int i = 0; i < 2; ++i) {
            QProcess p;
            p.start(rb::test::siblingExecutable("rulebench-cli"), qargs);
            QVERIFY(p.waitForFinished(30000));
            QCOMPARE(p.exitCode(), rb::cli::kExitErrors);
            QCOMPARE(p.readAllStandardOutput().toStdString(), inProcess.out);
        }
    }

    void contentWithAnErrorExitsTwoWithTheDiagnostic()
    {
        QTemporaryDir dir;
        const std::string other = demoCopy(dir, "\"kind\": \"thermal\",\n        \"amount\": 1",
                                           "\"kind\": \"thermall\",\n        \"amount\": 1");
        QVERIFY(!other.empty());
        const Run r = run({"diff-run", kScenario, "--content", other, "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(QString::fromStdString(r.out), QString());
        // As validate prints it, named by the file it is in.
        const Run validate = run({"validate", other});
        QCOMPARE(validate.code, rb::cli::kExitErrors);
        QVERIFY(!validate.out.empty());
        for (const QString& line : lines(validate.out))
            QVERIFY2(lines(r.err).contains(line), r.err.c_str());
    }

    // A content file that is fine alone but lacks a name the scenario uses.
    void scenarioThatDoesNotBuildAgainstOtherExitsTwo()
    {
        QTemporaryDir dir;
        const std::string other = demoCopy(dir, "\"scorched\"", "\"singed\"");
        QVERIFY(!other.empty());
        QCOMPARE(run({"validate", other}).code, rb::cli::kExitClean);
        const Run r = run({"diff-run", kScenario, "--content", other, "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(QString::fromStdString(r.out), QString());
        QVERIFY2(r.err.starts_with(kScenario + ": ") && r.err.find("scorched") != std::string::npos, r.err.c_str());
    }

    void missingContentOrBadArgumentsExitTwoWithUsage()
    {
        const Run r = run({"diff-run", kScenario, "--turns", "6"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(QString::fromStdString(r.out), QString());
        QVERIFY2(r.err.starts_with("Usage: rulebench diff-run SCENARIO --content OTHER.rules.json --turns N"),
                 r.err.c_str());
        QCOMPARE(run({"diff-run", kScenario, "--content", kContent}).code, rb::cli::kExitUnusable); // no --turns
        QCOMPARE(run({"diff-run", kScenario, "--content"}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"diff-run", kScenario, "--content", kContent, "--turns", "x"}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"diff-run", kScenario, "--content", kContent, "--turns", "1", "--bogus"}).code,
                 rb::cli::kExitUnusable);
        const Run unreadable = run({"diff-run", kScenario, "--content", kDemo + "missing.rules.json", "--turns", "1"});
        QCOMPARE(unreadable.code, rb::cli::kExitUnusable);
        QVERIFY2(unreadable.err.find("missing.rules.json") != std::string::npos, unreadable.err.c_str());
    }

    void helpNamesItAndItsExitCodes()
    {
        const Run help = run({"--help"});
        QCOMPARE(help.code, rb::cli::kExitClean);
        QVERIFY(help.out.find("rulebench diff-run SCENARIO --content OTHER.rules.json --turns N") != std::string::npos);
        const Run own = run({"diff-run", "--help"});
        QCOMPARE(own.code, rb::cli::kExitClean);
        QVERIFY2(own.out.find("Exit 0 the same, 1 different, 2 bad input") != std::string::npos, own.out.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCliDiffRun)
#include "test_cli_diff_run.moc"
