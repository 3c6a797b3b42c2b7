#pragma once
// The sandbox's inspector: the stacking inspector showing one actor of the
// session's world as it stands, again after every turn.

#include "sandbox/stacking_inspector.h"

#include <memory>

namespace rb {

class SandboxSession;

class ActorInspector : public StackingInspector {
    Q_OBJECT
public:
    explicit ActorInspector(SandboxSession* session, QWidget* parent = nullptr);

    // The actor shown (no one when empty, or when a prop is chosen).
    void showActor(const QString& id);

signals:
    // "Watch" from a stat's context menu.
    void watchRequested(const QString& actor, const QString& stat);

private:
    void refresh();

    SandboxSession* session_;
    QString id_;
    // What is shown names these: kept alive while shown, whatever the session opens next.
    std::shared_ptr<const Definitions> shownDefinitions_;
};

} // namespace rb
