#include "rulebench/content/item_references.h"

#include "rulebench/definitions/registrations.h"
#include "rulebench/stats/formula_names.h"

namespace rb {

namespace {
// A name argument of an effect: rewritten in place when the visitor renames it.
void nameArg(Json& args, const ArgInfo& info, std::string_view section, const std::string& at, const ReferenceEmit& emit)
{
    auto it = args.find(info.name);
    if (it == args.end() || !it->is_string())
        return;
    std::string name = it->get<std::string>();
    emit(section, name, at + "." + info.name);
    if (name != it->get<std::string>())
        *it = name;
}

// A formula argument: the names inside it, rewritten in place.
void formulaArg(Json& args, const ArgInfo& info, const std::string& at, const ReferenceEmit& emit)
{
    auto it = args.find(info.name);
    if (!info.formula || it == args.end() || !it->is_string())
        return;
    std::string text = it->get<std::string>();
    forEachFormulaReference(text, at + "." + info.name, emit);
    if (text != it->get<std::string>())
        *it = text;
}

void modifierArg(Json& args, const ArgInfo& info, const std::string& at, const ReferenceEmit& emit)
{
    auto it = args.find(info.name);
    if (it == args.end() || !it->is_object())
        return;
    Diagnostics ignored; // validation reports them
    ObjectReader r(*it, Where{&ignored, {}, {}});
    ModifierSpec m;
    readSpec(r, m);
    bool changed = false;
    forEachReference(m, at + "." + info.name, [&](std::string_view section, std::string& name, std::string_view field) {
        const std::string before = name;
        emit(section, name, field);
        changed = changed || name != before;
    });
    if (changed)
        *it = Json::parse(toJson(m).dump());
}
} // namespace

void forEachReference(std::vector<EffectSpec>& effects, const std::string& at, const ReferenceEmit& emit)
{
    // The engine's kinds say which arguments are names; a game's own kinds
    // are not known to the content file, so their arguments are left alone.
    static const Registrations engine = Registrations::engine();
    for (std::size_t i = 0; i < effects.size(); ++i) {
        EffectSpec& e = effects[i];
        if (e.chance && e.chance->isFormula())
            forEachFormulaReference(e.chance->formula, at + "[" + std::to_string(i) + "].chance", emit);
        auto kind = engine.effectKinds.find(e.kind);
        if (!kind || !e.args || !e.args->is_object())
            continue;
        const std::string argsAt = at + "[" + std::to_string(i) + "].args";
        for (const ArgInfo& info : engine.effectKinds[*kind].args) {
            switch (info.type) {
            case ArgType::DamageKind: nameArg(*e.args, info, "damage_kinds", argsAt, emit); break;
            case ArgType::Status: nameArg(*e.args, info, "statuses", argsAt, emit); break;
            case ArgType::Duration: nameArg(*e.args, info, "durations", argsAt, emit); break;
            case ArgType::Modifier: modifierArg(*e.args, info, argsAt, emit); break;
            case ArgType::Dice:
            case ArgType::Whole: formulaArg(*e.args, info, argsAt, emit); break;
            default: break;
            }
        }
    }
}

namespace {
// The names inside an area's radius when it is a formula ("area.burst").
void areaReferences(std::optional<AreaSpec>& area, const std::string& at, const ReferenceEmit& emit)
{
    if (area && area->kind == AreaSpec::Kind::Burst)
        forEachFormulaReference(area->radius.formula, at + ".burst", emit);
}

void carriedReferences(CarrierSpec& s, const ReferenceEmit& emit)
{
    if (s.effects)
        forEachReference(*s.effects, "effects", emit);
    for (std::size_t t = 0; t < s.triggers.size(); ++t) {
        TriggerSpec& trigger = s.triggers[t];
        const std::string at = "triggers[" + std::to_string(t) + "]";
        if (!trigger.on.empty())
            emit("moments", trigger.on, at + ".on");
        areaReferences(trigger.area, at + ".area", emit);
        if (trigger.effects)
            forEachReference(*trigger.effects, at + ".effects", emit);
    }
}
} // namespace

void forEachReference(ItemSpec& s, const ReferenceEmit& emit)
{
    if (s.worn)
        for (std::size_t m = 0; m < s.worn->modifiers.size(); ++m)
            forEachReference(s.worn->modifiers[m], "worn.modifiers[" + std::to_string(m) + "]", emit);
    if (s.throwing)
        forEachFormulaReference(s.throwing->range.formula, "throw.range", emit);
    carriedReferences(s, emit);
}

void forEachReference(PropSpec& s, const ReferenceEmit& emit) { carriedReferences(s, emit); }

void forEachReference(AbilitySpec& s, const ReferenceEmit& emit)
{
    if (s.cost && !s.cost->stat.empty())
        emit("stats", s.cost->stat, "cost.stat");
    if (s.cost)
        forEachFormulaReference(s.cost->amount.formula, "cost.amount", emit);
    if (s.range)
        forEachFormulaReference(s.range->formula, "range", emit);
    areaReferences(s.area, "area", emit);
    if (s.effects)
        forEachReference(*s.effects, "effects", emit);
}

} // namespace rb
