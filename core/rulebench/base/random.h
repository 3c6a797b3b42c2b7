#pragma once
// Seeded random streams. Each stream is derived from the run seed and a domain
// name ("ability", "fire", a game's own), so drawing from one never shifts
// another, and every number is produced by code written here (SplitMix64 to
// derive, xoshiro256** to draw, Lemire's method to map to a range), so a seed
// rolls the same on every compiler and standard library.

#include "rulebench/base/where.h"

#include <array>
#include <deque>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace rb {

// The domain every effect rolls from: a trap, a potion and a spell share it.
inline constexpr std::string_view kAbilityStream = "ability";
inline constexpr std::string_view kFireStream = "fire";

// FNV-1a, 64 bits: how a domain name becomes a number.
std::uint64_t hashName(std::string_view name);
// The SplitMix64 finalizer: a bijective 64-bit mix.
std::uint64_t mix64(std::uint64_t x);

// A probability in parts per thousand: 0 never, 1000 always. Content writes a
// fraction from 0 to 1 with at most three decimals ("chance": 0.5), or text
// with a percent sign ("chance": "12.5%"); both map to an exact integer.
struct Chance {
    int perMille = 1000;

    static constexpr int kScale = 1000;
    static constexpr Chance always() { return {kScale}; }
    static constexpr Chance never() { return {0}; }
    // nullopt unless 0 <= fraction <= 1 and fraction*1000 is (within 1e-9) whole.
    static std::optional<Chance> fromFraction(double fraction);
    friend bool operator==(const Chance&, const Chance&) = default;
};

// Reads a chance (a number from 0 to 1, or text like "50%"), reporting why not at `w`.
bool read(const Json& j, const Where& w, Chance& out);
// 0.5 for 500 per mille, 0.125 for 125: the form content writes.
Json toJson(Chance c);

// One stream: 32 bytes of xoshiro256** state plus the 64-bit key it was
// derived from (for split()). A plain value: copying it copies its future.
class RandomStream {
public:
    // The stream of `domain` for the run seeded `runSeed`.
    static RandomStream derive(std::uint64_t runSeed, std::string_view domain);

    // A stream at a saved position (key and state as state() and key() gave them).
    static RandomStream fromState(std::uint64_t key, const std::array<std::uint64_t, 4>& state);

    // A child stream named `domain` under this one. It depends only on how this
    // stream was derived, not on how far it has drawn, and draws nothing from it.
    RandomStream split(std::string_view domain) const;

    // The next raw 64 bits.
    std::uint64_t next();
    // Uniform in [0, bound); bound must be > 0. Unbiased (Lemire, with rejection).
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [lo, hi], both included; lo <= hi.
    std::int64_t between(std::int64_t lo, std::int64_t hi);
    // True with the given chance. Always draws exactly one number, even for
    // never() and always(), so how many entries roll, not their chances,
    // decides how far a landing moves the stream.
    bool roll(Chance c);

    std::uint64_t key() const { return key_; }
    const std::array<std::uint64_t, 4>& state() const { return s_; }
    friend bool operator==(const RandomStream&, const RandomStream&) = default;

private:
    explicit RandomStream(std::uint64_t key);
    std::array<std::uint64_t, 4> s_{};
    std::uint64_t key_ = 0;
};

// The streams of one run, made on first use by domain name. A copyable value,
// so the sandbox can keep it with the world it steps back to.
class RandomStreams {
public:
    explicit RandomStreams(std::uint64_t runSeed = 0) : seed_(runSeed) {}
    std::uint64_t seed() const { return seed_; }
    RandomStream& stream(std::string_view domain);
    RandomStream& ability() { return stream(kAbilityStream); }
    // Equal when every domain stands at the same place in both: one not made
    // yet stands at its start, and the order they were made in (which a
    // resumed run's differs in) does not matter.
    friend bool operator==(const RandomStreams& a, const RandomStreams& b);

private:
    std::uint64_t seed_ = 0;
    // Few domains: a linear search beats a map. A deque, so a reference to one
    // stream survives the creation of another.
    std::deque<std::pair<std::string, RandomStream>> streams_;
};

} // namespace rb
