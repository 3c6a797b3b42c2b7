// MainWindow's files beyond opening and saving: the recent files menu,
// autosave into the recovery store, the question before work is closed, and
// a scenario's names the content no longer has.
#include "main_window.h"

#include "document/content_changes.h"
#include "document/content_document.h"
#include "preferences.h"
#include "common/prompts.h"
#include "document/recovery_store.h"
#include "document/scenario_document.h"
#include "document/scenario_renames.h"
#include "sandbox/sandbox_panel.h"
#include "common/qt_strings.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace rb {

namespace {
const Preference<QStringList> recentFilesPreference{QStringLiteral("files/recent")};
constexpr int kMaxRecentFiles = 8;
} // namespace

void MainWindow::autosaveNow()
{
    // Serialised and written on a worker: at game size the bytes take frames to make.
    if (document_->isModified() && document_->isEditable())
        recovery_->writeLater(document_->path(), document_->bytesLater());
    else
        recovery_->discard(document_->path());
    autosaveScenario();
}

std::optional<Recovery> MainWindow::askRecoveryFirst(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt; // the file will not open: its work stays kept for when it does
    const QByteArray disk = file.readAll();
    // A file that is not JSON opens read-only: nothing could be put back into it.
    const bool editable = Json::accept(disk.constData(), disk.constData() + disk.size());
    auto recovered = recovery_->find(path);
    // Kept work that would bring nothing back goes; the next kept, if any, is offered.
    while (recovered && (recovered->bytes == disk || !editable)) {
        recovery_->discard(*recovered);
        recovered = recovery_->find(path);
    }
    if (!recovered)
        return std::nullopt;
    if (isVisible()) { // painted before the question, not left black behind it
        statusBar()->showMessage(tr("Opening %1…").arg(path));
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
    const KeptWork kept{recovered->written, describeChanges(disk, recovered->bytes), recovered->setAside};
    switch (prompts_->askRecover(this, QFileInfo(path).fileName(), kept)) {
    case Prompts::RecoverChoice::Recover: return recovered;
    case Prompts::RecoverChoice::Discard: recovery_->discard(*recovered); break;
    case Prompts::RecoverChoice::Later: recovery_->setAside(*recovered); break; // openFile's message says so
    }
    return std::nullopt;
}

void MainWindow::putBackRecovered(const QString& path, const Recovery& recovered)
{
    document_->openBytes(recovered.bytes, path);
    recovery_->discard(recovered);
    autosaveNow(); // kept again at once, as this window's
    statusBar()->showMessage(tr("Recovered unsaved changes to %1: save to keep them.").arg(document_->displayName()));
}

bool MainWindow::mayWriteOverDisk()
{
    const QString path = document_->path();
    const bool gone = !QFileInfo::exists(path);
    if (gone && document_->diskBytes().isEmpty())
        return true; // never on disk: nothing to write over
    QFile file(path);
    if (!gone && !file.open(QIODevice::ReadOnly))
        return true; // unreadable: the save itself will say why it fails
    const QByteArray now = gone ? QByteArray() : file.readAll();
    if (!gone && now == document_->diskBytes())
        return true; // as read
    const QStringList changes = gone ? QStringList() : diffInWords(document_->diskBytes(), now);
    if (prompts_->askWriteOverDisk(this, document_->displayName(), changes, gone))
        return true;
    statusBar()->showMessage(gone ? tr("Not saved: %1 was deleted from disk.").arg(document_->displayName())
                                  : tr("Not saved: %1 changed on disk.").arg(document_->displayName()));
    return false;
}

void MainWindow::setAutosaveSeconds(int seconds) { autosave_->start(seconds * 1000); }

bool MainWindow::maybeSave()
{
    if (!document_->isModified())
        return true;
    switch (prompts_->askSaveChanges(this, document_->displayName())) {
    case Prompts::SaveChoice::Save: return save();
    case Prompts::SaveChoice::Discard: recovery_->discard(document_->path()); return true;
    case Prompts::SaveChoice::Cancel: return false;
    }
    return false;
}

bool MainWindow::maybeKeepScenario()
{
    SandboxSession* session = sandbox_->session();
    if (!scenarioHasUnsavedWork()) // as the title's * says
        return true;
    switch (prompts_->askSaveChanges(this, scenarioName())) {
    case Prompts::SaveChoice::Save:
        return saveScenarioAs(SandboxSession::SaveAs::PlayedScript,
                              scenario_->isOpen() ? scenario_->path() : session->scenarioFile());
    case Prompts::SaveChoice::Discard:
        if (scenario_->isOpen())
            recovery_->discard(scenario_->playPath());
        return true;
    case Prompts::SaveChoice::Cancel: return false;
    }
    return false;
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
                               this, [this, path] {
                                   if (maybeSave())
                                       openFile(path);
                               });
    recentMenu_->setEnabled(!recent.isEmpty());
}

QString MainWindow::fixMissingNames(const QString& scenario)
{
    const std::vector<NameToFix> fixes = namesToFix(*document_, scenario);
    if (fixes.empty())
        return {};
    QList<Prompts::NameChoice> names;
    for (const NameToFix& f : fixes)
        names.push_back({tr("%1 \"%2\"").arg(f.singular, f.name), f.choices});
    const QStringList chosen = prompts_->askNameFixes(this, QFileInfo(scenario).fileName(), names);
    if (chosen.size() != static_cast<qsizetype>(fixes.size()))
        return {};
    if (const QString why = fixScenarioNames(scenario, fixes, chosen); !why.isEmpty()) {
        prompts_->showError(this, tr("Cannot fix the scenario"), why);
        return {};
    }
    return tr("fixed %1").arg(counted(static_cast<long long>(fixes.size()), tr("name"), tr("names")));
}

} // namespace rb
