#pragma once
// Building, the entry point: the authored content resolved by name into
// Definitions, every problem of the file reported in one pass, each at its
// path and definition. The section builders share build_context.h.
//
// For a caller: building never throws on bad content and never stops at the
// first problem; a definition that does not build is left out and reported, so
// Definitions built with errors are for showing, not for play. A game loads
// its content through content/load.h, which says only that.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/names.h"
#include "rulebench/base/result.h"
#include "rulebench/content/content.h"
#include "rulebench/content/content_fields.h"
#include "rulebench/content/load.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/registrations.h"

#include <memory>
#include <string_view>

namespace rb {

// Builds against the engine's default registrations (Registrations::engine()).
Definitions buildDefinitions(const ContentSpec& spec, Diagnostics& diagnostics);
// Builds against what a game registered first: its moments, effect kinds,
// durations, effect types and fields.
Definitions buildDefinitions(const ContentSpec& spec, const Registrations& registrations, Diagnostics& diagnostics);
// The same, checking every number against its row in `fields` rather than
// contentFields(): a table with a row changed (a test, a game with tighter
// bounds) is followed by every range check.
Definitions buildDefinitions(const ContentSpec& spec, const Registrations& registrations, Diagnostics& diagnostics,
                             const FieldTable& fields);

// Loading and building in one call, as `validate` does.
struct Validation {
    bool readable = false; // false: not JSON, or not an object
    Diagnostics diagnostics;
    // What was built, mistakes and all (a definition that did not build is left out).
    std::shared_ptr<const Definitions> definitions;
};
Validation validateContent(std::string_view bytes);

} // namespace rb
