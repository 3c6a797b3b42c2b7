#pragma once
// The JSON Schema of one effect entry, from the registered kinds' own
// argument descriptions, so the published schema lists exactly what the
// loader builds (a game's own kinds included).

#include "rulebench/definitions/effect_kinds.h"

namespace rb {

// {"type": "object", "required": ["kind"], "properties": {"kind", "args"},
//  "oneOf": [one branch per kind: its "kind" constant and its "args"]}.
// The content schema (content/content_schema.h) takes the branches and
// writes the entry's own fields ("chance" too) from its field list.
OrderedJson effectEntrySchema(const EffectKinds& kinds);
// The schema of one argument type ("dice" is a string or an integer, ...).
OrderedJson argSchema(const ArgInfo& arg);

} // namespace rb
