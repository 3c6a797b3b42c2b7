// A steady turn allocates nothing: after the first few turns of the turn
// benchmark's crowd, a turn played into the same report reuses every buffer
// the world and the report already hold. Counted by this binary's own
// operator new, so any allocation on the path fails the test, whoever makes it.
#include "crowd_world.h"

#include <QtTest>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<long> allocations{0};
}

void* operator new(std::size_t size)
{
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

class TestSteadyTurn : public QObject {
    Q_OBJECT
private slots:
    void theCounterSeesAnAllocation();
    void aSteadyTurnAllocatesNothing_data();
    void aSteadyTurnAllocatesNothing();
    void theReportStillSaysWhatHappened();
};

// Without this the test below could pass by counting nothing.
void TestSteadyTurn::theCounterSeesAnAllocation()
{
    const long before = allocations.load();
    auto* kept = new std::vector<int>(100);
    QVERIFY(allocations.load() > before);
    delete kept;
}

void TestSteadyTurn::aSteadyTurnAllocatesNothing_data()
{
    QTest::addColumn<int>("actors");
    QTest::newRow("1 actor") << 1;
    QTest::newRow("1,000 actors") << 1000;
}

void TestSteadyTurn::aSteadyTurnAllocatesNothing()
{
    QFETCH(int, actors);
    rb::World world = rb::testing::crowd(actors);
    rb::TurnReport report;
    for (int warm = 0; warm < 3; ++warm)
        world.step({}, {}, report);
    for (int turn = 0; turn < 5; ++turn) {
        const long before = allocations.load();
        world.step({}, {}, report);
        QCOMPARE(allocations.load() - before, 0L);
    }
}

// Reusing the report must not keep last turn's events or drop this one's.
void TestSteadyTurn::theReportStillSaysWhatHappened()
{
    rb::World reused = rb::testing::crowd(50);
    rb::World fresh = rb::testing::crowd(50);
    rb::TurnReport report;
    for (int turn = 1; turn <= 6; ++turn) {
        reused.step({}, {}, report);
        const rb::TurnReport expected = fresh.step({});
        QCOMPARE(report.turn, turn);
        QCOMPARE(report.events.size(), expected.events.size());
        QVERIFY(report.events == expected.events);
    }
    // World's own == also weighs the quests' and ledger's bookkeeping, which
    // two built worlds do not share; what play keeps is the measure here.
    QVERIFY(reused.actors() == fresh.actors());
    QCOMPARE(reused.savePlay(), fresh.savePlay());
}

QTEST_APPLESS_MAIN(TestSteadyTurn)
#include "test_steady_turn.moc"
