// `rulebench validate`: one diagnostic a line, and the three exit codes.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"

#include <sstream>

namespace {
const std::string kData = rb::test::sourcePath("/tests/data/content/");

using rb::test::Run;
using rb::test::run;

int lineCount(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }
} // namespace

class TestCliValidate : public QObject {
    Q_OBJECT
private slots:
    void cleanFileExitsZero()
    {
        const Run r = run({"validate", rb::test::sourcePath("/resources/demo/demo.rules.json")});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.out), QString());
    }

    void everyMistakeOfAFileInOneRun()
    {
        const std::string file = kData + "five-mistakes.rules.json";
        const Run r = run({"validate", file});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        const QString out = QString::fromStdString(r.out);
        QCOMPARE(lineCount(r.out), 5);
        QVERIFY2(out.contains(QString::fromStdString(file + ": stats[1] \"health\": name: duplicate stat name \"health\"")), qPrintable(out));
        QVERIFY2(out.contains("stats[2] \"armor\": default: expected a whole number, got text \"high\""), qPrintable(out));
        QVERIFY2(out.contains("stats[3] \"focus\": defualt: unknown key \"defualt\" (did you mean \"default\"?)"), qPrintable(out));
        QVERIFY2(out.contains("damage_kinds[0] \"kinetic\": reduced_by: unknown stat \"armour\" (did you mean \"armor\"?)"), qPrintable(out));
        QVERIFY2(out.contains("flags[0] \"rooted\": colour: unknown key \"colour\""), qPrintable(out));
        for (const QString& line : out.split('\n', Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QString::fromStdString(file + ": ")), qPrintable(line));
    }

    void notJsonExitsTwoWithLineAndColumn()
    {
        const std::string file = kData + "not-json.rules.json";
        const Run r = run({"validate", file});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(QString::fromStdString(r.out).startsWith(QString::fromStdString(file + ":4:23: syntax error")), r.out.c_str());
    }

    void missingFileExitsTwo()
    {
        const Run r = run({"validate", kData + "no-such-file.rules.json"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY(r.out.find("cannot read") != std::string::npos);
    }

    void worstExitCodeOfSeveralFilesWins()
    {
        const Run r = run({"validate", kData + "five-mistakes.rules.json", kData + "no-such-file.rules.json",
                           rb::test::sourcePath("/resources/demo/demo.rules.json")});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(lineCount(r.out), 6);
    }

    void everySubcommandsHelpListsItsOptions()
    {
        const Run simulate = run({"simulate", "--help"});
        QCOMPARE(simulate.code, rb::cli::kExitClean);
        for (const char* line : {"  --turns N       how many turns to play", "  --seed S        play with this seed",
                                 "  --csv OUT       write turn,actor,stat,value", "  --until EVENT   stop after the turn",
                                 "  --save OUT      write the scenario with its play state"})
            QVERIFY2(simulate.out.find(std::string("\n") + line) != std::string::npos, line);
        QVERIFY(run({"diff-run", "--help"}).out.find("\n  --all           every differing turn") != std::string::npos);
        QVERIFY(run({"burst", "-h"}).out.find("\n  --radius R      its radius") != std::string::npos);
        QCOMPARE(run({"validate", "--help"}).out.find("Options:"), std::string::npos); // it takes none
    }

    void anUnknownOptionNamesItselfWithASuggestion()
    {
        const Run simulate = run({"simulate", rb::test::sourcePath("/resources/demo/grenade.scenario.json"), "--turn", "3"});
        QCOMPARE(simulate.code, rb::cli::kExitUnusable);
        QVERIFY2(simulate.err.starts_with("rulebench simulate: unknown option \"--turn\" (did you mean \"--turns\"?)\n"),
                 simulate.err.c_str());
        const Run diff = run({"diff-run", "x.scenario.json", "--contents", "y.rules.json", "--turns", "2"});
        QVERIFY2(diff.err.starts_with("rulebench diff-run: unknown option \"--contents\" (did you mean \"--content\"?)"),
                 diff.err.c_str());
        const Run validate = run({"validate", "--strict", rb::test::sourcePath("/resources/demo/demo.rules.json")});
        QCOMPARE(validate.code, rb::cli::kExitUnusable);
        QCOMPARE(validate.err, std::string("rulebench validate: unknown option \"--strict\"; validate takes none\n"));
        QCOMPARE(run({"simulat"}).err, std::string("rulebench: unknown command \"simulat\" (did you mean \"simulate\"?); "
                                                    "see rulebench --help\n"));
    }

    void noFilesIsAUsageError()
    {
        const Run r = run({"validate"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY(r.err.find("Usage") != std::string::npos);
    }

    void helpAndVersion()
    {
        const Run help = run({"--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.find("validate FILE...") != std::string::npos);
        const Run version = run({"--version"});
        QCOMPARE(version.code, 0);
        QVERIFY(version.out.rfind("rulebench ", 0) == 0);
        QVERIFY(rb::cli::isCommandLineRequest({"validate", "x"}));
        QVERIFY(!rb::cli::isCommandLineRequest({"some.rules.json"}));
    }

    // The loader and the published schema agree: what the schema accepts
    // validates clean, and what it refuses, the loader refuses too.
    void validFilesValidateClean_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(rb::test::sourceFile("/tests/data/valid")).entryList({"*.json"}))
            QTest::newRow(qPrintable(f)) << rb::test::sourceFile("/tests/data/valid/") + f;
    }
    void validFilesValidateClean()
    {
        QFETCH(QString, file);
        const Run r = run({"validate", file.toStdString()});
        QVERIFY2(r.code == 0 && r.out.empty(), r.out.c_str());
    }

    void schemaInvalidFilesFailValidation_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(rb::test::sourceFile("/tests/data/schema-invalid")).entryList({"*.json"}))
            QTest::newRow(qPrintable(f)) << rb::test::sourceFile("/tests/data/schema-invalid/") + f;
    }
    void schemaInvalidFilesFailValidation()
    {
        QFETCH(QString, file);
        const Run r = run({"validate", file.toStdString()});
        QVERIFY2(r.code == rb::cli::kExitErrors, r.out.c_str());
        QVERIFY(!r.out.empty());
    }

    void schemaIsThePublishedFile()
    {
        const Run r = run({"schema"});
        QCOMPARE(r.code, 0);
        QFile published(rb::test::sourceFile("/resources/schema/rulebench.schema.json"));
        QVERIFY(published.open(QIODevice::ReadOnly));
        QCOMPARE(QByteArray::fromStdString(r.out), published.readAll());
    }

    void unknownCommandIsAUsageError()
    {
        const Run r = run({"--frobnicate"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
    }
};

QTEST_APPLESS_MAIN(TestCliValidate)
#include "test_cli_validate.moc"
