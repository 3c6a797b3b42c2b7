#include "rulebench/definitions/triggers.h"

namespace rb {

PlacedTriggers::PlacedTriggers(TriggerList list)
    : list_(std::move(list))
{
    if (list_)
        for (const TriggerDef& t : *list_)
            firesLeft_.push_back(t.fires ? *t.fires : kUnlimited);
}

const std::vector<TriggerDef>& PlacedTriggers::list() const
{
    static const std::vector<TriggerDef> none;
    return list_ ? *list_ : none;
}

void PlacedTriggers::countFire(std::size_t trigger)
{
    std::uint32_t& left = firesLeft_.at(trigger);
    if (left != kUnlimited && left > 0)
        --left;
}

std::string_view toString(WhenEmpty w) { return wordOf(kWhenEmpties, w); }

std::optional<WhenEmpty> parseWhenEmpty(std::string_view text) { return parseWord(text, kWhenEmpties); }

Remnant leaveRemnant(const Carrier& carrier, MomentId moment, EntityRef by, Cell at)
{
    Remnant r{carrier, moment, by, at};
    r.carrier.charges.reset();
    return r;
}

} // namespace rb
