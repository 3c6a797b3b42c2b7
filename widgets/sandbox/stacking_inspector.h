#pragma once
// The stacking inspector: for one actor, every status instance with its
// turns left, who applied it and its modifiers; every constant effect and
// flag with its source and duration; and any stat's value explained term by
// term in evaluation order.

#include "rulebench/stats/holder.h"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QTreeWidget;

namespace rb {

struct Definitions;

class StackingInspector : public QWidget {
    Q_OBJECT
public:
    explicit StackingInspector(QWidget* parent = nullptr);

    // Names an actor for "applied by".
    using ActorNames = std::function<QString(EntityRef)>;
    // Names a modifier's source; empty: describe(source, defs). The sandbox
    // passes World::describeSource, so a worn item reads "item plate armour #7".
    using SourceNames = std::function<QString(const Source&)>;
    // Shows `holder`; the definitions must outlive the next showHolder or clear.
    void showHolder(const QString& title, const Holder& holder, const Definitions& defs, ActorNames names,
                    SourceNames sources = {});
    void clear();

    // The stat explained below the stats table.
    void explainStat(StatId stat);

    QTreeWidget* statusesView() const { return statuses_; }
    QTreeWidget* effectsView() const { return effects_; }
    QTreeWidget* statsView() const { return stats_; }
    QListWidget* explanationView() const { return explanation_; }

private:
    void fillStatuses(const ActorNames& names);
    void fillEffects();
    void fillStats();
    QString sourceText(const Source& source) const;

    QLabel* title_;
    QTreeWidget* statuses_;
    QTreeWidget* effects_;
    QTreeWidget* stats_;
    QListWidget* explanation_;
    const Definitions* defs_ = nullptr;
    Holder holder_; // a copy: the world may step on while this is shown
    StatId explained_;
    SourceNames sources_;
};

} // namespace rb
