#pragma once
// Triggers: a moment, an area and a list. A definition's triggers are built
// once (content/trigger_build.h); each placed copy counts its own fires. A subsystem
// that owns a moment only reports it (Fired); trigger_rules.h lands what the
// reports set off.
//
// For a game: a moment of its own is reported to the world as a Fired with
// World::step (sandbox/world.h); the carrier is an item's or a prop's ref().

#include "rulebench/base/enum_words.h"
#include "rulebench/definitions/effect_list.h"
#include "rulebench/definitions/moments.h"
#include "rulebench/formula/whole_value.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace rb {

struct Area {
    enum class Kind : std::uint8_t { Here, Burst };
    Kind kind = Kind::Here;
    WholeValue radius; // a burst's: a number, or a formula read for who the landing is credited to
    friend bool operator==(const Area&, const Area&) = default;
};

// Where a range's formula is read: again and again (a check, a behaviour
// weighing what it can reach), for its user (the caster, the thrower), before
// anyone is aimed at. No dice, no turn, no target.
inline constexpr FormulaUse kRangeFormula{false, true, false, kNobodyUsesIt,
                                          "a range is worked out before anyone is aimed at (read the user)"};
// Where a burst's radius is read: again and again (a behaviour weighs it, the
// landing reads it), for who the landing is credited to, as the effects that
// land with it are (`effects`: their use, with no user where a prop lands as
// itself). One radius covers everyone in it: no target. No dice, no turn.
constexpr FormulaUse radiusFormula(const FormulaUse& effects)
{
    return FormulaUse{false, effects.user, false, effects.noUser,
                      "a burst's radius is one for everyone it covers (read the user)"};
}

inline constexpr std::int64_t kMaxFires = 1'000'000;

struct TriggerDef {
    MomentId on;
    Area area;
    std::optional<std::uint32_t> fires; // absent: unlimited
    EffectListPtr effects;              // its own, or the definition's shared list
    bool sharesEffects = false;         // true: the definition's list
    std::optional<Look> look;
};
using TriggerList = std::shared_ptr<const std::vector<TriggerDef>>;

// A placed copy's triggers: the shared definitions and its own fires left.
// A pointer and a small vector: cheap to copy when the world is copied.
class PlacedTriggers {
public:
    static constexpr std::uint32_t kUnlimited = std::numeric_limits<std::uint32_t>::max();

    PlacedTriggers() = default;
    explicit PlacedTriggers(TriggerList list);

    const std::vector<TriggerDef>& list() const;
    const TriggerList& shared() const { return list_; }
    std::size_t size() const { return firesLeft_.size(); }
    // kUnlimited for a trigger with no "fires".
    std::uint32_t firesLeft(std::size_t trigger) const { return firesLeft_.at(trigger); }
    bool spent(std::size_t trigger) const { return firesLeft_.at(trigger) == 0; }
    // Counts one fire off (never below 0; unlimited stays unlimited).
    void countFire(std::size_t trigger);
    // Restores saved fires (only what changes in play is saved).
    void setFiresLeft(std::size_t trigger, std::uint32_t left) { firesLeft_.at(trigger) = left; }

    // The same fires left: which triggers they are follows from the kind of
    // thing that carries them, so two builds of one content compare equal.
    friend bool operator==(const PlacedTriggers& a, const PlacedTriggers& b) { return a.firesLeft_ == b.firesLeft_; }

private:
    TriggerList list_;
    std::vector<std::uint32_t> firesLeft_;
};

enum class WhenEmpty : std::uint8_t { Destroyed, Kept };
inline constexpr EnumWord<WhenEmpty> kWhenEmpties[] = {{WhenEmpty::Destroyed, "Destroyed"}, {WhenEmpty::Kept, "Kept"}};
std::string_view toString(WhenEmpty w); // "Destroyed", "Kept"
std::optional<WhenEmpty> parseWhenEmpty(std::string_view text);

struct Charges {
    std::int64_t left = 1;
    WhenEmpty whenEmpty = WhenEmpty::Destroyed;
    friend bool operator==(const Charges&, const Charges&) = default;
};

// A thing in the world that carries triggers: a placed prop, an item.
struct Carrier {
    EntityRef self{};
    bool landsAsItself = false; // an armed prop: its landings are credited to itself
    PlacedTriggers triggers;
    std::optional<Charges> charges; // a consumable
    friend bool operator==(const Carrier&, const Carrier&) = default;
};

// How a subsystem reports a moment: the carrier it happened to, which
// moment, who set it off and where. Reports that share a nonzero `shot` on
// one carrier are one use of it (an attack's "fire" and "hit" with a worn
// thing) and spend one charge between them.
struct Fired {
    EntityRef on{};
    MomentId moment;
    EntityRef by{};
    Cell at;
    std::uint32_t shot = 0;
    friend bool operator==(const Fired&, const Fired&) = default;
};

// A carrier that lands once and is gone: what something leaves when it is
// gone before its trigger lands (a destroyed barrel, for its destroyed
// moment). It keeps its moment, by and at as data.
struct Remnant {
    Carrier carrier;
    MomentId moment;
    EntityRef by{};
    Cell at;
    friend bool operator==(const Remnant&, const Remnant&) = default;
};
Remnant leaveRemnant(const Carrier& carrier, MomentId moment, EntityRef by, Cell at);

} // namespace rb
