#include "rulebench/stats/holder.h"

#include <algorithm>

namespace rb {

bool EvaluationStack::contains(std::uint32_t id) const
{
    const auto inPlace = inPlace_.begin() + static_cast<std::ptrdiff_t>(std::min(size_, kInPlace));
    return std::find(inPlace_.begin(), inPlace, id) != inPlace
        || std::find(deeper_.begin(), deeper_.end(), id) != deeper_.end();
}

void EvaluationStack::push(std::uint32_t id)
{
    if (size_ < kInPlace)
        inPlace_[size_] = id;
    else
        deeper_.push_back(id);
    ++size_;
}

void EvaluationStack::pop()
{
    if (size_ > kInPlace)
        deeper_.pop_back();
    --size_;
}

namespace {
// Marks `id` in progress for a scope; refuses when it already is.
class InProgress {
public:
    InProgress(EvaluationStack& stack, std::uint32_t id)
        : stack_(stack)
    {
        entered_ = !stack.contains(id);
        if (entered_)
            stack.push(id);
    }
    ~InProgress()
    {
        if (entered_)
            stack_.pop();
    }
    InProgress(const InProgress&) = delete;
    InProgress& operator=(const InProgress&) = delete;
    bool entered() const { return entered_; }

private:
    EvaluationStack& stack_;
    bool entered_ = false;
};
} // namespace

std::int64_t Evaluator::value(StatId stat) const { return compute(stat, nullptr); }

StatExplanation Evaluator::explain(StatId stat) const
{
    StatExplanation e;
    e.stat = stat;
    e.value = compute(stat, &e);
    return e;
}

std::int64_t Evaluator::compute(StatId stat, StatExplanation* explanation) const
{
    const StatDef& def = stats_.at(stat);
    const std::optional<std::int64_t> own = holder_.stats.baseOverride(stat);
    std::int64_t v = own ? *own : def.defaultValue;
    if (explanation) {
        StatTerm t;
        t.kind = StatTerm::Kind::Base;
        t.operand = v;
        t.overridden = own.has_value();
        t.result = v;
        explanation->terms.push_back(t);
    }

    InProgress guard(statsInProgress_, stat.value);
    if (guard.entered()) {
        for (const Effect& e : holder_.stats.effects().ofStat(stat)) {
            const StatOp op = e.type.op;
            const bool active = holds(e.req);
            const std::int64_t operand = active || explanation ? valueOf(e.value) : 0;
            if (active) {
                switch (op) {
                case StatOp::Add: v = saturatingAdd(v, operand); break;
                case StatOp::MulPct: v = applyPercent(v, operand); break;
                case StatOp::AtLeast: v = std::max(v, operand); break;
                case StatOp::AtMost: v = std::min(v, operand); break;
                }
            }
            if (explanation) {
                StatTerm t;
                t.kind = StatTerm::Kind::Modifier;
                t.op = op;
                t.operand = operand;
                t.value = e.value;
                t.source = e.source;
                t.effect = e.id;
                t.conditional = e.req != nullptr;
                t.active = active;
                t.result = v;
                explanation->terms.push_back(t);
            }
        }
    }

    auto bound = [&](StatTerm::Kind kind, std::int64_t b) {
        v = kind == StatTerm::Kind::Min ? std::max(v, b) : std::min(v, b);
        if (explanation) {
            StatTerm t;
            t.kind = kind;
            t.operand = b;
            t.result = v;
            explanation->terms.push_back(t);
        }
    };
    if (def.min)
        bound(StatTerm::Kind::Min, *def.min);
    if (def.max)
        bound(StatTerm::Kind::Max, *def.max);
    return v;
}

bool Evaluator::holds(const Condition& c) const
{
    switch (c.kind) {
    case Condition::Kind::HasStatus: return holder_.statuses.has(StatusId{c.ref});
    case Condition::Kind::HasFlag: return hasFlag(FlagId{c.ref});
    case Condition::Kind::StatAtMost: return value(StatId{c.ref}) <= c.value;
    case Condition::Kind::StatAtLeast: return value(StatId{c.ref}) >= c.value;
    case Condition::Kind::All:
        return std::all_of(c.children.begin(), c.children.end(), [&](const Condition& x) { return holds(x); });
    case Condition::Kind::Any:
        return std::any_of(c.children.begin(), c.children.end(), [&](const Condition& x) { return holds(x); });
    case Condition::Kind::Not: return c.children.empty() || !holds(c.children.front());
    }
    return false;
}

namespace {
// The holder as a modifier's formula reads it: its target is the holder (a
// modifier's formula has no user), every stat through the evaluator, so a
// stat read while it is being worked out reads its base as a condition does.
class HolderReader final : public FormulaReader {
public:
    HolderReader(const Evaluator& evaluator, const Registry<StatDef>& stats, const Holder& holder)
        : evaluator_(evaluator)
        , stats_(stats)
        , holder_(holder)
    {
    }
    std::int64_t read(FormulaRead what, EntityRef, std::uint32_t id) const override
    {
        switch (what) {
        case FormulaRead::Stat: return evaluator_.value(StatId{id});
        case FormulaRead::Base: return holder_.stats.baseOverride(StatId{id}).value_or(stats_.at(StatId{id}).defaultValue);
        case FormulaRead::Stacks: return static_cast<std::int64_t>(holder_.statuses.count(StatusId{id}));
        case FormulaRead::Turns: {
            std::int64_t most = 0;
            for (const StatusInstance& s : holder_.statuses.instances())
                if (s.status == StatusId{id})
                    most = std::max(most, s.turnsLeft);
            return most;
        }
        case FormulaRead::HasStatus: return holder_.statuses.has(StatusId{id}) ? 1 : 0;
        case FormulaRead::HasFlag: return evaluator_.hasFlag(FlagId{id}) ? 1 : 0;
        }
        return 0;
    }
    std::int64_t turn() const override { return 0; } // refused where a value is read again and again
    std::string nameOf(EntityRef) const override { return "its holder"; }

private:
    const Evaluator& evaluator_;
    const Registry<StatDef>& stats_;
    const Holder& holder_;
};
} // namespace

std::int64_t Evaluator::valueOf(const EffectValue& v) const
{
    switch (v.kind) {
    case EffectValue::Kind::Formula: {
        if (!v.formula)
            return 0;
        const HolderReader reader(*this, stats_, holder_);
        return v.formula->evaluate(FormulaScope{&reader, EntityRef{}, EntityRef{}, nullptr});
    }
    case EffectValue::Kind::Number: return v.amount;
    case EffectValue::Kind::PerStat: return saturatingMul(v.amount, value(StatId{v.ref}));
    case EffectValue::Kind::PerStatus:
        return saturatingMul(v.amount, static_cast<std::int64_t>(holder_.statuses.count(StatusId{v.ref})));
    }
    return 0;
}

std::vector<Effect> Evaluator::gather(EffectType type, std::uint32_t activeSide) const
{
    return holder_.stats.effects().gather(type, activeSide);
}

std::vector<Effect> Evaluator::effectMaps(EffectType type, std::uint32_t activeSide) const
{
    std::vector<Effect> out = gather(type, activeSide);
    std::erase_if(out, [&](const Effect& e) { return !holds(e.req); });
    return out;
}

std::vector<std::int64_t> Evaluator::values(EffectType type, std::uint32_t activeSide) const
{
    std::vector<std::int64_t> out;
    for (const Effect& e : effectMaps(type, activeSide))
        out.push_back(valueOf(e.value));
    return out;
}

std::int64_t Evaluator::sum(EffectType type) const
{
    std::int64_t total = 0;
    for (const Effect& e : holder_.stats.effects().ofType(type))
        if (holds(e.req))
            total = saturatingAdd(total, valueOf(e.value));
    return total;
}

bool Evaluator::hasFlag(FlagId flag) const
{
    InProgress guard(flagsInProgress_, flag.value);
    if (!guard.entered())
        return false;
    for (const Effect& e : holder_.stats.effects().ofType(EffectType::flag(flag)))
        if (holds(e.req))
            return true;
    return false;
}

} // namespace rb
