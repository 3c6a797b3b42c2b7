#pragma once
// The authored form of an actor: the minimal definition other sections build
// on (items worn, statuses carried, placement in a scenario).

#include "rulebench/base/field_list.h"
#include "rulebench/definitions/actors.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

// A plain blow: a damage kind and a dice roll, both as written.
struct AttackSpec {
    std::string kind;
    std::string roll; // "1d6+2"
    Json extra;

    static constexpr auto fields();
};

constexpr auto AttackSpec::fields()
{
    return fieldList(field("kind", &AttackSpec::kind).required().namesIn("damage_kinds").says("Damage kind"),
                     field("roll", &AttackSpec::roll).required()
                         .says("Roll", "Dice such as 1d6+2: the blow the sandbox's attack action deals to an adjacent "
                                       "actor."));
}

using StatValues = std::vector<std::pair<std::string, std::int64_t>>; // stat name -> base value, in key order

// "stats": an object of stat names and base values; a mistake keeps it all as written.
bool readStatValues(ObjectReader& r, std::string_view key, StatValues& out);
// In key order, as a file read back lists them, so a rename stays canonical.
OrderedJson writeStatValues(const StatValues& stats);
// "attack": an AttackSpec, or kept as written when it does not read.
bool readAttack(ObjectReader& r, std::string_view key, std::optional<AttackSpec>& out);

// "behaviour": "melee", or {"kind": "ranged", "flee_below": 30} ("kind"
// "hold" when absent); written back as an object. A value that does not read
// keeps what the file wrote.
struct BehaviourSpec {
    std::optional<std::string> kind;
    std::optional<std::int64_t> fleeBelow;
    bool written = false; // written as an object
    std::optional<Json> raw; // did not read: what the file wrote, kept for saving
    Json extra;

    static constexpr auto fields();
    friend bool operator==(const BehaviourSpec&, const BehaviourSpec&) = default;
};

constexpr auto BehaviourSpec::fields()
{
    using S = BehaviourSpec;
    return fieldList(field("kind", &S::kind).oneOf(wordsIn<kBehaviourActs>)
                         .absentMeans(wordOf(kBehaviourActs, Behaviour::Act::Hold))
                         .says("Acts", "hold: only the script moves it. melee: steps toward the nearest hostile and, "
                                       "next to it, casts an ability of range 1 or less that lands on it, else "
                                       "strikes. ranged: uses the ability or thrown item that does the most good "
                                       "where it lands, else keeps within reach."),
                     field("flee_below", &S::fleeBelow).between(1, 100)
                         .says("Flee below (%)", "Below this percentage of its starting health it steps away from the "
                                                 "nearest hostile."))
        .orBare();
}

bool read(const Json& j, const Where& w, BehaviourSpec& out);
OrderedJson toJson(const BehaviourSpec& s);

struct ActorSpec {
    std::string name;
    std::optional<std::string> glyph;   // one character; absent only in a file with errors
    std::optional<std::string> color;   // "#rrggbb"
    std::optional<std::string> faction; // a name; factions are the names actors use
    StatValues stats;
    std::optional<AttackSpec> attack; // the sandbox's "attack" action deals it
    std::vector<std::string> abilities; // the names of the abilities it knows
    std::optional<BehaviourSpec> behaviour;
    std::optional<std::int64_t> actionsPerTurn; // absent: 1
    Json extra;

    static constexpr auto fields();
};

constexpr auto ActorSpec::fields()
{
    using S = ActorSpec;
    return fieldList(
               nameField(&S::name),
               field("glyph", &S::glyph).required().glyph()
                   .says("Glyph", "The one character drawn for this actor on the grid."),
               field("color", &S::color).colour().says("Colour"),
               field("faction", &S::faction).required()
                   .says("Faction", "Actors of one faction are allies; factions are the names actors use."),
               custom("stats", &S::stats, &readStatValues, &writeStatValues).unlessDefault()
                   .shaped(FieldShape::NamedValues).namesIn("stats")
                   .says("Stats", "Base values this actor sets; the others take the stat's default."),
               custom("attack", &S::attack, &readAttack)
                   .says("Attack", "The blow the sandbox's attack action deals to an adjacent actor."),
               field("abilities", &S::abilities).unlessDefault().namesIn("abilities")
                   .says("Abilities", "What it knows and can cast."),
               field("behaviour", &S::behaviour).keptInside()
                   .says("Behaviour", "How it acts in turns where the script gives it nothing."),
               field("actions_per_turn", &S::actionsPerTurn).between(1, 100).absentMeans("1")
                   .says("Actions a turn", "How many actions it takes in one turn (a move, an attack, a use, a throw, a "
                                           "cast, a wait, ...); a further one that turn is refused. Afflict, place and "
                                           "the like happen to it and do not count. A behaviour decides one."))
        .named("actor");
}

} // namespace rb
