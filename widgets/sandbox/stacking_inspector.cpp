#include "sandbox/stacking_inspector.h"

#include "common/qt_strings.h"

#include "rulebench/content/build.h"
#include "rulebench/stats/describe.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rb {

namespace {
constexpr int kStatRole = Qt::UserRole + 1;

QTreeWidget* table(const QStringList& headers, bool tree = false)
{
    auto* t = new QTreeWidget;
    t->setHeaderLabels(headers);
    t->setRootIsDecorated(tree);
    t->setUniformRowHeights(true);
    t->header()->setStretchLastSection(true);
    t->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A header and a row at the least: the inspector fits a short tab.
    t->setMinimumHeight(t->header()->sizeHint().height() + t->fontMetrics().height() + 10);
    return t;
}

QWidget* titled(const QString& title, QWidget* body)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(title));
    layout->addWidget(label);
    layout->addWidget(body, 1);
    return box;
}
} // namespace

StackingInspector::StackingInspector(QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel)
    , statuses_(table({tr("Status"), tr("Turns left"), tr("Applied by"), tr("Does")}))
    , effects_(table({tr("Effect"), tr("Counts now"), tr("Lasts"), tr("Source")}))
    , stats_(table({tr("Stat"), tr("Value"), tr("Why")}))
    , explanation_(new QListWidget)
{
    QFont font = title_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    title_->setFont(font);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(titled(tr("Statuses"), statuses_));
    splitter->addWidget(titled(tr("Constant effects and flags"), effects_));
    // "Why" gives way (elided) before the stats scroll sideways: in a short
    // inspector a scroll bar would hide the one row there is room for.
    stats_->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    stats_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    explanation_->setMinimumHeight(stats_->minimumHeight());
    auto* statsPane = new QSplitter(Qt::Horizontal);
    statsPane->addWidget(stats_);
    statsPane->addWidget(explanation_);
    splitter->addWidget(titled(tr("Stats (pick one to see why)"), statsPane));
    // The statuses are what a stacking question is about: they get the most
    // room (six instances and more in the sandbox's tab at 1280x800).
    const int shares[] = {4, 1, 2};
    for (int i = 0; i < 3; ++i)
        splitter->setStretchFactor(i, shares[i]);
    splitter->setSizes({400, 100, 200});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(title_);
    layout->addWidget(splitter, 1);
    connect(stats_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item)
            explainStat(StatId{item->data(0, kStatRole).toUInt()});
    });
    clear();
}

void StackingInspector::clear()
{
    defs_ = nullptr;
    sources_ = {};
    holder_ = Holder{};
    title_->setText(tr("Select an actor to inspect it."));
    statuses_->clear();
    effects_->clear();
    stats_->clear();
    explanation_->clear();
}

void StackingInspector::showHolder(const QString& title, const Holder& holder, const Definitions& defs, ActorNames names,
                                   SourceNames sources)
{
    defs_ = &defs;
    sources_ = std::move(sources);
    holder_ = holder;
    title_->setText(title);
    fillStatuses(names);
    fillEffects();
    fillStats();
}

void StackingInspector::fillStatuses(const ActorNames& names)
{
    statuses_->clear();
    for (const StatusInstance& s : holder_.statuses.instances()) {
        const StatusDef& def = defs_->statuses[s.status];
        // What this instance does (the modifiers it installed, found by their
        // exact source, and its tick) on its own row: one row an instance, so
        // the tab at 1280x800 shows six and more.
        QStringList does;
        const Source source = Source::status(s.status, s.instance);
        for (const Effect& e : holder_.stats.effects().all()) {
            if (!(e.source == source))
                continue;
            QString text = toQ(describeChange(e.type, e.value, *defs_));
            if (e.req)
                text += tr(" while %1").arg(toQ(describe(*e.req, *defs_)));
            does << text;
        }
        if (def.tick)
            does << tr("ticks %1 %2 each turn").arg(def.tick->amount).arg(toQ(defs_->damageKinds[def.tick->kind].name));
        auto* row = new QTreeWidgetItem(statuses_, {QStringLiteral("%1 #%2").arg(toQ(def.name)).arg(s.instance),
                                                    QString::number(s.turnsLeft),
                                                    names ? names(s.by) : QString::number(s.by.number), does.join(tr("; "))});
        row->setToolTip(3, does.join(QLatin1Char('\n')));
    }
    if (holder_.statuses.empty())
        new QTreeWidgetItem(statuses_, {tr("(none)")});
}

void StackingInspector::fillEffects()
{
    effects_->clear();
    const Evaluator eval(defs_->stats, holder_);
    for (const Effect& e : holder_.stats.effects().all()) {
        const QString holds = !e.req              ? tr("always")
                              : eval.holds(e.req) ? tr("yes: %1").arg(toQ(describe(*e.req, *defs_)))
                                                  : tr("no: %1").arg(toQ(describe(*e.req, *defs_)));
        new QTreeWidgetItem(effects_, {toQ(describeChange(e.type, e.value, *defs_)), holds,
                                       toQ(describeDuration(e.duration, e.turnsLeft, *defs_)), sourceText(e.source)});
    }
    if (holder_.stats.effects().empty())
        new QTreeWidgetItem(effects_, {tr("(none)")});
}

void StackingInspector::fillStats()
{
    stats_->clear();
    const Evaluator eval(defs_->stats, holder_);
    QTreeWidgetItem* keep = nullptr;
    for (std::uint32_t i = 0; i < defs_->stats.size(); ++i) {
        const StatId stat{i};
        const StatExplanation why = eval.explain(stat);
        const int modifiers = static_cast<int>(std::count_if(why.terms.begin(), why.terms.end(),
                                                             [](const StatTerm& t) { return t.kind == StatTerm::Kind::Modifier; }));
        auto* row = new QTreeWidgetItem(stats_, {toQ(defs_->stats[stat].name), QString::number(why.value),
                                                 modifiers ? counted(modifiers, tr("modifier"), tr("modifiers")) : QString()});
        row->setData(0, kStatRole, i);
        if (stat == explained_)
            keep = row;
    }
    if (stats_->topLevelItemCount() > 0)
        stats_->setCurrentItem(keep ? keep : stats_->topLevelItem(0));
}

void StackingInspector::explainStat(StatId stat)
{
    explained_ = stat;
    explanation_->clear();
    if (!defs_ || stat.value >= defs_->stats.size())
        return;
    if (QTreeWidgetItem* row = stats_->topLevelItem(static_cast<int>(stat.value)); row && stats_->currentItem() != row) {
        const QSignalBlocker block(stats_);
        stats_->setCurrentItem(row);
    }
    const Evaluator eval(defs_->stats, holder_);
    const StatExplanation why = eval.explain(stat);
    const std::vector<std::string> lines = describe(why, holder_, *defs_);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QString line = toQ(lines[i]);
        // One line per term: a modifier's source named the caller's way.
        if (sources_ && i < why.terms.size() && why.terms[i].kind == StatTerm::Kind::Modifier) {
            const QString plain = QStringLiteral(" from ") + toQ(describe(why.terms[i].source, *defs_)) + QStringLiteral(" = ");
            const qsizetype at = line.indexOf(plain);
            if (at >= 0)
                line.replace(at, plain.size(), QStringLiteral(" from ") + sourceText(why.terms[i].source) + QStringLiteral(" = "));
        }
        explanation_->addItem(line);
    }
}

QString StackingInspector::sourceText(const Source& source) const
{
    return sources_ ? sources_(source) : toQ(describe(source, *defs_));
}

} // namespace rb
