// A batch's statistics against values worked out by hand on small fixed
// samples: mean, sample sd, Student's t interval, a yes/no measure's Wilson
// interval, a count none of whose runs had it (the rule of three), Newcombe's
// interval of two shares, numpy-style percentiles, the histogram's binning
// rule, paired differences and the number text.
#include <QtTest>

#include "rulebench/batch/statistics.h"

#include <cmath>

using namespace rb;

namespace {
std::vector<std::optional<double>> sample(std::initializer_list<double> xs)
{
    return {xs.begin(), xs.end()};
}
bool near(double a, double b, double within = 1e-9) { return std::abs(a - b) <= within; }
} // namespace

class TestStatistics : public QObject {
    Q_OBJECT
private slots:
    void studentQuantilesMatchTheTables()
    {
        // The 0.975 quantiles from any table of Student's t.
        QVERIFY(near(studentT975(1), 12.706204736, 1e-8));
        QVERIFY(near(studentT975(4), 2.776445105, 1e-8));
        QVERIFY(near(studentT975(7), 2.364624252, 1e-8));
        QVERIFY(near(studentT975(30), 2.042272456, 1e-8));
        QVERIFY(near(studentT975(1000), 1.962339081, 1e-8));
    }

    void studentQuantilesForNinetyNinePercent()
    {
        // df 1: t = tan(0.495 pi) = 63.656741163; df 2: t = (2p - 1) sqrt(2 / (4p(1 - p))) with p = 0.995,
        // 0.99 sqrt(2 / 0.0199) = 9.924843201. The rest from the tables (0.995 column).
        QVERIFY(near(studentT995(1), std::tan(0.495 * 3.14159265358979323846), 1e-7));
        QVERIFY(near(studentT995(1), 63.656741163, 1e-7));
        QVERIFY(near(studentT995(2), 0.99 * std::sqrt(2 / 0.0199), 1e-9));
        QVERIFY(near(studentT995(4), 4.604094871, 1e-8));
        QVERIFY(near(studentT995(7), 3.499483297, 1e-8));
        QVERIFY(near(studentT995(30), 2.749995654, 1e-8));
        QVERIFY(near(studentT995(1000), 2.580754698, 1e-8));
        QCOMPARE(studentT(Confidence::P95, 7), studentT975(7));
        QCOMPARE(studentT(Confidence::P99, 7), studentT995(7));
        QCOMPARE(percent(Confidence::P95), 95);
        QCOMPARE(percent(Confidence::P99), 99);
    }

    void aNinetyNinePercentIntervalWorkedByHand()
    {
        // The eight values below: mean 5, sd sqrt(32/7); t(7) at 0.995 is 3.499483297.
        const Summary s = summarize(sample({4, 2, 5, 4, 9, 4, 7, 5}), MeasureShape::Present, Confidence::P99);
        const double half = 3.499483297 * std::sqrt(32.0 / 7) / std::sqrt(8.0);
        QCOMPARE(s.mean, 5.0);
        QVERIFY(near(s.low, 5 - half, 1e-8));
        QVERIFY(near(s.high, 5 + half, 1e-8));
        // Differences 2, 2, 3: mean 7/3, sd sqrt(1/3), standard error 1/3; t(2) 9.924843201 at 99%.
        const std::optional<Summary> d =
            pairedDifference(sample({1, 2, 3}), sample({3, 4, 6}), Confidence::P99);
        QVERIFY(near(d->low, 7.0 / 3 - 9.924843201 / 3, 1e-8));
        QVERIFY(near(d->high, 7.0 / 3 + 9.924843201 / 3, 1e-8));
    }

    void summaryOfEightValuesWorkedByHand()
    {
        // 2 4 4 4 5 5 7 9: mean 5, squares 32, sd sqrt(32/7), t(7) 2.364624252.
        const Summary s = summarize(sample({4, 2, 5, 4, 9, 4, 7, 5}), MeasureShape::Present);
        QCOMPARE(s.present, 8);
        QCOMPARE(s.mean, 5.0);
        QVERIFY(near(s.sd, std::sqrt(32.0 / 7)));
        const double half = 2.364624252 * std::sqrt(32.0 / 7) / std::sqrt(8.0);
        QVERIFY(near(s.low, 5 - half, 1e-8));
        QVERIFY(near(s.high, 5 + half, 1e-8));
        // h = 7p: p5 2 + 0.35*2, p25 4, p50 4 + 0.5, p75 5 + 0.25*2, p95 7 + 0.65*2.
        QCOMPARE(s.min, 2.0);
        QVERIFY(near(s.p5, 2.7));
        QVERIFY(near(s.p25, 4.0));
        QVERIFY(near(s.p50, 4.5));
        QVERIFY(near(s.p75, 5.5));
        QVERIFY(near(s.p95, 8.3));
        QCOMPARE(s.max, 9.0);
    }

    void absentValuesAreLeftOutAndOneValueHasNoSpread()
    {
        const std::vector<std::optional<double>> xs = {std::nullopt, 3.0, std::nullopt};
        const Summary s = summarize(xs, MeasureShape::Present);
        QCOMPARE(s.present, 1);
        QCOMPARE(s.mean, 3.0);
        QCOMPARE(s.sd, 0.0);
        QCOMPARE(s.low, 3.0);
        QCOMPARE(s.high, 3.0);
        QCOMPARE(summarize(std::vector<std::optional<double>>(2), MeasureShape::Present).present, 0);
    }

    void wholeNumbersGetABarEach()
    {
        const Summary s = summarize(sample({4, 2, 5, 4, 9, 4, 7, 5}), MeasureShape::Present);
        const std::vector<HistogramBin> expected = {{2, 3, 1}, {3, 4, 0}, {4, 5, 3}, {5, 6, 2},
                                                    {6, 7, 0}, {7, 8, 1}, {8, 9, 0}, {9, 10, 1}};
        QVERIFY(s.bins == expected);
    }

    void otherValuesGetSturgesBarsOfEqualWidth()
    {
        // n = 5: ceil(log2 5) + 1 = 4 bars of (10 - 0.5) / 4 = 2.375 from 0.5; the greatest in the last.
        const std::vector<double> xs = {0.5, 1.5, 2.25, 3.0, 10.0};
        const std::vector<HistogramBin> bins = histogram(xs);
        QCOMPARE(bins.size(), std::size_t(4));
        QCOMPARE(bins[0].count, 3);
        QCOMPARE(bins[1].count, 1);
        QCOMPARE(bins[2].count, 0);
        QCOMPARE(bins[3].count, 1);
        QVERIFY(near(bins[1].from, 2.875));
        QCOMPARE(bins[3].to, 10.0);
        // Whole numbers spanning more than kMaxBins fall back to the same rule.
        QCOMPARE(histogram(std::vector<double>{0, 100}).size(), std::size_t(2));
    }

    void pairedDifferenceUsesRunsBothHave()
    {
        const auto a = sample({1, 2, 3, 4});
        std::vector<std::optional<double>> b = {3.0, 4.0, std::nullopt, 7.0};
        const std::optional<Summary> d = pairedDifference(a, b);
        QVERIFY(d);
        QCOMPARE(d->present, 3); // differences 2, 2, 3
        QVERIFY(near(d->mean, 7.0 / 3));
        QVERIFY(!pairedDifference(a, std::vector<std::optional<double>>(4)));
    }

    void aYesNoMeasureGetsAWilsonInterval()
    {
        const double z = 1.959963984540054;
        QCOMPARE(normalZ(Confidence::P95), z);
        QCOMPARE(normalZ(Confidence::P99), 2.5758293035489004);
        // 8 of 10 (python3: p = 0.8; s = 1 + z*z/10; c = (p + z*z/20) / s;
        // h = z * sqrt(p*(1-p)/10 + z*z/400) / s; c - h, c + h): 0.4901624715 .. 0.9433178485.
        const Interval eight = wilsonInterval(8, 10, Confidence::P95);
        QVERIFY(near(eight.low, 0.49016247153664183));
        QVERIFY(near(eight.high, 0.9433178485456247));
        // Won in all 40 runs: 40 / (40 + z^2) = 0.9123783988 .. exactly 1, never 1 .. 1.
        std::vector<std::optional<double>> won(40, 1.0);
        Summary s = summarize(won, MeasureShape::YesNo);
        QCOMPARE(s.mean, 1.0);
        QCOMPARE(s.happened, 40);
        QVERIFY(near(s.low, 40 / (40 + z * z)));
        QCOMPARE(s.high, 1.0);
        // Lost in none of 500: exactly 0 .. z^2 / (500 + z^2) = 0.0076243405.
        s = summarize(std::vector<std::optional<double>>(500, 0.0), MeasureShape::YesNo);
        QCOMPARE(s.low, 0.0);
        QVERIFY(near(s.high, z * z / (500 + z * z)));
        QVERIFY(near(s.high, 0.007624340461552241));
        // Student's t would give 0 .. 0 for both: the same values as a number.
        QCOMPARE(summarize(won, MeasureShape::Present).low, 1.0);
    }

    void aCountNoRunHadReachesTheRuleOfThree()
    {
        // 0 in each of 500 runs: 0 .. -ln(0.05) / 500 = 2.995732274 / 500 (3/n) at 95%,
        // -ln(0.01) / 500 = 4.605170186 / 500 at 99%.
        const std::vector<std::optional<double>> none(500, 0.0);
        const Summary s = summarize(none, MeasureShape::Count);
        QCOMPARE(s.mean, 0.0);
        QCOMPARE(s.happened, 0);
        QCOMPARE(s.low, 0.0);
        QVERIFY(near(s.high, 0.0059914645471079815));
        QVERIFY(near(summarize(none, MeasureShape::Count, Confidence::P99).high, 0.009210340371976182));
        QVERIFY(near(ruleOfThree(Confidence::P95), -std::log(0.05)));
        QVERIFY(near(ruleOfThree(Confidence::P99), -std::log(0.01)));
        // A count some run had keeps Student's t; so does a sum none had (its amounts are not counts).
        QCOMPARE(summarize(sample({0, 0, 2}), MeasureShape::Count).low,
                 summarize(sample({0, 0, 2}), MeasureShape::Present).low);
        QCOMPARE(summarize(none, MeasureShape::Amount).high, 0.0);
    }

    void whatHappensMeansDependsOnTheShape()
    {
        const std::vector<std::optional<double>> xs = {std::nullopt, 0.0, 3.0, std::nullopt, 1.0};
        QCOMPARE(summarize(xs, MeasureShape::Present).happened, 3); // present: turn:, value:
        QCOMPARE(summarize(xs, MeasureShape::Count).happened, 2);   // not 0: count:, sum:
        QCOMPARE(summarize(xs, MeasureShape::Amount).happened, 2);
        QCOMPARE(summarize(xs, MeasureShape::Present).runs, 5);     // the runs given, present or not
    }

    void newcombesIntervalOfTwoShares()
    {
        // Newcombe (1998), Statistics in Medicine 17, p. 873, example (a): 56/70 against 48/80,
        // method 10 gives 0.0524 .. 0.3339 (python3 from the two Wilson intervals:
        // d - sqrt((p1 - l1)^2 + (u2 - p2)^2), d + sqrt((u1 - p1)^2 + (p2 - l2)^2)).
        const ShareDifference d = shareDifference(48, 80, 56, 70);
        QVERIFY(near(d.difference, 0.2));
        QVERIFY(near(d.interval.low, 0.05243147240236498));
        QVERIFY(near(d.interval.high, 0.333872654036906));
        QVERIFY(d.differs());
        // Never in 500 runs, then in 337: +0.674, 0.6310400652 .. 0.7136246840.
        const ShareDifference never = shareDifference(0, 500, 337, 500);
        QVERIFY(near(never.interval.low, 0.6310400651820947));
        QVERIFY(near(never.interval.high, 0.7136246839647526));
        QVERIFY(never.differs());
        // Never, then in 3 of 500: -0.0025902044 .. 0.0174902521 holds 0; in 5: 0.0004677797 .. leaves it out.
        QVERIFY(near(shareDifference(0, 500, 3, 500).interval.low, -0.002590204406203944));
        QVERIFY(!shareDifference(0, 500, 3, 500).differs());
        QVERIFY(near(shareDifference(0, 500, 5, 500).interval.low, 0.0004677796684381518));
        QVERIFY(shareDifference(0, 500, 5, 500).differs());
        // The same shares: 0, and an interval about it.
        const ShareDifference same = shareDifference(500, 500, 500, 500);
        QCOMPARE(same.difference, 0.0);
        QVERIFY(same.interval.low < 0 && same.interval.high > 0);
    }

    void numbersPrintInTheirShortestExactForm()
    {
        QCOMPARE(numberText(3.0), std::string("3"));
        QCOMPARE(numberText(0.1), std::string("0.1"));
        QCOMPARE(numberText(-0.0), std::string("0"));
        QCOMPARE(numberText(2.0 / 3), std::string("0.6666666666666666"));
    }
};

QTEST_APPLESS_MAIN(TestStatistics)
#include "test_statistics.moc"
