#include "rulebench/formula/formula_table.h"

namespace rb {

namespace {

using K = FormulaEntryKind;
using N = FormulaName;
using R = FormulaRead;

constexpr FormulaEntry kEntries[] = {
    {"min", K::Function, "min(a, b, ...)", "The smallest of its numbers.", 2, -1},
    {"max", K::Function, "max(a, b, ...)", "The largest of its numbers.", 2, -1},
    {"clamp", K::Function, "clamp(x, lo, hi)", "x held between lo and hi (lo wins when lo is above hi).", 3, 3},
    {"abs", K::Function, "abs(x)", "x without its sign.", 1, 1},
    {"if", K::Function, "if(condition, then, else)",
     "then when the condition holds, else otherwise; only the one chosen is worked out (its dice rolled).", 3, 3},
    {"turn", K::Word, "turn", "The turn being played, from 1. Only where a value is worked out once, when it lands.", 0,
     0, N::None, R::Stat, false, true},
    {"user", K::Word, "user",
     "Who threw, cast, wears or applied it (an actor); a user who has died since is read as it last was.", 0, 0},
    {"target", K::Word, "target", "Who it lands on or ticks on.", 0, 0},
    {"stat", K::Reading, "user.stat(NAME)", "The stat's value now, every modifier counted.", 0, 0, N::Stat, R::Stat},
    {"base", K::Reading, "target.base(NAME)", "The stat's base value, before any modifier.", 0, 0, N::Stat, R::Base},
    {"stacks", K::Reading, "target.stacks(STATUS)", "How many instances of the status it carries (0 for none).", 0, 0,
     N::Status, R::Stacks},
    {"turns", K::Reading, "target.turns(STATUS)", "The most turns an instance of the status has left (0 for none).",
     0, 0, N::Status, R::Turns},
    {"has", K::Reading, "target.has(STATUS or FLAG)",
     "A condition: it carries the status, or the flag is raised on it; a name both a status and a flag is "
     "refused here (write has_status or has_flag).",
     0, 0, N::StatusOrFlag, R::HasStatus, true},
    {"has_status", K::Reading, "target.has_status(STATUS)", "A condition: it carries the status.", 0, 0, N::Status,
     R::HasStatus, true},
    {"has_flag", K::Reading, "target.has_flag(FLAG)", "A condition: the flag is raised on it.", 0, 0, N::Flag,
     R::HasFlag, true},
};

constexpr std::string_view kGrammar[] = {
    "A formula is text that begins with \"=\": \"=2 + user.stat(strength) / 2\".",
    "Whole numbers only; arithmetic saturates instead of overflowing, and the result is held to the field's bounds.",
    "From loosest to tightest: or; and; not; comparisons (= == != < <= > >=, giving a condition); + and -; * / and % "
    "(division and remainder toward zero); a leading minus; then a number, dice (3d6, d20), a function, a reading or "
    "parentheses.",
    "Division by zero is refused when both sides are fixed numbers; in play it gives 0 and says so in the log.",
    "Dice (3d6) and turn only where a value is worked out once, when it lands (rolls, a tick's amount, turns, "
    "instances, distances); elsewhere a formula reads the state but does not roll.",
    "A name with spaces or other signs is quoted: user.stat(\"fire resist\").",
    "Conditions (comparisons, has, and, or, not) go only where a condition is asked: if's first argument, and, or, not.",
};

} // namespace

std::span<const FormulaEntry> formulaTable() { return kEntries; }

const FormulaEntry* findFormulaEntry(FormulaEntryKind kind, std::string_view name)
{
    for (const FormulaEntry& e : kEntries)
        if (e.kind == kind && e.name == name)
            return &e;
    return nullptr;
}

std::span<const std::string_view> formulaGrammar() { return kGrammar; }

} // namespace rb
