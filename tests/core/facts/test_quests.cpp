// The quest tracker, driven by facts made of integers only: no content file.
#include <QtTest>

#include "rulebench/facts/quests.h"

namespace {
constexpr rb::FactKindId kKilled{0};
constexpr rb::FactKindId kVisited{1};
constexpr rb::FactKindId kDepth{2};
constexpr rb::FactValue kRat = 7;
constexpr rb::FactValue kRatKing = 8;
constexpr rb::FactValue kWarren = 2;

using Kind = rb::QuestChange::Kind;

rb::Objective objective(rb::FactKindId kind, std::optional<rb::FactValue> subject, rb::Need need)
{
    return rb::Objective{rb::Matcher{kind, subject, std::nullopt}, need};
}

rb::Registry<rb::QuestDef> quests(std::vector<rb::QuestDef> defs)
{
    rb::Registry<rb::QuestDef> r;
    for (auto& d : defs)
        (void)r.add(std::move(d)); // the tests give distinct names
    return r;
}

rb::QuestChange change(Kind kind, std::uint32_t quest, std::uint32_t objective = 0, std::int64_t progress = 0,
                       bool victory = false)
{
    return rb::QuestChange{kind, rb::QuestId{quest}, objective, progress, victory};
}
} // namespace


class TestQuests : public QObject {
    Q_OBJECT
private slots:
    void chainDrivenByIntegerFacts()
    {
        const rb::QuestId cull{0}, find{1}, warren{2};
        rb::Tracker t(quests({
            {"cull the rats", {}, {objective(kKilled, kRat, rb::Need::total(3))}, false},
            {"find the warren", {cull}, {objective(kVisited, kWarren, rb::Need::total(1))}, false},
            {"the warren", {find}, {objective(kKilled, kRatKing, rb::Need::total(1))}, true},
        }));
        QCOMPARE(t.state(cull), rb::QuestState::Open);
        QCOMPARE(t.state(find), rb::QuestState::Locked);
        QCOMPARE(t.state(warren), rb::QuestState::Locked);

        // Facts for a locked quest change nothing, even ones it will want later.
        QVERIFY(t.feed(rb::Fact::of(kVisited).about(kWarren)).empty());
        QVERIFY(t.feed(rb::Fact::of(kKilled).about(kRatKing)).empty());
        t.feed(rb::Fact::of(kKilled).about(kRat));
        t.feed(rb::Fact::of(kKilled).about(kRat));
        QCOMPARE(t.progress(cull, 0), std::int64_t(2));
        t.feed(rb::Fact::of(kKilled).about(kRat));
        QCOMPARE(t.state(cull), rb::QuestState::Done);
        QCOMPARE(t.state(find), rb::QuestState::Open);
        QCOMPARE(t.progress(find, 0), std::int64_t(0));

        t.feed(rb::Fact::of(kVisited).about(kWarren));
        QCOMPARE(t.state(warren), rb::QuestState::Open);
        QVERIFY(!t.won());
        const auto last = t.feed(rb::Fact::of(kKilled).about(kRatKing));
        QCOMPARE(t.state(warren), rb::QuestState::Done);
        QVERIFY(t.won());
        QCOMPARE(last.back(), change(Kind::QuestDone, 2, 0, 0, true));
    }

    void totalVersusLatest()
    {
        // Total: the amounts add up. Latest: one fact must reach the need.
        rb::Tracker t(quests({
            {"hoard", {}, {objective(kDepth, std::nullopt, rb::Need::total(5))}, false},
            {"deep", {}, {objective(kDepth, std::nullopt, rb::Need::latest(5))}, false},
        }));
        const rb::QuestId hoard{0}, deep{1};
        t.feed(rb::Fact::of(kDepth).times(3));
        QCOMPARE(t.progress(hoard, 0), std::int64_t(3));
        QCOMPARE(t.progress(deep, 0), std::int64_t(3));
        t.feed(rb::Fact::of(kDepth).times(3));
        QCOMPARE(t.state(hoard), rb::QuestState::Done);
        QCOMPARE(t.progress(hoard, 0), std::int64_t(5)); // capped at the need
        QCOMPARE(t.state(deep), rb::QuestState::Open);
        QCOMPARE(t.progress(deep, 0), std::int64_t(3));
        t.feed(rb::Fact::of(kDepth).times(2));
        QCOMPARE(t.progress(deep, 0), std::int64_t(2)); // the latest reading, not the best
        t.feed(rb::Fact::of(kDepth).times(6));
        QCOMPARE(t.state(deep), rb::QuestState::Done);
        QVERIFY(t.objectiveDone(deep, 0));
    }

    void oneFeedReportsChangesInOrder()
    {
        // One fact progresses an objective, finishes it, finishes its quest and
        // opens the next. The next quest also watches that fact, but it opened
        // after the fact, so it does not take it.
        rb::Tracker t(quests({
            {"first blood", {}, {objective(kKilled, std::nullopt, rb::Need::total(2))}, false},
            {"more blood", {rb::QuestId{0}}, {objective(kKilled, std::nullopt, rb::Need::total(2))}, false},
        }));
        QCOMPARE(t.feed(rb::Fact::of(kKilled)), std::vector<rb::QuestChange>{change(Kind::Progress, 0, 0, 1)});
        const std::vector<rb::QuestChange> expected{
            change(Kind::Progress, 0, 0, 2),
            change(Kind::ObjectiveDone, 0, 0),
            change(Kind::QuestDone, 0),
            change(Kind::QuestOpened, 1),
        };
        QCOMPARE(t.feed(rb::Fact::of(kKilled)), expected);
        QCOMPARE(t.progress(rb::QuestId{1}, 0), std::int64_t(0));
    }

    void questWaitsForItsWholeAfterList()
    {
        rb::Tracker t(quests({
            {"a", {}, {objective(kKilled, 1, rb::Need::total(1))}, false},
            {"b", {}, {objective(kKilled, 2, rb::Need::total(1))}, false},
            {"c", {rb::QuestId{0}, rb::QuestId{1}, rb::QuestId{0}}, {objective(kKilled, 3, rb::Need::total(1))}, false},
        }));
        t.feed(rb::Fact::of(kKilled).about(1));
        QCOMPARE(t.state(rb::QuestId{2}), rb::QuestState::Locked);
        const auto changes = t.feed(rb::Fact::of(kKilled).about(2));
        QCOMPARE(t.state(rb::QuestId{2}), rb::QuestState::Open);
        QCOMPARE(changes.back(), change(Kind::QuestOpened, 2));
    }

    void questNeedsEveryObjective()
    {
        rb::Tracker t(quests({{"both", {},
                               {objective(kKilled, kRat, rb::Need::total(1)), objective(kVisited, kWarren, rb::Need::total(1))},
                               false}}));
        const auto first = t.feed(rb::Fact::of(kKilled).about(kRat));
        QCOMPARE(first.size(), std::size_t(2)); // progress and objective done, not the quest
        QCOMPARE(t.state(rb::QuestId{0}), rb::QuestState::Open);
        t.feed(rb::Fact::of(kVisited).about(kWarren));
        QCOMPARE(t.state(rb::QuestId{0}), rb::QuestState::Done);
    }

    void cycleKeepsQuestsLocked()
    {
        rb::Tracker t(quests({
            {"a", {rb::QuestId{1}}, {objective(kKilled, std::nullopt, rb::Need::total(1))}, false},
            {"b", {rb::QuestId{0}}, {objective(kKilled, std::nullopt, rb::Need::total(1))}, false},
        }));
        QVERIFY(t.feed(rb::Fact::of(kKilled)).empty());
        QCOMPARE(t.state(rb::QuestId{0}), rb::QuestState::Locked);
    }

    void copyStepsBack()
    {
        rb::Tracker t(quests({{"a", {}, {objective(kKilled, std::nullopt, rb::Need::total(2))}, true}}));
        t.feed(rb::Fact::of(kKilled));
        const rb::Tracker saved = t;
        t.feed(rb::Fact::of(kKilled));
        QVERIFY(t.won());
        QVERIFY(!saved.won());
        QCOMPARE(saved.progress(rb::QuestId{0}, 0), std::int64_t(1));
        QCOMPARE(saved.state(rb::QuestId{0}), rb::QuestState::Open);
    }

    void costIndependentOfUnrelatedQuests()
    {
        // Counted, not timed: one watched quest, and 10 or 10,000 quests
        // watching other kinds (open and locked ones both).
        auto evaluations = [](std::uint32_t unrelated) {
            std::vector<rb::QuestDef> defs{{"watched", {}, {objective(kKilled, std::nullopt, rb::Need::total(100))}, false}};
            for (std::uint32_t i = 0; i < unrelated; ++i) {
                std::vector<rb::QuestId> after;
                if (i % 2)
                    after.push_back(rb::QuestId{i}); // the previous one: half are locked
                defs.push_back({"other " + std::to_string(i), after,
                                {objective(rb::FactKindId{1 + i % 50}, i, rb::Need::total(1))}, false});
            }
            rb::Tracker t(quests(std::move(defs)));
            for (int k = 0; k < 10; ++k)
                t.feed(rb::Fact::of(kKilled));
            return t.matcherEvaluations();
        };
        QCOMPARE(evaluations(10), std::uint64_t(10));
        QCOMPARE(evaluations(10'000), std::uint64_t(10));
    }
};

QTEST_APPLESS_MAIN(TestQuests)
#include "test_quests.moc"
