#pragma once
// The world's numbers for what is in play: one numbering for actors, props
// and item copies, never reused, 0 for no one. Two types, so that a prop's or
// an item copy's number cannot be passed where an actor's is asked: an
// ActorRef is also an EntityRef (a blow lands on an actor or a prop; a name
// is looked up for either), never the other way round.

#include <compare>
#include <concepts>
#include <cstdint>

namespace rb {

namespace refkind {
struct Entity; // anything numbered: an actor, a placed prop, an item copy
struct Actor;  // an actor
} // namespace refkind

// A number of the world's, of one kind. Not an integer: `number` is.
template <class Kind>
struct Ref {
    std::uint64_t number = 0;

    constexpr Ref() = default;
    constexpr explicit Ref(std::uint64_t n)
        : number(n)
    {
    }
    // Someone or something, not "no one".
    constexpr explicit operator bool() const { return number != 0; }
    // Every actor is an entity.
    constexpr operator Ref<refkind::Entity>() const
        requires std::same_as<Kind, refkind::Actor>
    {
        return Ref<refkind::Entity>(number);
    }
    friend constexpr auto operator<=>(const Ref&, const Ref&) = default;
};

using EntityRef = Ref<refkind::Entity>;
using ActorRef = Ref<refkind::Actor>;

} // namespace rb
