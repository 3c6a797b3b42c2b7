#include "rulebench/definitions/trigger_rules.h"

namespace rb {

namespace {
// Lands `carrier`'s triggers for `fired.moment`; returns how many landed.
std::size_t landCarrier(Carrier& carrier, const Fired& fired, bool remnant, TriggerWorld& world, RandomStream& ability,
                        BurstScratch& scratch, TriggerReport& report)
{
    std::size_t count = 0;
    const TriggerList keep = carrier.triggers.shared(); // the definitions outlive the pass
    const std::vector<TriggerDef>& list = carrier.triggers.list();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const TriggerDef& t = list[i];
        if (t.on != fired.moment || carrier.triggers.spent(i) || !t.effects)
            continue;
        TriggerLanded landed;
        landed.fired = fired;
        landed.trigger = i;
        landed.remnant = remnant;
        landed.user = carrier.landsAsItself ? carrier.self : fired.by;
        bool radiusDividedByZero = false;
        if (t.area.kind == Area::Kind::Burst) {
            // A radius's formula reads who the landing is credited to, as its effects do.
            const FormulaScope scope{world.formulaReader(), landed.user, EntityRef{}, nullptr};
            const auto radius = static_cast<int>(t.area.radius.value(scope, radiusDividedByZero));
            burst(world.grid(), fired.at, radius, [&](int x, int y) { return world.blocksBurst(Cell{x, y}); },
                  landed.cells, scratch);
        } else if (world.grid().isFloor(fired.at)) {
            landed.cells.push_back(fired.at);
        }
        world.occupants(landed.cells, landed.targets);
        world.willLand(carrier, landed);
        if (radiusDividedByZero) // told once the world knows what lands
            world.dividedByZero(landed.user, *t.area.radius.formula);
        if (t.look)
            world.cue(landed.cells, *t.look);
        Landing landing;
        landing.user = landed.user;
        landing.source = LandingSource{LandingSource::Kind::Trigger, fired.on, fired.moment, fired.by};
        landing.origin = fired.at;
        landing.aim = fired.at;
        landing.cells = landed.cells;
        landing.targets = landed.targets;
        carrier.triggers.countFire(i);
        landEffects(*t.effects, landing, world, ability);
        report.landed.push_back(std::move(landed));
        ++count;
    }
    return count;
}

// Whether an earlier report of the same shot on the same carrier landed
// something, and so spent the shot's charge already.
bool spentByItsShot(std::span<const Fired> reports, const std::vector<std::size_t>& landed, std::size_t i)
{
    if (reports[i].shot == 0)
        return false;
    for (std::size_t j = 0; j < i; ++j)
        if (landed[j] > 0 && reports[j].shot == reports[i].shot && reports[j].on == reports[i].on)
            return true;
    return false;
}
} // namespace

bool answers(const Carrier& carrier, MomentId moment)
{
    const std::vector<TriggerDef>& list = carrier.triggers.list();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].on == moment && list[i].effects && !carrier.triggers.spent(i))
            return true;
    return false;
}

TriggerReport resolveTriggers(std::span<const Fired> reports, std::vector<Remnant>& remnants, TriggerWorld& world,
                              RandomStream& ability, BurstScratch& scratch)
{
    TriggerReport report;
    std::vector<Remnant> landing;
    landing.swap(remnants); // each lands once; one left while these land waits for the next pass
    for (Remnant& r : landing)
        landCarrier(r.carrier, Fired{r.carrier.self, r.moment, r.by, r.at}, true, world, ability, scratch, report);

    std::vector<std::size_t> landedPerReport(reports.size(), 0);
    for (std::size_t i = 0; i < reports.size(); ++i) {
        Carrier* c = world.carrier(reports[i].on);
        if (!c) {
            report.missed.push_back(reports[i]);
            continue;
        }
        const bool paid = spentByItsShot(reports, landedPerReport, i);
        if (c->charges && c->charges->left <= 0 && !paid)
            continue; // spent, earlier in this pass or before: it no longer answers
        landedPerReport[i] = landCarrier(*c, reports[i], false, world, ability, scratch, report);
        c = world.carrier(reports[i].on); // landing may have moved what carries it
        if (landedPerReport[i] == 0 || paid || !c || !c->charges || c->charges->left <= 0)
            continue;
        ChargeSpent spent{c->self, --c->charges->left, false};
        spent.removed = spent.left == 0 && c->charges->whenEmpty == WhenEmpty::Destroyed;
        report.charges.push_back(spent);
    }
    for (const ChargeSpent& spent : report.charges)
        if (spent.removed)
            world.removeCarrier(spent.on);
    return report;
}

} // namespace rb
