#pragma once
// A formula's text in pieces to colour: numbers and dice, the content's names,
// functions and readings, operators, and the compiler's mistakes. Only for
// colour: what is wrong is the compiler's to say (formula/formula.h), and
// what a word means is the formula table's (formula/formula_table.h).

#include "rulebench/formula/formula.h"

#include <QString>

#include <vector>

namespace rb {

enum class FormulaColour { Number, Name, Function, Operator, Error };

struct FormulaSpan {
    int start = 0; // in the text, "=" included, from 0
    int length = 0;
    FormulaColour colour = FormulaColour::Number;
};

// The place in `text` of a compiler's column (counted in the UTF-8 bytes it
// read, from 1): a quoted name may hold letters of more than one byte.
int formulaCharAt(const QString& text, std::size_t column);

// A letter, digit or underscore: what a bare name in a formula is made of.
bool isFormulaNameChar(QChar c);

// The spans of `text`, in order; an error's span (the word or sign at each
// error's column) comes after the others and overlaps them.
std::vector<FormulaSpan> formulaSpans(const QString& text, const std::vector<FormulaError>& errors);

} // namespace rb
