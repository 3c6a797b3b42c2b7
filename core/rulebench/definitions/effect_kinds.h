#pragma once
// Effect kinds: an open registry of C++ effect types under the names content
// uses ("Harm", "Mend", ...). Each kind publishes its arguments (so the editor
// can build a form and the JSON Schema can list them) and builds an effect
// from the "args" object a content entry gives, reporting every bad argument
// at its path in the designer's words.
//
// For a game adding a kind: build() runs once per content entry while content
// is built and reports through EffectArgs (never throws); the effect it returns
// is shared by every landing and every copy of a World, possibly on another
// thread (the editor replays off the UI thread), so apply() must change only
// what it asks of the EffectWorld and draw chance only from the stream it is
// given: then the same seed gives the same run.

#include "rulebench/base/where.h"
#include "rulebench/base/registry.h"
#include "rulebench/definitions/effect.h"

#include <concepts>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct Definitions;
struct Dice;
struct Rolled;
struct StatusModifierDef;
class StatDependencies;

enum class ArgType : std::uint8_t { Dice, DamageKind, Status, Whole, Duration, Modifier, GasKind, Text, Glyph, Colour };
// "dice", "damage kind", "status", "whole number", "duration", "modifier", "gas kind", "text", "glyph", "colour"
std::string_view toString(ArgType t);

// One argument, described once: the form shows it, the schema states it and
// a whole number is checked against its bounds (EffectArgs::whole(name)).
struct ArgInfo {
    std::string name;
    ArgType type = ArgType::Text;
    bool required = true;
    std::string help;
    std::int64_t minimum = -kMaxContentNumber; // Whole
    std::int64_t maximum = kMaxContentNumber;
    // Dice or Whole: a formula ("=...") may stand instead, worked out each
    // time the effect lands and held between minimum and maximum (read with
    // EffectArgs::rolled).
    bool formula = false;
};

// The "args" of one effect entry, read against its kind's ArgInfo list.
// Every getter reports what is wrong at the argument's path and marks the
// build failed; an absent optional argument is not a failure.
class EffectArgs {
public:
    // `args` may be null (no "args" key); `where` is the entry's "args".
    EffectArgs(const Json* args, Where where, const Definitions& defs, std::span<const ArgInfo> infos);
    // Modifiers read from here join the stat cycle check (a granted modifier
    // may end up on one holder with any other).
    void checkCycles(StatDependencies* cycles) { cycles_ = cycles; }
    // Where its formulas are worked out (a prop that lands as itself has no
    // user); rolled() compiles them so.
    void useFormulas(const FormulaUse& use) { use_ = use; }
    const FormulaUse& formulaUse() const { return use_; }

    bool has(std::string_view name) const;
    std::optional<Dice> dice(std::string_view name);
    // A Dice or Whole argument that takes a formula: its dice or number (a
    // Whole one checked against its bounds) or its formula, compiled here.
    std::optional<Rolled> rolled(std::string_view name);
    std::optional<DamageKindId> damageKind(std::string_view name);
    std::optional<StatusId> status(std::string_view name);
    // Between the argument's own bounds (its ArgInfo's), or between `min` and `max`.
    std::optional<std::int64_t> whole(std::string_view name);
    std::optional<std::int64_t> whole(std::string_view name, std::int64_t min, std::int64_t max);
    std::optional<Duration> duration(std::string_view name);
    std::optional<StatusModifierDef> modifier(std::string_view name);
    std::optional<Id<GasKind>> gas(std::string_view name);
    std::optional<std::string> text(std::string_view name);

    // A problem a kind finds itself (two arguments that do not fit together).
    void error(std::string_view name, std::string message);
    // Reports every argument the kind does not take (did you mean...).
    void finish();

    bool ok() const { return ok_; }
    const Definitions& defs() const { return defs_; }
    const Where& where() const { return where_; }

private:
    const Json* value(std::string_view name); // reports a missing required one
    // A text argument made into something by `parse(text, where)`, which
    // reports why it cannot be.
    template <class Parse>
    auto fromText(std::string_view name, Parse parse) -> decltype(parse(std::string{}, Where{}));
    const Json* args_ = nullptr;
    Where where_;
    const Definitions& defs_;
    std::span<const ArgInfo> infos_;
    StatDependencies* cycles_ = nullptr;
    FormulaUse use_;
    bool ok_ = true;
};

struct EffectKindDef {
    std::string name;
    std::string help;
    std::vector<ArgInfo> args;
    // Null when an argument did not build (reported through EffectArgs).
    EffectPtr (*build)(EffectArgs& args) = nullptr;
};
using EffectKindId = Id<EffectKindDef>;

// A kind is a type with static kName, kHelp, args() and build(EffectArgs&).
template <class E>
concept EffectKindType = requires(EffectArgs& a) {
    { E::kName } -> std::convertible_to<std::string_view>;
    { E::kHelp } -> std::convertible_to<std::string_view>;
    { E::args() } -> std::convertible_to<std::vector<ArgInfo>>;
    { E::build(a) } -> std::convertible_to<EffectPtr>;
};

class EffectKinds {
public:
    // Refuses a name already taken (the engine's own kinds' too), saying so.
    Result<EffectKindId> add(EffectKindDef def);
    template <EffectKindType E>
    Result<EffectKindId> add()
    {
        return add(EffectKindDef{std::string(E::kName), std::string(E::kHelp), E::args(), &E::build});
    }

    std::optional<EffectKindId> find(std::string_view name) const { return kinds_.find(name); }
    const EffectKindDef& operator[](EffectKindId id) const { return kinds_[id]; }
    std::size_t size() const { return kinds_.size(); }
    std::vector<std::string> names() const { return kinds_.names(); }
    auto begin() const { return kinds_.begin(); }
    auto end() const { return kinds_.end(); }

private:
    Registry<EffectKindDef> kinds_;
};

} // namespace rb
