#include "rulebench/batch/statistics.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>

namespace rb {

namespace {
// The continued fraction of the incomplete beta function (modified Lentz).
double betaFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    double c = 1, d = 1 - (a + b) * x / (a + 1);
    d = 1 / (std::abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 1000; ++m) {
        for (int half = 0; half < 2; ++half) {
            const double aa = half == 0 ? m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
                                        : -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
            d = 1 + aa * d;
            d = 1 / (std::abs(d) < tiny ? tiny : d);
            c = 1 + aa / c;
            if (std::abs(c) < tiny)
                c = tiny;
            h *= d * c;
            if (half == 1 && std::abs(d * c - 1) < 1e-16)
                return h;
        }
    }
    return h;
}

// The regularized incomplete beta function I_x(a, b).
double incompleteBeta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x)
                                  + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaFraction(a, b, x) / a;
    return 1 - front * betaFraction(b, a, 1 - x) / b;
}

std::vector<double> presentValues(std::span<const std::optional<double>> values)
{
    std::vector<double> out;
    for (const std::optional<double>& v : values)
        if (v)
            out.push_back(*v);
    return out;
}

// The t with P(|T| > t) = alpha for `df` degrees of freedom.
double studentTwoSided(double alpha, std::int64_t df)
{
    // P(|T| > t) = I_x(df/2, 1/2) with x = df / (df + t^2); find x where it is alpha.
    const double nu = static_cast<double>(df);
    double lo = 0, hi = 1;
    for (int i = 0; i < 200; ++i) {
        const double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi)
            break;
        (incompleteBeta(nu / 2, 0.5, mid) < alpha ? lo : hi) = mid;
    }
    const double x = lo + (hi - lo) / 2;
    return std::sqrt(nu * (1 - x) / x);
}
} // namespace

int percent(Confidence confidence) { return confidence == Confidence::P99 ? 99 : 95; }

double studentT975(std::int64_t df) { return studentTwoSided(0.05, df); }

double studentT995(std::int64_t df) { return studentTwoSided(0.01, df); }

double studentT(Confidence confidence, std::int64_t df)
{
    return confidence == Confidence::P99 ? studentT995(df) : studentT975(df);
}

double percentile(std::span<const double> sorted, double p)
{
    if (sorted.empty())
        return 0;
    const double h = static_cast<double>(sorted.size() - 1) * p;
    const auto below = static_cast<std::size_t>(std::floor(h));
    if (below + 1 >= sorted.size())
        return sorted.back();
    return sorted[below] + (h - static_cast<double>(below)) * (sorted[below + 1] - sorted[below]);
}

std::vector<HistogramBin> histogram(std::span<const double> sorted)
{
    std::vector<HistogramBin> bins;
    if (sorted.empty())
        return bins;
    const double lo = sorted.front(), hi = sorted.back();
    const bool whole = std::all_of(sorted.begin(), sorted.end(), [](double v) { return v == std::floor(v); });
    if (whole && hi - lo + 1 <= static_cast<double>(kMaxBins)) {
        for (double v = lo; v <= hi; ++v)
            bins.push_back({v, v + 1, 0});
        for (double v : sorted)
            ++bins[static_cast<std::size_t>(v - lo)].count;
        return bins;
    }
    if (lo == hi)
        return {{lo, hi, static_cast<std::int64_t>(sorted.size())}};
    // ceil(log2 n) + 1 bars, exactly, from the bits of n - 1.
    const std::size_t k = std::min<std::size_t>(kMaxBins, std::bit_width(sorted.size() - 1) + 1);
    const double width = (hi - lo) / static_cast<double>(k);
    for (std::size_t i = 0; i < k; ++i)
        bins.push_back({lo + static_cast<double>(i) * width, i + 1 == k ? hi : lo + static_cast<double>(i + 1) * width, 0});
    for (double v : sorted)
        ++bins[std::min(k - 1, static_cast<std::size_t>(std::floor((v - lo) / width)))].count;
    return bins;
}

double normalZ(Confidence confidence)
{
    // The 0.975 and 0.995 quantiles of the standard normal distribution.
    return confidence == Confidence::P99 ? 2.5758293035489004 : 1.959963984540054;
}

double ruleOfThree(Confidence confidence)
{
    // -ln(0.05) and -ln(0.01), written out so every libm gives the same bits.
    return confidence == Confidence::P99 ? 4.605170185988091 : 2.995732273553991;
}

Interval wilsonInterval(std::int64_t successes, std::int64_t n, Confidence confidence)
{
    const double z = normalZ(confidence), nn = static_cast<double>(n);
    const double p = static_cast<double>(successes) / nn;
    const double scale = 1 + z * z / nn;
    const double centre = (p + z * z / (2 * nn)) / scale;
    const double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / scale;
    // At 0 of n (or n of n) the low (high) end is exactly 0 (1); say so without rounding.
    return {successes == 0 ? 0.0 : std::max(0.0, centre - half), successes == n ? 1.0 : std::min(1.0, centre + half)};
}

Interval meanInterval(MeasureShape shape, std::int64_t n, double mean, double sd, std::int64_t happened,
                      Confidence confidence)
{
    if (shape == MeasureShape::YesNo)
        return wilsonInterval(happened, n, confidence);
    if (shape == MeasureShape::Count && happened == 0) {
        // None in n runs: the one-sided bound of a Poisson mean, -ln(alpha) / n (3/n at 95%).
        return {0, ruleOfThree(confidence) / static_cast<double>(n)};
    }
    const double half = n > 1 ? studentT(confidence, n - 1) * sd / std::sqrt(static_cast<double>(n)) : 0;
    return {mean - half, mean + half};
}

ShareDifference shareDifference(std::int64_t happenedA, std::int64_t runsA, std::int64_t happenedB,
                                std::int64_t runsB, Confidence confidence)
{
    ShareDifference d;
    if (runsA < 1 || runsB < 1)
        return d;
    d.a = static_cast<double>(happenedA) / static_cast<double>(runsA);
    d.b = static_cast<double>(happenedB) / static_cast<double>(runsB);
    d.difference = d.b - d.a;
    const Interval a = wilsonInterval(happenedA, runsA, confidence), b = wilsonInterval(happenedB, runsB, confidence);
    // Not std::hypot, whose last bit differs between libraries.
    const auto root = [](double x, double y) { return std::sqrt(x * x + y * y); };
    d.interval = {std::max(-1.0, d.difference - root(d.b - b.low, a.high - d.a)),
                  std::min(1.0, d.difference + root(b.high - d.b, d.a - a.low))};
    return d;
}

Summary summarize(std::span<const std::optional<double>> values, MeasureShape shape, Confidence confidence)
{
    Summary s;
    s.runs = static_cast<std::int64_t>(values.size());
    std::vector<double> xs = presentValues(values);
    if (xs.empty())
        return s;
    const auto n = static_cast<double>(xs.size());
    s.present = static_cast<std::int64_t>(xs.size());
    s.happened = shape == MeasureShape::Present
        ? s.present
        : static_cast<std::int64_t>(std::count_if(xs.begin(), xs.end(), [](double x) { return x != 0; }));
    double sum = 0;
    for (double x : xs)
        sum += x;
    s.mean = sum / n;
    double squares = 0;
    for (double x : xs)
        squares += (x - s.mean) * (x - s.mean);
    s.sd = xs.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
    const Interval interval = meanInterval(shape, s.present, s.mean, s.sd, s.happened, confidence);
    s.low = interval.low;
    s.high = interval.high;
    std::sort(xs.begin(), xs.end());
    s.min = xs.front();
    s.max = xs.back();
    s.p5 = percentile(xs, 0.05);
    s.p25 = percentile(xs, 0.25);
    s.p50 = percentile(xs, 0.5);
    s.p75 = percentile(xs, 0.75);
    s.p95 = percentile(xs, 0.95);
    s.bins = histogram(xs);
    return s;
}

std::optional<Summary> pairedDifference(std::span<const std::optional<double>> a,
                                        std::span<const std::optional<double>> b, Confidence confidence)
{
    std::vector<std::optional<double>> diffs;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        if (a[i] && b[i])
            diffs.push_back(*b[i] - *a[i]);
    if (diffs.empty())
        return std::nullopt;
    return summarize(diffs, MeasureShape::Present, confidence);
}

std::string numberText(double value)
{
    if (value == 0)
        return "0"; // and never "-0"
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("nan");
}

} // namespace rb
