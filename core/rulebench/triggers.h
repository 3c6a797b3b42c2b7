#pragma once
// Triggers: a moment, an area and a list. A definition's triggers are built
// once against the registered moments and effect kinds; each placed copy
// counts its own fires. A subsystem that owns a moment only reports it
// (Fired); resolveTriggers lands what the reports set off, in order.

#include "rulebench/burst.h"
#include "rulebench/effect_list.h"
#include "rulebench/moments.h"
#include "rulebench/spec_effects.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace rb {

struct Area {
    enum class Kind : std::uint8_t { Here, Burst };
    Kind kind = Kind::Here;
    int radius = 0;
    friend bool operator==(const Area&, const Area&) = default;
};

inline constexpr std::int64_t kMaxFires = 1'000'000;

struct TriggerDef {
    MomentId on;
    Area area;
    std::optional<std::uint32_t> fires; // absent: unlimited
    EffectListPtr effects;              // its own, or the definition's shared list
    bool sharesEffects = false;         // true: the definition's list
    std::optional<Look> look;
};
using TriggerList = std::shared_ptr<const std::vector<TriggerDef>>;

// Builds a definition's triggers. `shared` is the definition's own list
// (null when it has none or it did not build); `hasShared` says whether the
// definition wrote one. Reports at `where` (the definition): an unknown
// moment by name, a trigger with no list at all, fires below 1, a bad look.
// Returns the triggers that built (never null).
TriggerList buildTriggers(const std::vector<TriggerSpec>& specs, const EffectListPtr& shared, bool hasShared,
                          const Definitions& defs, const Where& where, StatDependencies* cycles = nullptr);

// "on land, a radius-1 burst: 3d6 kinetic damage"
std::string describe(const TriggerDef& trigger, const Registry<MomentDef>& moments);

// A placed copy's triggers: the shared definitions and its own fires left.
// A pointer and a small vector: cheap to copy when the world is copied.
class PlacedTriggers {
public:
    static constexpr std::uint32_t kUnlimited = std::numeric_limits<std::uint32_t>::max();

    PlacedTriggers() = default;
    explicit PlacedTriggers(TriggerList list);

    const std::vector<TriggerDef>& list() const;
    const TriggerList& shared() const { return list_; }
    std::size_t size() const { return firesLeft_.size(); }
    // kUnlimited for a trigger with no "fires".
    std::uint32_t firesLeft(std::size_t trigger) const { return firesLeft_.at(trigger); }
    bool spent(std::size_t trigger) const { return firesLeft_.at(trigger) == 0; }
    // Counts one fire off (never below 0; unlimited stays unlimited).
    void countFire(std::size_t trigger);
    // Restores saved fires (only what changes in play is saved).
    void setFiresLeft(std::size_t trigger, std::uint32_t left) { firesLeft_.at(trigger) = left; }

private:
    TriggerList list_;
    std::vector<std::uint32_t> firesLeft_;
};

enum class WhenEmpty : std::uint8_t { Destroyed, Kept };
std::string_view toString(WhenEmpty w); // "Destroyed", "Kept"
std::optional<WhenEmpty> parseWhenEmpty(std::string_view text);

struct Charges {
    std::int64_t left = 1;
    WhenEmpty whenEmpty = WhenEmpty::Destroyed;
};

// A thing in the world that carries triggers: a placed prop, an item.
struct Carrier {
    EntityRef self = 0;
    bool landsAsItself = false; // an armed prop: its landings are credited to itself
    PlacedTriggers triggers;
    std::optional<Charges> charges; // a consumable
};

// How a subsystem reports a moment: the carrier it happened to, which
// moment, who set it off and where.
struct Fired {
    EntityRef on = 0;
    MomentId moment;
    ActorRef by = 0;
    Cell at;
    friend bool operator==(const Fired&, const Fired&) = default;
};

// A carrier that lands once and is gone: what something leaves when it is
// gone before its trigger lands (a destroyed barrel, for its destroyed
// moment). It keeps its moment, by and at as data.
struct Remnant {
    Carrier carrier;
    MomentId moment;
    ActorRef by = 0;
    Cell at;
};
Remnant leaveRemnant(const Carrier& carrier, MomentId moment, ActorRef by, Cell at);

// The world triggers land in: an EffectWorld that also knows the grid, who
// stands where and which carriers exist. A landing never removes a carrier:
// damage is resolved after the pass (a death is known only then), and a
// destroyed prop leaves a Remnant for the next one.
class TriggerWorld : public EffectWorld {
public:
    virtual const Grid& grid() const = 0;
    // Smoke and the like: stops a burst (walls always do).
    virtual bool blocksBurst(Cell) const { return false; }
    // Everyone standing in `cells` (row order), appended to `out` in cell order.
    virtual void occupants(std::span<const Cell> cells, std::vector<ActorRef>& out) const = 0;
    // The carrier `on`, or null when it is gone.
    virtual Carrier* carrier(EntityRef on) = 0;
    // The last charge of a consumable that is Destroyed when empty was spent.
    virtual void removeCarrier(EntityRef on) = 0;
};

// What landed, in order, for the log.
struct TriggerLanded {
    Fired fired;
    std::size_t trigger = 0; // its index in the carrier's list
    ActorRef user = 0;       // who it was credited to
    bool remnant = false;
    std::vector<Cell> cells;
    std::vector<ActorRef> targets;
};

struct ChargeSpent {
    EntityRef on = 0;
    std::int64_t left = 0;
    bool removed = false; // empty and Destroyed
};

struct TriggerReport {
    std::vector<TriggerLanded> landed;
    std::vector<Fired> missed; // reports whose carrier was gone and left no remnant
    std::vector<ChargeSpent> charges;
};

// One pass: every remnant lands its moment's triggers once and the list is
// emptied; then each report in order: the carrier's triggers for its moment,
// in list order, spent ones skipped, each over its area (the one cell, or
// the burst around `at` inside the window) with everyone there a target,
// credited to `by` or to the carrier when it lands as itself, a look cued
// first; fires counted down. Only then is a charge spent for each report on
// a consumable that landed something, so what the last charge does lands
// before the thing is gone.
TriggerReport resolveTriggers(std::span<const Fired> reports, std::vector<Remnant>& remnants, TriggerWorld& world,
                              RandomStream& ability, BurstScratch& scratch);

} // namespace rb
