// Random streams: golden numbers per seed and domain (a change of algorithm
// is noticed), repeatability, independence of domains, and exact chances.
#include <QtTest>

#include "rulebench/base/json_reader.h"
#include "rulebench/base/random.h"

#include <set>

class TestRandom : public QObject {
    Q_OBJECT
private slots:
    void goldenNumbersForSeedAndDomain()
    {
        // Algorithm fingerprint: FNV-1a + SplitMix64 derivation, xoshiro256**.
        rb::RandomStream s = rb::RandomStream::derive(42, "ability");
        const std::uint64_t expected[] = {17067210421431893632ull, 1379934158382919167ull, 11032393826832978335ull, 6901244382255817482ull};
        for (std::uint64_t e : expected)
            QCOMPARE(s.next(), e);
        rb::RandomStream d = rb::RandomStream::derive(42, "ability");
        std::vector<std::int64_t> d6;
        for (int i = 0; i < 12; ++i)
            d6.push_back(d.between(1, 6));
        QCOMPARE(d6, (std::vector<std::int64_t>{6, 1, 4, 3, 5, 6, 3, 5, 3, 4, 5, 2}));
    }

    void xoshiroMatchesTheReference()
    {
        // The reference implementation's outputs from the state {1, 2, 3, 4}.
        rb::RandomStream s = rb::RandomStream::fromState(0, {1, 2, 3, 4});
        const std::uint64_t expected[] = {11520ull, 0ull, 1509978240ull, 1215971899390074240ull,
                                          1216172134540287360ull, 607988272756665600ull,
                                          16172922978634559625ull, 8476171486693032832ull,
                                          10595114339597558777ull, 2904607092377533576ull};
        for (std::uint64_t e : expected)
            QCOMPARE(s.next(), e);
    }

    void goldenHashAndMix()
    {
        // SplitMix64 seeded 0: its first output is mix64 of the golden gamma.
        QCOMPARE(rb::mix64(0x9e3779b97f4a7c15ULL), std::uint64_t(0xe220a8397b1dcdafULL));
        QCOMPARE(rb::hashName(""), std::uint64_t(0xcbf29ce484222325ULL));
        QCOMPARE(rb::hashName("a"), std::uint64_t(0xaf63dc4c8601ec8cULL)); // FNV-1a reference value
        QCOMPARE(rb::mix64(0), std::uint64_t(0));
    }

    void sameSeedRollsTheSameTwice()
    {
        rb::RandomStream a = rb::RandomStream::derive(7, "ability");
        rb::RandomStream b = rb::RandomStream::derive(7, "ability");
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(a.between(1, 20), b.between(1, 20));
    }

    void copyingAStreamCopiesItsFuture()
    {
        rb::RandomStream a = rb::RandomStream::derive(7, "fire");
        a.next();
        rb::RandomStream saved = a; // the sandbox steps back by copying
        const std::uint64_t x = a.next(), y = a.next();
        QCOMPARE(saved.next(), x);
        QCOMPARE(saved.next(), y);
        QVERIFY(sizeof(rb::RandomStream) <= 48);
    }

    void differentDomainsAndSeedsDiffer()
    {
        std::set<std::uint64_t> firsts;
        for (const char* domain : {"ability", "fire", "gas", "loot", "abilitY"})
            for (std::uint64_t seed : {0ull, 1ull, 2ull, 0xffffffffffffffffull})
                firsts.insert(rb::RandomStream::derive(seed, domain).next());
        QCOMPARE(firsts.size(), std::size_t(20));
    }

    void aGamesStreamLeavesTheAbilityStreamUnchanged()
    {
        rb::RandomStreams quiet(99), busy(99);
        std::vector<std::int64_t> a, b;
        for (int i = 0; i < 50; ++i) {
            a.push_back(quiet.ability().between(1, 100));
            // The game draws from its own stream between every ability roll.
            for (int k = 0; k < 3; ++k)
                busy.stream("loot").between(1, 6);
            b.push_back(busy.ability().between(1, 100));
        }
        QCOMPARE(a, b);
        QVERIFY(quiet.stream("loot") != busy.stream("loot"));
    }

    void aCopyOfTheStreamsStepsBackExactly()
    {
        rb::RandomStreams run(123);
        run.ability().next();
        run.stream("fire").next();
        const rb::RandomStreams saved = run; // what the sandbox keeps to step back to
        std::vector<std::uint64_t> first;
        for (int i = 0; i < 5; ++i)
            first.push_back(run.ability().next() ^ run.stream("fire").next() ^ run.stream("gas").next());
        rb::RandomStreams back = saved;
        for (int i = 0; i < 5; ++i)
            QCOMPARE(back.ability().next() ^ back.stream("fire").next() ^ back.stream("gas").next(), first[i]);
        QCOMPARE(back, run);
    }

    void referencesSurviveNewStreams()
    {
        rb::RandomStreams streams(5);
        rb::RandomStream& ability = streams.ability();
        for (int i = 0; i < 40; ++i)
            streams.stream("domain " + std::to_string(i)).next();
        ability.next();
        QCOMPARE(&ability, &streams.ability());
    }

    void splitDrawsNothingFromItsParent()
    {
        rb::RandomStream parent = rb::RandomStream::derive(3, "ability");
        const rb::RandomStream before = parent;
        rb::RandomStream child = parent.split("trap");
        QCOMPARE(parent, before);
        rb::RandomStream later = parent;
        later.next();
        QCOMPARE(later.split("trap").next(), child.next()); // depends on the key, not the position
        QVERIFY(parent.split("trap").next() != parent.split("mine").next());
    }

    void belowIsInRangeAndUsesEveryValue()
    {
        rb::RandomStream s = rb::RandomStream::derive(1, "ability");
        int counts[7] = {};
        for (int i = 0; i < 7000; ++i) {
            const std::uint64_t v = s.below(7);
            QVERIFY(v < 7);
            ++counts[v];
        }
        for (int c : counts)
            QVERIFY2(c > 850 && c < 1150, qPrintable(QString::number(c)));
        QCOMPARE(s.below(1), std::uint64_t(0));
        for (int i = 0; i < 100; ++i) {
            const std::int64_t v = s.between(-3, 3);
            QVERIFY(v >= -3 && v <= 3);
        }
        const std::int64_t big = s.between(INT64_MIN, INT64_MAX); // the full range does not overflow
        Q_UNUSED(big);
        QCOMPARE(s.between(5, 5), std::int64_t(5));
    }

    void chanceRollsAreExactAndAlwaysDrawOnce()
    {
        rb::RandomStream a = rb::RandomStream::derive(11, "ability");
        rb::RandomStream b = a;
        for (int i = 0; i < 200; ++i) {
            QVERIFY(a.roll(rb::Chance::always()));
            QVERIFY(!b.roll(rb::Chance::never()));
        }
        QCOMPARE(a, b); // both drew exactly 200 numbers
        rb::RandomStream c = rb::RandomStream::derive(11, "ability");
        int hits = 0;
        for (int i = 0; i < 10000; ++i)
            hits += c.roll(rb::Chance{250}) ? 1 : 0;
        QVERIFY2(hits > 2300 && hits < 2700, qPrintable(QString::number(hits)));
    }

    void chanceFromContent()
    {
        rb::Diagnostics diags;
        const rb::Where w{&diags, "chance", "frag"};
        rb::Chance c;
        QVERIFY(rb::read(rb::Json(0.5), w, c));
        QCOMPARE(c.perMille, 500);
        QVERIFY(rb::read(rb::Json(0.001), w, c));
        QCOMPARE(c.perMille, 1);
        QVERIFY(rb::read(rb::Json(1), w, c));
        QCOMPARE(c.perMille, 1000);
        QVERIFY(rb::read(rb::Json(0.3), w, c)); // 0.3 * 1000 = 300.00000000000006 still reads as 300
        QCOMPARE(c.perMille, 300);
        QVERIFY(rb::read(rb::Json("12.5%"), w, c));
        QCOMPARE(c.perMille, 125);
        QVERIFY(rb::read(rb::Json("100%"), w, c));
        QCOMPARE(c.perMille, 1000);
        QVERIFY(diags.empty());

        QVERIFY(!rb::read(rb::Json(50), w, c));
        QVERIFY(!rb::read(rb::Json(0.0005), w, c));
        QVERIFY(!rb::read(rb::Json(-0.1), w, c));
        QVERIFY(!rb::read(rb::Json("101%"), w, c));
        QVERIFY(!rb::read(rb::Json("12.25%"), w, c));
        QVERIFY(!rb::read(rb::Json("half"), w, c));
        QVERIFY(!rb::read(rb::Json(true), w, c));
        QCOMPARE(diags.size(), std::size_t(7));
        QCOMPARE(QString::fromStdString(diags.all()[0].message),
                 QString("expected a chance from 0 to 1 (0.5 is half the time), got 50; for a percentage write \"50%\""));
        QCOMPARE(QString::fromStdString(diags.all()[1].message),
                 QString("the chance 0.0005 is finer than one in a thousand (at most three decimals)"));
        QCOMPARE(c.perMille, 1000); // untouched by failed reads
        QCOMPARE(rb::toJson(rb::Chance{500}).dump(), std::string("0.5"));
        QCOMPARE(rb::toJson(rb::Chance{1000}).dump(), std::string("1"));
    }
};

QTEST_APPLESS_MAIN(TestRandom)
#include "test_random.moc"
