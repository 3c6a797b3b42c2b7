#include "startup_steps.h"

#include "document/content_commands.h"
#include "document/content_document.h"
#include "main_window.h"
#include "common/prompts.h"
#include "document/recovery_store.h"

#include <QCoreApplication>
#include <QTimer>
#include <QUndoStack>

#include <iostream>

namespace rb {

namespace {
// The recovery question answered from the command line; every other question
// is asked as usual.
class RecoveryAnswer : public Prompts {
public:
    explicit RecoveryAnswer(RecoverChoice choice) : choice_(choice) {}
    RecoverChoice askRecover(QWidget*, const QString& document, const KeptWork& kept) override
    {
        const char* done = choice_ == RecoverChoice::Recover   ? "recovered"
                           : choice_ == RecoverChoice::Discard ? "discarded"
                                                               : "set aside";
        std::cerr << "rulebench: " << done << " the unsaved changes to " << document.toStdString() << " autosaved at "
                  << kept.written.toString(Qt::ISODate).toStdString() << "\n";
        for (const QString& change : kept.changes)
            std::cerr << "  " << change.toStdString() << "\n";
        return choice_;
    }

private:
    RecoverChoice choice_;
};

bool setField(MainWindow& window, const StartupStep& step, QString* error)
{
    const int index = window.definitionIndex(step.section, step.name);
    if (index < 0) {
        *error = QStringLiteral("no %1 named \"%2\"").arg(step.section, step.name);
        return false;
    }
    const Json value = Json::parse(step.value.toStdString(), nullptr, false);
    if (value.is_discarded()) {
        *error = QStringLiteral("\"%1\" is not a JSON value").arg(step.value);
        return false;
    }
    edit::setField(window.document(), step.section, index, QLatin1Char('/') + step.field, value, false); // a step of its own
    return true;
}
} // namespace

std::optional<StartupStep> parseStartupStep(const QString& text, QString* error)
{
    if (text == QLatin1String("undo"))
        return StartupStep{StartupStep::Kind::Undo, {}, {}, {}, {}};
    if (text == QLatin1String("save"))
        return StartupStep{StartupStep::Kind::Save, {}, {}, {}, {}};
    if (text == QLatin1String("quit"))
        return StartupStep{StartupStep::Kind::Quit, {}, {}, {}, {}};
    // set SECTION:NAME/FIELD=JSON: the name may hold spaces, the field is after the last '/'.
    if (text.startsWith(QLatin1String("set "))) {
        const QString rest = text.mid(4);
        const qsizetype colon = rest.indexOf(QLatin1Char(':')), equals = rest.indexOf(QLatin1Char('='));
        const qsizetype slash = rest.lastIndexOf(QLatin1Char('/'), equals);
        if (colon > 0 && slash > colon + 1 && equals > slash + 1)
            return StartupStep{StartupStep::Kind::Set, rest.left(colon), rest.mid(colon + 1, slash - colon - 1),
                               rest.mid(slash + 1, equals - slash - 1), rest.mid(equals + 1)};
    }
    *error = QStringLiteral("unknown step \"%1\": a step is `set SECTION:NAME/FIELD=JSON`, `undo`, `save` or `quit`")
                 .arg(text);
    return std::nullopt;
}

std::optional<Prompts::RecoverChoice> recoveryAnswer(const QString& word)
{
    if (word == QLatin1String("yes"))
        return Prompts::RecoverChoice::Recover;
    if (word == QLatin1String("no"))
        return Prompts::RecoverChoice::Discard;
    if (word == QLatin1String("later"))
        return Prompts::RecoverChoice::Later;
    return std::nullopt;
}

void answerRecoveryWith(MainWindow& window, Prompts::RecoverChoice choice)
{
    window.setPrompts(std::make_unique<RecoveryAnswer>(choice));
}

bool runStartupSteps(MainWindow& window, const QList<StartupStep>& steps, QString* error)
{
    for (const StartupStep& step : steps) {
        switch (step.kind) {
        case StartupStep::Kind::Set:
            if (!setField(window, step, error))
                return false;
            break;
        case StartupStep::Kind::Undo: window.document()->undoStack()->undo(); break;
        case StartupStep::Kind::Save: // as File > Save does, without a dialog to block on
            if (!window.document()->save(error))
                return false;
            window.recoveryStore()->discard(window.document()->path());
            break;
        case StartupStep::Kind::Quit: QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); }); return true;
        }
    }
    return true;
}

} // namespace rb
