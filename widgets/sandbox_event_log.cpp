#include "sandbox_event_log.h"

#include "qt_strings.h"
#include "sandbox_session.h"

#include "rulebench/sandbox/events.h"

#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

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
    rebuild();
}

void EventLog::rebuild()
{
    tree_->clear();
    follow();
}

// The turns of the history, one item each: the ones stepped back over go,
// new ones come (a turn's report never changes once made).
void EventLog::follow()
{
    const Session* session = session_->session();
    if (!session || !session->history())
        return;
    const auto& reports = session->history()->reports();
    const Definitions& defs = *session->definitions();
    while (tree_->topLevelItemCount() > static_cast<int>(reports.size()))
        delete tree_->takeTopLevelItem(tree_->topLevelItemCount() - 1);
    for (auto t = static_cast<std::size_t>(tree_->topLevelItemCount()); t < reports.size(); ++t) {
        const TurnReport& r = reports[t];
        auto* turnItem = new QTreeWidgetItem(
            tree_, {tr("Turn %1 (%n event(s))", nullptr, static_cast<int>(r.events.size())).arg(r.turn)});
        for (const WorldEvent& e : r.events) {
            const QString key = toQ(eventKey(defs, e));
            const QString text = toQ(eventText(defs, e));
            auto* item = new QTreeWidgetItem(turnItem, {text});
            // The whole line (a narrow log elides it) and the key a breakpoint matches.
            item->setToolTip(0, text + QLatin1Char('\n') + tr("breakpoint key: %1").arg(key));
            item->setData(0, Qt::UserRole, key);
        }
        turnItem->setExpanded(t + 1 == reports.size());
    }
    if (tree_->topLevelItemCount() > 0)
        tree_->scrollToItem(tree_->topLevelItem(tree_->topLevelItemCount() - 1));
    filter(filter_->text());
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
