#pragma once
// The quests' after-graph with each quest's state and progress, the
// counters beside it, and a row to feed a fact by hand and see every change
// it makes, in order.

#include "rulebench/content/build.h"
#include "rulebench/facts/ledger.h"
#include "rulebench/facts/quests.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTreeWidget;

namespace rb {

class QuestGraph;

class QuestView : public QWidget {
    Q_OBJECT
public:
    explicit QuestView(QWidget* parent = nullptr);

    // New content: the tracker and the ledger start over.
    void setDefinitions(std::shared_ptr<const Definitions> definitions);
    // Shows a run's state (the sandbox drives the view this way).
    void setState(const Tracker& tracker, const Ledger& ledger);
    // Feeds a fact to the view's own tracker and ledger; logs every change.
    std::vector<QuestChange> feed(const Fact& fact);
    void reset();
    // Off: the Feed button asks for the fact (factRequested) instead of
    // feeding the view's own tracker; the sandbox feeds it to its world.
    void setFeedsItself(bool feeds) { feedsItself_ = feeds; }

signals:
    void factRequested(const rb::Fact& fact);

public:
    const Tracker& tracker() const { return tracker_; }
    const Ledger& ledger() const { return ledger_; }
    QuestGraph* graph() const { return graph_; }
    QTreeWidget* countersView() const { return counters_; }
    QListWidget* changesView() const { return changes_; }
    QComboBox* kindBox() const { return kind_; }
    QComboBox* subjectBox() const { return subject_; }
    QSpinBox* amountBox() const { return amount_; }
    QPushButton* feedButton() const { return feedButton_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void fillFactRow();
    void fillNames(QComboBox* box, std::optional<FactRegistry> registry);
    void feedFromRow();

    std::shared_ptr<const Definitions> defs_;
    Tracker tracker_;
    Ledger ledger_;
    QuestGraph* graph_;
    QScrollArea* graphArea_;
    QTreeWidget* counters_;
    QListWidget* changes_;
    QComboBox* kind_;
    QComboBox* subject_;
    QComboBox* object_;
    QSpinBox* amount_;
    QPushButton* feedButton_;
    bool feedsItself_ = true;
};

// The after-graph, drawn in layers: a quest sits one layer right of the
// furthest quest it waits on, or one layer below it when the layers side by
// side would not fit the width there is.
class QuestGraph : public QWidget {
    Q_OBJECT
public:
    explicit QuestGraph(QWidget* parent = nullptr);
    void show(const Definitions* defs, const Tracker* tracker);
    // The width to lay the graph out in (the view's); 0 for no limit.
    void setAvailableWidth(int width);
    bool layersGoDown() const { return down_; }
    // The box a quest is drawn in, for tests and clicks.
    QRect boxOf(QuestId quest) const;
    int layerOf(QuestId quest) const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void layout();
    void placeAcross(); // layers left to right
    void placeDown();   // layers top to bottom, a layer's quests side by side
    void drawEdges(QPainter& p) const;
    const Definitions* defs_ = nullptr;
    const Tracker* tracker_ = nullptr;
    std::vector<int> layers_;
    std::vector<QRect> boxes_;
    QSize size_{200, 120};
    int availableWidth_ = 0;
    bool down_ = false;
};

} // namespace rb
