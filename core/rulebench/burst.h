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
#include <bit>
#include <cfloat>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstddef>
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
    // The covered square around the centre, one bit a cell, row by row: a
    // narrow burst (a corridor) clears and collects a few words per row
    // instead of touching every cell of the square.
    std::vector<std::uint64_t> lit;
    std::vector<Row> rows; // rows still to scan, instead of recursion
    // The disk's half-width at each |dy| for `spanRadius`: worked out once per
    // radius, not with a square root per row of every burst.
    std::vector<int> spans;
    int spanRadius = -1;
};

namespace burst_detail {
// libtcod's quadrant table {xx, xy, yx, yy}: east, south, north, west.
inline constexpr int kQuadrants[4][4] = {{1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, -1, 0}, {-1, 0, 0, -1}};

inline float slope(int depth, int column) { return (2.0f * static_cast<float>(column) - 1.0f) / (2.0f * static_cast<float>(depth)); }
// roundf without the library call: round half away from zero. Equal to
// (int)roundf(v) for every float with |v| < 16384 (checked exhaustively),
// which bounds every product here (|depth * slope| <= kMaxBurstRadius + 1).
inline int roundAway(float v)
{
    const int t = static_cast<int>(v);
    const float d = v - static_cast<float>(t); // exact for |v| < 2^23
    return t + (d >= 0.5f ? 1 : 0) - (d <= -0.5f ? 1 : 0);
}
// libtcod's round_half_up and round_half_down: its epsilon nudge makes an
// exact half round away from zero and towards zero respectively.
inline int roundHalfUp(float n) { return roundAway(n * (1 + FLT_EPSILON)); }
inline int roundHalfDown(float n) { return roundAway(n * (1 - FLT_EPSILON)); }
// The least integer c with (float)c >= v, and the greatest with (float)c <= v:
// libtcod's float comparisons of a column against depth * slope, as integers.
inline int ceilToInt(float v)
{
    const int t = static_cast<int>(v);
    return static_cast<float>(t) < v ? t + 1 : t;
}
inline int floorToInt(float v)
{
    const int t = static_cast<int>(v);
    return static_cast<float>(t) > v ? t - 1 : t;
}
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
    const std::size_t words = (static_cast<std::size_t>(boxW) + 63) / 64; // per row of the square
    const std::size_t litSize = words * static_cast<std::size_t>(y1 - y0 + 1);
    if (scratch.lit.size() < litSize)
        scratch.lit.resize(litSize);
    std::uint64_t* lit = scratch.lit.data();
    std::memset(lit, 0, litSize * sizeof(std::uint64_t));
    const auto mark = [](std::uint64_t* row, int bx) { row[bx >> 6] |= std::uint64_t{1} << (bx & 63); };

    // Only cells that can be covered are marked: floor that libtcod would light.
    if (!grid.isWall(centre))
        mark(lit + static_cast<std::size_t>(centre.y - y0) * words, centre.x - x0);
    const std::uint8_t* flags = grid.flagData();
    auto& rows = scratch.rows;
    // Each row only ever sets cells, so the order rows are scanned in does not
    // change the result: children go straight onto the stack, and each
    // quadrant's constants are worked out once, not once per row.
    if (rows.capacity() < 4 * static_cast<std::size_t>(radius) + 8)
        rows.reserve(4 * static_cast<std::size_t>(radius) + 8);
    for (int q = radius > 0 ? 0 : 4; q < 4; ++q) {
        const int xx = kQuadrants[q][0], xy = kQuadrants[q][1];
        const int yx = kQuadrants[q][2], yy = kQuadrants[q][3];
        // The columns whose cells lie inside the window: libtcod skips the
        // others without letting them count as wall or floor, so scanning only
        // these is the same walk. (Exactly one of xy, yy is nonzero.)
        const int along = xy != 0 ? centre.x : centre.y, extent = xy != 0 ? w : h, dir = xy + yy;
        const int inLo = dir > 0 ? -along : along - (extent - 1);
        const int inHi = dir > 0 ? extent - 1 - along : along;
        const std::ptrdiff_t gridStep = xy + static_cast<std::ptrdiff_t>(yy) * w;
        const std::ptrdiff_t litRowStep = static_cast<std::ptrdiff_t>(yy) * static_cast<std::ptrdiff_t>(words);
        // The deepest row inside the window in this quadrant's direction.
        const int toEdge = xx > 0 ? w - 1 - centre.x : xx < 0 ? centre.x : yx > 0 ? h - 1 - centre.y : centre.y;
        rows.clear();
        rows.push_back({q, 1, -1.0f, 1.0f});
        while (!rows.empty()) {
            BurstScratch::Row row = rows.back();
            rows.pop_back();
            // One row, then its tail (the next depth) in the same loop, as libtcod's tail call.
            for (;;) {
                if (row.depth > toEdge)
                    break;
                const float depthF = static_cast<float>(row.depth);
                const int columnMin = roundHalfUp(depthF * row.slopeLow);
                const int columnMax = roundHalfDown(depthF * row.slopeHigh);
                const int from = std::max(columnMin, inLo), to = std::min(columnMax, inHi);
                bool prevWall = false;
                if (from <= to) {
                    int x = centre.x + row.depth * xx + from * xy;
                    int y = centre.y + row.depth * yx + from * yy;
                    const std::uint8_t* f = flags + grid.index(x, y);
                    std::uint64_t* litRow = lit + static_cast<std::ptrdiff_t>(y - y0) * static_cast<std::ptrdiff_t>(words);
                    int bx = x - x0;
                    // libtcod's is_symmetric: low <= column <= high, as floats.
                    int low = ceilToInt(depthF * row.slopeLow);
                    const int high = floorToInt(depthF * row.slopeHigh);
                    const bool mayRecurse = row.depth < radius;
                    for (int column = from; column <= to;
                         ++column, x += xy, y += yy, f += gridStep, litRow += litRowStep, bx += xy) {
                        const bool gridWall = (*f & Grid::Wall) != 0;
                        const bool wall = gridWall || opaque(x, y);
                        if (!gridWall && (wall || (column >= low && column <= high)))
                            mark(litRow, bx);
                        if (prevWall != wall) {
                            if (!wall) {
                                row.slopeLow = slope(row.depth, column);
                                low = ceilToInt(depthF * row.slopeLow);
                            } else if (column != columnMin && mayRecurse) {
                                rows.push_back({q, row.depth + 1, row.slopeLow, slope(row.depth, column)});
                            }
                        }
                        prevWall = wall;
                    }
                }
                if (prevWall || row.depth >= radius)
                    break;
                ++row.depth;
            }
        }
    }

    // Collect row by row, each row only across the disk's span, a word of
    // the square at a time: unlit stretches cost nothing per cell.
    if (scratch.spanRadius != radius) {
        const std::int64_t reach = static_cast<std::int64_t>(radius) * radius + radius;
        scratch.spans.resize(static_cast<std::size_t>(radius) + 1);
        for (std::int64_t dy = 0; dy <= radius; ++dy) {
            const std::int64_t left = reach - dy * dy;
            std::int64_t span = static_cast<std::int64_t>(std::sqrt(static_cast<double>(left)));
            while (span * span > left)
                --span;
            while ((span + 1) * (span + 1) <= left)
                ++span;
            scratch.spans[static_cast<std::size_t>(dy)] = static_cast<int>(span);
        }
        scratch.spanRadius = radius;
    }
    const int* spans = scratch.spans.data();
    for (int y = y0; y <= y1; ++y) {
        const int span = spans[y >= centre.y ? y - centre.y : centre.y - y];
        const int from = std::max(x0, centre.x - span) - x0;
        const int to = std::min(x1, centre.x + span) - x0;
        const std::uint64_t* line = lit + static_cast<std::size_t>(y - y0) * words;
        for (int word = from >> 6; word <= to >> 6; ++word) {
            std::uint64_t bits = line[word];
            if (word == from >> 6)
                bits &= ~std::uint64_t{0} << (from & 63);
            if (word == to >> 6 && (to & 63) != 63)
                bits &= (std::uint64_t{1} << ((to & 63) + 1)) - 1;
            while (bits) {
                out.push_back(Cell{x0 + word * 64 + std::countr_zero(bits), y});
                bits &= bits - 1;
            }
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
