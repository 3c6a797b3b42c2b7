#include "table/section_table_model.h"

#include "common/qt_strings.h"
#include "document/content_document.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/field_words.h"
#include "rulebench/content/outline.h"
#include "rulebench/content/sections.h"

#include <QApplication>
#include <QStyle>

#include <set>

namespace rb {

SectionTableModel::SectionTableModel(ContentDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , document_(document)
{
    connect(document_, &ContentDocument::aboutToChange, this, &SectionTableModel::onAboutToChange);
    connect(document_, &ContentDocument::changed, this, &SectionTableModel::onChanged);
    connect(document_, &ContentDocument::diagnosticsChanged, this, &SectionTableModel::onDiagnosticsChanged);
}

void SectionTableModel::setSection(const QString& section)
{
    if (section == section_ && !columns_.empty())
        return;
    beginResetModel();
    section_ = section;
    columns_ = sectionColumns(contentFields(), fromQ(section));
    reload();
    endResetModel();
    onDiagnosticsChanged();
}

SectionTableModel::Row SectionTableModel::readRow(int index) const
{
    Row row;
    row.json = document_->definitionJson(section_, index);
    row.cells.reserve(columns_.size());
    for (const TableColumn& c : columns_)
        row.cells.push_back(cellText(cellValue(row.json, c), c));
    return row;
}

void SectionTableModel::reload()
{
    rows_.clear();
    marks_.clear();
    const SectionInfo* info = findSection(fromQ(section_));
    if (!info || !document_->spec() || columns_.empty())
        return;
    const int n = static_cast<int>(info->size(*document_->spec()));
    rows_.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        rows_.push_back(readRow(i));
}

void SectionTableModel::onAboutToChange(const ContentChange& change)
{
    if (change.kind == ContentChange::Reset)
        beginResetModel();
    else if (change.section != section_ || columns_.empty())
        return;
    else if (change.kind == ContentChange::Inserted)
        beginInsertRows({}, change.index, change.index);
    else if (change.kind == ContentChange::Removed)
        beginRemoveRows({}, change.index, change.index);
}

void SectionTableModel::onChanged(const ContentChange& change)
{
    if (change.kind == ContentChange::Reset) {
        reload();
        endResetModel();
        return;
    }
    if (change.section != section_ || columns_.empty())
        return;
    const auto at = static_cast<std::size_t>(change.index);
    switch (change.kind) {
    case ContentChange::Changed:
        rows_[at] = readRow(change.index);
        emit dataChanged(index(change.index, 0), index(change.index, columnCount() - 1));
        break;
    case ContentChange::Inserted:
        rows_.insert(rows_.begin() + static_cast<std::ptrdiff_t>(at), readRow(change.index));
        endInsertRows();
        break;
    case ContentChange::Removed:
        rows_.erase(rows_.begin() + static_cast<std::ptrdiff_t>(at));
        endRemoveRows();
        break;
    case ContentChange::Reset:
        break;
    }
}

int SectionTableModel::columnOfField(const std::string& field) const
{
    const std::string pointer = jsonPointer(field);
    int best = 0;
    std::size_t bestLength = 0;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const std::string& p = columns_[c].pointer;
        const bool holds = pointer == p || (pointer.size() > p.size() && pointer.compare(0, p.size(), p) == 0
                                            && pointer[p.size()] == '/');
        if (holds && p.size() > bestLength) {
            best = static_cast<int>(c);
            bestLength = p.size();
        }
    }
    return best;
}

void SectionTableModel::onDiagnosticsChanged()
{
    std::map<std::pair<int, int>, Mark> next;
    const std::string key = fromQ(section_);
    for (const Diagnostic& d : document_->diagnostics().all()) {
        std::string section;
        std::size_t index = 0;
        if (!definitionOfPath(d.path, section, index) || section != key || index >= rows_.size())
            continue;
        Mark& mark = next[{static_cast<int>(index), columnOfField(splitDefinitionPath(d.path).field)}];
        if (mark.messages.isEmpty() || d.severity == Severity::Error)
            mark.worst = d.severity;
        mark.messages << toQ(d.message);
    }
    // Only the rows whose marks changed, so a validation does not repaint every row.
    std::set<int> rows;
    for (const auto& [cell, mark] : marks_)
        if (auto it = next.find(cell); it == next.end() || it->second.messages != mark.messages)
            rows.insert(cell.first);
    for (const auto& [cell, mark] : next)
        if (!marks_.count(cell))
            rows.insert(cell.first);
    marks_ = std::move(next);
    for (int row : rows)
        if (row < rowCount())
            emit dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::DecorationRole, Qt::ToolTipRole});
}

QStringList SectionTableModel::problems(int row, int column) const
{
    auto it = marks_.find({row, column});
    return it == marks_.end() ? QStringList() : it->second.messages;
}

int SectionTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int SectionTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant SectionTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto column = static_cast<std::size_t>(index.column());
    const std::optional<std::string>& text = rows_[static_cast<std::size_t>(index.row())].cells[column];
    switch (role) {
    case Qt::DisplayRole:
        return text ? toQ(*text) : QString();
    case Qt::EditRole: // as a spreadsheet holds it, so what is typed back reads exactly
        return text ? toQ(spreadsheetCell(text, columns_[column])) : QString();
    case SortRole: {
        if (!text)
            return {};
        bool number = false;
        const double value = QString::fromStdString(*text).toDouble(&number);
        return number ? QVariant(value) : QVariant(toQ(*text));
    }
    case Qt::DecorationRole:
    case Qt::ToolTipRole: {
        auto it = marks_.find({index.row(), index.column()});
        if (it == marks_.end())
            return {};
        if (role == Qt::ToolTipRole)
            return it->second.messages.join(QLatin1Char('\n'));
        return QApplication::style()->standardIcon(it->second.worst == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                                          : QStyle::SP_MessageBoxWarning);
    }
    default:
        return {};
    }
}

QVariant SectionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const TableColumn& c = columns_[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole)
        return toQ(c.words);
    if (role == Qt::ToolTipRole)
        return toQ(c.path); // the CSV's header and the query's field
    return {};
}

Qt::ItemFlags SectionTableModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags base = QAbstractTableModel::flags(index);
    return document_->isEditable() ? base | Qt::ItemIsEditable : base;
}

} // namespace rb
