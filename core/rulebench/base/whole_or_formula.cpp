#include "rulebench/base/whole_or_formula.h"

#include "rulebench/base/json_reader.h"

namespace rb {

bool read(const Json& j, const Where& w, WholeOrFormula& out)
{
    if (j.is_string()) {
        const std::string& text = j.get_ref<const std::string&>();
        const std::size_t first = text.find_first_not_of(" \t");
        if (first == std::string::npos || text[first] != '=') {
            w.error("expected a whole number or a formula (text that begins with \"=\"), got text \"" + text + "\"");
            return false;
        }
        out = WholeOrFormula{0, text};
        return true;
    }
    std::int64_t n = 0;
    if (!j.is_number()) {
        w.error("expected a whole number or a formula (text that begins with \"=\"), got " + describeType(j));
        return false;
    }
    if (!read(j, w, n))
        return false;
    out = WholeOrFormula{n, {}};
    return true;
}

Json toJson(const WholeOrFormula& v) { return v.isFormula() ? Json(v.formula) : Json(v.number); }

bool read(const Json& j, const Where& w, ChanceOrFormula& out)
{
    if (j.is_string()) {
        const std::string& text = j.get_ref<const std::string&>();
        const std::size_t first = text.find_first_not_of(" \t");
        if (first != std::string::npos && text[first] == '=') {
            out = ChanceOrFormula{Chance::always(), text};
            return true;
        }
    }
    Chance c;
    if (!read(j, w, c))
        return false;
    out = ChanceOrFormula{c, {}};
    return true;
}

Json toJson(const ChanceOrFormula& v) { return v.isFormula() ? Json(v.formula) : toJson(v.chance); }

} // namespace rb
