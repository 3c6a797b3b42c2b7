#include "rulebench/grid.h"

#include <algorithm>

namespace rb {

Grid::Grid(int width, int height)
    : width_(std::clamp(width, 0, kMaxSide))
    , height_(std::clamp(height, 0, kMaxSide))
    , flags_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0)
{
    if (width_ == 0 || height_ == 0)
        width_ = height_ = 0;
}

void Grid::set(Cell c, Flag f, bool on)
{
    if (!contains(c))
        return;
    std::uint8_t& v = flags_[index(c)];
    v = on ? static_cast<std::uint8_t>(v | f) : static_cast<std::uint8_t>(v & ~f);
}

} // namespace rb
