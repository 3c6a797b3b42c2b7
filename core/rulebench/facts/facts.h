#pragma once
// A fact is an outcome as data: a registered kind, an optional subject, an
// optional object and an amount, all in the game's own numbering (usually
// definition ids). Nothing here knows what a fact is about, so counters and
// quests are tested with facts made of integers.
//
// For a game: a fact kind the content declares without "from" is the game's
// to feed (Action::feed in sandbox/actions.h); counters and quests follow.

#include "rulebench/base/enum_words.h"
#include "rulebench/base/registry.h"
#include "rulebench/base/saturating.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// The registry a fact kind's subject or object names, so content can check
// the names a matcher uses and the game knows which ids it should put there.
enum class FactRegistry : std::uint8_t { Actors, Statuses, Items, Props, Factions, Abilities };
inline constexpr EnumWord<FactRegistry> kFactRegistries[] = {
    {FactRegistry::Actors, "actors"}, {FactRegistry::Statuses, "statuses"}, {FactRegistry::Items, "items"},
    {FactRegistry::Props, "props"},   {FactRegistry::Factions, "factions"}, {FactRegistry::Abilities, "abilities"}};

// The engine event a fact kind is derived from, when the engine derives it.
enum class FactEvent : std::uint8_t {
    Death, DamageDealt, StatusApplied, StatusExpired, StatusCured, ItemUsed, TriggerFired, AbilityCast
};
inline constexpr EnumWord<FactEvent> kFactEvents[] = {
    {FactEvent::Death, "death"},
    {FactEvent::DamageDealt, "damage dealt"},
    {FactEvent::StatusApplied, "status applied"},
    {FactEvent::StatusExpired, "status expired"},
    {FactEvent::StatusCured, "status cured"},
    {FactEvent::ItemUsed, "item used"},
    {FactEvent::TriggerFired, "trigger fired"},
    {FactEvent::AbilityCast, "ability cast"}};

// How damage was dealt: a blow (an attack), an effect (a trigger's or an
// ability's), a status's tick, or fire. Damage events carry it, and a fact
// kind fed by them may count one way only.
enum class DamageHow : std::uint8_t { Blow, Effect, Tick, Fire };
inline constexpr EnumWord<DamageHow> kDamageHows[] = {
    {DamageHow::Blow, "blow"}, {DamageHow::Effect, "effect"}, {DamageHow::Tick, "tick"}, {DamageHow::Fire, "fire"}};

// "actors", "statuses", ...: the content file's words.
std::string_view registryName(FactRegistry r);
// "actor", "status", ...: one of them, for "unknown actor \"x\"".
std::string_view registryNoun(FactRegistry r);
std::optional<FactRegistry> parseFactRegistry(std::string_view name);
std::vector<std::string> factRegistryNames();

// "death", "damage dealt", ...: the content file's words.
std::string_view eventName(FactEvent e);
std::optional<FactEvent> parseFactEvent(std::string_view name);
std::vector<std::string> factEventNames();
// Whether an event can say which entry of `r` it is about (a death names the
// actor that died and its faction, never a status).
bool eventCanName(FactEvent e, FactRegistry r);

struct FactKindDef {
    std::string name;
    std::optional<FactRegistry> subject; // absent: facts of this kind are about no one
    std::optional<FactRegistry> object;
    std::optional<FactEvent> from;
    std::optional<DamageHow> how; // from damage dealt: only damage dealt this way
};
using FactKindId = Id<FactKindDef>;

// A subject or object in the game's numbering.
using FactValue = std::uint64_t;

struct Fact {
    FactKindId kind;
    std::optional<FactValue> subject;
    std::optional<FactValue> object;
    std::int64_t amount = 1;

    static Fact of(FactKindId k) { return Fact{k, std::nullopt, std::nullopt, 1}; }
    Fact& about(FactValue s) { subject = s; return *this; }
    Fact& on(FactValue o) { object = o; return *this; }
    Fact& times(std::int64_t a) { amount = a; return *this; }
    friend bool operator==(const Fact&, const Fact&) = default;
};

// Picks facts by kind and, optionally, subject and object. A fact with no
// subject is about no one, so a matcher that names a subject never takes it.
struct Matcher {
    FactKindId kind;
    std::optional<FactValue> subject;
    std::optional<FactValue> object;

    bool matches(const Fact& f) const
    {
        return f.kind == kind && (!subject || f.subject == subject) && (!object || f.object == object);
    }
};

// A name content could not resolve to a number yet (its registry is not
// wired): no fact the game feeds carries it, so such a matcher takes nothing.
inline constexpr FactValue kUnresolvedFactValue = ~FactValue{0};

} // namespace rb
