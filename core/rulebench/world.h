#pragma once
// The sandbox world: a grid and its fields, the actors on it, the run's seeded
// streams, the turn and the encounter, the counters and quests. It steps one
// turn at a time in the design's order and reports what happened as events.
//
// A World is a plain value: the definitions are shared (immutable) and
// nothing in it points into itself, so copying one is how the sandbox steps
// back.

#include "rulebench/definitions.h"
#include "rulebench/fields.h"
#include "rulebench/grid.h"
#include "rulebench/holder.h"
#include "rulebench/random.h"
#include "rulebench/world_actions.h"
#include "rulebench/world_events.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Attacks roll from their own stream, so adding a blow to a script never
// shifts the dice of effects (the "ability" stream) or fire ("fire").
inline constexpr std::string_view kAttackStream = "attack";

struct WorldActor {
    std::string id; // the scenario's id: "hero", "rat2"
    ActorId kind;
    FactionId faction;
    Cell at;
    Holder holder;
    bool alive = true;
    ActorRef ref = 0; // the world's number for it (statuses credit by it); never reused
    friend bool operator==(const WorldActor&, const WorldActor&) = default;
};

// Which of the content's names the engine acts on, since nothing in the
// engine names a stat.
struct WorldSettings {
    StatId health;                         // the stat damage takes ("health_stat", "health" by default)
    std::optional<FlagId> immobile;        // a raised flag refuses moves ("cannot-move" when the content has it)
    std::optional<DamageKindId> fireKind;  // what fire harms with ("thermal" when the content has it)
    friend bool operator==(const WorldSettings&, const WorldSettings&) = default;
};

class World {
public:
    World(std::shared_ptr<const Definitions> defs, Grid grid, WorldSettings settings, std::uint64_t seed);

    const Definitions& definitions() const { return *defs_; }
    const std::shared_ptr<const Definitions>& sharedDefinitions() const { return defs_; }
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
    // change what an actor carries directly, outside any turn.
    WorldActor* actor(std::string_view id) { return find(id); }
    // The scenario id of whoever `ref` was, even after removal; empty for 0.
    std::string idOf(ActorRef ref) const;
    std::int64_t value(const WorldActor& a, StatId stat) const;
    // The living actor standing on `c`, or null.
    const WorldActor* standingAt(Cell c) const;

    // Why an actor cannot be placed there, or nothing when it can.
    std::optional<std::string> whyNotPlace(std::string_view id, ActorId kind, Cell at) const;
    // Places an actor outside any turn (setting a scenario up); false when
    // whyNotPlace has a reason.
    bool place(std::string id, ActorId kind, Cell at);

    // One turn in the design's order; refused actions change nothing.
    TurnReport step(const std::vector<Action>& actions);

    // Play state: only what changes in play (the turn and encounter, the
    // engine's streams, every actor's place, life, base values and statuses,
    // burning cells, counters and quests), in names; the rest is rebuilt from
    // the definitions and the scenario. Not yet saved: lingering effects,
    // burnt-out cells and gas.
    OrderedJson savePlay() const;
    // Puts back what savePlay wrote, onto a world built from the same
    // scenario and content. Every problem is reported at `where`; on any, the
    // world is left as it was and the result is false.
    bool restorePlay(const Json& play, const Where& where);

    friend bool operator==(const World&, const World&) = default;

private:
    struct Work;
    WorldActor* find(std::string_view id);
    WorldActor* findRef(ActorRef ref);
    WorldActor& addActor(std::string id, ActorId kind, Cell at);

    // 1. Actions; each checked whole before anything changes.
    void act(const Action& a, Work& work);
    std::optional<std::string> whyNot(const Action& a) const;
    // 2. Triggers land for the moments the actions reported.
    void landTriggers(Work& work);
    // 3.-6.
    void stepFields(Work& work);
    void resolveStatuses(Work& work);
    void resolveDamage(Work& work);
    void endOfTurnClocks(Work& work);
    void deriveFacts(Work& work);
    void feedFact(const Fact& fact, Work& work);

    std::shared_ptr<const Definitions> defs_;
    WorldSettings settings_;
    Grid grid_;
    FireField fire_;
    GasField gas_;
    RandomStreams streams_;
    std::vector<WorldActor> actors_;
    std::vector<std::string> refIds_; // by ref - 1: every actor ever placed
    Ledger ledger_;
    Tracker tracker_;
    std::int64_t turn_ = 0;
    std::int64_t encounter_ = 1;
};

} // namespace rb
