// Tuning's search on means known exactly (a probe that returns a function of
// the value): both ends first, bisection in the ends' direction, an early
// stop on an exact hit, the nearer of the last two (a tie: the smaller), a
// target out of reach, an end that does not build, "not monotone" warned of,
// and never more than ceil(log2(B - A + 1)) + 2 batches.
#include <QtTest>

#include "rulebench/batch/tune.h"

#include <cmath>

using namespace rb;

namespace {
// A probe whose mean is f(value), exactly (one run, one value).
std::function<TuneProbe(std::int64_t)> exactly(std::function<double(std::int64_t)> f)
{
    return [f](std::int64_t v) {
        TuneProbe p;
        p.value = v;
        p.runs.measures = 1;
        const std::optional<double> x = f(v);
        p.runs.append(0, 1, std::span(&x, 1));
        p.summary = summarize(p.runs.column(0), MeasureShape::Present);
        return p;
    };
}

std::vector<std::int64_t> values(const TuneResult& r)
{
    std::vector<std::int64_t> out;
    for (const TuneProbe& p : r.tried)
        out.push_back(p.value);
    return out;
}

std::int64_t answer(const TuneResult& r) { return r.tried.at(r.answer.value()).value; }
} // namespace

class TestTune : public QObject {
    Q_OBJECT
private slots:
    void theBatchLimitIsCeilLog2OfTheCountPlusTwo()
    {
        QCOMPARE(tuneBatchLimit(0, 0), 2);    // one value: log2 1 = 0
        QCOMPARE(tuneBatchLimit(0, 5), 5);    // six values: ceil(log2 6) = 3
        QCOMPARE(tuneBatchLimit(1, 8), 5);    // eight: 3
        QCOMPARE(tuneBatchLimit(1, 9), 6);    // nine: 4
        QCOMPARE(tuneBatchLimit(10, 100), 9); // 91: 7
    }

    void aFallingMeanFindsTheNearerOfTheLastTwo()
    {
        // 30 - 5v on 0..5: the target 12 lies between v = 3 (15) and v = 4 (10), nearer 10.
        // Probes: 0 (30), 5 (5), 2 (20: above 12, go right), 3 (15: right), 4 (10: left): answer 4.
        const TuneResult r = tune(0, 5, 12, exactly([](std::int64_t v) { return 30.0 - 5 * v; }));
        QCOMPARE(r.outcome, TuneResult::Outcome::Found);
        QCOMPARE(values(r), (std::vector<std::int64_t>{0, 5, 2, 3, 4}));
        QCOMPARE(answer(r), 4);
        QVERIFY(r.warnings.empty());
    }

    void aTieGoesToTheSmallerValue()
    {
        // 17.5 is 2.5 from both 20 (v = 2) and 15 (v = 3).
        const TuneResult r = tune(0, 5, 17.5, exactly([](std::int64_t v) { return 30.0 - 5 * v; }));
        QCOMPARE(answer(r), 2);
        // Rising: v^2 on 0..10, 12.5 lies 3.5 from 9 (v = 3) and 3.5 from 16 (v = 4).
        QCOMPARE(answer(tune(0, 10, 12.5, exactly([](std::int64_t v) { return double(v * v); }))), 3);
    }

    void anExactHitStopsEarly()
    {
        // 30 - 5v: 20 is v = 2, the first probe after the ends.
        const TuneResult r = tune(0, 5, 20, exactly([](std::int64_t v) { return 30.0 - 5 * v; }));
        QCOMPARE(values(r), (std::vector<std::int64_t>{0, 5, 2}));
        QCOMPARE(answer(r), 2);
        // On an end: no bisection at all.
        QCOMPARE(values(tune(0, 5, 5, exactly([](std::int64_t v) { return 30.0 - 5 * v; }))),
                 (std::vector<std::int64_t>{0, 5}));
    }

    void neverMoreBatchesThanTheLimit()
    {
        // v - 5 on 10..100 for every target from 5 to 95 and halfway between: the answer is the
        // value whose mean is nearest (a half: the smaller), in at most 9 batches.
        for (double target = 5; target <= 95; target += 0.5) {
            const TuneResult r = tune(10, 100, target, exactly([](std::int64_t v) { return v - 5.0; }));
            QVERIFY(static_cast<std::int64_t>(r.tried.size()) <= tuneBatchLimit(10, 100));
            QCOMPARE(answer(r), static_cast<std::int64_t>(std::ceil(target - 0.5)) + 5);
        }
        for (std::int64_t b = 0; b < 70; ++b)
            QVERIFY(static_cast<std::int64_t>(
                        tune(0, b, 0.3 * b, exactly([](std::int64_t v) { return double(v); })).tried.size())
                    <= tuneBatchLimit(0, b));
    }

    void aTargetOutOfReachOfTheEndsIsSaid()
    {
        const TuneResult r = tune(0, 5, 31, exactly([](std::int64_t v) { return 30.0 - 5 * v; }));
        QCOMPARE(r.outcome, TuneResult::Outcome::OutOfReach);
        QVERIFY(!r.answer);
        QCOMPARE(values(r), (std::vector<std::int64_t>{0, 5}));
        TuneHeader h;
        h.path = "statuses.poisoned.tick.amount", h.measure = "value:health@hero", h.target = 31, h.b = 5;
        QVERIFY(tuneText(h, r).find("no value in 0..5 reaches it: the mean of value:health@hero is 30 at 0 and 5 at "
                                    "5, and 31 is not between them")
                != std::string::npos);
    }

    void anEndThatDoesNotBuildEndsIt()
    {
        const TuneResult r = tune(-5, 10, 3, [](std::int64_t v) {
            TuneProbe p;
            p.value = v;
            if (v < 0)
                p.problems = {"health -5 is below its min 0"};
            return p;
        });
        QCOMPARE(r.outcome, TuneResult::Outcome::EndDoesNotBuild);
        QCOMPARE(r.tried.size(), std::size_t(1));
    }

    void aMeanOutsideTheBracketIsWarnedOfAndStillAnswered()
    {
        // 0..8 with the ends 0 and 8 but 10 at 4: outside 0 .. 8; 10 > 6, so the search goes left.
        const TuneResult r = tune(0, 8, 6, exactly([](std::int64_t v) { return v == 4 ? 10.0 : double(v); }));
        QCOMPARE(r.outcome, TuneResult::Outcome::Found);
        QCOMPARE(r.warnings.size(), std::size_t(1));
        QVERIFY(r.warnings[0].starts_with("not monotone: at 4 the mean is 10, outside 0 .. 8"));
        // 2 (2: right), 3 (3: right): between 3 and 4, 10 is 4 away and 3 is 3: the answer is 3.
        QCOMPARE(values(r), (std::vector<std::int64_t>{0, 8, 4, 2, 3}));
        QCOMPARE(answer(r), 3);
    }
};

QTEST_APPLESS_MAIN(TestTune)
#include "test_tune.moc"
