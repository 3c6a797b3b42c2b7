// rb::explain (world/explain.h): an actor's stat with the reasons for its
// value, in the content's words, by names; nothing for an unknown actor or stat.
#include <QtTest>

#include "content_json.h"

#include "rulebench/content/build.h"
#include "rulebench/world/explain.h"
#include "rulebench/world/world.h"

using namespace rb;

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void aStatIsExplainedTermByTermInTheContentsWords()
    {
        const std::shared_ptr<const Definitions> defs = validateContent(test::demoContent().dump()).definitions;
        QVERIFY(defs);
        WorldSettings settings;
        settings.health = *defs->stats.find("health");
        World w(defs, Grid(4, 3), settings, 1);
        QVERIFY(w.place("hero", *defs->actors.find("hero"), {1, 1}));
        QVERIFY(w.give("hero", *defs->items.find("plate armour"), true));
        const Result<StatWhy> armor = explain(w, "hero", "armor");
        QVERIFY(armor);
        QCOMPARE(armor->lines.size(), std::size_t(3));
        QCOMPARE(armor->value, w.value(*w.actor("hero"), *defs->stats.find("armor")));
        QCOMPARE(armor->value, std::int64_t(4));
        QCOMPARE(QStringList({QString::fromStdString(armor->lines[0]), QString::fromStdString(armor->lines[1]),
                              QString::fromStdString(armor->lines[2])}),
                 QStringList({"base 1 (own)", "+3 from plate armour = 4", "min 0 = 4"}));
        QCOMPARE(QString::fromStdString(explain(w, "nobody", "armor").why()), QString("no actor \"nobody\""));
        QCOMPARE(QString::fromStdString(explain(w, "hero", "armour").why()),
                 QString("no stat \"armour\" (did you mean \"armor\"?)"));
        // The same lookups for a bare value: refused by name, never thrown.
        QCOMPARE(w.value("hero", "armor").valueOr(-1), std::int64_t(4));
        QCOMPARE(QString::fromStdString(w.value("hero", "armour").why()), QString("no stat \"armour\" (did you mean \"armor\"?)"));
        QCOMPARE(QString::fromStdString(w.value("nobody", "armor").why()), QString("no actor \"nobody\""));
    }
};

QTEST_GUILESS_MAIN(TestExplain)
#include "test_explain.moc"
