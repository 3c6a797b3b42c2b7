// The mouse wheel never changes a value anywhere in the editor: real wheel
// events over every editable widget of every definition's form, of the grid
// preview, the sandbox, the Batch, Balance and Scenario views, with the
// keyboard focus elsewhere and then on the widget itself, leave the content,
// the scenario and every setting as they were. The wheel scrolls the pane
// under the pointer instead, also over the field just clicked into.
#include "source_dir.h"
#include <QtTest>

#include "balance/balance_view.h"
#include "batch/batch_view.h"
#include "common/qt_strings.h"
#include "document/content_document.h"
#include "document/scenario_document.h"
#include "form/definition_form.h"
#include "grid_preview/grid_preview.h"
#include "main_window.h"
#include "sandbox/sandbox_panel.h"
#include "scenario/scenario_editor.h"

#include "rulebench/content/sections.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QWheelEvent>

using namespace rb;

namespace {

// A notch of the wheel where a pointer over the middle of `widget` would send
// it: to the innermost child there (a spin box's text, a list's viewport),
// from which Qt passes an ignored wheel on to the parents.
void wheel(QWidget* widget, int delta)
{
    const QPoint middle(widget->width() / 2, widget->height() / 2);
    QWidget* under = widget->childAt(middle);
    QWidget* target = under ? under : widget;
    const QPointF local = target->mapFrom(widget, middle);
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(target, &event);
}

// Whatever a wheel could change in a widget a designer edits or picks with.
QString settingOf(const QWidget* widget)
{
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget))
        return spin->text();
    if (const auto* slider = qobject_cast<const QAbstractSlider*>(widget))
        return QString::number(slider->value());
    if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        return QString::number(combo->currentIndex()) + QLatin1Char(' ') + combo->currentText();
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        return button->isChecked() ? QStringLiteral("on") : QStringLiteral("off");
    if (const auto* line = qobject_cast<const QLineEdit*>(widget))
        return line->text();
    if (const auto* view = qobject_cast<const QAbstractItemView*>(widget)) {
        QString out = QString::number(view->currentIndex().row()) + QLatin1Char(':');
        const QAbstractItemModel* model = view->model();
        for (int row = 0; model && row < model->rowCount(view->rootIndex()); ++row)
            out += QString::number(model->index(row, 0, view->rootIndex()).data(Qt::CheckStateRole).toInt());
        return out;
    }
    return {};
}

bool isEditable(const QWidget* widget)
{
    if (qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QComboBox*>(widget)
        || qobject_cast<const QAbstractItemView*>(widget))
        return true;
    if (qobject_cast<const QAbstractSlider*>(widget))
        return !qobject_cast<const QScrollBar*>(widget);
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        return button->isCheckable();
    // A spin box's or a combo box's own text is the box's.
    return qobject_cast<const QLineEdit*>(widget) && !qobject_cast<const QAbstractSpinBox*>(widget->parentWidget())
           && !qobject_cast<const QComboBox*>(widget->parentWidget());
}

QString describe(const QWidget* widget)
{
    QString path;
    for (const QWidget* w = widget; w; w = w->parentWidget())
        path.prepend(QLatin1String(w->metaObject()->className())
                     + (w->objectName().isEmpty() ? QString() : QLatin1Char('#') + w->objectName()) + QLatin1Char('/'));
    return path;
}

} // namespace

class TestWheel : public QObject {
    Q_OBJECT

    // Wheels up and down over every editable widget shown in `view`, with the
    // focus on the content tree and then on the widget; none may change.
    // Returns how many widgets were wheeled over.
    static int wheelOverEverything(MainWindow& window, QWidget* view, QString& changed)
    {
        int wheeled = 0;
        for (QWidget* widget : view->findChildren<QWidget*>()) {
            if (!isEditable(widget) || !widget->isVisible() || !widget->isEnabled())
                continue;
            for (const bool focused : {false, true}) {
                if (focused)
                    widget->setFocus(Qt::MouseFocusReason);
                else
                    window.contentView()->setFocus();
                const QString before = settingOf(widget);
                for (const int delta : {120, -120, -120, 120, 120})
                    wheel(widget, delta);
                if (settingOf(widget) != before && changed.isEmpty())
                    changed = describe(widget) + (focused ? QStringLiteral(" (focused): ") : QStringLiteral(": ")) + before
                              + QStringLiteral(" became ") + settingOf(widget);
            }
            ++wheeled;
        }
        window.contentView()->setFocus(); // a field's edit, had there been one, is committed
        return wheeled;
    }

    static QTabWidget* centre(MainWindow& window) { return qobject_cast<QTabWidget*>(window.centralWidget()); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RulebenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_wheel"));
        QSettings().clear();
    }

    // Every definition of every section of the demo, each form wheeled over
    // field by field, focused and not: the content never changes.
    void theWheelEditsNoFormFocusedOrNot()
    {
        MainWindow window;
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        window.findChild<QDockWidget*>(QStringLiteral("PreviewDock"))->raise();
        const QByteArray content = window.document()->currentBytes();
        const int steps = window.document()->undoStack()->count();
        int forms = 0, wheeled = 0;
        for (const SectionInfo& section : contentSections()) {
            const int count = static_cast<int>(section.size(*window.document()->spec()));
            for (int i = 0; i < count; ++i) {
                window.selectDefinition(toQ(section.key), i);
                QCOMPARE(window.currentIndex(), i);
                QString changed;
                wheeled += wheelOverEverything(window, window.form(), changed);
                wheeled += wheelOverEverything(window, window.gridPreview(), changed);
                QVERIFY2(changed.isEmpty(), qPrintable(toQ(section.key) + QStringLiteral(" ") + QString::number(i) + QStringLiteral(": ") + changed));
                QVERIFY2(window.document()->currentBytes() == content,
                         qPrintable(QStringLiteral("the wheel changed %1 %2").arg(toQ(section.key)).arg(i)));
                ++forms;
            }
        }
        QVERIFY2(forms >= 50, qPrintable(QString::number(forms)));
        QVERIFY2(wheeled >= 500, qPrintable(QString::number(wheeled)));
        QCOMPARE(window.document()->undoStack()->count(), steps);
        QVERIFY(!window.isWindowModified());
    }

    // The sandbox, Batch, Balance and Scenario views with a scenario open:
    // neither the content, the scenario, the run nor a setting changes.
    void theWheelEditsNoViewFocusedOrNot()
    {
        MainWindow window;
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openScenarioWithContent(rb::test::sourceFile("/resources/demo/statuses.scenario.json")));
        QVERIFY(window.scenario()->isOpen());
        const QByteArray content = window.document()->currentBytes();
        const QByteArray scenario = window.scenario()->currentBytes();
        const int scenarioSteps = window.scenario()->undoStack()->count();
        const std::int64_t turn = window.sandbox()->turn();
        int wheeled = 0;
        for (QWidget* view : {static_cast<QWidget*>(window.sandbox()), static_cast<QWidget*>(window.batch()),
                              static_cast<QWidget*>(window.balance()), static_cast<QWidget*>(window.scenarioEditor())}) {
            QWidget* page = view;
            while (centre(window)->indexOf(page) < 0)
                page = page->parentWidget();
            centre(window)->setCurrentWidget(page);
            if (view == window.scenarioEditor()) { // a placement chosen, so its own boxes show
                QListWidget* placed = window.scenarioEditor()->placedList();
                QVERIFY(placed->count() > 0);
                placed->setCurrentRow(0);
                QVERIFY(window.scenarioEditor()->xBox()->isEnabled());
            }
            QString changed;
            const int here = wheelOverEverything(window, view, changed);
            QVERIFY2(changed.isEmpty(), qPrintable(changed));
            QVERIFY2(here >= 5, qPrintable(QStringLiteral("%1: %2").arg(describe(view)).arg(here)));
            wheeled += here;
        }
        QVERIFY2(wheeled >= 40, qPrintable(QString::number(wheeled)));
        QCOMPARE(window.document()->currentBytes(), content);
        QCOMPARE(window.scenario()->currentBytes(), scenario);
        QCOMPARE(window.scenario()->undoStack()->count(), scenarioSteps);
        QCOMPARE(window.sandbox()->turn(), turn);
        QVERIFY(window.sandbox()->queued().empty());
        QVERIFY(!window.scenario()->isModified());
    }

    // The box just clicked into keeps its value, and the wheel over it
    // scrolls the form that holds it.
    void aFocusedBoxLetsTheFormScroll()
    {
        MainWindow window;
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(rb::test::sourceFile("/resources/demo/demo.rules.json")));
        window.selectDefinition(QStringLiteral("items"), window.definitionIndex(QStringLiteral("items"), QStringLiteral("frag grenade")));
        QScrollBar* bar = window.formArea()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QAbstractSpinBox* box = nullptr;
        for (auto* b : window.form()->findChildren<QAbstractSpinBox*>())
            if (b->isVisible() && b->isEnabled() && b->mapTo(window.form(), QPoint()).y() < window.formArea()->viewport()->height() / 2) {
                box = b;
                break;
            }
        QVERIFY(box);
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(4, box->height() / 2));
        QVERIFY(box->hasFocus());
        const QString before = box->text();
        const int scrolled = bar->value();
        wheel(box, -120);
        QCOMPARE(box->text(), before);
        QVERIFY2(bar->value() > scrolled, qPrintable(QStringLiteral("%1 then %2").arg(scrolled).arg(bar->value())));
        QCOMPARE(box->focusPolicy(), Qt::StrongFocus); // the wheel never takes the focus either
    }
};

QTEST_MAIN(TestWheel)
#include "test_wheel.moc"
