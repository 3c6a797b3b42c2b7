#pragma once
// Fields: what lies on cells and changes by itself each turn. Fire burns a
// cell for some turns, harms whoever stands in it and may spread to flammable
// neighbours; gas is an amount per cell per gas kind that spreads to open
// neighbours and decays. Both are plain copyable values over the window of
// the grid they were made for, and report what happened rather than apply it:
// damage belongs to the world's damage pipeline.
//
// Neighbours are the four orthogonal cells, visited up, left, right, down.
// All arithmetic is on integers; fire's only randomness is its spread roll,
// drawn from the stream the caller passes (the run's "fire" stream).

#include "rulebench/base/random.h"
#include "rulebench/base/registry.h"
#include "rulebench/base/refs.h"
#include "rulebench/grid/grid.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

// Whoever stands on a cell, in the caller's numbering (an actor's id).
struct Occupant {
    EntityRef id;
    Cell at;
    friend bool operator==(const Occupant&, const Occupant&) = default;
};

// ---- Fire ----

inline constexpr int kMaxBurnTurns = 1000;

// The content's "fire" (content/fire_spec.h) sets these; these defaults are
// what a file without it gets.
struct FireRules {
    Chance spread{250};      // rolled once per turn for each flammable neighbour of a burning cell
    int spreadTurns = 3;     // how long a fire that spread burns
    std::int64_t harm = 1;   // damage a turn to whoever stands in a burning cell
    friend bool operator==(const FireRules&, const FireRules&) = default;
};

struct FireHarm {
    EntityRef who;
    Cell at;
    std::int64_t amount = 0; // of the fire's damage kind
    friend bool operator==(const FireHarm&, const FireHarm&) = default;
};

struct FireReport {
    std::vector<Cell> burning;  // burning this turn, sorted by y then x
    std::vector<FireHarm> harm; // whoever stood in them, in the order the occupants were given
    std::vector<Cell> caught;   // set alight by spreading this turn; they burn from the next
    std::vector<Cell> burntOut; // went out this turn
};

class FireField {
public:
    FireField() = default;
    explicit FireField(const Grid& grid, FireRules rules = {});

    const FireRules& rules() const { return rules_; }
    int width() const { return width_; }
    int height() const { return height_; }

    // Sets a floor cell burning for `turns` (clamped to kMaxBurnTurns); a
    // longer burn already there is kept. Any floor burns when lit; only
    // flammable floor catches from a neighbour. False for a wall or outside.
    bool ignite(const Grid& grid, Cell c, int turns);

    int turnsLeft(Cell c) const;
    bool isBurning(Cell c) const { return turnsLeft(c) > 0; }
    // Burnt out: it will not catch from a neighbour again.
    bool isBurnt(Cell c) const;
    std::vector<Cell> burningCells() const;
    // Whether any cell burns: a turn asks before it gathers whom fire could harm.
    bool anyBurning() const;
    // Burnt-out cells in row order, and marking one so (a saved play put back).
    std::vector<Cell> burntCells() const;
    bool markBurnt(Cell c);

    // One turn: report the burning cells and who is harmed, roll spreading
    // (burning cells in row order, each neighbour in turn), then take a turn
    // off every fire. `grid` must be the one the field was made for.
    FireReport step(const Grid& grid, RandomStream& fireStream, std::span<const Occupant> occupants);

    friend bool operator==(const FireField&, const FireField&) = default;

private:
    bool inside(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
    std::size_t index(Cell c) const { return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(c.x); }

    FireRules rules_;
    int width_ = 0;
    int height_ = 0;
    std::vector<std::int16_t> turns_; // turns left to burn, 0 = not burning
    std::vector<std::uint8_t> burnt_;
};

// ---- Gas ----

inline constexpr std::int32_t kMaxGasAmount = 1'000'000;

struct GasKind {
    std::string name;
    int decayPercent = 10;      // share lost each turn, rounded up so any gas runs out
    std::int32_t opaqueAt = 0;  // from this amount on a cell blocks sight and bursts; 0 = never
};

// Gas kinds by name; "smoke" is always there, first.
class GasKinds {
public:
    static constexpr std::string_view kSmoke = "smoke";
    static constexpr int kSmokeDecayPercent = 10;
    static constexpr std::int32_t kSmokeOpaqueAt = 40;

    GasKinds();
    // Refuses a name already taken, saying so.
    Result<Id<GasKind>> add(GasKind kind);
    std::optional<Id<GasKind>> find(std::string_view name) const { return kinds_.find(name); }
    Id<GasKind> smoke() const { return Id<GasKind>{0}; }
    const GasKind& operator[](Id<GasKind> id) const { return kinds_[id]; }
    std::size_t size() const { return kinds_.size(); }
    std::vector<std::string> names() const { return kinds_.names(); }

private:
    Registry<GasKind> kinds_;
};

class GasField {
public:
    GasField() = default;
    // Keeps a copy of each kind's decay and opacity, so a field is a
    // self-contained value.
    GasField(const Grid& grid, const GasKinds& kinds);

    int width() const { return width_; }
    int height() const { return height_; }

    // Adds gas to a floor cell, saturating at kMaxGasAmount: what Emit does
    // (not named emit, a macro wherever Qt is included).
    // False for a wall, outside, an unknown kind, or a negative amount.
    bool addGas(const Grid& grid, Id<GasKind> kind, Cell c, std::int64_t amount);
    std::int32_t amount(Id<GasKind> kind, Cell c) const;
    std::int64_t total(Id<GasKind> kind) const;

    // Whether gas on this cell blocks sight and bursts; an OpacityTest for burst().
    bool isOpaque(int x, int y) const;
    bool operator()(int x, int y) const { return isOpaque(x, y); }

    // One turn: every cell gives a fifth of its amount (rounded down) to each
    // open orthogonal neighbour, all at once from the amounts before the turn,
    // keeping the rest, so spreading neither makes nor loses gas; then each
    // cell loses decayPercent of what it holds, rounded up.
    void step(const Grid& grid);

    // The amounts decide equality; the opacity cache follows from them.
    friend bool operator==(const GasField& a, const GasField& b)
    {
        return a.width_ == b.width_ && a.height_ == b.height_ && a.layers_ == b.layers_;
    }

private:
    struct Layer {
        int decayPercent = 0;
        std::int32_t opaqueAt = 0;
        std::vector<std::int32_t> amounts; // empty until the kind is first added
        friend bool operator==(const Layer&, const Layer&) = default;
    };
    bool inside(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
    std::size_t index(Cell c) const { return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(c.x); }
    void refreshOpacity();
    void refreshOpacity(std::size_t i);

    int width_ = 0;
    int height_ = 0;
    std::vector<Layer> layers_;        // by gas kind id
    std::vector<std::uint8_t> opaque_; // cached from the layers after every change
};

} // namespace rb
