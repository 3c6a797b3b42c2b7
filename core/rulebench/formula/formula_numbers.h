#pragma once
// The whole numbers written in a formula's text, found by the parser that
// compiles it: what `--vary PATH#N` and sensitivity count (batch/sweep.h).

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace rb {

// A whole number written in a formula's text, where it stands.
struct FormulaNumber {
    std::size_t column = 1; // of its first digit, "=" at column 1 as FormulaError counts
    std::size_t length = 0; // its digits
    std::int64_t value = 0;
    bool dice = false;      // a dice term's count or sides (the 2 or the 6 of "2d6"): at least 1
};
// The whole numbers written in a formula's text, left to right, as the parser
// reads them (a dice term "2d6" holds two, its count and its sides; digits in
// a name or a quoted name are none); found without resolving names, and a
// text with a mistake gives those before it. What `--vary PATH#N` counts.
std::vector<FormulaNumber> formulaNumbers(std::string_view text);

} // namespace rb
