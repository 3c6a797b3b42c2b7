// The three-way merge of scenario files: placed actors by id, script entries
// by their turn and value, the play state whole.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/scenario_merge.h"

#include <fstream>
#include <sstream>

using rb::OrderedJson;

namespace {
OrderedJson scenario(const std::string& file)
{
    std::ifstream in(rb::test::sourcePath("/resources/demo/")+ file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::string why;
    return rb::normalizedScenario(bytes.str(), why).value();
}

// As the merge takes its sides: in the scenario's own key order.
OrderedJson normalized(const OrderedJson& s)
{
    std::string why;
    return rb::normalizedScenario(s.dump(), why).value();
}

OrderedJson& actor(OrderedJson& s, const std::string& id)
{
    for (OrderedJson& a : s["actors"])
        if (a["id"] == id)
            return a;
    throw std::runtime_error("no actor " + id);
}

OrderedJson entry(int turn, const std::string& id)
{
    return {{"turn", turn}, {"do", "wait"}, {"id", id}};
}

bool holds(const OrderedJson& script, const OrderedJson& e)
{
    return std::find(script.begin(), script.end(), e) != script.end();
}
} // namespace

class TestScenarioMerge : public QObject {
    Q_OBJECT
private slots:
    void aSideThatChangedNothingTakesTheOtherSide()
    {
        const OrderedJson base = scenario("grenade.scenario.json");
        OrderedJson edited = base;
        actor(edited, "hero")["at"] = {4, 3};
        edited["script"].push_back(entry(9, "rat"));
        edited = normalized(edited);
        QCOMPARE(QString::fromStdString(rb::mergeScenarios(base, edited, base).merged.dump()), QString::fromStdString(edited.dump()));
        QVERIFY(rb::mergeScenarios(base, base, edited).merged == edited);
    }

    void actorsMergeByIdAndFieldAndScriptEntriesByTurnAndValue()
    {
        const OrderedJson base = scenario("grenade.scenario.json");
        OrderedJson ours = base, theirs = base;
        actor(ours, "hero")["at"] = {4, 3};
        actor(theirs, "hero")["carries"].push_back("healing draught");
        theirs["actors"].push_back({{"id", "rat2"}, {"actor", "rat"}, {"at", {2, 2}}});
        ours["script"].push_back(entry(2, "rat"));
        const OrderedJson removed = theirs["script"][0];
        theirs["script"].erase(0);
        theirs["script"].push_back(entry(1, "droid"));
        const auto r = rb::mergeScenarios(base, ours, theirs);
        QVERIFY(r.conflicts.empty());
        OrderedJson merged = r.merged;
        QCOMPARE(actor(merged, "hero")["at"], OrderedJson({4, 3}));
        QCOMPARE(actor(merged, "hero")["carries"].size(), base["actors"][0]["carries"].size() + 1);
        QCOMPARE(merged["actors"].back()["id"].get<std::string>(), std::string("rat2"));
        QVERIFY(holds(merged["script"], entry(2, "rat")));
        QVERIFY(holds(merged["script"], entry(1, "droid")));
        QVERIFY(!holds(merged["script"], removed));
        QCOMPARE(merged["script"].size(), base["script"].size() + 1);
        // Still in turn order.
        for (std::size_t i = 1; i < merged["script"].size(); ++i)
            QVERIFY(merged["script"][i - 1]["turn"].get<int>() <= merged["script"][i]["turn"].get<int>());
    }

    void aPlayStateChangedOnBothSidesIsAConflict()
    {
        const OrderedJson base = scenario("grenade.scenario.json");
        OrderedJson ours = base, theirs = base;
        ours["play"] = {{"turn", 3}};
        theirs["play"] = {{"turn", 5}};
        const auto r = rb::mergeScenarios(base, ours, theirs);
        QCOMPARE(r.conflicts.size(), std::size_t(1));
        QCOMPARE(rb::dottedPath(r.conflicts[0].path), std::string("play"));
        QCOMPARE(r.conflicts[0].where, std::string("play state"));
        QCOMPARE(r.merged["play"], ours["play"]);
        QCOMPARE(r.merged["conflicts"].size(), std::size_t(1));
        // The loader knows the list: an error in words, not an unknown key; kept when saved.
        const rb::ScenarioLoad load = rb::loadScenario(r.merged.dump());
        QVERIFY(load.spec);
        QCOMPARE(load.diagnostics.all().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(rb::format(load.diagnostics.all()[0])),
                 QString("conflicts[0]: merge conflict at play state: ours {\"turn\":3}, theirs {\"turn\":5} (base "
                         "none); keep ours or take theirs, which removes this entry"));
        QCOMPARE(rb::scenarioToJson(*load.spec)["conflicts"], r.merged["conflicts"]);
        // Changed on one side only: taken.
        QVERIFY(rb::mergeScenarios(base, base, theirs).conflicts.empty());
    }

    void anActorMovedTwoWaysIsAConflictInWords()
    {
        const OrderedJson base = scenario("grenade.scenario.json");
        OrderedJson ours = base, theirs = base;
        actor(ours, "rat")["at"] = {6, 2};
        actor(theirs, "rat")["at"] = {5, 2};
        const auto r = rb::mergeScenarios(base, ours, theirs);
        QCOMPARE(r.conflicts.size(), std::size_t(1));
        QCOMPARE(r.conflicts[0].where, std::string("actor rat, at"));
    }
};

QTEST_APPLESS_MAIN(TestScenarioMerge)
#include "test_scenario_merge.moc"
