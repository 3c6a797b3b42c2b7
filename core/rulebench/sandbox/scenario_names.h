#pragma once
// A rename in the content reaching a scenario: the kinds it places, the items
// they carry, the health stat, and every action of its script or queue that
// names a definition — so a scenario open while its content is edited keeps
// playing the definitions it meant.

#include "rulebench/sandbox/scenario.h"

#include <string_view>

namespace rb {

// Every name of a definition of `section` ("statuses", "actors", ...) that is
// `from` becomes `to`. Each returns whether anything changed.
bool renameInAction(ActionSpec& action, std::string_view section, std::string_view from, std::string_view to);
bool renameInScenario(ScenarioSpec& scenario, std::string_view section, std::string_view from, std::string_view to);

} // namespace rb
