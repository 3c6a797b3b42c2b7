#include "rulebench/definitions/rolled.h"

#include <algorithm>

namespace rb {

std::int64_t Rolled::roll(const Landing& landing, EntityRef target, EffectWorld& world, RandomStream& stream,
                          FormulaWorking* working) const
{
    if (!formula)
        return dice.roll(stream);
    const FormulaScope scope{world.formulaReader(), landing.user, target, &stream};
    if (!working) {
        bool divisionByZero = false;
        const std::int64_t value = formula->evaluate(scope, divisionByZero);
        if (divisionByZero)
            world.dividedByZero(target, *formula);
        return std::clamp(value, min, max);
    }
    formula->explain(scope, *working);
    if (working->divisionByZero)
        world.dividedByZero(target, *formula);
    const std::int64_t held = std::clamp(working->value, min, max);
    if (held != working->value)
        working->text += ", held to " + std::to_string(held);
    return held;
}

std::string Rolled::describe() const
{
    if (!formula)
        return dice.describe();
    std::string text = formula->text().substr(formula->text().find('=') + 1);
    const std::size_t first = text.find_first_not_of(' ');
    return "(" + (first == std::string::npos ? text : text.substr(first)) + ")";
}

} // namespace rb
