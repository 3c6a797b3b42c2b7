#pragma once
// For a game: content bytes loaded and built against its registrations, in
// one call. The definitions only when the content has no error (warnings
// come with them); else every problem of the file, each at its path and
// definition, as validate reports them. The authored form of the content
// and its builders (content/build.h) stay out of a game's includes.

#include "rulebench/base/result.h"
#include "rulebench/definitions/definitions.h"
#include "rulebench/definitions/registrations.h"

#include <memory>
#include <string_view>

namespace rb {

Result<std::shared_ptr<const Definitions>> loadDefinitions(std::string_view bytes,
                                                           const Registrations& registrations = Registrations::engine());

} // namespace rb
