#pragma once
// Private to formula/: a compiled formula as a turn runs it, a short program
// for a stack of whole numbers, and what its working shows.

#include "rulebench/formula/formula.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rb {

enum class FormulaOp : std::uint8_t {
    Const, Dice, Turn, Read, // push a number (a: the constant; a, b: dice count and sides)
    Neg, Not, Abs,           // one in, one out
    Add, Sub, Mul, Div, Mod, Lt, Le, Gt, Ge, Eq, Ne, And, Or, // two in, one out
    Min, Max,                // n in, one out
    Clamp,                   // three in, one out
    JumpIfFalse,             // pops; jumps to a when 0
    Jump,                    // jumps to a
};

struct FormulaInstr {
    FormulaOp op = FormulaOp::Const;
    FormulaRead read = FormulaRead::Stat; // Read
    bool user = false;                    // Read: the user's, else the target's
    std::uint16_t n = 0;                  // Min, Max: how many; Read, Dice, Turn, Div, Mod: its piece of the working
    std::uint32_t id = 0;                 // Read: the stat, status or flag
    std::int64_t a = 0;
    std::int64_t b = 0;
};

// A piece of the text a working replaces with words and a value.
struct FormulaPiece {
    std::size_t begin = 0, end = 0; // in the text
    std::string before;             // "strength of " (the role's name follows), "3d6"
    std::string after;              // " has poisoned" (after the role's name)
    bool role = false;              // the role's name goes between before and after
    bool user = false;
    bool condition = false;         // shown as yes or no
};

inline constexpr std::size_t kMaxFormulaStack = 64;

struct FormulaProgram {
    std::string text;
    std::vector<FormulaInstr> code;
    std::vector<FormulaPiece> pieces;
    std::vector<Formula::NameUse> names;
    bool rolls = false;
    bool readsUser = false;
    bool constant = false;
    std::int64_t constantValue = 0;
};

} // namespace rb

namespace rb {

// One operator on two numbers (conditions are 1 and 0), saturating; a
// division or remainder by 0 gives 0 and sets `divisionByZero`. The
// compiler folds fixed parts with it, so a fixed part is what play would give.
std::int64_t formulaBinary(FormulaOp op, std::int64_t a, std::int64_t b, bool& divisionByZero);
std::int64_t formulaNeg(std::int64_t a);

} // namespace rb
