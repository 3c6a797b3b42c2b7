// libFuzzer: any bytes through the map reader; a map that reads builds its grid.
#include "rulebench/map_text.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const rb::MapTextRead read = rb::readMapText(bytes);
    if (read.problems.size() > rb::kMaxMapTextProblems)
        std::abort();
    for (const auto& p : read.problems)
        (void)rb::format(p);
    if (read.map) {
        const rb::Grid g = read.map->grid();
        if (g.width() != read.map->width() || g.height() != read.map->height())
            std::abort();
    }
    return 0;
}
