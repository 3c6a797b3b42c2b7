#include "rulebench/sandbox/actions.h"

#include <array>
#include <utility>

namespace rb {

namespace {
struct KindName {
    Action::Kind kind;
    std::string_view name;
};
constexpr std::array<KindName, 14> kKindNames{{
    {Action::Kind::Move, "move"},
    {Action::Kind::Use, "use"},
    {Action::Kind::Throw, "throw"},
    {Action::Kind::PickUp, "pick up"},
    {Action::Kind::Wear, "wear"},
    {Action::Kind::TakeOff, "take off"},
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

Action Action::make(Kind kind, std::string id)
{
    Action a;
    a.kind = kind;
    a.id = std::move(id);
    return a;
}

Action Action::withItem(Kind kind, std::string id, ItemId item)
{
    Action a = make(kind, std::move(id));
    a.item = item;
    return a;
}

Action Action::move(std::string id, int dx, int dy)
{
    Action a = make(Kind::Move, std::move(id));
    a.dx = dx;
    a.dy = dy;
    return a;
}

Action Action::moveTo(std::string id, Cell to)
{
    Action a = make(Kind::Move, std::move(id));
    a.toCell = true;
    a.to = to;
    return a;
}

Action Action::use(std::string id, ItemId item) { return withItem(Kind::Use, std::move(id), item); }

Action Action::throwAt(std::string id, ItemId item, Cell at)
{
    Action a = withItem(Kind::Throw, std::move(id), item);
    a.to = at;
    return a;
}

Action Action::pickUp(std::string id, ItemId item) { return withItem(Kind::PickUp, std::move(id), item); }

Action Action::wear(std::string id, ItemId item) { return withItem(Kind::Wear, std::move(id), item); }

Action Action::takeOff(std::string id, ItemId item) { return withItem(Kind::TakeOff, std::move(id), item); }

Action Action::attack(std::string id, std::string target)
{
    Action a = make(Kind::Attack, std::move(id));
    a.target = std::move(target);
    return a;
}

Action Action::wait(std::string id) { return make(Kind::Wait, std::move(id)); }

Action Action::afflict(std::string id, StatusId status, std::optional<std::int64_t> turns, std::string by)
{
    Action a = make(Kind::Afflict, std::move(id));
    a.status = status;
    a.turns = turns;
    a.by = std::move(by);
    return a;
}

Action Action::cure(std::string id, StatusId status)
{
    Action a = make(Kind::Cure, std::move(id));
    a.status = status;
    return a;
}

Action Action::place(std::string id, ActorId actor, Cell at)
{
    Action a = make(Kind::Place, std::move(id));
    a.actor = actor;
    a.to = at;
    return a;
}

Action Action::placeProp(std::string id, PropId prop, Cell at)
{
    Action a = make(Kind::Place, std::move(id));
    a.prop = prop;
    a.to = at;
    return a;
}

Action Action::remove(std::string id) { return make(Kind::Remove, std::move(id)); }

Action Action::feed(Fact fact)
{
    Action a = make(Kind::Feed, {});
    a.fact = fact;
    return a;
}

Action Action::endEncounter() { return make(Kind::EndEncounter, {}); }

bool operator==(const Action& a, const Action& b)
{
    return a.kind == b.kind && a.id == b.id && a.target == b.target && a.by == b.by && a.dx == b.dx && a.dy == b.dy
        && a.toCell == b.toCell && a.to == b.to && a.actor == b.actor && a.prop == b.prop && a.item == b.item
        && a.status == b.status && a.turns == b.turns
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
