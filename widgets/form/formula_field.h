#pragma once
// A field where a formula may stand instead of a number or dice: "=2 +
// user.stat(strength) / 2". A number field shows a number box until "=" is
// typed in it, then the formula line (emptied, or given a whole number, it is
// a number box again); a dice field's line takes "2d4+1" or a formula. A
// formula is coloured (numbers, names, functions, operators, mistakes), the
// formula table's functions and the content's names are offered as it is
// typed, the compiler's first mistake shows under it at its column, and under
// that its value for the actor chosen in the sandbox (FormulaValues).
// The field only says what the designer did (`edited`): the form writes it
// through the document's undo commands.

#include "form/formula_colours.h"

#include "rulebench/base/json_reader.h"
#include "rulebench/formula/formula.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>

class QCompleter;
class QLabel;
class QLineEdit;
class QModelIndex;
class QSpinBox;
class QStandardItemModel;

namespace rb {

class FormulaValues;

class FormulaField : public QWidget {
    Q_OBJECT
public:
    enum class Plain { Number, Dice };
    // `optional`: a file without the field shows the last number, not a blank box.
    FormulaField(Plain plain, std::int64_t minimum, std::int64_t maximum, bool optional, QWidget* parent = nullptr);

    // The content's names, for completion and for the check as it is typed.
    void setNames(const FormulaNames& names);
    // Where the value for the sandbox's chosen actor comes from; null: the field says what it would need.
    void setValues(FormulaValues* values);
    // Shows what the file holds (a number, a formula's or dice's text, or nothing).
    void showValue(const Json& value);
    // What the field holds, as the file would.
    Json value() const;
    bool showsFormula() const;

    QSpinBox* numberBox() const { return number_; }
    QLineEdit* line() const { return line_; }
    QLabel* errorLine() const { return error_; }
    QLabel* valueLine() const { return value_; }
    QCompleter* completer() const { return completer_; }
    const std::vector<FormulaSpan>& spans() const;

signals:
    // The designer changed it to `value`. `typing`: keystrokes in the field
    // merge into one undo step. `label`: the undo step's words, %1 the field's
    // place ("Make %1 a formula"); empty: the form's usual "Change %1".
    void edited(const Json& value, bool typing, const QString& label);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showFormula(bool formula);
    void typed(const QString& text);
    // Colours, the mistake under the line and the value under that.
    void decorate();
    void showError(const std::vector<FormulaError>& errors);
    void showLiveValue();
    // Offers completions at the caret; `always`: even for a prefix not yet begun.
    void offerCompletions(bool always);
    void choose(const QModelIndex& index);

    Plain plain_;
    bool optional_;
    std::int64_t minimum_, maximum_;
    FormulaNames names_;
    QPointer<FormulaValues> values_;
    QSpinBox* number_ = nullptr;
    QLineEdit* line_;
    QLabel* error_;
    QLabel* value_;
    QCompleter* completer_;
    QStandardItemModel* choices_;
    bool formula_ = false; // the line shows, not the number box
    int completionStart_ = 0;
    std::vector<FormulaSpan> spans_;
};

} // namespace rb
