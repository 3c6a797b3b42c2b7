#pragma once
// Statuses: definitions an actor carries for whole turns, the instances it
// carries, and the requests and events that put them on and take them off.
// The rules that act on a holder live in status_rules.h.

#include "rulebench/base/refs.h"
#include "rulebench/formula/formula.h"
#include "rulebench/stats/constant_effects.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// What a second application of a status does while one is active.
enum class Stacking : std::uint8_t {
    Refresh, // one instance; the longer remaining duration wins (the default)
    Extend,  // one instance; the durations add
    Stack,   // a second instance beside the first, with its own turns and modifiers
    Ignore,  // nothing
};
inline constexpr EnumWord<Stacking> kStackings[] = {
    {Stacking::Refresh, "Refresh"}, {Stacking::Extend, "Extend"}, {Stacking::Stack, "Stack"}, {Stacking::Ignore, "Ignore"}};
std::string_view toString(Stacking s); // the content file's words: "Refresh", ...
std::optional<Stacking> parseStacking(std::string_view text);

// What an application of a Stack status does when the holder already
// carries max_stacks instances of it (of that applier, with per_applier).
enum class Overflow : std::uint8_t {
    Refuse,        // the new application is refused: "at most n stacks" (the default)
    ReplaceOldest, // the oldest instance goes (a Replaced event) and the new one is added
    RefreshAll,    // no new instance: each one's turns become the longer of its own and the new
};
inline constexpr EnumWord<Overflow> kOverflows[] = {
    {Overflow::Refuse, "refuse"}, {Overflow::ReplaceOldest, "replace-oldest"}, {Overflow::RefreshAll, "refresh-all"}};
std::string_view toString(Overflow o);

// How instances run out.
enum class Expiry : std::uint8_t {
    One, // an instance that runs out goes alone (the default)
    All, // the first to run out takes every instance of the status with it
};
inline constexpr EnumWord<Expiry> kExpiries[] = {{Expiry::One, "one"}, {Expiry::All, "all"}};
std::string_view toString(Expiry e);

// A stat modifier or a flag the status raises while it lasts.
struct StatusModifierDef {
    EffectType type;
    EffectValue value = EffectValue::number(1);
    ConditionPtr req;
};

// Damage each turn; a negative amount mends (regeneration is a status).
struct StatusTick {
    DamageKindId kind;
    std::int64_t amount = 0;
    // Worked out at each tick instead of amount: its target is who carries
    // the status, its user who applied the instance (its dice roll from the
    // "ability" stream).
    std::optional<Formula> formula;
};

struct StatusDef {
    std::string name;
    Stacking stacking = Stacking::Refresh;
    std::vector<StatusModifierDef> modifiers;
    std::optional<StatusTick> tick;
    std::string badge;                // one character (UTF-8), or empty
    std::optional<std::int64_t> turns; // how long an affliction lasts when it names no turns
    // The stacking policies. A status that sets none of them behaves as its
    // stacking rule alone.
    std::optional<std::int64_t> maxStacks; // Stack only: at most this many instances
    Overflow overflow = Overflow::Refuse;  // an application beyond maxStacks or maxTotal
    bool perApplier = false;               // the rule counts one applier's instances only
    std::optional<std::int64_t> maxTotal;  // perApplier only: at most this many of every applier's together
    Expiry expire = Expiry::One;
    std::vector<FlagId> blockedBy; // refused while the holder has any of these flags raised
    std::vector<StatusId> removes; // cured by an application that adds an instance or lengthens one
};

struct StatusInstance {
    StatusId status;
    std::uint32_t instance = 0; // unique per holder; tags the modifiers' Source
    std::int64_t turnsLeft = 0; // the turns it still holds for, this one counted (status_rules.h)
    EntityRef by{}; // who applied it, credited with its tick
    std::string via; // through what: "frag grenade, on land"; empty for the script or by hand
    friend bool operator==(const StatusInstance&, const StatusInstance&) = default;
};

// The statuses one holder carries, in the order they were applied. A plain
// vector, cheap to copy.
class Afflicted {
public:
    const std::vector<StatusInstance>& instances() const { return instances_; }
    std::size_t count(StatusId status) const;
    bool has(StatusId status) const { return count(status) > 0; }
    // The first instance of `status`, or null.
    const StatusInstance* first(StatusId status) const;
    StatusInstance* first(StatusId status);
    const StatusInstance* find(StatusId status, std::uint32_t instance) const;
    bool empty() const { return instances_.empty(); }

    // Used by the rules: a new instance with the next instance number.
    StatusInstance& add(StatusId status, std::int64_t turns, EntityRef by, std::string via = {});
    std::vector<StatusInstance>& mutableInstances() { return instances_; }
    // A play save: the instances as they were and the next instance number.
    std::uint32_t nextInstance() const { return nextInstance_; }
    void restore(std::vector<StatusInstance> instances, std::uint32_t nextInstance)
    {
        instances_ = std::move(instances);
        nextInstance_ = nextInstance;
    }

    // The sandbox checks a refused action changed nothing.
    friend bool operator==(const Afflicted&, const Afflicted&) = default;

private:
    std::vector<StatusInstance> instances_;
    std::uint32_t nextInstance_ = 1;
};

// Requests.
struct Afflict {
    ActorRef target{};
    StatusId status;
    std::int64_t turns = 0;
    EntityRef by{};
    std::string via{}; // through what it came (StatusInstance::via)
};

struct Cure {
    ActorRef target{};
    StatusId status;
    std::optional<std::int64_t> instances; // the n oldest; every instance when absent
};

// What exactly happened.
enum class StatusChange : std::uint8_t {
    AppliedFresh, // a new instance where there was none
    Refreshed,    // Refresh: the one instance kept, the longer duration won
    Extended,     // Extend: the durations added
    Stacked,      // Stack: a further instance beside the others
    Ignored,      // Ignore: one is active, nothing changed
    Refused,      // turns below 1, an unknown status, blocked, over its stack limit: nothing changed
    Expired,      // its time ran out: the statuses phase after its last turn
    Cured,        // lifted by a Cure, or by another status's "removes"
    Kept,         // Refresh (or refresh-all) asked no more turns than were left: nothing changed
    Replaced,     // replace-oldest: the oldest instance made room for the new one
};
std::string_view toString(StatusChange c); // "applied", "refreshed", ...

struct StatusEvent {
    StatusChange change = StatusChange::AppliedFresh;
    ActorRef target{};
    StatusId status;
    std::uint32_t instance = 0;   // 0 when Ignored or Refused; Kept: the instance left alone
    std::int64_t turnsBefore = 0; // the instance's turns before the request (0 if it is new)
    std::int64_t turnsLeft = 0;   // after
    EntityRef by{};              // who the instance credits now; Ignored, Kept and Refused: who asked
    std::int64_t turnsAsked = 0;  // what the application asked (0 for expiry and cures)
    std::string reason;           // Refused: why, in words ("at most 3 stacks", "immune: stone-form")
    std::string via;              // through what: the application's, or (expired, cured, replaced) the instance's
    friend bool operator==(const StatusEvent&, const StatusEvent&) = default;
};

// One instance's tick, credited to whoever applied it. There is no attacker:
// a tick cannot set off what a blow would.
struct TickDamage {
    ActorRef target{};
    StatusId status;
    std::uint32_t instance = 0;
    DamageKindId kind;
    std::int64_t amount = 0; // negative mends
    EntityRef by{};
    friend bool operator==(const TickDamage&, const TickDamage&) = default;
};

} // namespace rb
