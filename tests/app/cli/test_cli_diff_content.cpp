// `rulebench diff-content A B`: one line a change in the designer's words,
// diff(1)'s exit codes (0 the same, 1 different, 2 bad input); `--flat FILE`
// one line a field.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "file_in.h"
#include "content_json.h"

#include <QTemporaryDir>

#include <fstream>

using rb::OrderedJson;
using rb::test::definition;
using rb::test::demoContent;
using rb::test::Run;
using rb::test::run;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/demo.rules.json");

std::string write(const QTemporaryDir& dir, const std::string& name, const std::string& bytes)
{
    return rb::test::writeIn(dir, name, bytes);
}
} // namespace

class TestCliDiffContent : public QObject {
    Q_OBJECT
private slots:
    void theSameContentExitsZeroSayingNothing()
    {
        // A file and its reformatted copy are the same content.
        QTemporaryDir dir;
        const std::string compact = write(dir, "compact.rules.json", demoContent().dump());
        const Run r = run({"diff-content", kDemo, compact});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.out + r.err), QString());
    }

    void renamesAdditionsRemovalsAndFieldChangesOneLineEach()
    {
        QTemporaryDir dir;
        OrderedJson b = rb::test::renamed(demoContent(), "statuses", "scorched", "burning");
        b["statuses"].push_back({{"name", "frostbite"}, {"badge", "f"}});
        b["abilities"].erase(1);
        definition(b, "items", "frag grenade")["triggers"][0]["effects"][0]["args"]["roll"] = "4d6";
        const Run r = run({"diff-content", kDemo, write(dir, "b.rules.json", b.dump(2))});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QCOMPARE(QString::fromStdString(r.err), QString());
        QCOMPARE(QString::fromStdString(r.out), QString("renamed status scorched → burning\n"
                                                        "added status frostbite\n"
                                                        "frag grenade, trigger 1, effect 1, roll: 3d6 → 4d6\n"
                                                        "removed ability healing word\n"));
    }

    // Definitions put in another order are a change: the fewest that moved,
    // each on a line of its own, and exit 1 as for any change.
    void aReorderIsAChangeOfItsOwn()
    {
        QTemporaryDir dir;
        OrderedJson b = demoContent();
        OrderedJson& statuses = b["statuses"];
        std::swap(statuses[0], statuses[1]);      // rooted, scorched, stoneskin, ...
        statuses.push_back(statuses[2]);          // stoneskin last
        statuses.erase(statuses.begin() + 2);
        const Run r = run({"diff-content", kDemo, write(dir, "reordered.rules.json", b.dump(2))});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        QCOMPARE(QString::fromStdString(r.err), QString());
        QCOMPARE(QString::fromStdString(r.out), QString("moved status rooted: now first\n"
                                                        "moved status stoneskin: now after marked\n"));
        // Back again, and with a field changed too: both said.
        definition(b, "statuses", "marked")["badge"] = "M";
        const Run back = run({"diff-content", write(dir, "b.rules.json", b.dump(2)), kDemo});
        QCOMPARE(back.code, rb::cli::kExitErrors);
        QVERIFY2(back.out.find("marked, badge: M → ") != std::string::npos, back.out.c_str());
        QVERIFY2(back.out.find("moved status ") != std::string::npos, back.out.c_str());
    }

    void flatPrintsOneLineAFieldAndExitsZero()
    {
        const Run r = run({"diff-content", "--flat", kDemo});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QVERIFY(r.out.find("\nfrag grenade, trigger 1, effect 1, roll: 3d6\n") != std::string::npos);
        QVERIFY(r.out.find("\nitem frag grenade\n") != std::string::npos);
        QCOMPARE(run({"diff-content", "--flat", kDemo}).out, r.out); // the same bytes each time
    }

    void badInputExitsTwoNamingTheFile()
    {
        QTemporaryDir dir;
        const std::string broken = write(dir, "broken.rules.json", "[1, 2");
        const Run notJson = run({"diff-content", kDemo, broken});
        QCOMPARE(notJson.code, rb::cli::kExitUnusable);
        QVERIFY2(notJson.err.starts_with(broken + ":"), notJson.err.c_str());
        QCOMPARE(run({"diff-content", kDemo, dir.filePath("none.json").toStdString()}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"diff-content", kDemo}).code, rb::cli::kExitUnusable);
        QCOMPARE(run({"diff-content", "--flat", kDemo, kDemo}).code, rb::cli::kExitUnusable);
        const Run scenario =
            run({"diff-content", kDemo, rb::test::sourcePath("/resources/demo/grenade.scenario.json")});
        QCOMPARE(scenario.code, rb::cli::kExitUnusable);
        QVERIFY2(scenario.err.find("a scenario") != std::string::npos, scenario.err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCliDiffContent)
#include "test_cli_diff_content.moc"
