#include "rulebench/grid/cell_json.h"

#include "rulebench/base/json_reader.h"

#include <cstdint>
#include <cstdlib>

namespace rb {

bool read(const Json& j, const Where& w, Cell& out)
{
    if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer()) {
        w.error("expected a cell [x, y], got " + (j.is_array() ? j.dump() : describeType(j)));
        return false;
    }
    const auto x = j[0].get<std::int64_t>();
    const auto y = j[1].get<std::int64_t>();
    if (std::llabs(x) > Grid::kMaxSide || std::llabs(y) > Grid::kMaxSide) {
        w.error("the cell " + j.dump() + " is far outside any map");
        return false;
    }
    out = Cell{static_cast<int>(x), static_cast<int>(y)};
    return true;
}

OrderedJson toJson(Cell c) { return OrderedJson::array({c.x, c.y}); }

} // namespace rb
