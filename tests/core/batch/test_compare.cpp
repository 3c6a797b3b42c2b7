// Two contents compared on the same runs: each side's summary, the paired
// difference and the verdict against values worked out by hand, only the runs
// both sides finished when one was cut short, and the JSON and CSV forms.
#include <QtTest>

#include "rulebench/batch/compare.h"

#include <cmath>

using namespace rb;

namespace {
bool near(double a, double b, double within = 1e-8) { return std::abs(a - b) <= within; }

// Runs 0.. with seeds 100.., one measure a column.
BatchRuns runs(const std::vector<std::vector<std::optional<double>>>& columns)
{
    BatchRuns out;
    out.measures = columns.size();
    for (std::size_t r = 0; r < columns.front().size(); ++r) {
        std::vector<std::optional<double>> row;
        for (const auto& column : columns)
            row.push_back(column[r]);
        out.append(static_cast<std::int64_t>(r), 100 + r, row);
    }
    return out;
}

ContentComparison comparison(Confidence confidence)
{
    ContentComparison c;
    c.scenario = "s.scenario.json";
    c.ownContent = "own.rules.json";
    c.otherContent = "other.rules.json";
    c.runs = 4;
    c.turns = 10;
    c.seed = 7;
    c.measures = {"value:health@hero", "turn:death@rat", "won"};
    c.confidence = confidence;
    // health: 1 2 3 4 against 3 4 - 7: differences 2, 2, 3 over the 3 runs both have.
    // death: only run 0 has it on both sides (difference 5): one pair is never "changed".
    // won: the same on both sides, difference exactly 0.
    c.own = runs({{1.0, 2.0, 3.0, 4.0}, {1.0, std::nullopt, 2.0, std::nullopt}, {1.0, 0.0, 1.0, 1.0}});
    c.other = runs({{3.0, 4.0, std::nullopt, 7.0}, {6.0, 4.0, std::nullopt, std::nullopt}, {1.0, 0.0, 1.0, 1.0}});
    return c;
}
} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void differencesAndVerdictsWorkedByHand()
    {
        const ContentComparison c = comparison(Confidence::P95);
        const std::vector<MeasureComparison> m = c.compared();
        QCOMPARE(m.size(), std::size_t(3));
        // Own health 1 2 3 4: mean 2.5, sd sqrt(5/3), half-width t(3) 3.182446305 * sd / 2.
        QCOMPARE(m[0].own.present, 4);
        QCOMPARE(m[0].own.mean, 2.5);
        QVERIFY(near(m[0].own.high, 2.5 + 3.182446305 * std::sqrt(5.0 / 3) / 2));
        // Other health 3 4 7: present in 3 runs, mean 14/3.
        QCOMPARE(m[0].other.present, 3);
        QVERIFY(near(m[0].other.mean, 14.0 / 3));
        // Differences 2 2 3: mean 7/3, squares 1/9 + 1/9 + 4/9 = 2/3, sd sqrt(1/3), standard error 1/3,
        // t(2) 4.302652730: 0.899116 .. 3.767551, which leaves out 0.
        QCOMPARE(m[0].difference->present, 3);
        QVERIFY(near(m[0].difference->mean, 7.0 / 3));
        QVERIFY(near(m[0].difference->low, 7.0 / 3 - 4.302652730 / 3));
        QVERIFY(near(m[0].difference->high, 7.0 / 3 + 4.302652730 / 3));
        QVERIFY(m[0].changed());
        QCOMPARE(std::string(verdictWord(m[0])), std::string("changed"));
        // One pair, difference 5 (interval 5 .. 5): too few to say.
        QCOMPARE(m[1].difference->present, 1);
        QCOMPARE(m[1].difference->low, 5.0);
        QVERIFY(!m[1].changed());
        // The same values: exactly 0, 0 .. 0.
        QCOMPARE(m[2].difference->mean, 0.0);
        QCOMPARE(m[2].difference->low, 0.0);
        QCOMPARE(m[2].difference->high, 0.0);
        QCOMPARE(std::string(verdictWord(m[2])), std::string("no detectable change"));
        QVERIFY(c.anyChanged());
    }

    void ninetyNinePercentIsWiderAndFlagsLess()
    {
        // t(2) at 99% is 9.924843201: 7/3 - 9.924843201/3 = -0.9749 .. 5.6416, which holds 0.
        const std::vector<MeasureComparison> m = comparison(Confidence::P99).compared();
        QVERIFY(near(m[0].difference->low, 7.0 / 3 - 9.924843201 / 3));
        QVERIFY(!m[0].changed());
        QVERIFY(!comparison(Confidence::P99).anyChanged());
    }

    void aMeasureOnlyOneSideHasIsChangedByTheShareItHappenedIn()
    {
        ContentComparison c = comparison(Confidence::P95);
        // The hero gone in every run of the other content (value: absent), and the rat dying in 3 of 4
        // runs of the other content where it never died with its own.
        c.own = runs({{1.0, 2.0, 3.0, 4.0}, {std::nullopt, std::nullopt, std::nullopt, std::nullopt},
                      {1.0, 0.0, 1.0, 1.0}});
        c.other = runs({{std::nullopt, std::nullopt, std::nullopt, std::nullopt}, {6.0, 4.0, std::nullopt, 3.0},
                        {1.0, 0.0, 1.0, 1.0}});
        const std::vector<MeasureComparison> m = c.compared();
        // No pair of runs has either, yet both changed: present in 4 of 4 then 0 of 4, Newcombe's
        // interval (python3, from the Wilson intervals 0 .. 0.4898908365 and 1 - that .. 1): -1 .. -0.3071897350.
        QVERIFY(!m[0].difference);
        QCOMPARE(m[0].own.happened, 4);
        QCOMPARE(m[0].other.happened, 0);
        QCOMPARE(m[0].happened.difference, -1.0);
        QCOMPARE(m[0].happened.interval.low, -1.0); // never below -1, though the sum rounds to -1 - 2^-52
        QVERIFY(near(m[0].happened.interval.high, -0.3071897350036087));
        QVERIFY(m[0].changed());
        // Never, then 3 of 4 (Wilson 0.3006418426 .. 0.9544127392): +0.75, 0.0852325329 .. 0.9544127392.
        QVERIFY(!m[1].difference);
        QCOMPARE(m[1].other.happened, 3);
        QVERIFY(near(m[1].happened.interval.low, 0.08523253292604349));
        QVERIFY(near(m[1].happened.interval.high, 0.9544127391902995));
        QCOMPARE(std::string(verdictWord(m[1])), std::string("changed"));
        QVERIFY(!m[2].changed()); // won: the same shares, the same runs
        QVERIFY(c.anyChanged());
        const std::string text = summaryText(c);
        QVERIFY2(text.find("turn:death@rat     0") != std::string::npos, text.c_str());
        QVERIFY2(text.find("  turn:death@rat     0                                     +0.75 (0.08523 .. 0.9544)      changed\n")
                     != std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("  turn:death@rat     3     3         4.333  0.5388 .. 8.128\n") != std::string::npos,
                 text.c_str());
        const OrderedJson j = toJson(c);
        QCOMPARE(j["compared"]["turn:death@rat"]["verdict"].get<std::string>(), std::string("changed"));
        QCOMPARE(j["compared"]["turn:death@rat"]["other"]["happened"].get<int>(), 3);
        QCOMPARE(j["compared"]["turn:death@rat"]["happened"]["share_difference"].get<double>(), 0.75);
    }

    void aShareThatMovedNoMoreThanChanceIsNoChange()
    {
        // 4 of 4 runs, then 3 of 4 (python3: -0.25, -0.6993581574 .. 0.2808272785): holds 0; and the
        // paired differences 2 2 3 decide health alone.
        const std::vector<MeasureComparison> m = comparison(Confidence::P95).compared();
        QVERIFY(near(m[0].happened.difference, -0.25));
        QVERIFY(near(m[0].happened.interval.low, -0.6993581574175982));
        QVERIFY(near(m[0].happened.interval.high, 0.2808272784865774));
        QVERIFY(!m[0].happened.differs());
        // The rat died in 2 of 4 on each side: 0, -0.4949196078 .. 0.4949196078.
        QVERIFY(near(m[1].happened.interval.high, 0.4949196078428281));
        QVERIFY(!m[1].changed());
    }

    void aCutShortComparisonUsesTheRunsBothFinished()
    {
        ContentComparison c = comparison(Confidence::P95);
        c.cancelled = true;
        BatchRuns twoRuns = c.other;
        twoRuns.index.resize(2), twoRuns.seed.resize(2), twoRuns.values.resize(2 * twoRuns.measures);
        c.other = twoRuns;
        const std::vector<MeasureComparison> m = c.compared();
        QCOMPARE(m[0].own.present, 2); // runs 0 and 1 only: 1 2
        QCOMPARE(m[0].own.mean, 1.5);
        QCOMPARE(m[0].difference->present, 2);
        QVERIFY(summaryText(c).find("cancelled after 2 runs") != std::string::npos);
    }

    void itsJsonCsvAndTextSayTheSame()
    {
        const ContentComparison c = comparison(Confidence::P95);
        const OrderedJson j = toJson(c);
        QCOMPARE(j["format"].get<std::string>(), std::string("rulebench-compare/1"));
        QCOMPARE(j["confidence"].get<int>(), 95);
        QCOMPARE(j["compared"]["value:health@hero"]["verdict"].get<std::string>(), std::string("changed"));
        QCOMPARE(j["compared"]["value:health@hero"]["difference"]["present"].get<int>(), 3);
        QCOMPARE(j["compared"]["turn:death@rat"]["verdict"].get<std::string>(), std::string("no detectable change"));
        QVERIFY(j["changed"].get<bool>());
        QCOMPARE(j["per_run"]["other"][2].dump(), std::string("[2,102,null,null,1]"));
        const std::string csv = runsCsv(c);
        QVERIFY(csv.starts_with("content,run,seed,value:health@hero,turn:death@rat,won\n"
                                "own.rules.json,0,100,1,1,1\n"));
        QVERIFY(csv.find("other.rules.json,2,102,,,1\n") != std::string::npos);
        const std::string text = summaryText(c);
        QVERIFY(text.find("other.rules.json minus own.rules.json, run by run:") != std::string::npos);
        QVERIFY2(text.find("value:health@hero  3      2.333            0.8991 .. 3.768  -0.25 (-0.6994 .. 0.2808)      changed")
                     != std::string::npos,
                 text.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCompare)
#include "test_compare.moc"
