#pragma once
// Landing what reported moments set off: remnants first, then each report in
// order, then the charges the reports spent.

#include "rulebench/definitions/triggers.h"
#include "rulebench/grid/burst.h"

#include <span>
#include <vector>

namespace rb {

struct TriggerLanded;

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
    virtual void occupants(std::span<const Cell> cells, std::vector<EntityRef>& out) const = 0;
    // The carrier `on`, or null when it is gone.
    virtual Carrier* carrier(EntityRef on) = 0;
    // The last charge of a consumable that is Destroyed when empty was spent.
    virtual void removeCarrier(EntityRef on) = 0;
    // Told just before a trigger's effects land (its cells and targets
    // known), so a world can log it and name what its effects do.
    virtual void willLand(const Carrier&, const TriggerLanded&) {}
};

// What landed, in order, for the log.
struct TriggerLanded {
    Fired fired;
    std::size_t trigger = 0; // its index in the carrier's list
    EntityRef user{};       // who it was credited to
    bool remnant = false;
    std::vector<Cell> cells;
    std::vector<EntityRef> targets;
};

struct ChargeSpent {
    EntityRef on{};
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
// first; fires counted down. A charge is spent as each report on a
// consumable lands something (one for the reports of one shot), and a report
// on one with no charge left lands nothing, unless its shot already paid: so
// no thing lands more uses than its charges, and what the last charge does,
// the shot's hit too, lands. Only after every report is a used-up thing that
// is Destroyed when empty gone.
// Whether `carrier` has a trigger for `moment` that would land now (not
// spent, with effects): what an action checks before it holds a charge.
bool answers(const Carrier& carrier, MomentId moment);

TriggerReport resolveTriggers(std::span<const Fired> reports, std::vector<Remnant>& remnants, TriggerWorld& world,
                              RandomStream& ability, BurstScratch& scratch);

} // namespace rb
