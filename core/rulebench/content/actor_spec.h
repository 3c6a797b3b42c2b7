#pragma once
// The authored form of an actor: the minimal definition other sections build
// on (items worn, statuses carried, placement in a scenario).

#include "rulebench/base/json_reader.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rb {

// A plain blow: a damage kind and a dice roll, both as written.
struct AttackSpec {
    std::string kind;
    std::string roll; // "1d6+2"
    Json extra;
};

struct ActorSpec {
    std::string name;
    std::optional<std::string> glyph;   // one character; absent only in a file with errors
    std::optional<std::string> color;   // "#rrggbb"
    std::optional<std::string> faction; // a name; factions are the names actors use
    std::vector<std::pair<std::string, std::int64_t>> stats; // stat name -> base value, in key order
    std::optional<AttackSpec> attack; // the sandbox's "attack" action deals it
    Json extra;
};

void readSpec(ObjectReader& r, ActorSpec& out);
OrderedJson toJson(const ActorSpec& s);

} // namespace rb
