// Balance expectations: the file read with every mistake named, the verdict
// of an interval against bounds worked out by hand, the blocks going on with
// the run numbers, and pass, fail, absent and undecided on scenarios whose
// answers are known.
#include "source_dir.h"
#include <QtTest>

#include "rulebench/batch/check.h"

using namespace rb;

namespace {
const std::string kDemo = rb::test::sourcePath("/resources/demo/");

Summary interval(double low, double high)
{
    Summary s;
    s.present = 10;
    s.low = low, s.high = high, s.mean = (low + high) / 2;
    return s;
}

Expectation bounds(std::optional<double> atLeast, std::optional<double> atMost)
{
    Expectation e;
    e.atLeast = atLeast, e.atMost = atMost;
    return e;
}

std::string refusal(const char* json)
{
    std::string why;
    return readExpectations(Json::parse(json), "here", why) ? std::string() : why;
}

Session skirmish()
{
    SessionLoad load = loadSession(kDemo + "skirmish.scenario.json", {std::nullopt, SessionMode::ForwardOnly});
    return std::move(*load.session);
}
} // namespace

class TestCheck : public QObject {
    Q_OBJECT
private slots:
    void theFileIsReadWithEveryMistakeNamed()
    {
        std::string why;
        const auto e = readExpectations(
            Json::parse(R"([{"scenario": "s.scenario.json", "measure": "won", "runs": 200, "turns": 60,
                             "mean": {"at_least": 0.45, "at_most": 0.55}}])"),
            "games/demo", why);
        QVERIFY2(e, why.c_str());
        QCOMPARE((*e)[0].scenarioPath, std::string("games/demo/s.scenario.json"));
        QCOMPARE((*e)[0].maxRuns, 2000); // ten times runs
        QCOMPARE(*(*e)[0].atLeast, 0.45);
        QVERIFY(!(*e)[0].seed);
        QVERIFY(refusal(R"({"scenario": "s"})").find("a list of expectations") != std::string::npos);
        QVERIFY(refusal(R"([{"scenario": "s", "measure": "won", "runs": 0, "turns": 5, "mean": {"at_least": 1}}])")
                    .starts_with("expectation 1: needs \"runs\" (a whole number from 1)"));
        QVERIFY(refusal(R"([{"scenario": "s", "measure": "won", "runs": 5, "turns": 5, "mean": {"at_least": 1}},
                            {"scenario": "s", "measure": "won", "runs": 5, "turns": 5, "meen": 1}])")
                    .starts_with("expectation 2: unknown key \"meen\""));
        QVERIFY(refusal(R"([{"scenario": "s", "measure": "won", "runs": 5, "turns": 5, "mean": {}}])")
                    .find("needs \"at_least\" or \"at_most\"") != std::string::npos);
        QVERIFY(refusal(R"([{"scenario": "s", "measure": "won", "runs": 5, "turns": 5,
                             "mean": {"at_least": 0.6, "at_most": 0.4}}])")
                    .find("at_least 0.6 is above at_most 0.4") != std::string::npos);
        QVERIFY(refusal(R"([{"scenario": "s", "measure": "won", "runs": 5, "turns": 5, "max_runs": 4,
                             "mean": {"at_most": 1}}])")
                    .find("\"max_runs\" is a whole number from \"runs\" (5) up") != std::string::npos);
    }

    void anIntervalIsJudgedAgainstTheBounds()
    {
        using V = CheckResult::Verdict;
        // Bounds 0.45 .. 0.55.
        QCOMPARE(judge(interval(0.46, 0.54), bounds(0.45, 0.55)), V::Pass);      // within
        QCOMPARE(judge(interval(0.45, 0.55), bounds(0.45, 0.55)), V::Pass);      // exactly on them
        QCOMPARE(judge(interval(0.56, 0.60), bounds(0.45, 0.55)), V::Fail);      // wholly above
        QCOMPARE(judge(interval(0.30, 0.44), bounds(0.45, 0.55)), V::Fail);      // wholly below
        QCOMPARE(judge(interval(0.50, 0.58), bounds(0.45, 0.55)), V::Undecided); // across at_most
        QCOMPARE(judge(interval(0.40, 0.60), bounds(0.45, 0.55)), V::Undecided); // wider than the bounds
        // One bound only.
        QCOMPARE(judge(interval(0.46, 0.90), bounds(0.45, std::nullopt)), V::Pass);
        QCOMPARE(judge(interval(0.40, 0.50), bounds(0.45, std::nullopt)), V::Undecided);
        QCOMPARE(judge(interval(0.40, 0.50), bounds(std::nullopt, 0.39)), V::Fail);
    }

    void neverAndAlwaysAreJudgedOnTheRuns()
    {
        using V = CheckResult::Verdict;
        // A count none of 500 runs had: 0 .. 3/500 (the rule of three), which no interval of "at most 0"
        // could hold; judged on the runs it passes, and one run that had it fails it.
        Expectation never = bounds(std::nullopt, 0);
        never.measure = "count:death@hero";
        QVERIFY(judgedOnRuns(never, false));
        QVERIFY(!judgedOnRuns(never, true));
        Summary none = summarize(std::vector<std::optional<double>>(500, 0.0), MeasureShape::Count);
        QVERIFY(none.high > 0);
        QCOMPARE(judge(none, never), V::Pass);
        std::vector<std::optional<double>> once(500, 0.0);
        once[17] = 1.0;
        QCOMPARE(judge(summarize(once, MeasureShape::Count), never), V::Fail);
        // "At least 1" of a yes/no measure (always) likewise; of a count it is judged on the interval.
        Expectation always = bounds(1, std::nullopt);
        always.measure = "won";
        QVERIFY(judgedOnRuns(always, true));
        const Summary all = summarize(std::vector<std::optional<double>>(500, 1.0), MeasureShape::YesNo);
        QVERIFY(all.low < 1);
        QCOMPARE(judge(all, always), V::Pass);
        std::vector<std::optional<double>> lostOnce(500, 1.0);
        lostOnce[3] = 0.0;
        QCOMPARE(judge(summarize(lostOnce, MeasureShape::YesNo), always), V::Fail);
        always.measure = "count:death@rat";
        QVERIFY(!judgedOnRuns(always, true));
        // Any other bound is judged on the interval: at most 0.005 against 0 .. 0.0059915 is undecided.
        Expectation rare = bounds(std::nullopt, 0.005);
        rare.measure = "count:death@hero";
        QCOMPARE(judge(none, rare), V::Undecided);
    }

    void neverOnTheSkirmishSaysHowRareItCouldStillBe()
    {
        using V = CheckResult::Verdict;
        const Session s = skirmish();
        Expectation e;
        e.scenario = "skirmish.scenario.json";
        e.measure = "count:death@hero"; // the hero never dies in the skirmish
        e.runs = 40, e.turns = 60, e.maxRuns = 400, e.atMost = 0;
        CheckResult r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Pass);
        QCOMPARE(r.runs, 40);
        // -ln(0.05) / 40 = 0.074893: at most 7.49%, rounded up to two digits.
        QCOMPARE(checkLine(e, r), std::string("pass: skirmish.scenario.json: count:death@hero happened in 0 of 40 "
                                              "runs; at most 7.5% at 95%: within at most 0, judged on the runs"));
        // The same runs against "at most 0.05": 0 .. 0.0749 after 40 runs is undecided, 0 .. 0.0374 after 80 passes.
        e.atMost = 0.05;
        r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Pass);
        QCOMPARE(r.runs, 80);
        QVERIFY(checkLine(e, r).find("mean 0 (95% interval 0 .. 0.03745) lies within at most 0.05 (80 runs)")
                != std::string::npos);
        // Rats die: "never" fails on the runs that had it.
        e.measure = "count:death@rat*", e.atMost = 0;
        r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Fail);
        QCOMPARE(r.runs, 40);
        QVERIFY(checkLine(e, r).find(": outside at most 0, judged on the runs") != std::string::npos);
        // Always: the hero wins all 40 (Wilson's low end 0.91238 shown as at least 91%).
        e.measure = "won", e.atMost = std::nullopt, e.atLeast = 1;
        r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Pass);
        QCOMPARE(checkLine(e, r), std::string("pass: skirmish.scenario.json: won happened in 40 of 40 runs; at least "
                                              "91% at 95%: within at least 1, judged on the runs"));
    }

    void laterBlocksGoOnWithTheRunNumbers()
    {
        const Session s = skirmish();
        BatchPlan p;
        p.runs = 3;
        p.firstRun = 50;
        p.turns = 5;
        p.seed = 9;
        p.measures = {"won"};
        std::string why;
        const BatchResult r = Batch::prepare(s, p, why)->run();
        QCOMPARE(r.runs.index, (std::vector<std::int64_t>{50, 51, 52}));
        QCOMPARE(r.runs.seed[0], runSeed(9, 50));
    }

    void passFailAbsentAndUndecided()
    {
        using V = CheckResult::Verdict;
        const Session s = skirmish();
        Expectation e;
        e.scenario = "skirmish.scenario.json";
        e.measure = "won"; // the hero wins every run of the skirmish: Wilson's 40 / (40 + 1.96^2) = 0.9124 .. 1
        e.runs = 40, e.turns = 60, e.maxRuns = 400, e.atLeast = 0.9;
        CheckResult r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Pass);
        QCOMPARE(r.runs, 40); // decided in the first block
        QCOMPARE(checkLine(e, r),
                 std::string("pass: skirmish.scenario.json: won mean 1 (95% interval 0.9124 .. 1) lies within at "
                             "least 0.9 (40 runs)"));
        e.atLeast = std::nullopt, e.atMost = 0.5;
        QCOMPARE(checkExpectation(e, s, 2).verdict, V::Fail);
        e.measure = "lost"; // never: 0 .. 1.96^2 / (40 + 1.96^2) = 0.0876, outside at least 0.1
        e.atLeast = 0.1, e.atMost = std::nullopt;
        QCOMPARE(checkExpectation(e, s, 2).verdict, V::Fail);
        e.measure = "turn:health@hero>1000"; // he starts with 30: it never holds, so no run has it
        e.seed = 5, e.maxRuns = 400;
        r = checkExpectation(e, s, 2);
        QCOMPARE(r.verdict, V::Absent);
        QCOMPARE(r.runs, 40); // a measure in no run is not played further
        QVERIFY(checkLine(e, r).ends_with("turn:health@hero>1000 was present in no run (40 runs)"));
        // The king's death near turn 17 with sd about 3.7: bounds 17 .. 17.5 are narrower than any
        // interval 150 runs give (half-width about 1.96 x 3.7 / sqrt 150 = 0.6), so it never passes.
        e.measure = "turn:death@king", e.atLeast = 17, e.atMost = 17.5, e.runs = 50, e.maxRuns = 150;
        r = checkExpectation(e, s, 1);
        QCOMPARE(r.verdict, V::Undecided);
        QCOMPARE(r.runs, 150); // three blocks
        QVERIFY(checkLine(e, r).find("is undecided against 17 .. 17.5 after 150 runs") != std::string::npos);
        // The same at three threads.
        const CheckResult three = checkExpectation(e, s, 3);
        QVERIFY(three.summary == r.summary);
    }
};

QTEST_APPLESS_MAIN(TestCheck)
#include "test_check.moc"
