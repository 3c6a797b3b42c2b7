#include "rulebench/world/events.h"

#include "rulebench/world/event_words.h"

#include <algorithm>

namespace rb {

StatusEvent WorldEvent::statusEvent() const
{
    const StatusNumbers& n = detailOr<StatusNumbers>();
    return StatusEvent{.change = n.change, .target = n.target, .status = n.status, .instance = n.instance,
                       .turnsBefore = n.turnsBefore, .turnsLeft = n.turnsLeft, .by = n.by, .turnsAsked = n.turnsAsked,
                       .reason = kind == Kind::Status ? text : std::string(),
                       .via = kind == Kind::Status ? action : std::string()};
}

void WorldEvent::setStatusEvent(const StatusEvent& s)
{
    detail = StatusNumbers{.target = s.target, .status = s.status, .instance = s.instance, .turnsBefore = s.turnsBefore,
                           .turnsLeft = s.turnsLeft, .by = s.by, .turnsAsked = s.turnsAsked, .change = s.change};
    text = s.reason;
    action = s.via;
}

Look WorldEvent::look() const
{
    return kind == Kind::Cue ? Look{text, action} : Look{};
}

void WorldEvent::setLook(const Look& look)
{
    text = look.glyph;
    action = look.color;
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
