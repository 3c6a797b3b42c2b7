// The Find pane's place in the window: Edit > Find... (Ctrl+Shift+F), Find
// Next and Previous (F3, Shift+F3), Find Usages (Shift+F12, and on the
// tree's and the form's context menus), and where a place found opens: a
// definition's form at its field, the Table tab with the definitions
// selected, or a scenario at its actor, prop or script line.
#include "main_window.h"

#include "common/qt_strings.h"
#include "document/content_document.h"
#include "document/definition_place.h"
#include "document/scenario_document.h"
#include "find/find_panel.h"
#include "form/definition_form.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_script.h"
#include "scenario/scenario_editor.h"
#include "table/section_table_view.h"

#include "rulebench/content/sections.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>

namespace rb {

void MainWindow::addFindActions(QMenu* edit)
{
    edit->addSeparator();
    QAction* find = edit->addAction(tr("&Find..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), this, [this] {
        showFindPane();
        find_->queryBox()->setFocus(Qt::ShortcutFocusReason);
        find_->queryBox()->selectAll();
    });
    find->setObjectName(QStringLiteral("findAction"));
    find->setToolTip(tr("A query over the content: statuses where max_stacks > 3, uses bleeding"));
    edit->addAction(tr("Find Ne&xt"), QKeySequence(Qt::Key_F3), this, [this] { find_->next(); })
        ->setObjectName(QStringLiteral("findNextAction"));
    edit->addAction(tr("Find Pre&vious"), QKeySequence(Qt::SHIFT | Qt::Key_F3), this, [this] { find_->previous(); })
        ->setObjectName(QStringLiteral("findPreviousAction"));
    findUsagesAction_ = edit->addAction(tr("Find &Usages"), QKeySequence(Qt::SHIFT | Qt::Key_F12), this,
                                        &MainWindow::findUsages);
    findUsagesAction_->setObjectName(QStringLiteral("findUsagesAction"));
    findUsagesAction_->setToolTip(tr("Every place that names the selected definition, in the content and the scenarios"));
    definitionActions_ << findUsagesAction_;
}

void MainWindow::showFindPane()
{
    QDockWidget* pane = layout_->docks().find;
    pane->show();
    pane->raise();
}

bool MainWindow::findUsages()
{
    const QString section = currentSection();
    const int index = currentIndex();
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || index < 0 || !document_->spec())
        return false;
    showFindPane();
    const QString name = toQ(info->name(*document_->spec(), static_cast<std::size_t>(index)));
    find_->findUsages(section, name);
    find_->resultsView()->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void MainWindow::connectFind()
{
    connect(find_, &FindPanel::openPlace, this, &MainWindow::openFoundPlace);
    connect(find_, &FindPanel::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(find_, &FindPanel::selectRows, this, [this](const QString& section, const QList<int>& rows) {
        centre_->setCurrentWidget(table_);
        table_->selectRows(section, rows);
        table_->table()->setFocus(Qt::OtherFocusReason);
        statusBar()->showMessage(tr("Selected %1 in the table").arg(counted(rows.size(), tr("row"), tr("rows"))), 8000);
    });
    // The tree's context menu: what the Edit menu does to a definition, Find Usages first.
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = tree_->indexAt(at);
        if (!index.isValid())
            return;
        tree_->setCurrentIndex(index);
        if (currentIndex() < 0)
            return;
        QMenu menu(this);
        menu.addAction(findUsagesAction_);
        menu.addSeparator();
        for (QAction* a : definitionActions_)
            if (a != findUsagesAction_)
                menu.addAction(a);
        menu.exec(tree_->viewport()->mapToGlobal(at));
    });
    // The form's: a right click anywhere a field does not take it.
    form_->setContextMenuPolicy(Qt::ActionsContextMenu);
    form_->addAction(findUsagesAction_);
}

void MainWindow::openFoundPlace(const FoundPlace& place, bool focus)
{
    const QPointer<QWidget> had = QApplication::focusWidget();
    if (place.inScenario()) {
        openScenarioPlace(place);
        return;
    }
    const int index = definitionIndex(place.section, place.name);
    if (index < 0) {
        statusBar()->showMessage(goneFromContent(place.section, place.name), 8000);
        return;
    }
    selectDefinition(place.section, index);
    centre_->setCurrentWidget(formArea_);
    if (!place.pointer.isEmpty())
        form_->focusField(place.pointer); // in sight and highlighted
    if (!focus && had)
        had->setFocus(Qt::OtherFocusReason); // F3 and a click keep the keyboard where it was
    else if (focus && place.pointer.isEmpty())
        form_->focusField(QStringLiteral("/name"));
}

void MainWindow::openScenarioPlace(const FoundPlace& place)
{
    const QString path = QFileInfo(place.scenario).canonicalFilePath();
    const bool open = QFileInfo(scenario_->path()).canonicalFilePath() == path
                      && QFileInfo(sandbox_->session()->scenarioFile()).canonicalFilePath() == path;
    if (!open && !openScenario(place.scenario))
        return;
    const ScenarioUsage& u = place.usage;
    if (u.place == ScenarioUsage::Place::ScriptEntry) {
        centre_->setCurrentWidget(sandboxArea_);
        sandbox_->showLowerView(script_);
        script_->selectEntry(static_cast<int>(u.index));
    } else {
        centre_->setCurrentWidget(scenarioArea_);
        if (!u.id.empty())
            scenarioEditor_->select(toQ(u.id));
    }
    statusBar()->showMessage(tr("%1: %2").arg(place.name, place.where), 8000);
}

} // namespace rb
