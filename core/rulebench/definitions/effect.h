#pragma once
// What an effect is: one thing that happens to a cell or to whoever stands in
// it, built once from content and landed many times. An effect sees a Landing
// (who it is credited to, what carried it, the cells and the actors under
// them) and asks an EffectWorld to do what it does; the sandbox world owns
// damage, statuses, positions and fields, and implements EffectWorld.
//
// For a game: the EffectWorld calls are all an effect may do; the world
// decides what they mean (reductions, caps, immunities) and reports each as an
// event, so a game's kind is logged and explained like the engine's.

#include "rulebench/base/random.h"
#include "rulebench/base/refs.h"
#include "rulebench/formula/formula.h"
#include "rulebench/definitions/moments.h"
#include "rulebench/grid/fields.h"
#include "rulebench/grid/grid.h"
#include "rulebench/stats/constant_effects.h"
#include "rulebench/stats/statuses.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// What shows over cells: a glyph (one character) and a colour "#rrggbb".
struct Look {
    std::string glyph;
    std::string color;
    friend bool operator==(const Look&, const Look&) = default;
};
// "#rrggbb": how content writes a colour.
inline bool isColorText(std::string_view c)
{
    if (c.size() != 7 || c[0] != '#')
        return false;
    for (char ch : c.substr(1))
        if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F')))
            return false;
    return true;
}

// What landed the effects: an ability, a trigger of a carrier answering a
// moment, or an offer (something handed over).
struct LandingSource {
    enum class Kind : std::uint8_t { Ability, Trigger, Offer };
    Kind kind = Kind::Ability;
    EntityRef on{};   // Trigger: the carrier
    MomentId moment;  // Trigger: the moment it answered
    EntityRef by{};   // Trigger: who set it off (even when the carrier lands as itself)
};

struct Landing {
    EntityRef user{}; // who a hit is credited to: an actor, or a carrier that lands as itself
    LandingSource source;
    Cell origin; // where it comes from: a burst's centre, the trigger's cell, the caster of a one-cell ability
    Cell aim;
    std::span<const Cell> cells;      // every cell covered, row order
    std::span<const EntityRef> targets; // everyone in them and every prop with health, the one who set it off included
};

// The world an effect lands in. Each call asks the subsystem that owns a
// thing to do it; moving an actor is the world's own.
class EffectWorld {
public:
    virtual ~EffectWorld() = default;

    // The actor numbered `who`, or nothing (a prop, an item copy): what an
    // effect asks before it does to a target what only an actor takes.
    virtual std::optional<ActorRef> actor(EntityRef who) const = 0;

    // Damage down the world's damage pipeline (reductions are the world's),
    // credited to `by`; `target` is an actor or a prop with health. `amount`
    // is what the dice rolled, at least 0.
    virtual void damage(EntityRef target, DamageKindId kind, std::int64_t amount, EntityRef by) = 0;
    // Health back, at least 0; the world caps it.
    virtual void mend(EntityRef target, std::int64_t amount, EntityRef by) = 0;
    // The same, when a formula worked the amount out: `working` says how
    // ("2 + strength of hero (7) / 2 = 5"), for the log. A world that keeps
    // no log need not override these.
    virtual void damage(EntityRef target, DamageKindId kind, std::int64_t amount, EntityRef by, std::string_view working)
    {
        (void)working;
        damage(target, kind, amount, by);
    }
    virtual void mend(EntityRef target, std::int64_t amount, EntityRef by, std::string_view working)
    {
        (void)working;
        mend(target, amount, by);
    }
    // The state of play as a formula reads it (null: every reading is 0).
    virtual const FormulaReader* formulaReader() const { return nullptr; }
    // A formula worked out for `target` divided by 0 (that part gave 0): a
    // world with a log says so; one without need not override this.
    virtual void dividedByZero(EntityRef target, const Formula& formula) { (void)target, (void)formula; }
    // The status requests (status_rules.h answers them on a Holder).
    virtual void afflict(const Afflict& request) = 0;
    virtual void cure(const Cure& request) = 0;

    // Where an actor stands (nullopt: nowhere on this map), whether it may
    // step onto `cell` (floor, inside, nobody there), and the step itself.
    virtual std::optional<Cell> position(ActorRef who) const = 0;
    virtual bool canEnter(ActorRef who, Cell cell) const = 0;
    virtual void moveActor(ActorRef who, Cell to) = 0;

    // A visual mark over cells, for the grid view and the log.
    virtual void cue(std::span<const Cell> cells, const Look& look) = 0;

    // A lingering effect on `target`'s store (its source is already
    // Source::effect(uuid), the uuid from newEffectUuid()): it outlives
    // whatever granted it and ends on its own clock.
    virtual std::uint64_t newEffectUuid() = 0;
    virtual void grant(ActorRef target, const EffectRequest& lingering) = 0;

    // The fields; only called by Ignite and Emit, which are registered only
    // where the world has fire and gas.
    virtual void ignite(Cell cell, int turns) = 0;
    virtual void emitGas(Id<GasKind> gas, Cell cell, std::int64_t amount) = 0;
};

// What an effect means to whoever it lands on, for a behaviour weighing where
// to use it: harm (damage, a status, fire), mending, or a cure of a status.
struct EffectIntent {
    enum class Kind : std::uint8_t { Neither, Harms, Mends, Cures };
    Kind kind = Kind::Neither;
    StatusId status; // Cures: the status it lifts
};

// A built effect (the store's Effect is a lingering one; this is what an
// entry of an effect list does): immutable, shared between every landing of its list.
class EffectAction {
public:
    virtual ~EffectAction() = default;
    // Neither unless a kind says (a game's own kinds mean nothing to behaviours by default).
    virtual EffectIntent intent() const { return {}; }
    // Lands on `landing`, drawing any dice from `ability` (the "ability" stream).
    virtual void apply(const Landing& landing, EffectWorld& world, RandomStream& ability) const = 0;
    // In words, for a menu and the editor: "3d6 kinetic damage".
    virtual std::string describe() const = 0;
};
using EffectPtr = std::shared_ptr<const EffectAction>;

} // namespace rb
