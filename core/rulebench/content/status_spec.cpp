#include "rulebench/content/status_spec.h"

namespace rb {

namespace {
bool readTick(const Json& j, const Where& w, TickSpec& out)
{
    ObjectReader r(j, w);
    bool ok = r.isObject();
    ok = r.required("kind", out.kind) && ok;
    ok = r.required("amount", out.amount) && ok;
    out.extra = r.finish();
    if (!ok)
        out.raw = j;
    return ok;
}
} // namespace

void readSpec(ObjectReader& r, StatusSpec& out)
{
    r.name(out.name);
    r.optional("badge", out.badge);
    r.optional("stacking", out.stacking);
    r.optional("turns", out.turns);
    if (const Json* tick = r.get("tick")) {
        TickSpec t;
        readTick(*tick, r.at("tick"), t);
        out.tick = std::move(t);
    }
    readList(r, "modifiers", out.modifiers, [](ObjectReader& m, ModifierSpec& spec) { readSpec(m, spec); });
    out.extra = r.finish();
}
void forEachReference(StatusSpec& s, const ReferenceEmit& emit)
{
    if (s.tick && s.tick->raw.is_null())
        emit("damage_kinds", s.tick->kind, "tick.kind");
    for (std::size_t i = 0; i < s.modifiers.size(); ++i)
        forEachReference(s.modifiers[i], "modifiers[" + std::to_string(i) + "]", emit);
}
OrderedJson toJson(const StatusSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    if (s.badge)
        j["badge"] = *s.badge;
    if (s.stacking)
        j["stacking"] = *s.stacking;
    if (s.turns)
        j["turns"] = *s.turns;
    if (s.tick && !s.tick->raw.is_null()) {
        j["tick"] = toOrdered(s.tick->raw);
    } else if (s.tick) {
        OrderedJson t = OrderedJson::object();
        t["kind"] = s.tick->kind;
        t["amount"] = s.tick->amount;
        appendExtra(t, s.tick->extra);
        j["tick"] = std::move(t);
    }
    if (!s.modifiers.empty()) {
        OrderedJson list = OrderedJson::array();
        for (const auto& m : s.modifiers)
            list.push_back(toJson(m));
        j["modifiers"] = std::move(list);
    }
    appendExtra(j, s.extra);
    return j;
}

} // namespace rb
