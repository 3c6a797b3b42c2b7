#pragma once
// A number an effect works out each time it lands: dice (a plain number is
// dice of no dice, "4"), or a formula ("=2 + user.stat(strength) / 2") held
// to the argument's bounds.

#include "rulebench/base/dice.h"
#include "rulebench/definitions/effect.h"
#include "rulebench/formula/formula.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct Rolled {
    Dice dice;
    std::optional<Formula> formula;
    std::int64_t min = 0; // a formula's value is held between these
    std::int64_t max = kMaxContentNumber;

    // One value for `target`, drawing dice from `stream`; a formula's working
    // goes to `working` when it is given (its text's room reused).
    // A division by 0 in the formula is told to `world` (EffectWorld::dividedByZero).
    std::int64_t roll(const Landing& landing, EntityRef target, EffectWorld& world, RandomStream& stream,
                      FormulaWorking* working = nullptr) const;
    // "3d6", "4" or "(2 + user.stat(strength) / 2)".
    std::string describe() const;
};

} // namespace rb
