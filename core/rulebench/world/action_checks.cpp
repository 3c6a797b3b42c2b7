#include "rulebench/world/action_checks.h"

#include "rulebench/grid/burst.h"

#include <algorithm>
#include <vector>

namespace rb {

std::optional<std::string> whyNotLiving(const World& w, const std::string& id, const char* role)
{
    const WorldActor* a = w.actor(id);
    if (!a)
        return "no actor \"" + id + "\"" + (role[0] ? std::string(" to ") + role : std::string());
    if (!a->alive)
        return id + " is dead";
    return std::nullopt;
}

std::optional<std::string> whyNotInReach(const World& w, const WorldActor& who, Cell at, std::int64_t range,
                                         const std::string& what)
{
    if (!w.grid().contains(at))
        return cellText(at) + " is outside the map";
    if (w.grid().isWall(at))
        return cellText(at) + " is a wall";
    if (!inDisk(who.at, at, range))
        return cellText(at) + " is out of range: " + what + " reaches " + std::to_string(range)
            + (range == 1 ? " cell" : " cells");
    std::vector<Cell> seen;
    BurstScratch scratch;
    burst(w.grid(), who.at, static_cast<int>(range), w.gas(), seen, scratch);
    if (!std::binary_search(seen.begin(), seen.end(), at))
        return cellText(at) + " is out of " + who.id + "'s line";
    return std::nullopt;
}

} // namespace rb
