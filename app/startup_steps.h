#pragma once
// What the editor's command line asks of it beyond opening files: the
// autosave interval, the answer to the recovery question, and steps run in
// order once the files are open (set a field, undo, save, quit), for scripted
// demos and for the test that crashes a real editor process.

#include "common/prompts.h"
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

class MainWindow;

// One `--do` step as written: `set SECTION:NAME/FIELD=JSON`, `undo`, `save` or
// `quit`; the JSON value is parsed when the step runs.
struct StartupStep {
    enum class Kind { Set, Undo, Save, Quit } kind = Kind::Quit;
    QString section, name, field, value;
};

// The step `text` names, or nothing with `error` saying why.
std::optional<StartupStep> parseStartupStep(const QString& text, QString* error);

// `--recover`'s word as a choice: yes recovers, no discards, later sets the work aside.
std::optional<Prompts::RecoverChoice> recoveryAnswer(const QString& word);
// Answers the recovery question without asking and says on standard error which it did.
void answerRecoveryWith(MainWindow& window, Prompts::RecoverChoice choice);

// Runs the steps in order; on the first that fails, false with `error` saying
// why. `quit` ends the event loop once it starts (exit code 0).
bool runStartupSteps(MainWindow& window, const QList<StartupStep>& steps, QString* error);

} // namespace rb
