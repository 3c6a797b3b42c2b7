// Saving and restoring play state (see World::savePlay): a world described
// in the saved fields (play_spec.h), written through their lists; read
// through them again and built back, its names looked up in the content.
#include "rulebench/base/article.h"
#include "rulebench/content/actor_build.h"
#include "rulebench/stats/status_rules.h"
#include "rulebench/world/lingering_state.h"
#include "rulebench/world/play_checks.h"
#include "rulebench/world/play_spec.h"
#include "rulebench/world/play_state.h"
#include "rulebench/world/world.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <span>

namespace rb {

namespace {
struct StreamSlot {
    std::string_view name;
    std::optional<StreamPlay> StreamsPlay::*member;
};
constexpr StreamSlot kStreamSlots[] = {{keyOf<&StreamsPlay::ability>, &StreamsPlay::ability},
                                       {keyOf<&StreamsPlay::fire>, &StreamsPlay::fire},
                                       {keyOf<&StreamsPlay::attack>, &StreamsPlay::attack},
                                       {keyOf<&StreamsPlay::behaviour>, &StreamsPlay::behaviour}};

// What changes of a carrier in play, onto the spec of what carries it.
template <class Spec>
void describeCarrier(const Carrier& c, Spec& s)
{
    if (c.charges)
        s.charges = c.charges->left;
    Json fires = Json::array();
    bool limited = false;
    for (std::size_t i = 0; i < c.triggers.size(); ++i) {
        const bool unlimited = c.triggers.firesLeft(i) == PlacedTriggers::kUnlimited;
        fires.push_back(unlimited ? Json(nullptr) : Json(c.triggers.firesLeft(i)));
        limited = limited || !unlimited;
    }
    if (limited)
        s.fires = std::move(fires);
}

// Puts saved charges and fires onto a fresh carrier of the same definition.
template <class Spec>
void restoreCarrier(const Spec& s, const Where& w, Carrier& c)
{
    if (s.charges) {
        if (!c.charges)
            w.key("charges").error("this has no charges");
        else
            c.charges->left = std::max<std::int64_t>(*s.charges, 0);
    }
    if (!s.fires)
        return;
    const Json& fires = *s.fires;
    if (!fires.is_array() || fires.size() != c.triggers.size()) {
        w.key("fires").error("expected " + std::to_string(c.triggers.size()) + " entries, one per trigger");
        return;
    }
    for (std::size_t i = 0; i < fires.size(); ++i) {
        std::int64_t left = 0;
        if (!fires[i].is_null() && read(fires[i], w.key("fires").index(i), left))
            c.triggers.setFiresLeft(i, static_cast<std::uint32_t>(std::clamp<std::int64_t>(left, 0, kMaxFires)));
    }
}

// The id of the first effect `source` put on `store`, or nothing.
std::optional<std::int64_t> firstEffectId(const ConstantEffects& store, const Source& source)
{
    std::optional<std::int64_t> first;
    for (const Effect& e : store.all())
        if (e.source == source && (!first || static_cast<std::int64_t>(e.id.value) < *first))
            first = static_cast<std::int64_t>(e.id.value);
    return first;
}

// A status instance or a worn item of a saved actor, in the order to put them back on.
struct Rebuilt {
    std::optional<std::int64_t> first; // its first effect's id when saved
    bool status = false;
    std::size_t index = 0; // in the actor's statuses or items
};

// A saved name looked up in `registry`; nothing when it was not there to
// read (already said) or names nothing (said here).
template <class Def>
std::optional<Id<Def>> resolve(const Registry<Def>& registry, const std::optional<std::string>& name, const Where& w,
                               std::string_view noun)
{
    return name ? resolveName(registry, *name, w, noun) : std::nullopt;
}

// A carrier saved under its kind's name (`key`) and number: a fresh one of
// that kind with the saved charges and fires. Its kind, or nothing (said).
template <class Def, class Spec>
std::optional<Id<Def>> restoreCarrierOf(const Spec& s, const std::optional<std::string>& name, const Where& w,
                                        std::string_view key, const Registry<Def>& registry, std::size_t placed,
                                        Carrier (*place)(const Def&, EntityRef), Carrier& out)
{
    auto id = resolve(registry, name, w.key(key), key);
    if (!id)
        return std::nullopt;
    EntityRef ref{};
    if (s.ref && (*s.ref < 1 || static_cast<std::size_t>(*s.ref) > placed))
        w.key("ref").error("no placed thing number " + std::to_string(*s.ref));
    else if (s.ref)
        ref = static_cast<EntityRef>(*s.ref);
    out = place(registry[*id], ref);
    restoreCarrier(s, w, out);
    return id;
}
} // namespace

// A friend of World: the play state described in names, and built back.
struct PlayState {
    // ---- describing a world in the saved fields

    static PlaySpec describe(const World& w)
    {
        PlaySpec s;
        s.format = std::string(kPlayFormat);
        s.turn = w.turn_;
        s.encounter = w.encounter_;
        s.streams = describeStreams(w);
        s.placed = w.refIds_;
        for (const WorldActor& a : w.actors_)
            s.actors.push_back(describeActor(w, a));
        describeFields(w, s);
        describeThings(w, s);
        s.nextEffect = static_cast<std::int64_t>(w.nextEffectUuid_);
        describeProgress(w, s);
        if (w.defeated_)
            s.defeated = true;
        s.world = describeWorld(w, s); // last: it lists the names the rest uses
        return s;
    }

    static StreamsPlay describeStreams(const World& w)
    {
        RandomStreams streams = w.streams_; // reading a stream makes it; the world's own stay as they are
        StreamsPlay out;
        for (const StreamSlot& slot : kStreamSlots) {
            const RandomStream& stream = streams.stream(slot.name);
            out.*slot.member = StreamPlay{Hex64{stream.key()}, stream.state(), {}};
        }
        return out;
    }

    static ActorPlay describeActor(const World& w, const WorldActor& a)
    {
        const Definitions& defs = *w.defs_;
        ActorPlay s;
        s.id = a.id;
        s.actor = defs.actors[a.kind].name;
        s.ref = a.ref.number;
        s.at = a.at;
        s.alive = a.alive;
        for (const auto& [stat, base] : a.holder.stats.bases())
            s.stats.entries.emplace_back(defs.stats[stat].name, base);
        const ConstantEffects& effects = a.holder.stats.effects();
        for (const StatusInstance& i : a.holder.statuses.instances()) {
            StatusPlay& status = s.statuses.emplace_back();
            status.status = defs.statuses[i.status].name;
            status.instance = i.instance;
            status.turnsLeft = i.turnsLeft;
            status.by = i.by.number;
            if (!i.via.empty())
                status.via = i.via;
            status.effectId = firstEffectId(effects, Source::status(i.status, i.instance));
        }
        s.nextInstance = a.holder.statuses.nextInstance();
        describeBehaviour(defs, a, s);
        if (a.faction != defs.actors[a.kind].faction)
            s.faction = defs.factions[a.faction].name;
        for (const WorldItem& i : a.items) {
            ItemPlay& item = s.items.emplace_back();
            item.item = defs.items[i.kind].name;
            item.ref = i.ref().number;
            item.worn = i.worn;
            if (i.worn)
                item.effectId = firstEffectId(effects, Source::item(static_cast<std::uint32_t>(i.ref().number)));
            describeCarrier(i.carrier, item);
        }
        s.lingering = saveLingering(a.holder.stats.effects(), defs);
        s.nextEffectId = static_cast<std::int64_t>(a.holder.stats.effects().nextId());
        return s;
    }

    static void describeBehaviour(const Definitions& defs, const WorldActor& a, ActorPlay& s)
    {
        // Always: every behaviour weighs a mend against it, not only one that
        // flees (a restore without it takes the health it finds).
        s.startHealth = a.startHealth;
        for (const Cooldown& c : a.cooldowns)
            s.cooldowns.entries.emplace_back(defs.abilities[c.ability].name, c.readyAt);
        if (a.behaviour != defs.actors[a.kind].behaviour) {
            BehaviourSpec b;
            b.kind = std::string(toString(a.behaviour.act));
            b.fleeBelow = a.behaviour.fleeBelow;
            s.behaviour = std::move(b);
        }
    }

    // Burning and burnt-out cells, and gas (when the content has gas kinds).
    static void describeFields(const World& w, PlaySpec& s)
    {
        for (Cell c : w.fire_.burningCells())
            s.fire.push_back({c, w.fire_.turnsLeft(c), {}});
        for (Cell c : w.fire_.burntCells())
            s.burnt.cells.emplace_back(c);
        const Definitions& defs = *w.defs_;
        if (!defs.gasKinds)
            return;
        s.gas.emplace();
        for (std::uint32_t k = 0; k < defs.gasKinds->size(); ++k) {
            const Id<GasKind> kind{k};
            if (w.gas_.total(kind) == 0)
                continue;
            Json cells = Json::array();
            for (int y = 0; y < w.gas_.height(); ++y)
                for (int x = 0; x < w.gas_.width(); ++x)
                    if (const std::int32_t a = w.gas_.amount(kind, {x, y}); a > 0)
                        cells.push_back(Json::array({x, y, a}));
            s.gas->entries.emplace_back((*defs.gasKinds)[kind].name, std::move(cells));
        }
    }

    // Props, items on the floor and remnants waiting to land.
    static void describeThings(const World& w, PlaySpec& s)
    {
        const Definitions& defs = *w.defs_;
        for (const WorldProp& p : w.props_) {
            PropPlay& prop = s.props.emplace_back();
            prop.id = p.id;
            prop.prop = defs.props[p.kind].name;
            prop.ref = p.ref().number;
            prop.at = p.at;
            prop.health = p.health;
            describeCarrier(p.carrier, prop);
        }
        for (const FloorItem& f : w.floor_) {
            FloorPlay& floor = s.floor.emplace_back();
            floor.item = defs.items[f.item.kind].name;
            floor.ref = f.item.ref().number;
            floor.at = f.at;
            describeCarrier(f.item.carrier, floor);
        }
        for (const Remnant& r : w.remnants_) {
            // Remnants are what broken props leave; the kind is the one whose triggers it carries.
            const auto kind = w.propKindOf(r.carrier);
            RemnantPlay& remnant = s.remnants.emplace_back();
            remnant.prop = kind ? defs.props[*kind].name : std::string();
            remnant.ref = r.carrier.self.number;
            remnant.moment = defs.moments[r.moment].name;
            remnant.by = r.by.number;
            remnant.at = r.at;
            describeCarrier(r.carrier, remnant);
        }
    }

    static void describeProgress(const World& w, PlaySpec& s)
    {
        const Definitions& defs = *w.defs_;
        s.counters.emplace();
        for (std::uint32_t c = 0; c < defs.counters.size(); ++c)
            s.counters->entries.emplace_back(defs.counters[CounterId{c}].name, w.ledger_.value(CounterId{c}));
        s.quests.emplace();
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            Json progress = Json::array();
            for (std::size_t i = 0; i < defs.quests[QuestId{q}].objectives.size(); ++i)
                progress.push_back(w.tracker_.progress(QuestId{q}, i));
            const std::string_view state = wordOf(kQuestStates, w.tracker_.state(QuestId{q}));
            s.quests->entries.emplace_back(defs.quests[QuestId{q}].name, QuestPlay{std::string(state), progress, {}});
        }
    }

    // ---- building back, onto `next` (a copy of the world); every problem said at `w`

    // A play state of a format this Rulebench does not read is refused for
    // that alone, before its fields are read: whatever else it lacks or adds
    // follows from the format.
    static bool unknownFormat(const Json& play, const Where& w)
    {
        const Json* format = play.is_object() && play.contains("format") ? &play["format"] : nullptr;
        if (!format || !format->is_string() || format->get<std::string>() == kPlayFormat
            || format->get<std::string>() == kPlayFormatWithoutWorld
            || format->get<std::string>() == kOlderPlayFormat) // read by converting it
            return false;
        w.key("format").error("unknown play format \"" + format->get<std::string>() + "\"; this Rulebench reads \""
                              + std::string(kPlayFormat) + "\"");
        return true;
    }

    static void build(const PlaySpec& s, const Where& w, World& next)
    {
        if (s.turn)
            next.turn_ = *s.turn;
        if (s.encounter)
            next.encounter_ = *s.encounter;
        if (s.streams)
            buildStreams(*s.streams, next);
        if (s.placed)
            next.refIds_ = *s.placed;
        next.actors_.clear();
        for (std::size_t i = 0; i < s.actors.size(); ++i)
            buildActor(s.actors[i], w.key("actors").index(i), next, next.actors_.emplace_back());
        buildFire(s, w, next);
        buildGas(s, w, next);
        buildThings(s, w, next);
        if (s.nextEffect && *s.nextEffect >= 1)
            next.nextEffectUuid_ = static_cast<std::uint64_t>(*s.nextEffect);
        if (s.counters)
            buildCounters(*s.counters, w.key("counters"), next);
        if (s.quests)
            buildQuests(*s.quests, w.key("quests"), next);
        next.defeated_ = s.defeated.value_or(false);
    }

    static void buildStreams(const StreamsPlay& s, World& next)
    {
        for (const StreamSlot& slot : kStreamSlots) {
            const std::optional<StreamPlay>& stream = s.*slot.member;
            // One not drawn from when saved starts fresh.
            if (stream && stream->key && stream->state)
                next.streams_.stream(slot.name) = RandomStream::fromState(stream->key->value, *stream->state);
        }
    }

    static void buildActor(const ActorPlay& s, const Where& w, World& next, WorldActor& a)
    {
        const Definitions& defs = *next.defs_;
        if (s.id) {
            a.id = *s.id;
            refuseControlCharacters(a.id, w.key("id"), "id");
        }
        if (auto id = resolve(defs.actors, s.actor, w.key("actor"), "actor")) {
            a.kind = *id;
            a.faction = defs.actors[*id].faction;
        }
        if (s.faction) {
            if (auto faction = defs.factions.find(*s.faction))
                a.faction = *faction;
            else
                w.key("faction").error("no actor is of the faction \"" + *s.faction + "\"");
        }
        if (s.ref && (*s.ref < 1 || static_cast<std::size_t>(*s.ref) > next.refIds_.size()))
            w.key("ref").error("no placed actor number " + std::to_string(*s.ref));
        a.ref = static_cast<ActorRef>(s.ref.value_or(0));
        a.at = s.at.value_or(a.at);
        a.alive = s.alive.value_or(a.alive);
        for (const auto& [name, base] : s.stats.entries)
            if (auto stat = resolveName(defs.stats, name, w.key("stats").key(name), "stat"))
                a.holder.stats.setBase(*stat, base);
        buildStatuses(s, w, defs, a);
        restoreBehaviour(s, w, next, a);
        buildItems(s, w, next, a);
        const auto firstIds = putOnInOrder(s, w, next, a);
        // After statuses and gear, which take the ids they held; lingering effects keep theirs.
        restoreLingering(s.lingering, s.nextEffectId, w, defs, a.holder.stats.effects(), firstIds);
    }

    static void buildStatuses(const ActorPlay& s, const Where& w, const Definitions& defs, WorldActor& a)
    {
        std::vector<StatusInstance> instances;
        for (std::size_t i = 0; i < s.statuses.size(); ++i) {
            const StatusPlay& saved = s.statuses[i];
            StatusInstance& instance = instances.emplace_back();
            if (auto id = resolve(defs.statuses, saved.status, w.key("statuses").index(i).key("status"), "status"))
                instance.status = *id;
            instance.instance = static_cast<std::uint32_t>(saved.instance.value_or(0));
            instance.turnsLeft = saved.turnsLeft.value_or(0);
            instance.by = static_cast<ActorRef>(saved.by.value_or(0));
            instance.via = saved.via.value_or(std::string());
        }
        a.holder.statuses.restore(std::move(instances), static_cast<std::uint32_t>(s.nextInstance.value_or(1)));
    }

    // Puts the statuses' and the worn gear's modifiers back on in the order
    // the straight run did (by the id each one's first effect held; a save
    // without them: statuses, then gear). The sources and their first ids.
    static std::vector<std::pair<Source, std::uint64_t>> putOnInOrder(const ActorPlay& s, const Where& w, World& next,
                                                                      WorldActor& a)
    {
        const Definitions& defs = *next.defs_;
        const std::vector<StatusInstance>& instances = a.holder.statuses.instances();
        std::vector<Rebuilt> order;
        for (std::size_t i = 0; i < instances.size() && i < s.statuses.size(); ++i)
            order.push_back({s.statuses[i].effectId, true, i});
        for (std::size_t i = 0; i < a.items.size() && i < s.items.size(); ++i)
            if (s.items[i].worn.value_or(false))
                order.push_back({s.items[i].effectId, false, i});
        const auto key = [](const Rebuilt& r) { return r.first.value_or(std::numeric_limits<std::int64_t>::max()); };
        std::stable_sort(order.begin(), order.end(), [&](const Rebuilt& x, const Rebuilt& y) { return key(x) < key(y); });
        std::vector<std::pair<Source, std::uint64_t>> firstIds;
        for (const Rebuilt& r : order) {
            Source source;
            if (r.status) {
                reinstallStatus(defs.statuses, a.holder, instances[r.index]);
                source = Source::status(instances[r.index].status, instances[r.index].instance);
            } else {
                WorldItem& item = a.items[r.index];
                if (defs.items[item.kind].worn.empty()) {
                    w.key("items").index(r.index).key("worn").error(withArticle(defs.items[item.kind].name) + " is not worn");
                    continue;
                }
                next.wearItem(a, item);
                source = Source::item(static_cast<std::uint32_t>(item.ref().number));
            }
            if (r.first && *r.first >= 1)
                firstIds.emplace_back(source, static_cast<std::uint64_t>(*r.first));
        }
        return firstIds;
    }

    static void restoreBehaviour(const ActorPlay& s, const Where& w, const World& next, WorldActor& a)
    {
        const Definitions& defs = *next.defs_;
        if (a.kind.value < defs.actors.size())
            a.behaviour = defs.actors[a.kind].behaviour;
        if (s.behaviour)
            if (auto built = buildBehaviour(*s.behaviour, w.key("behaviour")))
                a.behaviour = *built;
        a.startHealth = s.startHealth.value_or(next.value(a, next.settings_.health));
        for (const auto& [name, readyAt] : s.cooldowns.entries)
            if (auto ability = resolveName(defs.abilities, name, w.key("cooldowns").key(name), "ability"))
                a.cooldowns.push_back(Cooldown{*ability, readyAt});
        // In ability order, as a cast keeps them (a file's order is not kept in reading).
        std::sort(a.cooldowns.begin(), a.cooldowns.end(),
                  [](const Cooldown& x, const Cooldown& y) { return x.ability.value < y.ability.value; });
    }

    static void buildItems(const ActorPlay& s, const Where& w, World& next, WorldActor& a)
    {
        for (std::size_t i = 0; i < s.items.size(); ++i)
            a.items.push_back(restoreItem(s.items[i], w.key("items").index(i), next)); // worn: putOnInOrder
    }

    // An item of a known kind, fresh, with what the save says changed.
    template <class Spec>
    static WorldItem restoreItem(const Spec& s, const Where& w, const World& next)
    {
        const Definitions& defs = *next.defs_;
        WorldItem item;
        if (auto id = restoreCarrierOf(s, s.item, w, "item", defs.items, next.refIds_.size(), &placeItem, item.carrier))
            item.kind = *id;
        return item;
    }

    static void buildFire(const PlaySpec& s, const Where& w, World& next)
    {
        next.fire_ = FireField(next.grid_, next.fire_.rules());
        for (std::size_t i = 0; i < s.fire.size(); ++i) {
            const BurningPlay& f = s.fire[i];
            if (f.at && f.turns && !next.fire_.ignite(next.grid_, *f.at, static_cast<int>(*f.turns)))
                w.key("fire").index(i).key("at").error("cannot burn there");
        }
        for (std::size_t i = 0; i < s.burnt.cells.size(); ++i)
            if (s.burnt.cells[i] && !next.fire_.markBurnt(*s.burnt.cells[i]))
                w.key("burnt").index(i).error("outside the map");
    }

    static void buildGas(const PlaySpec& s, const Where& w, World& next)
    {
        const Definitions& defs = *next.defs_;
        next.gas_ = GasField(next.grid_, defs.gasKinds ? *defs.gasKinds : GasKinds());
        if (!s.gas || !defs.gasKinds)
            return;
        for (const auto& [name, cells] : s.gas->entries) {
            const Where gw = w.key("gas").key(name);
            const auto kind = defs.gasKinds->find(name);
            if (!kind) {
                gw.error("unknown gas \"" + name + "\"" + didYouMean(name, defs.gasKinds->names()));
                continue;
            }
            if (!cells.is_array()) {
                gw.error("expected a list of [x, y, amount]");
                continue;
            }
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const Json& c = cells[i];
                const bool shaped = c.is_array() && c.size() == 3 && c[0].is_number_integer() && c[1].is_number_integer()
                    && c[2].is_number_integer() && std::llabs(c[0].get<std::int64_t>()) <= Grid::kMaxSide
                    && std::llabs(c[1].get<std::int64_t>()) <= Grid::kMaxSide;
                const Cell at = shaped ? Cell{c[0].get<int>(), c[1].get<int>()} : Cell{};
                if (!shaped || !next.gas_.addGas(next.grid_, *kind, at, c[2].get<std::int64_t>()))
                    gw.index(i).error("expected [x, y, amount] on a floor cell, got " + c.dump());
            }
        }
    }

    // Props, items on the floor and remnants waiting to land.
    static void buildThings(const PlaySpec& s, const Where& w, World& next)
    {
        const Definitions& defs = *next.defs_;
        const std::size_t placed = next.refIds_.size();
        next.props_.clear();
        for (std::size_t i = 0; i < s.props.size(); ++i)
            buildProp(s.props[i], w.key("props").index(i), next, next.props_.emplace_back());
        next.floor_.clear();
        for (std::size_t i = 0; i < s.floor.size(); ++i) {
            const FloorPlay& saved = s.floor[i];
            FloorItem& f = next.floor_.emplace_back();
            f.at = saved.at.value_or(f.at);
            f.item = restoreItem(saved, w.key("floor").index(i), next);
        }
        next.remnants_.clear();
        for (std::size_t i = 0; i < s.remnants.size(); ++i) {
            const RemnantPlay& saved = s.remnants[i];
            const Where rw = w.key("remnants").index(i);
            Remnant& rem = next.remnants_.emplace_back();
            restoreCarrierOf(saved, saved.prop, rw, "prop", defs.props, placed, &rb::placeProp, rem.carrier);
            if (auto m = resolve(defs.moments, saved.moment, rw.key("moment"), "moment"))
                rem.moment = *m;
            rem.by = static_cast<ActorRef>(saved.by.value_or(0));
            rem.at = saved.at.value_or(rem.at);
        }
    }

    static void buildProp(const PropPlay& s, const Where& w, World& next, WorldProp& p)
    {
        const Definitions& defs = *next.defs_;
        if (s.id) {
            p.id = *s.id;
            refuseControlCharacters(p.id, w.key("id"), "id");
        }
        p.at = s.at.value_or(p.at);
        auto id = restoreCarrierOf(s, s.prop, w, "prop", defs.props, next.refIds_.size(), &rb::placeProp, p.carrier);
        if (!id)
            return;
        const PropDef& def = defs.props[*id];
        p.kind = *id;
        p.health = def.health;
        if (def.flammable)
            next.grid_.setFlammable(p.at);
        if (s.health && !p.health)
            w.key("health").error(withArticle(def.name) + " has no health");
        else if (s.health)
            p.health = *s.health;
    }

    static void buildCounters(const Named<std::int64_t>& s, const Where& w, World& next)
    {
        const Definitions& defs = *next.defs_;
        std::vector<std::int64_t> values(defs.counters.size(), 0);
        for (const auto& [name, value] : s.entries)
            if (auto c = resolveName(defs.counters, name, w.key(name), "counter"))
                values[c->value] = value;
        next.ledger_.restore(values);
    }

    // Every quest of the content, in its order; a saved quest the content no longer has is let go.
    static void buildQuests(const Named<QuestPlay>& s, const Where& w, World& next)
    {
        const Definitions& defs = *next.defs_;
        std::vector<QuestState> states;
        std::vector<std::int64_t> progress;
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            states.push_back(next.tracker_.state(QuestId{q}));
            progress.resize(progress.size() + defs.quests[QuestId{q}].objectives.size(), 0);
        }
        std::size_t flatFirst = 0;
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            const QuestDef& def = defs.quests[QuestId{q}];
            const Where qw = w.key(def.name);
            const auto saved = std::find_if(s.entries.begin(), s.entries.end(), [&](const auto& e) { return e.first == def.name; });
            if (saved == s.entries.end())
                qw.error("missing quest \"" + def.name + "\"");
            else
                buildQuest(saved->second, qw, def, states[q], std::span(progress).subspan(flatFirst, def.objectives.size()));
            flatFirst += def.objectives.size();
        }
        next.tracker_.restore(states, progress);
    }

    static void buildQuest(const QuestPlay& s, const Where& w, const QuestDef& def, QuestState& state,
                           std::span<std::int64_t> progress)
    {
        if (s.state) {
            if (auto parsed = parseWord(*s.state, kQuestStates))
                state = *parsed;
            else
                w.key("state").error("unknown quest state \"" + *s.state + "\"; one of " + wordsOf(kQuestStates));
        }
        if (!s.progress || !s.progress->is_array() || s.progress->size() != def.objectives.size()) {
            w.key("progress").error("expected " + std::to_string(def.objectives.size()) + " numbers, one per objective");
            return;
        }
        for (std::size_t i = 0; i < progress.size(); ++i)
            read((*s.progress)[i], w.key("progress").index(i), progress[i]);
    }

    // ---- the whole

    static OrderedJson save(const World& w) { return toJson(describe(w)); }

    static bool restore(World& world, const Json& play, const Where& where, RestoreOptions options)
    {
        Diagnostics local;
        const Where root{&local, where.path, where.definition};
        World next = world;
        ObjectReader r(play, root);
        if (!r.isObject()) {
            root.error("expected the play state as an object, got " + describeType(play));
        } else if (!unknownFormat(play, root)) {
            PlaySpec spec;
            readSpec(r, spec);
            upgradeOlderPlay(spec);
            if (options.reseed)
                spec.streams.reset(); // every stream starts afresh from this world's seed
            // A save of another world is refused for that alone: what it puts
            // on this map would only say the same again, place by place.
            if (!spec.world || checkWorld(*spec.world, next, root.key("world"), options)) {
                build(spec, root, next);
                checkStanding(spec, next, root);
            }
        }
        for (const Diagnostic& d : local.all())
            where.diagnostics->add(d);
        if (local.hasErrors())
            return false;
        next.reindex();
        world = std::move(next);
        return true;
    }
};

OrderedJson playState(const World& world) { return PlayState::save(world); }

bool restorePlayState(World& world, const Json& play, const Where& where, RestoreOptions options)
{
    return PlayState::restore(world, play, where, options);
}

std::string World::savePlay() const { return PlayState::save(*this).dump(); }

Result<void> World::restorePlay(std::string_view text, RestoreOptions options)
{
    Diagnostics problems;
    std::optional<Json> play = parseJson(text, problems);
    // Text read with an error (a key written twice) is refused before anything changes.
    if (!play || problems.hasErrors())
        return failure(std::move(problems));
    PlayState::restore(*this, *play, Where{&problems, {}, {}}, options);
    return Result<void>(std::move(problems)); // a failure when it holds an error
}

} // namespace rb
