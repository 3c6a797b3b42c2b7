#pragma once
// What a formula field offers to complete at the caret, read from the one
// formula table (formula/formula_table.h) and the content's names: functions
// and words where a number may start, a role's readings after "user." or
// "target.", and inside a reading's parentheses the names of its section
// (stats inside stat( and base(, statuses inside stacks( and turns(,
// statuses and flags inside has().

#include "rulebench/formula/formula.h"

#include <QString>

#include <vector>

namespace rb {

struct FormulaChoice {
    QString text;   // what the list shows and the typed prefix is matched against: "max", "strength"
    QString insert; // what replaces the prefix: "max(", "stat(", "strength)", "\"fire resist\")"
    QString help;   // "max(a, b, ...): The largest of its numbers."
};

struct FormulaCompletion {
    enum class Kind { None, Functions, Readings, Names };
    Kind kind = Kind::None;
    int start = 0;   // where the word being completed begins (its opening quote included)
    QString prefix;  // what is typed of it, without a quote
    std::vector<FormulaChoice> choices; // every one of its kind; the field filters them by prefix
};

FormulaCompletion formulaCompletion(const QString& text, int caret, const FormulaNames& names);

} // namespace rb
