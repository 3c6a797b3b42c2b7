#pragma once
// The sandbox world: a grid and its fields, the actors on it, the run's seeded
// streams, the turn and the encounter, the counters and quests. It steps one
// turn at a time in the design's order and reports what happened as events.
//
// A World is a plain value: the definitions are shared (immutable) and
// nothing in it points into itself, so copying one is how the sandbox steps
// back.
//
// For a game: the same definitions, grid, settings, seed, placements and
// actions (and reported moments) give the same events, byte for byte; a
// refused action is an event with its reason and changes nothing,
// never an exception; ids (scenario ids, definition names) are the content's
// words in every event. Every call that can fail answers with a Result
// (base/result.h): the value, or the reasons in words; none throws for bad
// input. The whyNot...() questions answer with the reason alone.

#include "rulebench/base/random.h"
#include "rulebench/base/result.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/items.h"
#include "rulebench/formula/formula.h"
#include "rulebench/grid/fields.h"
#include "rulebench/grid/grid.h"
#include "rulebench/world/actions.h"
#include "rulebench/world/events.h"
#include "rulebench/stats/holder.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Attacks roll from their own stream, so adding a blow to a script never
// shifts the dice of effects (the "ability" stream) or fire ("fire").
inline constexpr std::string_view kAttackStream = "attack";
// Behaviours break their ties from a stream of their own, so adding one
// never shifts the dice of blows, effects or fire.
inline constexpr std::string_view kBehaviourStream = "behaviour";

// One item in the world: carried, worn, or lying on a cell. Its carrier is
// its own copy of the definition's triggers and charges; carrier.self is
// its number in the world (the same numbering as actors and props).
struct WorldItem {
    ItemId kind;
    Carrier carrier;
    bool worn = false; // its "worn" modifiers are on the wearer under Source::item(ref)
    EntityRef ref() const { return carrier.self; }
    friend bool operator==(const WorldItem&, const WorldItem&) = default;
};

// An ability an actor cast, and the turn it may cast it again.
struct Cooldown {
    AbilityId ability;
    std::int64_t readyAt = 0;
    friend bool operator==(const Cooldown&, const Cooldown&) = default;
};

struct WorldActor {
    std::string id; // the scenario's id: "hero", "rat2"
    ActorId kind;
    FactionId faction;
    Cell at;
    Holder holder;
    // Beside the holder's status list and clock count: the walks of a turn
    // (who decides, who ticks, who died) then read one cache line an actor.
    bool alive = true;
    Behaviour behaviour; // its definition's, or the scenario's for this one
    ActorRef ref{};      // the world's number for it (statuses credit by it); never reused
    std::vector<WorldItem> items; // what it carries (worn ones too), in the order it got them
    std::int64_t startHealth = 0; // its health when placed, for a behaviour's flee_below
    std::vector<Cooldown> cooldowns; // only abilities still cooling down matter
    friend bool operator==(const WorldActor&, const WorldActor&) = default;
};

// A placed prop: a trap, a barrel. It stands on its cell until removed or,
// when it has health, destroyed (it leaves a remnant for its "destroyed"
// moment, which lands in the next turn's pass).
struct WorldProp {
    std::string id;
    PropId kind;
    Cell at;
    Carrier carrier; // carrier.self is its number, shared with actors and items
    std::optional<std::int64_t> health;
    EntityRef ref() const { return carrier.self; }
    friend bool operator==(const WorldProp&, const WorldProp&) = default;
};

// An item lying on a cell: thrown there, or dropped by the scenario.
struct FloorItem {
    Cell at;
    WorldItem item;
    friend bool operator==(const FloorItem&, const FloorItem&) = default;
};

// Which of the content's names the engine acts on, since nothing in the
// engine names a stat.
struct WorldSettings {
    StatId health;                         // the stat damage takes ("health_stat", "health" by default)
    std::optional<FlagId> immobile;        // a raised flag refuses moves ("cannot-move" when the content has it)
    friend bool operator==(const WorldSettings&, const WorldSettings&) = default;
};

// How an actor is placed beyond what its definition says: a behaviour or a
// side of its own, and the items it starts with, in order (worn ones'
// modifiers on at once), as a scenario's "behaviour", "faction", "carries"
// and "wears" place it.
struct PlacedItem {
    ItemId item;
    bool worn = false;
};
struct PlaceOptions {
    std::optional<Behaviour> behaviour;
    std::optional<FactionId> faction;
    std::vector<PlacedItem> items;
};

// What a game's own systems (and tests) may change on an actor directly,
// outside any turn: its stats, statuses and effects, its behaviour and its
// side. Where it stands, whether it lives and what it carries are the
// world's to change: setPosition, give, and the turn's actions and effects.
struct ActorEdit {
    Holder& holder;
    Behaviour& behaviour;
    FactionId& faction;
};

// How World::restorePlay takes a save. `reseed`: a save played with another
// seed is taken, and every random stream starts afresh from this world's
// seed (the save's streams are let go), as `simulate --seed` replays a saved
// scenario under another seed; without it such a save is refused.
struct RestoreOptions {
    bool reseed = false;
};

struct TurnWork;

// What a turn fills and empties again (its requests, credits and ticks),
// kept between turns so that a steady turn allocates nothing. It is not part
// of the world's value: a copy starts without it, and it never makes two
// worlds differ.
class TurnScratch {
public:
    TurnScratch();
    ~TurnScratch();
    TurnScratch(const TurnScratch&);
    TurnScratch& operator=(const TurnScratch&);
    TurnScratch(TurnScratch&&) noexcept;
    TurnScratch& operator=(TurnScratch&&) noexcept;
    friend bool operator==(const TurnScratch&, const TurnScratch&) { return true; }

private:
    friend class World;
    struct Buffers;
    std::unique_ptr<Buffers> buffers_; // made at the first turn
};

// Threads: a World is one value with no locks; call it from one thread at a
// time. Copies, and worlds built from the same definitions, share only the
// immutable definitions, so each may run on a thread of its own (a batch
// does). Lifetimes: a pointer or reference the world gives (actor(),
// actors(), prop(), edit()) stays good until the next call that changes the
// world (step, place, give, setPosition, restorePlay, reload).
class World {
public:
    World(std::shared_ptr<const Definitions> defs, Grid grid, WorldSettings settings, std::uint64_t seed);

    const Definitions& definitions() const { return *defs_; }
    const WorldSettings& settings() const { return settings_; }
    const Grid& grid() const { return grid_; }
    const FireField& fire() const { return fire_; }
    FireField& fire() { return fire_; }
    const GasField& gas() const { return gas_; }
    GasField& gas() { return gas_; }
    RandomStreams& streams() { return streams_; }
    const RandomStreams& streams() const { return streams_; }
    const Ledger& ledger() const { return ledger_; }
    const Tracker& quests() const { return tracker_; }

    // Turns done so far; the next step is turn() + 1.
    std::int64_t turn() const { return turn_; }
    // The encounter under way, from 1; ending one starts the next.
    std::int64_t encounter() const { return encounter_; }

    // In placement order; dead actors stay (they no longer act, block or tick)
    // until removed.
    const std::vector<WorldActor>& actors() const { return actors_; }
    const WorldActor* actor(std::string_view id) const;
    // For a game's own systems and tests (a lingering effect, a base value):
    // the parts of an actor that may be changed directly; nothing when there
    // is no such actor.
    std::optional<ActorEdit> edit(std::string_view id);
    // Puts a living actor on `at` outside any turn (a test's setup, a game's
    // teleport); refused, saying why, when there is no such living actor or
    // it cannot stand there.
    Result<void> setPosition(std::string_view id, Cell at);
    // The name behind any number, even after removal: an actor's or a prop's
    // scenario id, an item's kind; empty for 0.
    std::string idOf(EntityRef ref) const;
    // A stat's value on an actor, its modifiers and statuses counted;
    // `stat` must be one of these definitions' (definitions().stats.find).
    std::int64_t value(const WorldActor& a, StatId stat) const;
    // The same by name: an unknown actor or stat is refused, saying which.
    Result<std::int64_t> value(std::string_view actor, std::string_view stat) const;
    // A formula worked out now for `user` on `target`, as the next turn would
    // read it, its dice at their least: the editor's live value of a formula
    // for the actor chosen in the sandbox.
    FormulaWorking explainFor(const Formula& formula, const WorldActor& user, const WorldActor& target) const;
    // The living actor nearest `a` other than it (the shortest straight line,
    // then the first placed), or null: whom the live value takes as the target
    // when the chosen actor is the user.
    const WorldActor* nearestOther(const WorldActor& a) const;
    // A field's number (a cost, a range) as the world stands: a formula's
    // worked out now for `user` and `target`, held to the field's bounds.
    std::int64_t valueOf(const WholeValue& field, EntityRef user, EntityRef target = EntityRef{}) const;
    // The same, `divisionByZero` set when a division or remainder by 0 gave 0.
    std::int64_t valueOf(const WholeValue& field, EntityRef user, EntityRef target, bool& divisionByZero) const;
    // The living actor standing on `c`, or null.
    const WorldActor* standingAt(Cell c) const;

    // Props in placement order; destroyed and removed ones are gone.
    const std::vector<WorldProp>& props() const { return props_; }
    const WorldProp* prop(std::string_view id) const;
    // Items lying on cells, in the order they came to rest.
    const std::vector<FloorItem>& floorItems() const { return floor_; }
    // What destroyed props left, to land in the next turn's pass.
    const std::vector<Remnant>& remnants() const { return remnants_; }
    // A modifier's source in words: in the world an item source is a worn
    // thing's number, so it reads "item plate armour #7".
    std::string describeSource(const Source& source) const;

    // Turns until `who` may cast `ability` again in the next turn (0: it may).
    std::int64_t cooldownLeft(const WorldActor& who, AbilityId ability) const;
    // The run's end: a victory quest done, or the party's faction all dead;
    // both in one turn is a defeat.
    enum class Outcome : std::uint8_t { None, Victory, Defeat };
    Outcome outcome() const;
    // The faction whose death loses the run (a scenario's "party").
    const std::optional<FactionId>& party() const { return party_; }
    void setParty(std::optional<FactionId> party) { party_ = party; }

    // Why an actor cannot be placed there so, or nothing when it can.
    std::optional<std::string> whyNotPlace(std::string_view id, ActorId kind, Cell at,
                                           const PlaceOptions& options = {}) const;
    // Places an actor outside any turn (setting a scenario up): its number
    // in the world, or refused with whyNotPlace's reason, nothing changed.
    Result<ActorRef> place(std::string id, ActorId kind, Cell at, const PlaceOptions& options = {});
    // The same for a prop: a blocking one needs an empty cell; any other may
    // share its cell with an actor (a trap under whoever stands on it).
    std::optional<std::string> whyNotPlaceProp(std::string_view id, PropId kind, Cell at) const;
    Result<EntityRef> placeProp(std::string id, PropId kind, Cell at);
    // Gives actor `id` a fresh copy of an item outside any turn, worn when
    // `wear` (its "worn" modifiers go on at once): the copy's number, or
    // refused, saying why, nothing changed.
    Result<EntityRef> give(std::string_view id, ItemId item, bool wear);

    // One turn in the design's order; refused actions change nothing.
    TurnReport step(const std::vector<Action>& actions);
    // The same, with moments the game's own systems report this turn (a
    // moment it registered, on a carrier of the world: an item's or a prop's
    // ref()): they land in phase 2 after those the actions reported, in the
    // order given; one on a carrier that is gone lands nothing.
    TurnReport step(const std::vector<Action>& actions, std::span<const Fired> moments);
    // The same into `report` (its events replaced): a game that keeps one
    // report from turn to turn reuses its room, and then a steady turn
    // allocates nothing (names longer than a short string's room aside).
    void step(const std::vector<Action>& actions, std::span<const Fired> moments, TurnReport& report);
    // Why the world would refuse `a` if it were asked now, or nothing;
    // `before`: the actions queued ahead of it in the same turn, so that an
    // actor's actions a turn (its kind's actions_per_turn) count those of
    // them the world would not refuse now ("hero has taken its 1 action
    // this turn"), as a step counts those it does.
    std::optional<std::string> whyNot(const Action& a, std::span<const Action> before = {}) const;

    // Play state: only what changes in play (the turn and encounter, the
    // engine's streams, every actor's place, life, base values and statuses,
    // burning cells, counters and quests), in names; the rest is rebuilt from
    // the definitions and the scenario; also what actors carry and wear with
    // their charges and fires left, the lingering effects on them (each with
    // its id, clock and source: lingering_state.h), props with their health
    // and fires left, items on the floor, remnants waiting to land, burnt-out
    // cells and gas. A run resumed from it goes on exactly as the straight one.
    // It is JSON text that names its format first ("rulebench-play/3"), then
    // the world it was played in ("world"): the map's size and walls'
    // fingerprint, the seed, the settings by name and the content's names it
    // uses, so that a restore into another world is refused.
    std::string savePlay() const;
    // Puts back what savePlay wrote, onto a world built from the same
    // definitions (or reloaded ones: reload.h), map, settings and seed, with
    // the same placements. Refused, every problem said with its place in the
    // text, the world left as it was: text that is not JSON, another format,
    // a save of another map, seed (unless `options.reseed`) or settings, a
    // name the content lacks, an actor outside the map or in a wall, two on
    // one cell, a "placed" list that contradicts what stands in the world. A
    // save written before the world was recorded (rulebench-play/2 and
    // older) is checked as far as it allows: its seed and map are not known.
    Result<void> restorePlay(std::string_view text, RestoreOptions options = {});

    // Equal when in the same play state over the same definitions (the same
    // shared Definitions), everything in play equal. A world resumed exactly
    // from a save equals the one that saved it; the room a turn reuses and
    // the lookups that follow from the rest never make two worlds differ.
    friend bool operator==(const World& a, const World& b);

private:
    using Work = TurnWork;
    class Landings;
    friend class Landings;
    class Formulas; // world_formulas.h: the world as a formula reads it
    friend class Formulas;
    friend struct ActionRules; // each kind's check and doing (action_rules.cpp)
    friend struct PlayState;   // saving and restoring play (play_state.cpp)
    friend struct Reloading;   // edited content swapped in between turns (reload.cpp)
    WorldActor* find(std::string_view id);
    WorldActor* findRef(EntityRef ref); // the actor numbered so, or null (a prop, an item copy)
    WorldProp* findProp(EntityRef ref);
    static EntityRef refOf(const WorldActor& a) { return a.ref; }
    static EntityRef refOf(const WorldProp& p) { return p.ref(); }
    // A number's place in the tables kept by number (refIds_, slot_), which start at 1.
    static std::size_t indexOf(EntityRef ref) { return static_cast<std::size_t>(ref.number - 1); }
    template <class T>
    T* slotted(std::vector<T>& list, EntityRef ref) const;
    // Hints that a walk will soon read an actor's record (base/prefetch.h):
    // the one at `slot`, or the one numbered `ref`. A prop's number names a
    // slot among the props, so it asks for some actor's record: a wasted
    // fetch, never a wrong answer.
    void prefetchActorAt(std::size_t slot) const;
    void prefetchActor(EntityRef ref) const;
    template <class T>
    T* named(std::vector<T>& list, std::string_view id) const;
    // Why a new actor or prop (`noun`: "an actor") of a kind (known or not)
    // cannot come to be at `at`: its id, its kind or the floor.
    std::optional<std::string> whyNotNew(std::string_view id, std::string_view noun, std::string_view kindWord,
                                         bool knownKind, Cell at) const;
    // Which definition a carrier is a copy of: the one whose triggers it shares.
    std::optional<ItemId> itemKindOf(const Carrier& c) const;
    std::optional<PropId> propKindOf(const Carrier& c) const;
    // A floor cell inside the map that no blocking prop stands on, or why not.
    std::optional<std::string> whyNotFloor(Cell at) const;
    std::optional<std::string> whyNotGive(ItemId item, bool wear) const;
    WorldActor& addActor(std::string id, ActorId kind, Cell at);
    WorldProp& addProp(std::string id, PropId kind, Cell at);
    WorldItem newItem(ItemId kind, const std::string& name);
    EntityRef newRef(std::string name);
    void wearItem(WorldActor& a, WorldItem& item);
    void takeOffItem(WorldActor& a, WorldItem& item);
    // The first carried copy of `kind`: any, or only one not worn.
    const WorldItem* carried(const WorldActor& a, ItemId kind, bool notWorn = false) const;
    // Charges are counted as this turn's actions take them: the charges a
    // carrier has left less those the turn's actions already took (each is
    // spent when its triggers land); nothing for what is not consumable.
    std::optional<std::int64_t> chargesFree(const Carrier& c) const;
    // The first carried copy of `kind` (or only one not worn) with a charge
    // free, or not consumable; else the first copy at all; null when none.
    const WorldItem* usable(const WorldActor& a, ItemId kind, bool notWorn) const;
    // Takes one of `c`'s charges for an action of this turn, when it is
    // consumable and would answer `moment` (a "fire" or "hit" too).
    void holdCharge(const Carrier& c, MomentId moment, std::optional<MomentId> orMoment = std::nullopt);

    // 1. Actions; each checked whole (its row's whyNot, and for an actor's
    // own action its actions a turn) before anything changes.
    void act(const Action& a, Work& work);
    // The rule of actions a turn, for act() and whyNot() alike: why `who`,
    // having taken `taken` actions this turn, may take no further one.
    std::optional<std::string> whyNotAnotherAction(const WorldActor& who, std::int64_t taken) const;
    // Then every actor the actions gave nothing decides by its behaviour (behaviours.cpp).
    void decide(const std::vector<Action>& given, Work& work);
    friend class Behaviours;
    // 2. Abilities cast land, then triggers for the moments the actions reported.
    void landTriggers(Work& work);
    // 3.-6.
    void stepFields(Work& work);
    void resolveStatuses(Work& work);
    void countDownClocks(Work& work);
    void workTick(const Formula& formula, const WorldActor& w, Work& work);
    void reportStatus(const StatusEvent& se, const WorldActor& w, Work& work) const;
    void resolveDamage(Work& work);
    // Deaths, and broken props gone (leaving remnants), each credited to its last blow.
    void resolveDeaths(Work& work);
    void endOfTurnClocks(Work& work);
    // A "lingering" event for each effect that ended on `who`'s clocks.
    void reportEnded(const WorldActor& who, const std::vector<Effect>& ended, Work& work) const;
    void deriveFacts(Work& work);
    void feedFact(const Fact& fact, Work& work);

    std::shared_ptr<const Definitions> defs_;
    WorldSettings settings_;
    Grid grid_;
    FireField fire_;
    GasField gas_;
    RandomStreams streams_;
    std::vector<WorldActor> actors_;
    std::vector<WorldProp> props_;
    std::vector<FloorItem> floor_;
    std::vector<Remnant> remnants_;
    std::vector<std::string> refIds_; // by ref - 1: every actor, prop and item ever made (items by kind name)
    std::uint64_t nextEffectUuid_ = 1; // lingering effects' sources
    // Lookups that keep a turn's cost per actor flat: ids of actors and props
    // to their numbers, and numbers to places in actors_ or props_.
    std::map<std::string, EntityRef, std::less<>> byId_;
    std::vector<std::uint32_t> slot_; // by ref - 1; kNoSlot for items and the removed
    static constexpr std::uint32_t kNoSlot = 0xffffffffu;
    void reindex();
    // Who stands where: per cell, 1 + the slot of the living actor on it (0:
    // nobody), so finding the one on a cell costs the same with 10 or 10,000.
    std::vector<std::uint32_t> standing_;
    std::size_t cellIndex(Cell c) const { return static_cast<std::size_t>(c.y) * grid_.width() + c.x; }
    // The slots of the actors whose behaviour may decide something (not
    // "hold", or holding with a flee_below), in order: a turn's behaviours
    // walk only these, so a crowd that only holds costs that walk nothing.
    // Worked out again at the next turn after anything that may change a
    // behaviour or a slot (addActor, edit, reindex).
    std::vector<std::uint32_t> deciders_;
    bool decidersKnown_ = false;
    const std::vector<std::uint32_t>& deciders();
    void moveActorTo(WorldActor& a, Cell to);
    void markDead(WorldActor& a);
    Ledger ledger_;
    Tracker tracker_;
    std::int64_t turn_ = 0;
    std::int64_t encounter_ = 1;
    std::optional<FactionId> party_;
    bool defeated_ = false; // the party all dead (kept: a removed party stays lost)
    // Charges this turn's actions took, by carrier; empty between turns.
    std::vector<std::pair<EntityRef, std::int64_t>> chargesHeld_;
    TurnScratch scratch_;
};

} // namespace rb
