// The burst against its reference: libtcod's FOV_SYMMETRIC_SHADOWCAST
// (light_walls false, no radius limit) filtered by the disk dx²+dy² <= r²+r,
// cell for cell, over thousands of random maps, centres and radii 0 to 20.
// libtcod is linked to this test only, never to the product.
#include <QtTest>

#include "rulebench/grid/burst.h"
#include "rulebench/base/random.h"

#include <libtcod/fov.h>

#include <cmath>
#include <memory>

namespace {
struct MapDeleter {
    void operator()(TCOD_Map* m) const { TCOD_map_delete(m); }
};
using TcodMap = std::unique_ptr<TCOD_Map, MapDeleter>;

// A random window: walls at a random density, and some smoke when asked.
struct RandomMap {
    rb::Grid grid;
    std::vector<std::uint8_t> smoke;
};

RandomMap randomMap(rb::RandomStream& rng, bool withSmoke)
{
    const int w = static_cast<int>(rng.between(1, 45)), h = static_cast<int>(rng.between(1, 45));
    RandomMap m{rb::Grid(w, h), std::vector<std::uint8_t>(static_cast<std::size_t>(w) * h, 0)};
    const std::uint64_t wall = rng.below(600), smoke = withSmoke ? rng.below(300) : 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            // One draw per cell: two per-mille rolls from its low and high bits.
            const std::uint64_t bits = rng.next();
            if ((bits & 0xffff) % 1000 < wall)
                m.grid.setWall({x, y});
            else if ((bits >> 32) % 1000 < smoke)
                m.smoke[m.grid.index(x, y)] = 1;
        }
    return m;
}

// A wide window with walls, and smoke when smokeUpTo > 0, each at a random
// density of at most that many parts per thousand.
RandomMap openMap(rb::RandomStream& rng, int minSide, int maxSide, int wallsUpTo, int smokeUpTo)
{
    const int w = static_cast<int>(rng.between(minSide, maxSide)), h = static_cast<int>(rng.between(minSide, maxSide));
    RandomMap m{rb::Grid(w, h), std::vector<std::uint8_t>(static_cast<std::size_t>(w) * h, 0)};
    const rb::Chance wall{static_cast<int>(rng.between(0, wallsUpTo))};
    const rb::Chance smoke{smokeUpTo > 0 ? static_cast<int>(rng.between(0, smokeUpTo)) : 0};
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            if (rng.roll(wall))
                m.grid.setWall({x, y});
            else if (smokeUpTo > 0 && rng.roll(smoke))
                m.smoke[m.grid.index(x, y)] = 1;
        }
    return m;
}

rb::Cell anyCell(rb::RandomStream& rng, const rb::Grid& g)
{
    return {static_cast<int>(rng.between(0, g.width() - 1)), static_cast<int>(rng.between(0, g.height() - 1))};
}

// libtcod's answer: `lightOpaque` true lights opaque cells it reaches (used for
// smoke, which the burst covers but does not pass); walls are removed after.
TcodMap tcodMap(const RandomMap& m)
{
    const rb::Grid& g = m.grid;
    TcodMap map(TCOD_map_new(g.width(), g.height()));
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            TCOD_map_set_properties(map.get(), x, y, !g.isWall(x, y) && !m.smoke[g.index(x, y)], true);
    return map;
}

std::vector<rb::Cell> reference(const RandomMap& m, const TcodMap& map, rb::Cell c, int r, bool lightOpaque)
{
    const rb::Grid& g = m.grid;
    if (TCOD_map_compute_fov(map.get(), c.x, c.y, 0, lightOpaque, FOV_SYMMETRIC_SHADOWCAST) != TCOD_E_OK)
        qFatal("libtcod refused the centre");
    std::vector<rb::Cell> out;
    const long long reach = static_cast<long long>(r) * r + r;
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x) {
            const long long dx = x - c.x, dy = y - c.y;
            if (TCOD_map_is_in_fov(map.get(), x, y) && !g.isWall(x, y) && dx * dx + dy * dy <= reach)
                out.push_back({x, y});
        }
    return out;
}

QString describe(const RandomMap& m, rb::Cell c, int r, const std::vector<rb::Cell>& mine, const std::vector<rb::Cell>& theirs)
{
    QString s = QString("centre %1,%2 radius %3\n").arg(c.x).arg(c.y).arg(r);
    for (int y = 0; y < m.grid.height(); ++y) {
        for (int x = 0; x < m.grid.width(); ++x) {
            const bool a = std::find(mine.begin(), mine.end(), rb::Cell{x, y}) != mine.end();
            const bool b = std::find(theirs.begin(), theirs.end(), rb::Cell{x, y}) != theirs.end();
            QChar ch = m.grid.isWall(x, y) ? '#' : m.smoke[m.grid.index(x, y)] ? '~' : '.';
            if (a && b)
                ch = '*';
            else if (a)
                ch = '+'; // only ours
            else if (b)
                ch = '-'; // only libtcod's
            if (rb::Cell{x, y} == c)
                ch = '@';
            s += ch;
        }
        s += '\n';
    }
    return s;
}

// The burst against libtcod on one map (with its smoke when `smoky`): empty
// when they agree, else the map drawn with where they differ.
QString differences(const RandomMap& m, const TcodMap& tcod, rb::Cell c, int r, bool smoky, rb::BurstScratch& scratch)
{
    std::vector<rb::Cell> mine;
    if (smoky)
        rb::burst(m.grid, c, r, [&](int x, int y) { return m.smoke[m.grid.index(x, y)] != 0; }, mine, scratch);
    else
        rb::burst(m.grid, c, r, mine, scratch);
    const std::vector<rb::Cell> theirs = reference(m, tcod, c, r, smoky);
    return mine == theirs ? QString() : describe(m, c, r, mine, theirs);
}
} // namespace

class TestBurstLibtcod : public QObject {
    Q_OBJECT
private slots:
    void equalsLibtcodOnRandomMaps()
    {
        rb::RandomStream rng = rb::RandomStream::derive(20261129, "burst-equivalence");
        rb::BurstScratch scratch;
        int compared = 0;
        for (int map = 0; map < 2500; ++map) {
            const RandomMap m = randomMap(rng, false);
            const TcodMap tcod = tcodMap(m);
            for (int k = 0; k < 4; ++k) {
                const rb::Cell c = anyCell(rng, m.grid);
                const int r = static_cast<int>(rng.between(0, 20));
                if (const QString d = differences(m, tcod, c, r, false, scratch); !d.isEmpty())
                    QFAIL(qPrintable(QString("map %1 differs from libtcod:\n").arg(map) + d));
                ++compared;
            }
        }
        QCOMPARE(compared, 10000);
    }

    void equalsLibtcodOnOpenAndLargeMaps()
    {
        // Few walls and wide windows reach the far rows where libtcod's float
        // slopes part from exact fractions.
        rb::RandomStream rng = rb::RandomStream::derive(7, "burst-equivalence-far");
        rb::BurstScratch scratch;
        for (int map = 0; map < 150; ++map) {
            const RandomMap m = openMap(rng, 30, 90, 60, 0);
            const TcodMap tcod = tcodMap(m);
            const rb::Cell c = anyCell(rng, m.grid);
            const int r = static_cast<int>(rng.between(15, 60));
            if (const QString d = differences(m, tcod, c, r, false, scratch); !d.isEmpty())
                QFAIL(qPrintable(QString("map %1 differs from libtcod:\n").arg(map) + d));
        }
    }

    void smokeBlocksOnWideMaps()
    {
        // Rows wider than one 64-cell word, with smoke: the scan's word by
        // word reading must carry walls and smoke across word edges.
        rb::RandomStream rng = rb::RandomStream::derive(20261129, "burst-smoke-wide");
        rb::BurstScratch scratch;
        for (int map = 0; map < 60; ++map) {
            const RandomMap m = openMap(rng, 65, 150, 80, 60);
            const rb::Cell c = anyCell(rng, m.grid);
            const int r = static_cast<int>(rng.between(40, 120));
            if (const QString d = differences(m, tcodMap(m), c, r, true, scratch); !d.isEmpty())
                QFAIL(qPrintable(QString("map %1 differs from libtcod:\n").arg(map) + d));
        }
    }

    void aGapsSlopeLandsOnItsColumn()
    {
        // The scan takes libtcod's low bound after a gap opens at column c,
        // ceil(depth * slope), to be c itself (see burst.cpp): true of the
        // float arithmetic for every depth and column a burst can reach.
        int wrong = 0;
        for (int d = 1; d <= rb::kMaxBurstRadius + 1; ++d) {
            const float depth = static_cast<float>(d);
            for (int c = -d - 1; c <= d + 1; ++c) {
                const float slope = (2.0f * static_cast<float>(c) - 1.0f) / (2.0f * depth);
                if (std::ceil(depth * slope) != static_cast<float>(c))
                    ++wrong;
            }
        }
        QCOMPARE(wrong, 0);
    }

    void smokeBlocksLikeAnOpaqueCellThatIsLit()
    {
        rb::RandomStream rng = rb::RandomStream::derive(20261129, "burst-smoke");
        rb::BurstScratch scratch;
        for (int map = 0; map < 1000; ++map) {
            const RandomMap m = randomMap(rng, true);
            const rb::Cell c = anyCell(rng, m.grid);
            const int r = static_cast<int>(rng.between(0, 20));
            if (const QString d = differences(m, tcodMap(m), c, r, true, scratch); !d.isEmpty())
                QFAIL(qPrintable(QString("map %1 differs from libtcod:\n").arg(map) + d));
        }
    }
};

QTEST_APPLESS_MAIN(TestBurstLibtcod)
#include "test_burst_libtcod.moc"
