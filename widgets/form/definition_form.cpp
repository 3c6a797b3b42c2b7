#include "form/definition_form.h"

#include "common/wheel_guard.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/definition_place.h"
#include "form/definition_form_parts.h"

#include "rulebench/content/sections.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QFrame>
#include <QKeyEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

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

DefinitionForm::DefinitionForm(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , layout_(new QVBoxLayout(this))
    , title_(new QLabel(this))
{
    installWheelGuard(); // the application's one wheel rule: a form scrolls past its fields
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
    // A window closing while it is destroyed still moves the focus, and a
    // field losing it (editingFinished) must not reach a form half gone.
    disconnect(focusWatch_);
    for (QObject* child : findChildren<QObject*>())
        QObject::disconnect(child, nullptr, this, nullptr);
}

void DefinitionForm::useFields(const FieldTable& fields)
{
    fields_ = &fields;
    rebuild();
}

void DefinitionForm::showDefinition(const QString& section, int index)
{
    section_ = section;
    index_ = index;
    name_ = definitionName(*document_, section, index);
    rebuild();
}

QString DefinitionForm::title() const { return title_->text(); }

void DefinitionForm::showNothing(const QString& why)
{
    showDefinition({}, -1);
    title_->setText(why);
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

QString DefinitionForm::structureOf(const Json& json) const
{
    QString s = shapeOf(json);
    for (const auto& decider : deciders_)
        s += QLatin1Char('|') + decider(json);
    return s;
}

void DefinitionForm::decidedBy(std::function<QString(const Json&)> decider)
{
    deciders_.push_back(std::move(decider));
}

void DefinitionForm::onDocumentChanged(const ContentChange& change)
{
    if (index_ < 0)
        return;
    clearHighlight(); // the next edit ends it
    // Found again by name: an edit beside it moves its place, a whole new content may not have it.
    const int found = definitionIndexAfter(*document_, change, section_, index_, name_);
    if (found < 0) {
        showNothing(goneFromContent(section_, name_));
        return;
    }
    index_ = found;
    name_ = definitionName(*document_, section_, index_); // renamed in its place
    if (change.kind == ContentChange::Reset) {
        rebuild(); // every editor reads the new content
        return;
    }
    const Json json = currentJson();
    if (structureOf(json) != shape_)
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
    clearHighlight();
    // The field being edited keeps the keyboard focus across the rebuild.
    const QString focused = body_ && body_->isAncestorOf(QApplication::focusWidget()) ? keyOf(QApplication::focusWidget())
                                                                                       : QString();
    editors_.clear();
    refreshers_.clear();
    deciders_.clear();
    if (body_) {
        body_->hide();
        body_->deleteLater();
        body_ = nullptr;
    }
    const Json json = currentJson();
    if (!json.is_object()) {
        shape_ = shapeOf(json);
        title_->setText(tr("Pick a definition in the tree to edit it."));
        return;
    }
    body_ = new QWidget(this);
    auto* form = new QFormLayout(body_);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    if (fields_)
        ownFields_ = formFieldsOf(*fields_, section_);
    addFields(form, fields_ ? ownFields_ : formFields(section_), QString(), json);
    shape_ = structureOf(json);
    layout_->insertWidget(1, body_);
    body_->show();
    refresh();
    if (QWidget* again = focused.isEmpty() ? nullptr : editors_.value(focused))
        again->setFocus(Qt::OtherFocusReason);
}

void DefinitionForm::setField(const QString& pointer, const Json& value, bool typing, const QString& words)
{
    if (index_ >= 0)
        edit::setField(document_, section_, index_, pointer, value, typing, words);
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
    case FieldKind::Glyph: editor = field.formula ? makeFormula(field, pointer) : makeText(field, pointer); break;
    case FieldKind::Integer:
        editor = field.formula ? makeFormula(field, pointer) : makeInteger(field, pointer);
        break;
    case FieldKind::Boolean: editor = makeBoolean(field, pointer); break;
    case FieldKind::Choice: editor = makeChoice(field, pointer); break;
    case FieldKind::Reference: editor = makeReference(field, pointer); break;
    case FieldKind::OpenReference: editor = makeOpenReference(field, pointer); break;
    case FieldKind::ReferenceList: editor = makeReferenceList(field, pointer); break;
    case FieldKind::Color: editor = makeColor(field, pointer); break;
    case FieldKind::NamedValues: editor = makeNamedValues(field, pointer); break;
    case FieldKind::Value: editor = makeValue(field, pointer, root); break;
    case FieldKind::Condition: editor = makeCondition(field, pointer, root, 0); break;
    case FieldKind::Area: editor = makeArea(field, pointer, root); break;
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

QString DefinitionForm::keyOf(const QWidget* widget) const
{
    QString best;
    const QWidget* bestEditor = nullptr;
    for (auto it = editors_.begin(); it != editors_.end(); ++it) {
        const QWidget* editor = it.value();
        if (!editor || !widget || !(editor == widget || editor->isAncestorOf(widget)))
            continue;
        // The innermost editor wins; of one editor's keys, the longest.
        if (!bestEditor || bestEditor->isAncestorOf(editor) || (editor == bestEditor && it.key().size() > best.size())) {
            best = it.key();
            bestEditor = editor;
        }
    }
    return best;
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

bool DefinitionForm::eventFilter(QObject* watched, QEvent* event)
{
    const bool escape = (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)
                        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape;
    if (escape && watched->property("rbNameLine").toBool() && cancelRename(event))
        return true;
    return QWidget::eventFilter(watched, event);
}

bool DefinitionForm::focusField(const QString& pointer)
{
    QWidget* editor = editorFor(pointer);
    if (!editor)
        return false;
    // A composite row focuses its first input: a list item's first field, not its move buttons.
    QWidget* target = editor;
    if (target->focusPolicy() == Qt::NoFocus)
        for (auto* child : editor->findChildren<QWidget*>()) {
            const bool button = qobject_cast<QAbstractButton*>(child) && !qobject_cast<QCheckBox*>(child);
            if (child->focusPolicy() != Qt::NoFocus && !button && child->isEnabled()) {
                target = child;
                break;
            }
        }
    target->setFocus(Qt::OtherFocusReason);
    highlight(editor);
    // The form may have just been built: scroll once its layout has settled.
    const QPointer<QWidget> shown(editor);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    scrollToHighlight();
    QTimer::singleShot(0, this, [this, shown] {
        if (shown && highlight_)
            scrollToHighlight();
    });
    return true;
}

void DefinitionForm::highlight(QWidget* editor)
{
    clearHighlight();
    highlighted_ = editor;
    // A frame drawn over the field, not a restyled field: every kind of editor looks the same.
    highlight_ = new QFrame(editor->parentWidget());
    highlight_->setObjectName(QStringLiteral("fieldHighlight"));
    highlight_->setAttribute(Qt::WA_TransparentForMouseEvents);
    highlight_->setStyleSheet(QStringLiteral("#fieldHighlight { border: 2px solid #e8a317; border-radius: 4px; "
                                             "background-color: rgba(232, 163, 23, 40); }"));
    highlight_->show();
    QTimer::singleShot(kHighlightMs, highlight_, [this] { clearHighlight(); });
}

void DefinitionForm::clearHighlight()
{
    if (highlight_)
        highlight_->deleteLater();
    highlight_ = nullptr;
    highlighted_ = nullptr;
}

void DefinitionForm::scrollToHighlight()
{
    if (!highlight_ || !highlighted_)
        return;
    highlight_->setGeometry(highlighted_->geometry().adjusted(-3, -3, 3, 3));
    highlight_->raise();
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w)) {
            area->ensureWidgetVisible(highlighted_, 40, 60);
            break;
        }
}

} // namespace rb
