#pragma once
// The JSON Schema of one effect entry, from the registered kinds' own
// argument descriptions, so the published schema lists exactly what the
// loader builds (a game's own kinds included).

#include "rulebench/definitions/effect_kinds.h"

#include <string>

namespace rb {

// {"type": "object", "required": ["kind"], "properties": {"kind", "args"},
//  "oneOf": [one branch per kind: its "kind" constant and its "args"]}.
// The content schema (content/content_schema.h) takes the branches and
// writes the entry's own fields ("chance" too) from its field list.
OrderedJson effectEntrySchema(const EffectKinds& kinds);
// The schema of one argument type ("dice" is a string or an integer, ...),
// titled with its label and described by its help line, as a field row is.
OrderedJson argSchema(const ArgInfo& arg);

// The designer's word for an argument, wherever one is named (the form, the
// reference, a problem): its type's word where the type is a kind of thing
// ("kind" of a Harm is "Damage kind", "gas" of an Emit "Gas kind"), else its
// key's words ("roll" is "Roll", "flee_below" would be "Flee below").
std::string labelOf(const ArgInfo& arg);
// Whether the form offers the argument as a choice from a list (a status, a
// damage kind): a missing one reads "choose a status", another "fill in the roll".
bool isChosen(ArgType type);

} // namespace rb
