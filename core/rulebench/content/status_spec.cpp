#include "rulebench/content/status_spec.h"

#include "rulebench/stats/formula_names.h"

namespace rb {

bool read(const Json& j, const Where& w, TickSpec& out)
{
    ObjectReader r(j, w);
    const bool ok = readSpec(r, out);
    if (!ok)
        out.raw = j;
    return ok;
}

OrderedJson toJson(const TickSpec& s)
{
    return s.raw.is_null() ? writeObject(s, TickSpec::fields()) : toOrdered(s.raw);
}

void forEachReference(StatusSpec& s, const ReferenceEmit& emit)
{
    if (s.tick && s.tick->raw.is_null()) {
        emit("damage_kinds", s.tick->kind, std::string(keyOf<&StatusSpec::tick>) + "." + std::string(keyOf<&TickSpec::kind>));
        forEachFormulaReference(s.tick->amount.formula,
                                std::string(keyOf<&StatusSpec::tick>) + "." + std::string(keyOf<&TickSpec::amount>), emit);
    }
    for (std::size_t i = 0; i < s.modifiers.size(); ++i)
        forEachReference(s.modifiers[i], std::string(keyOf<&StatusSpec::modifiers>) + "[" + std::to_string(i) + "]", emit);
    for (std::size_t i = 0; i < s.blockedBy.size(); ++i)
        emit("flags", s.blockedBy[i], std::string(keyOf<&StatusSpec::blockedBy>) + "[" + std::to_string(i) + "]");
    for (std::size_t i = 0; i < s.removes.size(); ++i)
        emit("statuses", s.removes[i], std::string(keyOf<&StatusSpec::removes>) + "[" + std::to_string(i) + "]");
}

} // namespace rb
