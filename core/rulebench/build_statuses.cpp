#include "rulebench/build_statuses.h"

namespace rb {

namespace {
std::string wordList(std::initializer_list<std::string_view> words)
{
    std::string out;
    std::size_t i = 0;
    for (std::string_view w : words) {
        if (i++)
            out += i == words.size() ? " or " : ", ";
        out += w;
    }
    return out;
}

template <class T, std::size_t N>
std::vector<std::string> namesOf(const T (&values)[N])
{
    std::vector<std::string> out;
    for (const T& v : values)
        out.emplace_back(toString(v));
    return out;
}
} // namespace

std::size_t codePointCount(std::string_view utf8)
{
    std::size_t n = 0;
    for (unsigned char c : utf8)
        if ((c & 0xC0) != 0x80)
            ++n;
    return n;
}

std::optional<EffectValue> buildValue(const ValueSpec& spec, const Definitions& defs, const Where& where)
{
    const std::int64_t times = spec.times.value_or(1);
    switch (spec.kind) {
    case ValueSpec::Kind::Invalid: return std::nullopt;
    case ValueSpec::Kind::Number: return EffectValue::number(spec.number);
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

std::optional<Condition> buildCondition(const ConditionSpec& spec, const Definitions& defs, const Where& where)
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

std::optional<StatusModifierDef> buildModifier(const ModifierSpec& spec, const Definitions& defs, const Where& where)
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

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    StatDependencies dependencies;
    buildStatuses(spec, defs, diagnostics, dependencies);
    dependencies.report(defs.stats, defs.flags);
}

void buildStatuses(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, StatDependencies& dependencies)
{
    // Names first, so a condition or an expression may name any status.
    std::vector<std::optional<StatusId>> ids;
    ids.reserve(spec.statuses.size());
    for (std::size_t i = 0; i < spec.statuses.size(); ++i) {
        const StatusSpec& s = spec.statuses[i];
        ids.push_back(addDefinition(defs.statuses, StatusDef{s.name, {}, {}, {}, {}, {}},
                                    definitionWhere(diagnostics, "statuses", i, s.name), "status"));
    }

    for (std::size_t i = 0; i < spec.statuses.size(); ++i) {
        const StatusSpec& s = spec.statuses[i];
        const Where w = definitionWhere(diagnostics, "statuses", i, s.name);
        StatusDef def;
        def.name = s.name;
        if (s.stacking) {
            if (auto rule = parseStacking(*s.stacking))
                def.stacking = *rule;
            else
                w.key("stacking").error("unknown stacking rule \"" + *s.stacking + "\""
                                        + didYouMean(*s.stacking, namesOf(kStackings)) + "; stacking is "
                                        + wordList({"Refresh", "Extend", "Stack", "Ignore"}));
        }
        if (s.badge) {
            const std::size_t n = codePointCount(*s.badge);
            if (n != 1)
                w.key("badge").error(n == 0 ? std::string("the badge is empty; give it one character or remove it")
                                            : "a badge is one character, got \"" + *s.badge + "\" ("
                                                  + std::to_string(n) + " characters)");
            else
                def.badge = *s.badge;
        }
        if (s.turns) {
            if (*s.turns < 1)
                w.key("turns").error("turns must be at least 1, got " + std::to_string(*s.turns));
            else
                def.turns = *s.turns;
        }
        if (s.tick && s.tick->raw.is_null()) {
            const Where t = w.key("tick");
            if (auto kind = resolveName(defs.damageKinds, s.tick->kind, t.key("kind"), "damage kind"))
                def.tick = StatusTick{*kind, s.tick->amount};
            if (s.tick->amount == 0)
                t.key("amount").warning("a tick of 0 does nothing; give it an amount (negative mends) or remove the tick");
        }
        for (std::size_t m = 0; m < s.modifiers.size(); ++m) {
            const Where mw = w.key("modifiers").index(m);
            if (auto mod = buildModifier(s.modifiers[m], defs, mw)) {
                dependencies.addModifier(mod->type, mod->value, mod->req.get(), mw);
                def.modifiers.push_back(std::move(*mod));
            }
        }
        if (ids[i])
            defs.statuses[*ids[i]] = std::move(def);
    }
}

} // namespace rb
