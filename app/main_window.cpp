#include "main_window.h"

#include "content_document.h"
#include "content_tree_model.h"
#include "diagnostics_model.h"
#include "preferences.h"
#include "qt_strings.h"
#include "validation_panel.h"

#include "rulebench/content_outline.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTreeView>

namespace rb {

namespace {
const Preference<QByteArray> geometryPreference{QStringLiteral("mainwindow/geometry")};
const Preference<QByteArray> statePreference{QStringLiteral("mainwindow/state")};
const Preference<QStringList> recentFilesPreference{QStringLiteral("files/recent")};
const Preference<QString> lastDirectoryPreference{QStringLiteral("files/lastDirectory")};
constexpr int kMaxRecentFiles = 8;
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , document_(new ContentDocument(this))
    , treeModel_(new ContentTreeModel(this))
    , tree_(new QTreeView)
    , definitionView_(new QPlainTextEdit)
    , validation_(new ValidationPanel)
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/rulebench.png")));
    setObjectName(QStringLiteral("MainWindow"));

    definitionView_->setReadOnly(true);
    definitionView_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    definitionView_->setPlaceholderText(tr("Open a content file (File > Open) and pick a definition in the tree."));
    setCentralWidget(definitionView_);

    tree_->setModel(treeModel_);
    tree_->setHeaderHidden(true);
    tree_->setUniformRowHeights(true);
    auto* treeDock = new QDockWidget(tr("Content"), this);
    treeDock->setObjectName(QStringLiteral("ContentDock"));
    treeDock->setWidget(tree_);
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);

    auto* validationDock = new QDockWidget(tr("Validation"), this);
    validationDock->setObjectName(QStringLiteral("ValidationDock"));
    validationDock->setWidget(validation_);
    addDockWidget(Qt::BottomDockWidgetArea, validationDock);

    createActions();
    menuBar()->addMenu(tr("&View"))->addActions({treeDock->toggleViewAction(), validationDock->toggleViewAction()});
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Rulebench"), this, [this] {
        QMessageBox::about(this, tr("About Rulebench"),
                           tr("<b>Rulebench %1</b><p>A workbench for the rules of turn-based grid games.</p>")
                               .arg(QStringLiteral(RULEBENCH_VERSION)));
    });

    connect(document_, &ContentDocument::contentReplaced, this, &MainWindow::refresh);
    connect(tree_->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::showSelectedDefinition);
    connect(validation_, &ValidationPanel::diagnosticActivated, this, &MainWindow::showDiagnostic);

    resize(1100, 720);
    restoreGeometry(geometryPreference.get());
    restoreState(statePreference.get());
    refresh();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto* file = menuBar()->addMenu(tr("&File"));
    auto* open = file->addAction(tr("&Open..."), this, &MainWindow::chooseFileToOpen);
    open->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    auto* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    if (!document_->open(path, &error)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, error));
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot open file"), tr("Cannot open %1:\n%2").arg(path, error));
        return false;
    }
    rememberRecent(QFileInfo(path).absoluteFilePath());
    lastDirectoryPreference.set(QFileInfo(path).absolutePath());
    return true;
}

void MainWindow::chooseFileToOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open content file"), lastDirectoryPreference.get(),
                                                      tr("Rulebench content (*.rules.json *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::refresh()
{
    const auto& spec = document_->spec();
    treeModel_->setContent(spec ? outline(*spec) : std::vector<OutlineSection>{}, document_->diagnostics());
    tree_->expandAll();
    validation_->setDiagnostics(document_->diagnostics());
    definitionView_->clear();
    // Start where the first problem is, or on the first definition.
    if (validation_->model()->rowCount() > 0)
        showDiagnostic(validation_->model()->diagnostic(0));
    else if (treeModel_->rowCount() > 0)
        tree_->setCurrentIndex(treeModel_->index(0, 0, treeModel_->index(0, 0)));
    setWindowTitle(tr("%1 - Rulebench").arg(document_->path().isEmpty() ? tr("no file") : document_->displayName()));
    if (!document_->path().isEmpty())
        statusBar()->showMessage(tr("Opened %1: %2").arg(document_->path(), validation_->summary()));
}

void MainWindow::showSelectedDefinition()
{
    const QModelIndex current = tree_->currentIndex();
    const auto& spec = document_->spec();
    if (!current.isValid() || !spec) {
        definitionView_->clear();
        return;
    }
    const std::string key = fromQ(current.data(ContentTreeModel::SectionKeyRole).toString());
    const int definition = current.data(ContentTreeModel::DefinitionIndexRole).toInt();
    const OrderedJson all = contentToJson(*spec);
    if (!all.contains(key)) {
        definitionView_->setPlainText(tr("This section is empty."));
        return;
    }
    const OrderedJson& section = all[key];
    const OrderedJson shown = definition < 0 ? section : section.at(static_cast<std::size_t>(definition));
    definitionView_->setPlainText(toQ(shown.dump(2)));
}

void MainWindow::showDiagnostic(const Diagnostic& diagnostic)
{
    std::string section;
    std::size_t index = 0;
    QModelIndex target;
    if (definitionOfPath(diagnostic.path, section, index))
        target = treeModel_->indexOf(toQ(section), static_cast<int>(index));
    else if (!diagnostic.path.empty())
        target = treeModel_->indexOf(toQ(diagnostic.path.substr(0, diagnostic.path.find_first_of(".["))));
    if (!target.isValid())
        return;
    tree_->setCurrentIndex(target);
    tree_->scrollTo(target);
}

QStringList MainWindow::recentFiles() const { return recentFilesPreference.get(); }

void MainWindow::rememberRecent(const QString& path)
{
    QStringList recent = recentFilesPreference.get();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    recentFilesPreference.set(recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList recent = recentFilesPreference.get();
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName() + QStringLiteral("  —  ") + QFileInfo(path).absolutePath(),
                               this, [this, path] { openFile(path); });
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    geometryPreference.set(saveGeometry());
    statePreference.set(saveState());
    event->accept();
}

} // namespace rb
