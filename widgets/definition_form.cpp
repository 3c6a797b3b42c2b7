#include "definition_form.h"

#include "content_commands.h"
#include "content_document.h"
#include "qt_strings.h"

#include "rulebench/content/effect_build.h"
#include "rulebench/content/sections.h"
#include "rulebench/effects/effect_kinds.h"
#include "rulebench/effects/effect_list.h"
#include "rulebench/content/effect_spec.h"

#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <limits>
#include <memory>

namespace rb {

Json valueAt(const Json& json, const QString& pointer)
{
    try {
        const Json::json_pointer p(fromQ(pointer));
        return json.contains(p) ? json.at(p) : Json();
    } catch (const Json::exception&) {
        return Json();
    }
}

QString pointerFromPath(std::string_view path)
{
    QString pointer;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') {
            ++i;
        } else if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string_view::npos)
                break;
            std::string_view inside = path.substr(i + 1, close - i - 1);
            if (inside.size() >= 2 && inside.front() == '"')
                inside = inside.substr(1, inside.size() - 2);
            pointer += QLatin1Char('/') + toQ(inside);
            i = close + 1;
        } else {
            const std::size_t end = path.find_first_of(".[", i);
            pointer += QLatin1Char('/') + toQ(path.substr(i, end == std::string_view::npos ? end : end - i));
            i = end == std::string_view::npos ? path.size() : end;
        }
    }
    return pointer;
}

namespace {
QStringList namesIn(const ContentDocument* document, const QString& section)
{
    QStringList names;
    // Moments: the engine's (and a game's) registered ones come before the file's own.
    if (section == QLatin1String("moments") && document->definitions()) {
        for (const auto& m : document->definitions()->moments)
            names << toQ(m.name);
        if (document->spec())
            for (const auto& m : document->spec()->moments)
                if (!names.contains(toQ(m.name)))
                    names << toQ(m.name);
        return names;
    }
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || !document->spec())
        return names;
    for (std::size_t i = 0; i < info->size(*document->spec()); ++i)
        names << toQ(info->name(*document->spec(), i));
    return names;
}

QString textOf(const Json& v) { return v.is_string() ? toQ(v.get<std::string>()) : QString(); }

// Large spin boxes: content numbers are bounded, and so are these.
void configureSpin(QSpinBox* spin, const FormField& field)
{
    const auto clampToInt = [](std::int64_t v) {
        return static_cast<int>(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    };
    spin->setRange(clampToInt(field.minimum), clampToInt(field.maximum));
    spin->setAccelerated(true);
    spin->setMinimumWidth(90);
    spin->setMaximumWidth(160);
    spin->setKeyboardTracking(true);
}
} // namespace

DefinitionForm::DefinitionForm(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , layout_(new QVBoxLayout(this))
    , title_(new QLabel(this))
{
    QFont font = title_->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    title_->setFont(font);
    layout_->addWidget(title_);
    layout_->addStretch();
    connect(document_, &ContentDocument::changed, this, &DefinitionForm::onDocumentChanged);
    focusWatch_ = connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        const QString pointer = pointerOf(now);
        if (!pointer.isEmpty())
            emit fieldFocused(pointer);
    });
    // Names chosen from lists and effects in words read the last validation's definitions.
    connect(document_, &ContentDocument::diagnosticsChanged, this, [this] {
        if (index_ >= 0)
            refresh();
    });
    showDefinition({}, -1);
}

DefinitionForm::~DefinitionForm()
{
    // A window closing while it is destroyed still moves the focus.
    disconnect(focusWatch_);
}

void DefinitionForm::showDefinition(const QString& section, int index)
{
    section_ = section;
    index_ = index;
    rebuild();
}

Json DefinitionForm::currentJson() const
{
    if (index_ < 0 || !document_->spec())
        return Json();
    const SectionInfo* info = findSection(fromQ(section_));
    if (!info || static_cast<std::size_t>(index_) >= info->size(*document_->spec()))
        return Json();
    return Json::parse(document_->definitionJson(section_, index_).dump());
}

// The sizes of every list, which decide whether the widgets can be reused.
QString DefinitionForm::shapeOf(const Json& json) const
{
    if (json.is_array()) {
        QString s = QStringLiteral("[") + QString::number(json.size());
        for (const auto& v : json)
            s += shapeOf(v);
        return s + QStringLiteral("]");
    }
    if (json.is_object()) {
        QString s = QStringLiteral("{");
        for (auto it = json.begin(); it != json.end(); ++it)
            if (it->is_array() || it->is_object())
                s += toQ(it.key()) + shapeOf(*it);
        return s + QStringLiteral("}");
    }
    return {};
}

void DefinitionForm::onDocumentChanged(const ContentChange& change)
{
    if (index_ < 0)
        return;
    if (change.kind == ContentChange::Reset) {
        showDefinition({}, -1);
        return;
    }
    if (change.section == section_) {
        if (change.kind == ContentChange::Removed && change.index == index_) {
            showDefinition({}, -1);
            return;
        }
        if (change.kind == ContentChange::Removed && change.index < index_)
            --index_;
        else if (change.kind == ContentChange::Inserted && change.index <= index_)
            ++index_;
    }
    const Json json = currentJson();
    if (shapeOf(json) != shape_)
        rebuild();
    else
        refresh();
}

void DefinitionForm::refresh()
{
    const Json json = currentJson();
    for (const auto& refresher : refreshers_)
        refresher(json);
    const SectionInfo* info = findSection(fromQ(section_));
    if (info && json.is_object())
        title_->setText(toQ(info->singular).left(1).toUpper() + toQ(info->singular).mid(1) + QStringLiteral(": ")
                        + textOf(json.value("name", Json())));
}

void DefinitionForm::rebuild()
{
    editors_.clear();
    refreshers_.clear();
    if (body_) {
        body_->hide();
        body_->deleteLater();
        body_ = nullptr;
    }
    const Json json = currentJson();
    shape_ = shapeOf(json);
    if (!json.is_object()) {
        title_->setText(tr("Pick a definition in the tree to edit it."));
        return;
    }
    body_ = new QWidget(this);
    auto* form = new QFormLayout(body_);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addFields(form, formFields(section_), QString(), json);
    layout_->insertWidget(1, body_);
    refresh();
}

void DefinitionForm::setField(const QString& pointer, const Json& value, bool typing)
{
    if (index_ >= 0)
        edit::setField(document_, section_, index_, pointer, value, typing);
}

void DefinitionForm::addFields(QFormLayout* layout, const std::vector<FormField>& fields, const QString& base,
                               const Json& root)
{
    for (const FormField& field : fields) {
        const QString pointer = base + QLatin1Char('/') + field.key;
        QWidget* editor = makeEditor(field, pointer, root);
        editor->setToolTip(field.help);
        // Group boxes carry their own title: they take the whole row.
        if (field.kind == FieldKind::List || field.kind == FieldKind::Object || field.kind == FieldKind::NamedValues)
            layout->addRow(editor);
        else
            layout->addRow(field.label, editor);
    }
}

QWidget* DefinitionForm::makeEditor(const FormField& field, const QString& pointer, const Json& root)
{
    QWidget* editor = nullptr;
    switch (field.kind) {
    case FieldKind::Name: editor = makeName(pointer); break;
    case FieldKind::Text:
    case FieldKind::Glyph: editor = makeText(field, pointer); break;
    case FieldKind::Integer: editor = makeInteger(field, pointer); break;
    case FieldKind::Boolean: editor = makeBoolean(pointer); break;
    case FieldKind::Choice: editor = makeChoice(field, pointer); break;
    case FieldKind::Reference: editor = makeReference(field, pointer); break;
    case FieldKind::ReferenceList: editor = makeReferenceList(field, pointer); break;
    case FieldKind::Color: editor = makeColor(field, pointer); break;
    case FieldKind::NamedValues: editor = makeNamedValues(field, pointer); break;
    case FieldKind::Value: editor = makeValue(field, pointer, root); break;
    case FieldKind::Condition: editor = makeCondition(pointer, root, 0); break;
    case FieldKind::Area: editor = makeArea(pointer, root); break;
    case FieldKind::EffectKind: editor = makeEffectKind(pointer); break;
    case FieldKind::EffectArgs: editor = makeEffectArgs(pointer, root); break;
    case FieldKind::EffectWords: editor = makeEffectWords(pointer); break;
    case FieldKind::Object: {
        auto* box = new QGroupBox(field.label);
        auto* inner = new QFormLayout(box);
        addFields(inner, field.fields, pointer, root);
        editor = box;
        break;
    }
    case FieldKind::List: editor = makeList(field, pointer, root); break;
    }
    editors_.insert(pointer, editor);
    return editor;
}

QWidget* DefinitionForm::makeName(const QString& pointer)
{
    auto* line = new QLineEdit;
    connect(line, &QLineEdit::editingFinished, this, [this, line] {
        const QString name = line->text();
        const QString current = textOf(valueAt(currentJson(), QStringLiteral("/name")));
        if (name == current)
            return;
        if (name.isEmpty() || namesIn(document_, section_).contains(name)) {
            emit message(name.isEmpty() ? tr("A name cannot be empty.")
                                        : tr("The name \"%1\" is taken in this section.").arg(name));
            line->setText(current);
            return;
        }
        edit::rename(document_, section_, index_, name);
    });
    refreshers_.push_back([line, pointer](const Json& json) {
        if (!line->hasFocus())
            line->setText(textOf(valueAt(json, pointer)));
    });
    return line;
}

QWidget* DefinitionForm::makeText(const FormField& field, const QString& pointer)
{
    auto* line = new QLineEdit;
    if (field.kind == FieldKind::Glyph) {
        line->setMaxLength(1);
        line->setMaximumWidth(60);
    }
    connect(line, &QLineEdit::textEdited, this, [this, pointer, field](const QString& text) {
        setField(pointer, text.isEmpty() && field.optional ? Json() : Json(fromQ(text)), true);
    });
    refreshers_.push_back([line, pointer](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        if (line->text() != text)
            line->setText(text);
    });
    return line;
}

QWidget* DefinitionForm::makeInteger(const FormField& field, const QString& pointer)
{
    auto* spin = new QSpinBox;
    configureSpin(spin, field);
    const auto read = [spin] { return Json(static_cast<std::int64_t>(spin->value())); };
    refreshers_.push_back([spin, pointer](const Json& json) {
        const Json v = valueAt(json, pointer);
        if (v.is_number_integer() && spin->value() != v.get<int>()) {
            const QSignalBlocker block(spin);
            spin->setValue(v.get<int>());
        }
    });
    if (field.optional)
        return makeOptional(field, pointer, spin, read);
    connect(spin, &QSpinBox::valueChanged, this, [this, pointer, read] { setField(pointer, read(), true); });
    return spin;
}

QWidget* DefinitionForm::makeBoolean(const QString& pointer)
{
    auto* box = new QCheckBox;
    // Unchecked is the default, and defaults are left out of the file.
    connect(box, &QCheckBox::toggled, this, [this, pointer](bool on) { setField(pointer, on ? Json(true) : Json()); });
    refreshers_.push_back([box, pointer](const Json& json) {
        const Json v = valueAt(json, pointer);
        const QSignalBlocker block(box);
        box->setChecked(v.is_boolean() && v.get<bool>());
    });
    return box;
}

QWidget* DefinitionForm::makeChoice(const FormField& field, const QString& pointer)
{
    auto* combo = new QComboBox;
    if (field.optional)
        combo->addItem(tr("(default)"));
    combo->addItems(field.choices);
    connect(combo, &QComboBox::activated, this, [this, pointer, combo, field](int i) {
        setField(pointer, field.optional && i == 0 ? Json() : Json(fromQ(combo->itemText(i))));
    });
    refreshers_.push_back([combo, pointer, field](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        const QSignalBlocker block(combo);
        const int i = combo->findText(text);
        combo->setCurrentIndex(i >= 0 ? i : 0);
    });
    return combo;
}

QWidget* DefinitionForm::makeOptional(const FormField& field, const QString& pointer, QWidget* editor,
                                      std::function<Json()> valueOfEditor)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* set = new QCheckBox(tr("set"));
    set->setToolTip(tr("Unchecked: \"%1\" is left out of the file.").arg(field.key));
    layout->addWidget(set);
    layout->addWidget(editor);
    layout->addStretch(1);
    connect(set, &QCheckBox::toggled, this, [this, pointer, valueOfEditor, editor](bool on) {
        editor->setEnabled(on);
        setField(pointer, on ? valueOfEditor() : Json());
    });
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        connect(spin, &QSpinBox::valueChanged, this, [this, pointer, valueOfEditor, set] {
            if (set->isChecked())
                setField(pointer, valueOfEditor(), true);
        });
    refreshers_.push_back([set, editor, pointer](const Json& json) {
        const bool present = !valueAt(json, pointer).is_null();
        const QSignalBlocker block(set);
        set->setChecked(present);
        editor->setEnabled(present);
    });
    editors_.insert(pointer + QStringLiteral("#set"), set);
    return row;
}

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
    list->setMaximumHeight(120);
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

QWidget* DefinitionForm::makeValue(const FormField& field, const QString& pointer, const Json& root)
{
    // The JSON's shape picks the editors; changing the kind rewrites the value,
    // which reshapes the form.
    const Json value = valueAt(root, pointer);
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->addItems({tr("number"), tr("per point of stat"), tr("per instance of status")});
    const int current = value.is_object() ? (value.contains("statuses") ? 2 : 1) : 0;
    kind->setCurrentIndex(current);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer](int i) {
        const auto first = [this](const QString& section) {
            const QStringList names = namesIn(document_, section);
            return names.isEmpty() ? std::string() : fromQ(names.first());
        };
        if (i == 0)
            setField(pointer, Json(0));
        else if (i == 1)
            setField(pointer, Json{{"stat", first(QStringLiteral("stats"))}, {"times", 1}});
        else
            setField(pointer, Json{{"statuses", first(QStringLiteral("statuses"))}, {"times", 1}});
    });
    FormField number = field;
    number.kind = FieldKind::Integer;
    number.optional = false;
    if (current == 0) {
        layout->addWidget(makeEditor(number, pointer, root), 1);
    } else {
        FormField ref;
        ref.kind = FieldKind::Reference;
        ref.target = current == 1 ? QStringLiteral("stats") : QStringLiteral("statuses");
        const QString refPointer = pointer + (current == 1 ? QStringLiteral("/stat") : QStringLiteral("/statuses"));
        layout->addWidget(new QLabel(tr("×")));
        number.label = tr("times");
        layout->addWidget(makeEditor(number, pointer + QStringLiteral("/times"), root));
        layout->addWidget(makeEditor(ref, refPointer, root), 1);
    }
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    return row;
}

QWidget* DefinitionForm::makeCondition(const QString& pointer, const Json& root, int depth)
{
    static const QStringList keys{QString(), QStringLiteral("has_status"), QStringLiteral("has_flag"),
                                  QStringLiteral("stat_at_most"), QStringLiteral("stat_at_least"), QStringLiteral("all"),
                                  QStringLiteral("any"), QStringLiteral("not")};
    const Json value = valueAt(root, pointer);
    int current = 0;
    if (value.is_object() && value.size() == 1)
        current = std::max(0, static_cast<int>(keys.indexOf(toQ(value.begin().key()))));
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(depth > 0 ? 16 : 0, 0, 0, 0);
    auto* head = new QHBoxLayout;
    auto* kind = new QComboBox;
    kind->addItems({depth == 0 ? tr("always") : tr("(remove)"), tr("has status"), tr("has flag"), tr("stat at most"),
                    tr("stat at least"), tr("all of"), tr("any of"), tr("not")});
    kind->setCurrentIndex(current);
    head->addWidget(kind);
    layout->addLayout(head);
    editors_.insert(pointer + QStringLiteral("#kind"), kind);

    const auto first = [this](const QString& section) {
        const QStringList names = namesIn(document_, section);
        return names.isEmpty() ? std::string() : fromQ(names.first());
    };
    const auto defaultFor = [first](int i) -> Json {
        switch (i) {
        case 1: return Json{{"has_status", first(QStringLiteral("statuses"))}};
        case 2: return Json{{"has_flag", first(QStringLiteral("flags"))}};
        case 3: return Json{{"stat_at_most", {{"stat", first(QStringLiteral("stats"))}, {"value", 0}}}};
        case 4: return Json{{"stat_at_least", {{"stat", first(QStringLiteral("stats"))}, {"value", 0}}}};
        case 5: return Json{{"all", Json::array({Json{{"has_flag", first(QStringLiteral("flags"))}}})}};
        case 6: return Json{{"any", Json::array({Json{{"has_flag", first(QStringLiteral("flags"))}}})}};
        case 7: return Json{{"not", {{"has_flag", first(QStringLiteral("flags"))}}}};
        default: return Json();
        }
    };
    connect(kind, &QComboBox::activated, this, [this, pointer, defaultFor, depth](int i) {
        const QString parent = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
        const Json parentValue = valueAt(currentJson(), parent);
        if (i == 0 && depth > 0 && parentValue.is_array()) {
            // Removing a child of all/any takes it out of the list.
            Json list = parentValue;
            list.erase(list.begin() + pointer.mid(pointer.lastIndexOf(QLatin1Char('/')) + 1).toInt());
            setField(parent, list);
            return;
        }
        setField(pointer, defaultFor(i));
    });

    const auto reference = [](const QString& target) {
        FormField f;
        f.kind = FieldKind::Reference;
        f.target = target;
        return f;
    };
    const QString key = keys.value(current);
    if (current == 1 || current == 2) {
        head->addWidget(makeEditor(reference(current == 1 ? QStringLiteral("statuses") : QStringLiteral("flags")),
                                   pointer + QLatin1Char('/') + key, root), 1);
    } else if (current == 3 || current == 4) {
        FormField bound;
        bound.kind = FieldKind::Integer;
        head->addWidget(makeEditor(reference(QStringLiteral("stats")), pointer + QLatin1Char('/') + key + QStringLiteral("/stat"), root), 1);
        head->addWidget(makeEditor(bound, pointer + QLatin1Char('/') + key + QStringLiteral("/value"), root));
    } else if (current == 5 || current == 6) {
        const Json children = valueAt(root, pointer + QLatin1Char('/') + key);
        const int count = children.is_array() ? static_cast<int>(children.size()) : 0;
        for (int i = 0; i < count; ++i)
            layout->addWidget(makeCondition(pointer + QLatin1Char('/') + key + QLatin1Char('/') + QString::number(i), root, depth + 1));
        auto* add = new QToolButton;
        add->setText(tr("+ condition"));
        const QString listPointer = pointer + QLatin1Char('/') + key;
        connect(add, &QToolButton::clicked, this, [this, listPointer, first] {
            Json list = valueAt(currentJson(), listPointer);
            if (!list.is_array())
                list = Json::array();
            list.push_back(Json{{"has_flag", first(QStringLiteral("flags"))}});
            setField(listPointer, list);
        });
        layout->addWidget(add, 0, Qt::AlignLeft);
    } else if (current == 7) {
        layout->addWidget(makeCondition(pointer + QStringLiteral("/not"), root, depth + 1));
    }
    head->addStretch();
    return box;
}

QWidget* DefinitionForm::makeArea(const QString& pointer, const Json& root)
{
    // "here" (or absent) is one cell; {"burst": r} a burst of radius r.
    const Json value = valueAt(root, pointer);
    const bool burst = value.is_object();
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kind = new QComboBox;
    kind->addItems({tr("here"), tr("burst")});
    kind->setCurrentIndex(burst ? 1 : 0);
    layout->addWidget(kind);
    connect(kind, &QComboBox::activated, this, [this, pointer](int i) {
        setField(pointer, i == 0 ? Json() : Json{{"burst", 1}});
    });
    editors_.insert(pointer + QStringLiteral("#kind"), kind);
    if (burst) {
        FormField radius;
        radius.kind = FieldKind::Integer;
        radius.minimum = 0;
        radius.maximum = 100;
        layout->addWidget(new QLabel(tr("radius")));
        layout->addWidget(makeEditor(radius, pointer + QStringLiteral("/burst"), root));
    }
    layout->addStretch();
    return row;
}

QWidget* DefinitionForm::makeEffectKind(const QString& pointer)
{
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // A new kind takes other arguments: the entry starts over, keeping its chance.
    connect(combo, &QComboBox::activated, this, [this, combo, pointer](int i) {
        const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
        Json next = Json{{"kind", fromQ(combo->itemText(i))}};
        const Json chance = valueAt(currentJson(), entry + QStringLiteral("/chance"));
        if (!chance.is_null())
            next["chance"] = chance;
        setField(entry, next);
    });
    refreshers_.push_back([this, combo, pointer](const Json& json) {
        const QString current = textOf(valueAt(json, pointer));
        QStringList names;
        if (const auto defs = document_->definitions())
            for (const auto& k : defs->effectKinds)
                names << toQ(k.name);
        if (!current.isEmpty() && !names.contains(current))
            names << current; // an unknown kind stays visible until another is picked
        const QStringList key = QStringList(names) << current;
        if (combo->property("rbKey").toStringList() == key)
            return;
        combo->setProperty("rbKey", key);
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItems(names);
        combo->setCurrentIndex(std::max(0, static_cast<int>(combo->findText(current))));
    });
    return combo;
}

QWidget* DefinitionForm::makeEffectArgs(const QString& pointer, const Json& root)
{
    // The kind publishes its arguments; the form is built from that list.
    auto* box = new QWidget;
    auto* layout = new QFormLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
    const std::string kindName = fromQ(textOf(valueAt(root, entry + QStringLiteral("/kind"))));
    const auto defs = document_->definitions();
    const auto kind = defs ? defs->effectKinds.find(kindName) : std::nullopt;
    if (!kind) {
        layout->addRow(new QLabel(tr("Pick an effect kind to see its arguments.")));
        return box;
    }
    std::vector<FormField> fields;
    for (const ArgInfo& arg : defs->effectKinds[*kind].args) {
        FormField f;
        f.key = toQ(arg.name);
        f.label = toQ(arg.name);
        f.help = toQ(arg.help);
        f.optional = !arg.required;
        switch (arg.type) {
        case ArgType::DamageKind: f.kind = FieldKind::Reference; f.target = QStringLiteral("damage_kinds"); break;
        case ArgType::Status: f.kind = FieldKind::Reference; f.target = QStringLiteral("statuses"); break;
        case ArgType::Whole: f.kind = FieldKind::Integer; break;
        case ArgType::Modifier: f.kind = FieldKind::Object; f.fields = modifierFields(); break;
        case ArgType::Dice:
        case ArgType::Duration:
        case ArgType::GasKind:
        case ArgType::Text: f.kind = FieldKind::Text; break;
        }
        fields.push_back(std::move(f));
    }
    addFields(layout, fields, pointer, root);
    return box;
}

QWidget* DefinitionForm::makeEffectWords(const QString& pointer)
{
    auto* words = new QLabel;
    words->setWordWrap(true);
    words->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString entry = pointer.left(pointer.lastIndexOf(QLatin1Char('/')));
    refreshers_.push_back([this, words, entry](const Json& json) {
        const auto defs = document_->definitions();
        if (!defs) {
            words->clear();
            return;
        }
        // Build this one entry as the loader would, and say what it does or why not.
        Diagnostics problems;
        const Where where{&problems, {}, {}};
        const Json entryJson = valueAt(json, entry); // the reader keeps a pointer to it
        ObjectReader reader(entryJson, where);
        EffectSpec spec;
        readSpec(reader, spec);
        const EffectListPtr built = buildEffects({spec}, *defs, where);
        if (built && !problems.hasErrors()) {
            words->setStyleSheet(QString());
            words->setText(toQ(describe(*built)));
        } else {
            words->setStyleSheet(QStringLiteral("color: #b00020;"));
            words->setText(problems.empty() ? tr("does not build") : toQ(problems.all().front().message));
        }
    });
    return words;
}

QWidget* DefinitionForm::makeColor(const FormField& field, const QString& pointer)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* line = new QLineEdit;
    line->setPlaceholderText(QStringLiteral("#rrggbb"));
    line->setMaximumWidth(110);
    auto* swatch = new QToolButton;
    swatch->setToolTip(tr("Pick a colour"));
    layout->addWidget(line);
    layout->addWidget(swatch);
    layout->addStretch();
    connect(line, &QLineEdit::textEdited, this, [this, pointer, field](const QString& text) {
        setField(pointer, text.isEmpty() && field.optional ? Json() : Json(fromQ(text)), true);
    });
    connect(swatch, &QToolButton::clicked, this, [this, line, pointer] {
        const QColor chosen = QColorDialog::getColor(QColor(line->text()), this, tr("Colour"));
        if (chosen.isValid())
            setField(pointer, fromQ(chosen.name()));
    });
    refreshers_.push_back([line, swatch, pointer](const Json& json) {
        const QString text = textOf(valueAt(json, pointer));
        if (line->text() != text)
            line->setText(text);
        const QColor colour(text);
        swatch->setStyleSheet(colour.isValid() ? QStringLiteral("background-color: %1;").arg(colour.name()) : QString());
    });
    editors_.insert(pointer + QStringLiteral("#text"), line);
    return row;
}

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
        setField(pointer, list);
    });
    layout->addWidget(add, 0, Qt::AlignLeft);
    editors_.insert(pointer + QStringLiteral("#add"), add);
    return box;
}

QWidget* DefinitionForm::editorFor(const QString& pointer) const
{
    QString p = pointer;
    while (!p.isEmpty()) {
        auto it = editors_.find(p);
        if (it != editors_.end() && *it)
            return *it;
        p.truncate(std::max(0, static_cast<int>(p.lastIndexOf(QLatin1Char('/')))));
    }
    return nullptr;
}

QString DefinitionForm::pointerOf(const QWidget* widget) const
{
    // The deepest field whose editor holds the widget.
    QString best;
    for (auto it = editors_.begin(); it != editors_.end(); ++it) {
        const QWidget* editor = it.value();
        if (!editor || !widget || !(editor == widget || editor->isAncestorOf(widget)))
            continue;
        QString pointer = it.key().section(QLatin1Char('#'), 0, 0);
        if (pointer.size() > best.size())
            best = pointer;
    }
    return best;
}

bool DefinitionForm::focusField(const QString& pointer)
{
    QWidget* editor = editorFor(pointer);
    if (!editor)
        return false;
    // A composite row focuses its first focusable child.
    QWidget* target = editor;
    if (target->focusPolicy() == Qt::NoFocus)
        for (auto* child : editor->findChildren<QWidget*>())
            if (child->focusPolicy() != Qt::NoFocus) {
                target = child;
                break;
            }
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

} // namespace rb
