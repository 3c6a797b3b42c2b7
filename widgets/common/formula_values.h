#pragma once
// Where a formula field finds its value for the actor chosen in the sandbox.
// The sandbox answers (sandbox/sandbox_formula_values.h), the form asks; the
// window joins them, so neither module knows the other.

#include <QObject>
#include <QString>

namespace rb {

class FormulaValues : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // The value of a formula's text in words ("= 5 for hero on rat, turn 3: ..."),
    // or what it would need to have one ("Pick an actor in the sandbox ...").
    virtual QString valueOf(const QString& text) const = 0;

signals:
    // The answer may differ now: another actor, another turn, other content.
    void changed();
};

} // namespace rb
