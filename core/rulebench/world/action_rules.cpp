// The table of action kinds (see action_spec.h): for each kind its word and
// fields, how it is built from names, its check (why not) and what it does
// in phase 1 of a turn, grouped by kind. World::whyNot and World::act only
// look the row up; scenario files read, write and check through it.
#include "rulebench/world/action_spec.h"

#include "rulebench/base/article.h"
#include "rulebench/base/enum_words.h"
#include "rulebench/content/build.h"
#include "rulebench/content/fact_build.h"
#include "rulebench/grid/burst.h"
#include "rulebench/world/action_checks.h"
#include "rulebench/world/actions.h"
#include "rulebench/world/cast_rules.h"
#include "rulebench/world/turn_work.h"
#include "rulebench/world/world.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace rb {

// A friend of World: checks read its state, doings change it.
struct ActionRules {
    using Reason = std::optional<std::string>;
    using Spec = ActionSpec;
    using Context = ActionContext;

    // Why a blocking prop cannot stand on `at`, or nothing.
    static Reason whyNotBlocking(const World& w, Cell at)
    {
        if (const WorldActor* other = w.standingAt(at))
            return cellText(at) + " is taken by " + other->id;
        for (const WorldProp& p : w.props_)
            if (p.at == at)
                return cellText(at) + " already has " + p.id;
        return std::nullopt;
    }

    // ---- move: a step; or (the sandbox's drag) to any free floor cell, a prop only so ----

    static bool buildMove(const Spec& s, Context& c, const Where& w, Action& a)
    {
        auto id = c.actorId(s.id, w.key("id"), false);
        if (s.dir && s.to) {
            w.error("\"move\" takes \"dir\" or \"to\", not both");
            return false;
        }
        if (!s.dir && !s.to) {
            w.error("\"move\" needs \"dir\" (n, ne, e, se, s, sw, w, nw) or \"to\" [x, y]");
            return false;
        }
        if (s.dir && !parseDirection(*s.dir, a.dx, a.dy)) {
            w.key("dir").error("unknown direction \"" + *s.dir + "\"; one of n, ne, e, se, s, sw, w, nw");
            return false;
        }
        if (s.to) {
            if (!c.cellOk(*s.to, w.key("to")))
                return false;
            a.toCell = true;
            a.to = *s.to;
        }
        if (!id)
            return false;
        a.id = *id;
        return true;
    }

    static Reason checkMove(const World& w, const Action& a)
    {
        if (const WorldProp* p = w.prop(a.id)) {
            // The sandbox's drag: a prop goes to any free floor cell, keeping its health and fires.
            if (!a.toCell)
                return a.id + " is a prop: it moves only to a cell";
            if (auto r = w.whyNotFloor(a.to))
                return r;
            if (a.to == p->at)
                return a.id + " is already at " + cellText(a.to);
            return w.defs_->props[p->kind].blocks ? whyNotBlocking(w, a.to) : std::nullopt;
        }
        if (auto r = whyNotLiving(w, a.id))
            return r;
        const WorldActor& who = *w.actor(a.id);
        const WorldSettings& settings = w.settings_;
        if (settings.immobile && Evaluator(w.defs_->stats, who.holder).hasFlag(*settings.immobile))
            return a.id + " cannot move (" + w.defs_->flags[*settings.immobile].name + ")";
        if (!a.toCell && (std::abs(a.dx) > 1 || std::abs(a.dy) > 1 || (a.dx == 0 && a.dy == 0)))
            return "a step is one cell in one of eight directions";
        const Cell to = a.toCell ? a.to : Cell{who.at.x + a.dx, who.at.y + a.dy};
        if (auto r = w.whyNotFloor(to))
            return r;
        if (to == who.at)
            return a.id + " is already at " + cellText(to);
        if (const WorldActor* other = w.standingAt(to); other && other != &who)
            return cellText(to) + " is taken by " + other->id;
        return std::nullopt;
    }

    static void doMove(World& w, const Action& a, TurnWork& work)
    {
        if (WorldProp* p = const_cast<WorldProp*>(w.prop(a.id))) {
            WorldEvent& e = work.add(WorldEvent::Kind::Moved);
            e.who = p->id;
            e.from = p->at;
            e.at = a.to;
            e.prop = p->kind;
            e.aboutActor = false;
            p->at = a.to;
            if (w.defs_->props[p->kind].flammable)
                w.grid_.setFlammable(a.to);
            return;
        }
        WorldActor& who = *w.find(a.id);
        WorldEvent& e = work.add(WorldEvent::Kind::Moved);
        e.who = who.id;
        e.from = who.at;
        w.moveActorTo(who, a.toCell ? a.to : Cell{who.at.x + a.dx, who.at.y + a.dy});
        e.at = who.at;
        for (const WorldProp& p : w.props_)
            if (p.at == who.at)
                work.fired.push_back(Fired{p.ref(), kMomentEntered, who.ref, who.at});
    }

    // ---- use, throw, pick up, wear, take off: an item, by its kind ----

    static bool buildWithItem(const Spec& s, Context& c, const Where& w, Action& a)
    {
        const Definitions& defs = c.definitions();
        auto id = c.actorId(s.id, w.key("id"), false);
        auto item = resolveName(defs.items, *s.item, w.key("item"), "item");
        bool good = id && item;
        if (a.kind == Action::Kind::Throw) {
            good = c.cellOk(*s.at, w.key("at")) && good;
            if (item && !defs.items[*item].throwRange) {
                w.key("item").error(withArticle(*s.item) + " cannot be thrown: it has no \"throw\"");
                good = false;
            }
        }
        if (!good)
            return false;
        a.id = *id;
        a.item = *item;
        if (s.at)
            a.to = *s.at;
        return true;
    }

    // Why `a.id` cannot do anything with an item of kind `a.item`, or nothing.
    static Reason whyNotItem(const World& w, const Action& a)
    {
        if (auto r = whyNotLiving(w, a.id))
            return r;
        if (a.item.value >= w.defs_->items.size())
            return "no such item";
        return std::nullopt;
    }

    // Why a consumable copy cannot be used or thrown: its charges are spent,
    // before this turn or by this turn's actions.
    static Reason whyNotCharged(const World& w, const Action& a, const WorldItem& item)
    {
        const auto free = w.chargesFree(item.carrier);
        if (!free || *free > 0)
            return std::nullopt;
        return a.id + "'s " + w.defs_->items[a.item].name + " has no charges left";
    }

    static Reason checkUse(const World& w, const Action& a)
    {
        if (auto r = whyNotItem(w, a))
            return r;
        const ItemDef& def = w.defs_->items[a.item];
        const WorldItem* item = w.usable(*w.actor(a.id), a.item, false);
        if (!item)
            return a.id + " has no " + def.name;
        if (auto r = whyNotCharged(w, a, *item))
            return r;
        const auto& list = *def.triggers;
        if (std::none_of(list.begin(), list.end(), [](const TriggerDef& t) { return t.on == kMomentUse; }))
            return withArticle(def.name) + " cannot be used (it has no \"use\" trigger)";
        return std::nullopt;
    }

    static void doUse(World& w, const Action& a, TurnWork& work)
    {
        const WorldActor& who = *w.actor(a.id);
        const WorldItem& item = *w.usable(who, a.item, false);
        w.holdCharge(item.carrier, kMomentUse);
        WorldEvent& e = work.add(WorldEvent::Kind::Used);
        e.who = who.id;
        e.item = item.kind;
        e.text = w.defs_->items[item.kind].name;
        e.at = who.at;
        e.actorKind = who.kind;
        e.faction = who.faction;
        work.fired.push_back(Fired{item.ref(), kMomentUse, who.ref, who.at});
    }

    static Reason checkThrow(const World& w, const Action& a)
    {
        if (auto r = whyNotItem(w, a))
            return r;
        const WorldActor& who = *w.actor(a.id);
        const ItemDef& def = w.defs_->items[a.item];
        if (!def.throwRange)
            return withArticle(def.name) + " cannot be thrown (it has no \"throw\")";
        const WorldItem* item = w.usable(who, a.item, true);
        if (!item)
            return w.carried(who, a.item) ? a.id + " is wearing its " + def.name + ": take it off first"
                                          : a.id + " has no " + def.name;
        if (auto r = whyNotCharged(w, a, *item))
            return r;
        return whyNotInReach(w, who, a.to, w.valueOf(*def.throwRange, who.ref), withArticle(def.name));
    }

    static void doThrow(World& w, const Action& a, TurnWork& work)
    {
        WorldActor& who = *w.find(a.id);
        auto it = who.items.begin() + (w.usable(who, a.item, true) - who.items.data());
        w.holdCharge(it->carrier, kMomentLand);
        WorldEvent& e = work.add(WorldEvent::Kind::Thrown);
        e.who = who.id;
        e.item = it->kind;
        e.text = w.defs_->items[it->kind].name;
        e.at = a.to;
        e.actorKind = who.kind;
        e.faction = who.faction;
        // It comes to rest on the cell, and lands there from it.
        work.fired.push_back(Fired{it->ref(), kMomentLand, who.ref, a.to});
        w.floor_.push_back(FloorItem{a.to, std::move(*it)});
        who.items.erase(it);
    }

    static Reason checkPickUp(const World& w, const Action& a)
    {
        if (auto r = whyNotItem(w, a))
            return r;
        const WorldActor& who = *w.actor(a.id);
        for (const FloorItem& f : w.floor_)
            if (f.at == who.at && f.item.kind == a.item)
                return std::nullopt;
        return "no " + w.defs_->items[a.item].name + " lies at " + cellText(who.at);
    }

    static void doPickUp(World& w, const Action& a, TurnWork& work)
    {
        WorldActor& who = *w.find(a.id);
        auto it = std::find_if(w.floor_.begin(), w.floor_.end(),
                               [&](const FloorItem& f) { return f.at == who.at && f.item.kind == a.item; });
        WorldEvent& e = work.add(WorldEvent::Kind::PickedUp);
        e.who = who.id;
        e.item = a.item;
        e.text = w.defs_->items[a.item].name;
        e.at = who.at;
        who.items.push_back(std::move(it->item));
        w.floor_.erase(it);
    }

    static Reason checkWear(const World& w, const Action& a)
    {
        if (auto r = whyNotItem(w, a))
            return r;
        const ItemDef& def = w.defs_->items[a.item];
        const WorldActor& who = *w.actor(a.id);
        if (def.worn.empty())
            return withArticle(def.name) + " is not worn (it has no \"worn\" modifiers)";
        if (!w.carried(who, a.item, true))
            return w.carried(who, a.item) ? a.id + " already wears its " + def.name : a.id + " has no " + def.name;
        return std::nullopt;
    }

    static Reason checkTakeOff(const World& w, const Action& a)
    {
        if (auto r = whyNotItem(w, a))
            return r;
        for (const WorldItem& i : w.actor(a.id)->items)
            if (i.kind == a.item && i.worn)
                return std::nullopt;
        return a.id + " wears no " + w.defs_->items[a.item].name;
    }

    // Puts on the first copy not worn, or takes off the first worn one.
    static void doWearOrTakeOff(World& w, const Action& a, TurnWork& work)
    {
        WorldActor& who = *w.find(a.id);
        const bool wear = a.kind == Action::Kind::Wear;
        for (WorldItem& i : who.items) {
            if (i.kind != a.item || i.worn == wear)
                continue;
            if (wear)
                w.wearItem(who, i);
            else
                w.takeOffItem(who, i);
            break;
        }
        WorldEvent& e = work.add(wear ? WorldEvent::Kind::Wore : WorldEvent::Kind::TookOff);
        e.who = who.id;
        e.item = a.item;
        e.text = w.defs_->items[a.item].name;
    }

    // ---- attack: the actor's own attack from the content, at a neighbour ----

    static bool buildAttack(const Spec& s, Context& c, const Where& w, Action& a)
    {
        auto id = c.actorId(s.id, w.key("id"), false);
        auto target = c.actorId(s.target, w.key("target"), false);
        if (!id || !target)
            return false;
        a.id = *id;
        a.target = *target;
        return true;
    }

    static Reason checkAttack(const World& w, const Action& a)
    {
        if (auto r = whyNotLiving(w, a.id))
            return r;
        if (auto r = whyNotLiving(w, a.target, "attack"))
            return r;
        const WorldActor& who = *w.actor(a.id);
        const WorldActor& target = *w.actor(a.target);
        if (&who == &target)
            return a.id + " cannot attack itself";
        if (!w.defs_->actors[who.kind].attack)
            return withArticle(w.defs_->actors[who.kind].name) + " has no attack";
        if (std::max(std::abs(who.at.x - target.at.x), std::abs(who.at.y - target.at.y)) != 1)
            return a.target + " is not next to " + a.id;
        return std::nullopt;
    }

    static void doAttack(World& w, const Action& a, TurnWork& work)
    {
        const WorldActor& who = *w.actor(a.id);
        const WorldActor& target = *w.actor(a.target);
        const ActorAttack& attack = *w.defs_->actors[who.kind].attack;
        const std::int64_t rolled = attack.roll.roll(w.streams_.stream(kAttackStream));
        WorldEvent& e = work.add(WorldEvent::Kind::Attacked);
        e.who = who.id;
        e.other = target.id;
        e.damageKind = attack.kind;
        e.hasDamageKind = true;
        e.amount = rolled;
        e.text = attack.roll.describe();
        // Negative dice totals deal nothing rather than mend.
        work.damage.push_back(
            {target.ref, attack.kind, std::max<std::int64_t>(rolled, 0), who.ref, std::nullopt, DamageHow::Blow, 0, false});
        // What the attacker wears answers: "fire" where it stands, "hit" where
        // the blow lands; the two are one shot, a charge of a worn consumable.
        // One whose charges are spent (this turn's too) no longer answers.
        for (const WorldItem& i : who.items) {
            if (const auto free = w.chargesFree(i.carrier); !i.worn || (free && *free <= 0))
                continue;
            w.holdCharge(i.carrier, kMomentFire, kMomentHit);
            const auto shot = static_cast<std::uint32_t>(work.fired.size() + 1);
            work.fired.push_back(Fired{i.ref(), kMomentFire, who.ref, who.at, shot});
            work.fired.push_back(Fired{i.ref(), kMomentHit, who.ref, target.at, shot});
        }
    }

    // ---- wait; remove (an actor or a prop): just an id ----

    static bool buildId(const Spec& s, Context& c, const Where& w, Action& a)
    {
        auto id = c.actorId(s.id, w.key("id"), a.kind == Action::Kind::Remove);
        if (!id)
            return false;
        a.id = *id;
        return true;
    }

    static Reason checkWait(const World& w, const Action& a) { return whyNotLiving(w, a.id); }

    static void doWait(World&, const Action& a, TurnWork& work) { work.add(WorldEvent::Kind::Waited).who = a.id; }

    static void doCast(World& w, const Action& a, TurnWork& work) { castRules::apply(w, *w.find(a.id), a, work); }

    static Reason checkRemove(const World& w, const Action& a)
    {
        if (!w.actor(a.id) && !w.prop(a.id))
            return "no actor or prop \"" + a.id + "\" to remove";
        return std::nullopt;
    }

    static void doRemove(World& w, const Action& a, TurnWork& work)
    {
        WorldEvent& e = work.add(WorldEvent::Kind::Removed);
        e.who = a.id;
        if (const WorldProp* p = w.prop(a.id)) {
            e.at = p->at;
            e.prop = p->kind;
            e.aboutActor = false;
            w.props_.erase(w.props_.begin() + (p - w.props_.data()));
        } else {
            const WorldActor* who = w.actor(a.id);
            e.at = who->at;
            w.actors_.erase(w.actors_.begin() + (who - w.actors_.data()));
        }
        w.reindex();
    }

    // ---- afflict, cure: requests that statuses resolve in phase 4 ----

    static bool buildStatus(const Spec& s, Context& c, const Where& w, Action& a)
    {
        const Definitions& defs = c.definitions();
        auto id = c.actorId(s.id, w.key("id"), false);
        auto status = resolveName(defs.statuses, *s.status, w.key("status"), "status");
        std::optional<std::string> by;
        if (s.by)
            by = c.actorId(s.by, w.key("by"), false);
        bool good = id && status && (!s.by || by);
        if (status && a.kind == Action::Kind::Afflict) {
            if (s.turns && *s.turns < 1) {
                w.key("turns").error("a status lasts at least 1 turn, got " + std::to_string(*s.turns));
                good = false;
            } else if (!s.turns && !defs.statuses[*status].turns) {
                w.error("\"" + *s.status + "\" has no turns of its own: give \"turns\"");
                good = false;
            }
            if (!s.by && readsUser(defs.statuses[*status])) {
                w.error(userless(defs.statuses[*status]));
                good = false;
            }
        }
        if (s.instances && *s.instances < 1) {
            w.key("instances").error("cure at least 1 instance, got " + std::to_string(*s.instances)
                                     + " (leave \"instances\" out to cure every one)");
            good = false;
        }
        if (!good)
            return false;
        a.id = *id;
        a.status = *status;
        a.turns = s.turns;
        a.instances = s.instances;
        a.by = by.value_or(std::string());
        return true;
    }

    static Reason checkAfflict(const World& w, const Action& a)
    {
        if (auto r = whyNotLiving(w, a.id, "afflict"))
            return r;
        if (a.status.value >= w.defs_->statuses.size())
            return "no such status";
        if (!a.by.empty() && !w.actor(a.by))
            return "no actor \"" + a.by + "\" to credit";
        const StatusDef& s = w.defs_->statuses[a.status];
        const std::optional<std::int64_t> turns = a.turns ? a.turns : s.turns;
        if (!turns)
            return s.name + " has no turns of its own: give \"turns\"";
        if (*turns < 1)
            return "a status lasts at least 1 turn, got " + std::to_string(*turns);
        if (a.by.empty() && readsUser(s))
            return userless(s);
        return std::nullopt;
    }
    // A tick whose formula reads its user needs someone to have applied it.
    static bool readsUser(const StatusDef& s) { return s.tick && s.tick->formula && s.tick->formula->readsUser(); }
    static std::string userless(const StatusDef& s)
    {
        return s.name + "'s tick reads its user (" + s.tick->formula->text() + "), and nobody applies it here: give \"by\"";
    }

    static void doAfflict(World& w, const Action& a, TurnWork& work)
    {
        const std::int64_t turns = a.turns ? *a.turns : *w.defs_->statuses[a.status].turns;
        const EntityRef by = a.by.empty() ? EntityRef{} : w.actor(a.by)->ref;
        work.statuses.push_back({false, Afflict{w.actor(a.id)->ref, a.status, turns, by}, std::nullopt});
    }

    static Reason checkCure(const World& w, const Action& a)
    {
        if (auto r = whyNotLiving(w, a.id, "cure"))
            return r;
        if (a.status.value >= w.defs_->statuses.size())
            return "no such status";
        return std::nullopt;
    }

    static void doCure(World& w, const Action& a, TurnWork& work)
    {
        work.statuses.push_back({true, Afflict{w.actor(a.id)->ref, a.status, 0, EntityRef{}}, a.instances});
    }

    // ---- place: a new actor, or a prop, under a new id ----

    static bool buildPlace(const Spec& s, Context& c, const Where& w, Action& a)
    {
        if (s.actor.has_value() == s.prop.has_value()) {
            w.error("\"place\" needs \"actor\" or \"prop\" (one of them)");
            return false;
        }
        const Definitions& defs = c.definitions();
        std::optional<ActorId> actorKind;
        std::optional<PropId> propKind;
        if (s.actor)
            actorKind = resolveName(defs.actors, *s.actor, w.key("actor"), "actor");
        else
            propKind = resolveName(defs.props, *s.prop, w.key("prop"), "prop");
        const bool cellOk = c.cellOk(*s.at, w.key("at"));
        if ((!actorKind && !propKind) || !cellOk)
            return false;
        if (s.id->empty()) {
            w.key("id").error("the id is empty");
            return false;
        }
        if (!refuseControlCharacters(*s.id, w.key("id"), "id"))
            return false;
        a.id = *s.id;
        if (actorKind)
            a.actor = *actorKind;
        a.prop = propKind;
        a.to = *s.at;
        return true;
    }

    static Reason checkPlace(const World& w, const Action& a)
    {
        return a.prop ? w.whyNotPlaceProp(a.id, *a.prop, a.to) : w.whyNotPlace(a.id, a.actor, a.to);
    }

    static void doPlace(World& w, const Action& a, TurnWork& work)
    {
        WorldEvent& e = work.add(WorldEvent::Kind::Placed);
        if (a.prop) {
            const WorldProp& p = w.addProp(a.id, *a.prop, a.to);
            e.who = p.id;
            e.at = p.at;
            e.prop = p.kind;
            e.aboutActor = false;
            return;
        }
        const WorldActor& who = w.addActor(a.id, a.actor, a.to);
        e.who = who.id;
        e.at = who.at;
        e.actorKind = who.kind;
        e.faction = who.faction;
    }

    // ---- feed: a fact by hand, fed in phase 6 before the turn's own ----

    static bool buildFeed(const Spec& s, Context& c, const Where& w, Action& a)
    {
        const Definitions& defs = c.definitions();
        const FactByNameSpec& f = *s.fact;
        const Where fw = w.key("fact");
        auto factKind = resolveName(defs.factKinds, f.kind, fw.key("kind"), "fact kind");
        if (!factKind)
            return false;
        const FactKindDef& k = defs.factKinds[*factKind];
        Fact fact = Fact::of(*factKind);
        bool good = true;
        auto side = [&](const std::optional<std::string>& name, std::optional<FactRegistry> r, const char* role,
                        std::optional<FactValue>& out) {
            if (!name)
                return;
            if (!r) {
                fw.key(role).error("fact kind \"" + k.name + "\" has no " + role);
                good = false;
                return;
            }
            const auto names = factRegistryEntries(defs, *r);
            if (!names) {
                fw.key(role).error("cannot feed " + std::string(registryName(*r)) + " names yet");
                good = false;
                return;
            }
            auto it = std::find(names->begin(), names->end(), *name);
            if (it == names->end()) {
                fw.key(role).error("unknown " + std::string(registryNoun(*r)) + " \"" + *name + "\"" + didYouMean(*name, *names));
                good = false;
                return;
            }
            out = static_cast<FactValue>(it - names->begin());
        };
        side(f.subject, k.subject, "subject", fact.subject);
        side(f.object, k.object, "object", fact.object);
        if (f.amount)
            fact.amount = *f.amount;
        if (!good)
            return false;
        a.fact = fact;
        return true;
    }

    static Reason checkFeed(const World& w, const Action& a)
    {
        if (a.fact.kind.value >= w.defs_->factKinds.size())
            return "no such fact kind";
        return std::nullopt;
    }

    static void doFeed(World&, const Action& a, TurnWork& work) { work.handFacts.push_back(a.fact); }

    // ---- end encounter: lingering effects that last the encounter end ----

    static bool buildNothing(const Spec&, Context&, const Where&, Action&) { return true; }

    static Reason never(const World&, const Action&) { return std::nullopt; }

    static void doEndEncounter(World& w, const Action&, TurnWork& work)
    {
        for (WorldActor& who : w.actors_)
            w.reportEnded(who, who.holder.stats.effects().endEncounter(), work);
        work.add(WorldEvent::Kind::EncounterEnded).amount = w.encounter_;
        ++w.encounter_;
    }

    // ---- end duration: lingering effects that last a duration of the game's or the content's end ----

    static bool buildDuration(const Spec& s, Context& c, const Where& w, Action& a)
    {
        const std::string& name = *s.duration;
        if (Durations::isEngineName(name)) {
            w.key("duration").error("\"" + name + "\" is one of the engine's own durations, which end on their own "
                                    + (name == "end-of-encounter" ? "clock (\"end encounter\" ends it)" : "clock")
                                    + "; \"end duration\" ends one declared under \"durations\"");
            return false;
        }
        auto id = resolveName(c.definitions().durations.registered(), name, w.key("duration"), "duration");
        if (!id)
            return false;
        a.duration = *id;
        return true;
    }

    static Reason checkDuration(const World& w, const Action& a)
    {
        if (a.duration.value >= w.defs_->durations.registered().size())
            return "no such duration";
        return std::nullopt;
    }

    static void doEndDuration(World& w, const Action& a, TurnWork& work)
    {
        for (WorldActor& who : w.actors_)
            w.reportEnded(who, who.holder.stats.effects().endDuration(a.duration), work);
    }
};

namespace {
using K = Action::Kind;
using F = ActionField;
using E = WorldEvent::Kind;
using R = ActionRules;
constexpr bool kActs = true;         // the actor named acts: one of its actions this turn
constexpr bool kHappensToIt = false; // done to what it names, by the scenario or by hand

constexpr std::array<ActionRow, 16> kRows{{
    {K::Move, "move", {F::Id}, {F::Dir, F::To}, kActs, E::Moved, "moved", &R::buildMove, &R::checkMove, &R::doMove},
    {K::Use, "use", {F::Id, F::Item}, {}, kActs, E::Used, "used", &R::buildWithItem, &R::checkUse, &R::doUse},
    {K::Throw, "throw", {F::Id, F::Item, F::At}, {}, kActs, E::Thrown, "thrown", &R::buildWithItem, &R::checkThrow,
     &R::doThrow},
    {K::PickUp, "pick up", {F::Id, F::Item}, {}, kActs, E::PickedUp, "picked-up", &R::buildWithItem, &R::checkPickUp,
     &R::doPickUp},
    {K::Wear, "wear", {F::Id, F::Item}, {}, kActs, E::Wore, "wore", &R::buildWithItem, &R::checkWear,
     &R::doWearOrTakeOff},
    {K::TakeOff, "take off", {F::Id, F::Item}, {}, kActs, E::TookOff, "took-off", &R::buildWithItem, &R::checkTakeOff,
     &R::doWearOrTakeOff},
    {K::Attack, "attack", {F::Id, F::Target}, {}, kActs, E::Attacked, "attack", &R::buildAttack, &R::checkAttack,
     &R::doAttack},
    {K::Wait, "wait", {F::Id}, {}, kActs, E::Waited, "waited", &R::buildId, &R::checkWait, &R::doWait},
    {K::Afflict, "afflict", {F::Id, F::Status}, {F::Turns, F::By}, kHappensToIt, std::nullopt, "", &R::buildStatus,
     &R::checkAfflict, &R::doAfflict},
    {K::Cure, "cure", {F::Id, F::Status}, {F::Instances}, kHappensToIt, std::nullopt, "", &R::buildStatus,
     &R::checkCure, &R::doCure},
    {K::Place, "place", {F::Id, F::At}, {F::Actor, F::Prop}, kHappensToIt, E::Placed, "placed", &R::buildPlace,
     &R::checkPlace, &R::doPlace},
    {K::Remove, "remove", {F::Id}, {}, kHappensToIt, E::Removed, "removed", &R::buildId, &R::checkRemove,
     &R::doRemove},
    {K::Feed, "feed", {F::Fact}, {}, kHappensToIt, std::nullopt, "", &R::buildFeed, &R::checkFeed, &R::doFeed},
    {K::EndEncounter, "end encounter", {}, {}, kHappensToIt, E::EncounterEnded, "encounter-ended", &R::buildNothing,
     &R::never, &R::doEndEncounter},
    {K::EndDuration, "end duration", {F::Duration}, {}, kHappensToIt, std::nullopt, "", &R::buildDuration,
     &R::checkDuration, &R::doEndDuration},
    {K::Cast, "cast", {F::Id, F::Ability}, {F::At, F::Target}, kActs, E::Cast, "cast", &castRules::build,
     &castRules::whyNot, &R::doCast},
}};
static_assert(inEnumOrder(kRows, &ActionRow::kind), "kRows is in Action::Kind order, so a kind is its row's index");
} // namespace

std::span<const ActionRow> actionRows() { return kRows; }

const ActionRow& actionRow(Action::Kind kind) { return kRows[static_cast<std::size_t>(kind)]; }

const ActionRow* actionRowReporting(WorldEvent::Kind kind)
{
    for (const ActionRow& row : kRows)
        if (row.reports == kind)
            return &row;
    return nullptr;
}

} // namespace rb
