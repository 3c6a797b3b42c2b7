#pragma once
// The content-format reference (docs/content-format.md), written from the
// JSON Schema that content_schema.h generates from the field rows: every
// section and field with its type, default, bounds, choices and help text,
// in the words the editor's form uses, and (given a content file such as the
// demo) the first definition of each section as an example. `rulebench docs
// --format` prints it; the committed page is checked against it, so the
// reference cannot drift from the code.

#include "rulebench/base/json_reader.h"

#include <string>

namespace rb {

// `examples`: a content file's JSON whose sections lend each section its
// example (its first definition); null or a section it lacks: no example.
std::string contentReference(const OrderedJson& schema, const OrderedJson* examples = nullptr);

} // namespace rb
