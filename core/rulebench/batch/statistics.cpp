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

Summary summarize(std::span<const std::optional<double>> values, Confidence confidence)
{
    Summary s;
    std::vector<double> xs = presentValues(values);
    if (xs.empty())
        return s;
    const auto n = static_cast<double>(xs.size());
    s.present = static_cast<std::int64_t>(xs.size());
    double sum = 0;
    for (double x : xs)
        sum += x;
    s.mean = sum / n;
    double squares = 0;
    for (double x : xs)
        squares += (x - s.mean) * (x - s.mean);
    s.sd = xs.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
    const double half = xs.size() > 1 ? studentT(confidence, s.present - 1) * s.sd / std::sqrt(n) : 0;
    s.low = s.mean - half;
    s.high = s.mean + half;
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
    return summarize(diffs, confidence);
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
