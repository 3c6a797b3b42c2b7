// Saving and restoring lingering effects (see lingering_state.h).
#include "rulebench/world/lingering_state.h"

#include "rulebench/base/names.h"
#include "rulebench/stats/modifier_build.h"

#include <algorithm>

namespace rb {

namespace {
OrderedJson saveOne(const Effect& e, const StatRegistries& defs)
{
    OrderedJson j = OrderedJson::object();
    j["id"] = e.id.value;
    switch (e.type.kind) {
    case EffectType::Kind::Stat:
        j["stat"] = defs.stats[StatId{e.type.id}].name;
        j["op"] = std::string(toString(e.type.op));
        break;
    case EffectType::Kind::Flag: j["flag"] = defs.flags[FlagId{e.type.id}].name; break;
    case EffectType::Kind::Game: j["effect_type"] = defs.effectTypes[EffectTypeId{e.type.id}].name; break;
    }
    if (e.type.kind != EffectType::Kind::Flag)
        j["value"] = toJson(nameValue(e.value, defs));
    if (e.req)
        j["req"] = toJson(nameCondition(*e.req, defs));
    j["duration"] = defs.durations.name(e.duration);
    if (e.duration.kind == Duration::Kind::Turns)
        j["turns_left"] = e.turnsLeft;
    j["source"] = std::string(toString(e.source.kind));
    j["source_id"] = e.source.id;
    if (e.source.instance != 0)
        j["source_instance"] = e.source.instance;
    if (e.side != 0)
        j["side"] = e.side;
    return j;
}

// What the effect changes: a stat with an op, a flag or a game's effect type.
bool restoreType(ObjectReader& r, const StatRegistries& defs, Effect& e)
{
    std::string name;
    if (r.get("stat")) {
        std::string op;
        auto stat = r.required("stat", name) ? resolveName(defs.stats, name, r.at("stat"), "stat") : std::nullopt;
        std::optional<StatOp> parsed;
        if (r.required("op", op) && !(parsed = parseStatOp(op)))
            r.at("op").error("unknown op \"" + op + "\"; an op is Add, MulPct, AtLeast or AtMost");
        if (stat && parsed)
            e.type = EffectType::stat(*stat, *parsed);
        return stat && parsed;
    }
    if (r.get("flag")) {
        auto flag = r.required("flag", name) ? resolveName(defs.flags, name, r.at("flag"), "flag") : std::nullopt;
        if (flag)
            e.type = EffectType::flag(*flag);
        return flag.has_value();
    }
    if (r.get("effect_type")) {
        auto type = r.required("effect_type", name) ? resolveName(defs.effectTypes, name, r.at("effect_type"), "effect type")
                                                    : std::nullopt;
        if (type)
            e.type = EffectType::game(*type);
        return type.has_value();
    }
    r.at("stat").error("a lingering effect names a \"stat\", a \"flag\" or an \"effect_type\"");
    return false;
}

bool restoreValueAndReq(ObjectReader& r, const StatRegistries& defs, Effect& e)
{
    bool ok = true;
    if (const Json* v = r.get("value")) {
        ValueSpec spec;
        auto value = read(*v, r.at("value"), spec) ? buildValue(spec, defs, r.at("value")) : std::nullopt;
        ok = value.has_value();
        if (value)
            e.value = *value;
    }
    if (const Json* c = r.get("req")) {
        ConditionSpec spec;
        auto req = read(*c, r.at("req"), spec) ? buildCondition(spec, defs, r.at("req")) : std::nullopt;
        ok = req.has_value() && ok;
        if (req)
            e.req = makeCondition(std::move(*req));
    }
    return ok;
}

bool restoreClock(ObjectReader& r, const StatRegistries& defs, Effect& e)
{
    std::string text;
    if (!r.required("duration", text))
        return false;
    auto d = defs.durations.parse(text, r.at("duration"));
    if (d && !d->lingering()) {
        r.at("duration").error("a lingering effect's duration is not while-active");
        d.reset();
    }
    if (!d)
        return false;
    e.duration = *d;
    e.turnsLeft = d->kind == Duration::Kind::Turns ? d->value : 0;
    std::int64_t left = e.turnsLeft;
    if (d->kind == Duration::Kind::Turns && r.optional("turns_left", left)) {
        if (left < 1 || left > d->value) {
            r.at("turns_left").error("between 1 and " + std::to_string(d->value) + ", got " + std::to_string(left));
            return false;
        }
        e.turnsLeft = static_cast<std::uint32_t>(left);
    }
    return true;
}

bool restoreSource(ObjectReader& r, Effect& e)
{
    std::string word;
    std::int64_t id = 0, instance = 0, side = 0;
    bool ok = r.required("source", word) && r.required("source_id", id);
    const std::optional<Source::Kind> kind = parseWord(word, kSourceKinds);
    if (ok && !kind) {
        r.at("source").error("unknown source \"" + word + "\"; one of " + wordsOf(kSourceKinds));
        ok = false;
    }
    ok = r.optional("source_instance", instance) && r.optional("side", side) && ok;
    if (ok && (id < 0 || instance < 0 || side < 0)) {
        r.at("source_id").error("a source's numbers are never negative");
        ok = false;
    }
    if (ok)
        e.source = Source{*kind, static_cast<std::uint64_t>(id), static_cast<std::uint32_t>(instance)};
    e.side = static_cast<std::uint32_t>(side);
    return ok;
}

// One effect, read from `er`; false when anything about it is wrong (said).
bool restoreOne(ObjectReader& er, const StatRegistries& defs, std::int64_t next, const std::vector<Effect>& before,
                Effect& e)
{
    std::int64_t id = 0;
    bool ok = er.required("id", id);
    if (ok && (id < 1 || id >= next || std::any_of(before.begin(), before.end() - 1, [&](const Effect& o) {
                   return o.id.value == static_cast<std::uint64_t>(id);
               }))) {
        er.at("id").error("expected an id below next_effect_id " + std::to_string(next) + " that no other has, got "
                          + std::to_string(id));
        ok = false;
    }
    e.id = EffectId{static_cast<std::uint64_t>(id)};
    ok = restoreType(er, defs, e) && ok;
    ok = restoreValueAndReq(er, defs, e) && ok;
    ok = restoreClock(er, defs, e) && ok;
    ok = restoreSource(er, e) && ok;
    er.finish();
    return ok;
}
} // namespace

std::optional<Json> saveLingering(const ConstantEffects& store, const StatRegistries& defs)
{
    OrderedJson list = OrderedJson::array();
    for (const Effect& e : store.all())
        if (e.duration.lingering())
            list.push_back(saveOne(e, defs));
    return list.empty() ? std::nullopt : std::optional<Json>(Json(list));
}

void restoreLingering(const std::optional<Json>& saved, std::optional<std::int64_t> nextId, const Where& actor,
                      const StatRegistries& defs, ConstantEffects& store,
                      std::span<const std::pair<Source, std::uint64_t>> firstIds)
{
    // A save from before lingering effects were kept has neither key: the
    // store keeps the count its statuses and gear gave it.
    const std::int64_t next = nextId.value_or(static_cast<std::int64_t>(store.nextId()));
    if (next < 1) {
        actor.key("next_effect_id").error("effect ids count from 1, got " + std::to_string(next));
        return;
    }
    const Where w = actor.key("lingering");
    if (saved && !saved->is_array())
        w.error("expected a list, got " + describeType(*saved));
    std::vector<Effect> lingering;
    bool good = true;
    for (std::size_t i = 0; saved && saved->is_array() && i < saved->size(); ++i) {
        ObjectReader er((*saved)[i], w.index(i));
        Effect& e = lingering.emplace_back();
        good = restoreOne(er, defs, next, lingering, e) && good;
    }
    if (good)
        store.restoreLingering(std::move(lingering), static_cast<std::uint64_t>(next), firstIds);
}

} // namespace rb
