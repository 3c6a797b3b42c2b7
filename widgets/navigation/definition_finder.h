#pragma once
// "Go to definition": type part of a name, pick from every section at once.

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace rb {

class ContentDocument;

class DefinitionFinder : public QDialog {
    Q_OBJECT
public:
    explicit DefinitionFinder(const ContentDocument* document, QWidget* parent = nullptr);

    QLineEdit* filter() const { return filter_; }
    QListWidget* list() const { return list_; }
    // The chosen definition after accept(): its section key and index.
    QString chosenSection() const { return section_; }
    int chosenIndex() const { return index_; }

    void accept() override;

private:
    void applyFilter(const QString& text);

    QLineEdit* filter_;
    QListWidget* list_;
    QString section_;
    int index_ = -1;
};

} // namespace rb
