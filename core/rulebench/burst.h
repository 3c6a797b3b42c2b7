#pragma once
// The burst: every floor cell within a round radius that is visible from the
// centre by symmetric shadowcasting, inside the loaded window.
//
// A cell at offset (dx, dy) is in range when dx*dx + dy*dy <= r*r + r, so
// radius 0 is the centre alone and radius 1 the 3x3 square. The result equals,
// cell for cell, libtcod's FOV_SYMMETRIC_SHADOWCAST (light_walls false, no
// radius limit) filtered by that disk: libtcod always lights the centre and
// then unlights every wall, so the centre is covered exactly when it is floor,
// and a centre in a wall still sees out of it. The scan repeats libtcod's
// single-precision slope arithmetic step for step, because exact fractions
// differ from it from depth 19 on (a float product like 50 * -0.3f lands just
// past the integer the fraction would hit).
//
// Something other than walls can block it: pass an "is this cell opaque?"
// test (smoke). Such a cell stops what lies behind it but is itself covered
// when the scan reaches it, as libtcod lights an opaque cell with light_walls
// true: a frag grenade in smoke still hurts whoever stands in the smoke.
// Walls are never covered.
//
// Cost: O(r*r) in the covered square, whatever the window's size; no
// allocation once the scratch buffers have grown.

#include "rulebench/grid.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace rb {

static_assert(std::numeric_limits<float>::is_iec559, "the burst repeats libtcod's IEEE single-precision arithmetic");
static_assert(FLT_EVAL_METHOD == 0, "the burst needs float arithmetic without excess precision");

// The largest radius a burst accepts: it already covers the largest window.
inline constexpr int kMaxBurstRadius = Grid::kMaxSide;

// "Is this cell opaque?", asked only for cells inside the window.
template <class F>
concept OpacityTest = std::predicate<const F&, int, int>;

struct NothingOpaque {
    constexpr bool operator()(int, int) const { return false; }
};

// Buffers a burst reuses from call to call; keep one per thread.
struct BurstScratch {
    struct Row {
        int quadrant;
        int depth;
        float slopeLow;
        float slopeHigh;
    };
    std::vector<std::uint8_t> lit; // the covered square around the centre
    std::vector<Row> rows;         // pending rows, instead of recursion
};

namespace burst_detail {
// libtcod's quadrant table {xx, xy, yx, yy}: east, south, north, west.
inline constexpr int kQuadrants[4][4] = {{1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, -1, 0}, {-1, 0, 0, -1}};

inline float slope(int depth, int column) { return (2.0f * static_cast<float>(column) - 1.0f) / (2.0f * static_cast<float>(depth)); }
inline int roundHalfUp(float n) { return static_cast<int>(std::round(n * (1 + FLT_EPSILON))); }
inline int roundHalfDown(float n) { return static_cast<int>(std::round(n * (1 - FLT_EPSILON))); }
} // namespace burst_detail

// Writes the covered cells to `out` (cleared first), sorted by y then x.
// A centre outside the window or a negative radius covers nothing; a radius
// above kMaxBurstRadius is treated as kMaxBurstRadius.
template <OpacityTest Opaque>
void burst(const Grid& grid, Cell centre, int radius, const Opaque& opaque, std::vector<Cell>& out, BurstScratch& scratch)
{
    using namespace burst_detail;
    out.clear();
    if (!grid.contains(centre) || radius < 0)
        return;
    radius = std::min(radius, kMaxBurstRadius);
    const int w = grid.width(), h = grid.height();
    const int x0 = std::max(0, centre.x - radius), x1 = std::min(w - 1, centre.x + radius);
    const int y0 = std::max(0, centre.y - radius), y1 = std::min(h - 1, centre.y + radius);
    const int boxW = x1 - x0 + 1;
    const std::size_t boxSize = static_cast<std::size_t>(boxW) * static_cast<std::size_t>(y1 - y0 + 1);
    if (scratch.lit.size() < boxSize)
        scratch.lit.resize(boxSize);
    std::uint8_t* lit = scratch.lit.data();
    std::memset(lit, 0, boxSize);
    auto litAt = [&](int x, int y) -> std::uint8_t& { return lit[(y - y0) * boxW + (x - x0)]; };
    auto blocks = [&](int x, int y) { return grid.wallAt(grid.index(x, y)) || opaque(x, y); };

    litAt(centre.x, centre.y) = 1;
    auto& rows = scratch.rows;
    rows.clear();
    if (radius > 0)
        for (int q = 3; q >= 0; --q)
            rows.push_back({q, 1, -1.0f, 1.0f});
    while (!rows.empty()) {
        BurstScratch::Row row = rows.back();
        rows.pop_back();
        const int xx = kQuadrants[row.quadrant][0], xy = kQuadrants[row.quadrant][1];
        const int yx = kQuadrants[row.quadrant][2], yy = kQuadrants[row.quadrant][3];
        // One row, then its tail (the next depth) in the same loop, as libtcod's tail call.
        for (;;) {
            if (!grid.contains(centre.x + row.depth * xx, centre.y + row.depth * yx))
                break;
            const float depthF = static_cast<float>(row.depth);
            const int columnMin = roundHalfUp(depthF * row.slopeLow);
            const int columnMax = roundHalfDown(depthF * row.slopeHigh);
            bool prevWall = false;
            for (int column = columnMin; column <= columnMax; ++column) {
                const int x = centre.x + row.depth * xx + column * xy;
                const int y = centre.y + row.depth * yx + column * yy;
                if (!grid.contains(x, y))
                    continue;
                const bool wall = blocks(x, y);
                const float c = static_cast<float>(column);
                if (wall || (c >= depthF * row.slopeLow && c <= depthF * row.slopeHigh))
                    litAt(x, y) = 1;
                if (prevWall && !wall)
                    row.slopeLow = slope(row.depth, column);
                if (column != columnMin && !prevWall && wall && row.depth < radius)
                    rows.push_back({row.quadrant, row.depth + 1, row.slopeLow, slope(row.depth, column)});
                prevWall = wall;
            }
            if (prevWall || row.depth >= radius)
                break;
            ++row.depth;
        }
    }

    const std::int64_t reach = static_cast<std::int64_t>(radius) * radius + radius;
    for (int y = y0; y <= y1; ++y) {
        const std::int64_t dy = y - centre.y;
        const std::uint8_t* line = lit + static_cast<std::size_t>(y - y0) * boxW;
        const std::size_t base = grid.index(x0, y);
        for (int x = x0; x <= x1; ++x) {
            if (!line[x - x0] || grid.wallAt(base + (x - x0)))
                continue;
            const std::int64_t dx = x - centre.x;
            if (dx * dx + dy * dy <= reach)
                out.push_back({x, y});
        }
    }
}

inline void burst(const Grid& grid, Cell centre, int radius, std::vector<Cell>& out, BurstScratch& scratch)
{
    burst(grid, centre, radius, NothingOpaque{}, out, scratch);
}

// Convenience: allocates; for loops, keep a BurstScratch and an output vector.
std::vector<Cell> burst(const Grid& grid, Cell centre, int radius);

} // namespace rb
