#include "rulebench/stats/stat_cycles.h"

#include "rulebench/stats/stat_registries.h"

#include <algorithm>
#include <set>

namespace rb {

void StatDependencies::addModifier(EffectType target, const EffectValue& value, const Condition* req, const Where& where)
{
    if (target.kind == EffectType::Kind::Game)
        return; // a game's types are read by the game, not computed from the store
    const Node from{static_cast<std::uint8_t>(target.kind == EffectType::Kind::Stat ? 0 : 1), target.id};
    if (value.kind == EffectValue::Kind::PerStat)
        edges_.push_back({from, Node{0, value.ref}, where.key("value")});
    if (req)
        addCondition(from, *req, where.key("req"));
}

void StatDependencies::addCondition(Node from, const Condition& c, const Where& where)
{
    switch (c.kind) {
    case Condition::Kind::StatAtMost:
    case Condition::Kind::StatAtLeast: edges_.push_back({from, Node{0, c.ref}, where}); break;
    case Condition::Kind::HasFlag: edges_.push_back({from, Node{1, c.ref}, where}); break;
    case Condition::Kind::HasStatus: break; // a count of instances, not a computed value
    case Condition::Kind::All:
    case Condition::Kind::Any:
    case Condition::Kind::Not:
        for (const Condition& child : c.children)
            addCondition(from, child, where);
        break;
    }
}

std::size_t StatDependencies::report(const Registry<StatDef>& stats, const Registry<FlagDef>& flags) const
{
    // Nodes in dense slots (stats, then flags: the order a map of nodes would
    // visit them in) and the edges out of each in the order they came, so the
    // same file reports the same cycles in the same order, without a tree.
    std::uint32_t statSlots = static_cast<std::uint32_t>(stats.size());
    std::uint32_t flagSlots = static_cast<std::uint32_t>(flags.size());
    for (const Edge& e : edges_) {
        for (const Node& n : {e.from, e.to})
            (n.kind == 0 ? statSlots : flagSlots) = std::max(n.kind == 0 ? statSlots : flagSlots, n.id + 1);
    }
    const auto slot = [&](Node n) -> std::size_t { return n.kind == 0 ? n.id : std::size_t{statSlots} + n.id; };
    const auto nodeAt = [&](std::size_t s) {
        return s < statSlots ? Node{0, static_cast<std::uint32_t>(s)} : Node{1, static_cast<std::uint32_t>(s - statSlots)};
    };
    const std::size_t slots = std::size_t{statSlots} + flagSlots;
    std::vector<std::size_t> firstOut(slots + 1, 0), outEdges(edges_.size());
    for (const Edge& e : edges_)
        ++firstOut[slot(e.from) + 1];
    for (std::size_t s = 0; s < slots; ++s)
        firstOut[s + 1] += firstOut[s];
    {
        std::vector<std::size_t> fill(firstOut.begin(), firstOut.end() - 1);
        for (std::size_t i = 0; i < edges_.size(); ++i)
            outEdges[fill[slot(edges_[i].from)]++] = i;
    }

    auto nodeName = [&](Node n) {
        if (n.kind == 0)
            return n.id < stats.size() ? stats[StatId{n.id}].name : "#" + std::to_string(n.id);
        return "flag " + (n.id < flags.size() ? flags[FlagId{n.id}].name : "#" + std::to_string(n.id));
    };

    enum class Mark : std::uint8_t { New, OnPath, Done };
    std::vector<Mark> mark(slots, Mark::New);
    std::set<std::vector<Node>> seen;
    std::size_t reported = 0;

    // Iterative depth-first search: content may chain many stats.
    struct Frame {
        Node node;
        std::size_t next = 0;
    };
    std::vector<Frame> path;
    for (std::size_t startSlot = 0; startSlot < slots; ++startSlot) {
        if (firstOut[startSlot] == firstOut[startSlot + 1] || mark[startSlot] != Mark::New)
            continue;
        path.assign(1, Frame{nodeAt(startSlot), 0});
        mark[startSlot] = Mark::OnPath;
        while (!path.empty()) {
            Frame& top = path.back();
            const std::size_t topSlot = slot(top.node);
            if (firstOut[topSlot] + top.next >= firstOut[topSlot + 1]) {
                mark[topSlot] = Mark::Done;
                path.pop_back();
                continue;
            }
            const Edge& e = edges_[outEdges[firstOut[topSlot] + top.next++]];
            const Mark m = mark[slot(e.to)];
            if (m == Mark::New) {
                mark[slot(e.to)] = Mark::OnPath;
                path.push_back({e.to, 0});
            } else if (m == Mark::OnPath) {
                const auto first = std::find_if(path.begin(), path.end(), [&](const Frame& f) { return f.node == e.to; });
                std::vector<Node> cycle;
                for (auto f = first; f != path.end(); ++f)
                    cycle.push_back(f->node);
                // One report per cycle, whichever node it was entered by.
                std::vector<Node> key = cycle;
                std::rotate(key.begin(), std::min_element(key.begin(), key.end()), key.end());
                if (!seen.insert(key).second)
                    continue;
                std::string text = "stat cycle: ";
                for (const Node& n : cycle)
                    text += nodeName(n) + " -> ";
                text += nodeName(e.to);
                e.where.error(text);
                ++reported;
            }
        }
    }
    return reported;
}

} // namespace rb
