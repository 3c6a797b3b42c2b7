// The "conflicts" a merge leaves, as the loader reads them: known (no
// "unknown key"), kept when saved, and each an error naming the definition
// and the field in the designer's words.
#include <QtTest>

#include "content_json.h"
#include "rulebench/content/content.h"
#include "rulebench/content/content_conflicts.h"
#include "rulebench/content/content_merge.h"

using rb::OrderedJson;
using rb::test::definition;
using rb::test::demoContent;

namespace {
OrderedJson conflicted()
{
    OrderedJson base = demoContent(), ours = base, theirs = base;
    definition(ours, "statuses", "scorched")["tick"]["amount"] = 2;
    definition(theirs, "statuses", "scorched")["tick"]["amount"] = 3;
    ours["statuses"].erase(1); // rooted
    definition(theirs, "statuses", "rooted")["badge"] = "R";
    return rb::mergeContent(base, ours, theirs).merged;
}
} // namespace

class TestContentConflicts : public QObject {
    Q_OBJECT
private slots:
    void eachConflictIsAnErrorNamingItsDefinitionAndField()
    {
        const rb::ContentLoad load = rb::loadContent(conflicted().dump());
        QVERIFY(load.spec);
        std::vector<rb::Diagnostic> conflicts;
        for (const rb::Diagnostic& d : load.diagnostics.all()) {
            QVERIFY2(d.message.find("unknown key") == std::string::npos, d.message.c_str());
            if (d.path.starts_with("conflicts"))
                conflicts.push_back(d);
        }
        QCOMPARE(conflicts.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(rb::format(conflicts[0])),
                 QString("conflicts[0] \"scorched\": merge conflict at scorched, tick each turn, amount: ours 2, "
                         "theirs 3 (base 1); keep ours or take theirs, which removes this entry"));
        QCOMPARE(conflicts[0].severity, rb::Severity::Error);
        QCOMPARE(QString::fromStdString(rb::format(conflicts[1])),
                 QString("conflicts[1] \"rooted\": merge conflict at rooted: ours deleted it, theirs changed it; keep "
                         "ours or take theirs, which removes this entry"));
    }

    void theListIsKeptWhenSaved()
    {
        const OrderedJson merged = conflicted();
        const rb::ContentLoad load = rb::loadContent(merged.dump());
        const OrderedJson saved = OrderedJson::parse(rb::serializeContent(*load.spec));
        QCOMPARE(saved["conflicts"], merged["conflicts"]);
    }

    void aConflictWithoutAPathIsSaidPlainly()
    {
        OrderedJson content = demoContent();
        content["conflicts"] = OrderedJson::array({{{"where", "somewhere"}}});
        const rb::ContentLoad load = rb::loadContent(content.dump());
        bool said = false;
        for (const rb::Diagnostic& d : load.diagnostics.all())
            said = said || (d.path == "conflicts[0]" && d.message.find("needs its \"path\"") != std::string::npos);
        QVERIFY(said);
    }

    void keepOursDropsTheEntryAndLeavesTheValue()
    {
        const OrderedJson merged = conflicted();
        std::string why;
        const auto kept = rb::resolveConflict(merged, 0, rb::ConflictChoice::KeepOurs, why);
        QVERIFY(kept);
        OrderedJson expected = merged;
        expected["conflicts"].erase(0);
        QCOMPARE(*kept, expected);
    }

    void takeTheirsSetsTheFieldOrTheDefinitionAndDropsTheEntry()
    {
        const OrderedJson merged = conflicted();
        std::string why;
        auto field = rb::resolveConflict(merged, 0, rb::ConflictChoice::TakeTheirs, why);
        QVERIFY(field);
        QCOMPARE(definition(*field, "statuses", "scorched")["tick"]["amount"].get<int>(), 3);
        QCOMPARE((*field)["conflicts"].size(), std::size_t(1));
        // The last one: rooted, deleted by ours, comes back as theirs changed it; the list goes.
        auto whole = rb::resolveConflict(*field, 0, rb::ConflictChoice::TakeTheirs, why);
        QVERIFY(whole);
        QCOMPARE(definition(*whole, "statuses", "rooted")["badge"].get<std::string>(), std::string("R"));
        QVERIFY(!whole->contains("conflicts"));
        QVERIFY(rb::loadContent(whole->dump()).diagnostics.all().empty()); // the demo's own again, clean
        QVERIFY(!rb::resolveConflict(*whole, 0, rb::ConflictChoice::KeepOurs, why));
        QCOMPARE(why, std::string("no merge conflict 1"));
    }

    void anEntryNamingAPlaceTheDefinitionCannotHaveIsRefusedWithWhy()
    {
        OrderedJson content = demoContent();
        content["conflicts"] = OrderedJson::array(
            {{{"path", "items.frag grenade.triggers.x.on"}, {"where", "frag grenade"}, {"theirs", "use"}}});
        std::string why;
        QVERIFY(!rb::resolveConflict(content, 0, rb::ConflictChoice::TakeTheirs, why));
        QVERIFY2(why.starts_with("cannot put theirs at /triggers/x/on in \"frag grenade\""), why.c_str());
        // Keeping ours needs no place: the entry goes.
        QVERIFY(rb::resolveConflict(content, 0, rb::ConflictChoice::KeepOurs, why));
    }

    void takingTheirNameRenamesWithTheReferences()
    {
        const OrderedJson base = demoContent();
        const auto merged = rb::mergeContent(base, rb::test::renamed(base, "statuses", "scorched", "burning"),
                                             rb::test::renamed(base, "statuses", "scorched", "charred"))
                                .merged;
        std::string why;
        const auto theirs = rb::resolveConflict(merged, 0, rb::ConflictChoice::TakeTheirs, why);
        QVERIFY(theirs);
        QVERIFY(theirs->dump().find("burning") == std::string::npos);
        QVERIFY(rb::loadContent(theirs->dump()).diagnostics.all().empty());
    }

    void aPathNamesItsDefinitionEvenWithDotsInTheName()
    {
        OrderedJson content = demoContent();
        content["statuses"].push_back({{"name", "v1.2 burn"}});
        const auto place = rb::conflictPlace(rb::Json::parse(content.dump()), "statuses.v1.2 burn.tick.amount");
        QVERIFY(place);
        QCOMPARE(place->definition, std::string("v1.2 burn"));
        QCOMPARE(place->pointer, std::string("/tick/amount"));
        QVERIFY(!rb::conflictPlace(rb::Json::parse(content.dump()), "nowhere.x"));
    }
};

QTEST_APPLESS_MAIN(TestContentConflicts)
#include "test_content_conflicts.moc"
