#include "rulebench/base/random.h"

#include "rulebench/base/json_reader.h"

#include <algorithm>
#include <cmath>

namespace rb {

namespace {
constexpr std::uint64_t kGolden = 0x9e3779b97f4a7c15ULL;

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// SplitMix64: a counter through mix64; used only to seed xoshiro.
std::uint64_t splitMixNext(std::uint64_t& state)
{
    state += kGolden;
    return mix64(state);
}

// High and low 64 bits of a 64x64 product, written out so every compiler
// (with or without a 128-bit type) gives the same bits.
void mul128(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo)
{
#if defined(__SIZEOF_INT128__)
    __extension__ typedef unsigned __int128 U128;
    const U128 p = static_cast<U128>(a) * b;
    hi = static_cast<std::uint64_t>(p >> 64);
    lo = static_cast<std::uint64_t>(p);
#else
    const std::uint64_t aLo = a & 0xffffffffULL, aHi = a >> 32;
    const std::uint64_t bLo = b & 0xffffffffULL, bHi = b >> 32;
    const std::uint64_t ll = aLo * bLo, lh = aLo * bHi, hl = aHi * bLo, hh = aHi * bHi;
    const std::uint64_t mid = (ll >> 32) + (lh & 0xffffffffULL) + (hl & 0xffffffffULL);
    hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    lo = (mid << 32) | (ll & 0xffffffffULL);
#endif
}

bool parsePercent(std::string_view t, Chance& out)
{
    // "50%", "12.5%", "0.1%": at most one decimal, so the result is whole per mille.
    if (t.size() < 2 || t.back() != '%')
        return false;
    t.remove_suffix(1);
    std::int64_t whole = 0;
    std::size_t i = 0;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) {
        whole = whole * 10 + (t[i] - '0');
        if (whole > 100)
            return false;
    }
    if (i == 0)
        return false;
    int tenth = 0;
    if (i < t.size()) {
        if (t[i] != '.' || i + 2 != t.size() || t[i + 1] < '0' || t[i + 1] > '9')
            return false;
        tenth = t[i + 1] - '0';
    }
    const std::int64_t perMille = whole * 10 + tenth;
    if (perMille > Chance::kScale)
        return false;
    out.perMille = static_cast<int>(perMille);
    return true;
}
} // namespace

std::uint64_t hashName(std::string_view name)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : name) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::optional<Chance> Chance::fromFraction(double fraction)
{
    if (!std::isfinite(fraction) || fraction < 0.0 || fraction > 1.0)
        return std::nullopt;
    // One IEEE multiplication and a round: the same on every machine.
    const double scaled = fraction * kScale;
    const double whole = std::round(scaled);
    if (std::fabs(scaled - whole) > 1e-6)
        return std::nullopt;
    return Chance{static_cast<int>(whole)};
}

bool read(const Json& j, const Where& w, Chance& out)
{
    if (j.is_number()) {
        const double d = j.get<double>();
        if (!(d >= 0.0 && d <= 1.0)) {
            w.error("expected a chance from 0 to 1 (0.5 is half the time), got " + j.dump() +
                    (d > 1.0 && d <= 100.0 ? "; for a percentage write \"" + j.dump() + "%\"" : std::string()));
            return false;
        }
        const auto c = Chance::fromFraction(d);
        if (!c) {
            w.error("the chance " + j.dump() + " is finer than one in a thousand (at most three decimals)");
            return false;
        }
        out = *c;
        return true;
    }
    if (j.is_string()) {
        Chance c;
        if (!parsePercent(j.get<std::string>(), c)) {
            w.error("expected a chance like 0.25 or \"25%\" (0% to 100%, at most one decimal), got " + describeType(j));
            return false;
        }
        out = c;
        return true;
    }
    w.error("expected a chance like 0.25 or \"25%\", got " + describeType(j));
    return false;
}

Json toJson(Chance c)
{
    if (c.perMille % Chance::kScale == 0)
        return c.perMille / Chance::kScale;
    return static_cast<double>(c.perMille) / Chance::kScale;
}

RandomStream::RandomStream(std::uint64_t key) : key_(key)
{
    std::uint64_t sm = key;
    for (auto& word : s_)
        word = splitMixNext(sm);
    // xoshiro must not start all zero; SplitMix64 never yields four zeros in a
    // row, but a guard costs nothing.
    if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0)
        s_[0] = kGolden;
}

RandomStream RandomStream::derive(std::uint64_t runSeed, std::string_view domain)
{
    return RandomStream(mix64(runSeed ^ mix64(hashName(domain))));
}

RandomStream RandomStream::fromState(std::uint64_t key, const std::array<std::uint64_t, 4>& state)
{
    RandomStream r(key);
    if ((state[0] | state[1] | state[2] | state[3]) != 0)
        r.s_ = state;
    return r;
}

RandomStream RandomStream::split(std::string_view domain) const
{
    return RandomStream(mix64(key_ + kGolden) ^ mix64(hashName(domain)));
}

std::uint64_t RandomStream::next()
{
    // xoshiro256** 1.0 (Blackman and Vigna).
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t RandomStream::below(std::uint64_t bound)
{
    if (bound == 0)
        return 0; // a caller's mistake; answer without drawing rather than divide by zero
    // Lemire, "Fast Random Integer Generation in an Interval" (2019).
    std::uint64_t hi, lo;
    mul128(next(), bound, hi, lo);
    if (lo < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (lo < threshold)
            mul128(next(), bound, hi, lo);
    }
    return hi;
}

std::int64_t RandomStream::between(std::int64_t lo, std::int64_t hi)
{
    if (hi <= lo)
        return lo;
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    if (span == ~std::uint64_t{0})
        return static_cast<std::int64_t>(next());
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + below(span + 1));
}

bool RandomStream::roll(Chance c) { return below(Chance::kScale) < static_cast<std::uint64_t>(c.perMille); }

bool operator==(const RandomStreams& a, const RandomStreams& b)
{
    const auto place = [](const RandomStreams& s, std::string_view domain) {
        for (const auto& [name, stream] : s.streams_)
            if (name == domain)
                return stream;
        return RandomStream::derive(s.seed_, domain);
    };
    const auto within = [&place](const RandomStreams& one, const RandomStreams& other) {
        return std::all_of(one.streams_.begin(), one.streams_.end(),
                           [&](const auto& named) { return place(other, named.first) == named.second; });
    };
    return a.seed_ == b.seed_ && within(a, b) && within(b, a);
}

RandomStream& RandomStreams::stream(std::string_view domain)
{
    for (auto& [name, s] : streams_)
        if (name == domain)
            return s;
    streams_.emplace_back(std::string(domain), RandomStream::derive(seed_, domain));
    return streams_.back().second;
}

} // namespace rb
