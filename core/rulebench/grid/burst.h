#pragma once
// The burst: every floor cell within a round radius that is visible from the
// centre by symmetric shadowcasting, inside the loaded window.
//
// A cell at offset (dx, dy) is in range when dx*dx + dy*dy <= r*r + r, so
// radius 0 is the centre alone and radius 1 the 3x3 square. The result equals,
// cell for cell, libtcod's FOV_SYMMETRIC_SHADOWCAST (light_walls false, no
// radius limit) filtered by that disk: libtcod always lights the centre and
// then unlights every wall, so the centre is covered exactly when it is floor,
// and a centre in a wall still sees out of it. The scan gets libtcod's
// single-precision slope arithmetic exactly, because exact fractions differ
// from it from depth 19 on (a float product like 50 * -0.3f lands just past
// the integer the fraction would hit): to depth 32 from tables the compiler
// works out with that arithmetic, deeper by doing it.
//
// Something other than walls can block it: pass an "is this cell opaque?"
// test (smoke). Such a cell stops what lies behind it but is itself covered
// when the scan reaches it, as libtcod lights an opaque cell with light_walls
// true: a frag grenade in smoke still hurts whoever stands in the smoke.
// Walls are never covered.
//
// Cost: O(r*r) at worst in the covered square, whatever the window's size:
// a row of the scan wider than five cells is read a word of the grid's wall
// bits at a time (Grid::wallRowBits and friends), not cell by cell. No
// allocation once the scratch buffers have grown. How it compares with
// libtcod: tests/bench/bench_burst.cpp and docs/benchmarks.md.

#include "rulebench/grid/grid.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <concepts>
#include <cstdint>
#include <cstddef>
#include <limits>
#include <type_traits>
#include <vector>

namespace rb {

static_assert(std::numeric_limits<float>::is_iec559, "the burst repeats libtcod's IEEE single-precision arithmetic");
static_assert(FLT_EVAL_METHOD == 0, "the burst needs float arithmetic without excess precision");

// The largest radius a burst accepts: it already covers the largest window.
inline constexpr int kMaxBurstRadius = Grid::kMaxSide;

// "Is this cell opaque?", asked only for floor cells inside the window.
template <class F>
concept OpacityTest = std::predicate<const F&, int, int>;

struct NothingOpaque {
    constexpr bool operator()(int, int) const { return false; }
};

// Buffers a burst reuses from call to call; keep one per thread.
struct BurstScratch {
    // A slope as libtcod makes one, (2 * column - 1) / (2 * depth) at a
    // cell's near corner, numbered depth * depth - 1 + column + depth (each
    // depth's columns -depth..depth in turn) so a row's edges can be looked
    // up by it; -1 is the quadrant's own edge (-1 low, 1 high).
    struct Slope {
        std::int32_t key;
    };
    struct Row {
        int depth;
        Slope low;
        Slope high;
    };
    // The covered square around the centre, one bit a cell, row by row.
    std::vector<std::uint64_t> lit;
    // What an opacity test blocks in the square, as bits laid out like the
    // grid's wall bits: by row, then by column.
    std::vector<std::uint64_t> opaqueRows;
    std::vector<std::uint64_t> opaqueColumns;
    std::array<std::vector<Row>, 4> rows; // each quadrant's rows still to scan, instead of recursion
    std::vector<Cell> cells; // the covered cells, before they go to the caller
    // The disk's half-width at each |dy| for `spanRadius`: worked out once per
    // radius, not with a square root per row of every burst.
    std::vector<int> spans;
    int spanRadius = -1;
    // The disk of `diskRadius` as bits of an unclipped square, to mask with.
    std::vector<std::uint64_t> disk;
    int diskRadius = -1;
};

namespace burst_detail {
// The part of the square around the centre inside the window.
struct Square {
    int x0, y0, x1, y1;
    int width() const { return x1 - x0 + 1; }
    int height() const { return y1 - y0 + 1; }
};
inline Square squareAround(const Grid& grid, Cell centre, int radius)
{
    return {std::max(0, centre.x - radius), std::max(0, centre.y - radius), std::min(grid.width() - 1, centre.x + radius),
            std::min(grid.height() - 1, centre.y + radius)};
}
inline void setBit(std::vector<std::uint64_t>& line, std::size_t at, int bit)
{
    line[at + static_cast<std::size_t>(bit >> 6)] |= std::uint64_t{1} << (bit & 63);
}
// The scan itself; with `withOpaque`, the scratch's opaque bits block too.
void scan(const Grid& grid, Cell centre, int radius, bool withOpaque, std::vector<Cell>& out, BurstScratch& scratch);
} // namespace burst_detail

// Writes the covered cells to `out` (cleared first), sorted by y then x.
// A centre outside the window or a negative radius covers nothing; a radius
// above kMaxBurstRadius is treated as kMaxBurstRadius.
template <OpacityTest Opaque>
void burst(const Grid& grid, Cell centre, int radius, const Opaque& opaque, std::vector<Cell>& out, BurstScratch& scratch)
{
    using namespace burst_detail;
    if (!grid.contains(centre) || radius < 0) {
        out.clear();
        return;
    }
    radius = std::min(radius, kMaxBurstRadius);
    if constexpr (std::is_same_v<Opaque, NothingOpaque>) {
        scan(grid, centre, radius, false, out, scratch);
    } else {
        // Ask the test once per floor cell of the square, and keep the answers
        // as bits the scan reads like walls.
        const Square sq = squareAround(grid, centre, radius);
        const std::size_t rowWords = Grid::lineWords(sq.width()), columnWords = Grid::lineWords(sq.height());
        scratch.opaqueRows.assign(rowWords * static_cast<std::size_t>(sq.height()), 0);
        scratch.opaqueColumns.assign(columnWords * static_cast<std::size_t>(sq.width()), 0);
        for (int y = sq.y0; y <= sq.y1; ++y)
            for (int x = sq.x0; x <= sq.x1; ++x)
                if (!grid.isWall(x, y) && opaque(x, y)) {
                    setBit(scratch.opaqueRows, static_cast<std::size_t>(y - sq.y0) * rowWords, x - sq.x0 + Grid::kLinePad);
                    setBit(scratch.opaqueColumns, static_cast<std::size_t>(x - sq.x0) * columnWords, y - sq.y0 + Grid::kLinePad);
                }
        scan(grid, centre, radius, true, out, scratch);
    }
}

inline void burst(const Grid& grid, Cell centre, int radius, std::vector<Cell>& out, BurstScratch& scratch)
{
    burst(grid, centre, radius, NothingOpaque{}, out, scratch);
}

// Convenience: allocates; for loops, keep a BurstScratch and an output vector.
std::vector<Cell> burst(const Grid& grid, Cell centre, int radius);

} // namespace rb
