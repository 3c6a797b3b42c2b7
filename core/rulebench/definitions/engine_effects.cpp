#include "rulebench/definitions/engine_effects.h"

#include "rulebench/base/dice.h"
#include "rulebench/base/names.h"
#include "rulebench/definitions/actors.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/rolled.h"
#include "rulebench/stats/describe.h"
#include "rulebench/stats/modifier_build.h"

namespace rb {

namespace {

std::string plural(std::int64_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::int64_t rollAtLeastZero(const Dice& d, RandomStream& stream)
{
    return std::max<std::int64_t>(0, d.roll(stream));
}

// A Harm's or a Mend's roll that could come out below 0 is refused: damage
// never heals and a mend never harms, whatever the dice say.
void refuseNegativeRoll(EffectArgs& a, const std::optional<Rolled>& roll, std::string_view kind, std::string_view other)
{
    if (roll && !roll->formula && roll->dice.min() < 0) // a formula's value is held at 0 and above
        a.error("roll", "a " + std::string(kind) + "'s roll is never below 0, and \"" + roll->dice.describe()
                            + "\" can come out as " + std::to_string(roll->dice.min()) + " (" + std::string(other) + ")");
}

// An amount each target gets: the roll's, and how a formula worked it out
// (one working a thread, its room reused from landing to landing).
template <class Deal>
void dealEach(const Rolled& roll, const Landing& l, EffectWorld& world, RandomStream& ability, Deal deal)
{
    thread_local FormulaWorking working;
    for (EntityRef t : l.targets) {
        if (!roll.formula) {
            deal(t, rollAtLeastZero(roll.dice, ability), std::string_view());
            continue;
        }
        const std::int64_t amount = roll.roll(l, t, world, ability, &working);
        deal(t, amount, std::string_view(working.text));
    }
}

// ---- Harm {kind, roll}: damage of a kind, one roll per target.
struct Harm final : EffectAction {
    DamageKindId kind;
    std::string kindName;
    Rolled roll;

    static constexpr std::string_view kName = "Harm";
    static constexpr std::string_view kHelp = "Damage of a kind to everyone in the area, rolled for each";
    static std::vector<ArgInfo> args()
    {
        return {{"kind", ArgType::DamageKind, true, "What kind of damage it deals; one of the damage kinds."},
                {"roll", ArgType::Dice, true,
                 "How much damage, rolled for each: 3d6, 2d4+1, d20, a whole number or a formula "
                 "(=2 + user.stat(strength) / 2).",
                 0, kMaxContentNumber, true}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto kind = a.damageKind("kind");
        auto roll = a.rolled("roll");
        refuseNegativeRoll(a, roll, "Harm", "a Mend heals");
        a.finish();
        if (!a.ok() || !kind || !roll)
            return nullptr;
        auto e = std::make_shared<Harm>();
        e->kind = *kind;
        e->kindName = a.defs().damageKinds[*kind].name;
        e->roll = *roll;
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream& ability) const override
    {
        dealEach(roll, l, world, ability, [&](EntityRef t, std::int64_t amount, std::string_view working) {
            if (working.empty())
                world.damage(t, kind, amount, l.user);
            else
                world.damage(t, kind, amount, l.user, working);
        });
    }
    std::string describe() const override { return roll.describe() + " " + kindName + " damage"; }
    EffectIntent intent() const override { return {EffectIntent::Kind::Harms, {}}; }
};

// ---- Mend {roll}
struct Mend final : EffectAction {
    Rolled roll;

    static constexpr std::string_view kName = "Mend";
    static constexpr std::string_view kHelp = "Health back to everyone in the area, rolled for each";
    static std::vector<ArgInfo> args()
    {
        return {{"roll", ArgType::Dice, true,
                 "How much health back, rolled for each: 2d4, d6+1, a whole number or a formula "
                 "(=target.stat(health) / 10).",
                 0, kMaxContentNumber, true}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto roll = a.rolled("roll");
        refuseNegativeRoll(a, roll, "Mend", "a Harm hurts");
        a.finish();
        if (!a.ok() || !roll)
            return nullptr;
        auto e = std::make_shared<Mend>();
        e->roll = *roll;
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream& ability) const override
    {
        dealEach(roll, l, world, ability, [&](EntityRef t, std::int64_t amount, std::string_view working) {
            if (working.empty())
                world.mend(t, amount, l.user);
            else
                world.mend(t, amount, l.user, working);
        });
    }
    std::string describe() const override { return "mends " + roll.describe(); }
    EffectIntent intent() const override { return {EffectIntent::Kind::Mends, {}}; }
};

// ---- Afflict {status, turns?}: turns default to the status's own.
struct AfflictEffect final : EffectAction {
    StatusId status;
    std::string statusName;
    Rolled turns;

    static constexpr std::string_view kName = "Afflict";
    static constexpr std::string_view kHelp = "A status on everyone in the area";
    static std::vector<ArgInfo> args()
    {
        return {{"status", ArgType::Status, true, "The status put on them."},
                {"turns", ArgType::Whole, false,
                 "How many turns it lasts, a number or a formula; leave empty for the status's own turns.", 1,
                 kMaxContentNumber, true}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto status = a.status("status");
        auto turns = a.rolled("turns");
        if (status && !turns && !a.has("turns") && !a.defs().statuses[*status].turns)
            a.error("turns", "status \"" + a.defs().statuses[*status].name
                                 + "\" names no turns of its own: fill in the turns");
        if (status && !a.formulaUse().user)
            if (const auto& tick = a.defs().statuses[*status].tick; tick && tick->formula && tick->formula->readsUser())
                a.error("status", a.defs().statuses[*status].name + "'s tick reads its user (" + tick->formula->text()
                                      + "), and there is no user here: " + std::string(a.formulaUse().noUser));
        a.finish();
        if (!a.ok() || !status)
            return nullptr;
        auto e = std::make_shared<AfflictEffect>();
        e->status = *status;
        e->statusName = a.defs().statuses[*status].name;
        if (turns)
            e->turns = *turns;
        else
            e->turns.dice = Dice{0, 0, *a.defs().statuses[*status].turns};
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream& ability) const override
    {
        for (EntityRef t : l.targets)
            if (std::optional<ActorRef> a = world.actor(t)) // a prop takes no status
                world.afflict(Afflict{*a, status, turns.roll(l, t, world, ability), l.user});
    }
    std::string describe() const override
    {
        if (turns.formula)
            return "afflicts " + statusName + " for " + turns.describe() + " turns";
        return "afflicts " + statusName + " for " + plural(turns.dice.modifier, "turn", "turns");
    }
    EffectIntent intent() const override { return {EffectIntent::Kind::Harms, {}}; }
};

// ---- Cure {status, instances?}: the n oldest instances, as the scenario's
// "cure" action takes them; every one when absent.
struct CureEffect final : EffectAction {
    StatusId status;
    std::string statusName;
    std::optional<Rolled> instances;

    static constexpr std::string_view kName = "Cure";
    static constexpr std::string_view kHelp = "Lifts a status from everyone in the area";
    static std::vector<ArgInfo> args()
    {
        return {{"status", ArgType::Status, true, "The status lifted from them."},
                {"instances", ArgType::Whole, false,
                 "How many of its instances it lifts, oldest first, a number or a formula; leave empty for every one.",
                 1, kMaxContentNumber, true}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto status = a.status("status");
        auto instances = a.rolled("instances");
        a.finish();
        if (!a.ok() || !status)
            return nullptr;
        auto e = std::make_shared<CureEffect>();
        e->status = *status;
        e->statusName = a.defs().statuses[*status].name;
        e->instances = instances;
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream& ability) const override
    {
        for (EntityRef t : l.targets)
            if (std::optional<ActorRef> a = world.actor(t)) {
                std::optional<std::int64_t> n;
                if (instances)
                    n = instances->roll(l, t, world, ability);
                world.cure(Cure{*a, status, n});
            }
    }
    std::string describe() const override
    {
        if (!instances)
            return "cures " + statusName;
        if (instances->formula)
            return "cures the oldest " + instances->describe() + " instances of " + statusName;
        const std::int64_t n = instances->dice.modifier;
        const std::string how = n == 1 ? "instance" : std::to_string(n) + " instances";
        return "cures the oldest " + how + " of " + statusName;
    }
    EffectIntent intent() const override { return {EffectIntent::Kind::Cures, status}; }
};

int sign(int v) { return (v > 0) - (v < 0); }

// Moves each target up to `distance` steps straight away from (or towards)
// the landing's origin, one cell at a time, stopping at the first cell it
// cannot enter. A target on the origin has no direction and stays. A pull
// never steps onto the origin itself.
void push(const Landing& l, EffectWorld& world, const Rolled& rolled, RandomStream& ability, bool away)
{
    for (EntityRef target : l.targets) {
        const std::optional<ActorRef> t = world.actor(target); // props stay where they stand
        const std::optional<Cell> at = t ? world.position(*t) : std::nullopt;
        if (!at)
            continue;
        const std::int64_t distance = rolled.roll(l, target, world, ability);
        Cell p = *at;
        for (std::int64_t step = 0; step < distance; ++step) {
            const int dx = away ? sign(p.x - l.origin.x) : sign(l.origin.x - p.x);
            const int dy = away ? sign(p.y - l.origin.y) : sign(l.origin.y - p.y);
            if (dx == 0 && dy == 0)
                break;
            const Cell next{p.x + dx, p.y + dy};
            if ((!away && next == l.origin) || !world.canEnter(*t, next))
                break;
            p = next;
        }
        if (p != *at)
            world.moveActor(*t, p);
    }
}

template <bool Away>
struct Push final : EffectAction {
    Rolled distance;

    static constexpr std::string_view kName = Away ? "Shove" : "Pull";
    static constexpr std::string_view kHelp = Away ? "Pushes everyone in the area straight away from its centre"
                                                   : "Draws everyone in the area straight towards its centre";
    static std::vector<ArgInfo> args()
    {
        return {{"distance", ArgType::Whole, true, "How many cells each one moves at most, a number or a formula.", 1,
                 kMaxShoveDistance, true}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto d = a.rolled("distance");
        a.finish();
        if (!a.ok() || !d)
            return nullptr;
        auto e = std::make_shared<Push>();
        e->distance = *d;
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream& ability) const override
    {
        push(l, world, distance, ability, Away);
    }
    std::string describe() const override
    {
        const std::string how = distance.formula ? distance.describe() + " cells"
                                                 : plural(distance.dice.modifier, "cell", "cells");
        return std::string(Away ? "shoves " : "pulls ") + how + (Away ? " away" : " closer");
    }
};

// ---- Cue {glyph, color}: a mark over the cells, nothing more.
struct CueEffect final : EffectAction {
    Look look;

    static constexpr std::string_view kName = "Cue";
    static constexpr std::string_view kHelp = "A visual mark over the cells";
    static std::vector<ArgInfo> args()
    {
        return {{"glyph", ArgType::Glyph, true, "The one character drawn over the cells."},
                {"color", ArgType::Colour, true, "The mark's colour, #rrggbb."}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto glyph = a.text("glyph");
        auto color = a.text("color");
        if (glyph && !isOneGlyph(*glyph))
            a.error("glyph", "a glyph is one printable character, got \"" + *glyph + "\"");
        if (color && !isColorText(*color))
            a.error("color", "a colour is written #rrggbb, got \"" + *color + "\"");
        a.finish();
        if (!a.ok() || !glyph || !color)
            return nullptr;
        auto e = std::make_shared<CueEffect>();
        e->look = Look{*glyph, *color};
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream&) const override { world.cue(l.cells, look); }
    std::string describe() const override { return "shows " + look.glyph + " in " + look.color; }
};

// ---- Grant {modifier, duration}: a lingering effect on each target, its
// source a fresh Source::effect(uuid) so it outlives what granted it.
struct Grant final : EffectAction {
    StatusModifierDef modifier;
    Duration duration;
    std::string words;

    static constexpr std::string_view kName = "Grant";
    static constexpr std::string_view kHelp = "A lingering modifier or flag on everyone in the area";
    static std::vector<ArgInfo> args()
    {
        return {{"modifier", ArgType::Modifier, true, "The stat modifier or flag it grants, written as a status writes one."},
                {"duration", ArgType::Duration, true,
                 "How long it lingers: end-of-turn, end-of-encounter, turns(n), or one under \"durations\" or the game's own."}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto m = a.modifier("modifier");
        auto d = a.duration("duration");
        if (d && !d->lingering())
            a.error("duration", "a granted effect lingers: give it end-of-turn, end-of-encounter, turns(n) or a "
                                "game's duration, not while-active");
        a.finish();
        if (!a.ok() || !m || !d)
            return nullptr;
        auto e = std::make_shared<Grant>();
        e->modifier = *m;
        e->duration = *d;
        e->words = "grants " + describeChange(m->type, m->value, a.defs());
        if (m->req)
            e->words += " when " + rb::describe(*m->req, a.defs());
        e->words += " for " + a.defs().durations.name(*d);
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream&) const override
    {
        for (EntityRef t : l.targets) {
            EffectRequest r;
            r.type = modifier.type;
            r.value = modifier.value;
            r.req = modifier.req;
            r.duration = duration;
            r.source = Source::effect(world.newEffectUuid()); // drawn for every target, a prop too: the numbers stay as they were
            if (std::optional<ActorRef> a = world.actor(t))
                world.grant(*a, r);
        }
    }
    std::string describe() const override { return words; }
};

// ---- Ignite {turns}: every covered cell burns.
struct Ignite final : EffectAction {
    int turns = 1;

    static constexpr std::string_view kName = "Ignite";
    static constexpr std::string_view kHelp = "Sets every cell in the area burning";
    static std::vector<ArgInfo> args() { return {{"turns", ArgType::Whole, true, "How many turns each cell burns.", 1, kMaxBurnTurns}}; }
    static EffectPtr build(EffectArgs& a)
    {
        auto t = a.whole("turns");
        a.finish();
        if (!a.ok() || !t)
            return nullptr;
        auto e = std::make_shared<Ignite>();
        e->turns = static_cast<int>(*t);
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream&) const override
    {
        for (Cell c : l.cells)
            world.ignite(c, turns);
    }
    std::string describe() const override { return "sets the area burning for " + plural(turns, "turn", "turns"); }
    EffectIntent intent() const override { return {EffectIntent::Kind::Harms, {}}; }
};

// ---- Emit {gas, amount}: that much gas on every covered cell.
struct Emit final : EffectAction {
    Id<GasKind> gas;
    std::string gasName;
    std::int64_t amount = 0;

    static constexpr std::string_view kName = "Emit";
    static constexpr std::string_view kHelp = "Gas of a kind on every cell in the area";
    static std::vector<ArgInfo> args()
    {
        return {{"gas", ArgType::GasKind, true, "Which gas it lets out, e.g. smoke; one of the game's gas kinds."},
                {"amount", ArgType::Whole, true, "How much gas on each cell.", 1, kMaxGasAmount}};
    }
    static EffectPtr build(EffectArgs& a)
    {
        auto gas = a.gas("gas");
        auto amount = a.whole("amount");
        a.finish();
        if (!a.ok() || !gas || !amount)
            return nullptr;
        auto e = std::make_shared<Emit>();
        e->gas = *gas;
        e->gasName = (*a.defs().gasKinds)[*gas].name;
        e->amount = *amount;
        return e;
    }
    void apply(const Landing& l, EffectWorld& world, RandomStream&) const override
    {
        for (Cell c : l.cells)
            world.emitGas(gas, c, amount);
    }
    std::string describe() const override { return "emits " + std::to_string(amount) + " " + gasName; }
};

} // namespace

// Each name is the engine's own, so none is refused.
void addEngineEffects(EffectKinds& kinds)
{
    (void)kinds.add<Harm>();
    (void)kinds.add<Mend>();
    (void)kinds.add<AfflictEffect>();
    (void)kinds.add<CureEffect>();
    (void)kinds.add<Push<true>>();
    (void)kinds.add<Push<false>>();
    (void)kinds.add<CueEffect>();
    (void)kinds.add<Grant>();
}

void addFireEffects(EffectKinds& kinds) { (void)kinds.add<Ignite>(); }
void addGasEffects(EffectKinds& kinds) { (void)kinds.add<Emit>(); }

} // namespace rb
