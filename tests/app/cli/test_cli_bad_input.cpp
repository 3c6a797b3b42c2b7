// The corpus of bad content files in tests/data/bad/: each answered by
// `rulebench validate` with its expected exit code and diagnostic, in process,
// so the sanitizer build runs it too. The manifest is tests/data/bad/expected.txt.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace {
const std::string kBad = rb::test::sourcePath("/tests/data/bad/");

struct Expected {
    std::string file;
    int code = 0;
    std::string substring;
};

std::vector<Expected> manifest()
{
    std::vector<Expected> out;
    std::ifstream in(kBad + "expected.txt");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.front() == '#')
            continue;
        const auto tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
        if (tab1 == std::string::npos || tab2 == std::string::npos)
            qFatal("expected.txt: a line without two tabs: %s", line.c_str());
        out.push_back({line.substr(0, tab1), std::stoi(line.substr(tab1 + 1, tab2 - tab1 - 1)), line.substr(tab2 + 1)});
    }
    return out;
}
} // namespace

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestCliBadInput : public QObject {
    Q_OBJECT
private slots:
    void manifestListsEveryFileOnce()
    {
        std::set<std::string> listed, onDisk;
        for (const auto& e : manifest())
            QVERIFY2(listed.insert(e.file).second, e.file.c_str());
        for (const auto& entry : std::filesystem::directory_iterator(kBad))
            if (entry.path().filename() != "expected.txt")
                onDisk.insert(entry.path().filename().string());
        QVERIFY2(listed.size() >= 40, "the corpus has at least 40 bad files");
        for (const auto& f : onDisk)
            QVERIFY2(listed.count(f), qPrintable(QString::fromStdString(f + " is not in expected.txt")));
        for (const auto& f : listed)
            QVERIFY2(onDisk.count(f), qPrintable(QString::fromStdString(f + " is listed but missing")));
    }

    void eachFileGetsItsExitCodeAndDiagnostic_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("substring");
        for (const auto& e : manifest())
            QTest::newRow(e.file.c_str()) << QString::fromStdString(e.file) << e.code << QString::fromStdString(e.substring);
    }

    void eachFileGetsItsExitCodeAndDiagnostic()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(QString, substring);
        std::ostringstream out, err;
        const int got = rb::cli::run({"validate", kBad + file.toStdString()}, out, err);
        const QString text = QString::fromStdString(out.str());
        QVERIFY2(text.contains(substring), qPrintable(text.left(2000)));
        QCOMPARE(got, code);
        QVERIFY2(err.str().empty(), err.str().c_str());
        // Every line is a diagnostic of this file, and a clean exit has no error.
        for (const QString& line : text.split('\n', Qt::SkipEmptyParts)) {
            QVERIFY2(line.startsWith(QString::fromStdString(kBad) + file + ":"), qPrintable(line.left(500)));
            if (code == rb::cli::kExitClean)
                QVERIFY2(line.contains(": warning: "), qPrintable(line.left(500)));
        }
    }

    // An argument naming a file, an event or anything else is refused, shown
    // escaped, when it holds a control character: nothing runs, nothing raw is echoed.
    void argumentsWithControlCharactersAreRefusedEscaped_data()
    {
        QTest::addColumn<std::vector<std::string>>("args");
        QTest::addColumn<QString>("shown");
        QTest::newRow("file") << std::vector<std::string>{"validate", "bad\x1b[2Jname.rules.json"}
                              << QStringLiteral("argument 2: the argument \"bad\\u001b[2Jname.rules.json\" holds a control character (U+001B)");
        QTest::newRow("event") << std::vector<std::string>{"simulate", kBad + "id-escape.scenario.json", "--turns", "1",
                                                           "--until", "death@\xc2\x9bhero"}
                               << QStringLiteral("argument 6: the argument \"death@\\u009bhero\" holds a control character (U+009B)");
        QTest::newRow("command") << std::vector<std::string>{"valid\nate"}
                                 << QStringLiteral("argument 1: the argument \"valid\\u000aate\"");
    }

    void argumentsWithControlCharactersAreRefusedEscaped()
    {
        QFETCH(std::vector<std::string>, args);
        QFETCH(QString, shown);
        std::ostringstream out, err;
        QCOMPARE(rb::cli::run(args, out, err), rb::cli::kExitUnusable);
        QVERIFY(out.str().empty());
        const QString text = QString::fromStdString(err.str());
        QVERIFY2(text.contains(shown), qPrintable(text));
        QCOMPARE(text.count('\n'), 1);
        for (const QChar c : text.chopped(1))
            QVERIFY2(c.unicode() >= 0x20 && !(c.unicode() >= 0x7F && c.unicode() < 0xA0), qPrintable(text));
    }
};

QTEST_APPLESS_MAIN(TestCliBadInput)
#include "test_cli_bad_input.moc"
