#include "shrink.h"

#include <string>
#include <vector>

namespace rb::property {
namespace {

// Every array entry under `j`, outermost first, as JSON pointers; the map's
// rows are left alone (a row fewer is another map, not a smaller one).
void entries(const OrderedJson& j, const OrderedJson::json_pointer& at, std::vector<OrderedJson::json_pointer>& out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            if (it.key() != "map")
                entries(it.value(), at / it.key(), out);
    } else if (j.is_array()) {
        for (std::size_t k = j.size(); k-- > 0;)
            out.push_back(at / k);
        for (std::size_t k = 0; k < j.size(); ++k)
            entries(j[k], at / k, out);
    }
}

bool without(OrderedJson& doc, const OrderedJson::json_pointer& entry)
{
    OrderedJson& list = doc[entry.parent_pointer()];
    const std::size_t k = std::stoul(entry.back());
    if (!list.is_array() || k >= list.size())
        return false;
    list.erase(k);
    return true;
}

} // namespace

GeneratedCase shrink(GeneratedCase failing, const Violation& violation, const CaseCheck& check, int budget)
{
    const auto same = [&](const GeneratedCase& c) {
        if (budget-- <= 0)
            return false;
        const auto v = check(c);
        return v && v->invariant == violation.invariant;
    };
    for (bool smaller = true; smaller && budget > 0;) {
        smaller = false;
        for (std::int64_t turns = failing.turns / 2; turns >= 1 && !smaller; turns /= 2) {
            GeneratedCase c = failing;
            c.turns = turns;
            if (same(c))
                failing = std::move(c), smaller = true;
        }
        for (OrderedJson GeneratedCase::*doc : {&GeneratedCase::scenario, &GeneratedCase::content}) {
            std::vector<OrderedJson::json_pointer> list;
            entries(failing.*doc, OrderedJson::json_pointer(), list);
            for (const auto& entry : list) {
                GeneratedCase c = failing;
                if (without(c.*doc, entry) && same(c)) {
                    failing = std::move(c);
                    smaller = true;
                    break;
                }
            }
            if (smaller)
                break;
        }
    }
    return failing;
}

} // namespace rb::property
