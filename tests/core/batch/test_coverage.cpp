// Coverage: which definitions came into play in how many runs — counted from
// the events (and the items worn from the start), the same at any thread
// count and however the runs are sharded, a status nothing applies listed as
// never used, each item's and prop's trigger counted on its own, and shards
// with and without it refused together.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/sweep.h"

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kSkirmish = kDemo + "skirmish.scenario.json";

// The demo's content with a status that nothing applies, as the skirmish's session.
Session withForgottenStatus()
{
    OrderedJson content = OrderedJson::parse(rb::test::readFile(kDemo + "demo.rules.json"));
    content["statuses"].push_back({{"name", "forgotten"}, {"badge", "f"}});
    SessionLoad load = loadWithContent(kSkirmish, kDemo + "demo.rules.json", content.dump(2),
                                       {std::nullopt, SessionMode::ForwardOnly});
    if (!load.session)
        qFatal("the demo with a forgotten status does not load");
    return std::move(*load.session);
}

BatchResult play(const Session& s, int threads, Shard shard = {})
{
    BatchPlan p;
    p.runs = 60;
    p.turns = 60;
    p.seed = 5;
    p.measures = {"won"};
    p.threads = threads;
    p.shard = shard;
    p.coverage = true;
    std::string why;
    return Batch::prepare(s, p, why)->run();
}

std::int64_t runsOf(const Coverage& c, const std::string& section, const std::string& name)
{
    for (const Coverage::Section& s : c.sections)
        for (std::size_t i = 0; i < s.names.size(); ++i)
            if (s.name == section && s.names[i] == name)
                return s.runs[i];
    return -1;
}
} // namespace

class TestCoverage : public QObject {
    Q_OBJECT
private slots:
    void aStatusNothingAppliesIsNeverUsed()
    {
        const BatchResult r = play(withForgottenStatus(), 2);
        QVERIFY(r.coverage);
        const Coverage& c = *r.coverage;
        QCOMPARE(c.runs, 60);
        QCOMPARE(runsOf(c, "statuses", "forgotten"), 0);
        const std::vector<std::string> never = c.neverUsed();
        QVERIFY(std::find(never.begin(), never.end(), "statuses forgotten") != never.end());
        // The script marks the king on turn 1 of every run; the hero wears plate armour from the
        // start and fights with frag grenades and a fireball.
        QCOMPARE(runsOf(c, "statuses", "marked"), 60);
        QCOMPARE(runsOf(c, "items", "plate armour"), 60);
        QVERIFY(runsOf(c, "items", "frag grenade") > 0);
        QVERIFY(runsOf(c, "abilities", "fireball") > 0);
        // No spike trap or barrel stands on the skirmish's map, and no run sets one off.
        QCOMPARE(runsOf(c, "props", "spike trap"), 0);
        QVERIFY(coverageText(c).find("    statuses forgotten\n") != std::string::npos);
        // Every count is a number of runs.
        for (const Coverage::Section& s : c.sections)
            for (std::int64_t n : s.runs)
                QVERIFY(n >= 0 && n <= 60);
    }

    void eachTriggerIsCountedWhenItFires()
    {
        // The spike trap with a second trigger on the same moment that nothing can set off twice
        // over (it is named with "(2)"), and a third on a moment of its own.
        OrderedJson content = OrderedJson::parse(rb::test::readFile(kDemo + "demo.rules.json"));
        OrderedJson& trap = content["props"][0];
        QCOMPARE(trap["name"].get<std::string>(), std::string("spike trap"));
        trap["triggers"].push_back(trap["triggers"][0]);
        trap["triggers"].push_back({{"on", "destroyed"}, {"effects", trap["triggers"][0]["effects"]}});
        const std::string scenario = kDemo + "trap-and-barrel.scenario.json";
        SessionLoad load = loadWithContent(scenario, kDemo + "demo.rules.json", content.dump(2),
                                           {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY2(load.session, load.problems.empty() ? "" : format(load.problems.front().diagnostic).c_str());
        const BatchResult r = play(*load.session, 2);
        const Coverage& c = *r.coverage;
        const auto triggers = std::find_if(c.sections.begin(), c.sections.end(),
                                           [](const Coverage::Section& s) { return s.name == "triggers"; });
        QVERIFY(triggers != c.sections.end());
        QCOMPARE(triggers - c.sections.begin(), 3); // after props
        // The items' triggers first, then the props', each in its definition's order.
        QCOMPARE(triggers->names.front(), std::string("frag grenade on land"));
        QCOMPARE(triggers->names.back(), std::string("explosive barrel on destroyed"));
        const std::vector<std::string>& names = triggers->names;
        QVERIFY(std::find(names.begin(), names.end(), "healing draught on use") != names.end());
        QVERIFY(std::find(names.begin(), names.end(), "healing draught on land") != names.end());
        // The rats walk onto the trap in every run: both its "entered" triggers fire, the
        // one on "destroyed" never does (the trap has no health).
        QCOMPARE(runsOf(c, "triggers", "spike trap on entered"), 60);
        QCOMPARE(runsOf(c, "triggers", "spike trap on entered (2)"), 60);
        QCOMPARE(runsOf(c, "triggers", "spike trap on destroyed"), 0);
        QCOMPARE(runsOf(c, "props", "spike trap"), 60);
        QCOMPARE(runsOf(c, "triggers", "war horn on use"), 0);
        const std::vector<std::string> never = c.neverUsed();
        QVERIFY(std::find(never.begin(), never.end(), "triggers spike trap on destroyed") != never.end());
        QVERIFY(coverageText(c).find(" triggers ") != std::string::npos);
        // The counts go through JSON and back, and a report from before triggers were counted
        // still reads (with none).
        std::string why;
        const std::optional<Coverage> back = coverageFromJson(Json::parse(coverageJson(c).dump()), why);
        QVERIFY2(back, why.c_str());
        QVERIFY(*back == c);
        Json older = Json::parse(coverageJson(c).dump());
        older.erase("triggers");
        const std::optional<Coverage> old = coverageFromJson(older, why);
        QVERIFY2(old, why.c_str());
        QCOMPARE(runsOf(*old, "props", "spike trap"), 60);
        QVERIFY(runsOf(*old, "triggers", "spike trap on entered") < 0);
    }

    void theSameAtAnyThreadCountAndOverShards()
    {
        const Session s = withForgottenStatus();
        const BatchResult one = play(s, 1);
        QVERIFY(*one.coverage == *play(s, 3).coverage);
        BatchReport whole;
        whole.runs = 60;
        whole.measures = {"won"};
        whole.series = {{std::nullopt, {}, one.runs, one.coverage}};
        std::vector<BatchReport> shards;
        for (std::int64_t k = 1; k <= 3; ++k) {
            BatchReport r = whole;
            r.shard = {k, 3};
            const BatchResult part = play(s, 2, {k, 3});
            r.series.front().runs = part.runs;
            r.series.front().coverage = part.coverage;
            std::string why;
            const std::optional<BatchReport> back = reportFromJson(Json::parse(jsonText(r)), why);
            QVERIFY2(back, why.c_str());
            QVERIFY(*back == r);
            shards.push_back(*back);
        }
        std::string why;
        const std::optional<BatchReport> merged = mergeShards(shards, why);
        QVERIFY2(merged, why.c_str());
        QVERIFY(*merged->series.front().coverage == *one.coverage);
        QCOMPARE(jsonText(*merged), jsonText(whole));
        // Shards with and without coverage do not mix.
        shards[1].series.front().coverage.reset();
        QVERIFY(!mergeShards(shards, why));
        QVERIFY2(why.find("play every shard with --coverage or none") != std::string::npos, why.c_str());
    }

    void withoutTheFlagNothingIsCounted()
    {
        BatchPlan p;
        p.runs = 5;
        p.turns = 5;
        p.measures = {"won"};
        std::string why;
        const SessionLoad load = loadSession(kSkirmish, {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY(!Batch::prepare(*load.session, p, why)->run().coverage);
    }
};

QTEST_APPLESS_MAIN(TestCoverage)
#include "test_coverage.moc"
