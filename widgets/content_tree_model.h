#pragma once
// The sections of a content file and their definitions, as a two-level tree.
// A definition with an error or a warning shows the matching icon.

#include "rulebench/content_outline.h"
#include "rulebench/diagnostic.h"

#include <QAbstractItemModel>

#include <map>
#include <utility>

namespace rb {

class ContentTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role { SectionKeyRole = Qt::UserRole + 1, DefinitionIndexRole };

    explicit ContentTreeModel(QObject* parent = nullptr);

    void setContent(std::vector<OutlineSection> sections, const Diagnostics& diagnostics);
    void clear();

    // The index of a definition, or of its section when `definition` is -1.
    QModelIndex indexOf(const QString& sectionKey, int definition = -1) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // internalId 0 marks a section row; n > 0 a definition of section n - 1.
    std::vector<OutlineSection> sections_;
    std::map<std::pair<std::string, std::size_t>, Severity> worst_; // per definition
    std::map<std::string, Severity> worstInSection_;
};

} // namespace rb
