// A reload is the play state saved in names (savePlay), trimmed to what the
// new definitions can take back, and restored onto a world of the new
// definitions: the same restore a resumed run uses, so whatever it keeps
// goes on exactly. The trimming is here, each cut said in the report.
#include "rulebench/world/reload.h"

#include "rulebench/base/article.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/world/play_state.h"
#include "rulebench/world/world.h"

#include <string>
#include <utility>

namespace rb {

namespace {

std::string quoted(const std::string& name) { return "\"" + name + "\""; }

bool consumable(const ItemDef& def) { return def.consumable.has_value(); }
bool consumable(const PropDef&) { return false; } // a prop's landings never spend charges

// What a list entry's "fires", "charges" or "worn" say that the carrier's new
// definition cannot take: each dropped, and said. `name` is the definition's.
template <class Def>
void fitCarrier(OrderedJson& carrier, const Def& def, const Where& w)
{
    if (carrier.contains("charges") && !consumable(def)) {
        carrier.erase("charges");
        w.warning(withArticle(def.name) + " is no longer consumable: its charges are dropped");
    }
    if (carrier.contains("fires") && carrier["fires"].is_array() && carrier["fires"].size() != def.triggers->size()) {
        carrier.erase("fires");
        w.warning(withArticle(def.name) + "'s triggers changed in number: their uses left start afresh");
    }
}

} // namespace

struct Reloading {
    const World& world;
    const Definitions& old;
    const Definitions& now;
    Diagnostics problems;
    Where root{&problems, "", ""};

    // Keeps the entries of `list` that `keep` says still map (it says why not).
    template <class Keep>
    static void keepEntries(OrderedJson& list, Keep keep)
    {
        if (!list.is_array())
            return;
        OrderedJson kept = OrderedJson::array();
        for (std::size_t i = 0; i < list.size(); ++i)
            if (keep(list[i], i))
                kept.push_back(std::move(list[i]));
        list = std::move(kept);
    }

    // Keeps the names of `object` that still map; `what` names one.
    template <class Registry>
    void keepNames(OrderedJson& object, const Registry& registry, const Where& w, const char* what, const char* loses)
    {
        if (!object.is_object())
            return;
        for (auto it = object.begin(); it != object.end();) {
            if (registry.find(it.key())) {
                ++it;
                continue;
            }
            w.key(it.key()).warning(std::string(what) + " " + quoted(it.key()) + " is gone from the content: " + loses);
            it = object.erase(it);
        }
    }

    // An actor's base values, by the rule in reload.h.
    void fitStats(OrderedJson& stats, const ActorDef& oldKind, const ActorDef& newKind, const Where& w)
    {
        keepNames(stats, now.stats, w, "stat", "its base value is dropped");
        for (auto it = stats.begin(); it != stats.end();) {
            const StatId was = *old.stats.find(it.key());
            const StatId is = *now.stats.find(it.key());
            std::int64_t given = old.stats[was].defaultValue;
            for (const auto& [stat, value] : oldKind.stats)
                if (stat == was)
                    given = value;
            if (!it.value().is_number_integer() || it.value().get<std::int64_t>() != given) {
                ++it; // the run changed it: it keeps its value
                continue;
            }
            std::optional<std::int64_t> newGiven;
            for (const auto& [stat, value] : newKind.stats)
                if (stat == is)
                    newGiven = value;
            if (newGiven) {
                it.value() = *newGiven;
                ++it;
            } else {
                it = stats.erase(it); // the stat's default
            }
        }
    }

    void fitItems(OrderedJson& items, const std::string& who, const Where& w)
    {
        keepEntries(items, [&](OrderedJson& item, std::size_t i) {
            const std::string name = item.value("item", "");
            const auto id = now.items.find(name);
            if (!id) {
                w.index(i).warning("item " + quoted(name) + " is gone from the content: taken from " + who);
                return false;
            }
            const ItemDef& def = now.items[*id];
            if (item.value("worn", false) && def.worn.empty()) {
                item["worn"] = false;
                item.erase("effect_id");
                w.index(i).warning(withArticle(def.name) + " is no longer worn: taken off");
            }
            fitCarrier(item, def, w.index(i));
            return true;
        });
    }

    bool fitActor(OrderedJson& a, const Where& w)
    {
        const std::string id = a.value("id", "");
        const std::string kind = a.value("actor", "");
        const Where here = w.named(id);
        const auto oldKind = old.actors.find(kind);
        const auto newKind = now.actors.find(kind);
        if (!oldKind || !newKind) {
            here.warning("actor " + quoted(kind) + " is gone from the content: " + id + " leaves the world");
            return false;
        }
        if (a.contains("faction") && !now.factions.find(a.value("faction", ""))) {
            here.key("faction").warning("faction " + quoted(a.value("faction", "")) +
                                        " is gone from the content: it is of its kind's faction again");
            a.erase("faction");
        }
        if (a.contains("stats"))
            fitStats(a["stats"], old.actors[*oldKind], now.actors[*newKind], here.key("stats"));
        if (a.contains("statuses"))
            keepEntries(a["statuses"], [&](const OrderedJson& s, std::size_t i) {
                const std::string name = s.value("status", "");
                if (now.statuses.find(name))
                    return true;
                here.key("statuses").index(i).warning("status " + quoted(name) + " is gone from the content: taken off");
                return false;
            });
        if (a.contains("cooldowns"))
            keepNames(a["cooldowns"], now.abilities, here.key("cooldowns"), "ability", "its cooldown is dropped");
        if (a.contains("items"))
            fitItems(a["items"], id, here.key("items"));
        return true;
    }

    void fitThings(OrderedJson& play)
    {
        if (play.contains("props"))
            keepEntries(play["props"], [&](OrderedJson& p, std::size_t i) {
                const std::string name = p.value("prop", "");
                const Where w = root.key("props").index(i).named(p.value("id", ""));
                const auto id = now.props.find(name);
                if (!id) {
                    w.warning("prop " + quoted(name) + " is gone from the content: " + p.value("id", "") + " leaves the world");
                    return false;
                }
                const PropDef& def = now.props[*id];
                if (p.contains("health") && !def.health) {
                    p.erase("health");
                    w.warning(withArticle(def.name) + " no longer has health: its count is dropped");
                }
                fitCarrier(p, def, w);
                return true;
            });
        keepCarriers(play, "remnants", "prop", now.props, "what a broken one left will not land");
        keepCarriers(play, "floor", "item", now.items, "taken from the floor");
    }

    // The carriers listed at `list` whose kind (named at `key`) is gone,
    // dropped and said; the rest fitted to their kind.
    template <class Registry>
    void keepCarriers(OrderedJson& play, const char* list, const char* key, const Registry& registry, const char* loses)
    {
        if (!play.contains(list))
            return;
        keepEntries(play[list], [&](OrderedJson& carrier, std::size_t i) {
            const std::string name = carrier.value(key, "");
            const Where w = root.key(list).index(i);
            const auto id = registry.find(name);
            if (!id) {
                w.warning(std::string(key) + " " + quoted(name) + " is gone from the content: " + loses);
                return false;
            }
            fitCarrier(carrier, registry[*id], w);
            return true;
        });
    }

    void fitFacts(OrderedJson& play)
    {
        if (play.contains("counters"))
            keepNames(play["counters"], now.counters, root.key("counters"), "counter", "its count is dropped");
        if (!play.contains("quests"))
            return;
        OrderedJson& quests = play["quests"];
        keepNames(quests, now.quests, root.key("quests"), "quest", "its progress is dropped");
        for (auto it = quests.begin(); it != quests.end();) {
            const QuestDef& def = now.quests[*now.quests.find(it.key())];
            const OrderedJson progress = it.value().value("progress", OrderedJson::array());
            if (progress.size() == def.objectives.size()) {
                ++it;
                continue;
            }
            root.key("quests").key(it.key()).warning("quest " + quoted(it.key()) +
                                                     " changed its objectives in number: it starts again");
            it = quests.erase(it);
        }
    }

    void fitGas(OrderedJson& play)
    {
        if (!play.contains("gas") || !play["gas"].is_object())
            return;
        if (now.gasKinds)
            keepNames(play["gas"], *now.gasKinds, root.key("gas"), "gas", "its clouds are dropped");
        else if (!play["gas"].empty()) {
            root.key("gas").warning("the content has no gas now: every cloud is dropped");
            play["gas"] = OrderedJson::object();
        }
    }

    // Which of the new content's names the engine acts on: the old ones, by name.
    std::optional<WorldSettings> settings()
    {
        WorldSettings s;
        const WorldSettings& was = world.settings();
        const std::string health = old.stats[was.health].name;
        const auto id = now.stats.find(health);
        if (!id) {
            root.error("the content has no stat " + quoted(health) + ", which this world's damage takes" +
                       didYouMean(health, now.stats.names()));
            return std::nullopt;
        }
        s.health = *id;
        if (was.immobile)
            s.immobile = now.flags.find(old.flags[*was.immobile].name);
        return s;
    }

    OrderedJson fittedPlay()
    {
        OrderedJson play = playState(world);
        if (play.contains("actors"))
            keepEntries(play["actors"], [&](OrderedJson& a, std::size_t i) { return fitActor(a, root.key("actors").index(i)); });
        fitThings(play);
        fitFacts(play);
        fitGas(play);
        return play;
    }

    std::optional<World> reloaded(std::shared_ptr<const Definitions> definitions)
    {
        const std::optional<WorldSettings> s = settings();
        if (!s)
            return std::nullopt;
        World next(definitions, world.grid_, *s, 0);
        next.streams_ = world.streams_; // every stream as it was: the content does not draw them
        if (world.party_) {
            const std::string party = old.factions[*world.party_].name;
            next.party_ = now.factions.find(party);
            if (!next.party_)
                root.key("party").warning("the party's faction " + quoted(party) + " is gone from the content: no party now");
        }
        OrderedJson play = fittedPlay();
        // The world it was played in is this one by construction (its map and
        // streams, its settings found again above); its names are checked
        // one by one, each gone one said.
        play.erase("world");
        if (!restorePlayState(next, Json::parse(play.dump()), root, RestoreOptions{}))
            return std::nullopt;
        return next;
    }
};

Result<void> reload(World& world, std::shared_ptr<const Definitions> definitions)
{
    Reloading r{world, world.definitions(), *definitions, {}};
    std::optional<World> next = r.reloaded(std::move(definitions));
    if (next && !r.problems.hasErrors()) {
        world = std::move(*next);
        return Result<void>(std::move(r.problems)); // the drops, as warnings
    }
    Diagnostics refused; // only why: the drops it would have made did not happen
    for (const Diagnostic& d : r.problems.all())
        if (d.severity == Severity::Error)
            refused.add(d);
    return failure(std::move(refused));
}

} // namespace rb
