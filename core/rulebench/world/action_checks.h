#pragma once
// Private to the sandbox's action rules: checks several kinds of action share,
// each the reason the world refuses, in the designer's words, or nothing.

#include "rulebench/world/world.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

// Why `id` cannot act or be acted on ("to afflict": its role), or nothing.
std::optional<std::string> whyNotLiving(const World& w, const std::string& id, const char* role = "");

// Why `who` cannot reach `at` with something (`what`: "a frag grenade",
// "fireball") that reaches `range`: only walls stop it (it may land on a
// barrel or a crate); in range is the round disk inDisk draws; in line is in
// sight of `who` within the range, exactly the cells a burst of that radius
// from it covers (smoke blocks it).
std::optional<std::string> whyNotInReach(const World& w, const WorldActor& who, Cell at, std::int64_t range,
                                         const std::string& what);

} // namespace rb
