#pragma once
// The sandbox's stat watch: stats pinned by actor, each with its value every
// turn of the history, its value and change at the session's turn, and its
// explanation there; a row whose value changed on that turn is highlighted.
// Pinned from here (the actor and stat boxes) or from the inspector's stats
// (its context menu); the pins are the view's, the values the session's.

#include <QWidget>

#include <utility>
#include <vector>

class QComboBox;
class QPushButton;
class QTreeWidget;

namespace rb {

class SandboxSession;

class StatWatch : public QWidget {
    Q_OBJECT
public:
    explicit StatWatch(SandboxSession* session, QWidget* parent = nullptr);

    // Pins an actor's stat (once); unpins it.
    void pin(const QString& actor, const QString& stat);
    void unpin(const QString& actor, const QString& stat);
    const std::vector<std::pair<QString, QString>>& pins() const { return pins_; }

    QTreeWidget* table() const { return table_; }
    QComboBox* actorBox() const { return actor_; }
    QComboBox* statBox() const { return stat_; }
    QPushButton* watchButton() const { return watch_; }

    enum Column { ActorColumn, StatColumn, NowColumn, ChangeColumn, EachTurnColumn, WhyColumn, ColumnCount };

private:
    void refreshChoices();
    void refresh();

    SandboxSession* session_;
    QComboBox* actor_;
    QComboBox* stat_;
    QPushButton* watch_;
    QPushButton* unwatch_;
    QTreeWidget* table_;
    std::vector<std::pair<QString, QString>> pins_;
};

} // namespace rb
