#include "rulebench/sandbox/state_condition.h"

#include "rulebench/base/names.h"

#include <algorithm>
#include <charconv>

namespace rb {

namespace {
struct OperatorWord {
    std::string_view word;
    Comparison op;
};
// Two-character operators first, so "<=" is not read as "<" then "=".
constexpr OperatorWord kOperators[] = {{"<=", Comparison::LessOrEqual}, {">=", Comparison::GreaterOrEqual},
                                       {"==", Comparison::Equal},       {"!=", Comparison::NotEqual},
                                       {"<", Comparison::Less},         {">", Comparison::Greater}};

bool compare(std::int64_t a, Comparison op, std::int64_t b)
{
    switch (op) {
    case Comparison::Less: return a < b;
    case Comparison::LessOrEqual: return a <= b;
    case Comparison::Greater: return a > b;
    case Comparison::GreaterOrEqual: return a >= b;
    case Comparison::Equal: return a == b;
    case Comparison::NotEqual: return a != b;
    }
    return false;
}

// Where the operator starts, after the '@': the first of < > = ! there.
std::size_t operatorAt(std::string_view text)
{
    const std::size_t at = text.find('@');
    return at == std::string_view::npos ? std::string_view::npos : text.find_first_of("<>=!", at);
}

std::optional<std::int64_t> number(std::string_view s)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// "health", "stacks:stoneskin" or "turns:scorched" into the condition.
bool readQuantity(std::string_view what, const Definitions& defs, StateCondition& c, std::string& error)
{
    const auto status = [&](std::string_view name, StateCondition::Quantity q) {
        if (auto id = defs.statuses.find(std::string(name))) {
            c.quantity = q;
            c.ref = id->value;
            return true;
        }
        error = "unknown status \"" + std::string(name) + "\"" + didYouMean(std::string(name), defs.statuses.names());
        return false;
    };
    if (what.starts_with("stacks:"))
        return status(what.substr(7), StateCondition::Quantity::Stacks);
    if (what.starts_with("turns:"))
        return status(what.substr(6), StateCondition::Quantity::Turns);
    if (auto id = defs.stats.find(std::string(what))) {
        c.quantity = StateCondition::Quantity::Stat;
        c.ref = id->value;
        return true;
    }
    error = "unknown stat \"" + std::string(what) + "\"" + didYouMean(std::string(what), defs.stats.names())
        + " (or stacks:STATUS, turns:STATUS)";
    return false;
}

std::optional<std::int64_t> quantityOf(const StateCondition& c, const World& world, const WorldActor& a)
{
    switch (c.quantity) {
    case StateCondition::Quantity::Stat: return world.value(a, StatId{c.ref});
    case StateCondition::Quantity::Stacks: return static_cast<std::int64_t>(a.holder.statuses.count(StatusId{c.ref}));
    case StateCondition::Quantity::Turns: {
        std::optional<std::int64_t> most;
        for (const StatusInstance& i : a.holder.statuses.instances())
            if (i.status == StatusId{c.ref})
                most = std::max(most.value_or(i.turnsLeft), i.turnsLeft);
        return most; // none: the condition is false whatever it compares
    }
    }
    return std::nullopt;
}
} // namespace

bool looksLikeStateCondition(std::string_view text)
{
    text = trimmed(text);
    const std::size_t op = operatorAt(text);
    // An event pattern's '!' only ever follows '[' ("[!a-c]").
    return op != std::string_view::npos && !(text[op] == '!' && op > 0 && text[op - 1] == '[');
}

bool StateCondition::holds(const World& world) const
{
    for (const WorldActor& a : world.actors()) {
        if (actor != "*" && a.id != actor)
            continue;
        if (const auto v = quantityOf(*this, world, a); v && compare(*v, op, value))
            return true;
    }
    return false;
}

std::optional<StateCondition> parseStateCondition(std::string_view text, const World& world, std::string& error)
{
    StateCondition c;
    text = trimmed(text);
    c.text = std::string(text);
    const std::size_t at = text.find('@'), op = operatorAt(text);
    if (at == std::string_view::npos || op == std::string_view::npos) {
        error = "a state breakpoint is QUANTITY@ACTOR OP NUMBER, as in health@hero<10";
        return std::nullopt;
    }
    const OperatorWord* word = nullptr;
    for (const OperatorWord& o : kOperators)
        if (text.substr(op).starts_with(o.word)) {
            word = &o;
            break;
        }
    if (!word) {
        error = "unknown operator in \"" + c.text + "\"; use <, <=, >, >=, == or !=";
        return std::nullopt;
    }
    c.op = word->op;
    const std::string_view rest = trimmed(text.substr(op + word->word.size()));
    const auto v = number(rest);
    if (!v) {
        error = "expected a whole number after " + std::string(word->word) + ", got \"" + std::string(rest) + "\"";
        return std::nullopt;
    }
    c.value = *v;
    if (!readQuantity(trimmed(text.substr(0, at)), world.definitions(), c, error))
        return std::nullopt;
    c.actor = std::string(trimmed(text.substr(at + 1, op - at - 1)));
    if (c.actor != "*" && !world.actor(c.actor)) {
        std::vector<std::string> ids;
        for (const WorldActor& a : world.actors())
            ids.push_back(a.id);
        error = "unknown actor \"" + c.actor + "\"" + didYouMean(c.actor, ids) + " (or * for any)";
        return std::nullopt;
    }
    return c;
}

} // namespace rb
