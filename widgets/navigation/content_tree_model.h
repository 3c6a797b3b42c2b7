#pragma once
// The sections of the open document and their definitions, as a two-level
// tree that follows every change. A definition with problems shows an icon.

#include "rulebench/base/diagnostic.h"

#include <QAbstractItemModel>

#include <map>
#include <utility>

namespace rb {

class ContentDocument;
struct ContentChange;

class ContentTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role { SectionKeyRole = Qt::UserRole + 1, DefinitionIndexRole };

    explicit ContentTreeModel(ContentDocument* document, QObject* parent = nullptr);

    // The index of a definition, or of its section when `definition` is -1.
    QModelIndex indexOf(const QString& sectionKey, int definition = -1) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void onAboutToChange(const ContentChange& change);
    void onChanged(const ContentChange& change);
    void onDiagnosticsChanged();
    int sectionRow(const QString& key) const;

    ContentDocument* document_;
    // internalId 0 marks a section row; n > 0 a definition of section n - 1.
    std::map<std::pair<std::string, std::size_t>, Severity> worst_; // per definition
    std::map<std::string, Severity> worstInSection_;
};

} // namespace rb
