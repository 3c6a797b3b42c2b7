#pragma once
// The authored form of an actor: the minimal definition other sections build
// on (items worn, statuses carried, placement in a scenario).

#include "rulebench/base/field_list.h"

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
    return fieldList(field("kind", &AttackSpec::kind).required(), field("roll", &AttackSpec::roll).required());
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
    return fieldList(field("kind", &BehaviourSpec::kind), field("flee_below", &BehaviourSpec::fleeBelow));
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
    Json extra;

    static constexpr auto fields();
};

constexpr auto ActorSpec::fields()
{
    return fieldList(nameField(&ActorSpec::name), field("glyph", &ActorSpec::glyph).required(),
                     field("color", &ActorSpec::color), field("faction", &ActorSpec::faction).required(),
                     custom("stats", &ActorSpec::stats, &readStatValues, &writeStatValues).unlessDefault(),
                     custom("attack", &ActorSpec::attack, &readAttack),
                     field("abilities", &ActorSpec::abilities).unlessDefault(),
                     field("behaviour", &ActorSpec::behaviour).keptInside());
}

} // namespace rb
