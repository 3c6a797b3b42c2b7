#pragma once
// The editor's main window: the content tree with its filter, the form of
// the selected definition, the validation panel and the undo history, with
// saving that never loses work (atomic saves, autosave, recovery).

#include "window_layout.h"

#include "document/recovery_store.h"
#include "sandbox/sandbox_session.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLineEdit;
class QMenu;
class QScrollArea;
class QTabWidget;
class QTimer;
class QTreeView;
class QUndoGroup;
class QUndoView;

namespace rb {

class ContentDocument;
class ContentTreeModel;
class TreeFilter;
class DefinitionForm;
class FindPanel;
struct FoundPlace;
class GridPreview;
class KeyboardMap;
class ManualWindow;
class QuestView;
class SandboxPanel;
class BalanceView;
class BatchView;
struct BatchRunToOpen;
class Prompts;
class RecoveryStore;
class ScenarioDocument;
class ScenarioEditor;
class ScriptPanel;
class SectionTableView;
class ValidationPanel;
struct Diagnostic;

// What a save of the played turns wrote: the script, how many entries it
// had before, and the turns played it keeps.
struct ScriptWritten {
    std::vector<ActionSpec> script;
    std::size_t before = 0;
    std::int64_t turns = 0;
};
// The status bar's word on it: "Saved acid.scenario.json: 3 script entries over 4 turns".
QString savedScriptMessage(const QString& file, const ScriptWritten& written);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a content file; a file with mistakes opens with its diagnostics.
    // Offers back unsaved work kept from a crash. Returns false (after telling
    // the user) when it cannot be read or the user cancelled.
    bool openFile(const QString& path);
    void newFile();
    bool save();
    bool saveAs(const QString& path = {});

    // Tests answer questions through their own Prompts, and keep recovery
    // files in a folder of their own.
    void setPrompts(std::unique_ptr<Prompts> prompts);
    void setRecoveryStore(std::unique_ptr<RecoveryStore> store);
    RecoveryStore* recoveryStore() const { return recovery_.get(); }
    void autosaveNow();
    // The autosave's interval, from the preference (at least 5 s) unless the
    // command line's --autosave-seconds says otherwise.
    void setAutosaveSeconds(int seconds);

    ContentDocument* document() const { return document_; }
    ContentTreeModel* contentModel() const { return treeModel_; }
    QTreeView* contentView() const { return tree_; }
    QLineEdit* treeFilter() const { return filter_; }
    DefinitionForm* form() const { return form_; }
    ValidationPanel* validationPanel() const { return validation_; }
    GridPreview* gridPreview() const { return preview_; }
    QuestView* questView() const { return quests_; }
    SandboxPanel* sandbox() const { return sandbox_; }
    BatchView* batch() const { return batch_; }
    BalanceView* balance() const { return balance_; }
    QScrollArea* formArea() const { return formArea_; }
    SectionTableView* table() const { return table_; }
    // File > Export Section... and Import Section... (main_window_table.cpp):
    // the table's section as CSV, and a CSV read into it as one undo step,
    // every refused cell listed; when the CSV lacks some of the section's
    // definitions, asks whether they go with it. Asks for the file when `path` is empty.
    bool exportSection(QString path = {});
    bool importSection(QString path = {});
    // The Find pane (main_window_find.cpp): Edit > Find... and Find Usages,
    // which lists every place that names the selected definition (false when
    // none is selected).
    FindPanel* findPanel() const { return find_; }
    bool findUsages();
    // Opens the Find pane on top of the panes under the centre.
    void showFindPane();
    // Opens the scenario in the sandbox tab; problems are shown to the user.
    bool openScenario(const QString& path);
    // Opens the content file a scenario names in the editor, then the scenario.
    bool openScenarioWithContent(const QString& path);
    // One run of a batch in the sandbox: the scenario at its seed, at turn `at` (its end when not given).
    // A swept row's run plays with its value set.
    void openBatchRun(const BatchRunToOpen& run);
    // Starts the sandbox from the grid preview's map and actors.
    bool sandboxFromPreview();
    // Saves the sandbox's scenario: with the turns played as its script, or
    // as a snapshot that resumes at the turn reached. Asks for the file when
    // `path` is empty; says in the status bar what was written.
    bool saveScenarioAs(SandboxSession::SaveAs form, QString path = {});
    // The scenario document (main_window_scenario.cpp): a new one for the open
    // content (a bordered room, nothing placed), shown in the Scenario view;
    // Save writes it with the turns played by hand as its script (asking for
    // the file the first time).
    bool newScenario();
    bool saveScenario();
    ScenarioDocument* scenario() const { return scenario_; }
    ScenarioEditor* scenarioEditor() const { return scenarioEditor_; }
    QUndoGroup* undoGroup() const { return undoGroup_; }
    // Help > Manual (F1): the manual at the page for the pane or view with
    // the keyboard, else the view in front; null until first opened.
    void openManual();
    ManualWindow* manualWindow() const { return manual_; }
    ScriptPanel* scriptPanel() const { return script_; }
    QStringList recentFiles() const;

    // Selects a definition in the tree and shows its form.
    void selectDefinition(const QString& section, int index);
    // The index of a definition by name, or -1.
    int definitionIndex(const QString& section, const QString& name) const;
    // The selected definition's section and index (-1 when a section or nothing is selected).
    QString currentSection() const;
    int currentIndex() const;
    // Selects the definition a diagnostic is about and focuses its field.
    void showDiagnostic(const Diagnostic& diagnostic);

    void addDefinition();
    void duplicateDefinition();
    void deleteDefinition();
    void moveDefinition(int delta);
    void goToDefinition();
    // Focuses the selected definition's name with all of it selected (Add, Duplicate, Rename).
    void focusName();

    KeyboardMap* keyboard() const { return keyboard_; }

protected:
    void closeEvent(QCloseEvent* event) override;
    // Tab and Shift+Tab go content -> centre -> bottom panes (KeyboardMap).
    bool focusNextPrevChild(bool next) override;

private:
    // Offers a choice for each name the scenario gives that the content lacks
    // and rewrites the scenario with the choices; says what it fixed ("fixed
    // 1 name"), or nothing when there is none or the designer cancels.
    QString fixMissingNames(const QString& scenario);
    void buildCentre();
    WindowLayout::Docks buildDocks();
    void addViewAndHelpMenus();
    void addKeyboard(QMenu* view); // the keys of views, panes and the sandbox, and the focus rules
    void connectViews(); // the views, the document and the form to one another
    void createMenus();
    // The Table tab's wiring and File's Export and Import Section (main_window_table.cpp).
    void connectTable();
    void addSectionFileActions(QMenu* file);
    // Edit's Find..., Find Next and Previous, Find Usages; the pane's wiring and the context menus.
    void addFindActions(QMenu* edit);
    void connectFind();
    // A place found: a definition's form at its field, or a scenario at its actor or script line.
    void openFoundPlace(const FoundPlace& place, bool focus);
    void openScenarioPlace(const FoundPlace& place);
    QAction* toolbarStep(QAction* menuAction, const QString& text);
    bool maybeSave();
    // Before a save over the document's own file: when another program
    // changed it (or deleted it) since it was read, asks whether to write
    // over it, saying what changed. Asked again at every such save.
    bool mayWriteOverDisk();
    // Asks before the sandbox's scenario with actions played by hand (or a
    // rename's changes) that no file holds is replaced or closed: save it
    // (as its played script), discard it, or cancel.
    bool maybeKeepScenario();
    void refreshTitle();
    // The scenario document's wiring and its parts (main_window_scenario.cpp).
    void connectScenario();
    void followFrontView(); // Edit's Undo acts on the stack of the view in front
    QString scenarioTitle() const;
    // Whether Quit (or opening another) would ask about the scenario: its
    // edits, or turns played or actions queued by hand that no file holds.
    bool scenarioHasUnsavedWork() const;
    // The Batch tab (and so Balance) plays the scenario open here, or says to save an untitled one.
    void offerScenarioToBatch(bool again = false);
    QString scenarioName() const; // in that question and the title
    bool playScenarioDocument(QStringList* problems = nullptr);
    bool sandboxPlaysScenario() const;
    // The turns played by hand become the script (an undo step); how many.
    std::int64_t keepPlayedTurns();
    // Saves the scenario document with the turns played kept (how many in `kept`).
    bool saveScenarioDocument(const QString& path, std::int64_t& kept);
    void autosaveScenario();
    void offerScenarioRecovery();
    void onCurrentChanged();
    void onFileChangedOnDisk();
    // Offers back work a crash (or a "Later") left for the file about to be
    // opened: asked before the file is loaded (a large one takes seconds),
    // over the window painted. The kept work to put back when taken.
    std::optional<Recovery> askRecoveryFirst(const QString& path);
    // The work taken back, as one undo step above the file just opened.
    void putBackRecovered(const QString& path, const Recovery& recovered);
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void chooseFileToOpen();
    void updateActions();
    void pickKeptDefinition();
    // Shows a trigger with a burst in the grid preview: the one at
    // `trigger`, or the definition's first burst when it is -1.
    void previewTrigger(int trigger);

    ContentDocument* document_;
    ContentTreeModel* treeModel_;
    TreeFilter* proxy_;
    QTreeView* tree_;
    QLineEdit* filter_;
    QString openedMessage_; // the status bar's word on the file just opened, cleared when it goes stale
    // The definition picked when the whole content is about to be replaced (a
    // conflict answered, a recovery, the balance view's edit), picked again
    // by name once the tree is rebuilt: section key and name.
    QString keptSection_, keptName_;
    bool opening_ = false; // a file opened or a new one: it starts where openFile says
    DefinitionForm* form_;
    QScrollArea* formArea_;
    ValidationPanel* validation_;
    GridPreview* preview_;
    QuestView* quests_;
    SandboxPanel* sandbox_;
    BatchView* batch_;
    BalanceView* balance_ = nullptr;
    SectionTableView* table_;
    FindPanel* find_ = nullptr;
    QAction* findUsagesAction_ = nullptr;
    QTabWidget* centre_;
    QScrollArea* sandboxArea_;
    ScenarioDocument* scenario_;
    QString offeredToBatch_; // the scenario last given to the Batch tab
    ScenarioEditor* scenarioEditor_;
    QScrollArea* scenarioArea_;
    QUndoGroup* undoGroup_;
    ScriptPanel* script_ = nullptr; // the scenario's script, a tab of the sandbox
    WindowLayout* layout_ = nullptr;
    KeyboardMap* keyboard_ = nullptr;
    QUndoView* undoView_;
    QMenu* recentMenu_ = nullptr;
    ManualWindow* manual_ = nullptr;
    QTimer* autosave_;
    std::unique_ptr<Prompts> prompts_;
    std::unique_ptr<RecoveryStore> recovery_;
    QList<QAction*> definitionActions_; // enabled when a definition is selected
    QAction* addAction_ = nullptr;
    QAction* saveAction_ = nullptr;
};

} // namespace rb
