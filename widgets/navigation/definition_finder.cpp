#include "navigation/definition_finder.h"

#include "document/content_document.h"
#include "common/qt_strings.h"

#include "rulebench/content/sections.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace rb {

namespace {
constexpr int kSectionRole = Qt::UserRole + 1;
constexpr int kIndexRole = Qt::UserRole + 2;
} // namespace

DefinitionFinder::DefinitionFinder(const ContentDocument* document, QWidget* parent)
    : QDialog(parent)
    , filter_(new QLineEdit(this))
    , list_(new QListWidget(this))
{
    setWindowTitle(tr("Go to definition"));
    filter_->setPlaceholderText(tr("Type part of a name"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(list_);
    resize(420, 360);

    if (document->spec()) {
        for (const SectionInfo& section : contentSections()) {
            for (std::size_t i = 0; i < section.size(*document->spec()); ++i) {
                auto* item = new QListWidgetItem(toQ(section.name(*document->spec(), i)) + QStringLiteral("    — ")
                                                     + toQ(section.singular),
                                                 list_);
                item->setData(kSectionRole, toQ(section.key));
                item->setData(kIndexRole, static_cast<int>(i));
            }
        }
    }
    connect(filter_, &QLineEdit::textChanged, this, &DefinitionFinder::applyFilter);
    connect(filter_, &QLineEdit::returnPressed, this, &DefinitionFinder::accept);
    connect(list_, &QListWidget::itemActivated, this, &DefinitionFinder::accept);
    applyFilter({});
}

void DefinitionFinder::applyFilter(const QString& text)
{
    QListWidgetItem* first = nullptr;
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        const bool shown = item->text().section(QStringLiteral("    — "), 0, 0).contains(text, Qt::CaseInsensitive);
        item->setHidden(!shown);
        if (shown && !first)
            first = item;
    }
    list_->setCurrentItem(first);
}

void DefinitionFinder::accept()
{
    QListWidgetItem* item = list_->currentItem();
    if (!item || item->isHidden())
        return;
    section_ = item->data(kSectionRole).toString();
    index_ = item->data(kIndexRole).toInt();
    QDialog::accept();
}

} // namespace rb
