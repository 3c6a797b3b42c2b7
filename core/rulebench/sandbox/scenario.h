#pragma once
// A sandbox scenario (*.scenario.json): the content file it uses, a seed,
// the map as rows of text, placed actors (and props) with ids, and a script
// of actions by turn. Loading reports every problem in one pass; saving
// writes a stable key order. Building resolves the names against the
// content's definitions and sets the world up.
//
//   {"format": "rulebench-scenario/1", "content": "demo.rules.json", "seed": 7,
//    "health_stat": "health", "party": "crew",
//    "map": ["#####", "#...#", "#####"],
//    "actors": [{"id": "hero", "actor": "hero", "at": [1, 1],
//                "carries": ["frag grenade"], "wears": ["plate"], "behaviour": "ranged",
//                "faction": "crew"}],
//    "props": [{"id": "trap1", "prop": "spike trap", "at": [3, 1]}],
//    "script": [{"turn": 1, "do": "afflict", "id": "hero", "status": "scorched", "turns": 3}]}
//
// Script actions ("do"): move {id, dir ("n", "ne", ... "nw") or to [x, y]},
// use {id, item}, throw {id, item, at}, pick up {id, item}, wear {id, item},
// take off {id, item}, attack {id, target}, wait {id},
// afflict {id, status, turns?, by?}, cure {id, status},
// place {id, actor or prop, at}, remove {id} (an actor or a prop),
// feed {fact: {kind, subject?, object?, amount?}}, end encounter {},
// end duration {duration}
// (the table of action kinds in actions.h says so).
// Map glyphs: '#' wall, '"' flammable floor, anything else floor.

#include "rulebench/base/json_reader.h"
#include "rulebench/content/build.h"
#include "rulebench/world/action_spec.h"
#include "rulebench/grid/grid.h"
#include "rulebench/world/world.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

inline constexpr std::string_view kScenarioFormat = "rulebench-scenario/1";
inline constexpr char kFlammableGlyph = '"';

struct PlacedActorSpec {
    std::string id;
    std::string actor; // the kind's name
    std::optional<Cell> at;
    std::vector<std::string> carries; // items by name, one fresh copy each
    std::vector<std::string> wears;   // items it carries and wears from the start
    std::optional<BehaviourSpec> behaviour; // this one's own, in place of its kind's
    std::optional<std::string> faction;     // this one's own, in place of its kind's (a name actors use)
    Json extra = Json::object();

    static constexpr auto fields();
};

struct PlacedPropSpec {
    std::string id;
    std::string prop; // the kind's name
    std::optional<Cell> at;
    Json extra = Json::object();

    static constexpr auto fields();
};

// A placed actor's or prop's "id": required, not empty.
bool readPlacedId(ObjectReader& r, std::string_view key, std::string& out);

constexpr auto PlacedActorSpec::fields()
{
    using S = PlacedActorSpec;
    return fieldList(custom("id", &S::id, &readPlacedId), field("actor", &S::actor).required(),
                     field("at", &S::at).required(), field("carries", &S::carries).unlessDefault(),
                     field("wears", &S::wears).unlessDefault(), field("behaviour", &S::behaviour).keptInside(),
                     field("faction", &S::faction));
}

constexpr auto PlacedPropSpec::fields()
{
    using S = PlacedPropSpec;
    return fieldList(custom("id", &S::id, &readPlacedId), field("prop", &S::prop).required(),
                     field("at", &S::at).required());
}

struct ScenarioSpec {
    std::string format = std::string(kScenarioFormat);
    std::string content;                  // path relative to the scenario file
    std::int64_t seed = 0;
    std::optional<std::string> healthStat; // "health" when absent
    std::optional<std::string> party;      // a faction: when all of it is dead, the run is lost
    std::vector<std::string> map;
    std::vector<PlacedActorSpec> actors;
    std::vector<PlacedPropSpec> props;
    std::vector<ActionSpec> script;
    std::optional<Json> play;             // play state (World::savePlay): the run resumes from it
    Json extra = Json::object();
};

struct ScenarioLoad {
    std::optional<ScenarioSpec> spec; // absent when not JSON or not an object
    Diagnostics diagnostics;
};

ScenarioLoad loadScenario(std::string_view bytes);
OrderedJson scenarioToJson(const ScenarioSpec& spec);
// Two-space indentation and a final newline.
std::string serializeScenario(const ScenarioSpec& spec);

// Actions by turn, in the order the script lists them.
struct Script {
    std::vector<std::pair<std::int64_t, Action>> actions; // sorted by turn (stable)
    std::vector<Action> forTurn(std::int64_t turn) const;
    std::int64_t lastTurn() const { return actions.empty() ? 0 : actions.back().first; }
};

struct Scenario {
    World world;
    Script script;
};

// Resolves every name against `defs` and reports every problem at once;
// nothing when there is any error. `seed` replaces the file's seed (and
// leaves out the play state's streams, so a new seed rolls anew).
std::optional<Scenario> buildScenario(const ScenarioSpec& spec, std::shared_ptr<const Definitions> defs,
                                      Diagnostics& diagnostics, std::optional<std::uint64_t> seed = std::nullopt);

// The scenario with the play state of `world` (built from it), so opening it
// again resumes where the world stands: a snapshot, written only when asked
// for. The script keeps only the turns still to come (the snapshot holds the
// rest), and the seed is the one the world was played with (a replay's, when
// it was not the file's), which the snapshot also records. At turn 0 nothing has been played, so the scenario is left as it is
// (a snapshot there would only hide later edits to the placements).
ScenarioSpec withPlayState(ScenarioSpec spec, const World& world);

// Whether a file name names a scenario: it ends in ".scenario.json".
bool isScenarioPath(std::string_view path);

} // namespace rb
