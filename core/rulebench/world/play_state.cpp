// Saving and restoring play state (see World::savePlay).
#include "rulebench/content/actor_build.h"
#include "rulebench/world/lingering_state.h"
#include "rulebench/world/world.h"
#include "rulebench/stats/status_rules.h"

#include <array>
#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace rb {

namespace {
constexpr std::string_view kPlayStreams[] = {kAbilityStream, kFireStream, kAttackStream, kBehaviourStream};

// 64-bit numbers as 16 hex digits: JSON readers elsewhere keep only 53 bits.
std::string hex64(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

bool readHex64(const Json& j, const Where& w, std::uint64_t& out)
{
    if (!j.is_string() || j.get<std::string>().size() != 16) {
        w.error("expected 16 hex digits, got " + j.dump());
        return false;
    }
    std::uint64_t v = 0;
    for (char c : j.get<std::string>()) {
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) {
            w.error("expected 16 hex digits, got " + j.dump());
            return false;
        }
        v = v << 4 | static_cast<std::uint64_t>(d);
    }
    out = v;
    return true;
}

// What changes of a carrier in play: its charges and its triggers' fires left
// (null for unlimited); both only when there is something to say.
void saveCarrier(OrderedJson& j, const Carrier& c)
{
    if (c.charges)
        j["charges"] = c.charges->left;
    bool limited = false;
    OrderedJson fires = OrderedJson::array();
    for (std::size_t i = 0; i < c.triggers.size(); ++i) {
        if (c.triggers.firesLeft(i) == PlacedTriggers::kUnlimited) {
            fires.push_back(nullptr);
        } else {
            fires.push_back(c.triggers.firesLeft(i));
            limited = true;
        }
    }
    if (limited)
        j["fires"] = std::move(fires);
}

// Puts saved charges and fires onto a fresh carrier of the same definition.
void restoreCarrier(ObjectReader& r, Carrier& c)
{
    if (const Json* charges = r.get("charges")) {
        std::int64_t left = 0;
        if (!c.charges)
            r.at("charges").error("this has no charges");
        else if (read(*charges, r.at("charges"), left))
            c.charges->left = std::max<std::int64_t>(left, 0);
    }
    const Json* fires = r.get("fires");
    if (!fires)
        return;
    if (!fires->is_array() || fires->size() != c.triggers.size()) {
        r.at("fires").error("expected " + std::to_string(c.triggers.size()) + " entries, one per trigger");
        return;
    }
    for (std::size_t i = 0; i < fires->size(); ++i) {
        if ((*fires)[i].is_null())
            continue;
        std::int64_t left = 0;
        if (read((*fires)[i], r.at("fires").index(i), left))
            c.triggers.setFiresLeft(i, static_cast<std::uint32_t>(std::clamp<std::int64_t>(left, 0, kMaxFires)));
    }
}


// A number a save gave to something placed, checked against "placed".
bool readRef(ObjectReader& r, std::string_view key, std::size_t placed, EntityRef& out)
{
    std::int64_t ref = 0;
    if (!r.required(key, ref))
        return false;
    if (ref < 1 || static_cast<std::size_t>(ref) > placed) {
        r.at(key).error("no placed thing number " + std::to_string(ref));
        return false;
    }
    out = static_cast<EntityRef>(ref);
    return true;
}

// A name the save must give, looked up in `registry` (reported when missing or unknown).
template <class Def>
std::optional<Id<Def>> requiredName(ObjectReader& r, std::string_view key, const Registry<Def>& registry,
                                    std::string_view noun)
{
    std::string name;
    if (!r.required(key, name))
        return std::nullopt;
    return resolveName(registry, name, r.at(key), noun);
}

// A carrier saved under its kind's name (`key`) and number: a fresh one of
// that kind with the saved charges and fires. Its kind, or nothing (reported).
template <class Def>
std::optional<Id<Def>> restoreCarrierOf(ObjectReader& r, std::string_view key, const Registry<Def>& registry,
                                        const char* noun, std::size_t placed, Carrier (*place)(const Def&, EntityRef),
                                        Carrier& out)
{
    auto id = requiredName(r, key, registry, noun);
    if (!id)
        return std::nullopt;
    EntityRef ref = 0;
    readRef(r, "ref", placed, ref);
    out = place(registry[*id], ref);
    restoreCarrier(r, out);
    return id;
}

std::string_view questStateName(QuestState s)
{
    switch (s) {
    case QuestState::Locked: return "locked";
    case QuestState::Open: return "open";
    case QuestState::Done: return "done";
    }
    return "locked";
}
} // namespace

// A friend of World: each part of the play state, saved and put back.
struct PlayState {
    // ---- saving

    static OrderedJson saveStreams(const World& w)
    {
        RandomStreams streams = w.streams_; // reading a stream makes it; the world's own stay as they are
        OrderedJson sj = OrderedJson::object();
        for (std::string_view d : kPlayStreams) {
            const RandomStream& s = streams.stream(d);
            OrderedJson state = OrderedJson::array();
            for (std::uint64_t x : s.state())
                state.push_back(hex64(x));
            sj[std::string(d)] = OrderedJson{{"key", hex64(s.key())}, {"state", std::move(state)}};
        }
        return sj;
    }

    static OrderedJson saveActor(const World& w, const WorldActor& a)
    {
        const Definitions& defs = *w.defs_;
        OrderedJson aj = OrderedJson::object();
        aj["id"] = a.id;
        aj["actor"] = defs.actors[a.kind].name;
        aj["ref"] = a.ref;
        aj["at"] = OrderedJson::array({a.at.x, a.at.y});
        aj["alive"] = a.alive;
        OrderedJson stats = OrderedJson::object();
        for (const auto& [stat, base] : a.holder.stats.bases())
            stats[defs.stats[stat].name] = base;
        aj["stats"] = std::move(stats);
        OrderedJson statuses = OrderedJson::array();
        for (const StatusInstance& i : a.holder.statuses.instances())
        {
            OrderedJson status{{"status", defs.statuses[i.status].name}, {"instance", i.instance}, {"turns_left", i.turnsLeft}, {"by", i.by}};
            if (!i.via.empty())
                status["via"] = i.via;
            statuses.push_back(std::move(status));
        }
        aj["statuses"] = std::move(statuses);
        aj["next_instance"] = a.holder.statuses.nextInstance();
        saveBehaviour(w, a, aj);
        if (!a.items.empty()) {
            OrderedJson items = OrderedJson::array();
            for (const WorldItem& i : a.items) {
                OrderedJson ij{{"item", defs.items[i.kind].name}, {"ref", i.ref()}, {"worn", i.worn}};
                saveCarrier(ij, i.carrier);
                items.push_back(std::move(ij));
            }
            aj["items"] = std::move(items);
        }
        saveLingering(a.holder.stats.effects(), defs, aj);
        return aj;
    }

    // What a behaviour needs to go on as it would have: the health it started
    // with (when it flees below a share of it), its cooldowns, and (when the
    // scenario gave this actor its own) the behaviour.
    static void saveBehaviour(const World& w, const WorldActor& a, OrderedJson& aj)
    {
        const Definitions& defs = *w.defs_;
        if (a.behaviour.fleeBelow)
            aj["start_health"] = a.startHealth;
        if (!a.cooldowns.empty()) {
            OrderedJson cooldowns = OrderedJson::object();
            for (const Cooldown& c : a.cooldowns)
                cooldowns[defs.abilities[c.ability].name] = c.readyAt;
            aj["cooldowns"] = std::move(cooldowns);
        }
        if (a.behaviour != defs.actors[a.kind].behaviour) {
            BehaviourSpec b;
            b.kind = std::string(toString(a.behaviour.act));
            b.fleeBelow = a.behaviour.fleeBelow;
            aj["behaviour"] = toJson(b);
        }
    }

    static void restoreBehaviour(ObjectReader& ar, const World& next, WorldActor& a)
    {
        const Definitions& defs = *next.defs_;
        if (a.kind.value < defs.actors.size())
            a.behaviour = defs.actors[a.kind].behaviour;
        if (const Json* b = ar.get("behaviour")) {
            BehaviourSpec spec;
            if (read(*b, ar.at("behaviour"), spec))
                if (auto built = buildBehaviour(spec, ar.at("behaviour")))
                    a.behaviour = *built;
        }
        a.startHealth = next.value(a, next.settings_.health);
        ar.optional("start_health", a.startHealth);
        if (const Json* cooldowns = ar.get("cooldowns"); cooldowns && cooldowns->is_object()) {
            for (auto it = cooldowns->begin(); it != cooldowns->end(); ++it) {
                const Where cw = ar.at("cooldowns").key(it.key());
                std::int64_t readyAt = 0;
                if (auto ability = resolveName(defs.abilities, it.key(), cw, "ability"); ability && read(it.value(), cw, readyAt))
                    a.cooldowns.push_back(Cooldown{*ability, readyAt});
            }
        }
    }

    // Burning and burnt-out cells, and gas (when the content has gas kinds).
    static void saveFields(const World& w, OrderedJson& j)
    {
        OrderedJson fire = OrderedJson::array();
        for (Cell c : w.fire_.burningCells())
            fire.push_back(OrderedJson{{"at", OrderedJson::array({c.x, c.y})}, {"turns", w.fire_.turnsLeft(c)}});
        j["fire"] = std::move(fire);
        OrderedJson burnt = OrderedJson::array();
        for (Cell c : w.fire_.burntCells())
            burnt.push_back(toJson(c));
        j["burnt"] = std::move(burnt);
        const Definitions& defs = *w.defs_;
        if (!defs.gasKinds)
            return;
        OrderedJson gas = OrderedJson::object();
        for (std::uint32_t k = 0; k < defs.gasKinds->size(); ++k) {
            const Id<GasKind> kind{k};
            if (w.gas_.total(kind) == 0)
                continue;
            OrderedJson cells = OrderedJson::array();
            for (int y = 0; y < w.gas_.height(); ++y)
                for (int x = 0; x < w.gas_.width(); ++x)
                    if (const std::int32_t a = w.gas_.amount(kind, {x, y}); a > 0)
                        cells.push_back(OrderedJson::array({x, y, a}));
            gas[(*defs.gasKinds)[kind].name] = std::move(cells);
        }
        j["gas"] = std::move(gas);
    }

    // Props, items on the floor and remnants waiting to land.
    static void saveThings(const World& w, OrderedJson& j)
    {
        const Definitions& defs = *w.defs_;
        OrderedJson props = OrderedJson::array();
        for (const WorldProp& p : w.props_) {
            OrderedJson pj{{"id", p.id}, {"prop", defs.props[p.kind].name}, {"ref", p.ref()}, {"at", toJson(p.at)}};
            if (p.health)
                pj["health"] = *p.health;
            saveCarrier(pj, p.carrier);
            props.push_back(std::move(pj));
        }
        j["props"] = std::move(props);
        OrderedJson floor = OrderedJson::array();
        for (const FloorItem& f : w.floor_) {
            OrderedJson fj{{"item", defs.items[f.item.kind].name}, {"ref", f.item.ref()}, {"at", toJson(f.at)}};
            saveCarrier(fj, f.item.carrier);
            floor.push_back(std::move(fj));
        }
        j["floor"] = std::move(floor);
        OrderedJson remnants = OrderedJson::array();
        for (const Remnant& r : w.remnants_) {
            // Remnants are what broken props leave; the kind is the one whose triggers it carries.
            const auto kind = w.propKindOf(r.carrier);
            OrderedJson rj{{"prop", kind ? defs.props[*kind].name : std::string()}, {"ref", r.carrier.self},
                           {"moment", defs.moments[r.moment].name}, {"by", r.by}, {"at", toJson(r.at)}};
            saveCarrier(rj, r.carrier);
            remnants.push_back(std::move(rj));
        }
        j["remnants"] = std::move(remnants);
    }

    static void saveProgress(const World& w, OrderedJson& j)
    {
        const Definitions& defs = *w.defs_;
        OrderedJson counters = OrderedJson::object();
        for (std::uint32_t c = 0; c < defs.counters.size(); ++c)
            counters[defs.counters[CounterId{c}].name] = w.ledger_.value(CounterId{c});
        j["counters"] = std::move(counters);
        OrderedJson quests = OrderedJson::object();
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            OrderedJson progress = OrderedJson::array();
            for (std::size_t i = 0; i < defs.quests[QuestId{q}].objectives.size(); ++i)
                progress.push_back(w.tracker_.progress(QuestId{q}, i));
            quests[defs.quests[QuestId{q}].name] =
                OrderedJson{{"state", questStateName(w.tracker_.state(QuestId{q}))}, {"progress", std::move(progress)}};
        }
        j["quests"] = std::move(quests);
    }

    // ---- putting back, onto `next` (a copy of the world); every problem reported through `r`

    static void restoreStreams(ObjectReader& r, World& next)
    {
        const Json* streams = r.get("streams");
        if (!streams)
            return;
        ObjectReader sr(*streams, r.at("streams"));
        for (std::string_view d : kPlayStreams) {
            const Json* s = sr.get(d);
            if (!s)
                continue; // not drawn from when saved: it starts fresh
            ObjectReader one(*s, sr.at(d));
            std::uint64_t key = 0;
            std::array<std::uint64_t, 4> state{};
            bool ok = false;
            if (const Json* k = one.get("key"))
                ok = readHex64(*k, one.at("key"), key);
            const Json* st = one.get("state");
            if (!st || !st->is_array() || st->size() != 4) {
                one.at("state").error("expected 4 numbers of 16 hex digits");
                ok = false;
            } else {
                for (std::size_t i = 0; i < 4; ++i)
                    ok = readHex64((*st)[i], one.at("state").index(i), state[i]) && ok;
            }
            one.finish();
            if (ok)
                next.streams_.stream(d) = RandomStream::fromState(key, state);
        }
        sr.finish();
    }

    // An item of a known kind, fresh, with what the save says changed.
    static void restoreItem(ObjectReader& ir, const World& next, WorldItem& item)
    {
        const Definitions& defs = *next.defs_;
        if (auto id = restoreCarrierOf(ir, "item", defs.items, "item", next.refIds_.size(), &placeItem, item.carrier))
            item.kind = *id;
    }

    static void restoreActor(ObjectReader& ar, World& next, WorldActor& a)
    {
        const Definitions& defs = *next.defs_;
        if (ar.required("id", a.id))
            refuseControlCharacters(a.id, ar.at("id"), "id");
        if (auto id = requiredName(ar, "actor", defs.actors, "actor")) {
            a.kind = *id;
            a.faction = defs.actors[*id].faction;
        }
        std::int64_t ref = 0;
        if (ar.required("ref", ref) && (ref < 1 || static_cast<std::size_t>(ref) > next.refIds_.size()))
            ar.at("ref").error("no placed actor number " + std::to_string(ref));
        a.ref = static_cast<ActorRef>(ref);
        ar.required("at", a.at);
        ar.required("alive", a.alive);
        if (const Json* stats = ar.get("stats"); stats && stats->is_object()) {
            for (auto it = stats->begin(); it != stats->end(); ++it) {
                std::int64_t base = 0;
                const Where sw = ar.at("stats").key(it.key());
                if (auto stat = resolveName(defs.stats, it.key(), sw, "stat"); stat && read(it.value(), sw, base))
                    a.holder.stats.setBase(*stat, base);
            }
        }
        std::vector<StatusInstance> instances;
        readList(ar, "statuses", instances, [&](ObjectReader& ir, StatusInstance& i) {
            if (auto id = requiredName(ir, "status", defs.statuses, "status"))
                i.status = *id;
            std::int64_t n = 0;
            if (ir.required("instance", n))
                i.instance = static_cast<std::uint32_t>(n);
            ir.required("turns_left", i.turnsLeft);
            std::int64_t by = 0;
            if (ir.required("by", by))
                i.by = static_cast<ActorRef>(by);
            ir.optional("via", i.via);
            ir.finish();
        });
        std::int64_t nextInstance = 1;
        ar.required("next_instance", nextInstance);
        a.holder.statuses.restore(std::move(instances), static_cast<std::uint32_t>(nextInstance));
        reinstallStatuses(defs.statuses, a.holder);
        restoreBehaviour(ar, next, a);
        readList(ar, "items", a.items, [&](ObjectReader& ir, WorldItem& i) {
            restoreItem(ir, next, i);
            i.worn = false;
            bool worn = false;
            if (ir.required("worn", worn) && worn) {
                if (defs.items[i.kind].worn.empty())
                    ir.at("worn").error("a " + defs.items[i.kind].name + " is not worn");
                else
                    next.wearItem(a, i);
            }
            ir.finish();
        });
        // After statuses and gear, whose effects make way for the saved ids.
        restoreLingering(ar, defs, a.holder.stats.effects());
        ar.finish();
    }

    static void restoreFire(ObjectReader& r, World& next)
    {
        next.fire_ = FireField(next.grid_, next.fire_.rules());
        if (const Json* fire = r.get("fire"); fire && fire->is_array()) {
            for (std::size_t i = 0; i < fire->size(); ++i) {
                ObjectReader fr((*fire)[i], r.at("fire").index(i));
                Cell c;
                std::int64_t turns = 0;
                if (fr.required("at", c) && fr.required("turns", turns) && !next.fire_.ignite(next.grid_, c, static_cast<int>(turns)))
                    fr.at("at").error("cannot burn there");
                fr.finish();
            }
        }
        if (const Json* burnt = r.get("burnt"); burnt && burnt->is_array()) {
            for (std::size_t i = 0; i < burnt->size(); ++i) {
                Cell c;
                if (read((*burnt)[i], r.at("burnt").index(i), c) && !next.fire_.markBurnt(c))
                    r.at("burnt").index(i).error("outside the map");
            }
        }
    }

    static void restoreGas(ObjectReader& r, World& next)
    {
        const Definitions& defs = *next.defs_;
        next.gas_ = GasField(next.grid_, defs.gasKinds ? *defs.gasKinds : GasKinds());
        const Json* gas = r.get("gas");
        if (!gas || !gas->is_object() || !defs.gasKinds)
            return;
        for (auto it = gas->begin(); it != gas->end(); ++it) {
            const Where gw = r.at("gas").key(it.key());
            const auto kind = defs.gasKinds->find(it.key());
            if (!kind) {
                gw.error("unknown gas \"" + it.key() + "\"" + didYouMean(it.key(), defs.gasKinds->names()));
                continue;
            }
            if (!it.value().is_array()) {
                gw.error("expected a list of [x, y, amount]");
                continue;
            }
            for (std::size_t i = 0; i < it.value().size(); ++i) {
                const Json& c = it.value()[i];
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
    static void restoreThings(ObjectReader& r, World& next)
    {
        const Definitions& defs = *next.defs_;
        const std::size_t placed = next.refIds_.size();
        next.props_.clear();
        readList(r, "props", next.props_, [&](ObjectReader& pr, WorldProp& p) {
            if (pr.required("id", p.id))
                refuseControlCharacters(p.id, pr.at("id"), "id");
            pr.required("at", p.at);
            if (auto id = restoreCarrierOf(pr, "prop", defs.props, "prop", placed, &rb::placeProp, p.carrier)) {
                const PropDef& def = defs.props[*id];
                p.kind = *id;
                p.health = def.health;
                if (def.flammable)
                    next.grid_.setFlammable(p.at);
                if (const Json* h = pr.get("health")) {
                    std::int64_t health = 0;
                    if (!p.health)
                        pr.at("health").error("a " + def.name + " has no health");
                    else if (read(*h, pr.at("health"), health))
                        p.health = health;
                }
            }
            pr.finish();
        });
        next.floor_.clear();
        readList(r, "floor", next.floor_, [&](ObjectReader& fr, FloorItem& f) {
            fr.required("at", f.at);
            restoreItem(fr, next, f.item);
            fr.finish();
        });
        next.remnants_.clear();
        readList(r, "remnants", next.remnants_, [&](ObjectReader& rr, Remnant& rem) {
            restoreCarrierOf(rr, "prop", defs.props, "prop", placed, &rb::placeProp, rem.carrier);
            if (auto m = requiredName(rr, "moment", defs.moments, "moment"))
                rem.moment = *m;
            std::int64_t by = 0;
            if (rr.required("by", by))
                rem.by = static_cast<ActorRef>(by);
            rr.required("at", rem.at);
            rr.finish();
        });
    }

    static void restoreCounters(ObjectReader& r, World& next)
    {
        const Definitions& defs = *next.defs_;
        const Json* counters = r.get("counters");
        if (!counters || !counters->is_object())
            return;
        std::vector<std::int64_t> values(defs.counters.size(), 0);
        for (auto it = counters->begin(); it != counters->end(); ++it)
            if (auto c = resolveName(defs.counters, it.key(), r.at("counters").key(it.key()), "counter"))
                read(it.value(), r.at("counters").key(it.key()), values[c->value]);
        next.ledger_.restore(values);
    }

    static void restoreQuests(ObjectReader& r, World& next)
    {
        const Definitions& defs = *next.defs_;
        const Json* quests = r.get("quests");
        if (!quests || !quests->is_object())
            return;
        std::vector<QuestState> states;
        std::vector<std::int64_t> progress;
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            states.push_back(next.tracker_.state(QuestId{q}));
            progress.resize(progress.size() + defs.quests[QuestId{q}].objectives.size(), 0);
        }
        std::size_t flatFirst = 0;
        for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
            const QuestDef& def = defs.quests[QuestId{q}];
            const Where qw = r.at("quests").key(def.name);
            auto it = quests->find(def.name);
            if (it == quests->end()) {
                qw.error("missing quest \"" + def.name + "\"");
            } else {
                ObjectReader qr(*it, qw);
                std::string state;
                if (qr.required("state", state)) {
                    if (state == "locked") states[q] = QuestState::Locked;
                    else if (state == "open") states[q] = QuestState::Open;
                    else if (state == "done") states[q] = QuestState::Done;
                    else qr.at("state").error("unknown quest state \"" + state + "\"; one of locked, open, done");
                }
                if (const Json* pj = qr.get("progress"); pj && pj->is_array() && pj->size() == def.objectives.size()) {
                    for (std::size_t i = 0; i < pj->size(); ++i)
                        read((*pj)[i], qr.at("progress").index(i), progress[flatFirst + i]);
                } else {
                    qr.at("progress").error("expected " + std::to_string(def.objectives.size()) + " numbers, one per objective");
                }
                qr.finish();
            }
            flatFirst += def.objectives.size();
        }
        next.tracker_.restore(states, progress);
    }
};

OrderedJson World::savePlay() const
{
    OrderedJson j = OrderedJson::object();
    j["turn"] = turn_;
    j["encounter"] = encounter_;
    j["streams"] = PlayState::saveStreams(*this);
    j["placed"] = refIds_;
    OrderedJson actors = OrderedJson::array();
    for (const WorldActor& a : actors_)
        actors.push_back(PlayState::saveActor(*this, a));
    j["actors"] = std::move(actors);
    PlayState::saveFields(*this, j);
    PlayState::saveThings(*this, j);
    j["next_effect"] = nextEffectUuid_;
    PlayState::saveProgress(*this, j);
    if (defeated_)
        j["defeated"] = true;
    return j;
}

bool World::restorePlay(const Json& play, const Where& where)
{
    Diagnostics local;
    const Where root{&local, where.path, where.definition};
    World next = *this;
    ObjectReader r(play, root);
    if (!r.isObject()) {
        root.error("expected the play state as an object, got " + describeType(play));
    } else {
        r.required("turn", next.turn_);
        r.required("encounter", next.encounter_);
        PlayState::restoreStreams(r, next);
        r.required("placed", next.refIds_);
        next.actors_.clear();
        readList(r, "actors", next.actors_, [&](ObjectReader& ar, WorldActor& a) { PlayState::restoreActor(ar, next, a); });
        PlayState::restoreFire(r, next);
        PlayState::restoreGas(r, next);
        PlayState::restoreThings(r, next);
        if (const Json* n = r.get("next_effect")) {
            std::int64_t uuid = 1;
            if (read(*n, r.at("next_effect"), uuid) && uuid >= 1)
                next.nextEffectUuid_ = static_cast<std::uint64_t>(uuid);
        }
        PlayState::restoreCounters(r, next);
        PlayState::restoreQuests(r, next);
        next.defeated_ = false;
        r.optional("defeated", next.defeated_);
        r.finish();
    }
    for (const Diagnostic& d : local.all())
        where.diagnostics->add(d);
    if (local.hasErrors())
        return false;
    next.reindex();
    *this = std::move(next);
    return true;
}

} // namespace rb
