#pragma once
// The sandbox's actor list: every actor with its kind, cell, status badges,
// what it wears and carries and its first stats; then the props, greyed, with
// their health. Choosing a row asks for that actor or prop to be inspected.

#include <QTreeWidget>

namespace rb {

class SandboxSession;

class ActorList : public QTreeWidget {
    Q_OBJECT
public:
    explicit ActorList(SandboxSession* session, QWidget* parent = nullptr);

    // Marks the row of this id as the current one (none when empty).
    void setSelected(const QString& id);

signals:
    void actorChosen(const QString& id);

private:
    void refresh();

    SandboxSession* session_;
    QString selected_;
};

} // namespace rb
