#pragma once
// The words an event's key starts with, one row each (events.h has the key
// grammar): which kind of event carries the word, the rest of its key, what
// the event adds to a batch measure's sum, the fact it feeds, and its line in
// the log. eventKey, eventText, eventAmount and the facts a turn derives read
// the row; no other place spells an event's word or switches over the kinds.
//
// An action's event takes its word from the action's row (ActionRow::keyWord
// in actions.h), which keeps it beside the action reporting it; its row here
// says the rest. A new kind of event needs its rows here (a static_assert
// checks every kind has one) and test_event_words' sample of it.

#include "rulebench/facts/facts.h"
#include "rulebench/world/events.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace rb {

struct Definitions;

// What follows a key's '@': who the event is about (nothing when no one), the
// cell it happened at, or nothing.
enum class KeyPlace : std::uint8_t { Who, Cell, None };

// What an event adds to a batch measure's sum (sum:KEY): 1 unless the word
// says otherwise.
struct EventAmount {
    std::string_view means; // in a designer's words ("the roll"); empty: 1
    // `counterBefore`: a counter's value before the event (counter events).
    std::int64_t (*of)(const WorldEvent& e, std::int64_t counterBefore) = nullptr;
};

struct EventWord {
    using Text = std::string (*)(const Definitions& defs, const WorldEvent& e);

    WorldEvent::Kind kind;
    std::string_view word; // empty: the word of the action that reports `kind`
    // Whether `e` (of `kind`) carries this word, for a kind with several; null: the kind's only word.
    bool (*carries)(const WorldEvent& e);
    Text detail;    // the key between the word and the '@': ":DETAIL", or null for none
    KeyPlace place;
    Text text;      // the log's line
    EventAmount amount = {};
    std::optional<FactEvent> feeds = std::nullopt; // the fact kinds fed "from" it (damage: when it dealt any)
    // A second key a breakpoint also matches it by, with this detail (damage without the way), or null.
    Text broadDetail = nullptr;
};

// Every row, in WorldEvent::Kind order.
std::span<const EventWord> eventWords();
// The row of the word `e` carries.
const EventWord& eventWordOf(const WorldEvent& e);
// The row's word: its own, or the reporting action's.
std::string_view keyWordOf(const EventWord& row);

} // namespace rb
