#include "quests/quest_view.h"

#include "common/qt_strings.h"

#include "rulebench/content/fact_build.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
constexpr int kBoxWidth = 230;
constexpr int kLayerGap = 60;
constexpr int kRowGap = 18;
constexpr int kMargin = 12;
constexpr int kLine = 18;
constexpr int kGutter = 30; // right of the boxes when the layers go down: the edges' room

int boxHeight(const QuestDef& q) { return 30 + kLine * static_cast<int>(std::max<std::size_t>(q.objectives.size(), 1)); }

QString needText(const Need& need) { return need.mode == Need::Mode::Total ? QObject::tr("total") : QObject::tr("latest"); }

// "killed rat": the fact kind, and the subject a matcher names.
QString matcherText(const Definitions& defs, const Matcher& m)
{
    const FactKindDef& kind = defs.factKinds[m.kind];
    QString text = toQ(kind.name);
    if (m.subject && kind.subject)
        if (auto names = factRegistryEntries(defs, *kind.subject); names && *m.subject < names->size())
            text += QLatin1Char(' ') + toQ((*names)[*m.subject]);
    return text;
}
} // namespace

QuestGraph::QuestGraph(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(160, 100);
}

void QuestGraph::show(const Definitions* defs, const Tracker* tracker)
{
    defs_ = defs;
    tracker_ = tracker;
    layout();
    updateGeometry();
    update();
}

void QuestGraph::layout()
{
    layers_.clear();
    boxes_.clear();
    if (!defs_)
        return;
    const auto& quests = defs_->quests;
    const std::size_t n = quests.size();
    // Longest path from the quests that wait on none; a cycle (content
    // reports it) stops growing after n rounds.
    layers_.assign(n, 0);
    for (std::size_t round = 0; round < n; ++round) {
        bool changed = false;
        for (std::size_t q = 0; q < n; ++q)
            for (QuestId a : quests[QuestId{static_cast<std::uint32_t>(q)}].after)
                if (a.value < n && layers_[q] < layers_[a.value] + 1 && layers_[a.value] + 1 <= static_cast<int>(n)) {
                    layers_[q] = layers_[a.value] + 1;
                    changed = true;
                }
        if (!changed)
            break;
    }
    boxes_.assign(n, QRect());
    const int layerCount = n ? *std::max_element(layers_.begin(), layers_.end()) + 1 : 0;
    const int acrossWidth = 2 * kMargin + layerCount * kBoxWidth + std::max(0, layerCount - 1) * kLayerGap;
    down_ = n > 0 && availableWidth_ > 0 && acrossWidth > availableWidth_;
    if (down_)
        placeDown();
    else
        placeAcross();
    int width = 0, height = 0;
    for (const QRect& box : boxes_) {
        width = std::max(width, box.right() + kMargin);
        height = std::max(height, box.bottom() + kMargin);
    }
    size_ = QSize(std::max({width, availableWidth_, 200}), std::max(height, 120));
}

void QuestGraph::placeAcross()
{
    std::vector<int> nextY;
    for (std::size_t q = 0; q < boxes_.size(); ++q) {
        const auto layer = static_cast<std::size_t>(layers_[q]);
        if (nextY.size() <= layer)
            nextY.resize(layer + 1, kMargin);
        const int h = boxHeight(defs_->quests[QuestId{static_cast<std::uint32_t>(q)}]);
        boxes_[q] = QRect(kMargin + static_cast<int>(layer) * (kBoxWidth + kLayerGap), nextY[layer], kBoxWidth, h);
        nextY[layer] += h + kRowGap;
    }
}

void QuestGraph::placeDown()
{
    // One column, layer after layer, as wide as the view allows; the edges
    // run in the gutter on the right, so they never cross a box.
    const int boxWidth = std::max(160, availableWidth_ - 2 * kMargin - kGutter);
    const int layerCount = *std::max_element(layers_.begin(), layers_.end()) + 1;
    int top = kMargin;
    for (int layer = 0; layer < layerCount; ++layer) {
        for (std::size_t q = 0; q < boxes_.size(); ++q) {
            if (layers_[q] != layer)
                continue;
            const int h = boxHeight(defs_->quests[QuestId{static_cast<std::uint32_t>(q)}]);
            boxes_[q] = QRect(kMargin, top, boxWidth, h);
            top += h + kRowGap;
        }
        top += kRowGap; // a little more between layers
    }
}

void QuestGraph::setAvailableWidth(int width)
{
    if (width == availableWidth_)
        return;
    availableWidth_ = width;
    layout();
    resize(size_);
    update();
}

QRect QuestGraph::boxOf(QuestId quest) const { return quest.value < boxes_.size() ? boxes_[quest.value] : QRect(); }
int QuestGraph::layerOf(QuestId quest) const { return quest.value < layers_.size() ? layers_[quest.value] : -1; }
QSize QuestGraph::sizeHint() const { return size_; }

void QuestGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!defs_ || defs_->quests.size() == 0) {
        p.drawText(rect(), Qt::AlignCenter, tr("No quests in this content."));
        return;
    }
    drawEdges(p);
    for (std::uint32_t q = 0; q < defs_->quests.size(); ++q) {
        const QuestDef& quest = defs_->quests[QuestId{q}];
        const QuestState state = tracker_ ? tracker_->state(QuestId{q}) : QuestState::Locked;
        const QColor fill = state == QuestState::Done ? QColor(200, 235, 200)
                            : state == QuestState::Open ? QColor(210, 225, 250)
                                                        : QColor(230, 230, 230);
        const QRect box = boxes_[q];
        p.setBrush(fill);
        p.setPen(QPen(quest.victory ? QColor(200, 150, 0) : QColor(90, 90, 90), quest.victory ? 2.5 : 1));
        p.drawRoundedRect(box, 6, 6);
        p.setPen(palette().color(QPalette::Text));
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        const QString stateText = toQ(wordOf(kQuestStates, state));
        p.drawText(box.adjusted(8, 4, -8, 0), Qt::AlignLeft | Qt::AlignTop,
                   toQ(quest.name) + (quest.victory ? tr(" ★") : QString()));
        p.setFont(font());
        p.drawText(box.adjusted(8, 4, -8, 0), Qt::AlignRight | Qt::AlignTop, stateText);
        for (std::size_t o = 0; o < quest.objectives.size(); ++o) {
            const Objective& objective = quest.objectives[o];
            const std::int64_t progress = tracker_ ? tracker_->progress(QuestId{q}, o) : 0;
            const QRect line(box.left() + 8, box.top() + 24 + kLine * static_cast<int>(o), box.width() - 16, kLine);
            const double done = objective.need.n > 0 ? std::clamp(double(progress) / double(objective.need.n), 0.0, 1.0) : 0.0;
            p.fillRect(QRect(line.left(), line.bottom() - 1, line.width(), 2), QColor(0, 0, 0, 30));
            p.fillRect(QRect(line.left(), line.bottom() - 1, static_cast<int>(line.width() * done), 2), QColor(60, 150, 60));
            // The progress always shows; a long objective name gives way.
            const QString count = QStringLiteral("%1/%2 %3").arg(progress).arg(objective.need.n).arg(needText(objective.need));
            const QRect text = line.adjusted(0, 0, 0, -3);
            p.drawText(text, Qt::AlignRight | Qt::AlignVCenter, count);
            const int room = text.width() - p.fontMetrics().horizontalAdvance(count) - 8;
            p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(matcherText(*defs_, objective.match), Qt::ElideRight, room));
        }
    }
}

// Edges from each after-quest to the quest waiting on it: right to left
// across, bottom to top when the layers go down.
void QuestGraph::drawEdges(QPainter& p) const
{
    const QColor grey(120, 120, 120);
    p.setPen(QPen(grey, 1.5));
    for (std::uint32_t q = 0; q < defs_->quests.size(); ++q) {
        for (QuestId a : defs_->quests[QuestId{q}].after) {
            if (a.value >= boxes_.size())
                continue;
            const QRect& fromBox = boxes_[a.value];
            const QRect& toBox = boxes_[q];
            const QPointF from(fromBox.right(), fromBox.center().y());
            const QPointF to = down_ ? QPointF(toBox.right(), toBox.center().y()) : QPointF(toBox.left(), toBox.center().y());
            QPainterPath path(from);
            if (down_) // out into the gutter and back: a bracket on the right
                path.cubicTo(from + QPointF(kGutter - 4, 0), to + QPointF(kGutter - 4, 0), to);
            else
                path.cubicTo(from + QPointF(kLayerGap / 2.0, 0), to - QPointF(kLayerGap / 2.0, 0), to);
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
            p.setBrush(grey);
            const QPolygonF head = down_ ? QPolygonF({to, to + QPointF(7, -4), to + QPointF(7, 4)})
                                         : QPolygonF({to, to + QPointF(-7, -4), to + QPointF(-7, 4)});
            p.drawPolygon(head);
        }
    }
}

QuestView::QuestView(QWidget* parent)
    : QWidget(parent)
    , graph_(new QuestGraph)
    , graphArea_(new QScrollArea)
    , counters_(new QTreeWidget)
    , changes_(new QListWidget)
    , kind_(new QComboBox)
    , subject_(new QComboBox)
    , object_(new QComboBox)
    , amount_(new QSpinBox)
    , feedButton_(new QPushButton(tr("Feed")))
{
    counters_->setHeaderLabels({tr("Counter"), tr("Value")});
    counters_->setRootIsDecorated(false);
    counters_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    amount_->setRange(-1'000'000, 1'000'000);
    amount_->setMaximumWidth(70);
    for (QComboBox* box : {kind_, subject_, object_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6); // they grow with the room there is
    }
    amount_->setValue(1);
    auto* reset = new QPushButton(tr("Reset"));

    graphArea_->setWidget(graph_);
    graphArea_->setWidgetResizable(false);
    graphArea_->viewport()->installEventFilter(this); // the graph is laid out for the view's width
    auto* side = new QSplitter(Qt::Vertical);
    side->addWidget(counters_);
    side->addWidget(changes_);
    auto* body = new QSplitter(Qt::Horizontal);
    body->addWidget(graphArea_);
    body->addWidget(side);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 1);

    // The fact on two lines, so the view fits a tab beside the sandbox's map.
    auto* what = new QHBoxLayout;
    what->addWidget(new QLabel(tr("Feed a fact:")));
    what->addWidget(kind_);
    what->addWidget(feedButton_);
    what->addWidget(reset);
    auto* about = new QHBoxLayout;
    about->addWidget(new QLabel(tr("about")));
    about->addWidget(subject_);
    about->addWidget(new QLabel(tr("on")));
    about->addWidget(object_);
    about->addWidget(new QLabel(tr("amount")));
    about->addWidget(amount_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(what);
    layout->addLayout(about);
    layout->addWidget(body, 1);

    connect(kind_, &QComboBox::currentIndexChanged, this, &QuestView::fillFactRow);
    connect(feedButton_, &QPushButton::clicked, this, &QuestView::feedFromRow);
    connect(reset, &QPushButton::clicked, this, &QuestView::reset);
    refresh();
}

void QuestView::setDefinitions(std::shared_ptr<const Definitions> definitions)
{
    defs_ = std::move(definitions);
    const QSignalBlocker block(kind_);
    kind_->clear();
    if (defs_)
        for (const auto& k : defs_->factKinds)
            kind_->addItem(toQ(k.name));
    fillFactRow();
    reset();
}

void QuestView::reset()
{
    tracker_ = defs_ ? Tracker(defs_->quests) : Tracker();
    ledger_ = defs_ ? Ledger(defs_->counters) : Ledger();
    changes_->clear();
    refresh();
}

void QuestView::setState(const Tracker& tracker, const Ledger& ledger)
{
    tracker_ = tracker;
    ledger_ = ledger;
    refresh();
}

void QuestView::fillNames(QComboBox* box, std::optional<FactRegistry> registry)
{
    box->clear();
    box->addItem(tr("(no one)"), QVariant());
    if (!registry || !defs_)
        return;
    if (auto names = factRegistryEntries(*defs_, *registry))
        for (std::size_t i = 0; i < names->size(); ++i)
            box->addItem(toQ((*names)[i]), QVariant::fromValue<qulonglong>(i));
}

void QuestView::fillFactRow()
{
    const int k = kind_->currentIndex();
    const FactKindDef* kind = defs_ && k >= 0 && static_cast<std::size_t>(k) < defs_->factKinds.size()
                                  ? &defs_->factKinds[FactKindId{static_cast<std::uint32_t>(k)}]
                                  : nullptr;
    fillNames(subject_, kind ? kind->subject : std::nullopt);
    fillNames(object_, kind ? kind->object : std::nullopt);
    subject_->setEnabled(kind && kind->subject);
    object_->setEnabled(kind && kind->object);
    feedButton_->setEnabled(kind != nullptr);
}

void QuestView::feedFromRow()
{
    if (kind_->currentIndex() < 0)
        return;
    Fact fact = Fact::of(FactKindId{static_cast<std::uint32_t>(kind_->currentIndex())}).times(amount_->value());
    if (subject_->currentData().isValid())
        fact.about(subject_->currentData().toULongLong());
    if (object_->currentData().isValid())
        fact.on(object_->currentData().toULongLong());
    if (feedsItself_)
        feed(fact);
    else
        emit factRequested(fact);
}

std::vector<QuestChange> QuestView::feed(const Fact& fact)
{
    std::vector<QuestChange> changes = tracker_.feed(fact);
    const auto counted = ledger_.feed(fact);
    if (defs_) {
        QString what = toQ(defs_->factKinds[fact.kind].name);
        if (fact.subject)
            what += tr(" about %1").arg(subject_->itemText(subject_->findData(QVariant::fromValue<qulonglong>(*fact.subject))));
        changes_->addItem(tr("fed %1 ×%2").arg(what).arg(fact.amount));
        for (const QuestChange& c : changes) {
            const QString quest = toQ(defs_->quests[c.quest].name);
            switch (c.kind) {
            case QuestChange::Kind::Progress:
                changes_->addItem(tr("  progress: %1, objective %2 at %3").arg(quest).arg(c.objective + 1).arg(c.progress));
                break;
            case QuestChange::Kind::ObjectiveDone:
                changes_->addItem(tr("  objective done: %1, objective %2").arg(quest).arg(c.objective + 1));
                break;
            case QuestChange::Kind::QuestDone:
                changes_->addItem(c.victory ? tr("  quest done: %1 — the run is won").arg(quest) : tr("  quest done: %1").arg(quest));
                break;
            case QuestChange::Kind::QuestOpened: changes_->addItem(tr("  quest opened: %1").arg(quest)); break;
            }
        }
        for (const CounterChange& c : counted)
            changes_->addItem(tr("  counter %1 = %2").arg(toQ(defs_->counters[c.counter].name)).arg(c.value));
        changes_->scrollToBottom();
    }
    refresh();
    return changes;
}

bool QuestView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == graphArea_->viewport() && event->type() == QEvent::Resize)
        graph_->setAvailableWidth(graphArea_->viewport()->width());
    return QWidget::eventFilter(watched, event);
}

void QuestView::refresh()
{
    graph_->show(defs_.get(), defs_ ? &tracker_ : nullptr);
    graph_->resize(graph_->sizeHint());
    counters_->clear();
    if (!defs_)
        return;
    for (std::uint32_t c = 0; c < defs_->counters.size(); ++c)
        new QTreeWidgetItem(counters_, {toQ(defs_->counters[CounterId{c}].name), QString::number(ledger_.value(CounterId{c}))});
}

} // namespace rb
