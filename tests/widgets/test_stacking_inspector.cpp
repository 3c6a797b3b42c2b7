// The stacking inspector shows what the core holds: every status instance
// with its own modifiers, every constant effect with its source, and a stat
// explained term by term.
#include "source_dir.h"
#include <QtTest>

#include "grab_for_docs.h"
#include "sandbox/stacking_inspector.h"

#include "rulebench/content/build.h"
#include "rulebench/stats/describe.h"
#include "rulebench/stats/status_rules.h"

#include <QListWidget>
#include <QTreeWidget>

#include <fstream>
#include <sstream>

using namespace rb;

class TestStackingInspector : public QObject {
    Q_OBJECT

    Definitions defs;

    StatusId status(const char* name) { return *defs.statuses.find(name); }
    StatId stat(const char* name) { return *defs.stats.find(name); }

private slots:
    void initTestCase()
    {
        std::ifstream in(rb::test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        Diagnostics d;
        defs = buildDefinitions(*loadContent(ss.str()).spec, d);
        QVERIFY(!d.hasErrors());
    }

    void showsInstancesEffectsAndWhy()
    {
        Holder hero;
        afflict(defs, hero, Afflict{ActorRef(1), status("stoneskin"), 3, EntityRef(7)});
        afflict(defs, hero, Afflict{ActorRef(1), status("stoneskin"), 5, EntityRef(8)});
        afflict(defs, hero, Afflict{ActorRef(1), status("rooted"), 2, EntityRef(7)});
        hero.stats.addModifier(Modifier{stat("armor"), StatOp::Add, EffectValue::number(3), Source::item(41), nullptr});

        StackingInspector inspector;
        inspector.showHolder(QStringLiteral("hero"), hero, defs, [](EntityRef r) { return r == EntityRef(7) ? QStringLiteral("rat") : QStringLiteral("rat king"); });

        QTreeWidget* statuses = inspector.statusesView();
        QCOMPARE(statuses->topLevelItemCount(), 3);
        QCOMPARE(statuses->topLevelItem(0)->text(0), QStringLiteral("stoneskin #1"));
        QCOMPARE(statuses->topLevelItem(0)->text(1), QStringLiteral("3"));
        QCOMPARE(statuses->topLevelItem(0)->text(2), QStringLiteral("rat"));
        QCOMPARE(statuses->topLevelItem(1)->text(0), QStringLiteral("stoneskin #2"));
        QCOMPARE(statuses->topLevelItem(1)->text(2), QStringLiteral("rat king"));
        // Each instance lists only its own two modifiers, on its own row (one
        // row an instance: six and more in sight at 1280x800).
        // In the content's words: MulPct 50 multiplies by 150%, as the explanation says.
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(statuses->topLevelItem(i)->childCount(), 0);
            QCOMPARE(statuses->topLevelItem(i)->text(3), QStringLiteral("armor +2; armor x150% while health at most 5"));
        }

        // 2 + 2 stoneskin modifiers, 2 rooted ones, and the item's.
        QCOMPARE(inspector.effectsView()->topLevelItemCount(), 7);
        const QTreeWidgetItem* itemRow = nullptr;
        const QTreeWidgetItem* mulRow = nullptr;
        for (int i = 0; i < inspector.effectsView()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* row = inspector.effectsView()->topLevelItem(i);
            if (row->text(3) == QStringLiteral("item 41"))
                itemRow = row;
            if (row->text(0) == QStringLiteral("armor x150%"))
                mulRow = row;
        }
        QVERIFY(itemRow && mulRow);
        QCOMPARE(itemRow->text(0), QStringLiteral("armor +3"));
        QCOMPARE(itemRow->text(1), QStringLiteral("always"));
        QCOMPARE(itemRow->text(2), QStringLiteral("while active"));
        QCOMPARE(mulRow->text(1), QStringLiteral("no: health at most 5")); // full health: the condition is off

        // Armor: base 0, +2, +2, +3 (the MulPct terms are off at full health).
        const Evaluator eval(defs.stats, hero);
        const int armorRow = static_cast<int>(stat("armor").value);
        QCOMPARE(inspector.statsView()->topLevelItem(armorRow)->text(1), QString::number(eval.value(stat("armor"))));
        inspector.explainStat(stat("armor"));
        const auto lines = describe(eval.explain(stat("armor")), hero, defs);
        QCOMPARE(inspector.explanationView()->count(), static_cast<int>(lines.size()));
        QCOMPARE(inspector.explanationView()->item(0)->text(), QString::fromStdString(lines[0]));
        QCOMPARE(eval.value(stat("armor")), std::int64_t(7));
        inspector.resize(640, 720);
        rb::test::grabForDocs(&inspector, "stacking-inspector.png");
    }

    void clickingAStatExplainsIt()
    {
        Holder hero;
        afflict(defs, hero, Afflict{ActorRef(1), status("overcharged"), 3, EntityRef(7)});
        StackingInspector inspector;
        inspector.resize(700, 700);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        inspector.showHolder(QStringLiteral("hero"), hero, defs, {});
        QTreeWidget* stats = inspector.statsView();
        QTreeWidgetItem* speed = stats->topLevelItem(static_cast<int>(stat("speed").value));
        const QRect rect = stats->visualItemRect(speed);
        QTest::mouseClick(stats->viewport(), Qt::LeftButton, {}, rect.center());
        QVERIFY(inspector.explanationView()->count() >= 2);
        QVERIFY(inspector.explanationView()->item(1)->text().contains(QStringLiteral("overcharged")));
    }

    void clearShowsNothing()
    {
        StackingInspector inspector;
        inspector.clear();
        QCOMPARE(inspector.statusesView()->topLevelItemCount(), 0);
        QCOMPARE(inspector.explanationView()->count(), 0);
    }
};

QTEST_MAIN(TestStackingInspector)
#include "test_stacking_inspector.moc"
