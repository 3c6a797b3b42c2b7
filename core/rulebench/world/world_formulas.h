#pragma once
// Private to world/: the world as a formula reads it during a turn (an
// actor's stats, base values, statuses and flags by number, the turn being
// played, an actor's id for a working). A dead actor is read as it last was.

#include "rulebench/formula/formula.h"
#include "rulebench/world/world.h"

namespace rb {

class World::Formulas final : public FormulaReader {
public:
    Formulas(const World& world, std::int64_t turn)
        : w_(world)
        , turn_(turn)
    {
    }
    std::int64_t read(FormulaRead what, EntityRef who, std::uint32_t id) const override;
    std::int64_t turn() const override { return turn_; }
    std::string nameOf(EntityRef who) const override;

private:
    const World& w_;
    std::int64_t turn_ = 0;
};

} // namespace rb
