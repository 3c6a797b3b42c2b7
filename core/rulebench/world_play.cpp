// Saving and restoring play state (see World::savePlay).
#include "rulebench/world.h"

#include "rulebench/scenario.h"
#include "rulebench/status_rules.h"

#include <array>
#include <cstdio>

namespace rb {

namespace {
constexpr std::string_view kPlayStreams[] = {kAbilityStream, kFireStream, kAttackStream};

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

OrderedJson World::savePlay() const
{
    const Definitions& defs = *defs_;
    OrderedJson j = OrderedJson::object();
    j["turn"] = turn_;
    j["encounter"] = encounter_;
    RandomStreams streams = streams_; // reading a stream makes it; the world's own stay as they are
    OrderedJson sj = OrderedJson::object();
    for (std::string_view d : kPlayStreams) {
        const RandomStream& s = streams.stream(d);
        OrderedJson state = OrderedJson::array();
        for (std::uint64_t x : s.state())
            state.push_back(hex64(x));
        sj[std::string(d)] = OrderedJson{{"key", hex64(s.key())}, {"state", std::move(state)}};
    }
    j["streams"] = std::move(sj);
    j["placed"] = refIds_;
    OrderedJson actors = OrderedJson::array();
    for (const WorldActor& a : actors_) {
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
            statuses.push_back(OrderedJson{{"status", defs.statuses[i.status].name},
                                           {"instance", i.instance},
                                           {"turns_left", i.turnsLeft},
                                           {"by", i.by}});
        aj["statuses"] = std::move(statuses);
        aj["next_instance"] = a.holder.statuses.nextInstance();
        actors.push_back(std::move(aj));
    }
    j["actors"] = std::move(actors);
    OrderedJson fire = OrderedJson::array();
    for (Cell c : fire_.burningCells())
        fire.push_back(OrderedJson{{"at", OrderedJson::array({c.x, c.y})}, {"turns", fire_.turnsLeft(c)}});
    j["fire"] = std::move(fire);
    OrderedJson counters = OrderedJson::object();
    for (std::uint32_t c = 0; c < defs.counters.size(); ++c)
        counters[defs.counters[CounterId{c}].name] = ledger_.value(CounterId{c});
    j["counters"] = std::move(counters);
    OrderedJson quests = OrderedJson::object();
    for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
        OrderedJson progress = OrderedJson::array();
        for (std::size_t i = 0; i < defs.quests[QuestId{q}].objectives.size(); ++i)
            progress.push_back(tracker_.progress(QuestId{q}, i));
        quests[defs.quests[QuestId{q}].name] =
            OrderedJson{{"state", questStateName(tracker_.state(QuestId{q}))}, {"progress", std::move(progress)}};
    }
    j["quests"] = std::move(quests);
    return j;
}

bool World::restorePlay(const Json& play, const Where& where)
{
    const Definitions& defs = *defs_;
    Diagnostics local;
    const Where root{&local, where.path, where.definition};
    World next = *this;
    ObjectReader r(play, root);
    if (!r.isObject()) {
        root.error("expected the play state as an object, got " + describeType(play));
    } else {
        r.required("turn", next.turn_);
        r.required("encounter", next.encounter_);
        if (const Json* streams = r.get("streams")) {
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
        r.required("placed", next.refIds_);
        next.actors_.clear();
        readList(r, "actors", next.actors_, [&](ObjectReader& ar, WorldActor& a) {
            ar.required("id", a.id);
            std::string kind;
            if (ar.required("actor", kind))
                if (auto id = resolveName(defs.actors, kind, ar.at("actor"), "actor")) {
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
                std::string name;
                if (ir.required("status", name))
                    if (auto id = resolveName(defs.statuses, name, ir.at("status"), "status"))
                        i.status = *id;
                std::int64_t n = 0;
                if (ir.required("instance", n))
                    i.instance = static_cast<std::uint32_t>(n);
                ir.required("turns_left", i.turnsLeft);
                std::int64_t by = 0;
                if (ir.required("by", by))
                    i.by = static_cast<ActorRef>(by);
                ir.finish();
            });
            std::int64_t nextInstance = 1;
            ar.required("next_instance", nextInstance);
            a.holder.statuses.restore(std::move(instances), static_cast<std::uint32_t>(nextInstance));
            reinstallStatuses(defs.statuses, a.holder);
            ar.finish();
        });
        next.fire_ = FireField(next.grid_, fire_.rules());
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
        if (const Json* counters = r.get("counters"); counters && counters->is_object()) {
            std::vector<std::int64_t> values(defs.counters.size(), 0);
            for (auto it = counters->begin(); it != counters->end(); ++it)
                if (auto c = resolveName(defs.counters, it.key(), r.at("counters").key(it.key()), "counter"))
                    read(it.value(), r.at("counters").key(it.key()), values[c->value]);
            next.ledger_.restore(values);
        }
        if (const Json* quests = r.get("quests"); quests && quests->is_object()) {
            std::vector<QuestState> states;
            std::vector<std::int64_t> progress;
            for (std::uint32_t q = 0; q < defs.quests.size(); ++q) {
                states.push_back(tracker_.state(QuestId{q}));
                for (std::size_t i = 0; i < defs.quests[QuestId{q}].objectives.size(); ++i)
                    progress.push_back(0);
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
                    std::vector<std::int64_t> p;
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
        r.finish();
    }
    for (const Diagnostic& d : local.all())
        where.diagnostics->add(d);
    if (local.hasErrors())
        return false;
    *this = std::move(next);
    return true;
}

} // namespace rb
