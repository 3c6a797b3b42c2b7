#pragma once
// Actions written by name: a scenario's script and a queue kept across
// content edits (ActionSpec), built into an Action (world/actions.h).
//
// Every kind is one row of one table (actionRows()): its word in scenario
// files, the fields it takes, how it is built from names, its check (why
// not), what it does in a turn, and the event it reports with that event's
// word in a breakpoint key. A new kind needs its Action::Kind, its row and
// the row's three functions in action_rules.cpp, and its tests; reading,
// writing and checking scenario files, the world's dispatch and the log's
// words follow from the row.

#include "rulebench/base/field_list.h"
#include "rulebench/grid/cell_json.h"
#include "rulebench/world/actions.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace rb {

struct Definitions;
class World;
struct TurnWork;

// A fact fed by hand, in names: {"kind": "killed", "subject": "rat"}.
struct FactByNameSpec {
    std::string kind;
    std::optional<std::string> subject;
    std::optional<std::string> object;
    std::optional<std::int64_t> amount;
    Json extra = Json::object();

    static constexpr auto fields()
    {
        return fieldList(field("kind", &FactByNameSpec::kind).required(), field("subject", &FactByNameSpec::subject),
                         field("object", &FactByNameSpec::object), field("amount", &FactByNameSpec::amount));
    }
};

// One action as a scenario's script writes it: {"turn": 2, "do": "throw",
// "id": "hero", "item": "frag grenade", "at": [4, 2]}. Which fields a kind
// takes is its row's business.
struct ActionSpec {
    std::int64_t turn = 0;
    std::string action; // "do"
    std::optional<std::string> id;
    std::optional<std::string> target;
    std::optional<std::string> by;
    std::optional<std::string> dir;
    std::optional<Cell> to;
    std::optional<Cell> at;
    std::optional<std::string> actor;
    std::optional<std::string> prop;
    std::optional<std::string> item;
    std::optional<std::string> status;
    std::optional<std::int64_t> turns;
    std::optional<std::int64_t> instances;
    std::optional<FactByNameSpec> fact;
    std::optional<std::string> ability;
    std::optional<std::string> duration;
    Json extra = Json::object();
};

// The keys an action may take besides "turn" and "do", in the order a
// scenario file's action is read and checked.
enum class ActionField : std::uint8_t {
    Id, Target, By, Dir, To, At, Actor, Prop, Item, Status, Turns, Instances, Fact, Duration, Ability
};

// What a field's value is, for a UI that offers it.
enum class ActionValue : std::uint8_t {
    Id,        // a scenario id: an actor's (remove: or a prop's; place: a new one)
    Direction, // n, ne, e, se, s, sw, w, nw
    Cell,      // [x, y]
    ActorKind, // the content's name of a kind of actor,
    PropKind,  // of a prop,
    Item,      // of an item
    Status,    // or of a status
    Turns,     // a whole number of turns, from 1
    Count,     // a whole number of things, from 1
    Fact,      // {kind, subject?, object?, amount?} in names
    Duration,  // the name of a duration the game registered or the content declared
    Ability,   // the content's name of an ability
};

struct ActionFieldInfo {
    ActionField field;
    std::string_view key; // "id", "target", ...
    ActionValue value;
    // Where an ActionSpec keeps it.
    std::variant<std::optional<std::string> ActionSpec::*, std::optional<Cell> ActionSpec::*,
                 std::optional<std::int64_t> ActionSpec::*, std::optional<FactByNameSpec> ActionSpec::*>
        member;
};
// Every field, in ActionField order.
std::span<const ActionFieldInfo> actionFields();
const ActionFieldInfo& actionField(ActionField field);

// A few fields in a fixed order: the order missing ones are reported in.
class ActionFields {
public:
    constexpr ActionFields() = default;
    constexpr ActionFields(std::initializer_list<ActionField> fields)
    {
        for (ActionField f : fields)
            items_[count_++] = f;
    }
    constexpr bool has(ActionField f) const
    {
        for (ActionField x : *this)
            if (x == f)
                return true;
        return false;
    }
    constexpr const ActionField* begin() const { return items_.data(); }
    constexpr const ActionField* end() const { return items_.data() + count_; }

private:
    std::array<ActionField, 4> items_{};
    std::uint8_t count_ = 0;
};

// What building an action from names asks of the place it is built in: a
// scenario's script checks ids and cells against the scenario; a queue leaves
// them to the world, which refuses with a reason when the turn comes.
class ActionContext {
public:
    explicit ActionContext(const Definitions& defs)
        : defs_(defs)
    {
    }
    virtual ~ActionContext() = default;
    const Definitions& definitions() const { return defs_; }
    // `id` when it names an actor here (or, with `orProp`, a prop); reported
    // at `w` when not. Nothing when `id` is absent.
    virtual std::optional<std::string> actorId(const std::optional<std::string>& id, const Where& w, bool orProp) = 0;
    // Whether an action may name `c`; reported at `w` when not.
    virtual bool cellOk(Cell c, const Where& w) = 0;

private:
    const Definitions& defs_;
};

// One kind of action: a row of the table.
struct ActionRow {
    Action::Kind kind;
    std::string_view word;   // its "do" in a scenario file, and its verb in the log and in refusals
    ActionFields required;   // besides "turn" and "do"
    ActionFields optional;
    // The actor its "id" names acts: one of the actions it may take in a
    // turn (its kind's actions_per_turn). Afflict, cure, place, remove and
    // the like happen to what they name and do not count.
    bool acts;
    // The event it reports when done (none: afflict and cure report through
    // statuses, feed through facts, end duration through the lingering
    // effects it ends), and that event's word in a breakpoint key
    // ("picked-up:ITEM@ID").
    std::optional<WorldEvent::Kind> reports;
    std::string_view keyWord;
    // Names to ids into `out` (its kind set; the fields it needs are there),
    // every problem reported at `where`.
    bool (*build)(const ActionSpec& spec, ActionContext& context, const Where& where, Action& out);
    // Why the world refuses it now, or nothing.
    std::optional<std::string> (*whyNot)(const World& world, const Action& action);
    // What it does in phase 1 of a turn, once whyNot had nothing to say.
    void (*apply)(World& world, const Action& action, TurnWork& work);

    constexpr bool takes(ActionField f) const { return required.has(f) || optional.has(f); }
};

// Every kind, in Action::Kind order.
std::span<const ActionRow> actionRows();
const ActionRow& actionRow(Action::Kind kind);
// The row of the action that reports events of `kind`, or null (ticks,
// landings, deaths, ... are no action's).
const ActionRow* actionRowReporting(WorldEvent::Kind kind);

// A fact by names: an object with "kind".
bool read(const Json& j, const Where& w, FactByNameSpec& out);

// Reads one action of a script (its "do" must be a known word); writes one
// in the stable key order.
void readActionSpec(ObjectReader& r, ActionSpec& out);
OrderedJson actionToJson(const ActionSpec& spec);

// An action by name into one by id: the fields its kind needs and takes,
// then its row's build. Nothing when it cannot be built (every problem
// reported at `where`).
std::optional<Action> buildAction(const ActionSpec& spec, ActionContext& context, const Where& where);
// The other way round, in `defs`' names (turn 0), so a queue can keep an
// action across content edits; nothing when a number names nothing there.
std::optional<ActionSpec> nameAction(const Action& action, const Definitions& defs);

} // namespace rb
