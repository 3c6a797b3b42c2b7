#include "find/find_panel.h"

#include "common/qt_strings.h"
#include "common/when_shown.h"
#include "document/content_document.h"
#include "find/find_replace.h"

#include "rulebench/content/sections.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace rb {

namespace {
constexpr int kSearchAgainMs = 250; // after the last edit of a burst
} // namespace

void FindResultsModel::setResult(const FindResult& result)
{
    beginResetModel();
    result_ = result;
    endResetModel();
}

int FindResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(result_.places.size());
}

int FindResultsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

QVariant FindResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const FoundPlace& p = place(index.row());
    const SectionInfo* info = findSection(fromQ(p.section));
    if (role == Qt::DisplayRole) {
        if (index.column() == 1)
            return p.where;
        if (p.inScenario())
            return tr("scenario %1").arg(p.name);
        return info ? QStringLiteral("%1 %2").arg(toQ(info->singular), p.name) : p.name;
    }
    if (role == Qt::ToolTipRole) // the place as a programmer finds it
        return p.inScenario() ? p.scenario + QStringLiteral(" (") + toQ(p.usage.key) + QLatin1Char(')')
                              : QStringLiteral("%1[%2]%3").arg(p.section).arg(p.index).arg(p.pointer);
    return {};
}

QVariant FindResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == 0 ? tr("Found") : tr("Where");
}

namespace {
// Enter in the query box: run a new query, or go to the next place found.
class QueryBox : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    std::function<void()> onEnter;

protected:
    void keyPressEvent(QKeyEvent* e) override
    {
        if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && onEnter) {
            onEnter();
            e->accept();
            return;
        }
        QLineEdit::keyPressEvent(e);
    }
};
} // namespace

FindPanel::FindPanel(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , model_(new FindResultsModel(this))
    , query_(new QueryBox)
    , problem_(new QLabel)
    , summary_(new QLabel)
    , previous_(new QToolButton)
    , next_(new QToolButton)
    , selectInTable_(new QPushButton(tr("Select in Table")))
    , results_(new QTreeView)
    , field_(new QComboBox)
    , value_(new QLineEdit)
    , replace_(new QPushButton(tr("Replace")))
    , message_(new QLabel)
    , again_(new QTimer(this))
    , whenShown_(new WhenShown(this, [this] { searchAgain(); }))
{
    setObjectName(QStringLiteral("FindPanel"));
    query_->setPlaceholderText(tr("Find: statuses where max_stacks > 3, or uses bleeding (Enter)"));
    query_->setClearButtonEnabled(true);
    query_->setToolTip(tr("SECTION where FIELD OP VALUE [and|or ...] (OP: = != < <= > >=, absent, present), "
                          "or uses NAME (uses SECTION:NAME). Enter runs it, then goes to the next result"));
    static_cast<QueryBox*>(query_)->onEnter = [this] { onEnter(); };
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);
    problem_->hide();
    previous_->setText(tr("Previous"));
    previous_->setToolTip(tr("The previous result (Shift+F3)"));
    next_->setText(tr("Next"));
    next_->setToolTip(tr("The next result (F3)"));
    selectInTable_->setToolTip(tr("Selects the definitions found in the Table tab"));
    results_->setModel(model_);
    results_->setRootIsDecorated(false);
    results_->setUniformRowHeights(true);
    results_->setAllColumnsShowFocus(true);
    results_->header()->setStretchLastSection(true);
    results_->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    results_->header()->resizeSection(0, 260);
    field_->setToolTip(tr("The field to set on every definition found"));
    field_->setMinimumContentsLength(14);
    field_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    value_->setPlaceholderText(tr("value (empty clears the field)"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->hide(); // until a replace says something

    layOut();

    connect(previous_, &QToolButton::clicked, this, &FindPanel::previous);
    connect(next_, &QToolButton::clicked, this, &FindPanel::next);
    connect(selectInTable_, &QPushButton::clicked, this, &FindPanel::selectInTable);
    connect(replace_, &QPushButton::clicked, this, &FindPanel::replace);
    connect(value_, &QLineEdit::returnPressed, this, &FindPanel::replace);
    connect(value_, &QLineEdit::textChanged, this, &FindPanel::updateButtons);
    connect(field_, &QComboBox::currentIndexChanged, this, &FindPanel::updateButtons);
    // A click shows a definition; a scenario opens on a double-click (or Enter), not on the way past.
    connect(results_, &QTreeView::clicked, this, [this](const QModelIndex& at) {
        if (at.isValid() && !model_->place(at.row()).inScenario())
            open(at.row(), false);
    });
    connect(results_, &QTreeView::activated, this, [this](const QModelIndex& at) { open(at.row(), true); });
    connect(document_, &ContentDocument::changed, this, &FindPanel::onDocumentChanged);
    again_->setSingleShot(true);
    again_->setInterval(kSearchAgainMs);
    connect(again_, &QTimer::timeout, whenShown_, &WhenShown::request);
    updateButtons();
}

// The query row over the results, the replace row under them.
void FindPanel::layOut()
{
    auto* top = new QHBoxLayout;
    top->addWidget(query_, 1);
    top->addWidget(previous_);
    top->addWidget(next_);
    top->addWidget(selectInTable_);
    auto* replaceRow = new QHBoxLayout;
    replaceRow->addWidget(new QLabel(tr("Set")));
    replaceRow->addWidget(field_);
    replaceRow->addWidget(new QLabel(tr("to")));
    replaceRow->addWidget(value_, 1);
    replaceRow->addWidget(replace_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(problem_);
    layout->addWidget(summary_);
    layout->addWidget(results_, 1);
    layout->addLayout(replaceRow);
    layout->addWidget(message_);
}

const FindResult& FindPanel::run(const QString& text)
{
    if (query_->text() != text)
        query_->setText(text);
    showResult(runFind(*document_, text));
    return result();
}

const FindResult& FindPanel::findUsages(const QString& section, const QString& name)
{
    return run(usagesQuery(section, name));
}

void FindPanel::onEnter()
{
    if (query_->text() == result().query && !stale_ && !result().places.empty())
        next();
    else
        run(query_->text());
}

void FindPanel::showResult(const FindResult& found, bool again)
{
    stale_ = false;
    const QModelIndex current = results_->currentIndex();
    const std::optional<FoundPlace> was =
        again && current.isValid() ? std::optional<FoundPlace>(model_->place(current.row())) : std::nullopt;
    model_->setResult(found);
    if (was) // the same place, found again by what it is
        for (int row = 0; row < model_->rowCount(); ++row) {
            const FoundPlace& p = model_->place(row);
            if (p.section == was->section && p.name == was->name && p.where == was->where && p.scenario == was->scenario) {
                results_->setCurrentIndex(model_->index(row, 0));
                break;
            }
        }
    results_->setColumnHidden(1, !found.usages);
    problem_->setText(found.problem);
    problem_->setVisible(!found.problem.isEmpty());
    if (!found.problem.isEmpty() && found.problemColumn > 0)
        query_->setCursorPosition(std::min<int>(found.problemColumn - 1, static_cast<int>(query_->text().size())));
    summary_->setText(found.summary);
    fillFields();
    updateButtons();
    if (again)
        return;
    message_->clear();
    message_->hide();
    if (!found.summary.isEmpty())
        emit message(found.summary);
}

void FindPanel::searchAgain()
{
    if (stale_)
        showResult(runFind(*document_, result().query), true);
}

void FindPanel::fillFields()
{
    const QString kept = field_->currentData().toString();
    field_->clear();
    const auto definitions = result().definitions();
    QString section = definitions.empty() ? QString() : definitions.front().first;
    for (const auto& [s, index] : definitions)
        if (s != section)
            section.clear();
    if (section.isEmpty())
        return;
    for (const TableColumn& c : replaceableColumns(section))
        field_->addItem(toQ(c.words), toQ(c.path));
    const int at = field_->findData(kept);
    field_->setCurrentIndex(at >= 0 ? at : 0);
}

void FindPanel::updateButtons()
{
    const bool any = !result().places.empty();
    previous_->setEnabled(any);
    next_->setEnabled(any);
    const auto definitions = result().definitions().size();
    selectInTable_->setEnabled(definitions > 0);
    const bool oneSection = field_->count() > 0;
    field_->setEnabled(oneSection);
    value_->setEnabled(oneSection);
    replace_->setEnabled(oneSection);
    const QString what = counted(static_cast<long long>(definitions), tr("definition"), tr("definitions"));
    const QString field = field_->currentText();
    if (!oneSection)
        replace_->setText(tr("Replace"));
    else
        replace_->setText(value_->text().isEmpty() ? tr("Clear %1 on %2").arg(field, what)
                                                   : tr("Set %1 on %2").arg(field, what));
    replace_->setToolTip(oneSection ? tr("One undo step; refused whole when any definition would not take the value")
                                    : tr("The results must be definitions of one section"));
}

void FindPanel::onDocumentChanged(const ContentChange&)
{
    if (result().query.trimmed().isEmpty() || !result().problem.isEmpty())
        return;
    if (!stale_) // until it runs again: the places are found again by name when opened
        summary_->setText(tr("%1 (the content changed: searching again)").arg(result().summary));
    stale_ = true;
    again_->start();
}

bool FindPanel::next()
{
    step(1);
    return !result().places.empty();
}

bool FindPanel::previous()
{
    step(-1);
    return !result().places.empty();
}

void FindPanel::step(int delta)
{
    const int n = model_->rowCount();
    if (n == 0)
        return;
    const int now = results_->currentIndex().isValid() ? results_->currentIndex().row() : (delta > 0 ? -1 : n);
    const int row = ((now + delta) % n + n) % n;
    results_->setCurrentIndex(model_->index(row, 0));
    results_->scrollTo(model_->index(row, 0));
    open(row, false);
}

void FindPanel::open(int row, bool focus)
{
    if (row < 0 || row >= model_->rowCount())
        return;
    emit openPlace(model_->place(row), focus);
}

bool FindPanel::selectInTable()
{
    const auto definitions = result().definitions();
    if (definitions.empty())
        return false;
    // The first section's definitions: the table shows one section at a time.
    QList<int> rows;
    for (const auto& [section, index] : definitions)
        if (section == definitions.front().first)
            rows << index;
    emit selectRows(definitions.front().first, rows);
    return true;
}

void FindPanel::say(const QString& text, bool refused)
{
    message_->setStyleSheet(refused ? QStringLiteral("color: #b00020") : QString());
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    emit message(text);
}

bool FindPanel::replace()
{
    if (!replace_->isEnabled())
        return false;
    const int before = document_->undoStack()->index();
    const std::optional<QString> text = value_->text().isEmpty() ? std::nullopt : std::optional<QString>(value_->text());
    QStringList refused;
    if (!replaceInResults(document_, result(), field_->currentData().toString(), text, &refused)) {
        constexpr int kShown = 8;
        QStringList shown = refused.mid(0, kShown);
        if (refused.size() > kShown)
            shown << tr("and %1 more").arg(refused.size() - kShown);
        say(tr("Nothing was changed:\n%1").arg(shown.join(QLatin1Char('\n'))), true);
        return false;
    }
    if (document_->undoStack()->index() == before) {
        say(tr("Nothing to change: every one already has that value."), false);
        return false;
    }
    say(document_->undoStack()->undoText(), false);
    return true;
}

} // namespace rb
