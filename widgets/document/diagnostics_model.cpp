#include "document/diagnostics_model.h"

#include "fields/field_words.h"
#include "common/qt_strings.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace rb {

namespace {
// The section ("statuses") and the pointer inside the definition of a
// diagnostic's path.
struct PlaceInForm {
    QString section;
    QString pointer;
};

PlaceInForm placeInForm(const Diagnostic& d)
{
    const SplitPath split = splitDefinitionPath(d.path);
    return {toQ(split.definition).section(QLatin1Char('['), 0, 0), pointerFromPath(split.field)};
}
} // namespace

QString describeWhere(const Diagnostic& d)
{
    if (d.line > 0)
        return QObject::tr("line %1, column %2").arg(d.line).arg(d.column);
    if (d.definition.empty())
        return d.path.empty() ? QObject::tr("(file)") : toQ(d.path);
    // In the form's words; the tooltip keeps the JSON path.
    const PlaceInForm place = placeInForm(d);
    return placeInWords(place.section, toQ(d.definition), place.pointer);
}

QString describeProblem(const Diagnostic& d)
{
    if (d.definition.empty())
        return toQ(d.message);
    const PlaceInForm place = placeInForm(d);
    return problemInWords(place.section, place.pointer, toQ(d.message));
}

QString problemLine(const Diagnostic& d)
{
    if (d.line <= 0 && d.definition.empty() && d.path.empty())
        return describeProblem(d);
    return describeWhere(d) + QStringLiteral(": ") + describeProblem(d);
}

DiagnosticsModel::DiagnosticsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void DiagnosticsModel::setDiagnostics(const Diagnostics& diagnostics)
{
    beginResetModel();
    items_ = diagnostics.all();
    endResetModel();
}

int DiagnosticsModel::errorCount() const
{
    return static_cast<int>(std::count_if(items_.begin(), items_.end(),
                                          [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

int DiagnosticsModel::warningCount() const { return static_cast<int>(items_.size()) - errorCount(); }

int DiagnosticsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(items_.size());
}

int DiagnosticsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Diagnostic& d = diagnostic(index.row());
    const bool isError = d.severity == Severity::Error;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn: return isError ? tr("error") : tr("warning");
        case WhereColumn: return describeWhere(d);
        case MessageColumn: return describeProblem(d);
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return QApplication::style()->standardIcon(isError ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ToolTipRole:
        return toQ(format(d));
    case PathRole: return toQ(d.path);
    case DefinitionRole: return toQ(d.definition);
    case LineRole: return d.line;
    default: return {};
    }
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case WhereColumn: return tr("Where");
    case MessageColumn: return tr("Problem");
    }
    return {};
}

} // namespace rb
