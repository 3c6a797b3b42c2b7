#include "rulebench/world/action_spec.h"

#include "rulebench/base/enum_words.h"
#include "rulebench/content/build.h"
#include "rulebench/content/fact_build.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

namespace rb {

namespace {
struct DirectionName {
    int dx, dy;
    std::string_view name;
};
constexpr std::array<DirectionName, 8> kDirections{{
    {0, -1, "n"}, {1, -1, "ne"}, {1, 0, "e"}, {1, 1, "se"}, {0, 1, "s"}, {-1, 1, "sw"}, {-1, 0, "w"}, {-1, -1, "nw"},
}};
} // namespace

Action Action::move(std::string id, int dx, int dy) { return {.kind = Kind::Move, .id = std::move(id), .dx = dx, .dy = dy}; }

Action Action::moveTo(std::string id, Cell to) { return {.kind = Kind::Move, .id = std::move(id), .toCell = true, .to = to}; }

Action Action::withItem(Kind kind, std::string id, ItemId item) { return {.kind = kind, .id = std::move(id), .item = item}; }

Action Action::use(std::string id, ItemId item) { return withItem(Kind::Use, std::move(id), item); }

Action Action::throwAt(std::string id, ItemId item, Cell at)
{
    return {.kind = Kind::Throw, .id = std::move(id), .to = at, .item = item};
}

Action Action::pickUp(std::string id, ItemId item) { return withItem(Kind::PickUp, std::move(id), item); }

Action Action::wear(std::string id, ItemId item) { return withItem(Kind::Wear, std::move(id), item); }

Action Action::takeOff(std::string id, ItemId item) { return withItem(Kind::TakeOff, std::move(id), item); }

Action Action::attack(std::string id, std::string target)
{
    return {.kind = Kind::Attack, .id = std::move(id), .target = std::move(target)};
}

Action Action::wait(std::string id) { return {.kind = Kind::Wait, .id = std::move(id)}; }

Action Action::afflict(std::string id, StatusId status, std::optional<std::int64_t> turns, std::string by)
{
    return {.kind = Kind::Afflict, .id = std::move(id), .by = std::move(by), .status = status, .turns = turns};
}

Action Action::cure(std::string id, StatusId status) { return {.kind = Kind::Cure, .id = std::move(id), .status = status}; }

Action Action::place(std::string id, ActorId actor, Cell at)
{
    return {.kind = Kind::Place, .id = std::move(id), .to = at, .actor = actor};
}

Action Action::placeProp(std::string id, PropId prop, Cell at)
{
    return {.kind = Kind::Place, .id = std::move(id), .to = at, .prop = prop};
}

Action Action::remove(std::string id) { return {.kind = Kind::Remove, .id = std::move(id)}; }

Action Action::feed(Fact fact) { return {.kind = Kind::Feed, .fact = fact}; }

Action Action::endEncounter() { return {.kind = Kind::EndEncounter}; }

Action Action::castAt(std::string id, AbilityId ability, Cell at)
{
    return {.kind = Kind::Cast, .id = std::move(id), .toCell = true, .to = at, .ability = ability};
}

Action Action::castOn(std::string id, AbilityId ability, std::string target)
{
    return {.kind = Kind::Cast, .id = std::move(id), .target = std::move(target), .ability = ability};
}

Action Action::cast(std::string id, AbilityId ability) { return {.kind = Kind::Cast, .id = std::move(id), .ability = ability}; }
Action Action::endDuration(DurationId duration) { return {.kind = Kind::EndDuration, .duration = duration}; }

bool operator==(const Action& a, const Action& b)
{
    return a.kind == b.kind && a.id == b.id && a.target == b.target && a.by == b.by && a.dx == b.dx && a.dy == b.dy
        && a.toCell == b.toCell && a.to == b.to && a.actor == b.actor && a.prop == b.prop && a.item == b.item
        && a.status == b.status && a.turns == b.turns
        && a.fact.kind == b.fact.kind && a.fact.subject == b.fact.subject && a.fact.object == b.fact.object
        && a.fact.amount == b.fact.amount && a.ability == b.ability && a.instances == b.instances
        && a.duration == b.duration;
}

std::string_view toString(Action::Kind k) { return actionRow(k).word; }

std::optional<Action::Kind> parseActionKind(std::string_view text)
{
    for (const ActionRow& row : actionRows())
        if (row.word == text)
            return row.kind;
    return std::nullopt;
}

std::vector<std::string> actionKindNames()
{
    std::vector<std::string> out;
    for (const ActionRow& row : actionRows())
        out.emplace_back(row.word);
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

// ---- actions by name ----------------------------------------------------------

namespace {
using F = ActionField;
using V = ActionValue;
constexpr std::array<ActionFieldInfo, 15> kFields{{
    {F::Id, "id", V::Id, &ActionSpec::id},
    {F::Target, "target", V::Id, &ActionSpec::target},
    {F::By, "by", V::Id, &ActionSpec::by},
    {F::Dir, "dir", V::Direction, &ActionSpec::dir},
    {F::To, "to", V::Cell, &ActionSpec::to},
    {F::At, "at", V::Cell, &ActionSpec::at},
    {F::Actor, "actor", V::ActorKind, &ActionSpec::actor},
    {F::Prop, "prop", V::PropKind, &ActionSpec::prop},
    {F::Item, "item", V::Item, &ActionSpec::item},
    {F::Status, "status", V::Status, &ActionSpec::status},
    {F::Turns, "turns", V::Turns, &ActionSpec::turns},
    {F::Instances, "instances", V::Count, &ActionSpec::instances},
    {F::Fact, "fact", V::Fact, &ActionSpec::fact},
    {F::Duration, "duration", V::Duration, &ActionSpec::duration},
    {F::Ability, "ability", V::Ability, &ActionSpec::ability},
}};
static_assert(inEnumOrder(kFields, &ActionFieldInfo::field), "kFields is in ActionField order");

// Files have always written an action's keys in this order; reading and
// checking go in ActionField order.
constexpr ActionField kWriteOrder[] = {F::Id, F::Actor, F::Prop, F::Item, F::Ability, F::Target, F::Status,
                                       F::Turns, F::Instances, F::By, F::Dir, F::To, F::At, F::Fact, F::Duration};

bool present(const ActionSpec& s, ActionField f)
{
    return std::visit([&](auto member) { return (s.*member).has_value(); }, actionField(f).member);
}

// "a, b or c": the script's action words, for a message.
std::string actionWords()
{
    const std::vector<std::string> names = actionKindNames();
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

void reportUnknownAction(const std::string& word, const Where& w)
{
    w.error("unknown action \"" + word + "\"" + didYouMean(word, actionKindNames()) + "; one of " + actionWords());
}

OrderedJson valueJson(const std::string& s) { return s; }
OrderedJson valueJson(Cell c) { return toJson(c); }
OrderedJson valueJson(std::int64_t n) { return n; }
OrderedJson valueJson(const FactByNameSpec& s) { return toJson(s); }

// A fact's subject or object by its name in the registry the kind names.
std::optional<std::string> factSideName(const Definitions& defs, std::optional<FactRegistry> r,
                                        std::optional<FactValue> v)
{
    if (!r || !v)
        return std::nullopt;
    const auto names = factRegistryEntries(defs, *r);
    if (!names || *v >= names->size())
        return std::nullopt;
    return (*names)[*v];
}
} // namespace

std::span<const ActionFieldInfo> actionFields() { return kFields; }

const ActionFieldInfo& actionField(ActionField field) { return kFields[static_cast<std::size_t>(field)]; }

bool read(const Json& j, const Where& w, FactByNameSpec& out)
{
    ObjectReader r(j, w);
    if (!r.isObject()) {
        w.error("expected an object with \"kind\", got " + describeType(j));
        return false;
    }
    readSpec(r, out);
    return true;
}

void readActionSpec(ObjectReader& r, ActionSpec& out)
{
    if (r.required("turn", out.turn) && out.turn < 1) {
        r.at("turn").error("turns count from 1, got " + std::to_string(out.turn));
        r.keepIfInvalid("turn", false);
    }
    if (r.required("do", out.action) && !parseActionKind(out.action))
        reportUnknownAction(out.action, r.at("do"));
    for (const ActionFieldInfo& f : kFields)
        std::visit([&](auto member) { r.optional(f.key, out.*member); }, f.member);
    out.extra = r.finish();
}

OrderedJson actionToJson(const ActionSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["turn"] = s.turn;
    j["do"] = s.action;
    for (ActionField f : kWriteOrder) {
        const ActionFieldInfo& info = actionField(f);
        std::visit(
            [&](auto member) {
                if (const auto& value = s.*member)
                    j[std::string(info.key)] = valueJson(*value);
            },
            info.member);
    }
    appendExtra(j, s.extra);
    return j;
}

std::optional<Action> buildAction(const ActionSpec& s, ActionContext& context, const Where& w)
{
    const auto kind = parseActionKind(s.action);
    if (!kind) {
        reportUnknownAction(s.action, w.key("do"));
        return std::nullopt;
    }
    const ActionRow& row = actionRow(*kind);
    bool ok = true;
    for (ActionField f : row.required) {
        if (present(s, f))
            continue;
        // A value of the wrong type was reported when read, and kept aside.
        const std::string key(actionField(f).key);
        if (!s.extra.contains(key))
            w.error("\"" + s.action + "\" needs \"" + key + "\"");
        ok = false;
    }
    for (const ActionFieldInfo& f : kFields) {
        if (!row.takes(f.field) && present(s, f.field)) {
            w.key(f.key).error("\"" + s.action + "\" takes no \"" + std::string(f.key) + "\"");
            ok = false;
        }
    }
    if (!ok)
        return std::nullopt;
    Action a;
    a.kind = *kind;
    if (!row.build(s, context, w, a))
        return std::nullopt;
    return a;
}

std::optional<ActionSpec> nameAction(const Action& a, const Definitions& defs)
{
    const ActionRow& row = actionRow(a.kind);
    ActionSpec s;
    s.action = std::string(row.word);
    bool named = true;
    const auto name = [&](const auto& registry, auto id, std::optional<std::string>& out) {
        if (id.value < registry.size())
            out = registry[id].name;
        else
            named = false;
    };
    if (row.takes(F::Id))
        s.id = a.id;
    if (row.takes(F::Target) && (row.required.has(F::Target) || !a.target.empty()))
        s.target = a.target;
    if (row.takes(F::By) && !a.by.empty())
        s.by = a.by;
    if (row.takes(F::Dir) && !a.toCell) {
        s.dir = std::string(directionName(a.dx, a.dy));
        named = named && !s.dir->empty();
    }
    if (row.takes(F::To) && a.toCell)
        s.to = a.to;
    if (row.takes(F::At) && (row.required.has(F::At) || a.toCell))
        s.at = a.to;
    if (row.takes(F::Actor) && !a.prop)
        name(defs.actors, a.actor, s.actor);
    if (row.takes(F::Prop) && a.prop)
        name(defs.props, *a.prop, s.prop);
    if (row.takes(F::Item))
        name(defs.items, a.item, s.item);
    if (row.takes(F::Status))
        name(defs.statuses, a.status, s.status);
    if (row.takes(F::Ability))
        name(defs.abilities, a.ability, s.ability);
    if (row.takes(F::Turns))
        s.turns = a.turns;
    if (row.takes(F::Instances))
        s.instances = a.instances;
    if (row.takes(F::Duration))
        name(defs.durations.registered(), a.duration, s.duration);
    if (row.takes(F::Fact)) {
        std::optional<std::string> kind;
        name(defs.factKinds, a.fact.kind, kind);
        if (kind) {
            const FactKindDef& k = defs.factKinds[a.fact.kind];
            FactByNameSpec f{*kind, factSideName(defs, k.subject, a.fact.subject),
                             factSideName(defs, k.object, a.fact.object), std::nullopt, Json::object()};
            named = named && f.subject.has_value() == a.fact.subject.has_value()
                && f.object.has_value() == a.fact.object.has_value();
            if (a.fact.amount != 1)
                f.amount = a.fact.amount;
            s.fact = std::move(f);
        }
    }
    if (!named)
        return std::nullopt;
    return s;
}

} // namespace rb
