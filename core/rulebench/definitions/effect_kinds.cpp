#include "rulebench/definitions/effect_kinds.h"

#include "rulebench/base/dice.h"
#include "rulebench/base/names.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/rolled.h"
#include "rulebench/stats/formula_names.h"
#include "rulebench/stats/modifier_build.h"
#include "rulebench/stats/stat_cycles.h"

#include <algorithm>

namespace rb {

std::string_view toString(ArgType t)
{
    switch (t) {
    case ArgType::Dice: return "dice";
    case ArgType::DamageKind: return "damage kind";
    case ArgType::Status: return "status";
    case ArgType::Whole: return "whole number";
    case ArgType::Duration: return "duration";
    case ArgType::Modifier: return "modifier";
    case ArgType::GasKind: return "gas kind";
    case ArgType::Text: return "text";
    case ArgType::Glyph: return "glyph";
    case ArgType::Colour: return "colour";
    }
    return "text";
}

EffectArgs::EffectArgs(const Json* args, Where where, const Definitions& defs, std::span<const ArgInfo> infos)
    : args_(args)
    , where_(std::move(where))
    , defs_(defs)
    , infos_(infos)
{
    if (args_ && !args_->is_object()) {
        where_.error("expected an object of arguments, got " + describeType(*args_));
        args_ = nullptr;
        ok_ = false;
        infos_ = {}; // nothing more to say about arguments that are not there
    }
}

bool EffectArgs::has(std::string_view name) const
{
    return args_ && args_->find(name) != args_->end();
}

const Json* EffectArgs::value(std::string_view name)
{
    if (args_) {
        auto it = args_->find(name);
        if (it != args_->end())
            return &*it;
    }
    for (const ArgInfo& info : infos_) {
        if (info.name == name && info.required) {
            where_.error("missing \"" + std::string(name) + "\""); // as a field row's: problemInWords words it
            ok_ = false;
        }
    }
    return nullptr;
}

void EffectArgs::error(std::string_view name, std::string message)
{
    where_.key(name).error(std::move(message));
    ok_ = false;
}

std::optional<Dice> EffectArgs::dice(std::string_view name)
{
    const Json* v = value(name);
    if (!v)
        return std::nullopt;
    Dice d;
    if (!read(*v, where_.key(name), d)) {
        ok_ = false;
        return std::nullopt;
    }
    return d;
}

std::optional<Rolled> EffectArgs::rolled(std::string_view name)
{
    const ArgInfo* info = nullptr;
    for (const ArgInfo& i : infos_)
        if (i.name == name)
            info = &i;
    const Json* v = value(name);
    if (!v || !info)
        return std::nullopt;
    Rolled out;
    out.min = info->minimum;
    out.max = info->maximum;
    if (!(v->is_string() && isFormulaText(v->get_ref<const std::string&>()))) {
        if (info->type == ArgType::Dice) {
            auto d = dice(name);
            if (d)
                out.dice = *d;
            return d ? std::optional<Rolled>(out) : std::nullopt;
        }
        auto n = whole(name);
        if (n)
            out.dice = Dice{0, 0, *n};
        return n ? std::optional<Rolled>(out) : std::nullopt;
    }
    FormulaCompile c = compileFormula(v->get_ref<const std::string&>(), formulaNames(defs_), use_);
    for (const FormulaError& e : c.errors)
        error(name, "column " + std::to_string(e.column) + ": " + e.message);
    if (!c.formula)
        return std::nullopt;
    out.formula = std::move(c.formula);
    return out;
}

std::optional<std::string> EffectArgs::text(std::string_view name)
{
    const Json* v = value(name);
    if (!v)
        return std::nullopt;
    std::string s;
    if (!read(*v, where_.key(name), s)) {
        ok_ = false;
        return std::nullopt;
    }
    return s;
}

template <class Parse>
auto EffectArgs::fromText(std::string_view name, Parse parse) -> decltype(parse(std::string{}, Where{}))
{
    auto s = text(name);
    if (!s)
        return std::nullopt;
    auto out = parse(*s, where_.key(name));
    ok_ = ok_ && out.has_value();
    return out;
}

std::optional<DamageKindId> EffectArgs::damageKind(std::string_view name)
{
    return fromText(name, [&](const std::string& s, const Where& w) {
        return resolveName(defs_.damageKinds, s, w, "damage kind");
    });
}

std::optional<StatusId> EffectArgs::status(std::string_view name)
{
    return fromText(name, [&](const std::string& s, const Where& w) { return resolveName(defs_.statuses, s, w, "status"); });
}

std::optional<std::int64_t> EffectArgs::whole(std::string_view name)
{
    for (const ArgInfo& info : infos_)
        if (info.name == name)
            return whole(name, info.minimum, info.maximum);
    return whole(name, -kMaxContentNumber, kMaxContentNumber);
}

std::optional<std::int64_t> EffectArgs::whole(std::string_view name, std::int64_t min, std::int64_t max)
{
    const Json* v = value(name);
    if (!v)
        return std::nullopt;
    std::int64_t n = 0;
    if (!read(*v, where_.key(name), n)) {
        ok_ = false;
        return std::nullopt;
    }
    if (n < min || n > max) {
        error(name, std::string(name) + " must be between " + std::to_string(min) + " and " + std::to_string(max)
                        + ", got " + std::to_string(n));
        return std::nullopt;
    }
    return n;
}

std::optional<Duration> EffectArgs::duration(std::string_view name)
{
    return fromText(name, [&](const std::string& s, const Where& w) { return defs_.durations.parse(s, w); });
}

std::optional<StatusModifierDef> EffectArgs::modifier(std::string_view name)
{
    const Json* v = value(name);
    if (!v)
        return std::nullopt;
    // Read as a status's modifier is; any problem reading it fails the build.
    const std::size_t before = where_.diagnostics ? where_.diagnostics->errorCount() : 0;
    ObjectReader r(*v, where_.key(name));
    ModifierSpec spec;
    readSpec(r, spec);
    auto m = r.isObject() ? buildModifier(spec, defs_, where_.key(name)) : std::nullopt;
    if (!m || (where_.diagnostics && where_.diagnostics->errorCount() != before))
        ok_ = false;
    if (m && cycles_)
        cycles_->addModifier(m->type, m->value, m->req.get(), where_.key(name));
    return m;
}

std::optional<Id<GasKind>> EffectArgs::gas(std::string_view name)
{
    auto s = text(name);
    if (!s)
        return std::nullopt;
    if (!defs_.gasKinds) {
        error(name, "this game has no gas");
        return std::nullopt;
    }
    if (auto id = defs_.gasKinds->find(*s))
        return id;
    error(name, "unknown gas kind \"" + *s + "\"" + didYouMean(*s, defs_.gasKinds->names()));
    return std::nullopt;
}

Result<EffectKindId> EffectKinds::add(EffectKindDef def)
{
    const std::string name = def.name;
    Result<EffectKindId> id = kinds_.add(std::move(def));
    if (!id)
        return failure("an effect kind named \"" + name + "\" is registered already; give yours a name of its own");
    return id;
}

void EffectArgs::finish()
{
    if (!args_)
        return;
    std::vector<std::string> known;
    for (const ArgInfo& info : infos_)
        known.push_back(info.name);
    for (auto it = args_->begin(); it != args_->end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) != known.end())
            continue;
        std::string message = "unknown argument \"" + it.key() + "\"" + didYouMean(it.key(), known);
        if (known.empty())
            message += "; this kind takes no arguments";
        where_.key(it.key()).error(std::move(message));
        ok_ = false;
    }
}

} // namespace rb
