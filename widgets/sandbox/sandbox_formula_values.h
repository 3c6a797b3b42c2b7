#pragma once
// A formula's value for the actor chosen in the sandbox, for the form's
// formula fields: "= 5 for hero on goblin, turn 4: 2 + strength of hero (7) / 2
// = 5", or what it would need (a scenario open, an actor chosen, a run
// stopped). The chosen actor is the user; the target is the nearest other
// living actor, or the chosen one itself where the formula reads no user.

// Qt's headers come first: moc parses <concepts> only after them.
#include "common/formula_values.h"

namespace rb {

class SandboxSession;

class SandboxFormulaValues : public FormulaValues {
    Q_OBJECT
public:
    explicit SandboxFormulaValues(SandboxSession* session, QObject* parent = nullptr);
    QString valueOf(const QString& text) const override;

private:
    SandboxSession* session_;
};

} // namespace rb
