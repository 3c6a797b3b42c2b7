#include "rulebench/grid/burst.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace rb {

namespace burst_detail {
namespace {

// libtcod's slope of a column's near edge at a depth: (2c - 1) / 2d, rounded.
constexpr float slope(int depth, int column) { return (2.0f * static_cast<float>(column) - 1.0f) / (2.0f * static_cast<float>(depth)); }
// roundf without the library call: round half away from zero. Equal to
// (int)roundf(v) for every float with |v| < 16384 (checked exhaustively),
// which bounds every product here (|depth * slope| <= kMaxBurstRadius + 1).
constexpr int roundAway(float v)
{
    const int t = static_cast<int>(v);
    const float d = v - static_cast<float>(t); // exact for |v| < 2^23
    return t + (d >= 0.5f ? 1 : 0) - (d <= -0.5f ? 1 : 0);
}
// libtcod's round_half_up and round_half_down: its epsilon nudge makes an
// exact half round away from zero and towards zero respectively.
constexpr int roundHalfUp(float n) { return roundAway(n * (1 + FLT_EPSILON)); }
constexpr int roundHalfDown(float n) { return roundAway(n * (1 - FLT_EPSILON)); }
// The least integer c with (float)c >= v, and the greatest with (float)c <= v:
// libtcod's float comparisons of a column against depth * slope, as integers.
constexpr int ceilToInt(float v)
{
    const int t = static_cast<int>(v);
    return static_cast<float>(t) < v ? t + 1 : t;
}
constexpr int floorToInt(float v)
{
    const int t = static_cast<int>(v);
    return static_cast<float>(t) > v ? t - 1 : t;
}

using Slope = BurstScratch::Slope;
// The slope of a column's near corner at a depth.
constexpr Slope at(int depth, int column) { return {depth * depth - 1 + column + depth}; }
constexpr Slope kQuadrantEdge{-1};
// A slope's float value, from its depth and column worked back out of its key.
float valueOf(Slope s)
{
    int depth = static_cast<int>(std::sqrt(static_cast<double>(s.key + 1)));
    while (depth * depth > s.key + 1)
        --depth;
    while ((depth + 1) * (depth + 1) <= s.key + 1)
        ++depth;
    return slope(depth, s.key + 1 - depth * depth - depth);
}

// What a slope means in columns at a depth, from libtcod's float product
// depth * slope: as a row's low edge, the first column scanned (roundUp) and
// the first its is_symmetric test accepts (ceil); as its high edge, the last
// scanned (roundDown) and the last accepted (floor).
struct EdgeColumns {
    std::int8_t roundUp, ceil, roundDown, floor;
};
constexpr EdgeColumns edgeColumns(float product)
{
    return {static_cast<std::int8_t>(roundHalfUp(product)), static_cast<std::int8_t>(ceilToInt(product)),
            static_cast<std::int8_t>(roundHalfDown(product)), static_cast<std::int8_t>(floorToInt(product))};
}
// Worked out by the compiler for every row to depth kEdgeDepths and every
// slope a shallower row can make (depth d' < d, column within +-d'): a lookup
// instead of a dependent chain of float rounding on each row.
constexpr int kEdgeDepths = 32;
// Depth d's entries start after those of every shallower depth k, k*k - 1 each.
constexpr int edgeDepthStart(int d) { return (d - 1) * d * (2 * d - 1) / 6 - (d - 1); }
constexpr auto kEdgeDepthStarts = [] {
    std::array<int, kEdgeDepths + 2> t{};
    for (int d = 1; d <= kEdgeDepths + 1; ++d)
        t[static_cast<std::size_t>(d)] = edgeDepthStart(d);
    return t;
}();
// Within a depth, the entries go by slope key.
constexpr int edgeIndex(int d, Slope s) { return kEdgeDepthStarts[static_cast<std::size_t>(d)] + s.key; }
constexpr auto kEdgeColumns = [] {
    std::array<EdgeColumns, edgeDepthStart(kEdgeDepths + 1)> t{};
    for (int d = 1; d <= kEdgeDepths; ++d)
        for (int sd = 1; sd < d; ++sd)
            for (int c = -sd; c <= sd; ++c) {
                t[static_cast<std::size_t>(edgeIndex(d, at(sd, c)))] = edgeColumns(static_cast<float>(d) * slope(sd, c));
            }
    return t;
}();

// A row's edges in columns: the range libtcod scans (columnMin..columnMax)
// and the range its is_symmetric test accepts (low..high). The quadrant's own
// edges are whole columns; shallow rows look theirs up; deeper rows do
// libtcod's float arithmetic, skipping the rounding when an edge is a whole
// number. (Out-parameters, not a returned struct: GCC 12 keeps them in
// registers and the burst is 10% faster.)
inline void edges(int depth, Slope lowSlope, Slope highSlope, int& columnMin, int& low, int& columnMax, int& high)
{
    if (lowSlope.key == kQuadrantEdge.key) {
        columnMin = low = -depth;
    } else if (depth <= kEdgeDepths) {
        const EdgeColumns& e = kEdgeColumns[static_cast<std::size_t>(edgeIndex(depth, lowSlope))];
        columnMin = e.roundUp;
        low = e.ceil;
    } else {
        const float edge = static_cast<float>(depth) * valueOf(lowSlope);
        const int whole = static_cast<int>(edge);
        columnMin = static_cast<float>(whole) == edge ? whole : roundHalfUp(edge);
        low = static_cast<float>(whole) == edge ? whole : ceilToInt(edge);
    }
    if (highSlope.key == kQuadrantEdge.key) {
        columnMax = high = depth;
    } else if (depth <= kEdgeDepths) {
        const EdgeColumns& e = kEdgeColumns[static_cast<std::size_t>(edgeIndex(depth, highSlope))];
        columnMax = e.roundDown;
        high = e.floor;
    } else {
        const float edge = static_cast<float>(depth) * valueOf(highSlope);
        const int whole = static_cast<int>(edge);
        columnMax = static_cast<float>(whole) == edge ? whole : roundHalfDown(edge);
        high = static_cast<float>(whole) == edge ? whole : floorToInt(edge);
    }
}

// Rows of at most this many cells go cell by cell, as libtcod walks them: for
// so few the word at a time costs more than it saves (measured on the
// benchmark's corridor and forest; 4 to 6 are about even).
constexpr int kNarrowRow = 5;
constexpr std::uint64_t kAll = ~std::uint64_t{0};

// The 64 bits of a padded line starting at bit `i`.
std::uint64_t bitsFrom(const std::uint64_t* line, int i)
{
    const int s = i & 63;
    const std::uint64_t* w = line + (i >> 6);
    return (w[0] >> s) | ((w[1] << 1) << (63 - s)); // two shifts: no shift by 64 when s is 0
}
// ORs `bits` into a padded line with its bit 0 at bit `i`.
void orBitsAt(std::uint64_t* line, int i, std::uint64_t bits)
{
    const int s = i & 63;
    std::uint64_t* w = line + (i >> 6);
    w[0] |= bits << s;
    w[1] |= (bits >> 1) >> (63 - s);
}
std::uint64_t reverseBits(std::uint64_t v)
{
    v = ((v >> 1) & 0x5555555555555555) | ((v & 0x5555555555555555) << 1);
    v = ((v >> 2) & 0x3333333333333333) | ((v & 0x3333333333333333) << 2);
    v = ((v >> 4) & 0x0f0f0f0f0f0f0f0f) | ((v & 0x0f0f0f0f0f0f0f0f) << 4);
    return __builtin_bswap64(v);
}
// Bits lo..hi of a word (none when lo > hi); lo and hi may lie outside 0..63.
std::uint64_t bitRange(int lo, int hi)
{
    lo = std::max(lo, 0);
    hi = std::min(hi, 63);
    return lo > hi ? 0 : (kAll << lo) & (kAll >> (63 - hi));
}
int highestBit(std::uint64_t v) { return 63 - std::countl_zero(v); }

// One quadrant of libtcod's symmetric shadowcast. Its rows run across lines
// of the window: a horizontal quadrant's row is a row of the grid, a vertical
// one's a column. Row `depth` lies on line `perp + depth * Dir` and its
// column c at `along + c * Dir` on that line: libtcod's quadrant table
// {xx, xy, yx, yy} reduced to the two facts that vary.
//
// A row is read as words of wall bits, 64 columns at a time, and worked out
// with bit operations instead of a walk over its cells. That rests on two
// facts of the float arithmetic. Once a gap opens at column c (floor after
// wall), libtcod's low bound for the rest of the row, ceil(depth * slope(depth,
// c)), is exactly c: checked for every depth and column up to
// kMaxBurstRadius + 1. Before any gap the low bound is at most columnMin + 1,
// as rounding moves an edge by at most a half. So a floor cell is covered when
// it is at most `high` and either at least the row's first low bound or at or
// past the first gap: one range of columns, whatever the row holds.
template <bool Horizontal, int Dir, bool WithOpaque>
class Quadrant {
public:
    Quadrant(const Grid& grid, Cell centre, int radius, const Square& sq, BurstScratch& scratch, std::size_t litWords,
             std::vector<BurstScratch::Row>& rows)
        : grid_(grid)
        , radius_(radius)
        , scratch_(scratch)
        , lit_(scratch.lit.data())
        , rows_(rows)
        , litWords_(litWords)
        , along_(Horizontal ? centre.x : centre.y)
        , perp_(Horizontal ? centre.y : centre.x)
        , squareAlong_(Horizontal ? sq.x0 : sq.y0)
        , squarePerp_(Horizontal ? sq.y0 : sq.x0)
        , opaqueWords_(Grid::lineWords(Horizontal ? sq.width() : sq.height()))
    {
        const int extent = Horizontal ? grid.width() : grid.height();
        // The columns inside the window: libtcod skips the others without
        // letting them count as wall or floor, so scanning only these is the same walk.
        inLo_ = Dir > 0 ? -along_ : along_ - (extent - 1);
        inHi_ = Dir > 0 ? extent - 1 - along_ : along_;
        lastOnLine_ = extent - 1;
        toEdge_ = Dir > 0 ? (Horizontal ? grid.height() : grid.width()) - 1 - perp_ : perp_;
        rows_.clear();
        if (toEdge_ >= 1)
            rows_.push_back({1, kQuadrantEdge, kQuadrantEdge});
    }

    // Scans the next row waiting in this quadrant, if any; false when done.
    bool step()
    {
        if (rows_.empty())
            return false;
        BurstScratch::Row row = rows_.back();
        rows_.pop_back();
        // Then the rows behind it while they continue, as libtcod's tail call.
        while (scanRow(row) && row.depth < radius_ && row.depth < toEdge_)
            ++row.depth;
        return true;
    }

private:
    // Scans one row, marking what it covers and queueing the rows behind its
    // gaps; true when it ends on floor, so the row behind it continues.
    bool scanRow(BurstScratch::Row& row)
    {
        const int depth = row.depth;
        int columnMin, low, columnMax, high;
        edges(depth, row.low, row.high, columnMin, low, columnMax, high);
        const int from = std::max(columnMin, inLo_), to = std::min(columnMax, inHi_);
        if (from > to)
            return true;
        const int line = perp_ + depth * Dir;
        line_ = line;
        const std::uint64_t* walls = Horizontal ? grid_.wallRowBits(line) : grid_.wallColumnBits(line);
        // The same line in scan order: reversed when the scan runs left or up.
        const std::uint64_t* wallsInOrder = Dir > 0 ? walls : Horizontal ? grid_.wallRowBitsReversed(line) : grid_.wallColumnBitsReversed(line);
        const std::uint64_t* opaque = nullptr;
        if constexpr (WithOpaque)
            opaque = (Horizontal ? scratch_.opaqueRows : scratch_.opaqueColumns).data() +
                     static_cast<std::size_t>(line - squarePerp_) * opaqueWords_;
        const bool mayRecurse = depth < radius_ && depth < toEdge_; // a row behind stays in range
        if (to - from < kNarrowRow) { // to - from + 1 cells
            // libtcod's loop itself: mark, then open a gap or queue the row behind.
            bool prevWall = false;
            for (int c = from; c <= to; ++c) {
                const int p = along_ + c * Dir;
                const bool gridWall = testBit(walls, p + Grid::kLinePad);
                bool wall = gridWall;
                if constexpr (WithOpaque)
                    wall = wall || testBit(opaque, p - squareAlong_ + Grid::kLinePad);
                if (!gridWall && (wall || (c >= low && c <= high)))
                    markOne(p - squareAlong_);
                if (prevWall != wall) {
                    if (!wall) {
                        row.low = at(depth, c);
                        low = c; // ceil(depth * slope) lands on c: see the comment on Quadrant
                    } else if (c != columnMin && mayRecurse) {
                        rows_.push_back({depth + 1, row.low, at(depth, c)});
                    }
                }
                prevWall = wall;
            }
            return !prevWall;
        }
        if constexpr (!WithOpaque) {
            if (to - from < 64) {
                // An open row, the common case: no wall in it, nothing queued.
                const std::uint64_t inRow = bitRange(0, to - from);
                if ((bitsFrom(wallsInOrder, inOrder(from) + Grid::kLinePad) & inRow) == 0) {
                    const std::uint64_t covered = inRow & bitRange(low - from, high - from);
                    if (covered != 0)
                        mark(from, covered);
                    return true;
                }
            }
        }
        return scanWords(row, from, to, columnMin, low, high, wallsInOrder, opaque, mayRecurse);
    }

    // The rest of scanRow for rows with walls in them, a word of columns at
    // a time; kept out of line so the short rows' path stays small.
    [[gnu::noinline]] bool scanWords(BurstScratch::Row& row, int from, int to, int columnMin, int low, int high,
                                     const std::uint64_t* wallsInOrder, const std::uint64_t* opaque, bool mayRecurse)
    {
        const int depth = row.depth;
        bool prevWall = false, gapSeen = false;
        for (int base = from; base <= to; base += 64) {
            // Bit k of each word is column base + k.
            const std::uint64_t inRow = bitRange(0, to - base);
            const std::uint64_t wall = bitsFrom(wallsInOrder, inOrder(base) + Grid::kLinePad) & inRow;
            std::uint64_t blocking = wall;
            if constexpr (WithOpaque)
                blocking |= columnsFrom(opaque, base, squareAlong_) & inRow;
            const std::uint64_t before = (blocking << 1) | (prevWall ? 1 : 0);
            const std::uint64_t wallStarts = blocking & ~before;
            const std::uint64_t gaps = ~blocking & before & inRow;
            // What is covered: floor in the range above; smoke wherever the scan reaches it.
            int coverFrom = low;
            if (gapSeen)
                coverFrom = from;
            else if (gaps != 0)
                coverFrom = std::min(low, base + std::countr_zero(gaps));
            std::uint64_t covered = ~blocking & inRow & bitRange(coverFrom - base, high - base);
            if constexpr (WithOpaque)
                covered |= blocking & ~wall;
            if (covered != 0)
                mark(base, covered);
            // A row behind each floor-to-wall edge, from the last gap's slope.
            for (std::uint64_t starts = wallStarts; starts != 0; starts &= starts - 1) {
                const int k = std::countr_zero(starts);
                if (base + k == columnMin || !mayRecurse)
                    continue;
                const std::uint64_t gapsBefore = gaps & ((std::uint64_t{1} << k) - 1);
                const Slope lowSlope = gapsBefore != 0 ? at(depth, base + highestBit(gapsBefore)) : row.low;
                rows_.push_back({depth + 1, lowSlope, at(depth, base + k)});
            }
            if (gaps != 0) {
                row.low = at(depth, base + highestBit(gaps));
                gapSeen = true;
            }
            prevWall = (blocking >> std::min(63, to - base)) & 1;
        }
        return !prevWall;
    }

    static bool testBit(const std::uint64_t* line, int i) { return (line[i >> 6] >> (i & 63)) & 1; }
    // Marks one cell, `at` its position on the line counted from the square's edge.
    void markOne(int at)
    {
        const int row = Horizontal ? line_ - squarePerp_ : at;
        const int bit = (Horizontal ? at : line_ - squarePerp_) + Grid::kLinePad;
        lit_[static_cast<std::size_t>(row) * litWords_ + static_cast<std::size_t>(bit >> 6)] |= std::uint64_t{1} << (bit & 63);
    }
    // Where a column lies on the line read in scan order.
    int inOrder(int column) const { return Dir > 0 ? along_ + column : lastOnLine_ - along_ + column; }
    // 64 columns of a padded line from column `column` on, bit k the column
    // column + k; `origin` is the line's first position. (Smoke's lines only:
    // walls are read in scan order from the grid's reversed lines.)
    std::uint64_t columnsFrom(const std::uint64_t* line, int column, int origin) const
    {
        const int at = along_ + column * Dir - origin + Grid::kLinePad;
        if constexpr (Dir > 0)
            return bitsFrom(line, at);
        else
            return reverseBits(bitsFrom(line, at - 63));
    }
    // Marks the columns set in `columns` (bit k the column base + k) as covered.
    void mark(int base, std::uint64_t columns)
    {
        std::uint64_t* const lit = lit_;
        const int at = along_ + base * Dir - squareAlong_ + Grid::kLinePad; // bit of column base in the square
        if constexpr (Horizontal) {
            std::uint64_t* row = lit + static_cast<std::size_t>(line_ - squarePerp_) * litWords_;
            if constexpr (Dir > 0)
                orBitsAt(row, at, columns);
            else
                orBitsAt(row, at - 63, reverseBits(columns));
        } else {
            const int bit = line_ - squarePerp_ + Grid::kLinePad;
            std::uint64_t* column = lit + (bit >> 6);
            const std::uint64_t mask = std::uint64_t{1} << (bit & 63);
            // A run of cells at a time: one word down (or up) the square per cell.
            const std::ptrdiff_t step = Dir * static_cast<std::ptrdiff_t>(litWords_);
            while (columns != 0) {
                const int first = std::countr_zero(columns);
                const int length = std::countr_zero(~(columns >> first));
                std::uint64_t* p = column + static_cast<std::ptrdiff_t>(at - Grid::kLinePad + first * Dir) * static_cast<std::ptrdiff_t>(litWords_);
                for (int k = 0; k < length; ++k, p += step)
                    *p |= mask;
                columns &= columns + (columns & (~columns + 1)); // the run cleared
            }
        }
    }

    const Grid& grid_;
    const int radius_;
    BurstScratch& scratch_;
    std::uint64_t* const lit_; // the square's covered bits, sized before the scan
    std::vector<BurstScratch::Row>& rows_; // rows still to scan, instead of recursion
    const std::size_t litWords_;
    const int along_, perp_;
    const int squareAlong_, squarePerp_;
    const std::size_t opaqueWords_;
    int inLo_ = 0, inHi_ = 0, toEdge_ = 0;
    int lastOnLine_ = 0; // the last position on a line
    int line_ = 0; // the line of the row being scanned
};

template <bool WithOpaque>
void scanQuadrants(const Grid& grid, Cell centre, int radius, const Square& sq, BurstScratch& scratch, std::size_t litWords)
{
    auto& rows = scratch.rows;
    Quadrant<false, 1, WithOpaque> east(grid, centre, radius, sq, scratch, litWords, rows[0]);
    Quadrant<true, 1, WithOpaque> south(grid, centre, radius, sq, scratch, litWords, rows[1]);
    Quadrant<true, -1, WithOpaque> north(grid, centre, radius, sq, scratch, litWords, rows[2]);
    Quadrant<false, -1, WithOpaque> west(grid, centre, radius, sq, scratch, litWords, rows[3]);
    // The quadrants take turns, a queued row (and the rows behind it) each.
    // Rows only ever set cells, so the order does not change the result, and
    // four independent chains keep the processor busy where one row waits on
    // the row it was queued by (a corridor is one such chain per quadrant).
    for (bool busy = true; busy;) {
        busy = east.step();
        busy |= south.step();
        busy |= north.step();
        busy |= west.step();
    }
}

// The disk's half-width at each |dy|, for the scratch's radius.
void prepareSpans(BurstScratch& scratch, int radius)
{
    if (scratch.spanRadius == radius)
        return;
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

// The disk of `radius` as bits laid out like the lit square of a centre the
// window does not clip; worked out once per radius and kept in the scratch.
constexpr int kDiskBitsRadius = 256; // a 513-cell square: 45 KB of bits
const std::uint64_t* diskBits(BurstScratch& scratch, int radius, std::size_t words)
{
    if (scratch.diskRadius != radius) {
        const int side = 2 * radius + 1;
        scratch.disk.assign(words * static_cast<std::size_t>(side), 0);
        for (int dy = -radius; dy <= radius; ++dy) {
            const int span = scratch.spans[static_cast<std::size_t>(std::abs(dy))];
            std::uint64_t* row = scratch.disk.data() + static_cast<std::size_t>(dy + radius) * words;
            for (int bx = radius - span; bx <= radius + span; ++bx)
                orBitsAt(row, bx + Grid::kLinePad, 1);
        }
        scratch.diskRadius = radius;
    }
    return scratch.disk.data();
}

} // namespace

void scan(const Grid& grid, Cell centre, int radius, bool withOpaque, std::vector<Cell>& out, BurstScratch& scratch)
{
    const Square sq = squareAround(grid, centre, radius);
    // The square's rows laid out like the grid's wall lines: bit x - x0 + kLinePad.
    const std::size_t words = Grid::lineWords(sq.width());
    scratch.lit.assign(words * static_cast<std::size_t>(sq.height()), 0);
    std::uint64_t* lit = scratch.lit.data();
    // libtcod lights the centre and then unlights walls.
    if (!grid.isWall(centre))
        orBitsAt(lit + static_cast<std::size_t>(centre.y - sq.y0) * words, centre.x - sq.x0 + Grid::kLinePad, 1);
    if (radius > 0) {
        if (withOpaque)
            scanQuadrants<true>(grid, centre, radius, sq, scratch, words);
        else
            scanQuadrants<false>(grid, centre, radius, sq, scratch, words);
    }

    // List each row's cells within the disk, a word at a time: unlit
    // stretches cost nothing per cell. They go to a buffer as large as the
    // square, kept from call to call, and then to `out`: neither is zeroed
    // nor counted first.
    prepareSpans(scratch, radius);
    const std::size_t area = static_cast<std::size_t>(sq.width()) * static_cast<std::size_t>(sq.height());
    if (scratch.cells.size() < area)
        scratch.cells.resize(area);
    Cell* const first = scratch.cells.data();
    Cell* next = first;
    if (sq.width() == 2 * radius + 1 && sq.height() == 2 * radius + 1 && radius <= kDiskBitsRadius) {
        // The window does not clip the square: mask with the disk's own bits.
        const std::uint64_t* disk = diskBits(scratch, radius, words);
        for (int y = sq.y0; y <= sq.y1; ++y) {
            const std::size_t at = static_cast<std::size_t>(y - sq.y0) * words;
            for (std::size_t word = 1; word + 1 < words; ++word)
                for (std::uint64_t bits = lit[at + word] & disk[at + word]; bits != 0; bits &= bits - 1)
                    *next++ = Cell{sq.x0 + static_cast<int>(word - 1) * 64 + std::countr_zero(bits), y};
        }
    } else {
        for (int y = sq.y0; y <= sq.y1; ++y) {
            const int span = scratch.spans[static_cast<std::size_t>(std::abs(y - centre.y))];
            const int from = std::max(sq.x0, centre.x - span) - sq.x0 + Grid::kLinePad;
            const int to = std::min(sq.x1, centre.x + span) - sq.x0 + Grid::kLinePad;
            const std::uint64_t* line = lit + static_cast<std::size_t>(y - sq.y0) * words;
            for (int word = from >> 6; word <= to >> 6; ++word)
                for (std::uint64_t bits = line[word] & bitRange(from - word * 64, to - word * 64); bits != 0; bits &= bits - 1)
                    *next++ = Cell{sq.x0 + (word - 1) * 64 + std::countr_zero(bits), y};
        }
    }
    out.assign(first, next);
}

} // namespace burst_detail

std::vector<Cell> burst(const Grid& grid, Cell centre, int radius)
{
    BurstScratch scratch;
    std::vector<Cell> out;
    burst(grid, centre, radius, out, scratch);
    return out;
}

} // namespace rb
