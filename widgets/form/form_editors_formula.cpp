// DefinitionForm's editor for a number or dice where a formula may stand
// instead: the field itself is form/formula_field.h; here it is joined to the
// document (its edits as undo steps, the content's names, the sandbox's values).
#include "form/definition_form.h"

#include "common/formula_values.h"
#include "document/content_document.h"
#include "form/definition_form_parts.h"
#include "form/formula_field.h"

#include "rulebench/stats/formula_names.h"

#include <QLineEdit>
#include <QSpinBox>

namespace rb {

QWidget* DefinitionForm::makeFormula(const FormField& field, const QString& pointer)
{
    const bool number = field.kind == FieldKind::Integer;
    auto* formula = new FormulaField(number ? FormulaField::Plain::Number : FormulaField::Plain::Dice, field.minimum,
                                     field.maximum, field.optional);
    if (number)
        configureSpin(formula->numberBox(), field);
    formula->setValues(formulaValues_);
    connect(formula, &FormulaField::edited, this,
            [this, pointer, optional = field.optional](const Json& value, bool typing, const QString& words) {
                const bool blank = value.is_string() && value.get_ref<const std::string&>().empty();
                setField(pointer, blank && optional ? Json() : value, typing, words);
            });
    refreshers_.push_back([this, formula, pointer](const Json& json) {
        if (const auto defs = document_->definitions())
            formula->setNames(formulaNames(*defs));
        formula->showValue(valueAt(json, pointer));
    });
    editors_.insert(pointer + QStringLiteral("#formula"), formula->line());
    if (number && field.optional)
        return makeOptional(field, pointer, formula, [formula] { return formula->value(); });
    return formula;
}

void DefinitionForm::setFormulaValues(FormulaValues* values)
{
    formulaValues_ = values;
    for (FormulaField* field : findChildren<FormulaField*>())
        field->setValues(values);
}

} // namespace rb
