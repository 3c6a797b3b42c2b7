#pragma once
// The world's numbers for what is in play: one numbering for actors, props
// and item copies, never reused, 0 for no one. Two types, so that a prop's or
// an item copy's number cannot be passed where an actor's is asked: an
// ActorRef is also an EntityRef (a blow lands on an actor or a prop; a name
// is looked up for either), never the other way round.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>

namespace rb {

// Anything numbered in the world: an actor, a placed prop, an item copy.
struct EntityRef {
    std::uint64_t number = 0;

    constexpr EntityRef() = default;
    constexpr explicit EntityRef(std::uint64_t n)
        : number(n)
    {
    }
    // Someone or something, not "no one".
    constexpr explicit operator bool() const { return number != 0; }
    friend constexpr auto operator<=>(const EntityRef&, const EntityRef&) = default;
};

// An actor.
struct ActorRef {
    std::uint64_t number = 0;

    constexpr ActorRef() = default;
    constexpr explicit ActorRef(std::uint64_t n)
        : number(n)
    {
    }
    constexpr explicit operator bool() const { return number != 0; }
    constexpr operator EntityRef() const { return EntityRef(number); }
    friend constexpr auto operator<=>(const ActorRef&, const ActorRef&) = default;
};

} // namespace rb

template <>
struct std::hash<rb::EntityRef> {
    std::size_t operator()(rb::EntityRef r) const noexcept { return std::hash<std::uint64_t>{}(r.number); }
};
template <>
struct std::hash<rb::ActorRef> {
    std::size_t operator()(rb::ActorRef r) const noexcept { return std::hash<std::uint64_t>{}(r.number); }
};
