// `rulebench burst MAPFILE --at X,Y --radius R`: covered cells one `x,y` a
// line, sorted by y then x; every bad input a clear error with exit 2.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"

#include <sstream>

namespace {
const std::string kMaps = rb::test::sourcePath("/tests/data/maps/");

struct Run {
    int code;
    std::string out;
    std::string err;
};

Run run(std::vector<std::string> args)
{
    args.insert(args.begin(), "burst");
    std::ostringstream out, err;
    const int code = rb::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

// Exit 2, nothing on stdout, and stderr containing `needle`.
void expectUnusable(const std::vector<std::string>& args, const std::string& needle)
{
    const Run r = run(args);
    QCOMPARE(r.code, rb::cli::kExitUnusable);
    QCOMPARE(QString::fromStdString(r.out), QString());
    QVERIFY2(r.err.find(needle) != std::string::npos, qPrintable(QString::fromStdString("stderr: " + r.err + "\nwanted: " + needle)));
}
} // namespace

class TestCliBurst : public QObject {
    Q_OBJECT
private slots:
    void printsTheThreeByThreeSquareSorted()
    {
        const Run r = run({kMaps + "room.txt", "--at", "2,2", "--radius", "1"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.err), QString());
        QCOMPARE(QString::fromStdString(r.out), QString("1,1\n2,1\n3,1\n1,2\n2,2\n3,2\n1,3\n2,3\n"));
    }

    void radiusZeroAndEqualsForms()
    {
        const Run r = run({"--radius=0", "--at=4,1", kMaps + "room.txt"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.out), QString("4,1\n"));
    }

    void wallsStopIt()
    {
        // The block of wall in the middle row shades the cells straight below it.
        const Run r = run({kMaps + "room.txt", "--at", "4,1", "--radius", "4"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        const QString out = QString::fromStdString(r.out);
        QVERIFY(out.contains("\n4,2\n"));
        QVERIFY(!out.contains("4,3")); // a wall
        QVERIFY(!out.contains("\n4,4\n"));
        QVERIFY(!out.contains("\n4,5\n"));
        QVERIFY(!out.contains("0,")); // the outer wall column
        const QStringList lines = out.split('\n', Qt::SkipEmptyParts);
        for (const QString& l : lines)
            QVERIFY(QRegularExpression("^\\d+,\\d+$").match(l).hasMatch());
    }

    void crlfMapsRead()
    {
        const Run r = run({kMaps + "open-crlf.txt", "--at", "0,0", "--radius", "1"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.out), QString("0,0\n1,0\n0,1\n1,1\n"));
    }

    void badMapsExitTwoWithLineAndColumn()
    {
        expectUnusable({kMaps + "ragged.txt", "--at", "1,1", "--radius", "1"},
                       kMaps + "ragged.txt:3:5: row 3 is 4 cells wide, but row 1 is 5");
        expectUnusable({kMaps + "empty.txt", "--at", "0,0", "--radius", "1"}, kMaps + "empty.txt:1:1: the map is empty");
        expectUnusable({kMaps + "binary.txt", "--at", "1,1", "--radius", "1"},
                       kMaps + "binary.txt:2:2: a zero byte (0x00) is not map text");
        expectUnusable({kMaps + "no-such-map.txt", "--at", "1,1", "--radius", "1"},
                       kMaps + "no-such-map.txt: cannot read: No such file or directory");
        expectUnusable({kMaps, "--at", "1,1", "--radius", "1"}, "cannot read");
    }

    void centreOutsideOrInAWall()
    {
        expectUnusable({kMaps + "room.txt", "--at", "9,3", "--radius", "1"},
                       "the centre 9,3 is outside the map, which is 9 wide and 7 tall (x from 0 to 8, y from 0 to 6)");
        expectUnusable({kMaps + "room.txt", "--at", "-1,3", "--radius", "1"}, "the centre -1,3 is outside the map");
        expectUnusable({kMaps + "room.txt", "--at", "0,0", "--radius", "1"}, "the centre 0,0 is a wall ('#')");
    }

    void badRadius()
    {
        expectUnusable({kMaps + "room.txt", "--at", "2,2", "--radius", "-1"}, "--radius cannot be negative; got -1");
        expectUnusable({kMaps + "room.txt", "--at", "2,2", "--radius", "99999"}, "--radius \"99999\" is too large (at most 4096)");
        expectUnusable({kMaps + "room.txt", "--at", "2,2", "--radius", "999999999999999999999999999"}, "is too large");
        expectUnusable({kMaps + "room.txt", "--at", "2,2", "--radius", "two"},
                       "--radius expects a whole number from 0 to 4096; got \"two\"");
        expectUnusable({kMaps + "room.txt", "--at", "2,2", "--radius", "1.5"}, "--radius expects a whole number");
    }

    void badArguments()
    {
        const std::string room = kMaps + "room.txt";
        expectUnusable({}, "missing MAPFILE");
        expectUnusable({room, "--radius", "1"}, "missing --at X,Y");
        expectUnusable({room, "--at", "1,1"}, "missing --radius R");
        expectUnusable({room, "--at", "1,1", "--radius"}, "--radius needs a value");
        expectUnusable({room, "--at", "1;1", "--radius", "1"}, "--at expects the centre as X,Y, two whole numbers like 3,4; got \"1;1\"");
        expectUnusable({room, "--at", "1,", "--radius", "1"}, "--at expects the centre as X,Y");
        expectUnusable({room, "--at", "1,1,1", "--radius", "1"}, "--at expects the centre as X,Y");
        expectUnusable({room, "--at", "1,1", "--at", "2,2", "--radius", "1"}, "--at is given twice");
        expectUnusable({room, "--at", "1,1", "--radius", "1", "--fast"}, "unknown option \"--fast\"");
        expectUnusable({room, room, "--at", "1,1", "--radius", "1"}, "one map file only");
        for (const auto& line : {"Usage: rulebench burst MAPFILE --at X,Y --radius R"})
            QVERIFY(run({room}).err.find(line) != std::string::npos);
    }

    void listedInHelp()
    {
        std::ostringstream out, err;
        QCOMPARE(rb::cli::run({"--help"}, out, err), rb::cli::kExitClean);
        QVERIFY(out.str().find("rulebench burst MAPFILE --at X,Y --radius R") != std::string::npos);
        QVERIFY(rb::cli::isCommandLineRequest({"burst"}));
    }
};

QTEST_APPLESS_MAIN(TestCliBurst)
#include "test_cli_burst.moc"
