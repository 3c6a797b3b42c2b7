#pragma once
// A whole number as content writes it where a formula may stand instead: 3,
// or text that begins with "=" ("=2 + user.stat(strength) / 2"). This is the
// authored form only; the builder compiles the text (formula/formula.h).

#include "rulebench/base/field_list.h"
#include "rulebench/base/random.h"
#include "rulebench/base/where.h"

#include <cstdint>
#include <string>

namespace rb {

struct WholeOrFormula {
    static constexpr FieldShape kShape = FieldShape::Formula;
    std::int64_t number = 0;
    std::string formula; // the formula's text, "=" included; empty for a number

    bool isFormula() const { return !formula.empty(); }
    friend bool operator==(const WholeOrFormula&, const WholeOrFormula&) = default;
};

// A whole number, or text that begins with "=" (anything else is reported at `w`).
bool read(const Json& j, const Where& w, WholeOrFormula& out);
Json toJson(const WholeOrFormula& v);

// A chance as content writes it where a formula may stand instead: 0.5,
// "50%", or text that begins with "=", whose value is whole percent (0 to
// 100, held there).
struct ChanceOrFormula {
    static constexpr FieldShape kShape = FieldShape::Chance;
    Chance chance = Chance::always();
    std::string formula; // the formula's text, "=" included; empty for a chance

    bool isFormula() const { return !formula.empty(); }
    friend bool operator==(const ChanceOrFormula&, const ChanceOrFormula&) = default;
};

bool read(const Json& j, const Where& w, ChanceOrFormula& out);
Json toJson(const ChanceOrFormula& v);

} // namespace rb
