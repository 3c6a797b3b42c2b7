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
    if (value.kind == EffectValue::Kind::Formula && value.formula) {
        // What the formula reads of its holder that is worked out from
        // modifiers: a stat's value and a flag (a base, a count of instances
        // and turns left are not).
        for (const Formula::Reading& r : value.formula->readings()) {
            if (r.read == FormulaRead::Stat)
                edges_.push_back({from, Node{0, r.id}, where.key("value")});
            else if (r.read == FormulaRead::HasFlag)
                edges_.push_back({from, Node{1, r.id}, where.key("value")});
        }
    }
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

StatDependencies::Adjacency StatDependencies::adjacency(std::size_t statCount, std::size_t flagCount) const
{
    Adjacency g;
    g.statSlots = static_cast<std::uint32_t>(statCount);
    std::uint32_t flagSlots = static_cast<std::uint32_t>(flagCount);
    for (const Edge& e : edges_) {
        for (const Node& n : {e.from, e.to})
            (n.kind == 0 ? g.statSlots : flagSlots) = std::max(n.kind == 0 ? g.statSlots : flagSlots, n.id + 1);
    }
    g.slotCount = std::size_t{g.statSlots} + flagSlots;
    g.firstOut.assign(g.slotCount + 1, 0);
    g.outEdges.resize(edges_.size());
    for (const Edge& e : edges_)
        ++g.firstOut[g.slot(e.from) + 1];
    for (std::size_t s = 0; s < g.slotCount; ++s)
        g.firstOut[s + 1] += g.firstOut[s];
    std::vector<std::size_t> fill(g.firstOut.begin(), g.firstOut.end() - 1);
    for (std::size_t i = 0; i < edges_.size(); ++i)
        g.outEdges[fill[g.slot(edges_[i].from)]++] = i;
    return g;
}

std::size_t StatDependencies::report(const Registry<StatDef>& stats, const Registry<FlagDef>& flags) const
{
    const Adjacency g = adjacency(stats.size(), flags.size());
    auto nodeName = [&](Node n) {
        if (n.kind == 0)
            return n.id < stats.size() ? stats[StatId{n.id}].name : "#" + std::to_string(n.id);
        return "flag " + (n.id < flags.size() ? flags[FlagId{n.id}].name : "#" + std::to_string(n.id));
    };

    enum class Mark : std::uint8_t { New, OnPath, Done };
    std::vector<Mark> mark(g.slotCount, Mark::New);
    std::set<std::vector<Node>> seen;
    std::size_t reported = 0;
    // One report per cycle, whichever node it was entered by.
    const auto reportCycle = [&](std::vector<Node> cycle, const Edge& closing) {
        std::vector<Node> key = cycle;
        std::rotate(key.begin(), std::min_element(key.begin(), key.end()), key.end());
        if (!seen.insert(key).second)
            return;
        std::string text = "stat cycle: ";
        for (const Node& n : cycle)
            text += nodeName(n) + " -> ";
        text += nodeName(closing.to);
        closing.where.error(text);
        ++reported;
    };

    // Iterative depth-first search: content may chain many stats.
    struct Frame {
        Node node;
        std::size_t next = 0;
    };
    std::vector<Frame> path;
    for (std::size_t startSlot = 0; startSlot < g.slotCount; ++startSlot) {
        if (g.firstOut[startSlot] == g.firstOut[startSlot + 1] || mark[startSlot] != Mark::New)
            continue;
        path.assign(1, Frame{g.nodeAt(startSlot), 0});
        mark[startSlot] = Mark::OnPath;
        while (!path.empty()) {
            Frame& top = path.back();
            const std::size_t topSlot = g.slot(top.node);
            if (g.firstOut[topSlot] + top.next >= g.firstOut[topSlot + 1]) {
                mark[topSlot] = Mark::Done;
                path.pop_back();
                continue;
            }
            const Edge& e = edges_[g.outEdges[g.firstOut[topSlot] + top.next++]];
            const Mark m = mark[g.slot(e.to)];
            if (m == Mark::New) {
                mark[g.slot(e.to)] = Mark::OnPath;
                path.push_back({e.to, 0});
            } else if (m == Mark::OnPath) {
                const auto first = std::find_if(path.begin(), path.end(), [&](const Frame& f) { return f.node == e.to; });
                std::vector<Node> cycle;
                for (auto f = first; f != path.end(); ++f)
                    cycle.push_back(f->node);
                reportCycle(std::move(cycle), e);
            }
        }
    }
    return reported;
}

} // namespace rb
