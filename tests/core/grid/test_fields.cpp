// Fire and gas: burning, harm reports, spreading, burn-out; gas spreading
// without loss, decay arithmetic, smoke's opacity and smoke blocking a burst.
#include <QtTest>

#include "rulebench/grid/burst.h"
#include "rulebench/grid/fields.h"

namespace {
rb::Grid flammableRow(int width)
{
    rb::Grid g(width, 1);
    for (int x = 0; x < width; ++x)
        g.setFlammable({x, 0});
    return g;
}

rb::GasKinds withPlainGas(rb::Id<rb::GasKind>& plain)
{
    rb::GasKinds kinds;
    plain = *kinds.add({"plain", 0, 0}); // no decay, never opaque: spreading alone
    return kinds;
}
} // namespace

class TestFields : public QObject {
    Q_OBJECT
private slots:
    void aFireBurnsItsTurnsThenGoesOut()
    {
        rb::Grid g(3, 3);
        g.setWall({0, 0});
        rb::FireField fire(g);
        QVERIFY(!fire.ignite(g, {0, 0}, 3)); // walls do not burn
        QVERIFY(!fire.ignite(g, {3, 0}, 3));
        QVERIFY(fire.ignite(g, {1, 1}, 2)); // plain floor burns when lit
        QCOMPARE(fire.turnsLeft({1, 1}), 2);
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kFireStream);
        rb::FireReport r1 = fire.step(g, s, {});
        QCOMPARE(r1.burning, (std::vector<rb::Cell>{{1, 1}}));
        QVERIFY(r1.burntOut.empty());
        rb::FireReport r2 = fire.step(g, s, {});
        QCOMPARE(r2.burning, (std::vector<rb::Cell>{{1, 1}}));
        QCOMPARE(r2.burntOut, (std::vector<rb::Cell>{{1, 1}}));
        QVERIFY(!fire.isBurning({1, 1}));
        QVERIFY(fire.isBurnt({1, 1}));
        QVERIFY(fire.step(g, s, {}).burning.empty());
    }

    void aLongerBurnIsKept()
    {
        const rb::Grid g(2, 1);
        rb::FireField fire(g);
        fire.ignite(g, {0, 0}, 5);
        fire.ignite(g, {0, 0}, 2);
        QCOMPARE(fire.turnsLeft({0, 0}), 5);
        fire.ignite(g, {0, 0}, 1'000'000);
        QCOMPARE(fire.turnsLeft({0, 0}), rb::kMaxBurnTurns);
    }

    void harmsWhoeverStandsInItEachTurn()
    {
        const rb::Grid g(4, 1);
        rb::FireField fire(g, {rb::Chance::never(), 3, 2});
        fire.ignite(g, {1, 0}, 2);
        fire.ignite(g, {2, 0}, 1);
        const std::vector<rb::Occupant> here{{rb::EntityRef(7), {2, 0}}, {rb::EntityRef(3), {0, 0}}, {rb::EntityRef(5), {1, 0}}};
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kFireStream);
        const rb::FireReport r = fire.step(g, s, here);
        QCOMPARE(r.harm, (std::vector<rb::FireHarm>{{rb::EntityRef(7), {2, 0}, 2}, {rb::EntityRef(5), {1, 0}, 2}})); // in the occupants' order
        const rb::FireReport r2 = fire.step(g, s, here);
        QCOMPARE(r2.harm, (std::vector<rb::FireHarm>{{rb::EntityRef(5), {1, 0}, 2}}));
        QVERIFY(fire.step(g, s, here).harm.empty());
    }

    void spreadsToFlammableNeighboursOnly()
    {
        rb::Grid g = flammableRow(6);
        g.setFlammable({3, 0}, false); // bare stone stops it
        rb::FireField fire(g, {rb::Chance::always(), 2, 1});
        fire.ignite(g, {0, 0}, 2);
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kFireStream);
        QCOMPARE(fire.step(g, s, {}).caught, (std::vector<rb::Cell>{{1, 0}}));
        QVERIFY(fire.isBurning({1, 0}));
        QCOMPARE(fire.step(g, s, {}).caught, (std::vector<rb::Cell>{{2, 0}}));
        QVERIFY(fire.step(g, s, {}).caught.empty()); // (3,0) is not flammable
        for (int i = 0; i < 4; ++i)
            fire.step(g, s, {});
        QVERIFY(fire.burningCells().empty());
        QVERIFY(fire.isBurnt({0, 0}) && fire.isBurnt({2, 0}));
        QVERIFY(!fire.isBurning({4, 0}) && !fire.isBurnt({4, 0}));
    }

    void burntCellsDoNotCatchAgain()
    {
        const rb::Grid g = flammableRow(2);
        rb::FireField fire(g, {rb::Chance::always(), 1, 1});
        fire.ignite(g, {0, 0}, 1);
        rb::RandomStream s = rb::RandomStream::derive(1, rb::kFireStream);
        fire.step(g, s, {}); // (0,0) out, (1,0) caught
        QVERIFY(fire.isBurnt({0, 0}));
        QVERIFY(fire.step(g, s, {}).caught.empty()); // (1,0) cannot relight (0,0)
        QVERIFY(fire.burningCells().empty());
    }

    void spreadRollsFromTheFireStreamDeterministically()
    {
        rb::Grid g(12, 12);
        for (int y = 0; y < 12; ++y)
            for (int x = 0; x < 12; ++x)
                g.setFlammable({x, y});
        rb::FireField start(g, {rb::Chance{400}, 3, 1});
        start.ignite(g, {6, 6}, 3);
        auto run = [&](std::uint64_t seed) {
            rb::FireField f = start;
            rb::RandomStreams streams(seed);
            std::vector<rb::Cell> caught;
            for (int t = 0; t < 8; ++t)
                for (const rb::Cell& c : f.step(g, streams.stream(rb::kFireStream), {}).caught)
                    caught.push_back(c);
            // The fire stream's draws never touch the ability stream.
            return std::make_pair(caught, streams.ability() == rb::RandomStreams(seed).ability());
        };
        const auto a = run(5), b = run(5);
        QCOMPARE(a.first, b.first);
        QVERIFY(a.second);
        QVERIFY(!a.first.empty());
        QVERIFY(a.first != run(6).first);
        // Four flammable neighbours of one fire: exactly four draws.
        rb::FireField one = start;
        rb::RandomStream s = rb::RandomStream::derive(5, rb::kFireStream), t = s;
        one.step(g, s, {});
        for (int i = 0; i < 4; ++i)
            t.next();
        QCOMPARE(s, t);
    }

    void gasSpreadsAFifthToEachOpenNeighbour()
    {
        rb::Id<rb::GasKind> plain;
        const rb::GasKinds kinds = withPlainGas(plain);
        rb::Grid g(5, 5);
        g.setWall({2, 1}); // above the centre
        rb::GasField gas(g, kinds);
        QVERIFY(gas.addGas(g, plain, {2, 2}, 100));
        gas.step(g);
        QCOMPARE(gas.amount(plain, {2, 2}), 40); // 100 - 3 * 20: three open neighbours
        QCOMPARE(gas.amount(plain, {1, 2}), 20);
        QCOMPARE(gas.amount(plain, {3, 2}), 20);
        QCOMPARE(gas.amount(plain, {2, 3}), 20);
        QCOMPARE(gas.amount(plain, {2, 1}), 0); // never into a wall
        QCOMPARE(gas.total(plain), std::int64_t(100));
    }

    void spreadingConservesGasEverywhere()
    {
        rb::Id<rb::GasKind> plain;
        const rb::GasKinds kinds = withPlainGas(plain);
        rb::Grid g(9, 7);
        for (int x = 0; x < 9; ++x)
            g.setWall({x, 3}, x != 4); // a wall with one gap
        rb::GasField gas(g, kinds);
        gas.addGas(g, plain, {0, 0}, 12345);
        gas.addGas(g, plain, {8, 6}, 777);
        for (int t = 0; t < 60; ++t) {
            gas.step(g);
            QCOMPARE(gas.total(plain), std::int64_t(12345 + 777));
        }
        QVERIFY(gas.amount(plain, {0, 6}) > 0); // through the gap
    }

    void decayRoundsUpSoGasRunsOut()
    {
        const rb::GasKinds kinds;
        const rb::Grid g(1, 1); // no neighbours: decay alone
        rb::GasField gas(g, kinds);
        gas.addGas(g, kinds.smoke(), {0, 0}, 100);
        std::vector<std::int32_t> seen;
        for (int t = 0; t < 5; ++t) {
            gas.step(g);
            seen.push_back(gas.amount(kinds.smoke(), {0, 0}));
        }
        QCOMPARE(seen, (std::vector<std::int32_t>{90, 81, 72, 64, 57})); // 10% rounded up each turn
        int turns = 5;
        while (gas.amount(kinds.smoke(), {0, 0}) > 0 && turns < 200) {
            gas.step(g);
            ++turns;
        }
        QVERIFY(turns < 200);
        QCOMPARE(gas, rb::GasField(g, kinds)); // gone entirely
    }

    void addingGasIsBoundedAndChecked()
    {
        const rb::GasKinds kinds;
        rb::Grid g(2, 1);
        g.setWall({1, 0});
        rb::GasField gas(g, kinds);
        QVERIFY(!gas.addGas(g, kinds.smoke(), {1, 0}, 10)); // a wall
        QVERIFY(!gas.addGas(g, kinds.smoke(), {2, 0}, 10)); // outside
        QVERIFY(!gas.addGas(g, rb::Id<rb::GasKind>{9}, {0, 0}, 10));
        QVERIFY(!gas.addGas(g, kinds.smoke(), {0, 0}, -5));
        QVERIFY(gas.addGas(g, kinds.smoke(), {0, 0}, std::int64_t(1) << 60));
        QVERIFY(gas.addGas(g, kinds.smoke(), {0, 0}, rb::kMaxGasAmount));
        QCOMPARE(gas.amount(kinds.smoke(), {0, 0}), rb::kMaxGasAmount);
    }

    void gasKindsRegistry()
    {
        rb::GasKinds kinds;
        QCOMPARE(kinds.names(), (std::vector<std::string>{"smoke"}));
        QCOMPARE(kinds[kinds.smoke()].opaqueAt, rb::GasKinds::kSmokeOpaqueAt);
        QVERIFY(kinds.add({"chlorine", 5, 0}));
        QCOMPARE(kinds.add({"smoke", 1, 1}).why(), std::string("a gas named \"smoke\" is registered already"));
        QCOMPARE(kinds.find("chlorine")->value, 1u);
    }

    void smokeIsOpaqueFromItsThreshold()
    {
        const rb::GasKinds kinds;
        const rb::Grid g(3, 1);
        rb::GasField gas(g, kinds);
        gas.addGas(g, kinds.smoke(), {0, 0}, rb::GasKinds::kSmokeOpaqueAt - 1);
        gas.addGas(g, kinds.smoke(), {1, 0}, rb::GasKinds::kSmokeOpaqueAt);
        QVERIFY(!gas.isOpaque(0, 0));
        QVERIFY(gas.isOpaque(1, 0));
        QVERIFY(!gas.isOpaque(2, 0));
        QVERIFY(!gas.isOpaque(5, 0));
    }

    void smokeBlocksABurstUntilItThins()
    {
        const rb::GasKinds kinds;
        const rb::Grid g(9, 9);
        rb::GasField gas(g, kinds);
        for (int x = 0; x < 9; ++x)
            gas.addGas(g, kinds.smoke(), {x, 3}, 60); // a curtain of smoke across row 3
        rb::BurstScratch scratch;
        std::vector<rb::Cell> cells;
        rb::burst(g, {4, 6}, 4, gas, cells, scratch);
        auto covers = [&](rb::Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
        QVERIFY(covers({4, 3}));  // the smoke itself is reached
        QVERIFY(!covers({4, 2})); // not what lies behind it
        const rb::GasField saved = gas; // a field is a value: the sandbox steps back by copying
        for (int t = 0; t < 20; ++t)
            gas.step(g);
        rb::burst(g, {4, 6}, 4, gas, cells, scratch);
        QVERIFY(covers({4, 2})); // thinned out, it no longer blocks
        rb::burst(g, {4, 6}, 4, saved, cells, scratch);
        QVERIFY(!covers({4, 2}));
    }
};

QTEST_APPLESS_MAIN(TestFields)
#include "test_fields.moc"
