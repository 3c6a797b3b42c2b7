#include "rulebench/world/events.h"

#include "rulebench/world/event_words.h"

#include <algorithm>

namespace rb {

bool operator==(const WorldEvent& a, const WorldEvent& b)
{
    return a.kind == b.kind && a.who == b.who && a.other == b.other && a.action == b.action && a.text == b.text
        && a.from == b.from && a.at == b.at && a.actorKind == b.actorKind && a.faction == b.faction
        && a.damageKind == b.damageKind && a.hasDamageKind == b.hasDamageKind && a.amount == b.amount && a.raw == b.raw
        && a.how == b.how && a.status == b.status && a.detail == b.detail && a.aboutActor == b.aboutActor
        && a.item == b.item && a.prop == b.prop && a.cells == b.cells && a.ability == b.ability && a.trigger == b.trigger;
}

std::string_view toString(Decision::Choice c)
{
    switch (c) {
    case Decision::Choice::Attack: return "attack";
    case Decision::Choice::Approach: return "approach";
    case Decision::Choice::Flee: return "flee";
    case Decision::Choice::Cast: return "cast";
    case Decision::Choice::Throw: return "throw";
    case Decision::Choice::Hold: return "hold";
    }
    return "hold";
}

std::string cellText(Cell c) { return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")"; }

namespace {
// A cell in a breakpoint key: "3,4".
std::string cellKey(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

// What follows the key's '@', with the '@'.
std::string keyPlace(const EventWord& row, const WorldEvent& e)
{
    switch (row.place) {
    case KeyPlace::Who: return e.who.empty() ? std::string() : "@" + e.who;
    case KeyPlace::Cell: return "@" + cellKey(e.at);
    case KeyPlace::None: break;
    }
    return {};
}
} // namespace

std::string eventText(const Definitions& defs, const WorldEvent& e) { return eventWordOf(e).text(defs, e); }

std::string eventKey(const Definitions& defs, const WorldEvent& e)
{
    const EventWord& row = eventWordOf(e);
    return std::string(keyWordOf(row)) + (row.detail ? row.detail(defs, e) : std::string()) + keyPlace(row, e);
}

std::vector<std::string> eventKeys(const Definitions& defs, const WorldEvent& e)
{
    std::vector<std::string> keys{eventKey(defs, e)};
    const EventWord& row = eventWordOf(e);
    if (row.broadDetail)
        keys.push_back(std::string(keyWordOf(row)) + row.broadDetail(defs, e) + keyPlace(row, e));
    return keys;
}

std::vector<std::string> eventKeyWords()
{
    std::vector<std::string> words;
    for (const EventWord& row : eventWords())
        words.emplace_back(keyWordOf(row));
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

} // namespace rb
