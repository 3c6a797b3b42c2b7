#include "main_window.h"

#include "balance/balance_view.h"
#include "batch/batch_view.h"
#include "document/conflict_resolution.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/definition_place.h"
#include "navigation/content_tree_model.h"
#include "navigation/tree_filter.h"
#include "navigation/definition_finder.h"
#include "find/find_panel.h"
#include "form/definition_form.h"
#include "document/diagnostics_model.h"
#include "common/grid_canvas.h"
#include "grid_preview/grid_preview.h"
#include "keyboard_map.h"
#include "manual_places.h"
#include "preferences.h"
#include "common/prompts.h"
#include "common/qt_strings.h"
#include "common/undo_keys.h"
#include "common/when_shown.h"
#include "common/wheel_guard.h"
#include "quests/quest_view.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "sandbox/sandbox_formula_values.h"
#include "sandbox/sandbox_panel.h"
#include "scenario/scenario_editor.h"
#include "table/section_table_view.h"
#include "sandbox/sandbox_session.h"
#include "navigation/validation_panel.h"

#include "rulebench/content/field_words.h"
#include "rulebench/content/outline.h"
#include "rulebench/content/references.h"
#include "rulebench/content/sections.h"
#include "rulebench/sandbox/session.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QTabWidget>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QScrollBar>
#include <QScreen>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <utility>

namespace rb {

namespace {
const Preference<QByteArray> geometryPreference{QStringLiteral("mainwindow/geometry")};
const Preference<QByteArray> statePreference{QStringLiteral("mainwindow/state")};
const Preference<QString> lastDirectoryPreference{QStringLiteral("files/lastDirectory")};
const Preference<int> autosaveSecondsPreference{QStringLiteral("editor/autosaveSeconds"), 20};
constexpr int kPaneLeastHeight = 24;
// The grid preview's map as painted, kept from one session to the next.
const Preference<QByteArray> previewSketchPreference{QStringLiteral("preview/sketch")};

// A pane that scrolls when squeezed, so its own minimum never decides the window's layout.
QScrollArea* scrolled(QWidget* widget, QScrollArea* area = new QScrollArea)
{
    area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

QDockWidget* dock(QMainWindow* window, const QString& title, const QString& objectName, QWidget* widget,
                  Qt::DockWidgetArea area)
{
    auto* d = new QDockWidget(title, window);
    d->setObjectName(objectName);
    d->setWidget(widget);
    window->addDockWidget(area, d);
    return d;
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , document_(new ContentDocument(this))
    , treeModel_(new ContentTreeModel(document_, this))
    , proxy_(new TreeFilter(this))
    , tree_(new QTreeView)
    , filter_(new QLineEdit)
    , form_(new DefinitionForm(document_))
    , formArea_(new QScrollArea)
    , validation_(new ValidationPanel)
    , preview_(new GridPreview(document_))
    , quests_(new QuestView)
    , sandbox_(new SandboxPanel(document_))
    , batch_(new BatchView(document_))
    , table_(new SectionTableView(document_))
    , centre_(new QTabWidget)
    , sandboxArea_(new QScrollArea)
    , scenario_(new ScenarioDocument(this))
    , scenarioEditor_(new ScenarioEditor(document_, scenario_))
    , scenarioArea_(new QScrollArea)
    , undoGroup_(new QUndoGroup(this))
    , undoView_(new QUndoView(document_->undoStack()))
    , autosave_(new QTimer(this))
    , prompts_(std::make_unique<Prompts>())
    , recovery_(std::make_unique<RecoveryStore>())
{
    setObjectName(QStringLiteral("MainWindow"));
    installWheelGuard();  // no field anywhere changes on a wheel that only scrolls past it
    installUndoKeyRule(); // Ctrl+Z reaches the document once a field's edit is committed
    setWindowIcon(QIcon(QStringLiteral(":/icons/rulebench.png")));
    buildCentre();
    layout_ = new WindowLayout(this, centre_, {sandboxArea_, batch_, balance_, scenarioArea_, table_}, buildDocks());
    // The sandbox shows its session's quests in a tab of its own: the content's steps aside there.
    layout_->stepAsideIn(sandboxArea_, layout_->docks().quests);
    createMenus();
    connectScenario(); // before the keyboard: the sandbox's Script tab gets its key with the others
    addViewAndHelpMenus();
    connectViews();
    connectTable();
    connectFind();

    autosave_->setInterval(std::max(5, autosaveSecondsPreference.get()) * 1000);
    connect(autosave_, &QTimer::timeout, this, &MainWindow::autosaveNow);
    autosave_->start();

    resize(QSize(1280, 800).boundedTo(screen()->availableGeometry().size()));
    if (!restoreGeometry(geometryPreference.get()))
        setWindowState(windowState() | Qt::WindowMaximized); // the first start fills the screen
    if (const QByteArray state = statePreference.get(); !restoreState(state))
        layout_->reset(); // the first time, or a state this version cannot read
    else
        layout_->takeInNewPanes(state); // a pane added since the state was saved joins the others
    layout_->restoreHeights();
    preview_->restoreSketch(previewSketchPreference.get()); // the map painted last time, if any
    newFile();
}

void MainWindow::buildCentre()
{
    formArea_->setWidget(form_);
    formArea_->setWidgetResizable(true);
    centre_->addTab(formArea_, tr("Definition"));
    centre_->addTab(scrolled(sandbox_, sandboxArea_), tr("Sandbox"));
    centre_->addTab(batch_, tr("Batch"));
    // The Balance view plays the Batch tab's setup; "Batch setup…" goes there.
    balance_ = new BalanceView(document_, batch_->setup());
    centre_->addTab(balance_, tr("Balance"));
    connect(balance_, &BalanceView::setupRequested, this, [this] { centre_->setCurrentWidget(batch_); });
    centre_->addTab(scrolled(scenarioEditor_, scenarioArea_), tr("Scenario"));
    // Last, so the other views keep their keys (Ctrl+1 ... Ctrl+5): the table is Ctrl+6.
    centre_->addTab(table_, tr("Table"));
    centre_->setDocumentMode(true);
    setCentralWidget(centre_);
}

WindowLayout::Docks MainWindow::buildDocks()
{
    WindowLayout::Docks d;
    proxy_->setSourceModel(treeModel_);
    tree_->setModel(proxy_);
    tree_->setHeaderHidden(true);
    tree_->setUniformRowHeights(true);
    filter_->setPlaceholderText(tr("Filter definitions (Ctrl+F)"));
    filter_->setClearButtonEnabled(true);
    auto* treePane = new QWidget;
    auto* treeLayout = new QVBoxLayout(treePane);
    treeLayout->setContentsMargins(2, 2, 2, 2);
    treeLayout->addWidget(filter_);
    treeLayout->addWidget(tree_);
    d.tree = dock(this, tr("Content"), QStringLiteral("ContentDock"), treePane, Qt::LeftDockWidgetArea);
    d.validation = dock(this, tr("Validation"), QStringLiteral("ValidationDock"), validation_, Qt::BottomDockWidgetArea);
    undoView_->setEmptyLabel(tr("(opened)"));
    d.history = dock(this, tr("History"), QStringLiteral("HistoryDock"), undoView_, Qt::BottomDockWidgetArea);
    // The list follows the newest step, also when it was under another tab as the step came.
    const auto followNewest = [this] {
        const QUndoStack* stack = undoGroup_->activeStack();
        const QModelIndex current = undoView_->model()->index(stack ? stack->index() : 0, 0);
        undoView_->selectionModel()->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect);
        undoView_->scrollTo(current);
    };
    undoView_->setGroup(undoGroup_); // the History of the view in front, as Edit's Undo
    connect(undoGroup_, &QUndoGroup::indexChanged, undoView_, followNewest, Qt::QueuedConnection);
    connect(d.history, &QDockWidget::visibilityChanged, undoView_, [followNewest](bool shown) {
        if (shown)
            followNewest();
    });
    // Its map fits the room it gets and its side panel scrolls on its own, so
    // the outer scroll area only steps in when the pane is squeezed very short.
    d.preview = dock(this, tr("Grid preview"), QStringLiteral("PreviewDock"), scrolled(preview_), Qt::BottomDockWidgetArea);
    d.quests = dock(this, tr("Quests"), QStringLiteral("QuestDock"), scrolled(quests_), Qt::BottomDockWidgetArea);
    find_ = new FindPanel(document_);
    d.find = dock(this, tr("Find"), QStringLiteral("FindDock"), find_, Qt::BottomDockWidgetArea);
    // The panes share one tab group, whose least height is theirs at most: each
    // may be one line high, so the problems' summary line alone can be.
    for (QDockWidget* pane : {d.history, d.preview, d.quests, d.find})
        pane->widget()->setMinimumHeight(kPaneLeastHeight);
    return d; // placed by WindowLayout::reset or the saved state
}

void MainWindow::addViewAndHelpMenus()
{
    auto* view = menuBar()->addMenu(tr("&View"));
    const WindowLayout::Docks& docks = layout_->docks();
    view->addActions({docks.tree->toggleViewAction(), docks.validation->toggleViewAction(), docks.history->toggleViewAction(),
                      docks.preview->toggleViewAction(), docks.quests->toggleViewAction(), docks.find->toggleViewAction()});
    view->addSeparator();
    auto* reset = view->addAction(tr("&Reset layout"), layout_, &WindowLayout::reset);
    reset->setObjectName(QStringLiteral("resetLayoutAction"));
    reset->setToolTip(tr("Every pane shown and back where it first was"));
    addKeyboard(view);
    auto* help = menuBar()->addMenu(tr("&Help"));
    auto* manual = help->addAction(tr("&Manual"), this, &MainWindow::openManual);
    manual->setObjectName(QStringLiteral("manualAction"));
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setToolTip(tr("The manual's page for the pane or view you are in"));
    help->addAction(tr("&About Rulebench"), this, [this] {
        QMessageBox::about(this, tr("About Rulebench"),
                           tr("<b>Rulebench %1</b><p>A workbench for the rules of turn-based grid games.</p>")
                               .arg(QStringLiteral(RULEBENCH_VERSION)));
    });
}

void MainWindow::openManual()
{
    if (!manual_)
        manual_ = new ManualWindow(this);
    manual_->open(manualPlaceFor(QApplication::focusWidget(), centre_->currentWidget()));
}

void MainWindow::addKeyboard(QMenu* view)
{
    keyboard_ = new KeyboardMap({this, centre_, filter_, tree_, layout_->docks(), sandbox_, sandboxArea_, view});
}

bool MainWindow::focusNextPrevChild(bool next)
{
    return (keyboard_ && keyboard_->focusNext(next)) || QMainWindow::focusNextPrevChild(next);
}

void MainWindow::connectViews()
{
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        proxy_->setWords(text);
        tree_->expandAll();
    });
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::onCurrentChanged);
    connect(validation_, &ValidationPanel::diagnosticActivated, this, &MainWindow::showDiagnostic);
    connect(validation_, &ValidationPanel::resolveConflictRequested, this, [this](int conflict, bool takeTheirs) {
        QString why;
        if (!edit::resolveConflict(document_, conflict, takeTheirs ? ConflictChoice::TakeTheirs : ConflictChoice::KeepOurs,
                                   &why))
            statusBar()->showMessage(tr("Cannot resolve the conflict: %1").arg(why));
    });
    auto* questsWhenShown = new WhenShown(quests_, [this] { quests_->setDefinitions(document_->definitions()); });
    connect(document_, &ContentDocument::diagnosticsChanged, this, [this, questsWhenShown] {
        // The pane keeps its height as problems come and go (the form never
        // moves under the pointer): its list scrolls, its summary names the first.
        validation_->setDiagnostics(document_->diagnostics());
        // "Opened ...: no problems" is no longer true once the problems change.
        if (!openedMessage_.isEmpty() && statusBar()->currentMessage() == openedMessage_)
            statusBar()->clearMessage();
        questsWhenShown->request(); // new content: the quests start over
    });
    connect(document_, &ContentDocument::modifiedChanged, this, &MainWindow::refreshTitle);
    // Back at the saved state by undo (or a save): nothing is left to recover.
    // A file being opened empties the stack first, and its autosave is still to be offered.
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean && document_->undoStack()->count() > 0)
            recovery_->discard(document_->path());
    });
    connect(document_, &ContentDocument::pathChanged, this, &MainWindow::refreshTitle);
    connect(document_, &ContentDocument::fileChangedOnDisk, this, &MainWindow::onFileChangedOnDisk);
    connect(document_, &ContentDocument::fileGoneFromDisk, this, [this] {
        refreshTitle();
        statusBar()->showMessage(tr("%1 was deleted or moved away by another program: the content is only here now, "
                                    "save to write it again.")
                                     .arg(document_->path()));
    });
    connect(document_, &ContentDocument::aboutToChange, this, [this](const ContentChange& change) {
        if (change.kind == ContentChange::Reset && !opening_) {
            keptSection_ = currentSection();
            const SectionInfo* info = findSection(fromQ(keptSection_));
            keptName_ = info && document_->spec() && currentIndex() >= 0
                            ? toQ(info->name(*document_->spec(), static_cast<std::size_t>(currentIndex())))
                            : QString();
        }
    });
    connect(document_, &ContentDocument::changed, this, [this](const ContentChange& change) {
        if (change.kind == ContentChange::Reset) {
            tree_->expandAll();
            pickKeptDefinition();
        }
        updateActions();
    });
    connect(batch_, &BatchView::openRunRequested, this, &MainWindow::openBatchRun);
    // A formula field's value for the actor chosen in the sandbox.
    form_->setFormulaValues(new SandboxFormulaValues(sandbox_->session(), this));
    connect(form_, &DefinitionForm::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(form_, &DefinitionForm::fieldFocused, this, [this](const QString& pointer) {
        if (pointer.startsWith(QStringLiteral("/triggers/")))
            previewTrigger(pointer.section(QLatin1Char('/'), 2, 2).toInt());
    });
}

MainWindow::~MainWindow()
{
    // The document (a child) goes after this window is gone, and its undo
    // stack says "clean" as it goes: that must not reach this window's slots.
    disconnect(document_->undoStack(), nullptr, this, nullptr);
    delete std::exchange(keyboard_, nullptr); // it follows the focus, which moves as the panes go
    disconnect(scenario_->undoStack(), nullptr, this, nullptr);
    disconnect(scenario_, nullptr, this, nullptr);
    disconnect(centre_, nullptr, this, nullptr);
}

void MainWindow::createMenus()
{
    auto* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            newFile();
    });
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::chooseFileToOpen);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    saveAction_ = file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(); });
    file->addAction(tr("Save &As..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, [this] { saveAs(); });
    addSectionFileActions(file);
    file->addSeparator();
    file->addAction(tr("New Sc&enario"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N), this, &MainWindow::newScenario);
    file->addAction(tr("Open S&cenario..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"),
                                                          dialogStart(document_->path(), {}, lastDirectoryPreference.get()),
                                                          tr("Rulebench scenarios (*.scenario.json);;All files (*)"));
        if (!path.isEmpty())
            openScenario(path);
    });
    file->addAction(tr("Save Scenar&io"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), this, &MainWindow::saveScenario);
    QAction* saveScenario = file->addAction(tr("Sa&ve Scenario As..."), QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_S),
                                            this, [this] { saveScenarioAs(SandboxSession::SaveAs::PlayedScript); });
    saveScenario->setObjectName(QStringLiteral("saveScenarioAsAction")); // in the Sandbox menu too
    file->addAction(tr("Save Scenario As S&napshot..."), this, [this] { saveScenarioAs(SandboxSession::SaveAs::Snapshot); });
    file->addAction(tr("Sandbox from the Grid &Preview"), this, &MainWindow::sandboxFromPreview);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    auto* editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y); // as well as Ctrl+Shift+Z
    redo->setShortcuts(redoKeys);
    editMenu->addActions({undo, redo});
    editMenu->addSeparator();
    addAction_ = editMenu->addAction(tr("&Add Definition"), QKeySequence(Qt::CTRL | Qt::Key_Insert), this,
                                     &MainWindow::addDefinition);
    definitionActions_ << editMenu->addAction(tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D), this,
                                              &MainWindow::duplicateDefinition);
    definitionActions_ << editMenu->addAction(tr("&Delete"), QKeySequence(Qt::CTRL | Qt::Key_Delete), this,
                                              &MainWindow::deleteDefinition);
    definitionActions_ << editMenu->addAction(tr("Move &Up"), QKeySequence(Qt::ALT | Qt::Key_Up), this,
                                              [this] { moveDefinition(-1); });
    definitionActions_ << editMenu->addAction(tr("Move Dow&n"), QKeySequence(Qt::ALT | Qt::Key_Down), this,
                                              [this] { moveDefinition(1); });
    definitionActions_ << editMenu->addAction(tr("Re&name"), QKeySequence(Qt::Key_F2), this,
                                              [this] { focusName(); });
    editMenu->addSeparator();
    editMenu->addAction(tr("&Go to Definition..."), QKeySequence(Qt::CTRL | Qt::Key_P), this, &MainWindow::goToDefinition);
    editMenu->addAction(tr("&Filter Definitions"), QKeySequence::Find, this, [this] {
        filter_->setFocus();
        filter_->selectAll();
    });
    addFindActions(editMenu);

    auto* toolbar = addToolBar(tr("Edit"));
    toolbar->setObjectName(QStringLiteral("EditToolbar"));
    toolbar->addActions({toolbarStep(undo, tr("Undo")), toolbarStep(redo, tr("Redo"))});
    toolbar->addSeparator();
    toolbar->addAction(addAction_);
    toolbar->addActions(definitionActions_.mid(0, 4));
}

// The toolbar's Undo and Redo keep a short, fixed text so the toolbar does not
// jump with every edit; the tooltip says what they would undo or redo.
QAction* MainWindow::toolbarStep(QAction* menuAction, const QString& text)
{
    auto* step = new QAction(text, this);
    step->setObjectName(text.toLower() + QStringLiteral("ToolbarAction"));
    const auto follow = [step, menuAction] {
        step->setEnabled(menuAction->isEnabled());
        step->setToolTip(menuAction->text().remove(QLatin1Char('&')));
    };
    connect(menuAction, &QAction::changed, step, follow);
    connect(step, &QAction::triggered, menuAction, &QAction::trigger);
    follow();
    return step;
}

void MainWindow::setPrompts(std::unique_ptr<Prompts> prompts) { prompts_ = std::move(prompts); }
void MainWindow::setRecoveryStore(std::unique_ptr<RecoveryStore> store) { recovery_ = std::move(store); }

void MainWindow::newFile()
{
    const QScopedValueRollback opening(opening_, true);
    document_->openNew();
    refreshTitle();
    updateActions();
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    const std::optional<Recovery> recovered = askRecoveryFirst(path);
    opening_ = true;
    const bool opened = document_->open(path, &error);
    opening_ = false; // what recovery puts back next is an edit: the definition picked stays picked
    if (!opened) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, error));
        if (isVisible())
            prompts_->showError(this, tr("Cannot open file"), tr("Cannot open %1:\n%2").arg(path, error));
        return false;
    }
    if (recovered)
        putBackRecovered(path, *recovered);
    rememberRecent(QFileInfo(path).absoluteFilePath());
    lastDirectoryPreference.set(QFileInfo(path).absolutePath());
    // Start where the first problem is, or on the first definition.
    if (validation_->model()->rowCount() > 0)
        showDiagnostic(validation_->model()->diagnostic(0));
    else if (treeModel_->rowCount() > 0)
        selectDefinition(toQ(contentSections().front().key), 0);
    tree_->setFocus(Qt::OtherFocusReason); // the keyboard starts in the content, on what was selected
    if (!document_->isModified()) {
        openedMessage_ = tr("Opened %1: %2").arg(document_->path(), validation_->summary());
        if (const auto kept = recovery_->find(path); kept && kept->setAside)
            openedMessage_ += tr(" (unsaved changes autosaved %1 are kept aside and offered again next time)")
                                  .arg(QLocale().toString(kept->written, QLocale::ShortFormat));
        statusBar()->showMessage(openedMessage_);
    }
    refreshTitle();
    return true;
}

void MainWindow::chooseFileToOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open content file"),
                                                      dialogStart(document_->path(), {}, lastDirectoryPreference.get()),
                                                      tr("Rulebench content (*.rules.json *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (document_->path().isEmpty())
        return saveAs();
    if (!mayWriteOverDisk())
        return false;
    QString error;
    if (!document_->save(&error)) {
        prompts_->showError(this, tr("Save failed"),
                            tr("%1 was not saved: %2\n\nThe file on disk is unchanged and your changes are still here.")
                                .arg(document_->path(), error));
        statusBar()->showMessage(tr("Save failed: %1").arg(error));
        return false;
    }
    recovery_->discard(document_->path());
    statusBar()->showMessage(tr("Saved %1").arg(document_->path()), 4000);
    return true;
}

bool MainWindow::saveAs(const QString& path)
{
    const QString suggested = dialogStart(document_->path(), siblingName(document_->path(), QStringLiteral(".rules.json"),
                                                                          QStringLiteral("untitled.rules.json")),
                                          lastDirectoryPreference.get());
    const QString target = path.isEmpty() ? prompts_->askSavePath(this, suggested) : path;
    if (target.isEmpty())
        return false;
    const QString before = document_->path();
    if (QFileInfo(target) == QFileInfo(before) && !mayWriteOverDisk())
        return false;
    QString error;
    if (!document_->saveAs(target, &error)) {
        prompts_->showError(this, tr("Save failed"), tr("%1 was not saved: %2").arg(target, error));
        statusBar()->showMessage(tr("Save failed: %1").arg(error));
        return false;
    }
    recovery_->discard(before);
    recovery_->discard(target);
    rememberRecent(QFileInfo(target).absoluteFilePath());
    statusBar()->showMessage(tr("Saved %1").arg(target), 4000);
    return true;
}

void MainWindow::onFileChangedOnDisk()
{
    const QString path = document_->path();
    if (document_->isModified() && !prompts_->askReloadChangedFile(this, document_->displayName())) {
        statusBar()->showMessage(tr("%1 changed on disk; keeping your unsaved version.").arg(document_->displayName()));
        return;
    }
    // The definition picked is picked again by name once the tree is rebuilt (pickKeptDefinition).
    QString error;
    if (document_->open(path, &error))
        statusBar()->showMessage(tr("Reloaded %1: it changed on disk.").arg(document_->displayName()));
}

void MainWindow::refreshTitle()
{
    const QString gone = document_->isGoneFromDisk() ? tr(" (deleted from disk)") : QString();
    setWindowTitle(tr("%1[*]%2%3 - Rulebench").arg(document_->displayName(), gone, scenarioTitle()));
    setWindowModified(document_->isModified());
    saveAction_->setEnabled(document_->isEditable());
}

int MainWindow::definitionIndex(const QString& section, const QString& name) const
{
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || !document_->spec())
        return -1;
    for (std::size_t i = 0; i < info->size(*document_->spec()); ++i)
        if (toQ(info->name(*document_->spec(), i)) == name)
            return static_cast<int>(i);
    return -1;
}

QString MainWindow::currentSection() const
{
    return tree_->currentIndex().data(ContentTreeModel::SectionKeyRole).toString();
}

int MainWindow::currentIndex() const
{
    const QModelIndex current = tree_->currentIndex();
    return current.isValid() ? current.data(ContentTreeModel::DefinitionIndexRole).toInt() : -1;
}

void MainWindow::onCurrentChanged()
{
    centre_->setCurrentWidget(formArea_);
    form_->showDefinition(currentSection(), currentIndex());
    formArea_->verticalScrollBar()->setValue(0); // a newly chosen definition starts at its name
    previewTrigger(-1);
    updateActions();
}

void MainWindow::previewTrigger(int trigger)
{
    const QString section = currentSection();
    const int index = currentIndex();
    if (index < 0
        || (section != QLatin1String("items") && section != QLatin1String("props") && section != QLatin1String("abilities")))
        preview_->showPlainBurst();
    else
        preview_->showTrigger(section, index, trigger);
}

void MainWindow::updateActions()
{
    const bool editable = document_->isEditable();
    const bool onDefinition = editable && currentIndex() >= 0;
    for (QAction* a : definitionActions_)
        a->setEnabled(onDefinition);
    addAction_->setEnabled(editable && !currentSection().isEmpty());
}

void MainWindow::selectDefinition(const QString& section, int index)
{
    QModelIndex target = proxy_->mapFromSource(treeModel_->indexOf(section, index));
    if (!target.isValid() && !filter_->text().isEmpty()) {
        filter_->clear(); // the filter hid it
        target = proxy_->mapFromSource(treeModel_->indexOf(section, index));
    }
    if (!target.isValid())
        return;
    tree_->setCurrentIndex(target);
    tree_->scrollTo(target);
}

void MainWindow::pickKeptDefinition()
{
    if (keptSection_.isEmpty() || tree_->currentIndex().isValid())
        return;
    const int byName = keptName_.isEmpty() ? -1 : definitionIndex(keptSection_, keptName_);
    if (byName >= 0)
        selectDefinition(keptSection_, byName);
    else if (const QModelIndex section = proxy_->mapFromSource(treeModel_->indexOf(keptSection_)); section.isValid()) {
        tree_->setCurrentIndex(section); // gone: its section, so adding goes on where it was
        if (!keptName_.isEmpty()) { // and the views say so
            form_->showNothing(goneFromContent(keptSection_, keptName_));
            preview_->showPlainBurst(goneFromContent(keptSection_, keptName_));
        }
    }
    keptSection_.clear();
}

void MainWindow::showDiagnostic(const Diagnostic& diagnostic)
{
    std::string section;
    std::size_t index = 0;
    if (definitionOfPath(diagnostic.path, section, index)) {
        selectDefinition(toQ(section), static_cast<int>(index));
        centre_->setCurrentWidget(formArea_); // the same definition may be selected already
        // A missing field's own box where the form has one, else the field the problem is on.
        const QString pointer = pointerFromPath(splitDefinitionPath(diagnostic.path).field);
        if (!form_->focusField(toQ(problemPointer(fromQ(pointer), diagnostic.message))))
            form_->focusField(pointer);
    } else if (!diagnostic.path.empty()) {
        selectDefinition(toQ(diagnostic.path.substr(0, diagnostic.path.find_first_of(".["))), -1);
    }
}

void MainWindow::addDefinition()
{
    const QString section = currentSection();
    if (section.isEmpty() || !document_->isEditable())
        return;
    const int index = edit::add(document_, section);
    selectDefinition(section, index);
    focusName();
}

void MainWindow::duplicateDefinition()
{
    const QString section = currentSection();
    const int index = currentIndex();
    if (index < 0)
        return;
    selectDefinition(section, edit::duplicate(document_, section, index));
    focusName();
}

// The name's box with the whole name selected: what is typed replaces it.
void MainWindow::focusName()
{
    if (!form_->focusField(QStringLiteral("/name")))
        return;
    QWidget* editor = form_->editorFor(QStringLiteral("/name"));
    auto* name = qobject_cast<QLineEdit*>(editor);
    if (!name && editor)
        name = editor->findChild<QLineEdit*>();
    if (name)
        name->selectAll();
}

void MainWindow::deleteDefinition()
{
    const QString section = currentSection();
    const int index = currentIndex();
    if (index < 0)
        return;
    const SectionInfo& info = *findSection(fromQ(section));
    const std::string name = info.name(*document_->spec(), static_cast<std::size_t>(index));
    const auto references = findReferences(*document_->spec(), info.key, name);
    if (!references.empty()) {
        QStringList lines;
        for (const auto& r : references)
            lines << QStringLiteral("%1[%2] \"%3\": %4").arg(toQ(r.section)).arg(r.index).arg(toQ(r.definition), toQ(r.field));
        if (!prompts_->askDeleteReferenced(this, QStringLiteral("%1 \"%2\"").arg(toQ(info.singular), toQ(name)), lines))
            return;
    }
    edit::remove(document_, section, index);
    const int remaining = static_cast<int>(info.size(*document_->spec()));
    selectDefinition(section, std::min(index, remaining - 1));
}

void MainWindow::moveDefinition(int delta)
{
    const QString section = currentSection();
    const int index = currentIndex();
    const int size = index < 0 ? 0 : static_cast<int>(findSection(fromQ(section))->size(*document_->spec()));
    if (index < 0 || index + delta < 0 || index + delta >= size)
        return;
    edit::move(document_, section, index, index + delta);
    selectDefinition(section, index + delta);
}

bool MainWindow::openScenario(const QString& path)
{
    if (!maybeKeepScenario())
        return false;
    if (scenario_->path().isEmpty())
        scenario_->close(); // an untitled one's stand-in file must not stand for the file opened
    QStringList problems;
    bool opened = sandbox_->openScenario(path, &problems);
    // Names renamed or removed while the scenario was closed: offered to fix, then opened again.
    QString fixed;
    if (!opened && !(fixed = fixMissingNames(path)).isEmpty()) {
        problems.clear();
        opened = sandbox_->openScenario(path, &problems);
    }
    if (!opened) {
        prompts_->showError(this, tr("Cannot open scenario"), problems.join(QLatin1Char('\n')));
        return false;
    }
    if (QString error; !scenario_->open(path, &error))
        statusBar()->showMessage(tr("The scenario plays, but cannot be edited: %1").arg(error));
    else
        offerScenarioRecovery();
    centre_->setCurrentWidget(sandboxArea_);
    followFrontView();
    offerScenarioToBatch(true); // the batch plays the scenario the sandbox does, until another is chosen
    statusBar()->showMessage(fixed.isEmpty() ? tr("Opened scenario %1").arg(path)
                                              : tr("Opened scenario %1 (%2)").arg(path, fixed));
    return true;
}

void MainWindow::openBatchRun(const BatchRunToOpen& run)
{
    if (!maybeKeepScenario())
        return;
    QStringList problems;
    std::optional<SweptValue> swept;
    if (!run.varyPath.isEmpty())
        swept = SweptValue{run.varyPath, run.varyValue, run.run};
    if (!sandbox_->openScenarioAtSeed(run.scenario, run.seed, run.turns, run.until, run.at, &problems, swept)) {
        prompts_->showError(this, tr("Cannot open the run"), problems.join(QLatin1Char('\n')));
        return;
    }
    scenario_->open(run.scenario); // edits to it play again at the run's seed
    centre_->setCurrentWidget(sandboxArea_);
    const QString opened = tr("Opened %1 at seed %2, turn %3").arg(QFileInfo(run.scenario).fileName()).arg(run.seed).arg(sandbox_->turn());
    statusBar()->showMessage(swept ? tr("%1, with %2 = %3").arg(opened, run.varyPath, run.varyValue) : opened);
}

bool MainWindow::openScenarioWithContent(const QString& path)
{
    // The content file it names opens in the editor first, so the sandbox plays the document.
    const SessionLoad load = loadSession(fromQ(path));
    if (!load.contentPath.empty())
        openFile(QFileInfo(toQ(load.contentPath)).absoluteFilePath());
    return openScenario(path);
}

bool MainWindow::sandboxFromPreview()
{
    if (!maybeKeepScenario())
        return false;
    std::vector<std::pair<QString, Cell>> actors;
    for (const PreviewActor& a : preview_->canvas()->actors())
        actors.push_back({a.name, a.at});
    QStringList problems;
    if (!sandbox_->startFromMap(preview_->canvas()->grid(), actors, &problems)) {
        prompts_->showError(this, tr("Cannot start the sandbox"), problems.join(QLatin1Char('\n')));
        return false;
    }
    // An untitled scenario the editor can change, when the content has a file for it to name.
    if (!document_->path().isEmpty()) {
        scenario_->openNew(QFileInfo(document_->path()).absolutePath(), sandbox_->session()->session()->spec());
        playScenarioDocument();
    } else
        scenario_->close(); // the one open before is not what the sandbox plays now
    centre_->setCurrentWidget(sandboxArea_);
    return true;
}

bool MainWindow::saveScenarioAs(SandboxSession::SaveAs form, QString path)
{
    if (path.isEmpty()) {
        const QString name = siblingName(document_->path(), QStringLiteral(".scenario.json"),
                                         QStringLiteral("untitled.scenario.json"));
        path = askExportPath(this, form == SandboxSession::SaveAs::Snapshot ? tr("Save scenario as a snapshot")
                                                                            : tr("Save scenario"),
                             dialogStart(document_->path(), name, lastDirectoryPreference.get()),
                             tr("Rulebench scenarios (*.scenario.json)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    const Session* played = sandbox_->session()->session();
    // What the message counts is what the file holds: the turns kept and the script written.
    std::int64_t turn = played ? played->turn() : 0;
    ScriptWritten written;
    if (form == SandboxSession::SaveAs::PlayedScript && scenario_->isOpen()) {
        const std::size_t before = scenario_->spec().script.size();
        if (!saveScenarioDocument(path, turn))
            return false;
        written = {scenario_->spec().script, before, turn};
    } else if (!sandbox_->saveScenario(path, &error, form)) {
        prompts_->showError(this, tr("Save failed"), tr("%1 was not saved: %2").arg(path, error));
        return false;
    } else if (played && form == SandboxSession::SaveAs::PlayedScript) {
        written = {played->withPlayedScript().script, played->spec().script.size(), turn - played->startTurn()};
    }
    const QString file = QFileInfo(path).fileName();
    statusBar()->showMessage(form == SandboxSession::SaveAs::Snapshot && turn > 0
                                 ? tr("Saved %1 as a snapshot: it resumes at turn %2").arg(file).arg(turn)
                                 : savedScriptMessage(file, written));
    if (!scenario_->isOpen()) // (the document's own save tells the batch)
        offerScenarioToBatch(true); // the sandbox's scenario has a file now
    return true;
}

void MainWindow::goToDefinition()
{
    DefinitionFinder finder(document_, this);
    if (finder.exec() == QDialog::Accepted)
        selectDefinition(finder.chosenSection(), finder.chosenIndex());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave() || !maybeKeepScenario()) {
        event->ignore();
        return;
    }
    recovery_->discard(document_->path()); // a clean quit: only a crash leaves an autosave
    if (scenario_->isOpen())
        recovery_->discard(scenario_->playPath());
    layout_->bringBackSteppedAside(); // saved as the designer placed it, not as one view shows it
    previewSketchPreference.set(preview_->sketch()); // a painted map is kept, never lost on quit
    geometryPreference.set(saveGeometry());
    statePreference.set(saveState());
    layout_->saveHeights();
    event->accept();
}

} // namespace rb
