#pragma once
// A map as rows of text: '#' is a wall, any other character floor. The
// characters themselves are kept, so a scenario can give more glyphs a
// meaning. Reading is linear in the input and bounded: a map larger than
// Grid::kMaxSide on a side is refused while it is read, never stored.
//
// For a caller: reading never throws; map is absent exactly when problems
// are not empty.

#include "rulebench/grid/grid.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

inline constexpr char kWallGlyph = '#';
// The most bytes a readable map can take: the largest map with CRLF line ends.
inline constexpr std::size_t kMaxMapTextBytes = static_cast<std::size_t>(Grid::kMaxSide) * (Grid::kMaxSide + 2);

struct MapText {
    std::vector<std::string> rows; // all the same width; printable ASCII only

    int width() const { return rows.empty() ? 0 : static_cast<int>(rows.front().size()); }
    int height() const { return static_cast<int>(rows.size()); }
    bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width() && c.y < height(); }
    char glyph(Cell c) const { return rows[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)]; }
    // Walls where the text has '#', floor elsewhere.
    Grid grid() const;
};

struct MapTextProblem {
    int line = 0;   // 1-based
    int column = 0; // 1-based, in bytes
    std::string message;
};

struct MapTextRead {
    std::optional<MapText> map; // absent when there is any problem
    std::vector<MapTextProblem> problems;
};

// Lines end with "\n" or "\r\n"; a final line end and blank lines at the very
// end are allowed. Problems: a byte that is not printable ASCII (a tab, a
// control byte, UTF-8), rows of different widths, no rows at all, more than
// Grid::kMaxSide rows or columns. At most kMaxMapTextProblems are reported.
inline constexpr std::size_t kMaxMapTextProblems = 20;
MapTextRead readMapText(std::string_view bytes);

// "3:7: message"
std::string format(const MapTextProblem& p);

} // namespace rb
