#include "navigation/content_tree_model.h"

#include "document/content_document.h"
#include "common/qt_strings.h"

#include "rulebench/content/outline.h"
#include "rulebench/content/sections.h"

#include <QApplication>
#include <QStyle>

#include <set>
#include <utility>

namespace rb {

namespace {
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

const std::vector<SectionInfo>& sections() { return contentSections(); }

template <class Key>
void keepWorst(std::map<Key, Severity>& map, const Key& key, Severity s)
{
    auto [it, inserted] = map.try_emplace(key, s);
    if (!inserted && s == Severity::Error)
        it->second = Severity::Error;
}
} // namespace

ContentTreeModel::ContentTreeModel(ContentDocument* document, QObject* parent)
    : QAbstractItemModel(parent)
    , document_(document)
{
    connect(document_, &ContentDocument::aboutToChange, this, &ContentTreeModel::onAboutToChange);
    connect(document_, &ContentDocument::changed, this, &ContentTreeModel::onChanged);
    connect(document_, &ContentDocument::diagnosticsChanged, this, &ContentTreeModel::onDiagnosticsChanged);
    onDiagnosticsChanged();
}

int ContentTreeModel::sectionRow(const QString& key) const
{
    const auto& all = sections();
    for (std::size_t s = 0; s < all.size(); ++s)
        if (toQ(all[s].key) == key)
            return static_cast<int>(s);
    return -1;
}

void ContentTreeModel::onAboutToChange(const ContentChange& change)
{
    const int s = sectionRow(change.section);
    switch (change.kind) {
    case ContentChange::Reset: beginResetModel(); break;
    case ContentChange::Inserted: beginInsertRows(index(s, 0), change.index, change.index); break;
    case ContentChange::Removed: beginRemoveRows(index(s, 0), change.index, change.index); break;
    case ContentChange::Changed: break;
    }
}

void ContentTreeModel::onChanged(const ContentChange& change)
{
    const int s = sectionRow(change.section);
    switch (change.kind) {
    case ContentChange::Reset:
        endResetModel();
        return;
    case ContentChange::Changed: {
        const QModelIndex i = index(change.index, 0, index(s, 0));
        emit dataChanged(i, i);
        return;
    }
    case ContentChange::Inserted: endInsertRows(); break;
    case ContentChange::Removed: endRemoveRows(); break;
    }
    const QModelIndex sectionIndex = index(s, 0);
    emit dataChanged(sectionIndex, sectionIndex);
}

// Says which keys have another worst severity in `after` than in `before`.
template <class Key>
std::set<Key> changedKeys(const std::map<Key, Severity>& before, const std::map<Key, Severity>& after)
{
    std::set<Key> keys;
    for (const auto& [key, severity] : before)
        if (auto it = after.find(key); it == after.end() || it->second != severity)
            keys.insert(key);
    for (const auto& [key, severity] : after)
        if (!before.count(key))
            keys.insert(key);
    return keys;
}

void ContentTreeModel::onDiagnosticsChanged()
{
    const auto worstBefore = std::exchange(worst_, {});
    const auto sectionsBefore = std::exchange(worstInSection_, {});
    for (const auto& d : document_->diagnostics().all()) {
        std::string section;
        std::size_t index = 0;
        if (!definitionOfPath(d.path, section, index))
            continue;
        keepWorst(worst_, std::pair{section, index}, d.severity);
        keepWorst(worstInSection_, section, d.severity);
    }
    // Only the rows whose mark changed: at game size a signal for every row
    // would have the tree and its filter look at tens of thousands after each edit.
    const QList<int> roles{Qt::DecorationRole, Qt::ToolTipRole};
    for (const std::string& section : changedKeys(sectionsBefore, worstInSection_))
        if (const QModelIndex at = indexOf(toQ(section), -1); at.isValid())
            emit dataChanged(at, at, roles);
    for (const auto& [section, definition] : changedKeys(worstBefore, worst_))
        if (const QModelIndex at = indexOf(toQ(section), static_cast<int>(definition)); at.isValid() && at.parent().isValid())
            emit dataChanged(at, at, roles);
}

QModelIndex ContentTreeModel::indexOf(const QString& sectionKey, int definition) const
{
    const int s = sectionRow(sectionKey);
    if (s < 0)
        return {};
    const QModelIndex sectionIndex = index(s, 0);
    if (definition >= 0 && definition < rowCount(sectionIndex))
        return index(definition, 0, sectionIndex);
    return sectionIndex;
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
    if (!document_->spec())
        return 0;
    if (!parent.isValid())
        return static_cast<int>(sections().size());
    if (parent.column() != 0 || parent.internalId() != 0)
        return 0;
    return static_cast<int>(sections()[static_cast<std::size_t>(parent.row())].size(*document_->spec()));
}

int ContentTreeModel::columnCount(const QModelIndex&) const { return 1; }

QVariant ContentTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !document_->spec())
        return {};
    const bool isSection = index.internalId() == 0;
    const SectionInfo& section = sections()[isSection ? static_cast<std::size_t>(index.row()) : index.internalId() - 1];
    const auto& spec = *document_->spec();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (isSection)
            return QStringLiteral("%1 (%2)").arg(toQ(section.title)).arg(section.size(spec));
        {
            const std::string& name = section.name(spec, static_cast<std::size_t>(index.row()));
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
