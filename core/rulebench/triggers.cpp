#include "rulebench/triggers.h"

#include "rulebench/build_statuses.h"
#include "rulebench/definitions.h"

namespace rb {

TriggerList buildTriggers(const std::vector<TriggerSpec>& specs, const EffectListPtr& shared, bool hasShared,
                          const Definitions& defs, const Where& where, StatDependencies* cycles)
{
    auto out = std::make_shared<std::vector<TriggerDef>>();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const TriggerSpec& s = specs[i];
        const Where w = where.key("triggers").index(i);
        bool ok = true;
        TriggerDef def;
        if (!s.on.empty()) {
            if (auto m = defs.moments.find(s.on)) {
                def.on = *m;
            } else {
                w.key("on").error("unknown moment \"" + s.on + "\"" + didYouMean(s.on, defs.moments.names())
                                  + "; declare a game's own under \"moments\"");
                ok = false;
            }
        } else {
            ok = false; // missing: reported when read
        }
        if (s.area) {
            switch (s.area->kind) {
            case AreaSpec::Kind::Here: def.area = Area{}; break;
            case AreaSpec::Kind::Burst: def.area = Area{Area::Kind::Burst, static_cast<int>(s.area->radius)}; break;
            case AreaSpec::Kind::Invalid: ok = false; break;
            }
        }
        if (s.fires) {
            if (*s.fires < 1 || *s.fires > kMaxFires) {
                w.key("fires").error("fires must be between 1 and " + std::to_string(kMaxFires) + ", got "
                                     + std::to_string(*s.fires) + "; leave it out for a trigger that never runs out");
                ok = false;
            } else {
                def.fires = static_cast<std::uint32_t>(*s.fires);
            }
        }
        if (s.look) {
            if (codePointCount(s.look->glyph) != 1) {
                w.key("look").key("glyph").error("a glyph is one character, got \"" + s.look->glyph + "\"");
                ok = false;
            }
            if (!isColorText(s.look->color)) {
                w.key("look").key("color").error("a colour is written #rrggbb, got \"" + s.look->color + "\"");
                ok = false;
            }
            def.look = Look{s.look->glyph, s.look->color};
        }
        if (s.effects) {
            if (s.effects->empty()) {
                w.key("effects").error("an empty list lands nothing; give it effects, or leave \"effects\" out to "
                                       "use the shared ones");
                ok = false;
            } else {
                def.effects = buildEffects(*s.effects, defs, w.key("effects"), cycles);
                ok = ok && def.effects != nullptr;
            }
        } else if (hasShared) {
            def.sharesEffects = true;
            def.effects = shared;
            ok = ok && shared != nullptr;
        } else {
            w.error("this trigger has no effects and there are none to share; give it \"effects\", or give the "
                    "definition \"effects\" its triggers deliver");
            ok = false;
        }
        if (ok)
            out->push_back(std::move(def));
    }
    return out;
}

std::string describe(const TriggerDef& t, const Registry<MomentDef>& moments)
{
    std::string out = "on " + moments[t.on].name;
    if (t.area.kind == Area::Kind::Burst)
        out += ", a radius-" + std::to_string(t.area.radius) + " burst";
    if (t.fires)
        out += ", " + std::to_string(*t.fires) + (*t.fires == 1 ? " time" : " times");
    out += ": ";
    out += t.effects ? describe(*t.effects) : std::string("nothing");
    return out;
}

PlacedTriggers::PlacedTriggers(TriggerList list)
    : list_(std::move(list))
{
    if (list_)
        for (const TriggerDef& t : *list_)
            firesLeft_.push_back(t.fires ? *t.fires : kUnlimited);
}

const std::vector<TriggerDef>& PlacedTriggers::list() const
{
    static const std::vector<TriggerDef> none;
    return list_ ? *list_ : none;
}

void PlacedTriggers::countFire(std::size_t trigger)
{
    std::uint32_t& left = firesLeft_.at(trigger);
    if (left != kUnlimited && left > 0)
        --left;
}

std::string_view toString(WhenEmpty w) { return w == WhenEmpty::Destroyed ? "Destroyed" : "Kept"; }

std::optional<WhenEmpty> parseWhenEmpty(std::string_view text)
{
    if (text == "Destroyed")
        return WhenEmpty::Destroyed;
    if (text == "Kept")
        return WhenEmpty::Kept;
    return std::nullopt;
}

Remnant leaveRemnant(const Carrier& carrier, MomentId moment, ActorRef by, Cell at)
{
    Remnant r{carrier, moment, by, at};
    r.carrier.charges.reset();
    return r;
}

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
        if (t.area.kind == Area::Kind::Burst) {
            burst(world.grid(), fired.at, t.area.radius,
                  [&](int x, int y) { return world.blocksBurst(Cell{x, y}); }, landed.cells, scratch);
        } else if (world.grid().isFloor(fired.at)) {
            landed.cells.push_back(fired.at);
        }
        world.occupants(landed.cells, landed.targets);
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
} // namespace

TriggerReport resolveTriggers(std::span<const Fired> reports, std::vector<Remnant>& remnants, TriggerWorld& world,
                              RandomStream& ability, BurstScratch& scratch)
{
    TriggerReport report;
    std::vector<Remnant> landing;
    landing.swap(remnants); // a remnant lands once, even if one of its effects leaves another
    for (Remnant& r : landing)
        landCarrier(r.carrier, Fired{r.carrier.self, r.moment, r.by, r.at}, true, world, ability, scratch, report);

    std::vector<std::size_t> landedPerReport(reports.size(), 0);
    for (std::size_t i = 0; i < reports.size(); ++i) {
        Carrier* c = world.carrier(reports[i].on);
        if (!c) {
            report.missed.push_back(reports[i]);
            continue;
        }
        landedPerReport[i] = landCarrier(*c, reports[i], false, world, ability, scratch, report);
    }

    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (landedPerReport[i] == 0)
            continue;
        Carrier* c = world.carrier(reports[i].on);
        if (!c || !c->charges || c->charges->left <= 0)
            continue;
        ChargeSpent spent{c->self, --c->charges->left, false};
        if (spent.left == 0 && c->charges->whenEmpty == WhenEmpty::Destroyed) {
            spent.removed = true;
            report.charges.push_back(spent);
            world.removeCarrier(spent.on);
            continue;
        }
        report.charges.push_back(spent);
    }
    return report;
}

} // namespace rb
