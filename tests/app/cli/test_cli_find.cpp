// `rulebench find CONTENT QUERY [--json FILE]`: one match a line as its
// section's word and name, the same as a list of {"section", "name"} with
// --json; what the demo holds is scanned here from its JSON on its own.
#include "source_dir.h"
#include <QtTest>

#include "cli/cli.h"
#include "cli_run.h"

#include <QTemporaryDir>

#include <fstream>
#include <functional>
#include <sstream>

using rb::OrderedJson;
using rb::test::Run;
using rb::test::run;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/demo.rules.json");

OrderedJson demo()
{
    std::ifstream in(kDemo, std::ios::binary);
    return OrderedJson::parse(in);
}

// "status NAME\n" for each status the predicate keeps, in the file's order.
std::string statusesWhere(const std::function<bool(const OrderedJson&)>& keep)
{
    std::string out;
    const OrderedJson content = demo();
    for (const OrderedJson& s : content["statuses"])
        if (keep(s))
            out += "status " + s["name"].get<std::string>() + "\n";
    return out;
}
} // namespace

class TestCliFind : public QObject {
    Q_OBJECT
private slots:
    void comparisonsFindWhatAScanFinds()
    {
        Run r = run({"find", kDemo, "statuses where max_stacks >= 2 and tick.amount present"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, statusesWhere([](const OrderedJson& s) {
                     return s.contains("max_stacks") && s["max_stacks"].get<int>() >= 2 && s.contains("tick") &&
                            s["tick"].contains("amount");
                 }));
        // and before or: a tick of less than 1 (regenerating), or stacking and no modifiers.
        r = run({"find", kDemo, "statuses where tick.amount < 1 or stacking = Stack and modifiers absent"});
        QCOMPARE(r.out, statusesWhere([](const OrderedJson& s) {
                     const bool lowTick = s.contains("tick") && s["tick"]["amount"].get<int>() < 1;
                     return lowTick || (s.value("stacking", "") == "Stack" && !s.contains("modifiers"));
                 }));
        QCOMPARE(r.out, std::string("status regenerating\nstatus bleeding\n"));
        // A status without max_stacks matches no comparison on it, != included.
        r = run({"find", kDemo, "statuses where max_stacks != 3"});
        QCOMPARE(r.out, statusesWhere([](const OrderedJson& s) {
                     return s.contains("max_stacks") && s["max_stacks"].get<int>() != 3;
                 }));
        r = run({"find", kDemo, "items where name = \"frag grenade\""});
        QCOMPARE(r.out, std::string("item frag grenade\n"));
        r = run({"find", kDemo, "statuses where max_stacks > 99"});
        QCOMPARE(r.code, rb::cli::kExitClean); // nothing found is no mistake
        QCOMPARE(r.out, std::string());
    }

    void usesListsEveryDefinitionReferringToAName()
    {
        Run r = run({"find", kDemo, "uses stone-form"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, std::string("status bleeding\nstatus petrified\n"));
        r = run({"find", kDemo, "uses flags:stone-form"});
        QCOMPARE(r.out, std::string("status bleeding\nstatus petrified\n"));
        r = run({"find", kDemo, "uses statuses:stone-form"});
        QCOMPARE(r.code, rb::cli::kExitClean);
        QCOMPARE(r.out, std::string());
        r = run({"find", kDemo, "uses rat"});
        QCOMPARE(r.out, std::string("quest cull the rats\n"));
    }

    void jsonWritesTheMatchesAsAList()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("found.json").toStdString();
        const Run r = run({"find", kDemo, "uses stone-form", "--json", path});
        QCOMPARE(r.code, 0);
        std::ifstream in(path);
        QCOMPARE(OrderedJson::parse(in), OrderedJson::parse(R"([{"section": "statuses", "name": "bleeding"},
                                                                {"section": "statuses", "name": "petrified"}])"));
        QCOMPARE(run({"find", kDemo, "uses nothing at all", "--json", path}).code, 0);
        std::ifstream none(path);
        QCOMPARE(OrderedJson::parse(none), OrderedJson::array());
    }

    void aQueryThatDoesNotReadIsSaidAtItsColumn()
    {
        Run r = run({"find", kDemo, "statuses where max_stack > 3"});
        QCOMPARE(r.code, rb::cli::kExitUnusable);
        QCOMPARE(r.err, std::string("rulebench find: column 16: \"max_stack\" is no field of statuses (did you mean "
                                    "\"max_stacks\"?)\n  statuses where max_stack > 3\n                 ^\n"));
        r = run({"find", kDemo, "statuses where (max_stacks > 3"});
        QVERIFY2(r.err.find("column 31: expected \")\" to close the \"(\" at column 16") != std::string::npos, r.err.c_str());
        r = run({"find", kDemo, "statuses where max_stacks > many"});
        QVERIFY2(r.err.find("column 29: max_stacks is a number; \"many\" is not") != std::string::npos, r.err.c_str());
        r = run({"find", kDemo, "statues where x = 1"});
        QVERIFY2(r.err.find("column 1: no section \"statues\" (did you mean \"statuses\"?)") != std::string::npos, r.err.c_str());
        r = run({"find", kDemo, "statuses where name = \"open"});
        QVERIFY2(r.err.find("column 23: a quoted value is not closed") != std::string::npos, r.err.c_str());
        QCOMPARE(run({"find", kDemo}).code, rb::cli::kExitUnusable);
    }
};

QTEST_GUILESS_MAIN(TestCliFind)
#include "test_cli_find.moc"
