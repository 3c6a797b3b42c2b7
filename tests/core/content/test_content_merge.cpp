// The three-way merge of content files by definition and field: what merges
// cleanly, what is a conflict and how it is recorded, and properties over
// many edits of the demo (a side that changed nothing takes the other side
// whole; two edits of different definitions merge the same either way round).
#include "source_dir.h"
#include <QtTest>

#include "content_json.h"
#include "rulebench/content/content_diff.h"
#include "rulebench/content/content_merge.h"
#include "rulebench/content/sections.h"

#include <functional>

using rb::OrderedJson;
using rb::test::definition;
using rb::test::demoContent;

namespace {
struct Edit {
    std::string what;
    OrderedJson content;
};

// The first number among a definition's fields other than its name, one up;
// false when it has none.
bool bumpFirstNumber(OrderedJson& value)
{
    if (value.is_number()) {
        value = value.is_number_float() ? OrderedJson(value.get<double>() + 1) : OrderedJson(value.get<std::int64_t>() + 1);
        return true;
    }
    if (value.is_object() || value.is_array())
        for (auto& [key, child] : value.items())
            if (key != "name" && bumpFirstNumber(child))
                return true;
    return false;
}

// As the merge takes its sides: the way the editor saves them.
OrderedJson normalized(const OrderedJson& content)
{
    std::string why;
    return rb::normalizedContent(content.dump(), why).value();
}

// Every edit a designer makes to one definition, for every definition of the demo.
std::vector<Edit> editsOfTheDemo()
{
    const OrderedJson demo = demoContent();
    std::vector<Edit> edits;
    for (const rb::SectionInfo& section : rb::contentSections()) {
        for (std::size_t i = 0; i < demo.value(section.key, OrderedJson::array()).size(); ++i) {
            const std::string name = demo[section.key][i]["name"];
            const std::string label = section.key + "." + name;
            OrderedJson bumped = demo;
            if (bumpFirstNumber(bumped[section.key][i]))
                edits.push_back({label + " number up", normalized(bumped)});
            OrderedJson deleted = demo;
            deleted[section.key].erase(i);
            edits.push_back({label + " deleted", normalized(deleted)});
            edits.push_back({label + " renamed", rb::test::renamed(demo, section.key, name, name + " renamed")});
            OrderedJson added = demo;
            OrderedJson copy = demo[section.key][i];
            copy["name"] = name + " copy";
            bumpFirstNumber(copy);
            added[section.key].push_back(copy);
            edits.push_back({label + " copied", normalized(added)});
        }
    }
    return edits;
}

std::vector<std::string> conflictPaths(const rb::ContentMergeResult& r)
{
    std::vector<std::string> paths;
    for (const auto& c : r.conflicts)
        paths.push_back(rb::dottedPath(c.path));
    return paths;
}

std::vector<std::string> names(const OrderedJson& content, const std::string& section)
{
    std::vector<std::string> out;
    for (const auto& d : content.at(section))
        out.push_back(d["name"]);
    return out;
}
} // namespace

class TestContentMerge : public QObject {
    Q_OBJECT
private slots:
    void aSideThatChangedNothingTakesTheOtherSideWhole()
    {
        const OrderedJson base = demoContent();
        const std::vector<Edit> edits = editsOfTheDemo();
        QVERIFY(edits.size() > 100);
        for (const Edit& edit : edits) {
            const auto oursOnly = rb::mergeContent(base, edit.content, base);
            QVERIFY2(oursOnly.conflicts.empty(), edit.what.c_str());
            QVERIFY2(oursOnly.merged == edit.content, edit.what.c_str());
            const auto theirsOnly = rb::mergeContent(base, base, edit.content);
            QVERIFY2(theirsOnly.conflicts.empty(), edit.what.c_str());
            QVERIFY2(theirsOnly.merged == edit.content, edit.what.c_str());
            const auto both = rb::mergeContent(base, edit.content, edit.content);
            QVERIFY2(both.conflicts.empty() && both.merged == edit.content, edit.what.c_str());
        }
    }

    // Every content file the tests keep, bad ones too (duplicates, wrong
    // types, deep nesting): merged with itself it is itself, and it differs
    // from itself in nothing. No file makes either throw.
    void everyTestFileMergedWithItselfIsItself()
    {
        int files = 0;
        for (const char* folder : {"bad", "valid", "content", "schema-invalid"}) {
            QDir dir(rb::test::sourceFile("/tests/data/") + folder);
            for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                QFile file(dir.filePath(name));
                QVERIFY(file.open(QIODevice::ReadOnly));
                std::string why;
                const std::optional<OrderedJson> content = rb::normalizedContent(file.readAll().toStdString(), why);
                if (!content)
                    continue; // not a JSON object: the command refuses it before merging
                ++files;
                const auto merged = rb::mergeContent(*content, *content, *content);
                QVERIFY2(merged.conflicts.empty() && merged.merged == *content, qPrintable(name));
                QVERIFY2(rb::diffContent(*content, *content).empty(), qPrintable(name));
                rb::flatContent(*content);
            }
        }
        QVERIFY(files > 50);
    }

    void editsOfDifferentDefinitionsMergeTheSameEitherWayRound()
    {
        const OrderedJson base = demoContent();
        std::vector<Edit> bumps;
        for (const Edit& e : editsOfTheDemo())
            if (e.what.ends_with("number up"))
                bumps.push_back(e);
        QVERIFY(bumps.size() > 20);
        for (std::size_t i = 0; i + 1 < bumps.size(); ++i) {
            const Edit &x = bumps[i], &y = bumps[i + 1];
            const auto xy = rb::mergeContent(base, x.content, y.content);
            const auto yx = rb::mergeContent(base, y.content, x.content);
            const std::string what = x.what + " with " + y.what;
            QVERIFY2(xy.conflicts.empty() && yx.conflicts.empty(), what.c_str());
            QVERIFY2(xy.merged == yx.merged, what.c_str());
            // Both edits are in, and nothing else changed.
            QCOMPARE(rb::diffContent(base, xy.merged).size(), std::size_t(2));
            QVERIFY2(rb::diffContent(x.content, xy.merged).size() == 1, what.c_str());
        }
    }

    void bothSidesAddingDifferentDefinitionsKeepsBothAfterBasesOrder()
    {
        const OrderedJson base = demoContent();
        OrderedJson ours = base, theirs = base;
        ours["statuses"].push_back({{"name", "frostbite"}, {"badge", "f"}});
        theirs["statuses"].push_back({{"name", "sunburn"}, {"badge", "u"}});
        theirs["statuses"].push_back({{"name", "drenched"}, {"badge", "d"}});
        const auto r = rb::mergeContent(base, ours, theirs);
        QVERIFY(r.conflicts.empty());
        std::vector<std::string> expected = names(base, "statuses");
        expected.insert(expected.end(), {"frostbite", "sunburn", "drenched"});
        QCOMPARE(names(r.merged, "statuses"), expected);
        QVERIFY(!r.merged.contains("conflicts"));
    }

    void changingDifferentFieldsOfOneDefinitionKeepsBoth()
    {
        const OrderedJson base = demoContent();
        OrderedJson ours = base, theirs = base;
        definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
        definition(theirs, "statuses", "scorched")["badge"] = "S";
        const auto r = rb::mergeContent(base, ours, theirs);
        QVERIFY(r.conflicts.empty());
        OrderedJson merged = r.merged;
        QCOMPARE(definition(merged, "statuses", "scorched")["tick"]["amount"].get<int>(), 2);
        QCOMPARE(definition(merged, "statuses", "scorched")["badge"].get<std::string>(), std::string("S"));
    }

    void anEditLandsOnTheDefinitionTheOtherSideRenamedAndReferencesFollow()
    {
        const OrderedJson base = demoContent();
        const OrderedJson ours = rb::test::renamed(base, "statuses", "scorched", "burning");
        OrderedJson theirs = base;
        definition(theirs, "statuses", "scorched")["tick"]["amount"] = 3;
        for (const auto& [o, t] : {std::pair(ours, theirs), std::pair(theirs, ours)}) {
            const auto r = rb::mergeContent(base, o, t);
            QVERIFY(r.conflicts.empty());
            OrderedJson merged = r.merged;
            QCOMPARE(definition(merged, "statuses", "burning")["tick"]["amount"].get<int>(), 3);
            QVERIFY(merged.dump().find("\"scorched\"") == std::string::npos); // the definition and every reference to it
            QCOMPARE(names(merged, "statuses"), names(ours, "statuses")); // in base's place
        }
    }

    void theSameFieldChangedTwoWaysIsAConflictThatKeepsOurs()
    {
        const OrderedJson base = demoContent();
        OrderedJson ours = base, theirs = base;
        definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
        definition(theirs, "statuses", "scorched")["tick"]["amount"] = 3;
        definition(theirs, "statuses", "scorched")["badge"] = "S"; // a clean change beside it still lands
        const auto r = rb::mergeContent(base, ours, theirs);
        QCOMPARE(conflictPaths(r), std::vector<std::string>{"statuses.scorched.tick.amount"});
        OrderedJson merged = r.merged;
        QCOMPARE(definition(merged, "statuses", "scorched")["tick"]["amount"].get<int>(), 2);
        QCOMPARE(definition(merged, "statuses", "scorched")["badge"].get<std::string>(), std::string("S"));
        const OrderedJson expected = {{"path", "statuses.scorched.tick.amount"},
                                      {"where", "scorched, tick each turn, amount"},
                                      {"base", 1},
                                      {"ours", 2},
                                      {"theirs", 3}};
        // Keys as the editor orders them; what they hold as the merge found it.
        QCOMPARE(QString::fromStdString(rb::Json::parse(merged.at("conflicts").dump()).dump()),
                 QString::fromStdString(rb::Json::parse(OrderedJson::array({expected}).dump()).dump()));
    }

    void theSameNameAddedTwiceWithDifferentFieldsIsAConflict()
    {
        const OrderedJson base = demoContent();
        OrderedJson ours = base, theirs = base;
        ours["statuses"].push_back({{"name", "frostbite"}, {"badge", "f"}});
        theirs["statuses"].push_back({{"name", "frostbite"}, {"badge", "F"}});
        const auto r = rb::mergeContent(base, ours, theirs);
        QCOMPARE(conflictPaths(r), std::vector<std::string>{"statuses.frostbite"});
        const OrderedJson& c = r.merged.at("conflicts")[0];
        QVERIFY(!c.contains("base"));
        QCOMPARE(c["where"].get<std::string>(), std::string("frostbite"));
        QCOMPARE(c["ours"]["badge"].get<std::string>(), std::string("f"));
        QCOMPARE(c["theirs"]["badge"].get<std::string>(), std::string("F"));
        OrderedJson merged = r.merged;
        QCOMPARE(definition(merged, "statuses", "frostbite")["badge"].get<std::string>(), std::string("f"));

        // Added twice the same way: one definition, no conflict.
        const auto same = rb::mergeContent(base, ours, ours);
        QVERIFY(same.conflicts.empty());
    }

    void aDefinitionDeletedOnOneSideAndChangedOnTheOtherIsAConflict()
    {
        const OrderedJson base = demoContent();
        OrderedJson deleted = base, changed = base;
        deleted["statuses"].erase(0);
        definition(changed, "statuses", "scorched")["tick"]["amount"] = 5;
        const auto oursDeleted = rb::mergeContent(base, deleted, changed);
        QCOMPARE(conflictPaths(oursDeleted), std::vector<std::string>{"statuses.scorched"});
        const OrderedJson& c = oursDeleted.merged.at("conflicts")[0];
        QVERIFY(c.contains("base") && !c.contains("ours") && c.contains("theirs"));
        QCOMPARE(names(oursDeleted.merged, "statuses"), names(deleted, "statuses")); // ours kept: deleted

        const auto theirsDeleted = rb::mergeContent(base, changed, deleted);
        QCOMPARE(conflictPaths(theirsDeleted), std::vector<std::string>{"statuses.scorched"});
        OrderedJson merged = theirsDeleted.merged;
        QCOMPARE(definition(merged, "statuses", "scorched")["tick"]["amount"].get<int>(), 5);

        // Deleted on one side, untouched on the other: deleted.
        QVERIFY(rb::mergeContent(base, deleted, base).conflicts.empty());
    }

    void oneDefinitionRenamedTwoWaysIsAConflictOnItsName()
    {
        const OrderedJson base = demoContent();
        const OrderedJson ours = rb::test::renamed(base, "statuses", "scorched", "burning");
        const OrderedJson theirs = rb::test::renamed(base, "statuses", "scorched", "charred");
        const auto r = rb::mergeContent(base, ours, theirs);
        QCOMPARE(conflictPaths(r), std::vector<std::string>{"statuses.burning.name"});
        QCOMPARE(names(r.merged, "statuses"), names(ours, "statuses"));
    }

    void theResultIsTheSameBytesEveryTime()
    {
        const OrderedJson base = demoContent();
        OrderedJson ours = base, theirs = base;
        definition(ours, "items", "frag grenade")["throw"]["range"] = 7;
        definition(theirs, "items", "frag grenade")["throw"]["range"] = 8;
        const std::string first = rb::mergeContent(base, ours, theirs).merged.dump(2);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(rb::mergeContent(base, ours, theirs).merged.dump(2), first);
    }
};

QTEST_APPLESS_MAIN(TestContentMerge)
#include "test_content_merge.moc"
