#include "rulebench/base/saturating.h"

namespace rb {

namespace {
std::int64_t clampToLimit(std::int64_t v) { return v < -kStatLimit ? -kStatLimit : v; }
} // namespace

std::int64_t saturatingAdd(std::int64_t a, std::int64_t b)
{
    a = clampToLimit(a);
    b = clampToLimit(b);
    if (b > 0 && a > kStatLimit - b)
        return kStatLimit;
    if (b < 0 && a < -kStatLimit - b)
        return -kStatLimit;
    return a + b;
}

std::int64_t saturatingMul(std::int64_t a, std::int64_t b)
{
    a = clampToLimit(a);
    b = clampToLimit(b);
    if (a == 0 || b == 0)
        return 0;
    const bool negative = (a < 0) != (b < 0);
    const std::int64_t ma = a < 0 ? -a : a;
    const std::int64_t mb = b < 0 ? -b : b;
    if (ma > kStatLimit / mb)
        return negative ? -kStatLimit : kStatLimit;
    return a * b;
}

std::int64_t applyPercent(std::int64_t v, std::int64_t pct)
{
    // v = 100q + r with q and r of v's sign, so v*f/100 = q*f + (r*f)/100, and
    // both parts share a sign: truncating the second truncates the whole.
    const std::int64_t factor = saturatingAdd(100, pct);
    v = clampToLimit(v);
    const std::int64_t q = v / 100;
    const std::int64_t r = v % 100;
    return saturatingAdd(saturatingMul(q, factor), saturatingMul(r, factor) / 100);
}

} // namespace rb
