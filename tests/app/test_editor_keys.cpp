// The main window offscreen, driven as a designer would: double-clicking a
// problem reaches its field, even inside a list; keys for undo, redo and the
// sandbox's turns; status-bar words that stop once they are no longer true.
#include "source_dir.h"
#include <QtTest>

#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/diagnostics_model.h"
#include "form/definition_form.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_run_bar.h"
#include "sandbox/sandbox_session.h"
#include "navigation/validation_panel.h"

#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTreeView>
#include <QUndoStack>

using namespace rb;

namespace {
const QString kNested = rb::test::sourceFile("/tests/app/data/nested-mistakes.rules.json");
const QString kDemo = rb::test::sourceFile("/resources/demo/demo.rules.json");

// The row of the problem whose path ends with `tail`.
QModelIndex problemAt(MainWindow& window, const QString& tail)
{
    DiagnosticsModel* model = window.validationPanel()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, DiagnosticsModel::MessageColumn);
        if (index.data(DiagnosticsModel::PathRole).toString().endsWith(tail))
            return index;
    }
    return {};
}

void doubleClick(QTreeView* view, const QModelIndex& row)
{
    view->scrollTo(row);
    const QPoint at = view->visualRect(row).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
}

QScrollArea* scrollAreaOf(QWidget* widget)
{
    for (QWidget* w = widget; w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w))
            return area;
    return nullptr;
}

// The field is inside the visible part of the form's scroll area.
bool scrolledIntoView(QWidget* field)
{
    QScrollArea* area = scrollAreaOf(field);
    if (!area)
        return false;
    const QRect shown = area->viewport()->rect();
    const QRect at(field->mapTo(area->viewport(), QPoint(0, 0)), field->size());
    return shown.contains(at);
}
} // namespace

class TestEditorKeys : public QObject {
    Q_OBJECT

    // Double-clicks the problem at `pathTail` and checks the field at `pointer`
    // of `section`'s `index`-th definition is shown, focused and highlighted.
    void jumpsTo(const QString& pathTail, const QString& section, int index, const QString& pointer)
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(kNested));
        const QModelIndex row = problemAt(window, pathTail);
        QVERIFY2(row.isValid(), qPrintable(pathTail));
        doubleClick(window.validationPanel()->view(), row);
        DefinitionForm* form = window.form();
        QCOMPARE(form->section(), section);
        QCOMPARE(form->index(), index);
        QWidget* field = form->editorFor(pointer);
        QVERIFY(field);
        QCOMPARE(form->pointerOf(field), pointer); // the field itself, not the list around it
        QTRY_VERIFY(field->hasFocus() || field->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(form->highlightedField(), field);
        QTRY_VERIFY(scrolledIntoView(field));
        // The highlight goes by itself.
        QTRY_VERIFY_WITH_TIMEOUT(form->highlightedField() == nullptr, DefinitionForm::kHighlightMs + 2000);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_editor_keys"));
        QSettings().clear();
    }

    void aProblemReachesATopLevelField()
    {
        jumpsTo(QStringLiteral("damage_kinds[1].reduced_by"), QStringLiteral("damage_kinds"), 1,
                QStringLiteral("/reduced_by"));
    }

    void aProblemReachesAModifiersStat()
    {
        jumpsTo(QStringLiteral("modifiers[1].stat"), QStringLiteral("statuses"), 1, QStringLiteral("/modifiers/1/stat"));
    }

    void aProblemReachesAFieldOfTheSecondTrigger()
    {
        jumpsTo(QStringLiteral("triggers[1].effects[0].args.status"), QStringLiteral("items"), 0,
                QStringLiteral("/triggers/1/effects/0/args/status"));
    }

    void theHighlightEndsWithTheNextEdit()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(kNested));
        doubleClick(window.validationPanel()->view(), problemAt(window, QStringLiteral("modifiers[1].stat")));
        QVERIFY(window.form()->highlightedField());
        edit::setField(window.document(), QStringLiteral("statuses"), 1, QStringLiteral("/modifiers/1/stat"), Json("armor"));
        QVERIFY(!window.form()->highlightedField());
    }

    void ctrlYRedoesAsCtrlShiftZDoes()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(kDemo));
        QUndoStack* stack = window.document()->undoStack();
        edit::setField(window.document(), QStringLiteral("stats"), 0, QStringLiteral("/default"), Json(7));
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stack->index(), 0);
        QTest::keyClick(&window, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(stack->index(), 1);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stack->index(), 1);
    }

    // A number box stepped by its arrows (or the Up key) has nothing of its
    // own to undo: Ctrl+Z and Ctrl+Shift+Z go to the document at once.
    void undoKeysReachTheDocumentFromASteppedBox()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(kDemo));
        window.selectDefinition(QStringLiteral("stats"), 0);
        QWidget* editor = window.form()->editorFor(QStringLiteral("/default"));
        QVERIFY(editor);
        auto* spin = qobject_cast<QSpinBox*>(editor) ? qobject_cast<QSpinBox*>(editor) : editor->findChild<QSpinBox*>();
        QVERIFY(spin);
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        QUndoStack* stack = window.document()->undoStack();
        const int before = stack->index();
        QTest::keyClick(spin, Qt::Key_Up);
        QTRY_COMPARE(stack->index(), before + 1);
        QTest::keyClick(spin, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stack->index(), before);
        QTest::keyClick(spin, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stack->index(), before + 1);
        QVERIFY(spin->hasFocus());
    }

    void theSandboxKeysStepBackAndRun()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openScenarioWithContent(rb::test::sourceFile("/resources/demo/grenade.scenario.json")));
        SandboxSession* session = window.sandbox()->session();
        RunBar* bar = window.sandbox()->runBar();
        QVERIFY(bar->stepButton()->toolTip().contains(QStringLiteral("F10")));
        QVERIFY(bar->backButton()->toolTip().contains(QStringLiteral("Shift+F10")));
        QVERIFY(bar->runButton()->toolTip().contains(QStringLiteral("F5")));
        QVERIFY(bar->cancelButton()->toolTip().contains(QStringLiteral("Esc")));
        const qint64 start = session->turn();
        QTest::keyClick(&window, Qt::Key_F10);
        QTRY_COMPARE(session->turn(), start + 1);
        QTest::keyClick(&window, Qt::Key_F10, Qt::ShiftModifier);
        QTRY_COMPARE(session->turn(), start);
        bar->turnsBox()->setValue(3);
        QSignalSpy finished(session, &SandboxSession::runFinished);
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(session->turn(), start + 3);
        // Esc cancels a run in progress.
        bar->turnsBox()->setValue(1'000'000);
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_VERIFY(session->isRunning());
        QTest::keyClick(&window, Qt::Key_Escape);
        QTRY_COMPARE(finished.count(), 2);
        QCOMPARE(finished.last().at(2).toBool(), true); // cancelled
    }

    void theOpenedMessageGoesWhenItIsNoLongerTrue()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(kDemo));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("No problems")));
        edit::setField(window.document(), QStringLiteral("damage_kinds"), 0, QStringLiteral("/reduced_by"), Json("nothing"));
        QTRY_VERIFY(window.validationPanel()->model()->rowCount() > 0);
        QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("No problems")));
    }
};

QTEST_MAIN(TestEditorKeys)
#include "test_editor_keys.moc"
