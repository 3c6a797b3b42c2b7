#include "rulebench/world/typed_events.h"

#include <array>
#include <utility>

namespace rb {

// Inside event, not `using namespace event` in rb: a build that joins sources
// (CMAKE_UNITY_BUILD) would see ChargeSpent both here and in trigger_rules.h.
namespace event {
namespace {

using E = WorldEvent;

std::optional<DamageKindId> damageKindOf(const E& e)
{
    return e.hasDamageKind ? std::optional<DamageKindId>(e.damageKind) : std::nullopt;
}

// One reading a kind: what its fields mean (events.h) put into its struct.
template <class T>
T from(const E& e);

template <> Moved from(const E& e)
{
    return {e.who, e.from, e.at, e.action == "effect" ? e.text : std::string(), e.prop};
}
template <> Waited from(const E& e) { return {e.who}; }
template <> Attacked from(const E& e) { return {e.who, e.other, damageKindOf(e), e.amount, e.text}; }
template <> Refused from(const E& e) { return {e.who, e.action, e.text}; }
template <> Placed from(const E& e)
{
    return {e.who, e.at, e.prop ? std::nullopt : std::optional<ActorId>(e.actorKind), e.prop};
}
template <> Removed from(const E& e) { return {e.who, e.at, e.prop}; }
template <> Damage from(const E& e)
{
    return {e.who, e.other, damageKindOf(e), e.amount, e.raw, e.how, e.status, e.text, e.prop, e.mend};
}
template <> Status from(const E& e) { return {e.who, e.other, e.statusEvent()}; }
template <> Lingering from(const E& e) { return {e.who, e.text, e.amount}; }
template <> FireCaught from(const E& e) { return {e.at}; }
template <> FireOut from(const E& e) { return {e.at}; }
template <> Death from(const E& e) { return {e.who, e.other}; }
template <> FactFed from(const E& e) { return {e.fact()}; }
template <> Counter from(const E& e) { return {e.counter()}; }
template <> Quest from(const E& e) { return {e.quest()}; }
template <> EncounterEnded from(const E& e) { return {e.amount}; }
template <> Used from(const E& e) { return {e.who, e.item, e.text}; }
template <> Thrown from(const E& e) { return {{e.who, e.item, e.text}, e.at}; }
template <> PickedUp from(const E& e) { return {{e.who, e.item, e.text}, e.at}; }
template <> Wore from(const E& e) { return {e.who, e.item, e.text}; }
template <> TookOff from(const E& e) { return {e.who, e.item, e.text}; }
template <> Triggered from(const E& e)
{
    return {e.who, e.other, e.text, e.action, e.at, e.cells(), e.amount, e.item, e.prop, e.raw == 1, e.trigger};
}
template <> ChargeSpent from(const E& e) { return {e.who, e.amount, e.raw != 0}; }
template <> Cue from(const E& e) { return {e.cells(), e.look()}; }
template <> Granted from(const E& e) { return {e.who, e.text, e.amount}; }
template <> Ignited from(const E& e) { return {e.at, e.amount}; }
template <> GasEmitted from(const E& e) { return {e.at, e.text, e.amount}; }
template <> Destroyed from(const E& e) { return {e.who, e.other, e.at, e.prop}; }
template <> Cast from(const E& e) { return {e.who, e.ability, e.text, e.at, e.other, e.cells()}; }
template <> Decided from(const E& e) { return {e.who, e.decision(), e.other, e.at, e.ability}; }
template <> Defeat from(const E& e) { return {e.text}; }
template <> DividedByZero from(const E& e) { return {e.who, e.text, e.action}; }

using Reading = TypedEvent (*)(const E&);

// The K-th alternative is the K-th kind's: each struct says its kind, so a
// variant written in another order than WorldEvent::Kind fails to build.
template <std::size_t... K>
constexpr std::array<Reading, sizeof...(K)> readings(std::index_sequence<K...>)
{
    static_assert(((std::variant_alternative_t<K, TypedEvent>::kKind == static_cast<E::Kind>(K)) && ...));
    return {[](const E& e) { return TypedEvent(std::in_place_index<K>, from<std::variant_alternative_t<K, TypedEvent>>(e)); }...};
}

// A kind added after DividedByZero moves this, as it moves event_words' own count;
// a kind past the table is a mistake in the engine, which typed() stops at
// (std::out_of_range) rather than read beyond it.
constexpr std::size_t kKinds = static_cast<std::size_t>(E::Kind::DividedByZero) + 1;
static_assert(std::variant_size_v<TypedEvent> == kKinds, "every kind of WorldEvent has its struct in TypedEvent");
constexpr auto kReadings = readings(std::make_index_sequence<kKinds>{});

} // namespace
} // namespace event

TypedEvent typed(const WorldEvent& e) { return event::kReadings.at(static_cast<std::size_t>(e.kind))(e); }

} // namespace rb
