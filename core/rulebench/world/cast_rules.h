#pragma once
// Private to the sandbox: the "cast" row's three functions (see actions.h),
// an ability an actor knows, aimed at a cell, an actor or itself.

#include "rulebench/world/action_spec.h"

#include <optional>
#include <string>

namespace rb {
struct WorldActor;
}

namespace rb::castRules {

// The ability by name and the aim it takes ("at" for a cell, "target" for
// an actor, neither for the caster), each mistake reported at `where`.
bool build(const ActionSpec& spec, ActionContext& context, const Where& where, Action& out);
// Why not: the caster dead or not knowing it, cooling down, too little of
// its cost, the aim out of range or line.
std::optional<std::string> whyNot(const World& world, const Action& action);
// Lowers the cost stat's value by the cost, starts the cooldown, reports
// the cast and leaves its landing to phase 2.
void apply(World& world, WorldActor& who, const Action& action, TurnWork& work);

} // namespace rb::castRules
