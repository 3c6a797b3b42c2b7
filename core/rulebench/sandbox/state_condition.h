#pragma once
// A breakpoint on the world's state rather than on an event: a number of an
// actor compared with a constant, checked at the end of each turn.
//   health@hero<10            a stat's value
//   stacks:stoneskin@droid>=3 how many instances of a status (0 without one)
//   turns:scorched@hero<=1    the most turns any instance has left (false without one)
// with <, <=, >, >=, == or !=, and `*` for any actor, the dead included
// (`health@*<=0` holds once anyone has died).

#include "rulebench/world/world.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rb {

enum class Comparison : std::uint8_t { Less, LessOrEqual, Greater, GreaterOrEqual, Equal, NotEqual };

struct StateCondition {
    enum class Quantity : std::uint8_t { Stat, Stacks, Turns };
    Quantity quantity = Quantity::Stat;
    std::uint32_t ref = 0; // a StatId or a StatusId
    std::string actor;     // an actor's id, or "*" for any
    Comparison op = Comparison::Less;
    std::int64_t value = 0;
    std::string text; // as written, without surrounding spaces

    // Whether it holds for the actor (any actor, for "*") as the world stands.
    bool holds(const World& world) const;
};

// Whether `text` is written as a state condition (a comparison after an
// actor) rather than as an event key pattern.
bool looksLikeStateCondition(std::string_view text);

// Reads a state condition against the world's definitions and actors;
// nothing, with the reason in `error`, when it names an unknown stat, status
// or actor, or its operator or number is malformed.
std::optional<StateCondition> parseStateCondition(std::string_view text, const World& world, std::string& error);

} // namespace rb
