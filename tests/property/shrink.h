#pragma once
// Makes a failing case as small as it stays failing: drops array entries
// (definitions, effects, triggers, actors, props, actions, ...) one at a
// time, and turns, while `stillFails` says the same invariant breaks.

#include "case_generator.h"
#include "invariants.h"

#include <functional>
#include <optional>

namespace rb::property {

using CaseCheck = std::function<std::optional<Violation>(const GeneratedCase&)>;

// The smallest case found within `budget` checks that breaks the same
// invariant as `failing` does.
GeneratedCase shrink(GeneratedCase failing, const Violation& violation, const CaseCheck& check, int budget = 1500);

} // namespace rb::property
