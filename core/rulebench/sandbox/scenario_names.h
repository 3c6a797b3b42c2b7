#pragma once
// A rename in the content reaching a scenario: the kinds it places, the items
// they carry, the health stat, and every action of its script or queue that
// names a definition — so a scenario open while its content is edited keeps
// playing the definitions it meant.

#include "rulebench/definitions/definitions.h"
#include "rulebench/sandbox/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Every name of a definition of `section` ("statuses", "actors", ...) that is
// `from` becomes `to`. Each returns whether anything changed.
bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to);
bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to);

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
