#pragma once
// The play state as it is saved: what a world holds beyond its scenario, in
// the content's names, as fields said once for saving and reading (see
// base/field_list.h). World::savePlay describes a world in these and writes
// them; World::restorePlay reads them and then builds the world from them
// (play_state.cpp), where the names are looked up.
//
// A field a save must have is an optional member marked required: it holds
// a value only when it was there and read, so building never acts on one
// that did not (its problem is already said).

#include "rulebench/base/field_list.h"
#include "rulebench/base/random.h"
#include "rulebench/content/actor_spec.h"
#include "rulebench/grid/cell_json.h"
#include "rulebench/world/world.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

// An object of names to values, in the order written ("stats": {"armor": 1,
// "health": 29}). A value that does not read is said, and kept as far as it read.
template <class T>
struct Named {
    std::vector<std::pair<std::string, T>> entries;
    bool empty() const { return entries.empty(); }
};

template <class T>
bool read(const Json& j, const Where& w, Named<T>& out)
{
    if (!j.is_object()) {
        w.error("expected an object of names, got " + describeType(j));
        return false;
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        T& value = out.entries.emplace_back(it.key(), T{}).second;
        if (!detail::readQuietly(it.value(), value))
            read(it.value(), w.key(it.key()), value);
    }
    return true;
}

template <class T>
OrderedJson toJson(const Named<T>& named)
{
    OrderedJson out = OrderedJson::object();
    for (const auto& [name, value] : named.entries)
        out[name] = detail::jsonOf(value);
    return out;
}

// A 64-bit number as 16 hex digits: JSON readers elsewhere keep only 53 bits.
struct Hex64 {
    std::uint64_t value = 0;
};
bool read(const Json& j, const Where& w, Hex64& out);
OrderedJson toJson(Hex64 h);

// One random stream: its key and its four words of state.
struct StreamPlay {
    std::optional<Hex64> key;
    std::optional<std::array<std::uint64_t, 4>> state;
    Json extra;

    static constexpr auto fields();
};
bool readStreamState(ObjectReader& r, std::string_view key, std::optional<std::array<std::uint64_t, 4>>& out);
OrderedJson writeStreamState(const std::optional<std::array<std::uint64_t, 4>>& state);

constexpr auto StreamPlay::fields()
{
    return fieldList(field("key", &StreamPlay::key), custom("state", &StreamPlay::state, &readStreamState, &writeStreamState));
}

// The streams a run draws from; one not drawn from when saved starts fresh.
struct StreamsPlay {
    std::optional<StreamPlay> ability, fire, attack, behaviour;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field(kAbilityStream, &StreamsPlay::ability), field(kFireStream, &StreamsPlay::fire),
                         field(kAttackStream, &StreamsPlay::attack), field(kBehaviourStream, &StreamsPlay::behaviour));
    }
};

// The id the first of a status instance's or a worn item's modifiers holds
// in its holder's effects (written when it has modifiers): statuses and gear
// go back on in that order, on those ids, so two percentages apply in the
// order the straight run applied them. A save without it puts statuses back
// first, then gear.
template <class Spec>
constexpr auto effectIdField()
{
    return field<Spec, std::optional<std::int64_t>>("effect_id", &Spec::effectId);
}

// A status on an actor, by name.
struct StatusPlay {
    std::optional<std::string> status;
    std::optional<std::int64_t> instance, turnsLeft, by;
    std::optional<std::string> via; // written when it came through something
    std::optional<std::int64_t> effectId;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("status", &StatusPlay::status).required(),
                         field("instance", &StatusPlay::instance).required(),
                         field("turns_left", &StatusPlay::turnsLeft).required(), field("by", &StatusPlay::by).required(),
                         field("via", &StatusPlay::via), effectIdField<StatusPlay>());
    }
};

// What changes of a carrier in play (an item, a prop, a remnant), written
// after what it is: its charges, and its triggers' fires left (null for
// unlimited; checked against its triggers when built), each when there is
// something to say.
struct CarrierPlay {
    std::optional<std::int64_t> charges;
    std::optional<Json> fires;
};

// The carrier's fields, for the list of what carries it.
template <class Spec>
constexpr auto chargesField()
{
    return field<Spec, std::optional<std::int64_t>>("charges", &Spec::charges);
}
template <class Spec>
constexpr auto firesField()
{
    return field<Spec, std::optional<Json>>("fires", &Spec::fires);
}

// An item an actor carries, by its kind's name and its number.
struct ItemPlay : CarrierPlay {
    std::optional<std::string> item;
    std::optional<std::int64_t> ref;
    std::optional<bool> worn;
    std::optional<std::int64_t> effectId; // worn: see effectIdField
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("item", &ItemPlay::item).required(), field("ref", &ItemPlay::ref).required(),
                         field("worn", &ItemPlay::worn).required(), effectIdField<ItemPlay>(),
                         chargesField<ItemPlay>(), firesField<ItemPlay>());
    }
};

// An item on the floor.
struct FloorPlay : CarrierPlay {
    std::optional<std::string> item;
    std::optional<std::int64_t> ref;
    std::optional<Cell> at;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("item", &FloorPlay::item).required(), field("ref", &FloorPlay::ref).required(),
                         field("at", &FloorPlay::at).required(), chargesField<FloorPlay>(), firesField<FloorPlay>());
    }
};

struct ActorPlay {
    std::optional<std::string> id, actor;
    std::optional<std::int64_t> ref;
    std::optional<Cell> at;
    std::optional<bool> alive;
    Named<std::int64_t> stats;           // base values by stat
    std::vector<StatusPlay> statuses;
    std::optional<std::int64_t> nextInstance;
    // What a behaviour needs to go on as it would have: the health it started
    // with (when it flees below a share of it), its cooldowns (ready turns by
    // ability), and (when the scenario gave this actor its own) the behaviour.
    std::optional<std::int64_t> startHealth;
    Named<std::int64_t> cooldowns;
    std::optional<BehaviourSpec> behaviour;
    std::optional<std::string> faction; // when the scenario gave this actor its own
    std::vector<ItemPlay> items;
    std::optional<Json> lingering; // see lingering_state.h
    std::optional<std::int64_t> nextEffectId;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("id", &ActorPlay::id).required(), field("actor", &ActorPlay::actor).required(),
                         field("ref", &ActorPlay::ref).required(), field("at", &ActorPlay::at).required(),
                         field("alive", &ActorPlay::alive).required(), field("stats", &ActorPlay::stats),
                         list("statuses", &ActorPlay::statuses),
                         field("next_instance", &ActorPlay::nextInstance).required(),
                         field("start_health", &ActorPlay::startHealth),
                         field("cooldowns", &ActorPlay::cooldowns).unlessDefault(),
                         field("behaviour", &ActorPlay::behaviour), field("faction", &ActorPlay::faction),
                         list("items", &ActorPlay::items).unlessDefault(),
                         field("lingering", &ActorPlay::lingering), field("next_effect_id", &ActorPlay::nextEffectId));
    }
};

// A burning cell and the turns it burns on.
struct BurningPlay {
    std::optional<Cell> at;
    std::optional<std::int64_t> turns;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("at", &BurningPlay::at).required(), field("turns", &BurningPlay::turns).required());
    }
};

struct PropPlay : CarrierPlay {
    std::optional<std::string> id, prop;
    std::optional<std::int64_t> ref, health;
    std::optional<Cell> at;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("id", &PropPlay::id).required(), field("prop", &PropPlay::prop).required(),
                         field("ref", &PropPlay::ref).required(), field("at", &PropPlay::at).required(),
                         field("health", &PropPlay::health), chargesField<PropPlay>(), firesField<PropPlay>());
    }
};

// What a broken prop leaves, waiting to land: the kind whose triggers it carries.
struct RemnantPlay : CarrierPlay {
    std::optional<std::string> prop, moment;
    std::optional<std::int64_t> ref, by;
    std::optional<Cell> at;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("prop", &RemnantPlay::prop).required(), field("ref", &RemnantPlay::ref).required(),
                         field("moment", &RemnantPlay::moment).required(), field("by", &RemnantPlay::by).required(),
                         field("at", &RemnantPlay::at).required(), chargesField<RemnantPlay>(),
                         firesField<RemnantPlay>());
    }
};

// Where a quest stands: its state's word and each objective's progress
// (checked against its objectives when built).
struct QuestPlay {
    std::optional<std::string> state;
    std::optional<Json> progress;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("state", &QuestPlay::state).required(), field("progress", &QuestPlay::progress));
    }
};

// A list of cells; one that does not read is said and kept as nothing, so
// the others keep their places.
struct CellList {
    std::vector<std::optional<Cell>> cells;
};
bool read(const Json& j, const Where& w, CellList& out);
OrderedJson toJson(const CellList& list);

// A seed, written as the scenario file and a batch's JSON write one: a whole number.
struct SeedPlay {
    std::uint64_t value = 0;
};
bool read(const Json& j, const Where& w, SeedPlay& out);
OrderedJson toJson(SeedPlay s);

// The map a save was played on: its size, and its walls' fingerprint
// (wallsFingerprint, play_checks.h).
struct MapPlay {
    std::optional<std::int64_t> width, height;
    std::optional<Hex64> walls;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("width", &MapPlay::width).required(), field("height", &MapPlay::height).required(),
                         field("walls", &MapPlay::walls).required());
    }
};

// The world's settings by name: the stat damage takes, and the flag that
// refuses moves (absent when the world had none).
struct SettingsPlay {
    std::optional<std::string> health, immobile;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("health", &SettingsPlay::health).required(), field("immobile", &SettingsPlay::immobile));
    }
};

// What a save records of the world it was played in, so that restoring it
// into another is refused, saying why (play_checks.h): the map, the seed,
// the settings, and the content's names the save uses, by section
// ("statuses": ["bleeding", "burning"]), each list sorted.
struct WorldPlay {
    std::optional<MapPlay> map;
    std::optional<SeedPlay> seed;
    std::optional<SettingsPlay> settings;
    Named<std::vector<std::string>> uses;
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("map", &WorldPlay::map).required(), field("seed", &WorldPlay::seed).required(),
                         field("settings", &WorldPlay::settings).required(), field("uses", &WorldPlay::uses));
    }
};

// The play state's own format, written first in every save. A save that
// names another is refused on restore, but for the two before it: /2 is
// read as it is, without the world it was played in (WorldPlay), checked
// only as far as it allows; /1 is converted (upgradeOlderPlay), and so is
// one that names none (written before 0.3).
inline constexpr std::string_view kPlayFormat = "rulebench-play/3";
inline constexpr std::string_view kPlayFormatWithoutWorld = "rulebench-play/2";
// Before /2 a status's and a turns(n) effect's turns left were counted down
// at the end of each turn's statuses phase (or at the end of the turn) and it
// went when they reached 0; since /2 they count the turns it still holds for,
// this one counted (stats/status_rules.h).
inline constexpr std::string_view kOlderPlayFormat = "rulebench-play/1";

struct PlaySpec {
    std::optional<std::string> format;
    std::optional<WorldPlay> world; // from rulebench-play/3 on
    std::optional<std::int64_t> turn, encounter;
    std::optional<StreamsPlay> streams;
    std::optional<std::vector<std::string>> placed; // by number - 1: every actor, prop and item made
    std::vector<ActorPlay> actors;
    std::vector<BurningPlay> fire;
    CellList burnt;
    std::optional<Named<Json>> gas; // [x, y, amount] lists by gas, when the content has gas kinds
    std::vector<PropPlay> props;
    std::vector<FloorPlay> floor;
    std::vector<RemnantPlay> remnants;
    std::optional<std::int64_t> nextEffect;
    std::optional<Named<std::int64_t>> counters;
    std::optional<Named<QuestPlay>> quests;
    std::optional<bool> defeated; // written when the party is lost
    Json extra;

    static constexpr auto fields()
    {
        return fieldList(field("format", &PlaySpec::format), field("world", &PlaySpec::world),
                         field("turn", &PlaySpec::turn).required(), field("encounter", &PlaySpec::encounter).required(),
                         field("streams", &PlaySpec::streams), field("placed", &PlaySpec::placed).required(),
                         list("actors", &PlaySpec::actors), list("fire", &PlaySpec::fire),
                         field("burnt", &PlaySpec::burnt), field("gas", &PlaySpec::gas),
                         list("props", &PlaySpec::props), list("floor", &PlaySpec::floor),
                         list("remnants", &PlaySpec::remnants), field("next_effect", &PlaySpec::nextEffect),
                         field("counters", &PlaySpec::counters), field("quests", &PlaySpec::quests),
                         field("defeated", &PlaySpec::defeated));
    }
};

// A save of the older format (or of none) read as this one: each status's
// and each turns(n) effect's turns left one more (never more than the
// effect's n), so what it does goes on as the straight run under today's rule
// would have, and the format this one's.
void upgradeOlderPlay(PlaySpec& spec);

} // namespace rb
