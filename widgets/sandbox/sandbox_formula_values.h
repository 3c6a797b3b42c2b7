#pragma once
// A formula's value for the actor chosen in the sandbox, for the form's
// formula fields: "= 5 for hero, turn 4: 2 + strength of hero (7) / 2 = 5",
// or what it would need (a scenario open, an actor chosen, a run stopped).

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
