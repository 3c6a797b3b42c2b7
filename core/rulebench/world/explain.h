#pragma once
// Why an actor's stat has its value, in the content's words: a line a term
// of the stat's calculation, the base first, then each modifier with where it
// comes from and the running value ("base 1 (own)", "+3 from plate armour =
// 4", "min 0 = 4"). For a game's tooltip or log: describe(Evaluator(...)
// .explain(stat), ...) of stats/holder.h and stats/describe.h, by names, with
// items named as the world knows them.

#include "rulebench/base/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

class World;

struct StatWhy {
    std::int64_t value = 0;
    std::vector<std::string> lines;
};

// An unknown actor or stat is refused, saying which.
Result<StatWhy> explain(const World& world, std::string_view actor, std::string_view stat);

} // namespace rb
