// `rulebench merge-content BASE OURS THEIRS [-o OUT]`: git's merge driver for
// content and scenario files. Exit 0 merged, 1 conflicts (the file still
// JSON, ours kept, each conflict listed), 2 bad input; without -o the
// result replaces OURS. `merge` given content files points here.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"
#include "file_in.h"
#include "content_json.h"
#include "diagnostic_text.h"

#include <QTemporaryDir>

#include <fstream>
#include <functional>

using rb::OrderedJson;
using rb::test::definition;
using rb::test::demoContent;
using rb::test::Run;
using rb::test::run;

namespace {
std::string write(const QTemporaryDir& dir, const std::string& name, const std::string& bytes)
{
    return rb::test::writeIn(dir, name, bytes);
}

std::string write(const QTemporaryDir& dir, const std::string& name, const OrderedJson& json)
{
    return write(dir, name, json.dump(2) + "\n");
}

OrderedJson readJson(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return OrderedJson::parse(in, nullptr, false);
}

struct Sides {
    std::string base, ours, theirs;
};

// The demo as base; ours and theirs as `edit` makes them.
Sides sides(const QTemporaryDir& dir, const std::function<void(OrderedJson& ours, OrderedJson& theirs)>& edit)
{
    OrderedJson ours = demoContent(), theirs = demoContent();
    edit(ours, theirs);
    return {write(dir, "base.json", demoContent()), write(dir, "ours.json", ours), write(dir, "theirs.json", theirs)};
}
} // namespace

class TestCliMergeContent : public QObject {
    Q_OBJECT
private slots:
    void aCleanMergeReplacesOursAndExitsZero()
    {
        QTemporaryDir dir;
        const Sides s = sides(dir, [](OrderedJson& ours, OrderedJson& theirs) {
            definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
            definition(theirs, "statuses", "scorched")["badge"] = "S";
        });
        const Run r = run({"merge-content", s.base, s.ours, s.theirs});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(QString::fromStdString(r.out + r.err), QString());
        OrderedJson merged = readJson(s.ours);
        QCOMPARE(definition(merged, "statuses", "scorched")["tick"]["amount"].get<int>(), 2);
        QCOMPARE(definition(merged, "statuses", "scorched")["badge"].get<std::string>(), std::string("S"));
        // In the editor's stable order: format leaves it as it is.
        const std::string before = rb::test::readFile(s.ours);
        QCOMPARE(run({"format", s.ours}).code, rb::cli::kExitClean);
        QCOMPARE(rb::test::readFile(s.ours), before);
    }

    void minusOWritesThereAndLeavesOursAlone()
    {
        QTemporaryDir dir;
        const Sides s = sides(dir, [](OrderedJson& ours, OrderedJson&) { ours["statuses"].push_back({{"name", "x"}}); });
        const std::string oursBefore = rb::test::readFile(s.ours);
        const std::string out = dir.filePath("out.rules.json").toStdString();
        const Run r = run({"merge-content", s.base, s.ours, s.theirs, "-o", out});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(rb::test::readFile(s.ours), oursBefore);
        QCOMPARE(readJson(out), readJson(s.ours));
    }

    void aConflictExitsOneLeavesJsonWithOursAndListsIt()
    {
        QTemporaryDir dir;
        const Sides s = sides(dir, [](OrderedJson& ours, OrderedJson& theirs) {
            definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
            definition(theirs, "statuses", "scorched")["tick"]["amount"] = 3;
        });
        const Run r = run({"merge-content", s.base, s.ours, s.theirs});
        QCOMPARE(r.code, rb::cli::kExitErrors);
        OrderedJson merged = readJson(s.ours);
        QVERIFY(!merged.is_discarded());
        QCOMPARE(definition(merged, "statuses", "scorched")["tick"]["amount"].get<int>(), 2);
        QCOMPARE(merged["conflicts"].size(), std::size_t(1));
        QCOMPARE(merged["conflicts"][0]["path"].get<std::string>(), std::string("statuses.scorched.tick.amount"));
        QCOMPARE(merged["conflicts"][0]["theirs"].get<int>(), 3);
        QVERIFY2(r.err.find("1 conflict") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("statuses.scorched.tick.amount (scorched, tick each turn, amount)") != std::string::npos,
                 r.err.c_str());
        // validate names it as an error in the designer's words.
        const Run validate = run({"validate", s.ours});
        QCOMPARE(validate.code, rb::cli::kExitErrors);
        QCOMPARE(QString::fromStdString(validate.out),
                 QString::fromStdString(s.ours + ": conflicts[0] \"scorched\": merge conflict at scorched, tick each "
                                                 "turn, amount: ours 2, theirs 3 (base 1); keep ours or take theirs, "
                                                 "which removes this entry\n"));
    }

    void anEmptyBaseIsAFileBothSidesAdded()
    {
        QTemporaryDir dir;
        OrderedJson theirs = demoContent();
        theirs["statuses"].push_back({{"name", "frostbite"}});
        const std::string base = write(dir, "base.json", std::string());
        const std::string ours = write(dir, "ours.json", demoContent());
        const std::string other = write(dir, "theirs.json", theirs);
        const Run r = run({"merge-content", base, ours, other});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(readJson(ours), theirs);
    }

    void scenariosMergeByActorAndScriptEntry()
    {
        QTemporaryDir dir;
        const std::string original = rb::test::readFile(rb::test::sourcePath("/resources/demo/grenade.scenario.json"));
        OrderedJson ours = OrderedJson::parse(original), theirs = ours;
        ours["seed"] = 8;
        theirs["script"].push_back({{"turn", 9}, {"do", "wait"}, {"id", "rat"}});
        const std::string base = write(dir, "base.json", original);
        const std::string o = write(dir, "ours.json", ours), t = write(dir, "theirs.json", theirs);
        const Run r = run({"merge-content", base, o, t});
        QCOMPARE(r.code, rb::cli::kExitClean);
        const OrderedJson merged = readJson(o);
        QCOMPARE(merged["seed"].get<int>(), 8);
        QCOMPARE(merged["script"].back()["turn"].get<int>(), 9);
    }

    void badInputExitsTwoNamingTheFile()
    {
        QTemporaryDir dir;
        const std::string good = write(dir, "good.json", demoContent());
        const std::string broken = write(dir, "broken.json", std::string("{\"format\": "));
        const Run notJson = run({"merge-content", good, good, broken});
        QCOMPARE(notJson.code, rb::cli::kExitUnusable);
        QVERIFY2(notJson.err.starts_with(broken + ":"), notJson.err.c_str());
        QCOMPARE(rb::test::readFile(good), demoContent().dump(2) + "\n"); // nothing written

        const Run missing = run({"merge-content", good, good, dir.filePath("nope.json").toStdString()});
        QCOMPARE(missing.code, rb::cli::kExitUnusable);
        QVERIFY2(missing.err.find("cannot read") != std::string::npos, missing.err.c_str());

        QCOMPARE(run({"merge-content", good, good}).code, rb::cli::kExitUnusable);
        const Run option = run({"merge-content", good, good, good, "--ouput", "x"});
        QCOMPARE(option.code, rb::cli::kExitUnusable);
        QVERIFY2(option.err.find("unknown option \"--ouput\"") != std::string::npos, option.err.c_str());
    }

    void mergeGivenContentFilesAsksForMergeContent()
    {
        QTemporaryDir dir;
        const std::string content = write(dir, "a.rules.json", demoContent());
        const Run r = run({"merge", content, content});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QVERIFY2(r.err.find("did you mean merge-content?") != std::string::npos, r.err.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCliMergeContent)
#include "test_cli_merge_content.moc"
