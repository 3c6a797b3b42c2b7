#pragma once
// A list of names with a check box each, for a field that holds several
// names of one section (a status's Removes, its Blocked by, an actor's
// abilities): a filter box over it, the checked names first. Built for a
// game-sized section: the names live in a model, not in a widget each, so
// thousands open at once and only the rows in sight are drawn.

#include <QAbstractListModel>
#include <QSet>
#include <QStringList>
#include <QWidget>

#include <vector>

class QLineEdit;
class QListView;
class QLabel;

namespace rb {

// The names and which are checked; rows are the names the filter lets through.
class NamePickerModel : public QAbstractListModel {
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    // `names` in the section's order, `chosen` as the file lists them; a
    // chosen name the section lacks is kept, marked missing. Puts the
    // chosen names first.
    void setNames(const QStringList& names, const QStringList& chosen);
    // Checks the names as `chosen` says, keeping the rows where they are.
    void setChosen(const QStringList& chosen);
    // Shows only the names containing `text` (any case); empty shows all.
    void setFilter(const QString& text);

    QStringList chosen() const { return chosen_; }
    int nameCount() const { return static_cast<int>(order_.size()); }
    QString nameAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    // A name was checked or unchecked: the names now chosen, in the file's order
    // with a newly checked one last.
    void chosenEdited(const QStringList& chosen);

private:
    void applyFilter();

    QStringList names_;      // the section's
    QSet<QString> known_;    // names_, for lookups
    QStringList chosen_;     // as the file lists them
    QSet<QString> checked_;  // chosen_, for lookups
    std::vector<QString> order_; // every name shown unfiltered: the chosen first, then the rest
    std::vector<int> rows_;      // indices into order_ that pass the filter
    QString filter_;
};

class NamePicker : public QWidget {
    Q_OBJECT
public:
    explicit NamePicker(QWidget* parent = nullptr);

    // As NamePickerModel::setNames, unless nothing changed (a refresh after
    // an edit elsewhere costs a comparison); a change the picker made itself
    // only updates the check boxes, so a row does not jump from under the pointer.
    void setNames(const QStringList& names, const QStringList& chosen);

    NamePickerModel* model() const { return model_; }
    QLineEdit* filterBox() const { return filter_; }
    QListView* list() const { return list_; }

signals:
    void chosenEdited(const QStringList& chosen);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitHeight();
    void sayCount();

    NamePickerModel* model_;
    QLineEdit* filter_;
    QListView* list_;
    QLabel* count_;
    QStringList names_;
    QStringList written_; // what the picker last wrote: its echo only checks boxes
};

} // namespace rb
