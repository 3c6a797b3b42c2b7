// Batch runs: the same runs and measures whatever the thread count or the
// sharding, seeds derived from the batch's, each run the one a session plays
// alone at its seed, the target-error stop at the same run whatever the
// threads, every mistake refused before a run, sweeps and the JSON round trip.
#include "source_dir.h"
#include <QtTest>

#include "diagnostic_text.h"
#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/sweep.h"

#include <set>

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");
const std::string kGrenade = kDemo + "grenade.scenario.json";
const std::string kSkirmish = kDemo + "skirmish.scenario.json";
const std::vector<std::string> kMeasures = {"turn:death@*", "count:damage*", "sum:damage*@rat*", "won", "lost",
                                            "value:health@hero"};

Session start(const std::string& scenario)
{
    SessionLoad load = loadSession(scenario, {std::nullopt, SessionMode::ForwardOnly});
    if (!load.session)
        qFatal("the demo scenario does not load");
    return std::move(*load.session);
}

BatchPlan plan(std::int64_t runs, int threads, Shard shard = {})
{
    BatchPlan p;
    p.runs = runs;
    p.turns = 40;
    p.seed = 7;
    p.measures = kMeasures;
    p.threads = threads;
    p.shard = shard;
    return p;
}

BatchRuns play(const Session& s, const BatchPlan& p)
{
    std::string why;
    const std::optional<Batch> batch = Batch::prepare(s, p, why);
    if (!batch)
        qFatal("%s", why.c_str());
    return batch->run().runs;
}

std::string refusal(const Session& s, BatchPlan p)
{
    std::string why;
    return Batch::prepare(s, std::move(p), why) ? std::string() : why;
}
} // namespace

class TestBatch : public QObject {
    Q_OBJECT
private slots:
    void seedsAreBelowTwoToThe53AndDiffer()
    {
        std::set<std::uint64_t> seen;
        for (std::int64_t i = 0; i < 1000; ++i) {
            const std::uint64_t s = runSeed(7, i);
            QVERIFY(s < (std::uint64_t{1} << 53));
            seen.insert(s);
        }
        QCOMPARE(seen.size(), std::size_t(1000));
        QVERIFY(runSeed(7, 0) != runSeed(8, 0));
    }

    void sameRunsAtOneTwoAndThreeThreads()
    {
        const Session s = start(kGrenade);
        const BatchRuns one = play(s, plan(60, 1));
        QCOMPARE(one.size(), std::size_t(60));
        QVERIFY(one == play(s, plan(60, 2)));
        QVERIFY(one == play(s, plan(60, 3)));
        // Not all alike: the runs do differ by seed.
        const auto health = one.column(5);
        QVERIFY(std::adjacent_find(health.begin(), health.end(), std::not_equal_to<>()) != health.end());
    }

    void shardsMergeIntoTheWholeBatch()
    {
        const Session s = start(kGrenade);
        BatchReport whole;
        whole.runs = 50;
        whole.measures = kMeasures;
        whole.series = {{std::nullopt, {}, play(s, plan(50, 2)), std::nullopt}};
        std::vector<BatchReport> shards;
        for (std::int64_t k = 3; k >= 1; --k) {
            BatchReport r = whole;
            r.shard = {k, 3};
            r.series.front().runs = play(s, plan(50, static_cast<int>(k), {k, 3}));
            for (std::int64_t i : r.series.front().runs.index)
                QCOMPARE(i % 3, k - 1);
            // Through JSON, as shards travel.
            std::string why;
            const std::optional<BatchReport> back = reportFromJson(Json::parse(jsonText(r)), why);
            QVERIFY2(back, why.c_str());
            QVERIFY(*back == r);
            shards.push_back(*back);
        }
        std::string why;
        const std::optional<BatchReport> merged = mergeShards(shards, why);
        QVERIFY2(merged, why.c_str());
        QVERIFY(*merged == whole);
        QCOMPARE(jsonText(*merged), jsonText(whole));
        QCOMPARE(runsCsv(*merged), runsCsv(whole));
    }

    void eachRunIsTheSessionPlayedAloneAtItsSeed()
    {
        const Session s = start(kSkirmish);
        BatchPlan p = plan(30, 2);
        p.measures = {"value:health@hero", "turn:death@*", "won"};
        const BatchRuns runs = play(s, p);
        for (std::size_t r : {std::size_t(0), std::size_t(13), std::size_t(29)}) {
            SessionLoad load = loadSession(kSkirmish, {runs.seed[r], SessionMode::ForwardOnly});
            Session& alone = *load.session;
            std::optional<double> died;
            alone.run(40, {}, {}, [&](const TurnReport& report) {
                for (const WorldEvent& e : report.events)
                    if (e.kind == WorldEvent::Kind::Death && !died)
                        died = static_cast<double>(report.turn);
            });
            const WorldActor* hero = alone.world().actor("hero");
            QCOMPARE(runs.row(r)[0], std::optional(static_cast<double>(alone.world().value(*hero, alone.world().settings().health))));
            QCOMPARE(runs.row(r)[1], died);
            QCOMPARE(runs.row(r)[2], std::optional(alone.world().outcome() == World::Outcome::Victory ? 1.0 : 0.0));
        }
    }

    void targetErrorStopsAtTheSameRunWhateverTheThreads()
    {
        const Session s = start(kSkirmish);
        BatchPlan p = plan(2000, 1);
        p.measures = {"value:health@hero"};
        p.targetError = 1.0;
        std::string why;
        const BatchResult one = Batch::prepare(s, p, why)->run();
        p.threads = 3;
        const BatchResult three = Batch::prepare(s, p, why)->run();
        QVERIFY(one.targetMet);
        QVERIFY(one.runs.size() % 100 == 0 && one.runs.size() < 2000);
        QVERIFY(one.runs == three.runs);
        const std::vector<MeasureShape> shapes = {MeasureShape::Present};
        QVERIFY(withinTargetError(one.runs, shapes, 1.0));
        // One block fewer would not have met it.
        BatchRuns fewer = one.runs;
        const std::size_t keep = fewer.size() - 100;
        fewer.index.resize(keep), fewer.seed.resize(keep), fewer.values.resize(keep);
        QVERIFY(!withinTargetError(fewer, shapes, 1.0));
    }

    void targetErrorOnAMeanOfZeroStopsOnTheBoundsWidth()
    {
        // The hero never dies in the skirmish: 0 .. -ln(0.05) / n, within 1% (0.01) once n >= 299.6,
        // so the check after 300 runs (2.9957 / 300 = 0.009986) stops it; 200 runs (0.01498) would not.
        const Session s = start(kSkirmish);
        BatchPlan p = plan(2000, 2);
        p.measures = {"count:death@hero"};
        p.targetError = 1.0;
        std::string why;
        const BatchResult r = Batch::prepare(s, p, why)->run();
        QVERIFY(r.targetMet);
        QCOMPARE(r.runs.size(), std::size_t(300));
        const std::vector<MeasureShape> count = {MeasureShape::Count};
        QVERIFY(withinTargetError(r.runs, count, 1.0));
        // Read as a plain number, 0 .. 0 would have claimed it long before (a mean of 0 on its width).
        const std::vector<MeasureShape> number = {MeasureShape::Present};
        BatchRuns fewer = r.runs;
        fewer.index.resize(200), fewer.seed.resize(200), fewer.values.resize(200);
        QVERIFY(!withinTargetError(fewer, count, 1.0));
        QVERIFY(withinTargetError(fewer, number, 1.0));
    }

    void aStopRequestKeepsTheRunsBeforeIt()
    {
        const Session s = start(kGrenade);
        std::string why;
        const std::optional<Batch> batch = Batch::prepare(s, plan(100000, 2), why);
        std::stop_source stop;
        const BatchResult r = batch->run(stop.get_token(), [&](std::int64_t, std::int64_t) { stop.request_stop(); });
        QVERIFY(r.cancelled);
        QVERIFY(r.runs.size() < 100000);
        for (std::size_t i = 0; i < r.runs.size(); ++i)
            QCOMPARE(r.runs.index[i], static_cast<std::int64_t>(i));
    }

    void mistakesAreRefusedWithTheReason()
    {
        const Session s = start(kGrenade);
        const auto with = [&](std::vector<std::string> measures) {
            BatchPlan p = plan(10, 1);
            p.measures = std::move(measures);
            return refusal(s, p);
        };
        QVERIFY(with({"won"}).empty());
        QVERIFY(with({"wins"}).find("unknown measure \"wins\"") != std::string::npos);
        QVERIFY(with({"value:helth@hero"}).find("unknown stat \"helth\" (did you mean \"health\"?)") != std::string::npos);
        QVERIFY(with({"value:health@heroo"}).find("no actor \"heroo\"") != std::string::npos);
        QVERIFY(with({"done:cul the rats"}).find("unknown quest \"cul the rats\"") != std::string::npos);
        QVERIFY(with({"count:deth@rat"}).find("no event is called \"deth\" (did you mean \"death\"?)") != std::string::npos);
        QVERIFY(with({"count:health@hero<3"}).find("only turn: takes one") != std::string::npos);
        QVERIFY(with({"turn:health@hero<3"}).empty());
        QVERIFY(with({"turn:stacks:stonskin@hero>1"}).find("unknown status") != std::string::npos);
        QVERIFY(with({"won:x"}).find("takes nothing") != std::string::npos);
        QVERIFY(with({}).find("nothing to measure") != std::string::npos);
        BatchPlan p = plan(0, 1);
        QVERIFY(refusal(s, p).find("at least 1 run") != std::string::npos);
        p = plan(10, 1, {4, 3});
        QVERIFY(refusal(s, p).find("K/N") != std::string::npos);
        p = plan(10, 1, {1, 2});
        p.targetError = 5;
        QVERIFY(refusal(s, p).find("cannot run in a shard") != std::string::npos);
        QVERIFY(!parseShard("0/3") && !parseShard("2") && !parseShard("3/2") && parseShard("2/3"));
    }

    void sweepPathsAreNamedAsTheEditorNamesThem()
    {
        const std::string content = rb::test::readFile(kDemo + "demo.rules.json");
        std::string why;
        const std::optional<Vary> v = parseVary("statuses.bleeding.tick.amount=1..4", why);
        QVERIFY2(v, why.c_str());
        QCOMPARE(v->texts, (std::vector<std::string>{"1", "2", "3", "4"}));
        const std::string varied = variedContent(content, *v, v->values[2], why);
        QVERIFY2(!varied.empty(), why.c_str());
        const Json j = Json::parse(varied);
        for (const Json& s : j["statuses"])
            if (s["name"] == "bleeding")
                QCOMPARE(s["tick"]["amount"].get<int>(), 3);
        // One value as the report keeps it sets the same text as the sweep did.
        const std::optional<Vary> one = parseSweptValue("statuses.bleeding.tick.amount", v->texts[2], why);
        QVERIFY2(one && one->values.size() == 1, why.c_str());
        QCOMPARE(variedContent(content, *one, one->values[0], why), varied);
        QVERIFY(parseSweptValue("items.frag grenade.triggers.1.effects.1.args.roll", "1..2", why)->values[0]
                == OrderedJson("1..2")); // a value, not a range
        QVERIFY(!parseSweptValue("statuses..amount", "3", why) && why.find("empty part") != std::string::npos);
        QVERIFY(!parseSweptValue("statuses.bleeding.tick.amount", " ", why));
        const std::optional<Vary> list = parseVary("items.frag grenade.triggers.1.effects.1.args.roll=2d6, 3d6", why);
        QVERIFY(list && list->values[0] == OrderedJson("2d6"));
        QVERIFY(!variedContent(content, *list, list->values[0], why).empty());
        const auto bad = [&](const std::string& text) {
            std::string reason;
            const std::optional<Vary> w = parseVary(text, reason);
            if (w)
                variedContent(content, *w, w->values[0], reason);
            return reason;
        };
        QVERIFY(bad("statuses.bleedin.tick.amount=1").find("nothing named \"bleedin\" (did you mean \"bleeding\"?)")
                != std::string::npos);
        QVERIFY(bad("statuses.bleeding.tick.amout=1").find("no \"amout\"") != std::string::npos);
        QVERIFY(bad("items.frag grenade.triggers.9.on=1").find("counted from 1: no 9") != std::string::npos);
        QVERIFY(bad("statuses.bleeding.tick=1").find("not one value") != std::string::npos);
        QVERIFY(bad("statuses.bleeding.tick.amount=4..1").find("A <= B") != std::string::npos);
        QVERIFY(bad("statuses.bleeding.tick.amount=1..x").find("two whole numbers") != std::string::npos);
        QVERIFY(bad("statuses.bleeding.tick.amount").find("PATH=") != std::string::npos);
    }

    void aPathEndingInHashNamesANumberInsideAFormula()
    {
        Json demo = Json::parse(rb::test::readFile(kDemo + "demo.rules.json"));
        const auto grenade = [](Json& content) -> Json& {
            for (Json& i : content["items"])
                if (i["name"] == "frag grenade")
                    return i["triggers"][0]["effects"][0]["args"]["roll"];
            throw std::runtime_error("no frag grenade");
        };
        grenade(demo) = "=1 + 2d6 * 3";
        const std::string content = demo.dump(2);
        const std::string path = "items.frag grenade.triggers.1.effects.1.args.roll";
        std::string why;
        const auto rollAfter = [&](const std::string& vary, std::size_t value) {
            std::optional<Vary> v = parseVary(vary, why);
            if (!v)
                return std::string("refused: ") + why;
            const std::string text = variedContent(content, *v, v->values[value], why);
            if (text.empty())
                return std::string("refused: ") + why;
            Json j = Json::parse(text);
            return grenade(j).get<std::string>();
        };
        QCOMPARE(rollAfter(path + "#4=4..5", 1), std::string("=1 + 2d6 * 5"));
        QCOMPARE(rollAfter(path + "#3=8,20", 0), std::string("=1 + 2d8 * 3")); // a die's sides
        QCOMPARE(rollAfter(path + "#1=-2,7", 0), std::string("=(-2) + 2d6 * 3"));
        const std::optional<Vary> one = parseSweptValue(path + "#2", "4", why);
        QVERIFY2(one && one->number == 2 && one->path == path + "#2", why.c_str());
        const std::optional<Vary> named = parseVary("items.bolt #2.damage=3", why); // a '#' inside a name
        QVERIFY(named && named->number == 0 && named->segments[1] == "bolt #2");
        // Refused, saying why: past the formula's numbers, # on what is no formula, #0, a die below 1.
        QVERIFY2(rollAfter(path + "#5=1", 0).find("has 4 numbers, counted from 1: no #5") != std::string::npos, why.c_str());
        QVERIFY(rollAfter("items.frag grenade.throw.range#1=3", 0).find("6, not a formula") != std::string::npos);
        QVERIFY(rollAfter(path + "#0=1", 0).find("counting from 1") != std::string::npos);
        QVERIFY(rollAfter(path + "#x=1", 0).find("counting from 1") != std::string::npos);
        QVERIFY(rollAfter(path + "#2=0", 0).find("a dice term's count or sides, at least 1") != std::string::npos);
        QVERIFY(rollAfter(path + "#2=2d6", 0).find("not a whole number") != std::string::npos);
        // Every value of a sweep is checked before anything runs, not only the first.
        const std::optional<Vary> later = parseVary(path + "#2=3,1,0", why);
        QVERIFY(checkVaried(content, *parseVary(path + "#2=3,1", why), why));
        QVERIFY(!checkVaried(content, *later, why));
        QVERIFY2(why.find("at least 1: not 0") != std::string::npos, why.c_str());
        // The varied formula is compiled and checked as the content's own: 5000 dice is past the bound.
        const std::optional<Vary> many = parseVary(path + "#2=5000", why);
        const SessionLoad base = loadSession(kSkirmish, {std::nullopt, SessionMode::ForwardOnly});
        const SessionLoad load = loadWithContent(kSkirmish, base.contentPath,
                                                 variedContent(content, *many, many->values[0], why),
                                                 {std::nullopt, SessionMode::ForwardOnly});
        QVERIFY(!load.session && !load.problems.empty());
        QVERIFY2(format(load.problems.front().diagnostic).find("dice count must be between 1 and") != std::string::npos,
                 format(load.problems.front().diagnostic).c_str());
    }

    void textThatIsNotUtf8IsWrittenNeverThrown()
    {
        // Found by fuzz_queries: a swept value (or a file name, or a measure) in another encoding.
        const std::string content = rb::test::readFile(kDemo + "demo.rules.json");
        std::string why;
        const std::optional<Vary> v = parseVary("statuses.bleeding.tick.amount=\xd3\xd1\x10", why);
        QVERIFY(v);
        QVERIFY(variedContent(content, *v, v->values[0], why).find("\xEF\xBF\xBD") != std::string::npos);
        BatchReport r;
        r.scenario = "caf\xe9.scenario.json";
        r.measures = {"turn:death@\xff"};
        r.series.push_back({});
        r.series.back().runs.measures = 1;
        const std::string text = jsonText(r);
        QVERIFY(text.find("caf\xEF\xBF\xBD.scenario.json") != std::string::npos);
        QVERIFY(!Json::parse(text, nullptr, false).is_discarded());
    }

    void aSweepKeepsTheRunSeedsSoDifferencesArePaired()
    {
        const std::string content = rb::test::readFile(kDemo + "demo.rules.json");
        std::string why;
        const std::optional<Vary> v =
            parseVary("items.frag grenade.triggers.1.effects.1.args.roll=1d6,6d6,nonsense", why);
        const SessionLoad base = loadSession(kSkirmish, {std::nullopt, SessionMode::ForwardOnly});
        std::vector<BatchRuns> runs;
        for (const OrderedJson& value : v->values) {
            const SessionLoad load = loadWithContent(kSkirmish, base.contentPath,
                                                     variedContent(content, *v, value, why),
                                                     {std::nullopt, SessionMode::ForwardOnly});
            if (!load.session) {
                QVERIFY(!load.problems.empty());
                QVERIFY(format(load.problems.front().diagnostic).find("nonsense") != std::string::npos);
                continue;
            }
            BatchPlan p = plan(40, 2);
            p.measures = {"sum:damage*@rat*"};
            runs.push_back(play(*load.session, p));
        }
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].seed, runs[1].seed);
        const std::optional<Summary> d = pairedDifference(runs[0].column(0), runs[1].column(0));
        QVERIFY(d && d->mean > 0); // 6d6 grenades hurt the rats more than 1d6 ones
    }
};

QTEST_APPLESS_MAIN(TestBatch)
#include "test_batch.moc"
