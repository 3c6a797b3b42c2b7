// DefinitionForm's editors that name other definitions: one name, several
// names, or a whole number per name.
#include "form/definition_form.h"

#include "document/content_document.h"
#include "form/definition_form_parts.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <memory>

namespace rb {

QWidget* DefinitionForm::makeReference(const FormField& field, const QString& pointer)
{
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(combo, &QComboBox::activated, this, [this, combo, pointer](int i) {
        const QVariant name = combo->itemData(i);
        setField(pointer, name.isNull() ? Json() : Json(fromQ(name.toString())));
    });
    refreshers_.push_back([this, combo, pointer, field](const Json& json) {
        const QSignalBlocker block(combo);
        const QString current = textOf(valueAt(json, pointer));
        const QStringList names = field.names && document_->spec() ? field.names(*document_->spec(), json, pointer)
                                                                   : namesIn(document_, field.target);
        // Refilling a long list on every keystroke elsewhere would be slow:
        // only when the names or the value change.
        const QStringList key = QStringList(names) << current;
        if (combo->property("rbKey").toStringList() == key)
            return;
        combo->setProperty("rbKey", key);
        combo->clear();
        if (field.optional || current.isEmpty())
            combo->addItem(tr("(none)"), QVariant());
        for (const QString& name : names)
            combo->addItem(name, name);
        if (!current.isEmpty() && !names.contains(current)) {
            // A dangling name stays visible, marked, until the designer picks another.
            combo->addItem(tr("%1 (missing)").arg(current), current);
            combo->setItemData(combo->count() - 1, QColor(Qt::red), Qt::ForegroundRole);
        }
        const int i = current.isEmpty() ? 0 : combo->findData(current);
        combo->setCurrentIndex(std::max(i, 0));
    });
    return combo;
}

QWidget* DefinitionForm::makeReferenceList(const FormField& field, const QString& pointer)
{
    auto* list = new QListWidget;
    list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    connect(list, &QListWidget::itemChanged, this, [this, list, pointer] {
        Json names = Json::array();
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked)
                names.push_back(fromQ(list->item(i)->data(Qt::UserRole).toString()));
        setField(pointer, names.empty() ? Json() : names);
    });
    refreshers_.push_back([this, list, pointer, field](const Json& json) {
        const QSignalBlocker block(list);
        QStringList chosen;
        const Json v = valueAt(json, pointer);
        if (v.is_array())
            for (const auto& n : v)
                chosen << textOf(n);
        QStringList names = namesIn(document_, field.target);
        if (field.target == section_) // a definition never lists itself
            names.removeAll(textOf(valueAt(json, QStringLiteral("/name"))));
        for (const QString& c : chosen)
            if (!names.contains(c))
                names << c;
        list->clear();
        for (const QString& name : names) {
            auto* item = new QListWidgetItem(name, list);
            item->setData(Qt::UserRole, name);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(chosen.contains(name) ? Qt::Checked : Qt::Unchecked);
        }
        // Every row in sight, without an inner scroll bar, up to a long list's
        // first kMaxListRows (the form itself scrolls).
        constexpr int kMaxListRows = 16;
        const int rows = std::clamp(list->count(), 1, kMaxListRows);
        const int rowHeight = list->count() ? list->sizeHintForRow(0) : list->fontMetrics().height();
        list->setFixedHeight(rows * rowHeight + 2 * list->frameWidth() + 2);
    });
    return list;
}

QWidget* DefinitionForm::makeNamedValues(const FormField& field, const QString& pointer)
{
    // One row per definition of the target section: checked rows are set.
    auto* box = new QGroupBox(field.label);
    auto* grid = new QFormLayout(box);
    auto rows = std::make_shared<QHash<QString, std::pair<QCheckBox*, QSpinBox*>>>();
    const auto rebuildRows = [this, box, grid, rows, field, pointer](const Json& json) {
        const QStringList names = namesIn(document_, field.target);
        const Json values = valueAt(json, pointer);
        QStringList wanted = names;
        if (values.is_object())
            for (auto it = values.begin(); it != values.end(); ++it)
                if (!wanted.contains(toQ(it.key())))
                    wanted << toQ(it.key()); // a name that no longer exists stays visible
        if (QStringList(rows->keys()).size() != wanted.size() || !std::all_of(wanted.begin(), wanted.end(), [&](const QString& n) { return rows->contains(n); })) {
            while (grid->rowCount() > 0)
                grid->removeRow(0);
            rows->clear();
            for (const QString& name : wanted) {
                auto* set = new QCheckBox(name);
                auto* spin = new QSpinBox;
                configureSpin(spin, field);
                grid->addRow(set, spin);
                rows->insert(name, {set, spin});
                const QString valuePointer = pointer + QLatin1Char('/') + name;
                const auto write = [this, set, spin, valuePointer] {
                    setField(valuePointer, set->isChecked() ? Json(static_cast<std::int64_t>(spin->value())) : Json());
                };
                connect(set, &QCheckBox::toggled, this, write);
                connect(spin, &QSpinBox::valueChanged, this, [set, write] {
                    if (set->isChecked())
                        write();
                });
                editors_.insert(valuePointer, spin);
                if (!names.contains(name))
                    set->setStyleSheet(QStringLiteral("color: red;"));
            }
        }
        for (auto it = rows->begin(); it != rows->end(); ++it) {
            const Json v = values.is_object() ? values.value(fromQ(it.key()), Json()) : Json();
            const QSignalBlocker blockSet(it->first);
            const QSignalBlocker blockSpin(it->second);
            it->first->setChecked(v.is_number_integer());
            it->second->setEnabled(v.is_number_integer());
            if (v.is_number_integer())
                it->second->setValue(v.get<int>());
        }
        (void)box;
    };
    refreshers_.push_back(rebuildRows);
    return box;
}

} // namespace rb
