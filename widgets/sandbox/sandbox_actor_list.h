#pragma once
// The sandbox's actor list: every actor with its kind, cell, status badges,
// what it wears and carries and its first stats; then the props, greyed, with
// their health. Choosing a row chooses that actor or prop for every view.

#include <QTreeWidget>

namespace rb {

class SandboxSession;

class ActorList : public QTreeWidget {
    Q_OBJECT
public:
    explicit ActorList(SandboxSession* session, QWidget* parent = nullptr);

private:
    void refresh();
    void showChosen(); // the chosen one's row is the current one

    SandboxSession* session_;
};

} // namespace rb
