// libFuzzer: any bytes through the map reader; a map that reads builds its
// grid, and bursts on it (from centres and radii the bytes choose, with '~'
// cells as smoke and without) keep every promise burst.h makes.
#include "rulebench/grid/burst.h"
#include "rulebench/grid/map_text.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

// What a burst promises whatever the map: nothing for a centre outside the
// window or a negative radius; else floor cells only, inside the window and
// the disk, sorted and each once, the centre among them exactly when it is floor.
void checkCells(const rb::Grid& g, rb::Cell centre, int radius, const std::vector<rb::Cell>& cells)
{
    if (!g.contains(centre) || radius < 0) {
        if (!cells.empty())
            std::abort();
        return;
    }
    const long long reach = static_cast<long long>(radius) * radius + radius;
    bool centreCovered = false;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const rb::Cell c = cells[i];
        const long long dx = c.x - centre.x, dy = c.y - centre.y;
        if (!g.contains(c) || g.isWall(c) || dx * dx + dy * dy > reach || (i > 0 && !(cells[i - 1] < c)))
            std::abort();
        centreCovered = centreCovered || c == centre;
    }
    if (centreCovered != g.isFloor(centre))
        std::abort();
}

void checkBursts(const rb::MapText& map, const rb::Grid& g, std::string_view bytes)
{
    std::uint64_t seed = 14695981039346656037ull; // FNV-1a of the input
    for (const char b : bytes)
        seed = (seed ^ static_cast<unsigned char>(b)) * 1099511628211ull;
    const auto smoke = [&](int x, int y) { return map.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '~'; };
    rb::BurstScratch scratch; // shared by every burst below, as a caller would
    std::vector<rb::Cell> cells, again;
    for (int k = 0; k < 4; ++k) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        const rb::Cell centre{static_cast<int>((seed >> 8) % static_cast<std::uint64_t>(g.width() + 2)) - 1,
                              static_cast<int>((seed >> 24) % static_cast<std::uint64_t>(g.height() + 2)) - 1};
        const int radius = static_cast<int>((seed >> 40) % 80) - 1;
        rb::burst(g, centre, radius, cells, scratch);
        checkCells(g, centre, radius, cells);
        if (rb::burst(g, centre, radius) != cells) // a fresh scratch gives the same cells
            std::abort();
        rb::burst(g, centre, radius, smoke, cells, scratch);
        checkCells(g, centre, radius, cells);
        rb::burst(g, centre, radius, smoke, again, scratch);
        if (again != cells)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const rb::MapTextRead read = rb::readMapText(bytes);
    if (read.problems.size() > rb::kMaxMapTextProblems)
        std::abort();
    for (const auto& p : read.problems)
        (void)rb::format(p);
    if (read.map) {
        const rb::Grid g = read.map->grid();
        if (g.width() != read.map->width() || g.height() != read.map->height())
            std::abort();
        checkBursts(*read.map, g, bytes);
    }
    return 0;
}
