#pragma once
// Where a value sits in a content or scenario file, and the JSON types named
// only by declaration. A header that reports at a place or takes a JSON value
// by reference includes this, not base/json_reader.h, so a game's file that
// includes the public API never compiles nlohmann/json.hpp itself.

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/inline_text.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rb {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// Numbers in content are bounded so arithmetic on them can never overflow.
inline constexpr std::int64_t kMaxContentNumber = 1'000'000'000;

// Where a value sits in the file: its JSON path and the definition around it.
// Made for nearly every value read and rarely shown, so it holds its text
// inline: making one allocates nothing unless the path is very long.
struct Where {
    Diagnostics* diagnostics = nullptr;
    InlineText<88> path;
    InlineText<40> definition;

    Where key(std::string_view k) const;
    Where index(std::size_t i) const;
    Where named(std::string definitionName) const;
    void error(std::string message) const;
    void warning(std::string message) const;
};

} // namespace rb
