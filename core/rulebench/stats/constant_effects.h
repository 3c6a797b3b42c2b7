#pragma once
// Constant effects: "something that changes a number or raises a flag while it
// holds". One store per holder keeps static abilities (while-active: they come
// and go with their source) and lingering effects (they outlive their source
// and end on their own clock). Stat modifiers are effects of stat types, so one
// store answers "what is this actor's armor and why".

#include "rulebench/base/enum_words.h"
#include "rulebench/base/prefetch.h"
#include "rulebench/base/registry.h"
#include "rulebench/base/saturating.h"
#include "rulebench/formula/formula.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {

// Ids of definitions declared in definitions.h and statuses.h; an Id only
// needs its definition's name, so these headers stay independent.
struct StatDef;
struct FlagDef;
struct DamageKindDef;
struct StatusDef;
using StatId = Id<StatDef>;
using FlagId = Id<FlagDef>;
using DamageKindId = Id<DamageKindDef>;
using StatusId = Id<StatusDef>;

// ---- stat operations and sources -----------------------------------------
enum class StatOp : std::uint8_t { Add, MulPct, AtLeast, AtMost };
inline constexpr EnumWord<StatOp> kStatOps[] = {
    {StatOp::Add, "Add"}, {StatOp::MulPct, "MulPct"}, {StatOp::AtLeast, "AtLeast"}, {StatOp::AtMost, "AtMost"}};
std::string_view toString(StatOp op); // "Add", "MulPct", "AtLeast", "AtMost": the content file's words
std::optional<StatOp> parseStatOp(std::string_view text);

// Who put an effect on a holder. Tagged, so several systems can share one
// store and each remove exactly its own. An item id is opaque here.
struct Source {
    enum class Kind : std::uint8_t { Status, Item, Game, Effect };
    Kind kind = Kind::Game;
    std::uint64_t id = 0;       // status id, item id, game tag or effect uuid
    std::uint32_t instance = 0; // the status instance; 0 for the other kinds

    static Source status(StatusId status, std::uint32_t instance) { return {Kind::Status, status.value, instance}; }
    static Source item(std::uint32_t item) { return {Kind::Item, item, 0}; }
    static Source game(std::uint64_t tag) { return {Kind::Game, tag, 0}; }
    static Source effect(std::uint64_t uuid) { return {Kind::Effect, uuid, 0}; }

    friend bool operator==(const Source&, const Source&) = default;
};
inline constexpr EnumWord<Source::Kind> kSourceKinds[] = {
    {Source::Kind::Status, "status"}, {Source::Kind::Item, "item"}, {Source::Kind::Game, "game"}, {Source::Kind::Effect, "effect"}};
std::string_view toString(Source::Kind kind);

// ---- values and conditions over a holder ---------------------------------
// A number, or a small expression over the holder: times * (a stat's value)
// or times * (how many instances of a status it carries), or a formula that
// reads the holder as its target ("=target.stat(strength) / 2"), compiled
// when content is built and worked out each time the value is read (no dice,
// no turn: formula.h's FormulaUse with rolls off).
struct EffectValue {
    enum class Kind : std::uint8_t { Number, PerStat, PerStatus, Formula };
    Kind kind = Kind::Number;
    std::uint32_t ref = 0;   // StatId or StatusId value
    std::int64_t amount = 0; // the number, or the multiplier ("times")
    std::optional<rb::Formula> formula; // Formula: compares by its text

    static EffectValue number(std::int64_t n) { return {Kind::Number, 0, n, {}}; }
    static EffectValue perStat(StatId stat, std::int64_t times) { return {Kind::PerStat, stat.value, times, {}}; }
    static EffectValue perStatus(StatusId status, std::int64_t times) { return {Kind::PerStatus, status.value, times, {}}; }
    static EffectValue of(rb::Formula f) { return {Kind::Formula, 0, 0, std::move(f)}; }
    friend bool operator==(const EffectValue&, const EffectValue&) = default;
};

// A small condition over the holder (content's `req`).
struct Condition {
    enum class Kind : std::uint8_t { HasStatus, HasFlag, StatAtMost, StatAtLeast, All, Any, Not };
    Kind kind = Kind::All;
    std::uint32_t ref = 0;  // StatusId, FlagId or StatId value
    std::int64_t value = 0; // the bound of StatAtMost / StatAtLeast
    std::vector<Condition> children;

    static Condition hasStatus(StatusId s) { return {Kind::HasStatus, s.value, 0, {}}; }
    static Condition hasFlag(FlagId f) { return {Kind::HasFlag, f.value, 0, {}}; }
    static Condition statAtMost(StatId s, std::int64_t v) { return {Kind::StatAtMost, s.value, v, {}}; }
    static Condition statAtLeast(StatId s, std::int64_t v) { return {Kind::StatAtLeast, s.value, v, {}}; }
    static Condition all(std::vector<Condition> c) { return {Kind::All, 0, 0, std::move(c)}; }
    static Condition any(std::vector<Condition> c) { return {Kind::Any, 0, 0, std::move(c)}; }
    static Condition negate(Condition c) { return {Kind::Not, 0, 0, {std::move(c)}}; }
    friend bool operator==(const Condition&, const Condition&) = default;
};
// Conditions are immutable once built and shared, so copying a store (the
// sandbox copies the world to step back) copies a pointer, not a tree.
using ConditionPtr = std::shared_ptr<const Condition>;
inline ConditionPtr makeCondition(Condition c) { return std::make_shared<const Condition>(std::move(c)); }

// ---- effect types ----------------------------------------------------------
// A stat modifier (stat and op), a flag, or a type a game registered by name.
struct EffectTypeDef {
    std::string name;
};
using EffectTypeId = Id<EffectTypeDef>;

struct EffectType {
    enum class Kind : std::uint8_t { Stat, Flag, Game };
    Kind kind = Kind::Stat;
    std::uint32_t id = 0; // StatId, FlagId or EffectTypeId value
    StatOp op = StatOp::Add;

    static EffectType stat(StatId s, StatOp op) { return {Kind::Stat, s.value, op}; }
    static EffectType flag(FlagId f) { return {Kind::Flag, f.value, StatOp::Add}; }
    static EffectType game(EffectTypeId t) { return {Kind::Game, t.value, StatOp::Add}; }
    friend bool operator==(const EffectType&, const EffectType&) = default;
    // Kind, then id, then op: the store keeps a stat's four ops side by side.
    friend bool operator<(const EffectType& a, const EffectType& b)
    {
        if (a.kind != b.kind)
            return a.kind < b.kind;
        if (a.id != b.id)
            return a.id < b.id;
        return static_cast<int>(a.op) < static_cast<int>(b.op);
    }
};

// ---- durations ---------------------------------------------------------------
struct DurationDef {
    std::string name;
};
using DurationId = Id<DurationDef>;

struct Duration {
    enum class Kind : std::uint8_t { WhileActive, EndOfTurn, EndOfEncounter, Turns, Game };
    Kind kind = Kind::WhileActive;
    std::uint32_t value = 0; // turns for Turns, DurationId value for Game

    static Duration whileActive() { return {Kind::WhileActive, 0}; }
    static Duration endOfTurn() { return {Kind::EndOfTurn, 0}; }
    static Duration endOfEncounter() { return {Kind::EndOfEncounter, 0}; }
    static Duration turns(std::uint32_t n) { return {Kind::Turns, n}; }
    static Duration game(DurationId d) { return {Kind::Game, d.value}; }
    bool lingering() const { return kind != Kind::WhileActive; }
    friend bool operator==(const Duration&, const Duration&) = default;
};

struct Where;

// The durations an effect may have: the engine's own (while-active,
// end-of-turn, end-of-encounter, turns(n)) and those a game registers by name.
// A duration nobody registered is refused: an effect that silently never
// expires is the bug this exists to prevent.
class Durations {
public:
    // Registers a game's duration; refused, saying why, when the name is
    // empty or taken (the engine's own words included).
    Result<DurationId> add(std::string name);
    bool contains(Duration d) const;
    // The engine's own words: while-active, end-of-turn, end-of-encounter, and turns(n).
    static constexpr std::string_view kEngineWords[] = {"while-active", "end-of-turn", "end-of-encounter"};
    static constexpr std::string_view kTurnsPrefix = "turns(";
    // One of the engine's own words: while-active, end-of-turn,
    // end-of-encounter or turns(...).
    static bool isEngineName(std::string_view name);
    // "while-active", "end-of-turn", "end-of-encounter", "turns(3)" or a
    // registered name; reports an unknown or malformed one at `where`.
    std::optional<Duration> parse(std::string_view text, const Where& where) const;
    std::string name(Duration d) const;
    const Registry<DurationDef>& registered() const { return game_; }

private:
    Registry<DurationDef> game_;
};

// ---- the store -----------------------------------------------------------------
struct EffectId {
    std::uint64_t value = 0;
    friend auto operator<=>(const EffectId&, const EffectId&) = default;
};

struct Effect {
    EffectId id;
    EffectType type;
    EffectValue value = EffectValue::number(1); // a flag's value is 1
    ConditionPtr req;                           // null: always holds
    Duration duration;
    std::uint32_t turnsLeft = 0; // Duration::Turns: the turns it still holds for, this one counted
    Source source;
    std::uint32_t side = 0; // the side whose source made it; gather puts the active side first
    // Its condition compares by what it says: one restored from a save is
    // another copy of the same condition.
    friend bool operator==(const Effect& a, const Effect& b)
    {
        const bool sameReq = a.req == b.req || (a.req && b.req && *a.req == *b.req);
        return sameReq && a.id == b.id && a.type == b.type && a.value == b.value && a.duration == b.duration
               && a.turnsLeft == b.turnsLeft && a.source == b.source && a.side == b.side;
    }
};

// What a caller asks for; the store gives it an id.
struct EffectRequest {
    EffectType type;
    EffectValue value = EffectValue::number(1);
    ConditionPtr req;
    Duration duration = Duration::whileActive();
    Source source;
    std::uint32_t side = 0;
};

// Every effect one holder carries, kept sorted by type and, within a type, by
// id (the order they came in), so a query touches only its own type. Plain
// vector storage: copying a store is cheap.
class ConstantEffects {
public:
    // Registers an effect and returns its id (a per-store counter, so the same
    // history always gives the same ids). Refuses (nullopt) a duration that
    // `durations` does not know and a turns(n) below 1.
    std::optional<EffectId> add(const EffectRequest& request, const Durations& durations);

    bool removeById(EffectId id);
    std::size_t removeBySource(const Source& source);
    // Turns matches every turns(n) effect; Game matches that duration only.
    std::size_t removeByDuration(Duration duration);

    // The clocks. Each returns what ended, in store order.
    // A turn's statuses phase, beside its statuses' count-down (status_rules.h):
    // every turns(n) effect loses a turn, but those added this turn (an id of
    // `freshFrom` or above), and one with none left ends. So turns(n) granted
    // in turn t holds for the blows of turns t .. t+n-1 and the actions of
    // turns t+1 .. t+n, and ends in turn t+n, as an n-turn status does.
    std::vector<Effect> countDownTurns(EffectId freshFrom = EffectId{~std::uint64_t(0)});
    // End of turn (after its damage): end-of-turn effects end.
    std::vector<Effect> endTurn();
    std::vector<Effect> endEncounter();
    std::vector<Effect> endDuration(DurationId duration);

    // The id the next effect gets.
    std::uint64_t nextId() const { return nextId_; }
    // Puts saved lingering effects back, each keeping its id, and the counter
    // where it stood. The effects already here (rebuilt from their sources:
    // statuses, worn gear) take the ids they held when saved: a source in
    // `firstIds` gives its effects its first id and the ones after it, in
    // their order. The rest (a save that did not say, or said ids that would
    // clash: then all of them) take the ids below `nextId` that none of those
    // hold, in their order, so no two share one.
    void restoreLingering(std::vector<Effect> lingering, std::uint64_t nextId,
                          std::span<const std::pair<Source, std::uint64_t>> firstIds = {});

    // Every effect of `type` in the order they came in.
    std::span<const Effect> ofType(EffectType type) const;
    // Every modifier of `stat`: its Adds, then MulPcts, AtLeasts and AtMosts,
    // each in the order they came in (the store's own order does this).
    std::span<const Effect> ofStat(StatId stat) const;
    // Every effect of `type`, the active side's first (stable within a side).
    std::vector<Effect> gather(EffectType type, std::uint32_t activeSide) const;

    const Effect* find(EffectId id) const;
    const std::vector<Effect>& all() const { return effects_; }
    // Hints that ofStat is coming: asks for the per-stat index (base/prefetch.h).
    [[gnu::always_inline]] void prefetchIndex() const { prefetch(statStart_); }
    std::size_t size() const { return effects_.size(); }
    bool empty() const { return effects_.empty(); }
    friend bool operator==(const ConstantEffects&, const ConstantEffects&) = default;

private:
    template <class Pred>
    std::vector<Effect> extract(Pred pred);

    std::vector<Effect> effects_;
    std::uint64_t nextId_ = 1;
    // Where each stat's modifiers begin in effects_ (stat effects sort first),
    // so ofStat costs the same however many other effects the holder has.
    std::vector<std::uint32_t> statStart_;
    // How many effects end-of-turn or turns(n) counts down, so a turn skips the rest.
    std::size_t clocked_ = 0;
    // Both of the above, after any change to effects_.
    void index();
};

} // namespace rb
