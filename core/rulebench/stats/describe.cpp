#include "rulebench/stats/describe.h"

namespace rb {

namespace {
template <class Def>
std::string nameOf(const Registry<Def>& registry, std::uint32_t id)
{
    if (id < registry.size())
        return registry[Id<Def>{id}].name;
    std::string unknown = "#"; // appended rather than "#" + ...: GCC 12 warns falsely on that (-Wrestrict)
    return unknown.append(std::to_string(id));
}

std::string signedNumber(std::int64_t v)
{
    std::string sign = v >= 0 ? "+" : "";
    return sign.append(std::to_string(v));
}

// The effect behind a term, for its condition's words.
const Effect* effectOf(const StatTerm& t, const Holder& holder) { return holder.stats.effects().find(t.effect); }
} // namespace

std::string describe(const Source& source, const StatRegistries& defs)
{
    switch (source.kind) {
    case Source::Kind::Status:
        return "status " + nameOf(defs.statuses, static_cast<std::uint32_t>(source.id)) + " #" + std::to_string(source.instance);
    case Source::Kind::Item: return "item " + std::to_string(source.id);
    case Source::Kind::Game: return "game " + std::to_string(source.id);
    case Source::Kind::Effect: return "effect " + std::to_string(source.id);
    }
    return {};
}

std::string describe(EffectType type, const StatRegistries& defs)
{
    switch (type.kind) {
    case EffectType::Kind::Stat: return "stat:" + nameOf(defs.stats, type.id) + ":" + std::string(toString(type.op));
    case EffectType::Kind::Flag: return "flag:" + nameOf(defs.flags, type.id);
    case EffectType::Kind::Game: return nameOf(defs.effectTypes, type.id);
    }
    return {};
}

std::string describeChange(EffectType type, const EffectValue& value, const StatRegistries& defs)
{
    const bool number = value.kind == EffectValue::Kind::Number;
    const std::string amount = describe(value, defs);
    switch (type.kind) {
    case EffectType::Kind::Flag: return nameOf(defs.flags, type.id);
    case EffectType::Kind::Game: return nameOf(defs.effectTypes, type.id) + " " + amount;
    case EffectType::Kind::Stat: break;
    }
    const std::string stat = nameOf(defs.stats, type.id);
    switch (type.op) {
    case StatOp::Add: return stat + (number ? " " : " + ") + (number ? signedNumber(value.amount) : amount);
    // MulPct adds its value in percent: 50 multiplies by 150%, as the stat's explanation says.
    case StatOp::MulPct:
        return stat + (number ? " x" + std::to_string(saturatingAdd(100, value.amount)) + "%" : " + (" + amount + ")%");
    case StatOp::AtLeast: return stat + " at least " + amount;
    case StatOp::AtMost: return stat + " at most " + amount;
    }
    return stat;
}

std::string describeDuration(Duration duration, std::uint32_t turnsLeft, const StatRegistries& defs)
{
    switch (duration.kind) {
    case Duration::Kind::WhileActive: return "while active";
    case Duration::Kind::EndOfTurn: return "until the end of the turn";
    case Duration::Kind::EndOfEncounter: return "until the end of the encounter";
    case Duration::Kind::Turns: return std::to_string(turnsLeft) + (turnsLeft == 1 ? " turn left" : " turns left");
    case Duration::Kind::Game: return "until " + defs.durations.name(duration);
    }
    return {};
}

std::string describe(const Effect& effect, const StatRegistries& defs)
{
    return describeChange(effect.type, effect.value, defs) + " (" + describeDuration(effect.duration, effect.turnsLeft, defs) + ")";
}

std::string describe(const EffectValue& value, const StatRegistries& defs)
{
    switch (value.kind) {
    case EffectValue::Kind::Number: return std::to_string(value.amount);
    case EffectValue::Kind::PerStat:
        return std::to_string(value.amount) + " per point of " + nameOf(defs.stats, value.ref);
    case EffectValue::Kind::PerStatus:
        return std::to_string(value.amount) + " per " + nameOf(defs.statuses, value.ref);
    case EffectValue::Kind::Formula: return value.formula ? value.formula->text() : std::string();
    }
    return {};
}

std::string describe(const Condition& c, const StatRegistries& defs)
{
    auto list = [&](const char* word) {
        std::string out = std::string(word) + " (";
        for (std::size_t i = 0; i < c.children.size(); ++i)
            out += (i ? ", " : "") + describe(c.children[i], defs);
        return out + ")";
    };
    switch (c.kind) {
    case Condition::Kind::HasStatus: return "has " + nameOf(defs.statuses, c.ref);
    case Condition::Kind::HasFlag: return "has flag " + nameOf(defs.flags, c.ref);
    case Condition::Kind::StatAtMost: return nameOf(defs.stats, c.ref) + " at most " + std::to_string(c.value);
    case Condition::Kind::StatAtLeast: return nameOf(defs.stats, c.ref) + " at least " + std::to_string(c.value);
    case Condition::Kind::All: return list("all of");
    case Condition::Kind::Any: return list("any of");
    case Condition::Kind::Not: return c.children.empty() ? "not ()" : "not (" + describe(c.children.front(), defs) + ")";
    }
    return {};
}

std::vector<std::string> describe(const StatExplanation& e, const Holder& holder, const StatRegistries& defs)
{
    std::vector<std::string> out;
    for (const StatTerm& t : e.terms) {
        std::string line;
        switch (t.kind) {
        case StatTerm::Kind::Base:
            line = "base " + std::to_string(t.operand) + (t.overridden ? " (own)" : " (default)");
            break;
        case StatTerm::Kind::Min: line = "min " + std::to_string(t.operand) + " = " + std::to_string(t.result); break;
        case StatTerm::Kind::Max: line = "max " + std::to_string(t.operand) + " = " + std::to_string(t.result); break;
        case StatTerm::Kind::Modifier: {
            switch (t.op) {
            case StatOp::Add: line = signedNumber(t.operand); break;
            case StatOp::MulPct: line = "x" + std::to_string(saturatingAdd(100, t.operand)) + "%"; break;
            case StatOp::AtLeast: line = "at least " + std::to_string(t.operand); break;
            case StatOp::AtMost: line = "at most " + std::to_string(t.operand); break;
            }
            if (t.value.kind != EffectValue::Kind::Number)
                line += " [" + describe(t.value, defs) + "]";
            line += " from " + describe(t.source, defs) + " = " + std::to_string(t.result);
            if (t.conditional) {
                const Effect* effect = effectOf(t, holder);
                const std::string when = effect && effect->req ? describe(*effect->req, defs) : std::string("its condition");
                line += t.active ? " (when " + when + ")" : " (off: not " + when + ")";
            }
            break;
        }
        }
        out.push_back(std::move(line));
    }
    return out;
}

} // namespace rb
