// Every file the command line writes (simulate's CSV and save, batch's CSV and
// JSON, format's rewrite) is written beside its target and renamed over it: a
// write that fails leaves the old file as it was and says why in words.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "content_json.h"
#include "full_disk.h"

#include <QTemporaryDir>

#include <csignal>
#include <fstream>
#include <sstream>
#include <sys/resource.h>

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kCull = kDemo + "cull.scenario.json";

using rb::test::Run;
using rb::test::run;

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void writeOld(const std::string& path)
{
    std::ofstream(path, std::ios::binary) << "the old file\n";
}

// `rulebench ARGS` while files may grow only to `bytes`: writes past that
// fail (EFBIG) as on a full disk; the signal that would end the process is ignored.
Run runWithFilesUpTo(rlim_t bytes, std::vector<std::string> args)
{
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    void (*previous)(int) = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &small);
    Run r = run(std::move(args));
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previous);
    return r;
}
} // namespace

class TestCliWriting : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    std::string path(const char* name) const { return dir.filePath(QString::fromUtf8(name)).toStdString(); }

private slots:
    void aWriteStoppedPartwayLeavesTheOldFile()
    {
        const std::string csv = path("stopped.csv");
        writeOld(csv);
        const Run r = runWithFilesUpTo(64, {"simulate", kCull, "--turns", "6", "--csv", csv});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(csv + ": cannot write the CSV: writing stopped partway (File too large)") != std::string::npos,
                 r.err.c_str());
        QCOMPARE(readFile(csv), std::string("the old file\n"));
        QVERIFY(!QFile::exists(QString::fromStdString(csv + ".rulebench-part")));
    }

    void aFolderIsNotWrittenOver()
    {
        const std::string folder = path("a folder");
        QVERIFY(QDir().mkpath(QString::fromStdString(folder)));
        const Run r = run({"simulate", kCull, "--turns", "2", "--csv", folder});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(r.err, folder + ": cannot write the CSV: it is a folder, not a file\n");
        QVERIFY(QFileInfo(QString::fromStdString(folder)).isDir());
    }

    void aMissingFolderIsNamed()
    {
        const std::string json = path("gone") + "/summary.json", csv = path("runs.csv");
        writeOld(csv);
        const Run r = run({"batch", kDemo + "skirmish.scenario.json", "--runs", "4", "--turns", "10", "--measure", "won",
                           "--csv", csv, "--json", json});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(json + ": cannot write the report: the folder " + path("gone") + " does not exist\n")
                     != std::string::npos,
                 r.err.c_str());
        // Said before the first run: nothing was played, so nothing else is written.
        QCOMPARE(readFile(csv), std::string("the old file\n"));
    }

    void aSaveIsWrittenWholeOrNotAtAll()
    {
        const std::string save = path("resume.scenario.json");
        writeOld(save);
        const Run r = runWithFilesUpTo(64, {"simulate", kCull, "--turns", "2", "--save", save});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(save + ": cannot write the scenario: writing stopped partway") != std::string::npos, r.err.c_str());
        QCOMPARE(readFile(save), std::string("the old file\n"));
        // Without the limit the same save goes through and replaces it.
        QCOMPARE(run({"simulate", kCull, "--turns", "2", "--save", save}).code, rb::cli::kExitClean);
        QVERIFY(readFile(save).starts_with("{"));
    }

    void formatKeepsAFileItCannotRewrite()
    {
        const std::string file = path("messy.rules.json");
        const std::string messy = R"({"stats":[{"max":9,"name":"focus","default":2}],"format":"rulebench/1"})";
        std::ofstream(file, std::ios::binary) << messy;
        const Run r = runWithFilesUpTo(16, {"format", file});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(file + ": cannot write the formatted file: writing stopped partway") != std::string::npos,
                 r.err.c_str());
        QCOMPARE(readFile(file), messy);
    }

    // On a real full disk (a tmpfs mounted for the test, as root): each
    // writer exits 2 saying so, and the old file stays byte for byte, for
    // files under the writer's 64 KB buffer (the full disk met only when the
    // buffer is written out at the end) and over it.
    void aFullDiskLeavesTheOldFile_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<long>("room");
        // 8 KB left only where the file is larger: a smaller one fits and is written.
        for (const char* command : {"simulate --save", "batch --json", "simulate --csv", "format small", "format large"})
            for (const long room : {0L, 8192L})
                if (room == 0 || QByteArray(command) == "simulate --csv" || QByteArray(command).startsWith("format"))
                    QTest::addRow("%s, %ld bytes left", command, room) << QString::fromLatin1(command) << room;
    }

    void aFullDiskLeavesTheOldFile()
    {
        QFETCH(QString, command);
        QFETCH(long, room);
        rb::test::FullDisk disk(path("full-disk"), 512);
        if (!disk.mounted())
            QSKIP(disk.why().c_str());
        const std::string file = disk.path("target");
        std::string old = "the old file\n";
        std::vector<std::string> args;
        if (command == QLatin1String("simulate --save")) {
            args = {"simulate", kCull, "--turns", "2", "--save", file};
        } else if (command == QLatin1String("simulate --csv")) {
            args = {"simulate", kCull, "--turns", "400", "--csv", file}; // over 100 KB
        } else if (command == QLatin1String("batch --json")) {
            args = {"batch", kDemo + "skirmish.scenario.json", "--runs", "40", "--turns", "20", "--measure", "won", "--json", file};
        } else {
            // A messy copy of the demo, with 1,500 more stats when large (over 100 KB): format rewrites it.
            rb::OrderedJson json = rb::test::demoContent();
            if (command == QLatin1String("format large"))
                for (int i = 0; i < 1500; ++i)
                    json["stats"].push_back({{"max", 1000}, {"name", "filler " + std::to_string(i)}});
            old = json.dump();
            args = {"format", file};
        }
        std::ofstream(file, std::ios::binary) << old;
        QVERIFY(disk.fill(room));
        const Run r = run(args);
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find(file + ": cannot write ") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("No space left on device") != std::string::npos, r.err.c_str());
        QCOMPARE(readFile(file), old);
        QVERIFY(!QFile::exists(QString::fromStdString(file + ".rulebench-part")));
        // With room again, the same command writes it whole.
        disk.freeUp();
        QCOMPARE(run(args).code, rb::cli::kExitClean);
        QVERIFY(readFile(file) != old);
    }
};

QTEST_APPLESS_MAIN(TestCliWriting)
#include "test_cli_writing.moc"
