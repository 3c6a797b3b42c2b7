#include "rulebench/burst.h"

namespace rb {

std::vector<Cell> burst(const Grid& grid, Cell centre, int radius)
{
    BurstScratch scratch;
    std::vector<Cell> out;
    burst(grid, centre, radius, out, scratch);
    return out;
}

} // namespace rb
