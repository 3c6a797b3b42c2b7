#pragma once
// The formula language's one table: every function, every role's reading and
// every word a formula may write, with its help line. The parser reads it to
// know what a name means, the generated reference prints it (rulebench docs)
// and an editor's completion can offer it: none of them keeps a list of its own.

#include <cstdint>
#include <span>
#include <string_view>

namespace rb {

// What a role's reading returns for an actor (formula.h's FormulaReader answers it).
enum class FormulaRead : std::uint8_t {
    Stat,      // the stat's value now, every modifier counted
    Base,      // the stat's base value, before modifiers
    Stacks,    // how many instances of the status it carries
    Turns,     // the most turns any instance of the status has left (0: none)
    HasStatus, // a condition: it carries the status
    HasFlag,   // a condition: the flag is raised on it
};

enum class FormulaEntryKind : std::uint8_t {
    Function, // min(a, b): a name and its arguments
    Reading,  // target.stat(NAME): a role, a dot, the reading and the name it reads
    Word,     // turn, user, target: a word on its own
};

// What a reading's name must be: the section it comes from.
enum class FormulaName : std::uint8_t { None, Stat, Status, Flag, StatusOrFlag };

struct FormulaEntry {
    std::string_view name;
    FormulaEntryKind kind = FormulaEntryKind::Function;
    std::string_view written;  // how a designer writes it: "clamp(x, lo, hi)"
    std::string_view help;     // what it gives, in one line
    int minArgs = 0;           // Function: how many arguments (maxArgs -1: any number from minArgs)
    int maxArgs = 0;
    FormulaName reads = FormulaName::None; // Reading: the name inside the parentheses
    FormulaRead read = FormulaRead::Stat;  // Reading: what it asks of the actor
    bool condition = false;    // it gives a condition (yes or no), not a number
    bool changes = false;      // it may give another value each time it is read (dice, turn)
};

// Every entry, in the order the reference lists them.
std::span<const FormulaEntry> formulaTable();
// The entry of `kind` named `name`, or null.
const FormulaEntry* findFormulaEntry(FormulaEntryKind kind, std::string_view name);

// The grammar in a few lines, for the reference: operators from loosest to tightest.
std::span<const std::string_view> formulaGrammar();

} // namespace rb
