#pragma once
// What one actor carries for the rules (its StatBlock and its statuses), and
// the Evaluator that answers questions about it: a stat's value and why, a
// condition, an effect's value, and the constant-effect queries.

#include "rulebench/stats/stat_registries.h"
#include "rulebench/stats/stats.h"
#include "rulebench/stats/statuses.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rb {

// Plain values all the way down, so the sandbox copies a world to step back.
struct Holder {
    StatBlock stats;
    Afflicted statuses;
    friend bool operator==(const Holder&, const Holder&) = default;
};

// The ids an Evaluator is evaluating, innermost last: the usual few levels
// are held in place, so asking a value asks nothing of the heap.
class EvaluationStack {
public:
    bool contains(std::uint32_t id) const;
    void push(std::uint32_t id);
    void pop();

private:
    static constexpr std::size_t kInPlace = 8;
    std::array<std::uint32_t, kInPlace> inPlace_{};
    std::size_t size_ = 0;
    std::vector<std::uint32_t> deeper_; // levels past kInPlace
};

// Cheap to make; answers from the holder as it is at each call. Not for
// sharing between threads (it tracks what it is evaluating).
class Evaluator {
public:
    Evaluator(const Registry<StatDef>& stats, const Holder& holder)
        : stats_(stats)
        , holder_(holder)
    {
    }

    // Base (the holder's override or the default), every Add, every MulPct
    // compounded (rounded toward zero each time), every AtLeast, every AtMost,
    // then the definition's min and max. Within an op, modifiers count in the
    // order they were added; only those whose condition holds count. A cap
    // (AtMost) comes after a floor (AtLeast), so a cap wins when they clash.
    // Costs in proportion to this stat's own modifiers.
    std::int64_t value(StatId stat) const;
    // Every term of value(stat) in evaluation order, each with its source and
    // the running result.
    StatExplanation explain(StatId stat) const;

    bool holds(const Condition& c) const;
    bool holds(const ConditionPtr& c) const { return !c || holds(*c); }
    std::int64_t valueOf(const EffectValue& v) const;

    // The seed's queries over one effect type.
    // gather: every effect of the type, the active side's first.
    std::vector<Effect> gather(EffectType type, std::uint32_t activeSide = 0) const;
    // effectMaps: those whose condition holds, in gather order.
    std::vector<Effect> effectMaps(EffectType type, std::uint32_t activeSide = 0) const;
    // values: their values.
    std::vector<std::int64_t> values(EffectType type, std::uint32_t activeSide = 0) const;
    // sum: their values added (saturating).
    std::int64_t sum(EffectType type) const;
    // any: whether one of their values satisfies `pred`.
    template <class Pred>
    bool any(EffectType type, Pred pred) const
    {
        for (const Effect& e : holder_.stats.effects().ofType(type))
            if (holds(e.req) && pred(valueOf(e.value)))
                return true;
        return false;
    }
    // A flag is raised when any flag effect of it holds.
    bool hasFlag(FlagId flag) const;

private:
    std::int64_t compute(StatId stat, StatExplanation* explanation) const;

    const Registry<StatDef>& stats_;
    const Holder& holder_;
    // Stats and flags being evaluated: content with a cycle does not build,
    // but code can still add one; re-entering reads the stat's base (and a
    // flag as lowered) instead of recursing forever.
    mutable EvaluationStack statsInProgress_;
    mutable EvaluationStack flagsInProgress_;
};

} // namespace rb
