#pragma once
// The content file as authored: every section in the file's own names.
// Loading never stops at the first problem; saving writes a stable key order
// and indentation so saving an unchanged file rewrites it byte for byte.
//
// For a caller: loadContent never throws on bad bytes; every problem is a
// diagnostic with its JSON path, and spec is absent only when the bytes are not
// a JSON object.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/field_list.h"
#include "rulebench/content/ability_spec.h"
#include "rulebench/content/actor_spec.h"
#include "rulebench/content/basics_spec.h"
#include "rulebench/content/fact_spec.h"
#include "rulebench/content/fire_spec.h"
#include "rulebench/content/item_spec.h"
#include "rulebench/content/status_spec.h"
#include "rulebench/definitions/moments.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

inline constexpr std::string_view kContentFormat = "rulebench/1";
inline constexpr std::string_view kContentFormats[] = {kContentFormat}; // the versions this Rulebench reads

struct ContentSpec {
    std::string format = std::string(kContentFormat);
    std::vector<StatSpec> stats;
    std::vector<DamageKindSpec> damageKinds;
    std::optional<FireSpec> fire; // absent: fire as FireRules has it, harming with "thermal"
    std::vector<FlagSpec> flags;
    std::vector<DurationSpec> durations;
    std::vector<StatusSpec> statuses;

    std::vector<MomentSpec> moments;
    std::vector<ItemSpec> items;
    std::vector<PropSpec> props;
    std::vector<AbilitySpec> abilities;

    std::vector<ActorSpec> actors;
    std::vector<FactKindSpec> factKinds;
    std::vector<CounterSpec> counters;
    std::vector<QuestSpec> quests;

    Json extra;

    static constexpr auto fields();
};

// "format" is required, and says what to write when it is missing.
bool readFormat(ObjectReader& root, std::string_view key, std::string& out);

// The sections, each with its title and what it holds; a section's
// definitions are called by their spec's name ("damage kind").
constexpr auto ContentSpec::fields()
{
    using S = ContentSpec;
    return fieldList(
        custom("format", &S::format, &readFormat).required().oneOf(kContentFormats)
            .says("Format", "The content file's version; the first line of a content file."),
        section("stats", &S::stats).says("Stats", "the numbers actors have"),
        section("damage_kinds", &S::damageKinds).says("Damage kinds", "kinds of damage, each optionally reduced by a stat"),
        field("fire", &S::fire).keptInside()
            .says("Fire", "what a burning cell deals each turn to whoever stands in it, and how fire spreads"),
        section("flags", &S::flags).says("Flags", "yes-or-no properties raised by modifiers"),
        custom("durations", &S::durations, &readDurations).unlessDefault()
            .says("Durations", "the content's own durations for lingering effects (a Grant's \"duration\"), beside the "
                               "engine's end-of-turn, end-of-encounter and turns(n); a scenario's \"end duration\" ends "
                               "what lasts one"),
        section("statuses", &S::statuses).says("Statuses", "what an actor carries for a number of turns"),
        custom("moments", &S::moments, &readMoments).unlessDefault()
            .says("Moments", "the game's own moments, after the engine's use, land, fire, hit, entered and destroyed"),
        section("items", &S::items).says("Items", "things carried, thrown, used and worn"),
        section("props", &S::props).says("Props", "things placed on the map: traps, barrels"),
        section("abilities", &S::abilities).says("Abilities", "what actors know and cast: a fireball, a healing word"),
        section("actors", &S::actors).says("Actors", "kinds of actor"),
        section("fact_kinds", &S::factKinds).says("Fact kinds", "outcomes as data"),
        section("counters", &S::counters).says("Counters", "tallies of facts"),
        section("quests", &S::quests).says("Quests", "objectives over facts, opened in order"));
}

struct ContentLoad {
    // Absent when the bytes are not JSON or not an object at the top.
    std::optional<ContentSpec> spec;
    Diagnostics diagnostics;
};

ContentLoad loadContent(std::string_view bytes);

OrderedJson contentToJson(const ContentSpec& spec);
// Two-space indentation and a final newline.
std::string serializeContent(const ContentSpec& spec);

} // namespace rb
