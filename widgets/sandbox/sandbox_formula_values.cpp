#include "sandbox/sandbox_formula_values.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/stats/formula_names.h"

namespace rb {

SandboxFormulaValues::SandboxFormulaValues(SandboxSession* session, QObject* parent)
    : FormulaValues(parent)
    , session_(session)
{
    // Whatever the value reads may have moved: the scenario, the turn, the content, the actor.
    for (auto signal : {&SandboxSession::opened, &SandboxSession::turnsChanged, &SandboxSession::definitionsChanged,
                        &SandboxSession::chosenChanged})
        connect(session_, signal, this, &FormulaValues::changed);
    connect(session_, &SandboxSession::runningChanged, this, &FormulaValues::changed);
}

QString SandboxFormulaValues::valueOf(const QString& text) const
{
    const Session* session = session_->session();
    if (!session)
        return tr("Open a scenario in the sandbox and choose an actor there to see this formula's value.");
    if (session_->isRunning())
        return tr("The sandbox is running: the value shows when it stops.");
    const World& world = session->world();
    const QString chosen = session_->chosen();
    const WorldActor* actor = chosen.isEmpty() ? nullptr : world.actor(fromQ(chosen));
    if (!actor)
        return tr("Choose an actor in the sandbox to see this formula's value for it.");
    const FormulaCompile compiled = compileFormula(fromQ(text), formulaNames(world.definitions()), FormulaUse{});
    if (!compiled.formula)
        return tr("Its value for %1 shows once the formula has no mistake.").arg(chosen);
    const FormulaWorking working = world.explainFor(*compiled.formula, *actor);
    QString line = tr("= %1 for %2, turn %3").arg(working.value).arg(chosen).arg(world.turn() + 1);
    if (!compiled.formula->constant())
        line += QStringLiteral(": ") + toQ(working.text);
    if (compiled.formula->rolls())
        line += tr(" (dice at their least)");
    return line;
}

} // namespace rb
