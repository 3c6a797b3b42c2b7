#pragma once
// A cell as content, scenarios and saves write it: [x, y].

#include "rulebench/base/where.h"
#include "rulebench/grid/grid.h"

namespace rb {

// Reports at `w` what is not two whole numbers, or a cell far outside any map.
bool read(const Json& j, const Where& w, Cell& out);
OrderedJson toJson(Cell c);

} // namespace rb
