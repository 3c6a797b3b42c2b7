// What changed between two content files, one line a change in the
// designer's words: field changes, added and removed definitions, renames
// (their references following are no change of their own), and a file as
// one line a field.
#include <QtTest>

#include "content_json.h"
#include "rulebench/content/content_diff.h"

#include <algorithm>

using rb::OrderedJson;
using rb::test::definition;
using rb::test::demoContent;

namespace {
QStringList linesOf(const OrderedJson& a, const OrderedJson& b)
{
    QStringList lines;
    for (const rb::ContentDifference& c : rb::diffContent(a, b))
        lines << QString::fromStdString(rb::changeInWords(c));
    return lines;
}
} // namespace

class TestContentDiff : public QObject {
    Q_OBJECT
private slots:
    void theSameContentHasNoChanges() { QVERIFY(rb::diffContent(demoContent(), demoContent()).empty()); }

    void aFieldChangeIsOneLineInTheDesignersWords()
    {
        OrderedJson b = demoContent();
        definition(b, "items", "frag grenade")["triggers"][0]["effects"][0]["args"]["roll"] = "4d6";
        QCOMPARE(linesOf(demoContent(), b), QStringList{"frag grenade, trigger 1, effect 1, roll: 3d6 → 4d6"});
    }

    void aFieldAddedOrRemovedSaysNone()
    {
        OrderedJson b = demoContent();
        definition(b, "statuses", "scorched").erase("badge");
        const QStringList lines = linesOf(demoContent(), b);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith("scorched, ") && lines[0].endsWith(": s → (none)"), qPrintable(lines[0]));
        QCOMPARE(linesOf(b, demoContent()).value(0).endsWith(": (none) → s"), true);
    }

    void addedAndRemovedDefinitionsAreNamedWithTheirSection()
    {
        OrderedJson b = demoContent();
        b["statuses"].push_back({{"name", "frostbite"}, {"badge", "f"}});
        auto& items = b["items"];
        items.erase(std::find_if(items.begin(), items.end(), [](const OrderedJson& d) { return d["name"] == "war horn"; }));
        QCOMPARE(linesOf(demoContent(), b), (QStringList{"added status frostbite", "removed item war horn"}));
    }

    void aRenameIsOneLineAndItsReferencesFollowingAreNone()
    {
        const OrderedJson b = rb::test::renamed(demoContent(), "statuses", "scorched", "burning");
        QVERIFY(b.dump().find("\"scorched\"") == std::string::npos); // the demo refers to it: those changed too
        QCOMPARE(linesOf(demoContent(), b), QStringList{"renamed status scorched → burning"});
    }

    void aRenameWithAnEditIsTheRenameAndTheEdit()
    {
        // Renamed and edited at once is no rename: the old one removed, the new one added.
        OrderedJson b = rb::test::renamed(demoContent(), "statuses", "scorched", "burning");
        definition(b, "statuses", "burning")["tick"]["amount"] = 2;
        QCOMPARE(linesOf(demoContent(), b).filter("burning").filter("added").size(), 1);
        // Renamed in one step, edited in another: a rename, then the edit on the new name.
        OrderedJson c = rb::test::renamed(demoContent(), "statuses", "scorched", "burning");
        const QStringList renameOnly = linesOf(demoContent(), c);
        definition(c, "statuses", "stoneskin")["badge"] = "X";
        const QStringList lines = linesOf(demoContent(), c);
        QCOMPARE(lines.value(0), renameOnly.value(0));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[1].startsWith("stoneskin, "), qPrintable(lines[1]));
    }

    void aFileFlatIsOneLineAFieldInTheSameWords()
    {
        std::vector<std::string> flat = rb::flatContent(demoContent());
        const auto has = [&](const std::string& line) { return std::find(flat.begin(), flat.end(), line) != flat.end(); };
        QVERIFY(has("format: rulebench/1"));
        QVERIFY(has("item frag grenade"));
        QVERIFY(has("frag grenade, trigger 1, effect 1, roll: 3d6"));
        // A change diff-content names is a line of --flat changed the same way.
        OrderedJson b = demoContent();
        definition(b, "items", "frag grenade")["triggers"][0]["effects"][0]["args"]["roll"] = "4d6";
        const std::vector<std::string> after = rb::flatContent(b);
        QVERIFY(std::find(after.begin(), after.end(), "frag grenade, trigger 1, effect 1, roll: 4d6") != after.end());
        QCOMPARE(after.size(), flat.size());
    }
};

QTEST_APPLESS_MAIN(TestContentDiff)
#include "test_content_diff.moc"
