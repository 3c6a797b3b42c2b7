#pragma once
// The sandbox's event log: each turn's events under the turn, searchable by
// their words or their breakpoint keys (a key is each event's tooltip).
// After an edit's replay, the events the edit brought are marked "+" and the
// ones it took away stay struck through, until the run before the edit goes.

#include <QWidget>

#include "rulebench/sandbox/run_diff.h"

#include <cstdint>
#include <map>

class QLineEdit;
class QTreeWidget;

namespace rb {

class SandboxSession;

class EventLog : public QWidget {
    Q_OBJECT
public:
    explicit EventLog(SandboxSession* session, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* filterEdit() const { return filter_; }

private:
    void rebuild();
    void follow();
    void addTurn(const TurnReport& report, const Definitions& defs);
    void filter(const QString& text);

    SandboxSession* session_;
    QLineEdit* filter_;
    QTreeWidget* tree_;
    // What the edit changed, by turn, for the turns the run before it played.
    std::map<std::int64_t, TurnDiff> changes_;
};

} // namespace rb
