#pragma once
// Generated content and scenarios for the property test and fuzz_play: every
// choice comes from a Choices, so a seed (or a fuzzer's bytes) is the whole
// case. The content touches every stat operation, stacking rule and policy,
// items, props and abilities with triggers, effects and areas, actors with
// behaviours, factions and a party, facts, counters and quests; the
// scenario's script uses every action kind (from the table in actions.h, so
// a new kind is generated without a change here). What it writes is meant to
// be valid: content that does not validate is a fault of the generator.

#include "rulebench/base/json_reader.h"

#include <cstdint>
#include <span>
#include <string>

namespace rb::property {

// Where the generator's choices come from.
class Choices {
public:
    virtual ~Choices() = default;
    // A whole number in [0, bound); 0 when bound is 0.
    virtual std::uint64_t below(std::uint64_t bound) = 0;

    std::int64_t between(std::int64_t lo, std::int64_t hi) // inclusive
    {
        return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo + 1)));
    }
    bool chance(int percent) { return below(100) < static_cast<std::uint64_t>(percent); }
};

// SplitMix64 from a seed: the same case from the same seed with any compiler.
class SeededChoices final : public Choices {
public:
    explicit SeededChoices(std::uint64_t seed) : state_(seed) {}
    std::uint64_t below(std::uint64_t bound) override;

private:
    std::uint64_t state_;
};

// A fuzzer's bytes, two at a time; zeros once they run out.
class ByteChoices final : public Choices {
public:
    explicit ByteChoices(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
    std::uint64_t below(std::uint64_t bound) override;

private:
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
};

inline constexpr const char* kContentFile = "generated.rules.json";

struct GeneratedCase {
    OrderedJson content;  // a content file
    OrderedJson scenario; // a scenario naming kContentFile
    std::int64_t turns = 0; // how many turns to play
};

GeneratedCase generateCase(Choices& choices);

} // namespace rb::property
