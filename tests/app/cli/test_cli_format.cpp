// `rulebench format`: hand-written files rewritten in the editor's order and
// indentation; files that are not JSON left alone.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"

#include <QTemporaryDir>

#include <sstream>

namespace {
int run(std::vector<std::string> args, std::string* out = nullptr)
{
    std::ostringstream o, e;
    const int code = rb::cli::run(args, o, e);
    if (out)
        *out = o.str();
    return code;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestCliFormat : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void rewritesInStableOrder()
    {
        const QString path = dir.filePath(QStringLiteral("messy.rules.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"stats":[{"max":9,"name":"focus","default":2}],"format":"rulebench/1"})");
        f.close();
        QCOMPARE(run({"format", path.toStdString()}), 0);
        QCOMPARE(readAll(path), QByteArray("{\n  \"format\": \"rulebench/1\",\n  \"stats\": [\n    {\n      \"name\": \"focus\",\n"
                                          "      \"default\": 2,\n      \"max\": 9\n    }\n  ]\n}\n"));
        // Formatting a formatted file changes nothing.
        const QByteArray once = readAll(path);
        QCOMPARE(run({"format", path.toStdString()}), 0);
        QCOMPARE(readAll(path), once);
    }

    void leavesAFileThatIsNotJsonAlone()
    {
        const QString path = dir.filePath(QStringLiteral("broken.rules.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": ");
        f.close();
        const rb::test::Run r = rb::test::run({"format", path.toStdString()});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY(r.err.find("syntax error") != std::string::npos); // a problem: on standard error
        QCOMPARE(r.out, std::string());
        QCOMPARE(readAll(path), QByteArray("{\"format\": "));
        QVERIFY(!QFile::exists(path + QStringLiteral(".rulebench-format")));
    }

    void theDemoIsAlreadyFormatted()
    {
        const QString copy = dir.filePath(QStringLiteral("demo.rules.json"));
        QVERIFY(QFile::copy(rb::test::sourceFile("/resources/demo/demo.rules.json"), copy));
        const QByteArray before = readAll(copy);
        QCOMPARE(run({"format", copy.toStdString()}), 0);
        QCOMPARE(readAll(copy), before);
    }
};

QTEST_APPLESS_MAIN(TestCliFormat)
#include "test_cli_format.moc"
