#include "rulebench/grid/grid.h"

#include <algorithm>

namespace rb {

namespace {
void setBit(std::uint64_t* line, int bit, bool on)
{
    const std::uint64_t mask = std::uint64_t{1} << (bit & 63);
    line[bit >> 6] = on ? line[bit >> 6] | mask : line[bit >> 6] & ~mask;
}
} // namespace

Grid::Grid(int width, int height)
    : width_(std::clamp(width, 0, kMaxSide))
    , height_(std::clamp(height, 0, kMaxSide))
    , flags_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0)
{
    if (width_ == 0 || height_ == 0)
        width_ = height_ = 0;
    rowBits_.assign(static_cast<std::size_t>(height_) * lineWords(width_), 0);
    columnBits_.assign(static_cast<std::size_t>(width_) * lineWords(height_), 0);
    rowBitsReversed_ = rowBits_;
    columnBitsReversed_ = columnBits_;
}

void Grid::set(Cell c, Flag f, bool on)
{
    if (!contains(c))
        return;
    std::uint8_t& v = flags_[index(c)];
    v = on ? static_cast<std::uint8_t>(v | f) : static_cast<std::uint8_t>(v & ~f);
    if (f == Wall) {
        setBit(rowBits_.data() + static_cast<std::size_t>(c.y) * lineWords(width_), c.x + kLinePad, on);
        setBit(columnBits_.data() + static_cast<std::size_t>(c.x) * lineWords(height_), c.y + kLinePad, on);
        setBit(rowBitsReversed_.data() + static_cast<std::size_t>(c.y) * lineWords(width_), width_ - 1 - c.x + kLinePad, on);
        setBit(columnBitsReversed_.data() + static_cast<std::size_t>(c.x) * lineWords(height_), height_ - 1 - c.y + kLinePad, on);
    }
}

} // namespace rb
