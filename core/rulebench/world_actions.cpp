#include "rulebench/world_actions.h"

#include <array>
#include <utility>

namespace rb {

namespace {
struct KindName {
    Action::Kind kind;
    std::string_view name;
};
constexpr std::array<KindName, 9> kKindNames{{
    {Action::Kind::Move, "move"},
    {Action::Kind::Attack, "attack"},
    {Action::Kind::Wait, "wait"},
    {Action::Kind::Afflict, "afflict"},
    {Action::Kind::Cure, "cure"},
    {Action::Kind::Place, "place"},
    {Action::Kind::Remove, "remove"},
    {Action::Kind::Feed, "feed"},
    {Action::Kind::EndEncounter, "end encounter"},
}};

struct DirectionName {
    int dx, dy;
    std::string_view name;
};
constexpr std::array<DirectionName, 8> kDirections{{
    {0, -1, "n"}, {1, -1, "ne"}, {1, 0, "e"}, {1, 1, "se"}, {0, 1, "s"}, {-1, 1, "sw"}, {-1, 0, "w"}, {-1, -1, "nw"},
}};
} // namespace

Action Action::move(std::string id, int dx, int dy)
{
    Action a;
    a.kind = Kind::Move;
    a.id = std::move(id);
    a.dx = dx;
    a.dy = dy;
    return a;
}

Action Action::moveTo(std::string id, Cell to)
{
    Action a;
    a.kind = Kind::Move;
    a.id = std::move(id);
    a.toCell = true;
    a.to = to;
    return a;
}

Action Action::attack(std::string id, std::string target)
{
    Action a;
    a.kind = Kind::Attack;
    a.id = std::move(id);
    a.target = std::move(target);
    return a;
}

Action Action::wait(std::string id)
{
    Action a;
    a.kind = Kind::Wait;
    a.id = std::move(id);
    return a;
}

Action Action::afflict(std::string id, StatusId status, std::optional<std::int64_t> turns, std::string by)
{
    Action a;
    a.kind = Kind::Afflict;
    a.id = std::move(id);
    a.status = status;
    a.turns = turns;
    a.by = std::move(by);
    return a;
}

Action Action::cure(std::string id, StatusId status)
{
    Action a;
    a.kind = Kind::Cure;
    a.id = std::move(id);
    a.status = status;
    return a;
}

Action Action::place(std::string id, ActorId actor, Cell at)
{
    Action a;
    a.kind = Kind::Place;
    a.id = std::move(id);
    a.actor = actor;
    a.to = at;
    return a;
}

Action Action::remove(std::string id)
{
    Action a;
    a.kind = Kind::Remove;
    a.id = std::move(id);
    return a;
}

Action Action::feed(Fact fact)
{
    Action a;
    a.kind = Kind::Feed;
    a.fact = fact;
    return a;
}

Action Action::endEncounter()
{
    Action a;
    a.kind = Kind::EndEncounter;
    return a;
}

bool operator==(const Action& a, const Action& b)
{
    return a.kind == b.kind && a.id == b.id && a.target == b.target && a.by == b.by && a.dx == b.dx && a.dy == b.dy
        && a.toCell == b.toCell && a.to == b.to && a.actor == b.actor && a.status == b.status && a.turns == b.turns
        && a.fact.kind == b.fact.kind && a.fact.subject == b.fact.subject && a.fact.object == b.fact.object
        && a.fact.amount == b.fact.amount;
}

std::string_view toString(Action::Kind k)
{
    for (const auto& n : kKindNames)
        if (n.kind == k)
            return n.name;
    return "?";
}

std::optional<Action::Kind> parseActionKind(std::string_view text)
{
    for (const auto& n : kKindNames)
        if (n.name == text)
            return n.kind;
    return std::nullopt;
}

std::vector<std::string> actionKindNames()
{
    std::vector<std::string> out;
    for (const auto& n : kKindNames)
        out.emplace_back(n.name);
    return out;
}

bool parseDirection(std::string_view text, int& dx, int& dy)
{
    for (const auto& d : kDirections) {
        if (d.name == text) {
            dx = d.dx;
            dy = d.dy;
            return true;
        }
    }
    return false;
}

std::string_view directionName(int dx, int dy)
{
    for (const auto& d : kDirections)
        if (d.dx == dx && d.dy == dy)
            return d.name;
    return "";
}

} // namespace rb
