// Dice expressions: what parses, the canonical text, bounds, clear errors,
// and rolls within [min, max] from the stream.
#include <QtTest>

#include "rulebench/base/dice.h"
#include "rulebench/base/json_reader.h"

namespace {
rb::Dice parsed(const char* text)
{
    const rb::DiceParse p = rb::parseDice(text);
    if (!p.dice)
        qFatal("%s did not parse: %s", text, p.error.c_str());
    return *p.dice;
}

QString errorOf(const std::string& text)
{
    const rb::DiceParse p = rb::parseDice(text);
    if (p.dice)
        return "parsed as " + QString::fromStdString(p.dice->describe());
    return QString::fromStdString(p.error);
}
} // namespace

class TestDice : public QObject {
    Q_OBJECT
private slots:
    void parsesTheFiveForms()
    {
        QCOMPARE(parsed("3d6"), (rb::Dice{3, 6, 0}));
        QCOMPARE(parsed("2d4+1"), (rb::Dice{2, 4, 1}));
        QCOMPARE(parsed("d20"), (rb::Dice{1, 20, 0}));
        QCOMPARE(parsed("1d6-1"), (rb::Dice{1, 6, -1}));
        QCOMPARE(parsed("4"), (rb::Dice{0, 0, 4}));
        QCOMPARE(parsed("-2"), (rb::Dice{0, 0, -2}));
        QCOMPARE(parsed(" 2D4 + 1 "), (rb::Dice{2, 4, 1}));
    }

    void describeGivesTheCanonicalText()
    {
        for (const char* t : {"3d6", "2d4+1", "1d20", "1d6-1", "4", "0", "-2", "1000d1000000+1000000000"})
            QCOMPARE(QString::fromStdString(parsed(t).describe()), QString(t));
        QCOMPARE(QString::fromStdString(parsed("d20").describe()), QString("1d20"));
        QCOMPARE(QString::fromStdString(parsed("2d4+0").describe()), QString("2d4"));
    }

    void describeParsesBackToTheSameDice()
    {
        rb::RandomStream s = rb::RandomStream::derive(4, "dice-test");
        for (int i = 0; i < 500; ++i) {
            const bool plain = s.roll(rb::Chance{200});
            const rb::Dice d = plain ? rb::Dice{0, 0, s.between(-rb::kMaxContentNumber, rb::kMaxContentNumber)}
                                     : rb::Dice{s.between(1, rb::kMaxDiceCount), s.between(1, rb::kMaxDiceSides),
                                                s.between(-rb::kMaxContentNumber, rb::kMaxContentNumber)};
            QCOMPARE(parsed(d.describe().c_str()), d);
        }
    }

    void minAndMax()
    {
        QCOMPARE(parsed("3d6").min(), std::int64_t(3));
        QCOMPARE(parsed("3d6").max(), std::int64_t(18));
        QCOMPARE(parsed("1d6-1").min(), std::int64_t(0));
        QCOMPARE(parsed("1d6-1").max(), std::int64_t(5));
        QCOMPARE(parsed("4").min(), std::int64_t(4));
        QCOMPARE(parsed("4").max(), std::int64_t(4));
        QCOMPARE(parsed("1000d1000000+1000000000").max(), std::int64_t(2'000'000'000));
    }

    void rejectsWithWhatWasExpected()
    {
        const QString expected = "expected dice like \"3d6\", \"2d4+1\", \"d20\", \"1d6-1\" or a whole number like \"4\"";
        QCOMPARE(errorOf(""), expected + ", got empty text");
        QCOMPARE(errorOf("   "), expected + ", got empty text");
        QCOMPARE(errorOf("3x6"), expected + ", got \"3x6\"");
        QCOMPARE(errorOf("fireball"), expected + ", got \"fireball\"");
        QCOMPARE(errorOf("3d"), "expected the number of sides after \"d\" in \"3d\"; " + expected);
        QCOMPARE(errorOf("3d6+"), "expected a number after \"+\" in \"3d6+\"; " + expected);
        QCOMPARE(errorOf("3d6*2"), "unexpected \"*\" in \"3d6*2\"; " + expected);
        QCOMPARE(errorOf("3d6+1+1"), "unexpected \"+\" in \"3d6+1+1\"; " + expected);
        QCOMPARE(errorOf("-3d6"), "a dice count cannot be signed in \"-3d6\"; " + expected);
        QCOMPARE(errorOf("0d6"), QString("no dice in \"0d6\" (roll at least 1 die, or write a plain number)"));
        QCOMPARE(errorOf("3d0"), QString("a die needs at least 1 side in \"3d0\""));
        QCOMPARE(errorOf("1.5"), expected + ", got \"1.5\"");
        QCOMPARE(errorOf(std::string("1d6\0", 4)), "unexpected \"?\" in \"1d6?\"; " + expected);
    }

    void absurdDiceAreErrorsNotHangs()
    {
        QCOMPARE(errorOf("1001d6"), QString("too many dice in \"1001d6\" (at most 1000)"));
        QCOMPARE(errorOf("99999999999999999999999999d6"),
                 QString("too many dice in \"99999999999999999999999999d6\" (at most 1000)"));
        QCOMPARE(errorOf("1d1000001"), QString("too many sides in \"1d1000001\" (at most 1000000)"));
        QCOMPARE(errorOf("1d6+1000000001"), QString("the modifier in \"1d6+1000000001\" is too large (at most 1000000000)"));
        QCOMPARE(errorOf("-1000000001"), QString("the number in \"-1000000001\" is too large (at most 1000000000)"));
        // A huge input is refused quickly and quoted short.
        const std::string huge(1'000'000, '9');
        QVERIFY(errorOf(huge + "d6").startsWith("too many dice in \"9999999999999999999999999999999999999999...\""));
    }

    void rollsStayWithinMinAndMax()
    {
        rb::RandomStream s = rb::RandomStream::derive(1, "ability");
        for (const char* t : {"3d6", "2d4+1", "d20", "1d6-1", "4", "1d1"}) {
            const rb::Dice d = parsed(t);
            bool sawMin = false, sawMax = false;
            for (int i = 0; i < 2000; ++i) {
                const std::int64_t v = d.roll(s);
                QVERIFY(v >= d.min() && v <= d.max());
                sawMin |= v == d.min();
                sawMax |= v == d.max();
            }
            QVERIFY2(sawMin && sawMax, t);
        }
        const rb::Dice big = parsed("1000d1000000");
        const std::int64_t v = big.roll(s);
        QVERIFY(v >= big.min() && v <= big.max());
    }

    void aRollDrawsOncePerDie()
    {
        rb::RandomStream a = rb::RandomStream::derive(2, "ability"), b = a;
        parsed("3d6").roll(a);
        for (int i = 0; i < 3; ++i)
            b.between(1, 6);
        QCOMPARE(a, b);
        parsed("4").roll(a); // a plain number draws nothing
        QCOMPARE(a, b);
    }

    void readsFromContentWithThePath()
    {
        rb::Diagnostics diags;
        const rb::Where w{&diags, "items[0].triggers[0].effects[0].args.roll", "frag grenade"};
        rb::Dice d;
        QVERIFY(rb::read(rb::Json("3d6"), w, d));
        QCOMPARE(d, (rb::Dice{3, 6, 0}));
        QVERIFY(rb::read(rb::Json(4), w, d));
        QCOMPARE(d, (rb::Dice{0, 0, 4}));
        QVERIFY(!rb::read(rb::Json("3e6"), w, d));
        QVERIFY(!rb::read(rb::Json(2.5), w, d));
        QCOMPARE(diags.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(rb::format(diags.all()[0])),
                 QString("items[0] \"frag grenade\": triggers[0].effects[0].args.roll: "
                         "expected dice like \"3d6\", \"2d4+1\", \"d20\", \"1d6-1\" or a whole number like \"4\", got \"3e6\""));
    }
};

QTEST_APPLESS_MAIN(TestDice)
#include "test_dice.moc"
