#pragma once
// The editor's main window: the content tree, the selected definition, and
// the validation panel, with File > Open, recent files and saved layout.

#include <QMainWindow>

class QMenu;
class QPlainTextEdit;
class QTreeView;

namespace rb {

class ContentDocument;
class ContentTreeModel;
class ValidationPanel;
struct Diagnostic;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a content file; a file with mistakes opens with its diagnostics.
    // Returns false (after telling the user) only when it cannot be read.
    bool openFile(const QString& path);

    ContentDocument* document() const { return document_; }
    ContentTreeModel* contentModel() const { return treeModel_; }
    QTreeView* contentView() const { return tree_; }
    ValidationPanel* validationPanel() const { return validation_; }
    QPlainTextEdit* definitionView() const { return definitionView_; }
    QStringList recentFiles() const;

    // Selects the definition a diagnostic is about.
    void showDiagnostic(const Diagnostic& diagnostic);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void refresh();
    void showSelectedDefinition();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void chooseFileToOpen();

    ContentDocument* document_;
    ContentTreeModel* treeModel_;
    QTreeView* tree_;
    QPlainTextEdit* definitionView_;
    ValidationPanel* validation_;
    QMenu* recentMenu_ = nullptr;
};

} // namespace rb
