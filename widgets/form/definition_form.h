#pragma once
// The form for one definition, built from its section's FormFields. Every
// edit goes through an undo command on the document; the form follows the
// document (undo, redo, renames elsewhere) without losing the caret.

#include "fields/field_words.h"
#include "fields/form_schema.h"

#include "rulebench/base/json_reader.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace rb {

class ContentDocument;
class FormulaValues;
struct ContentChange;

class DefinitionForm : public QWidget {
    Q_OBJECT
public:
    explicit DefinitionForm(ContentDocument* document, QWidget* parent = nullptr);
    ~DefinitionForm() override;

    // Shows the definition at `index` of `section`; an index of -1 shows nothing.
    // It is held by name: after any change, even of the whole content, the
    // form finds it again, or says that it is gone.
    void showDefinition(const QString& section, int index);
    // Shows no definition, and says why ("The status \"stoneskin\" is no longer in the content.").
    void showNothing(const QString& why);
    // The title: the definition shown, or why there is none.
    QString title() const;
    // Builds the fields from `fields` (a copy of the content's table with a
    // row changed) rather than contentFields(); `fields` outlives the form.
    void useFields(const FieldTable& fields);
    QString section() const { return section_; }
    int index() const { return index_; }

    // The editor of the field at a JSON pointer inside the definition
    // ("/modifiers/0/stat"), or of the closest field around it.
    QWidget* editorFor(const QString& pointer) const;
    // The pointer of the field a widget belongs to, or empty.
    QString pointerOf(const QWidget* widget) const;
    // Scrolls to the field at a pointer (or the closest around it), focuses
    // it and highlights it until the next edit or for a couple of seconds.
    bool focusField(const QString& pointer);
    // The editor highlighted by focusField, while the highlight lasts.
    QWidget* highlightedField() const { return highlight_ ? highlighted_.data() : nullptr; }
    static constexpr int kHighlightMs = 2500;
    // Where formula fields find their value for the actor chosen in the
    // sandbox (the window gives the sandbox's); null: they say what they need.
    void setFormulaValues(FormulaValues* values);

protected:
    // Escape in a name being typed cancels the rename.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    // A rename was refused (the name is taken or empty); says why.
    void message(const QString& text);
    // The keyboard focus moved into the field at `pointer` ("/triggers/1/area").
    void fieldFocused(const QString& pointer);

private:
    void rebuild();
    void refresh();
    void onDocumentChanged(const ContentChange& change);
    Json currentJson() const;
    // The sizes of every list: widgets are reused while they stay the same.
    QString shapeOf(const Json& json) const;
    // The shape and every value that decided which editors were built (an
    // effect's kind, a condition's kind, a value's kind): a change rebuilds.
    QString structureOf(const Json& json) const;
    // Registers a value that decided which editors exist, read from the definition.
    void decidedBy(std::function<QString(const Json&)> decider);
    void highlight(QWidget* editor);
    void clearHighlight();
    // Places the highlight on its field and scrolls the enclosing scroll area to it.
    void scrollToHighlight();
    // The key in editors_ ("/on", "/req#kind") of the deepest editor holding a widget.
    QString keyOf(const QWidget* widget) const;
    // `typing`: keystrokes in one field merge into one undo step; clicks do not.
    void setField(const QString& pointer, const Json& value, bool typing = false, const QString& words = {});

    // `root` is the whole definition; fields read their values at their pointers.
    void addFields(QFormLayout* layout, const std::vector<FormField>& fields, const QString& base, const Json& root);
    QWidget* makeEditor(const FormField& field, const QString& pointer, const Json& root);
    // One builder per field kind, in form_editors_*.cpp (a file per group of kinds).
    QWidget* makeName(const QString& pointer);
    // Why `name` cannot be this definition's new name (empty or taken), or empty when it can.
    QString whyNotName(const QString& name) const;
    // Esc in the name line: the typed name gives way to the current one. True when it did.
    bool cancelRename(QEvent* event);
    QWidget* makeText(const FormField& field, const QString& pointer);
    QWidget* makeInteger(const FormField& field, const QString& pointer);
    // A number or dice field where a formula may stand instead (form/formula_field.h).
    QWidget* makeFormula(const FormField& field, const QString& pointer);
    QWidget* makeBoolean(const FormField& field, const QString& pointer);
    QWidget* makeChoice(const FormField& field, const QString& pointer);
    QWidget* makeList(const FormField& field, const QString& pointer, const Json& root);
    QWidget* makeReference(const FormField& field, const QString& pointer);
    QWidget* makeReferenceList(const FormField& field, const QString& pointer);
    // A known name is taken as picked; a new one waits under a question
    // (with a "did you mean" for a near miss) until the designer answers.
    QWidget* makeOpenReference(const FormField& field, const QString& pointer);
    QWidget* makeColor(const FormField& field, const QString& pointer);
    QWidget* makeNamedValues(const FormField& field, const QString& pointer);
    QWidget* makeValue(const FormField& field, const QString& pointer, const Json& root);
    // A condition's, a value's and an area's parts (a stat bound's stat and
    // value, the burst's radius) are the field's `fields`.
    QWidget* makeCondition(const FormField& field, const QString& pointer, const Json& root, int depth);
    QWidget* makeConditionKind(const FormField& field, const QString& pointer, int current, int depth);
    void addConditionList(const FormField& field, QVBoxLayout* layout, const QString& listPointer, const Json& root,
                          int depth);
    QWidget* makeArea(const FormField& field, const QString& pointer, const Json& root);
    QWidget* makeEffectKind(const QString& pointer);
    QWidget* makeEffectArgs(const QString& pointer, const Json& root);
    QWidget* makeEffectWords(const QString& pointer);
    QString problemHere(const QString& entry, const Diagnostic& d) const;
    QWidget* makeOptional(const FormField& field, const QString& pointer, QWidget* editor,
                          std::function<Json()> valueOfEditor);

    ContentDocument* document_;
    const FieldTable* fields_ = nullptr;
    std::vector<FormField> ownFields_; // built from fields_
    QString section_;
    int index_ = -1;
    QString name_; // what finds it again after a change of the content
    QString shape_;
    QWidget* body_ = nullptr;
    QVBoxLayout* layout_;
    QLabel* title_;
    QHash<QString, QPointer<QWidget>> editors_;
    std::vector<std::function<void(const Json&)>> refreshers_;
    std::vector<std::function<QString(const Json&)>> deciders_;
    QPointer<QWidget> highlight_;
    QPointer<QWidget> highlighted_;
    QPointer<FormulaValues> formulaValues_;
    QMetaObject::Connection focusWatch_; // to the application: ended before this form is taken apart
};

// Reads the value at a JSON pointer, or null when it is absent.
Json valueAt(const Json& json, const QString& pointer);

} // namespace rb
