#include "rulebench/stat_cycles.h"

#include "rulebench/definitions.h"

#include <algorithm>
#include <map>
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
    // Adjacency in the order the edges came, nodes visited in order: the same
    // file reports the same cycles in the same order.
    std::map<Node, std::vector<std::size_t>> out;
    for (std::size_t i = 0; i < edges_.size(); ++i)
        out[edges_[i].from].push_back(i);

    auto nodeName = [&](Node n) {
        if (n.kind == 0)
            return n.id < stats.size() ? stats[StatId{n.id}].name : "#" + std::to_string(n.id);
        return "flag " + (n.id < flags.size() ? flags[FlagId{n.id}].name : "#" + std::to_string(n.id));
    };

    enum class Mark { New, OnPath, Done };
    std::map<Node, Mark> mark;
    std::set<std::vector<Node>> seen;
    std::size_t reported = 0;

    // Iterative depth-first search: content may chain many stats.
    struct Frame {
        Node node;
        std::size_t next = 0;
    };
    for (const auto& [start, _] : out) {
        if (mark[start] != Mark::New)
            continue;
        std::vector<Frame> path{{start, 0}};
        mark[start] = Mark::OnPath;
        while (!path.empty()) {
            Frame& top = path.back();
            const auto it = out.find(top.node);
            if (it == out.end() || top.next >= it->second.size()) {
                mark[top.node] = Mark::Done;
                path.pop_back();
                continue;
            }
            const Edge& e = edges_[it->second[top.next++]];
            const Mark m = mark[e.to];
            if (m == Mark::New) {
                mark[e.to] = Mark::OnPath;
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
