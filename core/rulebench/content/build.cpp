#include "rulebench/content/build.h"
#include "rulebench/content/build_context.h"
#include "rulebench/stats/formula_names.h"

#include "rulebench/content/ability_build.h"
#include "rulebench/content/actor_build.h"
#include "rulebench/content/fact_build.h"
#include "rulebench/content/item_build.h"
#include "rulebench/content/status_build.h"

namespace rb {

Where definitionWhere(Diagnostics& diagnostics, std::string_view section, std::size_t index, const std::string& name)
{
    Where w{&diagnostics, section, name}; // built in place: one per definition
    return w.index(index);
}

std::string boundsInWords(const FieldAbout& about, std::string_view unit)
{
    const std::string suffix = unit.empty() ? std::string() : " " + std::string(unit);
    if (about.maximum >= kMaxContentNumber)
        return "at least " + std::to_string(about.minimum) + suffix;
    return "between " + std::to_string(about.minimum) + " and " + std::to_string(about.maximum) + suffix;
}

std::optional<WholeValue> buildWhole(const WholeOrFormula& spec, const FieldAbout& row, const Definitions& defs,
                                     const FormulaUse& use, const Where& where, std::string_view what)
{
    if (!spec.isFormula()) {
        if (row.allows(spec.number))
            return WholeValue::of(spec.number);
        where.error(std::string(what) + " is " + boundsInWords(row) + ", got " + std::to_string(spec.number));
        return std::nullopt;
    }
    auto formula = compileFieldFormula(spec.formula, defs, use, where);
    if (!formula)
        return std::nullopt;
    return WholeValue{0, std::move(formula), row.minimum, row.maximum};
}

namespace {
void buildStats(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    eachDefinition<&ContentSpec::stats>(spec, diagnostics, [&](const StatSpec& s, const Where& w) {
        if (s.min && s.max && *s.min > *s.max)
            w.key("min").error("min " + std::to_string(*s.min) + " is above max " + std::to_string(*s.max));
        else if (s.min && s.defaultValue < *s.min)
            w.key("default").error("default " + std::to_string(s.defaultValue) + " is below min " + std::to_string(*s.min));
        else if (s.max && s.defaultValue > *s.max)
            w.key("default").error("default " + std::to_string(s.defaultValue) + " is above max " + std::to_string(*s.max));
        addDefinition(defs.stats, StatDef{s.name, s.defaultValue, s.min, s.max}, w, "stat");
    });
}

void buildDamageKinds(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    eachDefinition<&ContentSpec::damageKinds>(spec, diagnostics, [&](const DamageKindSpec& s, const Where& w) {
        DamageKindDef def{s.name, std::nullopt};
        if (s.reducedBy)
            def.reducedBy = resolveName(defs.stats, *s.reducedBy, w.key("reduced_by"), "stat");
        addDefinition(defs.damageKinds, std::move(def), w, "damage kind");
    });
}

// Fire's rules: the content's "fire" over FireRules' own; its damage kind
// named there, else "thermal" when the content has one (none: harm of no kind).
void buildFire(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics, const FieldTable& fields)
{
    const FireSpec fire = spec.fire.value_or(FireSpec{});
    const Where w{&diagnostics, "fire", {}};
    const FieldRow& damage = fields.row<&FireSpec::damage>();
    const FieldRow& burnTurns = fields.row<&FireSpec::burnTurns>();
    if (fire.damage && !damage.about.allows(*fire.damage))
        w.key(damage.key).error("fire's damage is " + boundsInWords(damage.about) + ", got " + std::to_string(*fire.damage));
    else if (fire.damage)
        defs.fireRules.harm = *fire.damage;
    if (fire.burnTurns && !burnTurns.about.allows(*fire.burnTurns))
        w.key(burnTurns.key).error("a caught cell burns " + boundsInWords(burnTurns.about, "turns") + ", got "
                                   + std::to_string(*fire.burnTurns));
    else if (fire.burnTurns)
        defs.fireRules.spreadTurns = static_cast<int>(*fire.burnTurns);
    if (fire.spreadChance)
        defs.fireRules.spread = *fire.spreadChance;
    if (fire.damageKind)
        defs.fireKind = resolveName(defs.damageKinds, *fire.damageKind, w.key("damage_kind"), "damage kind");
    else
        defs.fireKind = defs.damageKinds.find("thermal");
}

void buildFlags(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    eachDefinition<&ContentSpec::flags>(spec, diagnostics, [&](const FlagSpec& s, const Where& w) {
        addDefinition(defs.flags, FlagDef{s.name}, w, "flag");
    });
}

// The file's durations, after the engine's and the game's: none may take a
// name one of those has.
void buildDurations(const ContentSpec& spec, Definitions& defs, Diagnostics& diagnostics)
{
    const std::size_t registered = defs.durations.registered().size();
    eachDefinition<&ContentSpec::durations>(spec, diagnostics, [&](const DurationSpec& s, const Where& w) {
        if (s.name.empty())
            return; // reported when read
        const auto taken = defs.durations.registered().find(s.name);
        if (Durations::isEngineName(s.name))
            w.key("name").error("\"" + s.name + "\" is one of the engine's own durations (while-active, end-of-turn, "
                                "end-of-encounter, turns(n)); remove it from \"durations\"");
        else if (taken && taken->value < registered)
            w.key("name").error("\"" + s.name + "\" is already a duration the game registered; remove it from \"durations\"");
        else if (taken)
            w.key("name").error("duplicate duration name \"" + s.name + "\"");
        else
            (void)defs.durations.add(s.name); // checked free above
    });
}
} // namespace

Definitions buildDefinitions(const ContentSpec& spec, Diagnostics& diagnostics)
{
    static const Registrations engine = Registrations::engine();
    return buildDefinitions(spec, engine, diagnostics);
}

Definitions buildDefinitions(const ContentSpec& spec, const Registrations& registrations, Diagnostics& diagnostics)
{
    return buildDefinitions(spec, registrations, diagnostics, contentFields());
}

Definitions buildDefinitions(const ContentSpec& spec, const Registrations& registrations, Diagnostics& diagnostics,
                             const FieldTable& fields)
{
    Definitions defs;
    defs.durations = registrations.durations;
    defs.effectTypes = registrations.effectTypes;
    defs.moments = registrations.moments;
    defs.registeredMoments = registrations.moments.size();
    defs.effectKinds = registrations.effectKinds;
    defs.fire = registrations.fire;
    defs.gasKinds = registrations.gasKinds;
    if (spec.format != kContentFormat) {
        Where{&diagnostics, "format", {}}.error("unknown format version \"" + spec.format + "\"; this Rulebench reads \""
                                                + std::string(kContentFormat) + "\"");
    }
    buildStats(spec, defs, diagnostics);
    buildDamageKinds(spec, defs, diagnostics);
    buildFire(spec, defs, diagnostics, fields);
    buildFlags(spec, defs, diagnostics);
    buildDurations(spec, defs, diagnostics);
    // Worn gear's modifiers join the statuses' stat cycle check.
    StatDependencies statCycles;
    buildStatuses(spec, defs, diagnostics, statCycles, fields);

    buildMoments(spec, defs, diagnostics);
    buildItems(spec, defs, diagnostics, statCycles, fields);
    buildProps(spec, defs, diagnostics, statCycles, fields);
    buildAbilities(spec, defs, diagnostics, statCycles, fields);
    statCycles.report(defs.stats, defs.flags);

    buildActors(spec, defs, diagnostics, fields);
    buildFacts(spec, defs, diagnostics, fields);

    return defs;
}

Validation validateContent(std::string_view bytes)
{
    Validation v;
    ContentLoad load = loadContent(bytes);
    v.diagnostics = std::move(load.diagnostics);
    if (!load.spec)
        return v;
    v.readable = true;
    v.definitions = std::make_shared<const Definitions>(buildDefinitions(*load.spec, v.diagnostics));
    return v;
}

Result<std::shared_ptr<const Definitions>> loadDefinitions(std::string_view bytes, const Registrations& registrations)
{
    ContentLoad load = loadContent(bytes);
    Diagnostics problems = std::move(load.diagnostics);
    if (!load.spec)
        return failure(std::move(problems));
    auto defs = std::make_shared<const Definitions>(buildDefinitions(*load.spec, registrations, problems));
    if (problems.hasErrors())
        return failure(std::move(problems));
    return Result<std::shared_ptr<const Definitions>>(std::move(defs), std::move(problems));
}

} // namespace rb
