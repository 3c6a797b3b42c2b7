// Facts, matchers and the ledger, with facts made of integers: nothing here
// knows what a fact is about.
#include <QtTest>

#include "rulebench/facts/ledger.h"

namespace {
constexpr rb::FactKindId kKilled{0};
constexpr rb::FactKindId kLooted{1};
constexpr rb::FactKindId kVisited{2};

rb::Registry<rb::CounterDef> counters(std::vector<rb::CounterDef> defs)
{
    rb::Registry<rb::CounterDef> r;
    for (auto& d : defs)
        (void)r.add(std::move(d)); // the tests give distinct names
    return r;
}
} // namespace

class TestFacts : public QObject {
    Q_OBJECT
private slots:
    void matcherPicksByKindSubjectAndObject()
    {
        const rb::Matcher anyKill{kKilled, std::nullopt, std::nullopt};
        const rb::Matcher ratKill{kKilled, 3, std::nullopt};
        const rb::Matcher ratKillBy5{kKilled, 3, 5};
        QVERIFY(anyKill.matches(rb::Fact::of(kKilled).about(3)));
        QVERIFY(!anyKill.matches(rb::Fact::of(kLooted).about(3)));
        QVERIFY(ratKill.matches(rb::Fact::of(kKilled).about(3).on(9)));
        QVERIFY(!ratKill.matches(rb::Fact::of(kKilled).about(4)));
        QVERIFY(ratKillBy5.matches(rb::Fact::of(kKilled).about(3).on(5)));
        QVERIFY(!ratKillBy5.matches(rb::Fact::of(kKilled).about(3).on(6)));
        QCOMPARE(rb::Fact::of(kKilled).amount, std::int64_t(1));
    }

    void subjectlessFactNeverMatchesSubjectMatcher()
    {
        // A fact with no subject is about no one, not about subject 0.
        const rb::Matcher aboutZero{kKilled, 0, std::nullopt};
        const rb::Matcher onZero{kKilled, std::nullopt, 0};
        QVERIFY(!aboutZero.matches(rb::Fact::of(kKilled)));
        QVERIFY(!onZero.matches(rb::Fact::of(kKilled).about(0)));
        QVERIFY(aboutZero.matches(rb::Fact::of(kKilled).about(0)));
        QVERIFY((rb::Matcher{kKilled, std::nullopt, std::nullopt}.matches(rb::Fact::of(kKilled))));

        rb::Ledger ledger(counters({{"rats", {rb::Matcher{kKilled, 0, std::nullopt}}}}));
        QVERIFY(ledger.feed(rb::Fact::of(kKilled)).empty());
        QCOMPARE(ledger.value(rb::CounterId{0}), std::int64_t(0));
    }

    void countersTallySeveralKinds()
    {
        // "deeds" tallies kills and loot; "rats" only rat kills; "gold" loot amounts.
        rb::Ledger ledger(counters({
            {"deeds", {rb::Matcher{kKilled, std::nullopt, std::nullopt}, rb::Matcher{kLooted, std::nullopt, std::nullopt}}},
            {"rats", {rb::Matcher{kKilled, 3, std::nullopt}}},
            {"gold", {rb::Matcher{kLooted, std::nullopt, std::nullopt}}},
        }));
        const rb::CounterId deeds{0}, rats{1}, gold{2};
        auto changes = ledger.feed(rb::Fact::of(kKilled).about(3));
        QCOMPARE(changes.size(), std::size_t(2));
        QCOMPARE(changes[0].counter, deeds);
        QCOMPARE(changes[1].counter, rats);
        ledger.feed(rb::Fact::of(kKilled).about(4));
        changes = ledger.feed(rb::Fact::of(kLooted).times(25));
        QCOMPARE(changes.size(), std::size_t(2));
        QCOMPARE(changes[1].counter, gold);
        QCOMPARE(changes[1].value, std::int64_t(25));
        QVERIFY(ledger.feed(rb::Fact::of(kVisited)).empty());
        QCOMPARE(ledger.value(deeds), std::int64_t(27));
        QCOMPARE(ledger.value(rats), std::int64_t(1));
        QCOMPARE(ledger.value(gold), std::int64_t(25));
    }

    void aFactCountsOnceWhenSeveralRulesMatch()
    {
        rb::Ledger ledger(counters({{"kills", {rb::Matcher{kKilled, std::nullopt, std::nullopt}, rb::Matcher{kKilled, 3, std::nullopt}}}}));
        ledger.feed(rb::Fact::of(kKilled).about(3));
        QCOMPARE(ledger.value(rb::CounterId{0}), std::int64_t(1));
    }

    void countersSaturateInsteadOfWrapping()
    {
        rb::Ledger ledger(counters({{"gold", {rb::Matcher{kLooted, std::nullopt, std::nullopt}}}}));
        ledger.feed(rb::Fact::of(kLooted).times(std::numeric_limits<std::int64_t>::max()));
        ledger.feed(rb::Fact::of(kLooted).times(5));
        QCOMPARE(ledger.value(rb::CounterId{0}), std::numeric_limits<std::int64_t>::max());
    }

    void ledgerCopyIsIndependent()
    {
        rb::Ledger ledger(counters({{"kills", {rb::Matcher{kKilled, std::nullopt, std::nullopt}}}}));
        ledger.feed(rb::Fact::of(kKilled));
        const rb::Ledger before = ledger;
        ledger.feed(rb::Fact::of(kKilled));
        QCOMPARE(before.value(rb::CounterId{0}), std::int64_t(1));
        QCOMPARE(ledger.value(rb::CounterId{0}), std::int64_t(2));
    }

    void ledgerCostIndependentOfUnrelatedCounters()
    {
        // Counted, not timed: the rules tested for one fact of kind 0.
        auto evaluations = [](std::size_t unrelated) {
            std::vector<rb::CounterDef> defs{{"kills", {rb::Matcher{kKilled, std::nullopt, std::nullopt}}}};
            for (std::size_t i = 0; i < unrelated; ++i)
                defs.push_back({"other " + std::to_string(i),
                                {rb::Matcher{rb::FactKindId{static_cast<std::uint32_t>(1 + i % 50)}, i, std::nullopt}}});
            rb::Ledger ledger(counters(std::move(defs)));
            ledger.feed(rb::Fact::of(kKilled).about(1));
            return ledger.matcherEvaluations();
        };
        QCOMPARE(evaluations(10), std::uint64_t(1));
        QCOMPARE(evaluations(10'000), std::uint64_t(1));
    }
};

QTEST_APPLESS_MAIN(TestFacts)
#include "test_facts.moc"
