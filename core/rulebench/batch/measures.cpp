#include "rulebench/batch/measures.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/base/names.h"
#include "rulebench/world/event_words.h"

#include <algorithm>

namespace rb {

namespace {
struct MeasureWord {
    std::string_view word; // before the ':' (or the whole text, for won and lost)
    Measure::Kind kind;
    MeasureShape shape;    // what "happens" means for it, and its interval
};
constexpr MeasureWord kMeasureWords[] = {
    {"turn", Measure::Kind::Turn, MeasureShape::Present},   {"count", Measure::Kind::Count, MeasureShape::Count},
    {"sum", Measure::Kind::Sum, MeasureShape::Amount},      {"value", Measure::Kind::Value, MeasureShape::Present},
    {"done", Measure::Kind::Done, MeasureShape::YesNo},     {"won", Measure::Kind::Won, MeasureShape::YesNo},
    {"lost", Measure::Kind::Lost, MeasureShape::YesNo}};

const MeasureWord* wordOf(std::string_view text)
{
    text = trimmed(text);
    const std::string_view word = text.substr(0, text.find(':'));
    const auto known = std::find_if(std::begin(kMeasureWords), std::end(kMeasureWords),
                                    [&](const MeasureWord& w) { return w.word == word; });
    return known == std::end(kMeasureWords) ? nullptr : known;
}

bool readKey(std::string_view rest, Measure& m, const World& world, std::string& error)
{
    std::optional<Breakpoint> key = Breakpoint::parse(rest, world, error);
    if (!key)
        return false;
    if (key->empty()) {
        error = "needs an event key after the ':' (\"death@rat\")";
        return false;
    }
    if (key->condition() && m.kind != Measure::Kind::Turn) {
        error = "\"" + key->pattern() + "\" is a condition on the state, not an event: only turn: takes one";
        return false;
    }
    m.key = std::move(*key);
    return true;
}

bool readValue(std::string_view rest, Measure& m, const World& world, std::string& error)
{
    const auto at = rest.find('@');
    if (at == std::string_view::npos) {
        error = "needs STAT@ACTOR (\"health@hero\")";
        return false;
    }
    const Definitions& defs = world.definitions();
    const std::string stat(trimmed(rest.substr(0, at)));
    m.actor = std::string(trimmed(rest.substr(at + 1)));
    const std::optional<StatId> id = defs.stats.find(stat);
    if (!id) {
        error = "unknown stat \"" + stat + "\"" + didYouMean(stat, defs.stats.names());
        return false;
    }
    m.stat = *id;
    if (!world.actor(m.actor)) {
        std::vector<std::string> ids;
        for (const WorldActor& a : world.actors())
            ids.push_back(a.id);
        error = "no actor \"" + m.actor + "\" in the scenario" + didYouMean(m.actor, ids);
        return false;
    }
    return true;
}

bool readQuest(std::string_view rest, Measure& m, const World& world, std::string& error)
{
    const Definitions& defs = world.definitions();
    const std::string name(trimmed(rest));
    const std::optional<QuestId> id = defs.quests.find(name);
    if (!id) {
        error = "unknown quest \"" + name + "\"" + didYouMean(name, defs.quests.names());
        return false;
    }
    m.quest = *id;
    return true;
}
} // namespace

std::optional<Measure> parseMeasure(std::string_view text, const World& world, std::string& error)
{
    Measure m;
    m.text = std::string(trimmed(text));
    const auto colon = m.text.find(':');
    const std::string word = m.text.substr(0, colon);
    const MeasureWord* known = wordOf(m.text);
    if (!known) {
        std::vector<std::string> words;
        for (const MeasureWord& w : kMeasureWords)
            words.emplace_back(w.word);
        error = "unknown measure \"" + m.text + "\": it starts with turn:, count:, sum:, value:, done:, or is won or lost"
            + didYouMean(word, words);
        return std::nullopt;
    }
    m.kind = known->kind;
    const bool bare = m.kind == Measure::Kind::Won || m.kind == Measure::Kind::Lost;
    if (bare != (colon == std::string::npos)) {
        error = bare ? "\"" + word + "\" takes nothing after it" : "\"" + word + "\" needs something after a ':'";
        return std::nullopt;
    }
    const std::string_view rest = bare ? std::string_view() : std::string_view(m.text).substr(colon + 1);
    bool ok = true;
    switch (m.kind) {
    case Measure::Kind::Turn:
    case Measure::Kind::Count:
    case Measure::Kind::Sum: ok = readKey(rest, m, world, error); break;
    case Measure::Kind::Value: ok = readValue(rest, m, world, error); break;
    case Measure::Kind::Done: ok = readQuest(rest, m, world, error); break;
    case Measure::Kind::Won:
    case Measure::Kind::Lost: break;
    }
    if (!ok)
        return std::nullopt;
    return m;
}

MeasureShape measureShape(std::string_view text)
{
    const MeasureWord* known = wordOf(text);
    return known ? known->shape : MeasureShape::Present;
}

std::int64_t eventAmount(const WorldEvent& e, std::int64_t counterBefore)
{
    const EventAmount& amount = eventWordOf(e).amount;
    return amount.of ? amount.of(e, counterBefore) : 1;
}

MeasureTally::MeasureTally(const std::vector<Measure>& measures, const World& start)
    : measures_(&measures), values_(measures.size())
{
    for (std::size_t c = 0; c < start.ledger().size(); ++c)
        counters_.push_back(start.ledger().value(CounterId{static_cast<std::uint32_t>(c)}));
    for (std::size_t i = 0; i < measures.size(); ++i) {
        const Measure& m = measures[i];
        if (m.kind == Measure::Kind::Count || m.kind == Measure::Kind::Sum)
            values_[i] = 0;
        if (m.kind == Measure::Kind::Turn && m.key.condition() && m.key.condition()->holds(start))
            values_[i] = static_cast<double>(start.turn());
        keyed_ = keyed_ || ((m.kind == Measure::Kind::Turn || m.kind == Measure::Kind::Count
                             || m.kind == Measure::Kind::Sum) && !m.key.condition());
    }
}

void MeasureTally::turn(const TurnReport& report, const World& after)
{
    const std::vector<Measure>& measures = *measures_;
    for (std::size_t i = 0; i < measures.size(); ++i)
        if (measures[i].kind == Measure::Kind::Turn && measures[i].key.condition() && !values_[i]
            && measures[i].key.condition()->holds(after))
            values_[i] = static_cast<double>(report.turn);
    if (!keyed_)
        return;
    const Definitions& defs = after.definitions();
    for (const WorldEvent& e : report.events) {
        std::int64_t before = 0;
        if (e.kind == WorldEvent::Kind::Counter) {
            before = counters_.at(e.counter().counter.value);
            counters_[e.counter().counter.value] = e.counter().value;
        }
        const std::vector<std::string> keys = eventKeys(defs, e);
        for (std::size_t i = 0; i < measures.size(); ++i) {
            const Measure& m = measures[i];
            if (m.key.empty() || m.key.condition() || (m.kind == Measure::Kind::Turn && values_[i]))
                continue;
            if (std::none_of(keys.begin(), keys.end(), [&](const std::string& k) { return m.key.matches(k); }))
                continue;
            if (m.kind == Measure::Kind::Turn)
                values_[i] = static_cast<double>(report.turn);
            else
                *values_[i] += m.kind == Measure::Kind::Count ? 1.0 : static_cast<double>(eventAmount(e, before));
        }
    }
}

std::vector<std::optional<double>> MeasureTally::finish(const World& end) const
{
    std::vector<std::optional<double>> out = values_;
    for (std::size_t i = 0; i < measures_->size(); ++i) {
        const Measure& m = (*measures_)[i];
        switch (m.kind) {
        case Measure::Kind::Value:
            if (const WorldActor* a = end.actor(m.actor))
                out[i] = static_cast<double>(end.value(*a, m.stat));
            break;
        case Measure::Kind::Done: out[i] = end.quests().state(m.quest) == QuestState::Done ? 1 : 0; break;
        case Measure::Kind::Won: out[i] = end.outcome() == World::Outcome::Victory ? 1 : 0; break;
        case Measure::Kind::Lost: out[i] = end.outcome() == World::Outcome::Defeat ? 1 : 0; break;
        default: break;
        }
    }
    return out;
}

} // namespace rb
