#pragma once
// Formulas: a whole number that depends on the state of play, written as text
// that begins with "=" ("=2 + user.stat(strength) / 2"). A formula is compiled
// once, when content is built (names resolved, types and roles checked, a
// fixed division by zero refused), into a short program that a turn runs
// without parsing anything. The language and its functions: formula_table.h.
//
// This module sits under stats/ (a status's tick holds a formula), so it knows
// names only as the lists FormulaNames gives and the state of play only as a
// FormulaReader answers it.

#include "rulebench/base/random.h"
#include "rulebench/base/refs.h"
#include "rulebench/formula/formula_table.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// The names a formula may read, each list in its registry's order (an index is the id).
struct FormulaNames {
    std::vector<std::string> stats;
    std::vector<std::string> statuses;
    std::vector<std::string> flags;
};

// Why there is no user, where nothing says otherwise.
inline constexpr std::string_view kNobodyUsesIt = "nobody threw, cast, wore or applied this (read the target instead)";

// Where a formula is used decides what it may write.
struct FormulaUse {
    bool rolls = true;  // dice and turn: the value is worked out once, when it lands
    bool user = true;   // a user exists here
    bool target = true; // a target exists here
    // Why there is no user here, in the designer's words, after "no user here: ".
    std::string_view noUser = kNobodyUsesIt;
    // Why there is no target here, after "no target here: " (empty: nothing after it).
    std::string_view noTarget = {};
};

// A mistake at a column of the text as written, "=" included, counting from 1.
struct FormulaError {
    std::size_t column = 1;
    std::string message; // in the designer's words: no stat "strenght" (did you mean "strength"?)
};

// The state of play as a formula reads it.
class FormulaReader {
public:
    virtual ~FormulaReader() = default;
    // `who` as an actor: a number, or 1 / 0 for a condition. One that is no
    // actor (no one, a prop) reads 0.
    virtual std::int64_t read(FormulaRead what, EntityRef who, std::uint32_t id) const = 0;
    virtual std::int64_t turn() const = 0;
    // Who `who` is, for a working: "hero".
    virtual std::string nameOf(EntityRef who) const = 0;
};

// One evaluation's roles and its dice stream (null where a formula cannot roll).
struct FormulaScope {
    const FormulaReader* reader = nullptr;
    EntityRef user{};
    EntityRef target{};
    RandomStream* dice = nullptr;
};

// A value and how it was worked out: "2 + strength of hero (7) / 2 = 5".
struct FormulaWorking {
    std::int64_t value = 0;
    std::string text;
    bool divisionByZero = false; // a division or remainder by 0 gave 0
};

struct FormulaProgram;

class Formula {
public:
    // The text as written, "=" included.
    const std::string& text() const;
    bool rolls() const;     // it has dice or reads the turn
    bool readsUser() const;
    // Fixed: no reading, no dice, no turn; its value is constantValue().
    bool constant() const;
    std::int64_t constantValue() const;
    // The names it reads, as written, for renames and references: {section, name, column}.
    struct NameUse {
        FormulaName section = FormulaName::Stat; // Stat, Status or Flag (a has() resolved)
        std::string name;
        std::size_t column = 1; // of the name's first character (its quote, if quoted)
        std::size_t length = 0; // of the name as written, quotes included
    };
    const std::vector<NameUse>& names() const;
    // What it reads of whom, one entry a reading as compiled (ids, not names):
    // the stat-cycle check follows a modifier's formula through these.
    struct Reading {
        FormulaRead read = FormulaRead::Stat;
        bool user = false; // the user's, else the target's
        std::uint32_t id = 0;
    };
    std::vector<Reading> readings() const;

    std::int64_t evaluate(const FormulaScope& scope) const;
    // The same, `divisionByZero` set when a division or remainder by 0 gave 0.
    std::int64_t evaluate(const FormulaScope& scope, bool& divisionByZero) const;
    FormulaWorking explain(const FormulaScope& scope) const;
    // The same into `into`, whose text's room is kept (a turn reuses one).
    void explain(const FormulaScope& scope, FormulaWorking& into) const;

    friend bool operator==(const Formula& a, const Formula& b) { return a.text() == b.text(); }

private:
    friend struct FormulaCompiler;
    std::shared_ptr<const FormulaProgram> program_;
};

struct FormulaCompile {
    std::optional<Formula> formula;
    std::vector<FormulaError> errors; // every one found, by column
};

// Whether `text` is a formula: it begins with "=" (spaces before it allowed).
bool isFormulaText(std::string_view text);
// Compiles `text` (which begins with "="). Never throws; a mistake is an error.
FormulaCompile compileFormula(std::string_view text, const FormulaNames& names, const FormulaUse& use);

// The names a formula's text reads, found without resolving them (a has()
// keeps StatusOrFlag), for references and renames; a text with a mistake gives
// those before it.
std::vector<Formula::NameUse> formulaNameUses(std::string_view text);
// The text with each use's name written in its place (quoted when it must be):
// `uses` as formulaNameUses found them, their names changed.
std::string withNames(std::string_view text, const std::vector<Formula::NameUse>& uses);

// Replaces every use of `from` in `section` (Stat, Status or Flag) inside a
// formula's text with `to` (quoted when it needs to be); nullopt when the text
// does not compile or does not name it.
std::optional<std::string> renameInFormula(std::string_view text, const FormulaNames& names, FormulaName section,
                                           std::string_view from, std::string_view to);

} // namespace rb
