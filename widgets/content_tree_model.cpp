#include "content_tree_model.h"

#include "qt_strings.h"

#include <QApplication>
#include <QStyle>

namespace rb {

namespace {
void keepWorst(Severity& slot, Severity s)
{
    if (s == Severity::Error)
        slot = Severity::Error;
}

QIcon severityIcon(Severity s)
{
    return QApplication::style()->standardIcon(s == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                    : QStyle::SP_MessageBoxWarning);
}

// Clean rows get a blank icon of the same size, so names line up.
QIcon blankIcon()
{
    static const QIcon icon = [] {
        QPixmap pixmap(16, 16);
        pixmap.fill(Qt::transparent);
        return QIcon(pixmap);
    }();
    return icon;
}
} // namespace

ContentTreeModel::ContentTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

void ContentTreeModel::setContent(std::vector<OutlineSection> sections, const Diagnostics& diagnostics)
{
    beginResetModel();
    sections_ = std::move(sections);
    worst_.clear();
    worstInSection_.clear();
    for (const auto& d : diagnostics.all()) {
        std::string section;
        std::size_t index = 0;
        if (!definitionOfPath(d.path, section, index))
            continue;
        auto [it, inserted] = worst_.try_emplace({section, index}, d.severity);
        if (!inserted)
            keepWorst(it->second, d.severity);
        auto [sit, sinserted] = worstInSection_.try_emplace(section, d.severity);
        if (!sinserted)
            keepWorst(sit->second, d.severity);
    }
    endResetModel();
}

void ContentTreeModel::clear() { setContent({}, Diagnostics{}); }

QModelIndex ContentTreeModel::indexOf(const QString& sectionKey, int definition) const
{
    const std::string key = fromQ(sectionKey);
    for (std::size_t s = 0; s < sections_.size(); ++s) {
        if (sections_[s].key != key)
            continue;
        const QModelIndex sectionIndex = index(static_cast<int>(s), 0);
        if (definition < 0)
            return sectionIndex;
        if (static_cast<std::size_t>(definition) < sections_[s].names.size())
            return index(definition, 0, sectionIndex);
        return sectionIndex;
    }
    return {};
}

QModelIndex ContentTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ContentTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int ContentTreeModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(sections_.size());
    if (parent.column() != 0 || parent.internalId() != 0)
        return 0;
    return static_cast<int>(sections_[static_cast<std::size_t>(parent.row())].names.size());
}

int ContentTreeModel::columnCount(const QModelIndex&) const { return 1; }

QVariant ContentTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const bool isSection = index.internalId() == 0;
    const auto& section = sections_[isSection ? static_cast<std::size_t>(index.row()) : index.internalId() - 1];
    switch (role) {
    case Qt::DisplayRole:
        if (isSection)
            return QStringLiteral("%1 (%2)").arg(toQ(section.title)).arg(section.names.size());
        {
            const std::string& name = section.names[static_cast<std::size_t>(index.row())];
            return name.empty() ? tr("(unnamed)") : toQ(name);
        }
    case Qt::DecorationRole: {
        if (isSection) {
            auto it = worstInSection_.find(section.key);
            return it == worstInSection_.end() ? QVariant() : QVariant(severityIcon(it->second));
        }
        auto it = worst_.find({section.key, static_cast<std::size_t>(index.row())});
        return it == worst_.end() ? QVariant(blankIcon()) : QVariant(severityIcon(it->second));
    }
    case Qt::ToolTipRole:
        if (!isSection && worst_.count({section.key, static_cast<std::size_t>(index.row())}))
            return tr("This definition has problems: see the Validation panel.");
        return {};
    case SectionKeyRole:
        return toQ(section.key);
    case DefinitionIndexRole:
        return isSection ? -1 : index.row();
    default:
        return {};
    }
}

QVariant ContentTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section == 0)
        return tr("Content");
    return {};
}

} // namespace rb
