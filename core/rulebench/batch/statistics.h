#pragma once
// What a batch says of one measure over its runs: how many runs had it, the
// mean with a 95% confidence interval (by the measure's shape: Student's t,
// a Wilson score interval for a yes/no measure, the rule of three for a count
// that was 0 in every run), the spread, percentiles and a histogram. Every
// number comes from the values in run order by code written here, so the same
// values give the same bytes on every compiler, standard library and thread
// count.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace rb {

// One bar: values in [from, to), the last bar [from, to].
struct HistogramBin {
    double from = 0;
    double to = 0;
    std::int64_t count = 0;
    friend bool operator==(const HistogramBin&, const HistogramBin&) = default;
};

// The fixed binning rule: when every value is a whole number and they span at
// most kMaxBins whole numbers, one bar per whole number (from v to v + 1);
// otherwise ceil(log2 n) + 1 bars (Sturges), at most kMaxBins, of equal width
// from the least value to the greatest (one bar when they are all equal).
inline constexpr std::size_t kMaxBins = 30;
std::vector<HistogramBin> histogram(std::span<const double> sorted);

// How sure an interval is: 95% (everywhere by default) or 99% (fewer false
// alarms when many measures are judged at once).
enum class Confidence : std::uint8_t { P95, P99 };
int percent(Confidence confidence); // 95 or 99

// What a measure's numbers are: what "happens" means for it, and which
// interval its mean gets. An interval is never of zero width when the runs
// could have varied, as far as the shape can tell.
enum class MeasureShape : std::uint8_t {
    Present, // turn:, value:  happens when present; Student's t
    Amount,  // sum:           happens when not 0; Student's t
    Count,   // count:         happens when not 0; 0 in every run: 0 up to -ln(alpha) / n (the rule of three)
    YesNo,   // won, lost, done:  happens when 1; a Wilson score interval
};

// A two-sided interval.
struct Interval {
    double low = 0, high = 0;
    friend bool operator==(const Interval&, const Interval&) = default;
};

struct Summary {
    std::int64_t runs = 0;     // runs given, the measure present or not
    std::int64_t present = 0;  // runs the measure had a value in
    std::int64_t happened = 0; // runs it happened in, as its shape says
    double mean = 0;
    double sd = 0;            // sample standard deviation (n - 1); 0 for one value
    double low = 0, high = 0; // the confidence interval of the mean (95% unless asked), by the shape
    double min = 0, p5 = 0, p25 = 0, p50 = 0, p75 = 0, p95 = 0, max = 0;
    std::vector<HistogramBin> bins;

    // Half the interval's width: how far the mean may be off.
    double halfWidth() const { return (high - low) / 2; }
    friend bool operator==(const Summary&, const Summary&) = default;
};

// The summary of the values present, taken in the order given (sums in that
// order), its interval at `confidence` by the measure's shape; all zero when
// none is.
Summary summarize(std::span<const std::optional<double>> values, MeasureShape shape,
                  Confidence confidence = Confidence::P95);

// The interval of a mean over n >= 1 values by the shape: YesNo a Wilson
// score interval of `happened` in n; Count with every value 0, 0 up to the
// one-sided bound -ln(alpha) / n; otherwise Student's t with the sample
// standard deviation sd (the mean itself for one value).
Interval meanInterval(MeasureShape shape, std::int64_t n, double mean, double sd, std::int64_t happened,
                      Confidence confidence);

// The Wilson score interval of a share: `successes` of n (n >= 1).
Interval wilsonInterval(std::int64_t successes, std::int64_t n, Confidence confidence);

// -ln(alpha): 2.995732273553991 at 95% (the "3" of the rule of three), 4.605170185988091 at 99%.
double ruleOfThree(Confidence confidence);

// The factor of a two-sided normal interval: 1.959963984540054 at 95%,
// 2.5758293035489004 at 99%.
double normalZ(Confidence confidence);

// The difference of two shares, b - a, and its interval by Newcombe's
// hybrid score method (from each share's Wilson interval; Newcombe 1998,
// method 10): `happenedA` of `runsA` against `happenedB` of `runsB`.
struct ShareDifference {
    double a = 0, b = 0;   // the two shares
    double difference = 0; // b - a
    Interval interval;
    // The interval leaves out 0: the shares differ beyond chance.
    bool differs() const { return interval.low > 0 || interval.high < 0; }
    friend bool operator==(const ShareDifference&, const ShareDifference&) = default;
};
ShareDifference shareDifference(std::int64_t happenedA, std::int64_t runsA, std::int64_t happenedB,
                                std::int64_t runsB, Confidence confidence = Confidence::P95);

// The p-th quantile (0..1) of sorted values, by linear interpolation between
// order statistics (numpy's default): h = (n - 1) p, x[floor h] + (h - floor h)
// (x[floor h + 1] - x[floor h]).
double percentile(std::span<const double> sorted, double p);

// The 0.975 quantile of Student's t with `df` degrees of freedom (df >= 1):
// the factor of a 95% two-sided interval. Exact to about 1e-12.
double studentT975(std::int64_t df);
// The 0.995 quantile: the factor of a 99% two-sided interval, found the same way.
double studentT995(std::int64_t df);
// The factor of a two-sided interval at `confidence`.
double studentT(Confidence confidence, std::int64_t df);

// The mean and its interval (at `confidence`, Student's t) of the paired
// differences b - a over the runs both have; nothing when no run has both.
std::optional<Summary> pairedDifference(std::span<const std::optional<double>> a,
                                        std::span<const std::optional<double>> b,
                                        Confidence confidence = Confidence::P95);

// A number in the shortest form that reads back as the same double: "3",
// "0.1", "2.5e-07"; "nan" and "inf" never arise from a batch.
std::string numberText(double value);

} // namespace rb
