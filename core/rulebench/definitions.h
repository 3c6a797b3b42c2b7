#pragma once
// Definitions are the authored specs resolved by name into registries, ready
// for the rules. Building reports every problem of the file in one pass.

#include "rulebench/content.h"
#include "rulebench/diagnostic.h"
#include "rulebench/registry.h"
#include "rulebench/statuses.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

// issue 4: moments, items, props
#include "rulebench/items.h"
#include "rulebench/registrations.h"

// issue 5: actors, fact kinds, counters, quests
#include "rulebench/actors.h"
#include "rulebench/ledger.h"
#include "rulebench/quests.h"

namespace rb {

struct StatDef {
    std::string name;
    std::int64_t defaultValue = 0;
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
};
using StatId = Id<StatDef>;

struct DamageKindDef {
    std::string name;
    std::optional<StatId> reducedBy;
};
using DamageKindId = Id<DamageKindDef>;

struct FlagDef {
    std::string name;
};
using FlagId = Id<FlagDef>;

struct Definitions {
    Registry<StatDef> stats;
    Registry<DamageKindDef> damageKinds;
    Registry<FlagDef> flags;
    // -- statuses (issue 3) --
    Registry<StatusDef> statuses;
    // Durations and effect types a game registers by name (the engine's own
    // durations are always there); register them before building content
    // that names them.
    Durations durations;
    Registry<EffectTypeDef> effectTypes;

    // -- moments, items, props (issue 4) --
    // The registered moments (the engine's six first), then the file's own.
    Registry<MomentDef> moments;
    std::size_t registeredMoments = 0;
    EffectKinds effectKinds;
    bool fire = false;
    std::optional<GasKinds> gasKinds; // absent: the game has no gas
    Registry<ItemDef> items;
    Registry<PropDef> props;

    // -- actors, fact kinds, counters, quests (issue 5) --
    Registry<ActorDef> actors;
    Registry<FactionDef> factions; // the names actors use, in order of first appearance
    Registry<FactKindDef> factKinds;
    Registry<CounterDef> counters;
    Registry<QuestDef> quests;

};

// Builds against the engine's default registrations (Registrations::engine()).
Definitions buildDefinitions(const ContentSpec& spec, Diagnostics& diagnostics);
// Builds against what a game registered first: its moments, effect kinds,
// durations, effect types and fields.
Definitions buildDefinitions(const ContentSpec& spec, const Registrations& registrations, Diagnostics& diagnostics);

// Where the definition at `index` of `section` sits, named for diagnostics.
Where definitionWhere(Diagnostics& diagnostics, std::string_view section, std::size_t index, const std::string& name);

// Adds `def` to `registry`, reporting a duplicate name at `where`. A missing
// or empty name was reported when the file was read, so it is skipped quietly.
// `what` is the singular noun the designer reads ("stat", "status").
template <class Def>
std::optional<Id<Def>> addDefinition(Registry<Def>& registry, Def def, const Where& where, std::string_view what)
{
    if (def.name.empty())
        return std::nullopt;
    const std::string name = def.name;
    auto id = registry.add(std::move(def));
    if (!id)
        where.key("name").error("duplicate " + std::string(what) + " name \"" + name + "\"");
    return id;
}

// Looks a name up in `registry`, reporting an unknown one at `where` with a
// "did you mean" when a close name exists.
template <class Def>
std::optional<Id<Def>> resolveName(const Registry<Def>& registry, const std::string& name, const Where& where,
                                   std::string_view what)
{
    if (auto id = registry.find(name))
        return id;
    where.error("unknown " + std::string(what) + " \"" + name + "\"" + didYouMean(name, registry.names()));
    return std::nullopt;
}

// Loading and building in one call, as `validate` does.
struct Validation {
    bool readable = false; // false: not JSON, or not an object
    Diagnostics diagnostics;
    // What was built, mistakes and all (a definition that did not build is left out).
    std::shared_ptr<const Definitions> definitions;
};
Validation validateContent(std::string_view bytes);

} // namespace rb
