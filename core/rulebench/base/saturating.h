#pragma once
// Arithmetic on content numbers that never overflows: stats, counters and
// totals saturate instead of wrapping.

#include <cstdint>
#include <limits>

namespace rb {

// Stat arithmetic never overflows: results saturate at +-kStatLimit (the
// symmetric range, so negating a saturated value is still in range).
inline constexpr std::int64_t kStatLimit = std::numeric_limits<std::int64_t>::max();
std::int64_t saturatingAdd(std::int64_t a, std::int64_t b);
std::int64_t saturatingMul(std::int64_t a, std::int64_t b);
// v * (100 + pct) / 100, rounded toward zero, exact whenever the exact result
// is in range (it never forms v * (100 + pct) itself), saturated otherwise.
std::int64_t applyPercent(std::int64_t v, std::int64_t pct);


} // namespace rb
