#pragma once
// What a batch says of one measure over its runs: how many runs had it, the
// mean with a 95% confidence interval (Student's t), the spread, percentiles
// and a histogram. Every number comes from the values in run order by code
// written here, so the same values give the same bytes on every compiler,
// standard library and thread count.

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

struct Summary {
    std::int64_t present = 0; // runs the measure had a value in
    double mean = 0;
    double sd = 0;            // sample standard deviation (n - 1); 0 for one value
    double low = 0, high = 0; // the confidence interval of the mean (95% unless asked); the mean itself for one value
    double min = 0, p5 = 0, p25 = 0, p50 = 0, p75 = 0, p95 = 0, max = 0;
    std::vector<HistogramBin> bins;

    // Half the interval's width: how far the mean may be off.
    double halfWidth() const { return (high - low) / 2; }
    friend bool operator==(const Summary&, const Summary&) = default;
};

// The summary of the values present, taken in the order given (sums in that
// order), its interval at `confidence`; all zero when none is.
Summary summarize(std::span<const std::optional<double>> values, Confidence confidence = Confidence::P95);

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

// The mean and its interval (at `confidence`) of the paired differences b - a
// over the runs both have; nothing when no run has both.
std::optional<Summary> pairedDifference(std::span<const std::optional<double>> a,
                                        std::span<const std::optional<double>> b,
                                        Confidence confidence = Confidence::P95);

// A number in the shortest form that reads back as the same double: "3",
// "0.1", "2.5e-07"; "nan" and "inf" never arise from a batch.
std::string numberText(double value);

} // namespace rb
