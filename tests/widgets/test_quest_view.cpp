// The quest view: the after-graph laid out in layers, facts fed through the
// row of controls, each change listed in order, counters beside.
#include "source_dir.h"
#include <QtTest>

#include <QScrollArea>
#include <QScrollBar>

#include "grab_for_docs.h"
#include "quests/quest_view.h"

#include "rulebench/content/build.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

#include <fstream>
#include <sstream>

using namespace rb;

class TestQuestView : public QObject {
    Q_OBJECT

    std::shared_ptr<const Definitions> defs;

    QuestId quest(const char* name) { return *defs->quests.find(name); }

    // Picks an entry of a combo box by its text, as a person would.
    static void choose(QComboBox* box, const QString& text)
    {
        const int i = box->findText(text);
        QVERIFY2(i >= 0, qPrintable(text));
        box->setCurrentIndex(i);
    }

private slots:
    void initTestCase()
    {
        std::ifstream in(rb::test::sourcePath("/resources/demo/demo.rules.json"), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        const Validation v = validateContent(ss.str());
        QVERIFY(v.definitions && !v.diagnostics.hasErrors());
        defs = v.definitions;
    }

    void graphIsLaidOutByAfter()
    {
        QuestView view;
        view.setDefinitions(defs);
        QuestGraph* g = view.graph();
        QCOMPARE(g->layerOf(quest("cull the rats")), 0);
        QCOMPARE(g->layerOf(quest("into the warren")), 1);
        QCOMPARE(g->layerOf(quest("the rat king")), 2);
        QVERIFY(g->boxOf(quest("into the warren")).left() > g->boxOf(quest("cull the rats")).right());
        QCOMPARE(view.tracker().state(quest("cull the rats")), QuestState::Open);
        QCOMPARE(view.tracker().state(quest("the rat king")), QuestState::Locked);
    }

    void aNarrowViewStacksTheLayersSoEveryQuestShows()
    {
        QuestView view;
        view.setDefinitions(defs);
        view.resize(1400, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QuestGraph* g = view.graph();
        QTRY_VERIFY(!g->layersGoDown());
        QVERIFY(g->boxOf(quest("the rat king")).left() > g->boxOf(quest("into the warren")).right());

        // The sandbox's quest tab at 1280x800 leaves the graph about 470 px.
        view.resize(640, 420);
        QTRY_VERIFY(g->layersGoDown());
        auto* area = qobject_cast<QScrollArea*>(g->parentWidget()->parentWidget());
        QVERIFY(area);
        for (const char* name : {"cull the rats", "into the warren", "the rat king", "clear the blockage"}) {
            const QRect box = g->boxOf(quest(name));
            QVERIFY2(box.right() < area->viewport()->width(), name); // nothing behind the right edge
        }
        QVERIFY(g->boxOf(quest("into the warren")).top() > g->boxOf(quest("cull the rats")).bottom());
        QVERIFY(g->boxOf(quest("the rat king")).top() > g->boxOf(quest("into the warren")).bottom());
        QCOMPARE(area->horizontalScrollBar()->maximum(), 0);
    }

    void feedingThroughTheRowListsEveryChange()
    {
        QuestView view;
        view.resize(1000, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDefinitions(defs);
        choose(view.kindBox(), QStringLiteral("killed"));
        choose(view.subjectBox(), QStringLiteral("rat"));
        view.amountBox()->setValue(2);
        QTest::mouseClick(view.feedButton(), Qt::LeftButton);
        QCOMPARE(view.tracker().progress(quest("cull the rats"), 0), std::int64_t(2));
        view.amountBox()->setValue(3);
        QTest::mouseClick(view.feedButton(), Qt::LeftButton);
        QCOMPARE(view.tracker().state(quest("cull the rats")), QuestState::Done);
        QCOMPARE(view.tracker().state(quest("into the warren")), QuestState::Open);
        QStringList log;
        for (int i = 0; i < view.changesView()->count(); ++i)
            log << view.changesView()->item(i)->text();
        const QStringList second = log.mid(log.indexOf(QStringLiteral("fed killed about rat ×3")));
        QCOMPARE(second, (QStringList{QStringLiteral("fed killed about rat ×3"),
                                      QStringLiteral("  progress: cull the rats, objective 1 at 5"),
                                      QStringLiteral("  objective done: cull the rats, objective 1"),
                                      QStringLiteral("  quest done: cull the rats"),
                                      QStringLiteral("  quest opened: into the warren"),
                                      QStringLiteral("  counter kills = 5")}));
        QCOMPARE(view.countersView()->topLevelItem(0)->text(1), QStringLiteral("5"));
        // A fact kind about no one leaves the subject box disabled.
        choose(view.kindBox(), QStringLiteral("reached depth"));
        QVERIFY(!view.subjectBox()->isEnabled());
        view.amountBox()->setValue(3);
        QTest::mouseClick(view.feedButton(), Qt::LeftButton);
        QVERIFY(view.tracker().objectiveDone(quest("into the warren"), 0));
        rb::test::grabForDocs(&view, "quest-view.png");
    }

    void resetStartsOver()
    {
        QuestView view;
        view.setDefinitions(defs);
        view.feed(Fact::of(*defs->factKinds.find("killed")).about(1).times(5));
        QCOMPARE(view.tracker().state(quest("cull the rats")), QuestState::Done);
        view.reset();
        QCOMPARE(view.tracker().state(quest("cull the rats")), QuestState::Open);
        QCOMPARE(view.changesView()->count(), 0);
    }
};

QTEST_MAIN(TestQuestView)
#include "test_quest_view.moc"
