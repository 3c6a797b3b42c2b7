#pragma once
// A stat whose value depends on itself, directly or through other stats'
// expressions and conditions, has no value: building reports the cycle by
// name ("stat cycle: charge -> focus -> charge"). Every modifier in the
// content adds its edges here (statuses do; worn gear should too), because
// any of them may end up on one holder together.

#include "rulebench/base/json_reader.h"
#include "rulebench/stats/constant_effects.h"

#include <vector>

namespace rb {

class StatDependencies {
public:
    // A modifier of `target` (a stat or a flag type) whose value and
    // condition read other stats and flags; `where` is the modifier's place.
    void addModifier(EffectType target, const EffectValue& value, const Condition* req, const Where& where);

    // Reports each cycle once, at the modifier that closes it. Returns how many.
    std::size_t report(const Registry<StatDef>& stats, const Registry<FlagDef>& flags) const;

private:
    // A node: a stat (kind 0) or a flag (kind 1).
    struct Node {
        std::uint8_t kind = 0;
        std::uint32_t id = 0;
        friend auto operator<=>(const Node&, const Node&) = default;
    };
    struct Edge {
        Node from;
        Node to;
        Where where;
    };
    void addCondition(Node from, const Condition& c, const Where& where);

    std::vector<Edge> edges_;
};

} // namespace rb
