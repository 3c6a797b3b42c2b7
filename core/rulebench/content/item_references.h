#pragma once
// Private to references.cpp. Where items, props and abilities name other definitions: a trigger's moment, the
// damage kinds, statuses, stats and flags their effects' arguments name
// (found through the engine's effect kinds' argument descriptions), and worn
// gear's modifiers. For visitReferences, so a rename reaches them.

#include "rulebench/content/ability_spec.h"
#include "rulebench/content/item_spec.h"
#include "rulebench/content/status_spec.h"

namespace rb {

void forEachReference(ItemSpec& s, const ReferenceEmit& emit);
void forEachReference(PropSpec& s, const ReferenceEmit& emit);
void forEachReference(AbilitySpec& s, const ReferenceEmit& emit);
// One effect list's names, each field prefixed with `at` ("effects").
void forEachReference(std::vector<EffectSpec>& effects, const std::string& at, const ReferenceEmit& emit);

} // namespace rb
