// Find and usages in the window (issue 55 item 3), through keys and clicks:
// Edit > Find... (Ctrl+Shift+F) takes a whole query, Enter runs it, Enter
// and F3 go to the next result (Shift+F3 the previous) and open its form
// with the keyboard left in the box; Select in Table selects the results in
// the Table tab; Find Usages (Shift+F12, and the tree's and the form's
// context menus) lists every place that names a definition, and a
// double-click on a scenario's line opens that scenario at it; a field
// replaced over the results is one undo step. File > Import Section asks
// before the definitions the CSV lacks go, naming how many.
#include "file_bytes.h"
#include "source_dir.h"
#include <QtTest>

#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "find/find_panel.h"
#include "form/definition_form.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_script.h"
#include "sandbox/sandbox_session.h"
#include "scenario/scenario_editor.h"
#include "scripted_prompts.h"
#include "table/section_table_view.h"

#include <QComboBox>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;

namespace {
QTabWidget* centre(MainWindow& w) { return qobject_cast<QTabWidget*>(w.centralWidget()); }

// Clicks the item of the context menu about to open whose text starts with `text`.
void clickInNextMenu(const QString& text, QString* clicked)
{
    QTimer::singleShot(50, [text, clicked] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction* a : menu->actions())
            if (a->text().remove(QLatin1Char('&')).startsWith(text)) {
                *clicked = a->text().remove(QLatin1Char('&'));
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
                return;
            }
        menu->close();
    });
}
} // namespace

class TestFind : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    test::ScriptedPrompts* prompts = nullptr;

    std::unique_ptr<MainWindow> window(const QString& folder)
    {
        if (!test::copyDemoTo(dir.filePath(folder)))
            return nullptr;
        auto w = std::make_unique<MainWindow>();
        auto p = std::make_unique<test::ScriptedPrompts>();
        prompts = p.get();
        w->setPrompts(std::move(p));
        w->setRecoveryStore(std::make_unique<RecoveryStore>(dir.filePath(folder + QStringLiteral("-recovery"))));
        w->resize(1280, 800);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()) || !w->openFile(dir.filePath(folder + QStringLiteral("/demo.rules.json"))))
            return nullptr;
        return w;
    }

    static QString shownName(MainWindow& w)
    {
        const QString section = w.currentSection();
        const int index = w.currentIndex();
        return index < 0 ? QString() : QString::fromStdString(w.document()->definitionJson(section, index)["name"].get<std::string>());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_find"));
        QSettings().clear();
        QVERIFY(dir.isValid());
    }

    void ctrlShiftFTakesAQueryAndF3GoesThroughItsResults()
    {
        auto w = window(QStringLiteral("keys"));
        QVERIFY(w);
        FindPanel* find = w->findPanel();
        QDockWidget* pane = w->findChild<QDockWidget*>(QStringLiteral("FindDock"));
        QVERIFY(pane);
        QTest::keyClick(w->contentView(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(pane->isVisible());
        // On top, the pane takes the height its list needs (a dozen rows at 1280x800).
        QTRY_VERIFY(find->resultsView()->viewport()->height() >= 8 * find->resultsView()->fontMetrics().height());
        QTRY_COMPARE(QApplication::focusWidget(), find->queryBox());
        QTest::keyClicks(find->queryBox(), QStringLiteral("statuses where max_stacks > 1"));
        QTest::keyClick(find->queryBox(), Qt::Key_Return);
        QCOMPARE(find->model()->rowCount(), 3);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("3 statuses")));
        QTest::keyClick(find->queryBox(), Qt::Key_Return);
        QCOMPARE(shownName(*w), QStringLiteral("bleeding"));
        QCOMPARE(centre(*w)->currentWidget(), w->formArea());
        QCOMPARE(w->form()->title().contains(QStringLiteral("bleeding")), true);
        QCOMPARE(QApplication::focusWidget(), find->queryBox()); // the keyboard stays in the box
        QTest::keyClick(find->queryBox(), Qt::Key_F3);
        QCOMPARE(shownName(*w), QStringLiteral("chilled"));
        QTest::keyClick(find->queryBox(), Qt::Key_F3);
        QCOMPARE(shownName(*w), QStringLiteral("marked"));
        QTest::keyClick(find->queryBox(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(shownName(*w), QStringLiteral("chilled"));
        // F3 from elsewhere (the tree) goes on too.
        QTest::keyClick(w->contentView(), Qt::Key_F3);
        QCOMPARE(shownName(*w), QStringLiteral("marked"));

        // A click on a result opens its form.
        QTreeView* results = find->resultsView();
        QTest::mouseClick(results->viewport(), Qt::LeftButton, {}, results->visualRect(find->model()->index(0, 0)).center());
        QCOMPARE(shownName(*w), QStringLiteral("bleeding"));

        // Select in Table: the Table tab, the three rows selected whole.
        QTest::mouseClick(find->selectInTableButton(), Qt::LeftButton);
        QCOMPARE(centre(*w)->currentWidget(), w->table());
        QCOMPARE(w->table()->section(), QStringLiteral("statuses"));
        QTableView* table = w->table()->table();
        QCOMPARE(table->selectionModel()->selectedRows().size(), 3);
        QCOMPARE(table->selectionModel()->selectedIndexes().size(), 3 * table->model()->columnCount());

        // A query that does not read says so in words, under the box.
        find->queryBox()->setFocus();
        find->queryBox()->selectAll();
        QTest::keyClicks(find->queryBox(), QStringLiteral("statuses where"));
        QTest::keyClick(find->queryBox(), Qt::Key_Return);
        QVERIFY(find->problemLabel()->isVisible());
        QVERIFY2(find->problemLabel()->text().contains(QStringLiteral("expected a field after \"where\"")),
                 qPrintable(find->problemLabel()->text()));
    }

    void findUsagesListsTheContentAndTheScenariosAndJumpsToALine()
    {
        auto w = window(QStringLiteral("usages"));
        QVERIFY(w);
        FindPanel* find = w->findPanel();
        w->selectDefinition(QStringLiteral("statuses"), w->definitionIndex(QStringLiteral("statuses"), QStringLiteral("scorched")));
        w->contentView()->setFocus();
        QTest::keyClick(w->contentView(), Qt::Key_F12, Qt::ShiftModifier);
        QVERIFY(w->findChild<QDockWidget*>(QStringLiteral("FindDock"))->isVisible());
        QCOMPARE(find->queryBox()->text(), QStringLiteral("uses statuses:scorched"));
        QCOMPARE(find->model()->rowCount(), 4);
        QCOMPARE(find->model()->index(0, 1).data().toString(), QStringLiteral("effect 2, status"));
        QTRY_VERIFY(find->resultsView()->viewport()->height() >= 8 * find->resultsView()->fontMetrics().height());

        // A click on the content's usage: fireball's form, its status field highlighted.
        QTreeView* results = find->resultsView();
        QTest::mouseClick(results->viewport(), Qt::LeftButton, {}, results->visualRect(find->model()->index(0, 0)).center());
        QCOMPARE(shownName(*w), QStringLiteral("fireball"));
        QVERIFY(w->form()->highlightedField());
        QCOMPARE(w->form()->pointerOf(w->form()->highlightedField()), QStringLiteral("/effects/1/args/status"));

        // A double-click on statuses.scenario.json's line 6: that scenario, its script at the line.
        const QPoint line = results->visualRect(find->model()->index(3, 0)).center();
        QTest::mouseClick(results->viewport(), Qt::LeftButton, {}, line);
        QVERIFY(!w->sandbox()->session()->isOpen()); // a click only selects a scenario's line
        QTest::mouseDClick(results->viewport(), Qt::LeftButton, {}, line);
        QTRY_VERIFY(w->sandbox()->session()->isOpen());
        QVERIFY(w->sandbox()->session()->scenarioFile().endsWith(QStringLiteral("statuses.scenario.json")));
        QCOMPARE(w->scriptPanel()->selectedEntry(), 5);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("script line 6 (turn 2, afflict hero)")));

        // An actor's placement: the Scenario view with that actor chosen.
        w->selectDefinition(QStringLiteral("actors"), w->definitionIndex(QStringLiteral("actors"), QStringLiteral("rat king")));
        QVERIFY(w->findUsages());
        int placed = -1;
        for (int r = 0; r < find->model()->rowCount(); ++r)
            if (find->model()->place(r).inScenario()
                && find->model()->place(r).name == QStringLiteral("statuses.scenario.json"))
                placed = r;
        QVERIFY(placed >= 0);
        QCOMPARE(find->model()->index(placed, 1).data().toString(), QStringLiteral("actor king, kind"));
        const QPoint king = results->visualRect(find->model()->index(placed, 0)).center();
        QTest::mouseClick(results->viewport(), Qt::LeftButton, {}, king);
        QTest::mouseDClick(results->viewport(), Qt::LeftButton, {}, king);
        QCOMPARE(centre(*w)->currentWidget(), w->scenarioEditor()->parentWidget()->parentWidget());
        QCOMPARE(w->scenarioEditor()->selected(), QStringLiteral("king"));
    }

    void theTreesAndTheFormsContextMenusFindUsages()
    {
        auto w = window(QStringLiteral("menus"));
        QVERIFY(w);
        FindPanel* find = w->findPanel();
        QTreeView* tree = w->contentView();
        const int chilled = w->definitionIndex(QStringLiteral("statuses"), QStringLiteral("chilled"));
        w->selectDefinition(QStringLiteral("statuses"), chilled);
        const QRect row = tree->visualRect(tree->currentIndex());
        QString clicked;
        clickInNextMenu(QStringLiteral("Find Usages"), &clicked);
        QContextMenuEvent onTree(QContextMenuEvent::Mouse, row.center(), tree->viewport()->mapToGlobal(row.center()));
        QApplication::sendEvent(tree->viewport(), &onTree);
        QCOMPARE(clicked, QStringLiteral("Find Usages"));
        QCOMPARE(find->queryBox()->text(), QStringLiteral("uses statuses:chilled"));
        QVERIFY(find->model()->rowCount() > 1); // warmed, and the scenarios that afflict with it
        QCOMPARE(find->model()->index(0, 0).data().toString(), QStringLiteral("status warmed"));
        QVERIFY(find->model()->place(1).inScenario());
        QCOMPARE(find->model()->index(0, 1).data().toString(), QStringLiteral("removes, item 1"));

        // The form's: a right click beside its fields.
        w->selectDefinition(QStringLiteral("damage_kinds"), w->definitionIndex(QStringLiteral("damage_kinds"), QStringLiteral("kinetic")));
        clicked.clear();
        clickInNextMenu(QStringLiteral("Find Usages"), &clicked);
        QContextMenuEvent onForm(QContextMenuEvent::Mouse, QPoint(4, 4), w->form()->mapToGlobal(QPoint(4, 4)));
        QApplication::sendEvent(w->form(), &onForm);
        QCOMPARE(clicked, QStringLiteral("Find Usages"));
        QCOMPARE(find->queryBox()->text(), QStringLiteral("uses damage_kinds:kinetic"));
        QVERIFY(find->model()->rowCount() >= 7);
    }

    void aFieldReplacedOverTheResultsIsOneUndoStepInWords()
    {
        auto w = window(QStringLiteral("replace"));
        QVERIFY(w);
        FindPanel* find = w->findPanel();
        const QByteArray before = w->document()->currentBytes();
        w->showFindPane();
        find->run(QStringLiteral("statuses where max_stacks > 1"));
        find->replaceField()->setCurrentIndex(find->replaceField()->findData(QStringLiteral("max_stacks")));
        QTest::keyClicks(find->replaceValue(), QStringLiteral("4"));
        QTest::mouseClick(find->replaceButton(), Qt::LeftButton);
        QCOMPARE(w->document()->undoStack()->undoText(), QStringLiteral("Set max stacks to 4 on 3 statuses"));
        QCOMPARE(w->document()->undoStack()->count(), 1);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("Set max stacks to 4 on 3 statuses")));
        // Ctrl+Z undoes it whole.
        QTest::keyClick(w->contentView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->document()->currentBytes(), before);
    }

    void importSectionAsksBeforeWhatTheCsvLacksGoes()
    {
        auto w = window(QStringLiteral("import"));
        QVERIFY(w);
        const QByteArray before = w->document()->currentBytes();
        w->selectDefinition(QStringLiteral("statuses"), 0);
        QTest::keyClick(w->contentView(), Qt::Key_6, Qt::ControlModifier);
        const QString path = dir.filePath(QStringLiteral("import/statuses.csv"));
        QVERIFY(w->exportSection(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        file.close();
        // Two rows gone (warmed and marked are referred to by nothing the import keeps).
        lines.erase(std::remove_if(lines.begin(), lines.end(), [](const QString& l) {
                        return l.startsWith(QStringLiteral("warmed,")) || l.startsWith(QStringLiteral("marked,"));
                    }), lines.end());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(lines.join(QLatin1Char('\n')).toUtf8());
        file.close();

        prompts->missingChoice = Prompts::MissingChoice::Cancel;
        QVERIFY(!w->importSection(path));
        QCOMPARE(prompts->asked.last(), QStringLiteral("remove missing from statuses.csv"));
        QCOMPARE(prompts->lastMissing, QStringList({"warmed", "marked"}));
        // The scenarios beside the content that name them are said: removed, those would not play.
        QCOMPARE(prompts->lastInScenarios, QStringList({"skirmish.scenario.json names marked",
                                                        "stacking.scenario.json names warmed, marked (3 places)"}));
        QCOMPARE(w->document()->undoStack()->count(), 0);

        prompts->missingChoice = Prompts::MissingChoice::Keep;
        QVERIFY(w->importSection(path));
        QCOMPARE(w->document()->spec()->statuses.size(), std::size_t(12));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("2 missing (kept)")));
        QCOMPARE(w->document()->currentBytes(), before); // nothing else differs

        prompts->missingChoice = Prompts::MissingChoice::Remove;
        QVERIFY(w->importSection(path));
        QCOMPARE(w->document()->spec()->statuses.size(), std::size_t(10));
        QCOMPARE(w->definitionIndex(QStringLiteral("statuses"), QStringLiteral("warmed")), -1);
        QCOMPARE(w->definitionIndex(QStringLiteral("statuses"), QStringLiteral("marked")), -1);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("2 missing (removed)")));
        QCOMPARE(w->document()->undoStack()->undoText(), QStringLiteral("Import statuses from statuses.csv"));
        w->document()->undoStack()->undo();
        QCOMPARE(w->document()->currentBytes(), before);
        w->document()->undoStack()->redo();
        QCOMPARE(w->document()->spec()->statuses.size(), std::size_t(10));
    }
};

QTEST_MAIN(TestFind)
#include "test_find.moc"
