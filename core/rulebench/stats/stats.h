#pragma once
// A holder's numbers: per-stat base overrides and the modifiers on them. A
// modifier is a constant effect of a stat type, so the StatBlock keeps them in
// a ConstantEffects store beside every other effect its holder carries, and
// each system removes exactly its own by Source.

#include "rulebench/stats/constant_effects.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace rb {

// A plain while-active stat modifier, as gear and a game's own traits give.
struct Modifier {
    StatId stat;
    StatOp op = StatOp::Add;
    EffectValue value;
    Source source;
    ConditionPtr req; // null: always holds
};

class StatBlock {
public:
    // The holder's own base for `stat`, in place of the definition's default.
    void setBase(StatId stat, std::int64_t base);
    void clearBase(StatId stat);
    std::optional<std::int64_t> baseOverride(StatId stat) const;
    const std::vector<std::pair<StatId, std::int64_t>>& bases() const { return bases_; }

    EffectId addModifier(const Modifier& m);
    std::size_t removeBySource(const Source& source) { return effects_.removeBySource(source); }

    ConstantEffects& effects() { return effects_; }
    const ConstantEffects& effects() const { return effects_; }
    // Hints that a stat's value is coming: asks for the blocks it reads first,
    // the bases and the modifiers' per-stat index (base/prefetch.h).
    [[gnu::always_inline]] void prefetch() const
    {
        rb::prefetch(bases_);
        effects_.prefetchIndex();
    }
    friend bool operator==(const StatBlock&, const StatBlock&) = default;

private:
    std::vector<std::pair<StatId, std::int64_t>> bases_; // sorted by stat
    ConstantEffects effects_;
};

// One term of a stat's value, self-describing so a panel can render it alone:
// the base, then each modifier in evaluation order, then the definition's
// min and max. Inactive terms (their condition does not hold) are listed too,
// so "why is this modifier not counting?" has an answer; they change nothing.
struct StatTerm {
    enum class Kind : std::uint8_t { Base, Modifier, Min, Max };
    Kind kind = Kind::Base;
    StatOp op = StatOp::Add;   // Modifier only
    std::int64_t operand = 0;  // the base, the modifier's evaluated value, or the bound
    EffectValue value;         // Modifier: how the operand was computed (a number or an expression)
    Source source;             // Modifier only
    EffectId effect;           // Modifier only
    bool conditional = false;  // Modifier: it has a condition
    bool active = true;        // false: the condition does not hold
    bool overridden = false;   // Base: the holder's own base, not the definition's default
    std::int64_t result = 0;   // the running value after this term
};

struct StatExplanation {
    StatId stat;
    std::vector<StatTerm> terms;
    std::int64_t value = 0;
};

} // namespace rb
