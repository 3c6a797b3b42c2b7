#pragma once
// The "lifetime" invariant on a straight run: a status applied or lengthened
// in turn t to n turns is listed, its modifiers in force, through the blows
// of turn t+n-1 and expires in turn t+n (earlier only with expire "all",
// beside another instance that ran out then), unless it was cured or
// replaced or its holder died or was removed; every listed instance carries
// exactly its own modifiers; and the last damage an actor takes in a turn is
// reduced by its stat as the listed statuses leave it.

#include "rulebench/world/world.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace rb::property {

class StatusLifetimes {
public:
    // The instances the world carries before the first turn played.
    void start(const World& w);
    // After a turn: what broke the rule, in words, or nothing.
    std::optional<std::string> after(const World& w, const TurnReport& r);

private:
    using Key = std::tuple<std::string, std::uint32_t, std::uint32_t>; // actor, status, instance
    std::optional<std::string> follow(const World& w, const TurnReport& r);
    std::optional<std::string> listed(const World& w, std::int64_t turn) const;
    std::optional<std::string> lastBlows(const World& w, const TurnReport& r) const;

    std::map<Key, std::int64_t> until_; // the last turn whose blows it holds for
};

} // namespace rb::property
