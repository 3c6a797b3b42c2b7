// The burst against libtcod's FOV_SYMMETRIC_SHADOWCAST (light_walls false) on
// libtcod's benchmark shapes: an empty map, a corridor cross and a forest
// (one cell in four a wall), each (2r+1)x(2r+1) with the centre in the middle.
// Before timing, each shape checks the two agree cell for cell.
#include "rulebench/grid/burst.h"
#include "rulebench/base/random.h"

#include <benchmark/benchmark.h>
#include <libtcod/fov.h>

#include <memory>
#include <string>
#include <vector>

namespace {

enum class Shape { Empty, Corridor, Forest };

rb::Grid makeShape(Shape shape, int r)
{
    const int side = 2 * r + 1;
    rb::Grid g(side, side);
    rb::RandomStream rng = rb::RandomStream::derive(20261129, "bench-forest");
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            bool wall = false;
            if (shape == Shape::Corridor)
                wall = x != r && y != r; // only the cross through the centre is floor
            else if (shape == Shape::Forest)
                wall = rng.below(4) == 0 && !(x == r && y == r);
            g.setWall({x, y}, wall);
        }
    return g;
}

struct MapDeleter {
    void operator()(TCOD_Map* m) const { TCOD_map_delete(m); }
};
using TcodMap = std::unique_ptr<TCOD_Map, MapDeleter>;

TcodMap tcodMap(const rb::Grid& g)
{
    TcodMap map(TCOD_map_new(g.width(), g.height()));
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            TCOD_map_set_properties(map.get(), x, y, !g.isWall(x, y), !g.isWall(x, y));
    return map;
}

// libtcod's cells as the burst reports them: floor within the disk, row order.
std::vector<rb::Cell> tcodCells(const rb::Grid& g, TCOD_Map* map, rb::Cell c, int r)
{
    std::vector<rb::Cell> out;
    const long long reach = static_cast<long long>(r) * r + r;
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x) {
            const long long dx = x - c.x, dy = y - c.y;
            if (TCOD_map_is_in_fov(map, x, y) && !g.isWall(x, y) && dx * dx + dy * dy <= reach)
                out.push_back({x, y});
        }
    return out;
}

bool sameCells(const rb::Grid& g, TCOD_Map* map, rb::Cell c, int r)
{
    TCOD_map_compute_fov(map, c.x, c.y, 0, false, FOV_SYMMETRIC_SHADOWCAST);
    return rb::burst(g, c, r) == tcodCells(g, map, c, r);
}

void BM_Rulebench(benchmark::State& state, Shape shape)
{
    const int r = static_cast<int>(state.range(0));
    const rb::Grid g = makeShape(shape, r);
    const rb::Cell c{r, r};
    const TcodMap map = tcodMap(g);
    if (!sameCells(g, map.get(), c, r)) {
        state.SkipWithError("the burst differs from libtcod on this shape");
        return;
    }
    rb::BurstScratch scratch;
    std::vector<rb::Cell> out;
    for (auto _ : state) {
        rb::burst(g, c, r, out, scratch);
        benchmark::DoNotOptimize(out.data());
        benchmark::ClobberMemory();
    }
}

void BM_Libtcod(benchmark::State& state, Shape shape)
{
    const int r = static_cast<int>(state.range(0));
    const rb::Grid g = makeShape(shape, r);
    const rb::Cell c{r, r};
    const TcodMap map = tcodMap(g);
    if (!sameCells(g, map.get(), c, r)) {
        state.SkipWithError("the burst differs from libtcod on this shape");
        return;
    }
    for (auto _ : state) {
        TCOD_map_compute_fov(map.get(), c.x, c.y, 0, false, FOV_SYMMETRIC_SHADOWCAST);
        benchmark::ClobberMemory();
    }
}

} // namespace

BENCHMARK_CAPTURE(BM_Rulebench, empty, Shape::Empty)->Arg(4)->Arg(10)->Arg(50);
BENCHMARK_CAPTURE(BM_Libtcod, empty, Shape::Empty)->Arg(4)->Arg(10)->Arg(50);
BENCHMARK_CAPTURE(BM_Rulebench, corridor, Shape::Corridor)->Arg(4)->Arg(10)->Arg(50);
BENCHMARK_CAPTURE(BM_Libtcod, corridor, Shape::Corridor)->Arg(4)->Arg(10)->Arg(50);
BENCHMARK_CAPTURE(BM_Rulebench, forest, Shape::Forest)->Arg(4)->Arg(10)->Arg(50);
BENCHMARK_CAPTURE(BM_Libtcod, forest, Shape::Forest)->Arg(4)->Arg(10)->Arg(50);

BENCHMARK_MAIN();
