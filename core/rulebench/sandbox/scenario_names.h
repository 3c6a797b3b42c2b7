#pragma once
// A rename in the content reaching a scenario: the kinds it places, the items
// they carry, the health stat, and every action of its script or queue that
// names a definition — so a scenario open while its content is edited keeps
// playing the definitions it meant.

#include "rulebench/content/content.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/sandbox/scenario.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// A place in a scenario that gives a definition's name.
struct ScenarioUsage {
    enum class Place { Actor, Prop, HealthStat, ScriptEntry };
    Place place = Place::Actor;
    std::size_t index = 0; // the placed actor's or prop's, or the script entry's, place in its list
    std::string id;        // the placed actor's or prop's id; a script entry's actor ("id"), if it names one
    std::string key;       // the key that gives the name: "actor", "carries", "wears", "prop", "health_stat",
                           // or an action's ("item", "status", "fact.kind")
    std::string words;     // for a designer: "actor hero, carries", "script line 3 (turn 2, afflict rat), status"
    std::string section;   // the section of the definition it names ("items")
};

// The section a fact kind's subject (`subject` true) or object names, by the
// kind's name ("statuses"), as the content declares it; empty when the kind
// is unknown or names none, or factions (no section): where a fed fact's
// subject and object come from. Empty itself: they are not followed.
using FactSections = std::function<std::string(const std::string& kind, bool subject)>;
// The content's (the first of a name written twice, as building takes it).
FactSections factSectionsOf(const ContentSpec& content);

// Every place where `scenario` gives `name` of a definition of `section`
// (any section when empty): the kinds it places, what they carry and wear,
// the health stat, and its script's actions (a fed fact's kind, and its
// subject and object by `facts`); in the file's order (actors, props, the
// health stat, the script).
std::vector<ScenarioUsage> scenarioUsages(const ScenarioSpec& scenario, std::string_view section, std::string_view name,
                                          const FactSections& facts = {});

// Every name of a definition of `section` ("statuses", "actors", ...) that is
// `from` becomes `to` (a fed fact's subject and object too, by `facts`).
// Each returns whether anything changed.
bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to,
                    const FactSections& facts = {});
bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to,
                      const FactSections& facts = {});

// A name of a definition the scenario gives: its section ("statuses") and the name.
struct NameInScenario {
    std::string section;
    std::string name;
    friend bool operator==(const NameInScenario&, const NameInScenario&) = default;
};

// Every name the scenario gives that `defs` has no definition of, each once,
// in the order the scenario gives them: what a rename made while the scenario
// was closed leaves behind.
std::vector<NameInScenario> missingNames(const ScenarioSpec& scenario, const Definitions& defs);

} // namespace rb
