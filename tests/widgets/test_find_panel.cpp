// The Find pane (issue 55 item 3) through its box, keys and buttons: a whole
// query run on Enter and its results listed, Enter again going through them;
// a query that does not read says why in words; a definition's usages in the
// content (its field in the form's words) and in the scenarios beside it
// (which scenario, which actor or script line); a click asks to open a
// place; a field replaced over the results as one undo step in words,
// refused whole with reasons; Select in Table naming the rows.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "find/find_panel.h"
#include "find/find_replace.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;

Q_DECLARE_METATYPE(rb::FoundPlace)

namespace {
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");

struct Fixture {
    ContentDocument doc;
    FindPanel panel{&doc};
    Fixture()
    {
        doc.open(kDemo);
        panel.resize(900, 400);
        panel.show();
        if (!QTest::qWaitForWindowExposed(&panel))
            qFatal("the panel is not shown");
    }
    void type(const QString& query)
    {
        panel.queryBox()->clear();
        QTest::keyClicks(panel.queryBox(), query);
        QTest::keyClick(panel.queryBox(), Qt::Key_Return);
    }
    QStringList rows(int column = 0) const
    {
        QStringList out;
        for (int r = 0; r < panel.model()->rowCount(); ++r)
            out << panel.model()->index(r, column).data().toString();
        return out;
    }
    void clickRow(int row, bool twice = false)
    {
        QTreeView* view = panel.resultsView();
        const QPoint at = view->visualRect(panel.model()->index(row, 0)).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        if (twice)
            QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    }
    void chooseField(const QString& path)
    {
        QComboBox* field = panel.replaceField();
        const int at = field->findData(path);
        QVERIFY(at >= 0);
        field->setFocus();
        // By keys, as a designer would: Home, then Down to it.
        QTest::keyClick(field, Qt::Key_Home);
        for (int i = 0; i < at; ++i)
            QTest::keyClick(field, Qt::Key_Down);
        QCOMPARE(field->currentData().toString(), path);
    }
    void setValue(const QString& value)
    {
        panel.replaceValue()->clear();
        QTest::keyClicks(panel.replaceValue(), value);
    }
};
} // namespace

class TestFindPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qRegisterMetaType<rb::FoundPlace>(); }

    void aQueryTypedAndEnteredListsWhatItFinds()
    {
        Fixture f;
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        QCOMPARE(f.rows(), QStringList({"status bleeding", "status chilled", "status marked"}));
        QCOMPARE(f.panel.summaryLabel()->text(), QStringLiteral("3 statuses"));
        QVERIFY(f.panel.resultsView()->isColumnHidden(1)); // a where-query lists definitions, no field
        QVERIFY(f.panel.problemLabel()->isHidden());
        f.type(QStringLiteral("statuses where max_stacks > 1 and overflow = refresh-all"));
        QCOMPARE(f.rows(), QStringList({"status chilled"}));
        f.type(QStringLiteral("items where stack = true"));
        QVERIFY(f.rows().contains(QStringLiteral("item frag grenade")));
        f.type(QStringLiteral("statuses where max_stacks > 9"));
        QCOMPARE(f.panel.model()->rowCount(), 0);
        QCOMPARE(f.panel.summaryLabel()->text(), QStringLiteral("No statuses match."));
    }

    void enterAgainGoesThroughTheResultsAndWraps()
    {
        Fixture f;
        QSignalSpy opened(&f.panel, &FindPanel::openPlace);
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        QCOMPARE(opened.count(), 0); // running it opens nothing yet
        QStringList names;
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(f.panel.queryBox(), Qt::Key_Return);
            names << opened.last().at(0).value<FoundPlace>().name;
            QCOMPARE(opened.last().at(1).toBool(), false); // the keyboard stays in the box
        }
        QCOMPARE(names, QStringList({"bleeding", "chilled", "marked", "bleeding"}));
        QVERIFY(f.panel.previous());
        QCOMPARE(opened.last().at(0).value<FoundPlace>().name, QStringLiteral("marked"));
        QCOMPARE(f.panel.resultsView()->currentIndex().row(), 2);
        // A new query in the box runs on Enter rather than going on.
        QTest::keyClicks(f.panel.queryBox(), QStringLiteral(" or max_stacks absent"));
        QTest::keyClick(f.panel.queryBox(), Qt::Key_Return);
        QCOMPARE(f.panel.model()->rowCount(), 12);
    }

    void aQueryThatDoesNotReadSaysWhyInWordsAndWhere()
    {
        Fixture f;
        f.type(QStringLiteral("statuses where max_stacks is 3"));
        QVERIFY(!f.panel.problemLabel()->isHidden());
        const QString problem = f.panel.problemLabel()->text();
        QVERIFY2(problem.contains(QStringLiteral("expected =, !=, <, <=, >, >=, absent or present after max_stacks")),
                 qPrintable(problem));
        QCOMPARE(f.panel.model()->rowCount(), 0);
        QCOMPARE(f.panel.queryBox()->cursorPosition(), 26); // at "is"
        f.type(QStringLiteral("statues where max_stacks > 3"));
        QVERIFY2(f.panel.problemLabel()->text().contains(QStringLiteral("did you mean")), qPrintable(f.panel.problemLabel()->text()));
        f.type(QStringLiteral("statuses where stacks > 3"));
        QVERIFY2(f.panel.problemLabel()->text().contains(QStringLiteral("stacks")), qPrintable(f.panel.problemLabel()->text()));
        f.type(QStringLiteral("statuses"));
        QVERIFY(f.panel.problemLabel()->isHidden());
        QCOMPARE(f.panel.model()->rowCount(), 12);
    }

    void usagesListTheContentsFieldsAndTheScenariosLines()
    {
        Fixture f;
        const FindResult& r = f.panel.findUsages(QStringLiteral("statuses"), QStringLiteral("scorched"));
        QCOMPARE(f.panel.queryBox()->text(), QStringLiteral("uses statuses:scorched"));
        QVERIFY(!f.panel.resultsView()->isColumnHidden(1));
        QCOMPARE(f.rows(), QStringList({"ability fireball", "scenario cull.scenario.json", "scenario statuses.scenario.json",
                                        "scenario statuses.scenario.json"}));
        QCOMPARE(f.rows(1), QStringList({"effect 2, status", "script line 7 (turn 4, afflict hero), status",
                                         "script line 1 (turn 1, afflict hero), status",
                                         "script line 6 (turn 2, afflict hero), status"}));
        QCOMPARE(r.places[0].pointer, QStringLiteral("/effects/1/args/status"));
        QCOMPARE(r.places[1].usage.place, ScenarioUsage::Place::ScriptEntry);
        QCOMPARE(r.places[1].usage.index, std::size_t(6));
        QVERIFY(r.places[1].scenario.endsWith(QStringLiteral("/resources/demo/cull.scenario.json")));
        QCOMPARE(f.panel.summaryLabel()->text(),
                 QStringLiteral("scorched is named 4 times: 1 in 1 definition, 3 in 2 scenarios"));

        // A damage kind named by a status's tick, an item's trigger, a prop and actors' attacks.
        f.panel.findUsages(QStringLiteral("damage_kinds"), QStringLiteral("kinetic"));
        QCOMPARE(f.panel.summaryLabel()->text(), QStringLiteral("kinetic is named 8 times: 8 in 8 definitions, none in the scenarios"));
        const QStringList found = f.rows(), where = f.rows(1);
        QCOMPARE(found.first(), QStringLiteral("status bleeding"));
        QCOMPARE(where.first(), QStringLiteral("tick each turn, damage kind"));
        const int grenade = static_cast<int>(found.indexOf(QStringLiteral("item frag grenade")));
        QVERIFY(grenade > 0);
        QCOMPARE(where[grenade], QStringLiteral("trigger 1, effect 1, damage kind"));
        QVERIFY(found.contains(QStringLiteral("actor rat king")));
        // An item the content never names is found where the scenarios carry and throw it.
        f.panel.findUsages(QStringLiteral("items"), QStringLiteral("frag grenade"));
        QVERIFY(f.rows(1).contains(QStringLiteral("actor hero, carries")));
        QVERIFY(f.rows(1).contains(QStringLiteral("script line 1 (turn 1, throw hero), item")));
        QVERIFY(f.panel.summaryLabel()->text().contains(QStringLiteral("none in the content")));
        // Nothing names it: said so.
        f.type(QStringLiteral("uses no such thing"));
        QCOMPARE(f.panel.model()->rowCount(), 0);
        QVERIFY(f.panel.summaryLabel()->text().startsWith(QStringLiteral("Nothing names no such thing")));
    }

    void aClickAsksForThePlaceAndADoubleClickForTheKeyboardToo()
    {
        Fixture f;
        QSignalSpy opened(&f.panel, &FindPanel::openPlace);
        f.panel.findUsages(QStringLiteral("statuses"), QStringLiteral("scorched"));
        f.clickRow(0);
        QCOMPARE(opened.count(), 1);
        const FoundPlace fireball = opened.last().at(0).value<FoundPlace>();
        QCOMPARE(fireball.section, QStringLiteral("abilities"));
        QCOMPARE(fireball.name, QStringLiteral("fireball"));
        QCOMPARE(opened.last().at(1).toBool(), false);
        // A click on a scenario's line only selects it: opening a scenario takes a double-click.
        f.clickRow(2);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(f.panel.resultsView()->currentIndex().row(), 2);
        f.clickRow(2, true);
        QCOMPARE(opened.count(), 2);
        const FoundPlace line = opened.last().at(0).value<FoundPlace>();
        QVERIFY(line.inScenario());
        QCOMPARE(line.usage.index, std::size_t(0));
        QCOMPARE(opened.last().at(1).toBool(), true);
    }

    void aFieldIsReplacedOverTheResultsAsOneUndoStep()
    {
        Fixture f;
        const QByteArray before = f.doc.currentBytes();
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        f.chooseField(QStringLiteral("max_stacks"));
        f.setValue(QStringLiteral("4"));
        QCOMPARE(f.panel.replaceButton()->text(), QStringLiteral("Set max stacks on 3 definitions"));
        QTest::mouseClick(f.panel.replaceButton(), Qt::LeftButton);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Set max stacks to 4 on 3 statuses"));
        QCOMPARE(f.panel.messageLine()->text(), QStringLiteral("Set max stacks to 4 on 3 statuses"));
        for (const auto& [section, index] : f.panel.result().definitions())
            QCOMPARE(f.doc.definitionJson(section, index)["max_stacks"].get<int>(), 4);
        // Again: nothing to change, and no step.
        QTest::mouseClick(f.panel.replaceButton(), Qt::LeftButton);
        QCOMPARE(f.doc.undoStack()->count(), 1);
        f.doc.undoStack()->undo();
        QCOMPARE(f.doc.currentBytes(), before);
        // An empty value clears the field on all of them (Enter in the value box): here
        // refused, since bleeding's and chilled's overflow needs their max stacks.
        f.setValue({});
        QCOMPARE(f.panel.replaceButton()->text(), QStringLiteral("Clear max stacks on 3 definitions"));
        QTest::keyClick(f.panel.replaceValue(), Qt::Key_Return);
        QVERIFY2(f.panel.messageLine()->text().contains(QStringLiteral("bleeding, overflow: overflow says what happens beyond max_stacks")),
                 qPrintable(f.panel.messageLine()->text()));
        QCOMPARE(f.doc.currentBytes(), before);
        f.type(QStringLiteral("statuses where overflow present"));
        f.chooseField(QStringLiteral("overflow"));
        QTest::keyClick(f.panel.replaceValue(), Qt::Key_Return);
        QCOMPARE(f.panel.messageLine()->text(), QStringLiteral("Clear overflow on 2 statuses"));
        QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Clear overflow on 2 statuses"));
        QVERIFY(!f.doc.definitionJson(QStringLiteral("statuses"), 6).contains("overflow"));
    }

    void aWrongValueIsRefusedWholeWithItsReasons()
    {
        Fixture f;
        const QByteArray before = f.doc.currentBytes();
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        f.chooseField(QStringLiteral("max_stacks"));
        f.setValue(QStringLiteral("lots"));
        QTest::mouseClick(f.panel.replaceButton(), Qt::LeftButton);
        QCOMPARE(f.doc.undoStack()->count(), 0);
        QCOMPARE(f.doc.currentBytes(), before);
        const QString said = f.panel.messageLine()->text();
        QVERIFY2(said.startsWith(QStringLiteral("Nothing was changed")), qPrintable(said));
        for (const char* name : {"bleeding", "chilled", "marked"})
            QVERIFY2(said.contains(QStringLiteral("%1, max stacks: \"lots\" is not a whole number").arg(name)), qPrintable(said));
        // A value each cell reads but that breaks a rule: refused, naming the rule.
        f.setValue(QStringLiteral("0"));
        QTest::mouseClick(f.panel.replaceButton(), Qt::LeftButton);
        QCOMPARE(f.doc.currentBytes(), before);
        QVERIFY2(f.panel.messageLine()->text().contains(QStringLiteral("max stacks")), qPrintable(f.panel.messageLine()->text()));
    }

    void resultsOfSeveralSectionsTakeNoReplaceAndSelectTheFirstSectionsRows()
    {
        Fixture f;
        QSignalSpy selected(&f.panel, &FindPanel::selectRows);
        f.type(QStringLiteral("uses kinetic"));
        QVERIFY(!f.panel.replaceButton()->isEnabled());
        QVERIFY(!f.panel.replaceField()->isEnabled());
        QCOMPARE(f.panel.replaceButton()->text(), QStringLiteral("Replace"));
        QStringList why;
        QVERIFY(!replaceInResults(&f.doc, f.panel.result(), QStringLiteral("glyph"), QStringLiteral("x"), &why));
        QVERIFY2(why.join(' ').contains(QStringLiteral("one section at a time")), qPrintable(why.join(' ')));
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        QTest::mouseClick(f.panel.selectInTableButton(), Qt::LeftButton);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last().at(0).toString(), QStringLiteral("statuses"));
        QCOMPARE(selected.last().at(1).value<QList<int>>(), QList<int>({6, 7, 11}));
    }

    void anEditSinceTheSearchIsSaidAndTheDefinitionsAreFoundAgainByName()
    {
        Fixture f;
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        // bleeding moves to the front: the results still name it.
        const OrderedJson bleeding = f.doc.definitionJson(QStringLiteral("statuses"), 6);
        f.doc.removeDefinition(QStringLiteral("statuses"), 6);
        f.doc.insertDefinitionJson(QStringLiteral("statuses"), 0, Json::parse(bleeding.dump()));
        QVERIFY(f.panel.summaryLabel()->text().contains(QStringLiteral("the content changed: searching again")));
        f.chooseField(QStringLiteral("max_stacks"));
        f.setValue(QStringLiteral("5"));
        QTest::mouseClick(f.panel.replaceButton(), Qt::LeftButton);
        QCOMPARE(f.doc.definitionJson(QStringLiteral("statuses"), 0)["max_stacks"].get<int>(), 5);
        // Enter in the box searches again rather than going on.
        QTest::keyClick(f.panel.queryBox(), Qt::Key_Return);
        QCOMPARE(f.rows().first(), QStringLiteral("status bleeding"));
        QCOMPARE(f.panel.result().places.front().index, 0);
    }

    // After an edit the pane runs its query again by itself, once the edits
    // settle: what it lists is what the content holds, the place current
    // stays current, and so do usages (a reference added, one taken away).
    void theResultsFollowTheContentAfterAnEdit()
    {
        Fixture f;
        f.type(QStringLiteral("statuses where max_stacks > 1"));
        QCOMPARE(f.rows(), QStringList({"status bleeding", "status chilled", "status marked"}));
        f.clickRow(1); // chilled current
        edit::setField(&f.doc, QStringLiteral("statuses"), 6, QStringLiteral("/max_stacks"), Json(1)); // bleeding
        edit::setField(&f.doc, QStringLiteral("statuses"), 0, QStringLiteral("/max_stacks"), Json(5)); // scorched
        QVERIFY(f.panel.summaryLabel()->text().contains(QStringLiteral("searching again")));
        QTRY_COMPARE(f.rows(), QStringList({"status scorched", "status chilled", "status marked"}));
        QCOMPARE(f.panel.summaryLabel()->text(), QStringLiteral("3 statuses"));
        QCOMPARE(f.panel.resultsView()->currentIndex().row(), 1);
        f.doc.undoStack()->undo();
        f.doc.undoStack()->undo();
        QTRY_COMPARE(f.rows(), QStringList({"status bleeding", "status chilled", "status marked"}));

        f.type(QStringLiteral("uses statuses:marked"));
        const int named = f.panel.model()->rowCount();
        QVERIFY(!f.rows().contains(QStringLiteral("status bleeding")));
        edit::setField(&f.doc, QStringLiteral("statuses"), 6, QStringLiteral("/removes"), Json::array({"marked"}));
        QTRY_COMPARE(f.panel.model()->rowCount(), named + 1);
        QVERIFY(f.rows().contains(QStringLiteral("status bleeding")));
    }
};

QTEST_MAIN(TestFindPanel)
#include "test_find_panel.moc"
