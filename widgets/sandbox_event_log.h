#pragma once
// The sandbox's event log: each turn's events under the turn, searchable by
// their words or their breakpoint keys (a key is each event's tooltip).

#include <QWidget>

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
    void filter(const QString& text);

    SandboxSession* session_;
    QLineEdit* filter_;
    QTreeWidget* tree_;
};

} // namespace rb
