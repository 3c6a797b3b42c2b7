#pragma once
// The JSON Schema (draft-07) of the content file, for external editors,
// generated from the field rows (content_fields.h) and from what a game
// registered: its effect kinds with their arguments (definitions/
// effect_schema.h), its durations and its moments. `rulebench schema` prints
// it; the copy in resources/schema is this text, checked byte for byte.
//
// A row's label and help line become the property's title and description,
// its bounds "minimum" and "maximum", its words an "enum"; a spec with a name
// of its own ("matcher") is one entry of "definitions" that others refer to.

#include "rulebench/content/content_fields.h"
#include "rulebench/definitions/registrations.h"

#include <string>

namespace rb {

OrderedJson contentSchema(const Registrations& registrations, const FieldTable& fields = contentFields());
// As `rulebench schema` prints it: two-space indentation and a final newline.
std::string contentSchemaText(const Registrations& registrations, const FieldTable& fields = contentFields());

} // namespace rb
