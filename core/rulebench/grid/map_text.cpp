#include "rulebench/grid/map_text.h"

#include <cstdio>

namespace rb {

namespace {
std::string hexByte(unsigned char c)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "0x%02X", c);
    return buf;
}

std::string describeByte(unsigned char c)
{
    switch (c) {
    case '\t': return "a tab (" + hexByte(c) + ")";
    case '\r': return "a carriage return (" + hexByte(c) + ") not followed by a line end";
    case 0: return "a zero byte (" + hexByte(c) + ")";
    default: break;
    }
    if (c >= 0x80)
        return "the non-ASCII byte " + hexByte(c);
    return "the control byte " + hexByte(c);
}
} // namespace

Grid MapText::grid() const
{
    Grid g(width(), height());
    for (int y = 0; y < height(); ++y)
        for (int x = 0; x < width(); ++x)
            if (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == kWallGlyph)
                g.setWall({x, y});
    return g;
}

MapTextRead readMapText(std::string_view bytes)
{
    MapTextRead result;
    MapText map;
    auto problem = [&](int line, int column, std::string message) {
        if (result.problems.size() < kMaxMapTextProblems)
            result.problems.push_back({line, column, std::move(message)});
    };

    // Split into lines, dropping the line ends; blank lines at the end are not rows.
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < bytes.size()) {
        std::size_t end = bytes.find('\n', start);
        const std::size_t next = end == std::string_view::npos ? bytes.size() : end + 1;
        if (end == std::string_view::npos)
            end = bytes.size();
        std::string_view line = bytes.substr(start, end - start);
        if (end < bytes.size() && !line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (lines.size() == static_cast<std::size_t>(Grid::kMaxSide)) {
            // One more line: fine if it and everything after is blank.
            if (bytes.find_first_not_of("\r\n", start) != std::string_view::npos) {
                problem(Grid::kMaxSide + 1, 1,
                        "the map is too tall: more than " + std::to_string(Grid::kMaxSide) + " rows");
                return result;
            }
            break;
        }
        lines.push_back(line);
        start = next;
    }
    while (!lines.empty() && lines.back().empty())
        lines.pop_back();
    if (lines.empty()) {
        problem(1, 1, "the map is empty: expected rows of text, '#' for a wall and any other character for floor");
        return result;
    }

    const std::size_t width = lines.front().size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (line.size() > static_cast<std::size_t>(Grid::kMaxSide)) {
            problem(lineNo, Grid::kMaxSide + 1,
                    "row " + std::to_string(lineNo) + " is too wide: more than " + std::to_string(Grid::kMaxSide) + " cells");
            return result;
        }
        for (std::size_t x = 0; x < line.size(); ++x) {
            const unsigned char c = static_cast<unsigned char>(line[x]);
            if (c < 0x20 || c > 0x7e) {
                problem(lineNo, static_cast<int>(x) + 1,
                        describeByte(c) + " is not map text: a map is rows of printable ASCII characters");
                break; // one a line is enough to find them
            }
        }
        if (line.size() != width)
            problem(lineNo, static_cast<int>(std::min(line.size(), width)) + 1,
                    "row " + std::to_string(lineNo) + " is " + std::to_string(line.size()) + " cells wide, but row 1 is " +
                        std::to_string(width) + "; every row must be as wide as the first");
    }
    if (!result.problems.empty())
        return result;
    map.rows.reserve(lines.size());
    for (std::string_view line : lines)
        map.rows.emplace_back(line);
    result.map = std::move(map);
    return result;
}

std::string format(const MapTextProblem& p)
{
    return std::to_string(p.line) + ":" + std::to_string(p.column) + ": " + p.message;
}

} // namespace rb
