#include "sandbox/sandbox_event_log.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/world/events.h"

#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <deque>
#include <set>

namespace rb {

EventLog::EventLog(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , filter_(new QLineEdit)
    , tree_(new QTreeWidget)
{
    tree_->setHeaderLabels({tr("Event log")});
    tree_->setUniformRowHeights(true);
    filter_->setPlaceholderText(tr("Search the log"));
    filter_->setClearButtonEnabled(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(filter_);
    layout->addWidget(tree_);

    connect(filter_, &QLineEdit::textChanged, this, &EventLog::filter);
    session_->observe(this, &EventLog::rebuild, &EventLog::follow);
    connect(session_, &SandboxSession::runBeforeCleared, this, &EventLog::rebuild);
    connect(session_, &SandboxSession::runFinished, this,
            [this](qint64 turn, bool, bool, bool, const QString&, int matchedEvent) { showMatch(turn, matchedEvent); });
    rebuild();
}

void EventLog::rebuild()
{
    tree_->clear();
    changes_.clear();
    const SandboxSession::RunBefore* before = session_->runBefore();
    if (const auto played = session_->played(); before && played) {
        const std::vector<TurnLines> old = runLines(*before->definitions, before->reports);
        std::vector<TurnLines> now = runLines(played->definitions, played->history.reports());
        // Turns the run before the edit never played are not changes.
        const std::int64_t last = old.empty() ? 0 : old.back().turn;
        std::erase_if(now, [&](const TurnLines& t) { return t.turn > last; });
        for (TurnDiff& d : diffRuns(old, now))
            changes_.emplace(d.turn, std::move(d));
    }
    follow();
}

// The turns of the history, one item each: the ones stepped back over go,
// new ones come (a turn's report never changes once made).
void EventLog::follow()
{
    const auto played = session_->played();
    if (!played)
        return;
    const auto& [session, history, defs] = *played;
    const auto done = static_cast<int>(history.turn() - history.startTurn());
    while (tree_->topLevelItemCount() > done)
        delete tree_->takeTopLevelItem(tree_->topLevelItemCount() - 1);
    // Only the new turns' reports, recomputed if need be.
    history.forEachReport(history.startTurn() + 1 + tree_->topLevelItemCount(), history.turn(), [&](const TurnReport& r) {
        addTurn(r, defs);
        tree_->topLevelItem(tree_->topLevelItemCount() - 1)->setExpanded(tree_->topLevelItemCount() == done);
    });
    if (tree_->topLevelItemCount() > 0)
        tree_->scrollToItem(tree_->topLevelItem(tree_->topLevelItemCount() - 1));
    filter(filter_->text());
}

// The event a run stopped at: its line, under its turn, selected and in sight.
void EventLog::showMatch(qint64 turn, int event)
{
    const auto played = session_->played();
    if (!played || event < 0)
        return;
    QTreeWidgetItem* turnItem = tree_->topLevelItem(static_cast<int>(turn - played->history.startTurn()) - 1);
    if (!turnItem || event >= turnItem->childCount())
        return;
    QTreeWidgetItem* line = turnItem->child(event);
    turnItem->setExpanded(true);
    tree_->setCurrentItem(line);
    tree_->scrollToItem(line, QAbstractItemView::PositionAtCenter);
}

void EventLog::addTurn(const TurnReport& r, const Definitions& defs)
{
    QString title = tr("Turn %1 (%2)").arg(r.turn).arg(counted(static_cast<long long>(r.events.size()), tr("event"), tr("events")));
    const auto change = changes_.find(r.turn);
    const TurnDiff* diff = change == changes_.end() ? nullptr : &change->second;
    if (diff)
        title += tr(": %1 new, %2 changed, %3 gone since the edit")
                     .arg(diff->appeared.size() - diff->changed.size())
                     .arg(diff->changed.size())
                     .arg(diff->vanished.size() - diff->changed.size());
    auto* turnItem = new QTreeWidgetItem(tree_, {title});
    // The diff matches the first ones of equal lines: the last ones of those are new.
    std::map<std::string, std::size_t> left, appeared;
    std::map<std::string, std::deque<std::string>> was; // a changed line's words before the edit
    std::set<std::size_t> changedAway;                  // vanished lines shown as a change instead
    for (const WorldEvent& e : r.events)
        ++left[eventText(defs, e)];
    if (diff) {
        for (const std::string& line : diff->appeared)
            ++appeared[line];
        for (const TurnDiff::Change& c : diff->changed) {
            was[diff->appeared[c.appeared]].push_back(diff->vanished[c.vanished]);
            changedAway.insert(c.vanished);
        }
    }
    for (const WorldEvent& e : r.events) {
        const std::string line = eventText(defs, e);
        const bool isNew = left[line]-- <= appeared[line];
        std::deque<std::string>& before = was[line];
        const bool isChanged = isNew && !before.empty();
        addEvent(turnItem, toQ(line), toQ(eventKey(defs, e)), !isNew ? EventMark::Same : isChanged ? EventMark::Changed : EventMark::New,
                 isChanged ? toQ(before.front()) : QString());
        if (isChanged)
            before.pop_front();
    }
    if (!diff)
        return;
    for (std::size_t v = 0; v < diff->vanished.size(); ++v)
        if (!changedAway.contains(v))
            addEvent(turnItem, toQ(diff->vanished[v]), QString(), EventMark::Gone, QString());
}

void EventLog::addEvent(QTreeWidgetItem* turnItem, const QString& text, const QString& key, EventMark mark, const QString& was)
{
    static const QString kPrefix[] = {QString(), QStringLiteral("+ "), QStringLiteral("~ "), QString()};
    auto* item = new QTreeWidgetItem(turnItem, {kPrefix[static_cast<int>(mark)] + text});
    // The whole line (a narrow log elides it) and the key a breakpoint matches.
    QString tip = text;
    if (!key.isEmpty())
        tip += QLatin1Char('\n') + tr("breakpoint key: %1").arg(key);
    switch (mark) {
    case EventMark::Same: break;
    case EventMark::New:
        tip += QLatin1Char('\n') + tr("new since the edit");
        item->setForeground(0, QColor(0x1a, 0x7f, 0x37));
        break;
    case EventMark::Changed:
        tip += QLatin1Char('\n') + tr("changed by the edit; before it: %1").arg(was);
        item->setForeground(0, QColor(0x1f, 0x5f, 0xbf));
        break;
    case EventMark::Gone: {
        QFont struck = item->font(0);
        struck.setStrikeOut(true);
        item->setFont(0, struck);
        item->setForeground(0, QColor(0x88, 0x88, 0x88));
        tip += QLatin1Char('\n') + tr("gone since the edit");
        break;
    }
    }
    item->setToolTip(0, tip);
    item->setData(0, Qt::UserRole, key);
    item->setData(0, kMarkRole, static_cast<int>(mark));
}

void EventLog::filter(const QString& text)
{
    for (int t = 0; t < tree_->topLevelItemCount(); ++t) {
        QTreeWidgetItem* turnItem = tree_->topLevelItem(t);
        int shown = 0;
        for (int i = 0; i < turnItem->childCount(); ++i) {
            QTreeWidgetItem* e = turnItem->child(i);
            const bool match = text.isEmpty() || e->text(0).contains(text, Qt::CaseInsensitive)
                               || e->data(0, Qt::UserRole).toString().contains(text, Qt::CaseInsensitive);
            e->setHidden(!match);
            shown += match;
        }
        turnItem->setHidden(!text.isEmpty() && shown == 0);
        if (!text.isEmpty() && shown > 0)
            turnItem->setExpanded(true);
    }
}

} // namespace rb
