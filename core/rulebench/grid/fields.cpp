#include "rulebench/grid/fields.h"

#include <algorithm>

namespace rb {

namespace {
// Up, left, right, down: row order around a cell.
constexpr Cell kNeighbours[4] = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
} // namespace

// ---- Fire ----

FireField::FireField(const Grid& grid, FireRules rules)
    : rules_(rules)
    , width_(grid.width())
    , height_(grid.height())
    , turns_(grid.cellCount(), 0)
    , burnt_(grid.cellCount(), 0)
{
    rules_.spreadTurns = std::clamp(rules_.spreadTurns, 1, kMaxBurnTurns);
}

bool FireField::ignite(const Grid& grid, Cell c, int turns)
{
    if (!inside(c) || grid.isWall(c) || turns <= 0)
        return false;
    auto& t = turns_[index(c)];
    t = static_cast<std::int16_t>(std::max<int>(t, std::min(turns, kMaxBurnTurns)));
    return true;
}

int FireField::turnsLeft(Cell c) const { return inside(c) ? turns_[index(c)] : 0; }

bool FireField::isBurnt(Cell c) const { return inside(c) && burnt_[index(c)] != 0; }

std::vector<Cell> FireField::burntCells() const
{
    std::vector<Cell> out;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (burnt_[index({x, y})])
                out.push_back({x, y});
    return out;
}

bool FireField::markBurnt(Cell c)
{
    if (!inside(c))
        return false;
    burnt_[index(c)] = 1;
    return true;
}

std::vector<Cell> FireField::burningCells() const
{
    std::vector<Cell> out;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x)
            if (turns_[index({x, y})] > 0)
                out.push_back({x, y});
    return out;
}

bool FireField::anyBurning() const
{
    return std::any_of(turns_.begin(), turns_.end(), [](std::int16_t t) { return t > 0; });
}

FireReport FireField::step(const Grid& grid, RandomStream& fireStream, std::span<const Occupant> occupants)
{
    FireReport report;
    if (grid.width() != width_ || grid.height() != height_)
        return report;
    report.burning = burningCells();
    if (report.burning.empty())
        return report;

    if (rules_.harm > 0) // a fire of no damage harms no one, not even by 0
        for (const Occupant& o : occupants)
            if (isBurning(o.at))
                report.harm.push_back({o.id, o.at, rules_.harm});

    // Spreading: decided from the fires burning at the start of the turn.
    std::vector<std::uint8_t> caught(turns_.size(), 0);
    for (const Cell& c : report.burning) {
        for (const Cell& d : kNeighbours) {
            const Cell n{c.x + d.x, c.y + d.y};
            if (!grid.isFlammable(n))
                continue;
            const std::size_t i = index(n);
            if (turns_[i] > 0 || burnt_[i] || caught[i])
                continue;
            if (fireStream.roll(rules_.spread)) {
                caught[i] = 1;
                report.caught.push_back(n);
            }
        }
    }
    std::sort(report.caught.begin(), report.caught.end());

    for (const Cell& c : report.burning) {
        auto& t = turns_[index(c)];
        if (--t == 0) {
            burnt_[index(c)] = 1;
            report.burntOut.push_back(c);
        }
    }
    for (const Cell& c : report.caught)
        turns_[index(c)] = static_cast<std::int16_t>(rules_.spreadTurns);
    return report;
}

// ---- Gas ----

GasKinds::GasKinds() { (void)kinds_.add({std::string(kSmoke), kSmokeDecayPercent, kSmokeOpaqueAt}); }

Result<Id<GasKind>> GasKinds::add(GasKind kind)
{
    kind.decayPercent = std::clamp(kind.decayPercent, 0, 100);
    kind.opaqueAt = std::clamp<std::int32_t>(kind.opaqueAt, 0, kMaxGasAmount);
    const std::string name = kind.name;
    Result<Id<GasKind>> id = kinds_.add(std::move(kind));
    if (!id)
        return failure("a gas named \"" + name + "\" is registered already");
    return id;
}

GasField::GasField(const Grid& grid, const GasKinds& kinds)
    : width_(grid.width())
    , height_(grid.height())
{
    layers_.reserve(kinds.size());
    for (std::uint32_t i = 0; i < kinds.size(); ++i) {
        const GasKind& k = kinds[Id<GasKind>{i}];
        layers_.push_back({k.decayPercent, k.opaqueAt, {}});
    }
}

bool GasField::addGas(const Grid& grid, Id<GasKind> kind, Cell c, std::int64_t amount)
{
    if (kind.value >= layers_.size() || !inside(c) || grid.isWall(c) || amount < 0 || grid.width() != width_ ||
        grid.height() != height_)
        return false;
    Layer& layer = layers_[kind.value];
    if (layer.amounts.empty())
        layer.amounts.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
    std::int32_t& a = layer.amounts[index(c)];
    a = static_cast<std::int32_t>(std::min<std::int64_t>(a + std::min<std::int64_t>(amount, kMaxGasAmount), kMaxGasAmount));
    refreshOpacity(index(c));
    return true;
}

std::int32_t GasField::amount(Id<GasKind> kind, Cell c) const
{
    if (kind.value >= layers_.size() || !inside(c) || layers_[kind.value].amounts.empty())
        return 0;
    return layers_[kind.value].amounts[index(c)];
}

std::int64_t GasField::total(Id<GasKind> kind) const
{
    std::int64_t sum = 0;
    if (kind.value < layers_.size())
        for (std::int32_t a : layers_[kind.value].amounts)
            sum += a;
    return sum;
}

bool GasField::isOpaque(int x, int y) const
{
    if (opaque_.empty() || x < 0 || y < 0 || x >= width_ || y >= height_)
        return false;
    return opaque_[index({x, y})] != 0;
}

void GasField::refreshOpacity()
{
    opaque_.clear();
    for (const Layer& layer : layers_) {
        if (layer.opaqueAt <= 0 || layer.amounts.empty())
            continue;
        if (opaque_.empty())
            opaque_.assign(layer.amounts.size(), 0);
        for (std::size_t i = 0; i < layer.amounts.size(); ++i)
            if (layer.amounts[i] >= layer.opaqueAt)
                opaque_[i] = 1;
    }
}

void GasField::refreshOpacity(std::size_t i)
{
    bool opaque = false;
    for (const Layer& layer : layers_)
        opaque = opaque || (layer.opaqueAt > 0 && !layer.amounts.empty() && layer.amounts[i] >= layer.opaqueAt);
    if (opaque && opaque_.empty())
        opaque_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
    if (!opaque_.empty())
        opaque_[i] = opaque ? 1 : 0;
}

void GasField::step(const Grid& grid)
{
    if (grid.width() != width_ || grid.height() != height_)
        return;
    std::vector<std::int64_t> next;
    for (Layer& layer : layers_) {
        if (layer.amounts.empty())
            continue;
        next.assign(layer.amounts.begin(), layer.amounts.end());
        for (int y = 0; y < height_; ++y) {
            for (int x = 0; x < width_; ++x) {
                const std::size_t i = index({x, y});
                const std::int32_t share = layer.amounts[i] / 5;
                if (share == 0)
                    continue;
                for (const Cell& d : kNeighbours) {
                    const Cell n{x + d.x, y + d.y};
                    if (grid.isWall(n)) // outside the window reads as wall
                        continue;
                    next[index(n)] += share;
                    next[i] -= share;
                }
            }
        }
        bool any = false;
        for (std::size_t i = 0; i < next.size(); ++i) {
            std::int64_t a = next[i];
            a -= (a * layer.decayPercent + 99) / 100;
            layer.amounts[i] = static_cast<std::int32_t>(std::clamp<std::int64_t>(a, 0, kMaxGasAmount));
            any = any || layer.amounts[i] > 0;
        }
        if (!any)
            layer.amounts.clear(); // gone: nothing to step until gas is added again
    }
    refreshOpacity();
}

} // namespace rb
