#pragma once
// The grid: the loaded window of a map, a rectangle of cells in window
// coordinates (0,0 top left, x to the right, y down). Each cell is a wall or
// floor, and floor may be flammable. What stands on a cell is not the grid's.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rb {

struct Cell {
    int x = 0;
    int y = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
    // Row-major: by y, then x; the order bursts and reports list cells in.
    friend std::strong_ordering operator<=>(const Cell& a, const Cell& b)
    {
        if (auto c = a.y <=> b.y; c != 0)
            return c;
        return a.x <=> b.x;
    }
};

// Whether `c` is within the round disk of radius `r` around `centre`, the
// disk a throw's and an ability's range covers (dx² + dy² <= r² + r).
inline bool inDisk(Cell centre, Cell c, std::int64_t r)
{
    const std::int64_t dx = c.x - centre.x, dy = c.y - centre.y;
    return dx * dx + dy * dy <= r * r + r;
}

class Grid {
public:
    // The largest window side: bounds every buffer sized by a grid.
    static constexpr int kMaxSide = 4096;

    enum Flag : std::uint8_t { Wall = 1, Flammable = 2 };

    Grid() = default;
    // All floor. Sides are clamped to [0, kMaxSide].
    Grid(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    std::size_t cellCount() const { return flags_.size(); }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
    bool contains(Cell c) const { return contains(c.x, c.y); }
    std::size_t index(int x, int y) const { return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x); }
    std::size_t index(Cell c) const { return index(c.x, c.y); }

    // Outside the window reads as wall: nothing passes the window's edge.
    bool isWall(int x, int y) const { return !contains(x, y) || (flags_[index(x, y)] & Wall) != 0; }
    bool isWall(Cell c) const { return isWall(c.x, c.y); }
    bool isFloor(Cell c) const { return !isWall(c); }
    bool isFlammable(Cell c) const { return contains(c) && (flags_[index(c)] & (Wall | Flammable)) == Flammable; }

    void setWall(Cell c, bool wall = true) { set(c, Wall, wall); }
    void setFlammable(Cell c, bool flammable = true) { set(c, Flammable, flammable); }

    // Walls as bits, for scans that skip along a line a word at a time: one
    // line per row (bit x + kLinePad of the row's words is the wall at (x, y))
    // and one per column (bit y + kLinePad). Each line starts and ends with a
    // clear word, so a 64-bit read at any cell of the line stays inside it.
    static constexpr int kLinePad = 64;
    static std::size_t lineWords(int side) { return (static_cast<std::size_t>(side) + 63) / 64 + 2; }
    const std::uint64_t* wallRowBits(int y) const { return rowBits_.data() + static_cast<std::size_t>(y) * lineWords(width_); }
    const std::uint64_t* wallColumnBits(int x) const { return columnBits_.data() + static_cast<std::size_t>(x) * lineWords(height_); }
    // The same lines read from the other end, for scans that run left or up:
    // bit (width - 1 - x) + kLinePad of a reversed row is the wall at (x, y),
    // bit (height - 1 - y) + kLinePad of a reversed column.
    const std::uint64_t* wallRowBitsReversed(int y) const { return rowBitsReversed_.data() + static_cast<std::size_t>(y) * lineWords(width_); }
    const std::uint64_t* wallColumnBitsReversed(int x) const
    {
        return columnBitsReversed_.data() + static_cast<std::size_t>(x) * lineWords(height_);
    }

    friend bool operator==(const Grid&, const Grid&) = default;

private:
    void set(Cell c, Flag f, bool on);

    int width_ = 0;
    int height_ = 0;
    std::vector<std::uint8_t> flags_;
    std::vector<std::uint64_t> rowBits_;    // walls by row, see wallRowBits
    std::vector<std::uint64_t> columnBits_; // walls by column, see wallColumnBits
    std::vector<std::uint64_t> rowBitsReversed_;
    std::vector<std::uint64_t> columnBitsReversed_;
};

} // namespace rb
