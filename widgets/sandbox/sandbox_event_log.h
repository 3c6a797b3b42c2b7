#pragma once
// The sandbox's event log: each turn's events under the turn, searchable by
// their words or their breakpoint keys (a key is each event's tooltip).
// After an edit's replay, the events the edit brought are marked "+", the
// ones it changed "~" (the same event, other numbers; the tooltip says what
// it was) and the ones it took away stay struck through, until the run
// before the edit goes. When a run stops at a breakpoint event, that event
// is selected and scrolled to.

#include <QWidget>

#include "rulebench/sandbox/run_diff.h"

#include <cstdint>
#include <map>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace rb {

class SandboxSession;

class EventLog : public QWidget {
    Q_OBJECT
public:
    explicit EventLog(SandboxSession* session, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filterEdit() const { return filter_; }
    // How an event line compares with the run before the edit (on each line, at kMarkRole).
    enum class EventMark { Same, New, Changed, Gone };
    static constexpr int kMarkRole = Qt::UserRole + 1;

private:
    void rebuild();
    void follow();
    void addTurn(const TurnReport& report, const Definitions& defs);
    void addEvent(QTreeWidgetItem* turnItem, const QString& text, const QString& key, EventMark mark, const QString& was);
    void filter(const QString& text);
    void showMatch(qint64 turn, int event);

    SandboxSession* session_;
    QLineEdit* filter_;
    QTreeWidget* tree_;
    // What the edit changed, by turn, for the turns the run before it played.
    std::map<std::int64_t, TurnDiff> changes_;
};

} // namespace rb
