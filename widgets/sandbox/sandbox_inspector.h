#pragma once
// The sandbox's inspector: the stacking inspector showing the chosen actor
// of the session's world as it stands (no one when a prop is chosen), again
// after every turn.

#include "sandbox/stacking_inspector.h"

#include <memory>

namespace rb {

class SandboxSession;

class ActorInspector : public StackingInspector {
    Q_OBJECT
public:
    explicit ActorInspector(SandboxSession* session, QWidget* parent = nullptr);

signals:
    // "Watch" from a stat's context menu.
    void watchRequested(const QString& actor, const QString& stat);

private:
    void refresh();

    SandboxSession* session_;
    // What is shown names these: kept alive while shown, whatever the session opens next.
    std::shared_ptr<const Definitions> shownDefinitions_;
};

} // namespace rb
