// MainWindow's scenario document: New Scenario for the open content, the
// scenario the sandbox opens becoming the document its editor changes, saving
// it (the turns played by hand as its script), its autosave and recovery, its
// name in the title, and Edit's Undo acting on the stack of the view in front.
#include "main_window.h"

#include "common/prompts.h"
#include "common/qt_strings.h"
#include "document/content_changes.h"
#include "document/content_document.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "batch/batch_view.h"
#include "sandbox/sandbox_panel.h"
#include "sandbox/sandbox_script.h"
#include "scenario/scenario_editor.h"

#include <QFileInfo>

#include <algorithm>
#include <QLocale>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace rb {

// "Saved acid.scenario.json: 3 script entries over 4 turns", or that the
// turns played added nothing to the script (behaviours played them).
QString savedScriptMessage(const QString& file, const ScriptWritten& written)
{
    const auto entries = static_cast<long long>(written.script.size());
    const bool added = written.script.size() > written.before;
    if (!added && written.turns <= 0)
        return MainWindow::tr("Saved %1").arg(file);
    if (!added)
        return MainWindow::tr("Saved %1: the turns played came from behaviours: the script is unchanged, replay with --turns %2")
            .arg(file)
            .arg(written.turns);
    std::int64_t over = written.turns;
    for (const ActionSpec& entry : written.script)
        over = std::max(over, entry.turn);
    return MainWindow::tr("Saved %1: %2 over %3")
        .arg(file, counted(entries, MainWindow::tr("script entry"), MainWindow::tr("script entries")),
             counted(static_cast<long long>(over), MainWindow::tr("turn"), MainWindow::tr("turns")));
}

void MainWindow::connectScenario()
{
    undoGroup_->addStack(document_->undoStack());
    undoGroup_->addStack(scenario_->undoStack());
    undoGroup_->setActiveStack(document_->undoStack());
    connect(centre_, &QTabWidget::currentChanged, this, &MainWindow::followFrontView);
    sandbox_->session()->followScenario(scenario_);
    // After the session, so an edit's new start is there before the panel goes to its entry's turn.
    script_ = new ScriptPanel(sandbox_->session(), scenario_);
    sandbox_->addTab(script_, tr("Script"));
    connect(document_, &ContentDocument::definitionRenamed, scenario_, &ScenarioDocument::renameDefinition);
    connect(scenario_, &ScenarioDocument::modifiedChanged, this, &MainWindow::refreshTitle);
    connect(scenario_, &ScenarioDocument::pathChanged, this, &MainWindow::refreshTitle);
    connect(scenario_, &ScenarioDocument::opened, this, &MainWindow::refreshTitle);
    connect(scenario_, &ScenarioDocument::opened, this, &MainWindow::followFrontView);
    // The Batch and Balance tabs play the scenario the sandbox or the Scenario view has open.
    connect(scenario_, &ScenarioDocument::opened, this, [this] { offerScenarioToBatch(); });
    connect(scenario_, &ScenarioDocument::saved, this, [this] { offerScenarioToBatch(true); }); // its actors may differ
    connect(sandbox_->session(), &SandboxSession::opened, this, [this] { offerScenarioToBatch(); });
    // A turn played or an action queued by hand is work Quit asks about: the title marks it.
    for (auto changed : {&SandboxSession::opened, &SandboxSession::turnsChanged, &SandboxSession::queueChanged})
        connect(sandbox_->session(), changed, this, &MainWindow::refreshTitle);
    connect(sandbox_->session(), &SandboxSession::scenarioModifiedChanged, this, &MainWindow::refreshTitle);
    connect(scenarioEditor_, &ScenarioEditor::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    // Back at the saved state by undo: nothing is left to recover.
    connect(scenario_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean && !scenario_->isModified())
            recovery_->discard(scenario_->playPath());
    });
}

void MainWindow::followFrontView()
{
    const bool scenarioInFront = centre_->currentWidget() == sandboxArea_ || centre_->currentWidget() == scenarioArea_;
    undoGroup_->setActiveStack(scenarioInFront && scenario_->isOpen() ? scenario_->undoStack() : document_->undoStack());
}

QString MainWindow::scenarioTitle() const
{
    const bool unsaved = scenarioHasUnsavedWork();
    if (!scenario_->isOpen() && !unsaved)
        return {};
    return QStringLiteral(" — %1%2").arg(scenarioName(), unsaved ? QStringLiteral("*") : QString());
}

void MainWindow::offerScenarioToBatch(bool again)
{
    const SandboxSession* session = sandbox_->session();
    const QString played = session->isOpen() ? session->scenarioFile() : QString();
    const bool untitled = scenario_->isOpen() && scenario_->path().isEmpty()
                          && (played.isEmpty() || played == scenario_->playPath());
    const QString offer = untitled ? scenario_->playPath() : !played.isEmpty() ? played : scenario_->path();
    // Only another scenario replaces what the batch plays (the session opens
    // again after each edit): one chosen with Browse… stays until then.
    if (offer.isEmpty() || (offer == offeredToBatch_ && !again))
        return;
    offeredToBatch_ = offer;
    if (untitled)
        batch_->setUnsavedScenario(scenario_->displayName());
    else
        batch_->setScenario(offer);
}

bool MainWindow::scenarioHasUnsavedWork() const
{
    return scenario_->isModified() || sandbox_->session()->hasUnsavedWork();
}

QString MainWindow::scenarioName() const
{
    const SandboxSession* session = sandbox_->session();
    return scenario_->isOpen()                ? scenario_->displayName()
           : session->scenarioFile().isEmpty() ? tr("the sandbox's scenario (from the grid preview)")
                                               : QFileInfo(session->scenarioFile()).fileName();
}

bool MainWindow::newScenario()
{
    if (!maybeKeepScenario())
        return false;
    if (document_->path().isEmpty()) {
        prompts_->showError(this, tr("Cannot start a scenario"),
                            tr("Save the content first: a scenario names the content file it plays."));
        return false;
    }
    const QFileInfo content(document_->path());
    scenario_->openNew(content.absolutePath(), newScenarioSpec(content.fileName()));
    offerScenarioRecovery(); // an untitled scenario of this content a crash left
    QStringList problems;
    if (!sandbox_->openScenario(scenario_->playPath(), &problems)) {
        prompts_->showError(this, tr("Cannot start a scenario"), problems.join(QLatin1Char('\n')));
        scenario_->close();
        return false;
    }
    centre_->setCurrentWidget(scenarioArea_);
    followFrontView();
    statusBar()->showMessage(tr("New scenario for %1: paint the map and place what plays in it.").arg(content.fileName()));
    return true;
}

bool MainWindow::playScenarioDocument(QStringList* problems)
{
    return sandbox_->openScenario(scenario_->playPath(), problems);
}

bool MainWindow::sandboxPlaysScenario() const
{
    return scenario_->isOpen() && sandbox_->session()->isOpen()
           && sandbox_->session()->scenarioFile() == scenario_->playPath();
}

std::int64_t MainWindow::keepPlayedTurns()
{
    if (!sandboxPlaysScenario())
        return 0;
    const Session& session = *sandbox_->session()->session();
    const std::int64_t turns = session.turn() - session.startTurn();
    scenario_->change(session.withPlayedScript(), turns == 1 ? tr("Keep the turn played as the script")
                                                             : tr("Keep the %1 turns played as the script").arg(turns));
    return turns;
}

bool MainWindow::saveScenario()
{
    if (!scenario_->isOpen() && !sandbox_->session()->isOpen()) {
        statusBar()->showMessage(tr("No scenario is open: File > New Scenario starts one."));
        return false;
    }
    return saveScenarioAs(SandboxSession::SaveAs::PlayedScript, scenario_->path());
}

bool MainWindow::saveScenarioDocument(const QString& path, std::int64_t& kept)
{
    kept = keepPlayedTurns();
    const QString before = scenario_->playPath(); // an untitled one's autosave goes with its first save
    QString error;
    if (!scenario_->saveAs(path, &error)) {
        prompts_->showError(this, tr("Save failed"), tr("%1 was not saved: %2").arg(path, error));
        return false;
    }
    recovery_->discard(before);
    recovery_->discard(scenario_->playPath());
    return true;
}

void MainWindow::autosaveScenario()
{
    if (scenario_->isModified())
        recovery_->write(scenario_->playPath(), scenario_->currentBytes());
    else if (scenario_->isOpen())
        recovery_->discard(scenario_->playPath());
}

void MainWindow::offerScenarioRecovery()
{
    const QString path = scenario_->path();
    const QString folder = QFileInfo(scenario_->playPath()).absolutePath();
    auto recovered = recovery_->find(scenario_->playPath());
    while (recovered && recovered->bytes == scenario_->diskBytes()) { // nothing would come back
        recovery_->discard(*recovered);
        recovered = recovery_->find(scenario_->playPath());
    }
    if (!recovered)
        return;
    const KeptWork kept{recovered->written, describeChanges(scenario_->diskBytes(), recovered->bytes), recovered->setAside};
    switch (prompts_->askRecover(this, scenario_->displayName(), kept)) {
    case Prompts::RecoverChoice::Recover: {
        QString error;
        QStringList problems;
        if (!scenario_->openBytes(recovered->bytes, path, folder, &error)
            || !playScenarioDocument(&problems)) {
            prompts_->showError(this, tr("Cannot recover the scenario"),
                                error.isEmpty() ? problems.join(QLatin1Char('\n')) : error);
            recovery_->setAside(*recovered); // kept for another try
            return;
        }
        recovery_->discard(*recovered);
        autosaveScenario(); // kept again at once, as this session's
        statusBar()->showMessage(tr("Recovered unsaved changes to %1: save to keep them.").arg(scenario_->displayName()));
        break;
    }
    case Prompts::RecoverChoice::Discard: recovery_->discard(*recovered); break;
    case Prompts::RecoverChoice::Later: recovery_->setAside(*recovered); break;
    }
}

} // namespace rb
