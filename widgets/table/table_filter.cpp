#include "table/table_filter.h"

#include "common/qt_strings.h"
#include "table/section_table_model.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"

namespace rb {

TableFilter::TableFilter(SectionTableModel* model, QObject* parent)
    : QSortFilterProxyModel(parent)
    , model_(model)
{
    setSourceModel(model);
    setSortRole(SectionTableModel::SortRole);
}

QString TableFilter::setQuery(const QString& text, const QString& section)
{
    const QString tests = text.trimmed();
    const bool saysWhere = tests.startsWith(QStringLiteral("where "), Qt::CaseInsensitive) || tests == QStringLiteral("where");
    const QString prefix = section + (saysWhere ? QStringLiteral(" ") : QStringLiteral(" where "));
    std::optional<QueryNode> where;
    QString problem;
    if (!tests.isEmpty()) {
        const QueryParse read = parseQuery(fromQ(prefix + tests), contentFields());
        if (read.query) {
            where = read.query->where;
        } else {
            // Said at its column in the box's text, not in the query made from it.
            QString message = toQ(read.problem);
            if (const int colon = message.indexOf(QStringLiteral(": ")); message.startsWith(QStringLiteral("column ")) && colon > 0)
                message = message.mid(colon + 2);
            const int column = read.column - static_cast<int>(prefix.size()) + static_cast<int>(text.indexOf(tests));
            problem = column >= 1 ? tr("column %1: %2").arg(column).arg(message) : message;
        }
    }
    where_ = std::move(where);
    invalidateFilter();
    return problem;
}

bool TableFilter::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    return !where_ || definitionMatches(model_->definition(sourceRow), *where_);
}

bool TableFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant a = left.data(SectionTableModel::SortRole);
    const QVariant b = right.data(SectionTableModel::SortRole);
    if (!a.isValid() || !b.isValid())
        return !a.isValid() && b.isValid(); // absent first
    const bool numberA = a.typeId() == QMetaType::Double;
    const bool numberB = b.typeId() == QMetaType::Double;
    if (numberA && numberB)
        return a.toDouble() < b.toDouble();
    if (numberA != numberB)
        return numberA; // numbers before words
    return a.toString() < b.toString();
}

} // namespace rb
