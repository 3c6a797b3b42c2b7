// The burst's shape: the round radius, the window's edge, walls that stop it
// and are never covered, no reaching round a corner, and the order of cells.
#include <QtTest>

#include "rulebench/grid/burst.h"

#include <algorithm>

namespace {
// Rows of text: '#' wall, anything else floor.
rb::Grid gridOf(const std::vector<std::string>& rows)
{
    rb::Grid g(static_cast<int>(rows.at(0).size()), static_cast<int>(rows.size()));
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            if (rows[y].at(x) == '#')
                g.setWall({x, y});
    return g;
}

bool covers(const std::vector<rb::Cell>& cells, rb::Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }
} // namespace

class TestBurst : public QObject {
    Q_OBJECT
private slots:
    void radiusZeroIsTheCentreAlone()
    {
        const rb::Grid g(9, 9);
        QCOMPARE(rb::burst(g, {4, 4}, 0), (std::vector<rb::Cell>{{4, 4}}));
    }

    void radiusOneIsTheThreeByThreeSquare()
    {
        const rb::Grid g(9, 9);
        QCOMPARE(rb::burst(g, {4, 4}, 1),
                 (std::vector<rb::Cell>{{3, 3}, {4, 3}, {5, 3}, {3, 4}, {4, 4}, {5, 4}, {3, 5}, {4, 5}, {5, 5}}));
    }

    void theRadiusIsRound()
    {
        const rb::Grid g(21, 21);
        // dx²+dy² <= r²+r: 21 cells at radius 2, 37 at radius 3.
        QCOMPARE(rb::burst(g, {10, 10}, 2).size(), std::size_t(21));
        const auto r3 = rb::burst(g, {10, 10}, 3);
        QCOMPARE(r3.size(), std::size_t(37));
        QVERIFY(covers(r3, {13, 11}));  // 9+1 <= 12
        QVERIFY(!covers(r3, {13, 12})); // 9+4 > 12
        QVERIFY(!covers(r3, {12, 13}));
    }

    void cellsAreSortedByRowThenColumn()
    {
        const rb::Grid g(30, 30);
        const auto cells = rb::burst(g, {12, 17}, 9);
        QVERIFY(std::is_sorted(cells.begin(), cells.end()));
        QVERIFY(std::adjacent_find(cells.begin(), cells.end()) == cells.end());
    }

    void neverLeavesTheWindow()
    {
        const rb::Grid g(5, 4);
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 5; ++x)
                for (int r : {0, 1, 3, 10, 5000}) {
                    const auto cells = rb::burst(g, {x, y}, r);
                    for (const rb::Cell& c : cells)
                        QVERIFY(g.contains(c));
                    if (r >= 10)
                        QCOMPARE(cells.size(), std::size_t(20)); // an open window is covered whole
                }
        QVERIFY(rb::burst(g, {5, 0}, 3).empty()); // a centre outside covers nothing
        QVERIFY(rb::burst(g, {-1, 2}, 3).empty());
        QVERIFY(rb::burst(g, {2, 2}, -1).empty());
    }

    void wallsStopItAndAreNeverCovered()
    {
        const rb::Grid g = gridOf({
            ".........",
            ".........",
            "..#####..",
            ".........",
            "....@....",
        });
        const auto cells = rb::burst(g, {4, 4}, 4);
        for (const rb::Cell& c : cells)
            QVERIFY(!g.isWall(c));
        for (int x = 3; x <= 5; ++x) {
            QVERIFY(!covers(cells, {x, 1})); // straight behind the wall
            QVERIFY(!covers(cells, {x, 0}));
        }
        QVERIFY(covers(cells, {4, 3}));
        QVERIFY(covers(cells, {1, 2})); // beside the wall, in the open
    }

    void doesNotReachRoundACorner()
    {
        // The centre sits in a corridor that turns; the branch round the bend is not covered.
        const rb::Grid g = gridOf({
            "#########",
            "#.......#",
            "#.#######",
            "#.#######",
            "#@#######",
        });
        const auto cells = rb::burst(g, {1, 4}, 8);
        QVERIFY(covers(cells, {1, 1}));
        for (int x = 3; x <= 7; ++x)
            QVERIFY2(!covers(cells, {x, 1}), qPrintable(QString::number(x)));
    }

    void aWallCentreIsNotCoveredButSeesOut()
    {
        // As libtcod: the centre is lit and then unlit with the other walls.
        rb::Grid g(5, 5);
        g.setWall({2, 2});
        const auto cells = rb::burst(g, {2, 2}, 1);
        QCOMPARE(cells.size(), std::size_t(8));
        QVERIFY(!covers(cells, {2, 2}));
    }

    void opaqueCellsBlockButAreReached()
    {
        // Smoke across the row above the centre: the smoky cells are covered,
        // what lies behind them is not.
        const rb::Grid g(7, 7);
        auto smoke = [](int, int y) { return y == 2; };
        std::vector<rb::Cell> out;
        rb::BurstScratch scratch;
        rb::burst(g, {3, 4}, 3, smoke, out, scratch);
        QVERIFY(covers(out, {3, 2}));
        QVERIFY(!covers(out, {3, 1}));
        QVERIFY(covers(out, {3, 6}));
        rb::burst(g, {3, 4}, 3, out, scratch); // without smoke, the same scratch
        QVERIFY(covers(out, {3, 1}));
    }

    void scratchIsReusedAcrossSizes()
    {
        const rb::Grid g(40, 40);
        rb::BurstScratch scratch;
        std::vector<rb::Cell> out;
        rb::burst(g, {20, 20}, 15, out, scratch);
        const std::size_t big = out.size();
        rb::burst(g, {1, 1}, 1, out, scratch);
        QCOMPARE(out.size(), std::size_t(9));
        rb::burst(g, {20, 20}, 15, out, scratch);
        QCOMPARE(out.size(), big);
        QCOMPARE(out, rb::burst(g, {20, 20}, 15));
    }

    void wallBitsFollowTheGrid()
    {
        // The scan reads walls as bits by row and by column; they must say
        // what isWall says, across word boundaries, and forget a cleared wall.
        rb::Grid g(130, 70);
        const std::vector<rb::Cell> walls{{0, 0}, {63, 1}, {64, 1}, {129, 69}, {70, 63}, {70, 64}, {5, 40}};
        for (const rb::Cell& c : walls)
            g.setWall(c);
        g.setWall({5, 40}, false);
        const auto bit = [](const std::uint64_t* line, int i) { return ((line[i >> 6] >> (i & 63)) & 1) != 0; };
        for (int y = 0; y < g.height(); ++y)
            for (int x = 0; x < g.width(); ++x) {
                QCOMPARE(bit(g.wallRowBits(y), x + rb::Grid::kLinePad), g.isWall(x, y));
                QCOMPARE(bit(g.wallColumnBits(x), y + rb::Grid::kLinePad), g.isWall(x, y));
                QCOMPARE(bit(g.wallRowBitsReversed(y), g.width() - 1 - x + rb::Grid::kLinePad), g.isWall(x, y));
                QCOMPARE(bit(g.wallColumnBitsReversed(x), g.height() - 1 - y + rb::Grid::kLinePad), g.isWall(x, y));
            }
        QVERIFY(!g.isWall({5, 40}));
        // The padding words either side of each line stay clear.
        QCOMPARE(g.wallRowBits(0)[0], std::uint64_t{0});
        QCOMPARE(g.wallRowBits(69)[rb::Grid::lineWords(130) - 1], std::uint64_t{0});
        QCOMPARE(g.wallColumnBits(129)[rb::Grid::lineWords(70) - 1], std::uint64_t{0});
        QCOMPARE(g.wallRowBitsReversed(0)[0], std::uint64_t{0});
        QCOMPARE(g.wallColumnBitsReversed(0)[rb::Grid::lineWords(70) - 1], std::uint64_t{0});
    }
};

QTEST_APPLESS_MAIN(TestBurst)
#include "test_burst.moc"
