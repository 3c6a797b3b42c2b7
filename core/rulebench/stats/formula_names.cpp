#include "rulebench/stats/formula_names.h"

namespace rb {

FormulaNames formulaNames(const StatRegistries& registries)
{
    return {registries.stats.names(), registries.statuses.names(), registries.flags.names()};
}

std::optional<Formula> compileFieldFormula(std::string_view text, const StatRegistries& registries,
                                           const FormulaUse& use, const Where& where)
{
    FormulaCompile c = compileFormula(text, formulaNames(registries), use);
    for (const FormulaError& e : c.errors)
        where.error("column " + std::to_string(e.column) + ": " + e.message);
    if (!c.errors.empty())
        return std::nullopt;
    return std::move(c.formula);
}

} // namespace rb

namespace rb {

void forEachFormulaReference(std::string& text, const std::string& field, const ReferenceEmit& emit)
{
    if (!isFormulaText(text))
        return;
    std::vector<Formula::NameUse> uses = formulaNameUses(text);
    bool changed = false;
    for (Formula::NameUse& use : uses) {
        const std::string before = use.name;
        if (use.section == FormulaName::Stat)
            emit("stats", use.name, field);
        if (use.section == FormulaName::Status || use.section == FormulaName::StatusOrFlag)
            emit("statuses", use.name, field);
        if (use.section == FormulaName::Flag || (use.section == FormulaName::StatusOrFlag && use.name == before))
            emit("flags", use.name, field);
        changed = changed || use.name != before;
    }
    if (changed)
        text = withNames(text, uses);
}

} // namespace rb
