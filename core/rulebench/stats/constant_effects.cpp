#include "rulebench/stats/constant_effects.h"

#include "rulebench/base/names.h"

#include "rulebench/base/json_reader.h"

#include <algorithm>
#include <charconv>

namespace rb {

// ---- names -------------------------------------------------------------------

std::string_view toString(StatOp op) { return wordOf(kStatOps, op); }

std::optional<StatOp> parseStatOp(std::string_view text) { return parseWord(text, kStatOps); }

std::string_view toString(Source::Kind kind) { return wordOf(kSourceKinds, kind); }

// ---- durations -----------------------------------------------------------------

namespace {
constexpr std::string_view kWhileActive = Durations::kEngineWords[0];
constexpr std::string_view kEndOfTurn = Durations::kEngineWords[1];
constexpr std::string_view kEndOfEncounter = Durations::kEngineWords[2];

bool isEngineWord(std::string_view name)
{
    return name == kWhileActive || name == kEndOfTurn || name == kEndOfEncounter
           || name.rfind(Durations::kTurnsPrefix, 0) == 0;
}
} // namespace

bool Durations::isEngineName(std::string_view name) { return isEngineWord(name); }

Result<DurationId> Durations::add(std::string name)
{
    if (name.empty())
        return failure("a duration needs a name");
    if (isEngineWord(name))
        return failure("\"" + name + "\" is one of the engine's own durations");
    if (game_.contains(name))
        return failure("a duration named \"" + name + "\" is registered already");
    return game_.add(DurationDef{std::move(name)});
}

bool Durations::contains(Duration d) const
{
    switch (d.kind) {
    case Duration::Kind::Turns: return d.value >= 1;
    case Duration::Kind::Game: return d.value < game_.size();
    default: return true;
    }
}

std::optional<Duration> Durations::parse(std::string_view text, const Where& where) const
{
    if (text == kWhileActive)
        return Duration::whileActive();
    if (text == kEndOfTurn)
        return Duration::endOfTurn();
    if (text == kEndOfEncounter)
        return Duration::endOfEncounter();
    if (text.rfind("turns(", 0) == 0) {
        const std::string_view inner = text.substr(6);
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(inner.data(), inner.data() + inner.size(), n);
        if (ec != std::errc() || end == inner.data() || std::string_view(end, inner.data() + inner.size() - end) != ")") {
            where.error("a duration of turns is written turns(n) with a whole number n, got \"" + std::string(text) + "\"");
            return std::nullopt;
        }
        if (n < 1 || n > kMaxContentNumber) {
            where.error("turns must be between 1 and " + std::to_string(kMaxContentNumber) + ", got " + std::to_string(n));
            return std::nullopt;
        }
        return Duration::turns(static_cast<std::uint32_t>(n));
    }
    if (auto id = game_.find(text))
        return Duration::game(*id);
    // Named by content only for what lingers (a Grant's), so while-active, which
    // nothing written can stay active with, is no suggestion.
    std::vector<std::string> candidates{std::string(kEndOfTurn), std::string(kEndOfEncounter)};
    for (const auto& n : game_.names())
        candidates.push_back(n);
    where.error("unknown duration \"" + std::string(text) + "\"" + didYouMean(text, candidates)
                + "; a lingering effect lasts end-of-turn, end-of-encounter, turns(n), or one declared under "
                  "\"durations\" or registered by the game");
    return std::nullopt;
}

std::string Durations::name(Duration d) const
{
    switch (d.kind) {
    case Duration::Kind::WhileActive: return std::string(kWhileActive);
    case Duration::Kind::EndOfTurn: return std::string(kEndOfTurn);
    case Duration::Kind::EndOfEncounter: return std::string(kEndOfEncounter);
    case Duration::Kind::Turns: return "turns(" + std::to_string(d.value) + ")";
    case Duration::Kind::Game:
        return d.value < game_.size() ? game_[DurationId{d.value}].name : "unregistered duration #" + std::to_string(d.value);
    }
    return {};
}

// ---- the store -------------------------------------------------------------------

namespace {
struct TypeLess {
    bool operator()(const Effect& e, const EffectType& t) const { return e.type < t; }
    bool operator()(const EffectType& t, const Effect& e) const { return t < e.type; }
};
} // namespace

std::optional<EffectId> ConstantEffects::add(const EffectRequest& request, const Durations& durations)
{
    if (!durations.contains(request.duration))
        return std::nullopt;
    Effect e;
    e.id = EffectId{nextId_++};
    e.type = request.type;
    e.value = request.value;
    e.req = request.req;
    e.duration = request.duration;
    e.turnsLeft = request.duration.kind == Duration::Kind::Turns ? request.duration.value : 0;
    e.source = request.source;
    e.side = request.side;
    // Ids only grow, so the end of the type's run keeps ids in order.
    const EffectId id = e.id;
    const auto at = std::upper_bound(effects_.begin(), effects_.end(), e.type, TypeLess{});
    effects_.insert(at, std::move(e));
    index();
    return id;
}

void ConstantEffects::index()
{
    clocked_ = static_cast<std::size_t>(std::count_if(effects_.begin(), effects_.end(), [](const Effect& e) {
        return e.duration.kind == Duration::Kind::EndOfTurn || e.duration.kind == Duration::Kind::Turns;
    }));
    std::size_t stats = 0; // stat effects lead the store: Kind::Stat sorts first
    while (stats < effects_.size() && effects_[stats].type.kind == EffectType::Kind::Stat)
        ++stats;
    statStart_.assign(stats == 0 ? 0 : effects_[stats - 1].type.id + 2, 0);
    std::size_t i = 0;
    for (std::uint32_t s = 0; s < statStart_.size(); ++s) {
        while (i < stats && effects_[i].type.id < s)
            ++i;
        statStart_[s] = static_cast<std::uint32_t>(i);
    }
}

template <class Pred>
std::vector<Effect> ConstantEffects::extract(Pred pred)
{
    std::vector<Effect> removed;
    auto keep = effects_.begin();
    for (auto it = effects_.begin(); it != effects_.end(); ++it) {
        if (pred(*it))
            removed.push_back(std::move(*it));
        else if (keep != it)
            *keep++ = std::move(*it);
        else
            ++keep;
    }
    effects_.erase(keep, effects_.end());
    if (!removed.empty())
        index();
    return removed;
}

bool ConstantEffects::removeById(EffectId id)
{
    return !extract([&](const Effect& e) { return e.id == id; }).empty();
}

std::size_t ConstantEffects::removeBySource(const Source& source)
{
    return extract([&](const Effect& e) { return e.source == source; }).size();
}

std::size_t ConstantEffects::removeByDuration(Duration duration)
{
    return extract([&](const Effect& e) {
               if (e.duration.kind != duration.kind)
                   return false;
               return duration.kind != Duration::Kind::Game || e.duration.value == duration.value;
           })
        .size();
}

std::vector<Effect> ConstantEffects::countDownTurns(EffectId freshFrom)
{
    if (clocked_ == 0) // most holders carry no clock: a turn need not read their effects
        return {};
    bool anyOut = false;
    for (Effect& e : effects_)
        if (e.duration.kind == Duration::Kind::Turns && e.id < freshFrom && e.turnsLeft > 0)
            anyOut = --e.turnsLeft == 0 || anyOut;
    if (!anyOut)
        return {};
    return extract([](const Effect& e) { return e.duration.kind == Duration::Kind::Turns && e.turnsLeft == 0; });
}

std::vector<Effect> ConstantEffects::endTurn()
{
    if (clocked_ == 0)
        return {};
    return extract([](const Effect& e) { return e.duration.kind == Duration::Kind::EndOfTurn; });
}

std::vector<Effect> ConstantEffects::endEncounter()
{
    return extract([](const Effect& e) { return e.duration.kind == Duration::Kind::EndOfEncounter; });
}

std::vector<Effect> ConstantEffects::endDuration(DurationId duration)
{
    return extract([&](const Effect& e) {
        return e.duration.kind == Duration::Kind::Game && e.duration.value == duration.value;
    });
}

namespace {
// The id each rebuilt effect (in id order) held when saved: its source's
// first id and the ones after it, in its order; 0 for one whose source did
// not say. All 0 when any two would share one, or one a lingering effect's.
std::vector<std::uint64_t> savedIds(const std::vector<Effect*>& rebuilt,
                                    std::span<const std::pair<Source, std::uint64_t>> firstIds,
                                    const std::vector<std::uint64_t>& taken)
{
    std::vector<std::uint64_t> ids(rebuilt.size(), 0);
    for (const auto& [source, first] : firstIds) {
        std::uint64_t next = first;
        for (std::size_t k = 0; k < rebuilt.size(); ++k)
            if (rebuilt[k]->source == source)
                ids[k] = next++;
    }
    std::vector<std::uint64_t> used = taken;
    for (std::uint64_t id : ids)
        if (id != 0)
            used.push_back(id);
    std::sort(used.begin(), used.end());
    const bool clash = std::adjacent_find(used.begin(), used.end()) != used.end() || (!used.empty() && used.front() == 0);
    return clash ? std::vector<std::uint64_t>(rebuilt.size(), 0) : ids;
}
} // namespace

void ConstantEffects::restoreLingering(std::vector<Effect> lingering, std::uint64_t nextId,
                                       std::span<const std::pair<Source, std::uint64_t>> firstIds)
{
    std::vector<std::uint64_t> taken;
    for (const Effect& e : lingering)
        taken.push_back(e.id.value);
    std::sort(taken.begin(), taken.end());
    std::vector<Effect*> rebuilt;
    for (Effect& e : effects_)
        rebuilt.push_back(&e);
    std::sort(rebuilt.begin(), rebuilt.end(), [](const Effect* a, const Effect* b) { return a->id < b->id; });
    const std::vector<std::uint64_t> saved = savedIds(rebuilt, firstIds, taken);
    for (std::uint64_t s : saved)
        if (s != 0)
            taken.insert(std::upper_bound(taken.begin(), taken.end(), s), s);
    std::uint64_t id = 1;
    for (std::size_t k = 0; k < rebuilt.size(); ++k) {
        if (saved[k] != 0) {
            rebuilt[k]->id = EffectId{saved[k]};
            continue;
        }
        while (std::binary_search(taken.begin(), taken.end(), id))
            ++id;
        rebuilt[k]->id = EffectId{id++};
    }
    nextId_ = std::max({nextId, id, taken.empty() ? 1 : taken.back() + 1});
    for (Effect& e : lingering)
        effects_.push_back(std::move(e));
    std::sort(effects_.begin(), effects_.end(),
              [](const Effect& a, const Effect& b) { return a.type < b.type || (!(b.type < a.type) && a.id < b.id); });
    index();
}

std::span<const Effect> ConstantEffects::ofType(EffectType type) const
{
    const auto [first, last] = std::equal_range(effects_.begin(), effects_.end(), type, TypeLess{});
    return {first, last};
}

std::span<const Effect> ConstantEffects::ofStat(StatId stat) const
{
    if (std::size_t{stat.value} + 1 >= statStart_.size())
        return {};
    return {effects_.data() + statStart_[stat.value], effects_.data() + statStart_[stat.value + 1]};
}

std::vector<Effect> ConstantEffects::gather(EffectType type, std::uint32_t activeSide) const
{
    const auto run = ofType(type);
    std::vector<Effect> out(run.begin(), run.end());
    std::stable_partition(out.begin(), out.end(), [&](const Effect& e) { return e.side == activeSide; });
    return out;
}

const Effect* ConstantEffects::find(EffectId id) const
{
    for (const Effect& e : effects_)
        if (e.id == id)
            return &e;
    return nullptr;
}

} // namespace rb
