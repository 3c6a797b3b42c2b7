#pragma once
// A field's whole number as built: the number the file wrote, or a formula
// worked out each time the field is read (a cost, a range, a quest's target),
// its value held to the field's bounds. Built by content (whole_build.h).

#include "rulebench/base/where.h"
#include "rulebench/formula/formula.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace rb {

struct WholeValue {
    std::int64_t number = 0;
    std::optional<Formula> formula;
    std::int64_t min = -kMaxContentNumber; // a formula's value is held between these
    std::int64_t max = kMaxContentNumber;

    static WholeValue of(std::int64_t n)
    {
        WholeValue v;
        v.number = n;
        return v;
    }
    // The number, or the formula's value for `scope` held to the bounds.
    std::int64_t value(const FormulaScope& scope) const
    {
        return formula ? std::clamp(formula->evaluate(scope), min, max) : number;
    }
    // The same, `divisionByZero` set when a division or remainder by 0 gave 0.
    std::int64_t value(const FormulaScope& scope, bool& divisionByZero) const
    {
        return formula ? std::clamp(formula->evaluate(scope, divisionByZero), min, max) : number;
    }
    // "4", or the formula's text without its "=": "(user.stat(wits) / 2)".
    std::string describe() const;
    friend bool operator==(const WholeValue&, const WholeValue&) = default;
};

} // namespace rb
