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

    // Nodes in dense slots (stats, then flags: the order a map of nodes would
    // visit them in) and the edges out of each in the order they came, so the
    // same file reports the same cycles in the same order, without a tree.
    struct Adjacency {
        std::uint32_t statSlots = 0;
        std::size_t slotCount = 0;
        std::vector<std::size_t> firstOut; // by slot: where its edges start in outEdges
        std::vector<std::size_t> outEdges; // indexes into edges_
        std::size_t slot(Node n) const { return n.kind == 0 ? n.id : std::size_t{statSlots} + n.id; }
        Node nodeAt(std::size_t s) const
        {
            return s < statSlots ? Node{0, static_cast<std::uint32_t>(s)} : Node{1, static_cast<std::uint32_t>(s - statSlots)};
        }
    };
    Adjacency adjacency(std::size_t statCount, std::size_t flagCount) const;

    std::vector<Edge> edges_;
};

} // namespace rb
