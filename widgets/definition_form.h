#pragma once
// The form for one definition, built from its section's FormFields. Every
// edit goes through an undo command on the document; the form follows the
// document (undo, redo, renames elsewhere) without losing the caret.

#include "form_schema.h"

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
struct ContentChange;

class DefinitionForm : public QWidget {
    Q_OBJECT
public:
    explicit DefinitionForm(ContentDocument* document, QWidget* parent = nullptr);
    ~DefinitionForm() override;

    // Shows the definition at `index` of `section`; an index of -1 shows nothing.
    void showDefinition(const QString& section, int index);
    QString section() const { return section_; }
    int index() const { return index_; }

    // The editor of the field at a JSON pointer inside the definition
    // ("/modifiers/0/stat"), or of the closest field around it.
    QWidget* editorFor(const QString& pointer) const;
    // The pointer of the field a widget belongs to, or empty.
    QString pointerOf(const QWidget* widget) const;
    bool focusField(const QString& pointer);

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
    QString shapeOf(const Json& json) const;
    // `typing`: keystrokes in one field merge into one undo step; clicks do not.
    void setField(const QString& pointer, const Json& value, bool typing = false);

    // `root` is the whole definition; fields read their values at their pointers.
    void addFields(QFormLayout* layout, const std::vector<FormField>& fields, const QString& base, const Json& root);
    QWidget* makeEditor(const FormField& field, const QString& pointer, const Json& root);
    // One builder per field kind, in form_editors_*.cpp (a file per group of kinds).
    QWidget* makeName(const QString& pointer);
    QWidget* makeText(const FormField& field, const QString& pointer);
    QWidget* makeInteger(const FormField& field, const QString& pointer);
    QWidget* makeBoolean(const QString& pointer);
    QWidget* makeChoice(const FormField& field, const QString& pointer);
    QWidget* makeList(const FormField& field, const QString& pointer, const Json& root);
    QWidget* makeReference(const FormField& field, const QString& pointer);
    QWidget* makeReferenceList(const FormField& field, const QString& pointer);
    QWidget* makeColor(const FormField& field, const QString& pointer);
    QWidget* makeNamedValues(const FormField& field, const QString& pointer);
    QWidget* makeValue(const FormField& field, const QString& pointer, const Json& root);
    QWidget* makeCondition(const QString& pointer, const Json& root, int depth);
    QWidget* makeConditionKind(const QString& pointer, int current, int depth);
    void addConditionList(QVBoxLayout* layout, const QString& listPointer, const Json& root, int depth);
    QWidget* makeArea(const QString& pointer, const Json& root);
    QWidget* makeEffectKind(const QString& pointer);
    QWidget* makeEffectArgs(const QString& pointer, const Json& root);
    QWidget* makeEffectWords(const QString& pointer);
    QWidget* makeOptional(const FormField& field, const QString& pointer, QWidget* editor,
                          std::function<Json()> valueOfEditor);

    ContentDocument* document_;
    QString section_;
    int index_ = -1;
    QString shape_;
    QWidget* body_ = nullptr;
    QVBoxLayout* layout_;
    QLabel* title_;
    QHash<QString, QPointer<QWidget>> editors_;
    std::vector<std::function<void(const Json&)>> refreshers_;
    QMetaObject::Connection focusWatch_; // to the application: ended before this form is taken apart
};

// Reads the value at a JSON pointer, or null when it is absent.
Json valueAt(const Json& json, const QString& pointer);
// A diagnostic's field path ("triggers[0].on") as a JSON pointer ("/triggers/0/on").
QString pointerFromPath(std::string_view fieldPath);

} // namespace rb
