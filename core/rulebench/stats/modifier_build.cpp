#include "rulebench/stats/modifier_build.h"

#include "rulebench/base/names.h"
#include "rulebench/stats/formula_names.h"

namespace rb {

std::optional<EffectValue> buildValue(const ValueSpec& spec, const StatRegistries& defs, const Where& where)
{
    const std::int64_t times = spec.times.value_or(1);
    switch (spec.kind) {
    case ValueSpec::Kind::Invalid: return std::nullopt;
    case ValueSpec::Kind::Number: return EffectValue::number(spec.number);
    case ValueSpec::Kind::Formula:
        if (auto f = compileFieldFormula(spec.name, defs, kModifierFormula, where))
            return EffectValue::of(std::move(*f));
        return std::nullopt;
    case ValueSpec::Kind::PerStat:
        if (auto stat = resolveName(defs.stats, spec.name, where.key("stat"), "stat"))
            return EffectValue::perStat(*stat, times);
        return std::nullopt;
    case ValueSpec::Kind::PerStatus:
        if (auto status = resolveName(defs.statuses, spec.name, where.key("statuses"), "status"))
            return EffectValue::perStatus(*status, times);
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Condition> buildCondition(const ConditionSpec& spec, const StatRegistries& defs, const Where& where)
{
    using K = ConditionSpec::Kind;
    switch (spec.kind) {
    case K::Invalid: return std::nullopt;
    case K::HasStatus:
        if (auto s = resolveName(defs.statuses, spec.name, where.key("has_status"), "status"))
            return Condition::hasStatus(*s);
        return std::nullopt;
    case K::HasFlag:
        if (auto f = resolveName(defs.flags, spec.name, where.key("has_flag"), "flag"))
            return Condition::hasFlag(*f);
        return std::nullopt;
    case K::StatAtMost:
    case K::StatAtLeast: {
        const Where at = where.key(spec.kind == K::StatAtMost ? "stat_at_most" : "stat_at_least");
        auto s = resolveName(defs.stats, spec.name, at.key("stat"), "stat");
        if (!s)
            return std::nullopt;
        return spec.kind == K::StatAtMost ? Condition::statAtMost(*s, spec.value) : Condition::statAtLeast(*s, spec.value);
    }
    case K::All:
    case K::Any: {
        const Where at = where.key(spec.kind == K::All ? "all" : "any");
        std::vector<Condition> children;
        bool ok = true;
        for (std::size_t i = 0; i < spec.children.size(); ++i) {
            auto child = buildCondition(spec.children[i], defs, at.index(i));
            if (child)
                children.push_back(std::move(*child));
            else
                ok = false;
        }
        if (!ok)
            return std::nullopt;
        return spec.kind == K::All ? Condition::all(std::move(children)) : Condition::any(std::move(children));
    }
    case K::Not: {
        if (spec.children.empty())
            return std::nullopt;
        auto child = buildCondition(spec.children.front(), defs, where.key("not"));
        if (!child)
            return std::nullopt;
        return Condition::negate(std::move(*child));
    }
    }
    return std::nullopt;
}

std::optional<StatusModifierDef> buildModifier(const ModifierSpec& spec, const StatRegistries& defs, const Where& where)
{
    bool ok = true;
    StatusModifierDef def;
    if (spec.flag && !spec.stat) {
        if (auto f = resolveName(defs.flags, *spec.flag, where.key("flag"), "flag"))
            def.type = EffectType::flag(*f);
        else
            ok = false;
    } else if (spec.stat) {
        auto stat = resolveName(defs.stats, *spec.stat, where.key("stat"), "stat");
        std::optional<StatOp> op;
        if (spec.op) {
            op = parseStatOp(*spec.op);
            if (!op)
                where.key("op").error("unknown op \"" + *spec.op + "\"" + didYouMean(*spec.op, namesOf(kStatOps))
                                      + "; an op is " + wordList({"Add", "MulPct", "AtLeast", "AtMost"}));
        }
        std::optional<EffectValue> value;
        if (spec.value)
            value = buildValue(*spec.value, defs, where.key("value"));
        if (stat && op && value) {
            def.type = EffectType::stat(*stat, *op);
            def.value = *value;
        } else {
            ok = false;
        }
    } else {
        ok = false; // reported when read
    }
    if (spec.req) {
        if (auto c = buildCondition(*spec.req, defs, where.key("req")))
            def.req = makeCondition(std::move(*c));
        else
            ok = false;
    }
    if (!ok)
        return std::nullopt;
    return def;
}

ValueSpec nameValue(const EffectValue& value, const StatRegistries& defs)
{
    ValueSpec spec;
    switch (value.kind) {
    case EffectValue::Kind::Number: spec.number = value.amount; return spec;
    case EffectValue::Kind::PerStat:
        spec.kind = ValueSpec::Kind::PerStat;
        spec.name = defs.stats[StatId{value.ref}].name;
        break;
    case EffectValue::Kind::PerStatus:
        spec.kind = ValueSpec::Kind::PerStatus;
        spec.name = defs.statuses[StatusId{value.ref}].name;
        break;
    case EffectValue::Kind::Formula:
        spec.kind = ValueSpec::Kind::Formula;
        spec.name = value.formula ? value.formula->text() : std::string("=0");
        return spec;
    }
    spec.times = value.amount;
    return spec;
}

ConditionSpec nameCondition(const Condition& condition, const StatRegistries& defs)
{
    using K = Condition::Kind;
    ConditionSpec spec;
    switch (condition.kind) {
    case K::HasStatus: spec.kind = ConditionSpec::Kind::HasStatus; spec.name = defs.statuses[StatusId{condition.ref}].name; break;
    case K::HasFlag: spec.kind = ConditionSpec::Kind::HasFlag; spec.name = defs.flags[FlagId{condition.ref}].name; break;
    case K::StatAtMost:
    case K::StatAtLeast:
        spec.kind = condition.kind == K::StatAtMost ? ConditionSpec::Kind::StatAtMost : ConditionSpec::Kind::StatAtLeast;
        spec.name = defs.stats[StatId{condition.ref}].name;
        spec.value = condition.value;
        break;
    case K::All: spec.kind = ConditionSpec::Kind::All; break;
    case K::Any: spec.kind = ConditionSpec::Kind::Any; break;
    case K::Not: spec.kind = ConditionSpec::Kind::Not; break;
    }
    for (const Condition& child : condition.children)
        spec.children.push_back(nameCondition(child, defs));
    return spec;
}

} // namespace rb
