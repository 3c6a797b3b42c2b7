// DefinitionForm's editor for a list of objects: one group per item, with
// buttons to move and remove it, and one to add an item.
#include "form/definition_form.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace rb {

QWidget* DefinitionForm::makeList(const FormField& field, const QString& pointer, const Json& root)
{
    auto* box = new QGroupBox(field.label);
    auto* layout = new QVBoxLayout(box);
    const Json value = valueAt(root, pointer);
    const int count = value.is_array() ? static_cast<int>(value.size()) : 0;
    const auto listNow = [this, pointer] {
        const Json v = valueAt(currentJson(), pointer);
        return v.is_array() ? v : Json::array();
    };
    for (int i = 0; i < count; ++i) {
        const QString itemPointer = pointer + QLatin1Char('/') + QString::number(i);
        auto* item = new QGroupBox(QStringLiteral("%1 %2").arg(field.itemLabel).arg(i + 1));
        auto* itemLayout = new QVBoxLayout(item);
        auto* buttons = new QHBoxLayout;
        buttons->addStretch();
        const auto button = [&](const QString& text, const QString& tip, bool enabled, auto action) {
            auto* b = new QToolButton;
            b->setText(text);
            b->setToolTip(tip);
            b->setEnabled(enabled);
            connect(b, &QToolButton::clicked, this, action);
            buttons->addWidget(b);
            return b;
        };
        button(QStringLiteral("↑"), tr("Move up"), i > 0, [this, pointer, listNow, i] {
            Json list = listNow();
            std::swap(list[static_cast<std::size_t>(i)], list[static_cast<std::size_t>(i - 1)]);
            setField(pointer, list);
        });
        button(QStringLiteral("↓"), tr("Move down"), i + 1 < count, [this, pointer, listNow, i] {
            Json list = listNow();
            std::swap(list[static_cast<std::size_t>(i)], list[static_cast<std::size_t>(i + 1)]);
            setField(pointer, list);
        });
        button(QStringLiteral("✕"), tr("Remove this %1").arg(field.itemLabel), true, [this, pointer, listNow, i, field] {
            Json list = listNow();
            list.erase(list.begin() + i);
            setField(pointer, list.empty() && field.optional ? Json() : list);
        });
        itemLayout->addLayout(buttons);
        auto* fields = new QFormLayout;
        addFields(fields, field.fields, itemPointer, root);
        itemLayout->addLayout(fields);
        editors_.insert(itemPointer, item);
        layout->addWidget(item);
    }
    auto* add = new QPushButton(tr("Add %1").arg(field.itemLabel));
    connect(add, &QPushButton::clicked, this, [this, pointer, listNow] {
        Json list = listNow();
        list.push_back(Json::object());
        const QString added = pointer + QLatin1Char('/') + QString::number(list.size() - 1);
        setField(pointer, list);
        focusField(added); // the new item is often below the fold
    });
    layout->addWidget(add, 0, Qt::AlignLeft);
    editors_.insert(pointer + QStringLiteral("#add"), add);
    return box;
}

} // namespace rb
