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
    // Who is who: the chosen actor is the user; the target is the nearest
    // other living actor, or the chosen one where the formula reads no user.
    const Formula& formula = *compiled.formula;
    bool readsTarget = false;
    for (const Formula::Reading& r : formula.readings())
        readsTarget = readsTarget || !r.user;
    const WorldActor* target = actor;
    if (formula.readsUser() && readsTarget)
        if (const WorldActor* other = world.nearestOther(*actor))
            target = other;
    const FormulaWorking working = world.explainFor(formula, *actor, *target);
    QString roles;
    if (formula.readsUser())
        roles += tr(" for %1").arg(chosen);
    if (readsTarget)
        roles += target == actor && formula.readsUser() ? tr(" on itself (no one else is alive)")
                                                        : tr(" on %1").arg(toQ(target->id));
    QString line = tr("= %1%2, turn %3").arg(working.value).arg(roles).arg(world.turn() + 1);
    if (!formula.constant())
        line += QStringLiteral(": ") + toQ(working.text);
    if (formula.rolls())
        line += tr(" (dice at their least)");
    return line;
}

} // namespace rb
