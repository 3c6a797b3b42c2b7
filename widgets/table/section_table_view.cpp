#include "table/section_table_view.h"

#include "common/qt_strings.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "table/section_table_model.h"
#include "table/table_edits.h"
#include "table/table_filter.h"

#include "rulebench/content/sections.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace rb {

namespace {
bool isFillDown(const QKeyEvent* e) { return e->key() == Qt::Key_D && e->modifiers() == Qt::ControlModifier; }

// The table's own keys: Copy, Paste, Ctrl+D and Delete act on the cells
// while the table has the keyboard, before the window's actions with the same keys.
class CellTable : public QTableView {
public:
    explicit CellTable(SectionTableView* owner)
        : owner_(owner)
    {
    }

protected:
    bool event(QEvent* e) override
    {
        if (e->type() == QEvent::ShortcutOverride && state() != EditingState && ours(static_cast<QKeyEvent*>(e))) {
            e->accept();
            return true;
        }
        return QTableView::event(e);
    }
    void keyPressEvent(QKeyEvent* e) override
    {
        if (state() == EditingState || !ours(e))
            return QTableView::keyPressEvent(e);
        if (e->matches(QKeySequence::Copy))
            owner_->copySelected();
        else if (e->matches(QKeySequence::Paste))
            owner_->paste();
        else if (isFillDown(e))
            owner_->fillDown();
        else
            owner_->clearSelected();
        e->accept();
    }

private:
    static bool ours(const QKeyEvent* e)
    {
        return e->matches(QKeySequence::Copy) || e->matches(QKeySequence::Paste) || isFillDown(e)
            || (e->key() == Qt::Key_Delete && e->modifiers() == Qt::NoModifier);
    }
    SectionTableView* owner_;
};

// A value typed into a cell goes to every selected cell of its column, as one step.
class CellDelegate : public QStyledItemDelegate {
public:
    explicit CellDelegate(SectionTableView* owner)
        : QStyledItemDelegate(owner)
        , owner_(owner)
    {
    }
    void setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const override
    {
        if (auto* line = qobject_cast<QLineEdit*>(editor))
            owner_->setSelected(index, line->text());
    }

private:
    SectionTableView* owner_;
};
} // namespace

SectionTableView::SectionTableView(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , model_(new SectionTableModel(document, this))
    , filter_(new TableFilter(model_, this))
    , chooser_(new QComboBox)
    , filterBox_(new QLineEdit)
    , filterProblem_(new QLabel)
    , table_(new CellTable(this))
    , message_(new QLabel)
{
    for (const SectionInfo& s : contentSections())
        chooser_->addItem(toQ(s.title), toQ(s.key));
    chooser_->setToolTip(tr("The section shown"));
    filterBox_->setPlaceholderText(tr("Filter: where max_stacks > 3 and tick.amount < 2"));
    filterBox_->setClearButtonEnabled(true);
    filterBox_->setToolTip(tr("A query's tests (FIELD OP VALUE, and, or, parentheses, FIELD absent); empty shows every row"));
    filterProblem_->setStyleSheet(QStringLiteral("color: #b00020"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    table_->setModel(filter_);
    table_->setItemDelegate(new CellDelegate(this));
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder); // the content's order until a header is clicked
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setSelectionBehavior(QAbstractItemView::SelectItems);
    table_->setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::EditKeyPressed);
    table_->setWordWrap(false);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setSectionsMovable(false);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Section:")));
    top->addWidget(chooser_);
    top->addWidget(filterBox_, 1);
    top->addWidget(filterProblem_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(table_, 1);
    layout->addWidget(message_);

    connect(chooser_, &QComboBox::currentIndexChanged, this, [this] { setSection(chooser_->currentData().toString()); });
    connect(filterBox_, &QLineEdit::textChanged, this, &SectionTableView::onFilterEdited);
    connect(table_, &QAbstractItemView::doubleClicked, this, &SectionTableView::onDoubleClicked);
    setSection(chooser_->currentData().toString());
}

void SectionTableView::setSection(const QString& section)
{
    const int at = chooser_->findData(section);
    if (at < 0)
        return;
    chooser_->setCurrentIndex(at);
    if (model_->section() == section)
        return;
    model_->setSection(section);
    table_->resizeColumnsToContents();
    onFilterEdited(filterBox_->text()); // the same tests may name fields this section lacks
}

QString SectionTableView::section() const { return model_->section(); }

void SectionTableView::selectRows(const QString& section, const QList<int>& rows)
{
    setSection(section);
    if (model_->section() != section)
        return;
    const auto hidden = [this](int row) { return !filter_->mapFromSource(model_->index(row, 0)).isValid(); };
    if (std::any_of(rows.begin(), rows.end(), hidden))
        filterBox_->clear();
    // Rows next to one another in the view as one range: thousands select at once.
    std::vector<int> shown;
    for (int row : rows)
        if (const QModelIndex at = filter_->mapFromSource(model_->index(row, 0)); at.isValid())
            shown.push_back(at.row());
    std::sort(shown.begin(), shown.end());
    QItemSelection selection;
    const int last = filter_->columnCount() - 1;
    for (std::size_t i = 0; i < shown.size();) {
        std::size_t j = i;
        while (j + 1 < shown.size() && shown[j + 1] <= shown[j] + 1)
            ++j;
        selection.select(filter_->index(shown[i], 0), filter_->index(shown[j], last));
        i = j + 1;
    }
    table_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!rows.isEmpty()) {
        const QModelIndex first = filter_->mapFromSource(model_->index(rows.front(), 0));
        table_->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        table_->scrollTo(first);
    }
}

void SectionTableView::onFilterEdited(const QString& text)
{
    const QString problem = filter_->setQuery(text, section());
    filterProblem_->setText(problem);
    filterProblem_->setToolTip(problem);
}

void SectionTableView::onDoubleClicked(const QModelIndex& at)
{
    const QModelIndex source = filter_->mapToSource(at);
    if (!source.isValid())
        return;
    const TableColumn& column = model_->columns()[static_cast<std::size_t>(source.column())];
    emit openDefinition(section(), source.row(), toQ(column.pointer));
}

QList<QModelIndex> SectionTableView::selectedCells() const
{
    QList<QModelIndex> cells = table_->selectionModel()->selectedIndexes();
    if (cells.isEmpty() && table_->currentIndex().isValid())
        cells << table_->currentIndex();
    std::sort(cells.begin(), cells.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.row() != b.row() ? a.row() < b.row() : a.column() < b.column();
    });
    return cells;
}

CellEdit SectionTableView::editAt(const QModelIndex& at, const std::optional<std::string>& text) const
{
    const QModelIndex source = filter_->mapToSource(at);
    return {static_cast<std::size_t>(source.row()), &model_->columns()[static_cast<std::size_t>(source.column())], text};
}

bool SectionTableView::refuse(const QString& why)
{
    message_->setStyleSheet(QStringLiteral("color: #b00020"));
    message_->setText(why);
    emit message(why);
    return false;
}

bool SectionTableView::namesTouched(const QList<QModelIndex>& cells)
{
    for (const QModelIndex& c : cells)
        if (filter_->mapToSource(c).column() == 0)
            return !refuse(tr("Names change one at a time, by typing in the name's cell: a rename follows every reference."));
    return false;
}

bool SectionTableView::apply(const std::vector<CellEdit>& edits)
{
    if (edits.empty())
        return false;
    QStringList refused;
    const QString label = document_->spec() ? toQ(cellEditsLabel(*document_->spec(), fromQ(section()), edits)) : QString();
    if (!applyTableEdits(document_, section(), edits, &refused))
        return refuse(tr("Refused, nothing changed: %1").arg(refused.join(QStringLiteral("; "))));
    message_->setStyleSheet({});
    message_->setText(label);
    emit message(label);
    return true;
}

bool SectionTableView::setSelected(const QModelIndex& at, const QString& text)
{
    const std::optional<std::string> value = fromSpreadsheetCell(fromQ(text));
    if (filter_->mapToSource(at).column() == 0) { // a rename, with every reference following it
        const int row = filter_->mapToSource(at).row();
        const std::string& old = *model_->cells(row)[0];
        const SectionInfo& info = *findSection(fromQ(section()));
        if (!value || value->empty())
            return refuse(tr("A name cannot be empty."));
        if (*value == old)
            return false;
        for (std::size_t i = 0; i < info.size(*document_->spec()); ++i)
            if (info.name(*document_->spec(), i) == *value)
                return refuse(tr("Another %1 is called \"%2\".").arg(toQ(info.singular), toQ(*value)));
        edit::rename(document_, section(), row, toQ(*value));
        return true;
    }
    std::vector<CellEdit> edits;
    bool atSelected = false;
    for (const QModelIndex& c : selectedCells())
        if (c.column() == at.column()) {
            edits.push_back(editAt(c, value));
            atSelected = atSelected || c == at;
        }
    if (!atSelected)
        edits = {editAt(at, value)};
    return apply(edits);
}

bool SectionTableView::fillDown()
{
    const QList<QModelIndex> cells = selectedCells();
    if (namesTouched(cells))
        return false;
    std::map<int, QList<QModelIndex>> byColumn;
    for (const QModelIndex& c : cells)
        byColumn[c.column()] << c;
    std::vector<CellEdit> edits;
    for (auto& [column, list] : byColumn) {
        // One cell: it takes the value of the one above, as in a spreadsheet.
        const QModelIndex from = list.size() == 1 ? list.first().siblingAtRow(list.first().row() - 1) : list.first();
        if (!from.isValid())
            continue;
        const std::optional<std::string> text = model_->cells(filter_->mapToSource(from).row())[static_cast<std::size_t>(
            filter_->mapToSource(from).column())];
        for (const QModelIndex& c : list)
            if (c != from)
                edits.push_back(editAt(c, text));
    }
    return apply(edits);
}

bool SectionTableView::paste()
{
    const QString text = QApplication::clipboard()->text();
    const std::optional<std::vector<TableCells>> block = cellsFromTsv(fromQ(text));
    const QList<QModelIndex> cells = selectedCells();
    if (!block || block->empty() || cells.isEmpty())
        return refuse(tr("The clipboard holds no cells to paste."));
    std::vector<CellEdit> edits;
    if (block->size() == 1 && block->front().size() == 1) { // one value over the whole selection
        for (const QModelIndex& c : cells)
            edits.push_back(editAt(c, block->front().front()));
    } else {
        const int top = cells.first().row();
        const int left = std::min_element(cells.begin(), cells.end(), [](auto& a, auto& b) { return a.column() < b.column(); })->column();
        for (std::size_t r = 0; r < block->size(); ++r)
            for (std::size_t c = 0; c < (*block)[r].size(); ++c) {
                const QModelIndex at = filter_->index(top + static_cast<int>(r), left + static_cast<int>(c));
                if (!at.isValid())
                    return refuse(tr("Refused, nothing changed: the cells pasted reach past the table's last row or column."));
                edits.push_back(editAt(at, (*block)[r][c]));
            }
    }
    for (const CellEdit& e : edits)
        if (e.column == &model_->columns().front())
            return namesTouched({filter_->index(0, 0)}) && false;
    return apply(edits);
}

bool SectionTableView::clearSelected()
{
    const QList<QModelIndex> cells = selectedCells();
    if (namesTouched(cells))
        return false;
    std::vector<CellEdit> edits;
    for (const QModelIndex& c : cells)
        edits.push_back(editAt(c, std::nullopt));
    return apply(edits);
}

QString SectionTableView::copySelected()
{
    std::vector<int> rows, columns;
    for (const QModelIndex& c : selectedCells()) {
        rows.push_back(c.row());
        columns.push_back(c.column());
    }
    for (auto* list : {&rows, &columns}) {
        std::sort(list->begin(), list->end());
        list->erase(std::unique(list->begin(), list->end()), list->end());
    }
    std::vector<const TableColumn*> picked;
    for (int c : columns)
        picked.push_back(&model_->columns()[static_cast<std::size_t>(filter_->mapToSource(filter_->index(0, c)).column())]);
    std::vector<TableCells> block;
    for (int r : rows) {
        const TableCells& all = model_->cells(filter_->mapToSource(filter_->index(r, 0)).row());
        TableCells row;
        for (const TableColumn* c : picked)
            row.push_back(all[static_cast<std::size_t>(c - model_->columns().data())]);
        block.push_back(std::move(row));
    }
    const QString text = toQ(cellsToTsv(block, picked));
    QApplication::clipboard()->setText(text);
    return text;
}

} // namespace rb
