#include "rulebench/stats/modifier_spec.h"

#include <array>
#include <string_view>

namespace rb {

namespace {
constexpr std::array<std::string_view, 7> kConditionWords = {"has_status", "has_flag", "stat_at_most", "stat_at_least",
                                                             "all", "any", "not"};

std::string conditionWordList()
{
    std::string out;
    for (std::size_t i = 0; i < kConditionWords.size(); ++i) {
        if (i)
            out += i + 1 == kConditionWords.size() ? " or " : ", ";
        out += kConditionWords[i];
    }
    return out;
}

ConditionSpec invalidCondition(const Json& j)
{
    ConditionSpec c;
    c.kind = ConditionSpec::Kind::Invalid;
    c.raw = j;
    return c;
}

} // namespace


bool read(const Json& j, const Where& w, ValueSpec& out)
{
    ValueSpec v;
    if (j.is_number()) {
        const bool ok = read(j, w, v.number);
        if (!ok) {
            v.kind = ValueSpec::Kind::Invalid;
            v.raw = j;
        }
        out = std::move(v);
        return ok;
    }
    if (!j.is_object()) {
        w.error("expected a number or an expression such as {\"stat\": \"charge\", \"times\": 1}, got " + describeType(j));
        v.kind = ValueSpec::Kind::Invalid;
        v.raw = j;
        out = std::move(v);
        return false;
    }
    ObjectReader r(j, w);
    const bool hasStat = r.has("stat");
    const bool hasStatuses = r.has("statuses");
    bool ok = true;
    if (hasStat == hasStatuses) {
        w.error(hasStat ? "an expression reads \"stat\" or \"statuses\", not both"
                        : "an expression needs \"stat\" (per point of a stat) or \"statuses\" (per instance of a status)");
        ok = false;
    }
    if (hasStat) {
        v.kind = ValueSpec::Kind::PerStat;
        ok = r.required("stat", v.name) && ok;
    }
    if (hasStatuses) {
        v.kind = ValueSpec::Kind::PerStatus;
        if (!hasStat)
            ok = r.required("statuses", v.name) && ok;
        else
            r.get("statuses");
    }
    ok = r.optional("times", v.times) && ok;
    v.extra = r.finish();
    if (!ok) {
        v.kind = ValueSpec::Kind::Invalid;
        v.raw = j;
    }
    out = std::move(v);
    return ok;
}

bool read(const Json& j, const Where& w, ConditionSpec& out)
{
    if (!j.is_object() || j.size() != 1) {
        w.error("a condition is an object with exactly one of " + conditionWordList() + ", got "
                + (j.is_object() ? std::to_string(j.size()) + " keys" : describeType(j)));
        out = invalidCondition(j);
        return false;
    }
    const std::string word = j.begin().key();
    const Json& arg = j.begin().value();
    const Where at = w.key(word);
    ConditionSpec c;
    bool ok = true;
    if (word == "has_status" || word == "has_flag") {
        c.kind = word == "has_status" ? ConditionSpec::Kind::HasStatus : ConditionSpec::Kind::HasFlag;
        ok = read(arg, at, c.name);
    } else if (word == "stat_at_most" || word == "stat_at_least") {
        c.kind = word == "stat_at_most" ? ConditionSpec::Kind::StatAtMost : ConditionSpec::Kind::StatAtLeast;
        ObjectReader r(arg, at);
        ok = r.isObject();
        ok = r.required("stat", c.name) && ok;
        ok = r.required("value", c.value) && ok;
        c.extra = r.finish();
    } else if (word == "all" || word == "any") {
        c.kind = word == "all" ? ConditionSpec::Kind::All : ConditionSpec::Kind::Any;
        if (!arg.is_array()) {
            at.error("expected a list of conditions, got " + describeType(arg));
            ok = false;
        } else {
            for (std::size_t i = 0; i < arg.size(); ++i) {
                ConditionSpec child;
                ok = read(arg[i], at.index(i), child) && ok;
                c.children.push_back(std::move(child));
            }
        }
    } else if (word == "not") {
        c.kind = ConditionSpec::Kind::Not;
        ConditionSpec child;
        ok = read(arg, at, child);
        c.children.push_back(std::move(child));
    } else {
        std::vector<std::string> words(kConditionWords.begin(), kConditionWords.end());
        at.error("unknown condition \"" + word + "\"" + didYouMean(word, words) + "; a condition is one of "
                 + conditionWordList());
        ok = false;
    }
    // A broken condition is kept as written so saving loses nothing; a list
    // or a `not` keeps its shape and its broken children keep theirs.
    if (!ok) {
        const bool keepsShape = c.kind == ConditionSpec::Kind::Not
                                || ((c.kind == ConditionSpec::Kind::All || c.kind == ConditionSpec::Kind::Any) && arg.is_array());
        if (!keepsShape)
            c = invalidCondition(j);
    }
    out = std::move(c);
    return ok;
}

void readSpec(ObjectReader& r, ModifierSpec& out)
{
    r.optional("stat", out.stat);
    r.optional("op", out.op);
    // A value or condition that would not read is still kept, as written.
    if (const Json* value = r.get("value")) {
        ValueSpec v;
        read(*value, r.at("value"), v);
        out.value = std::move(v);
    }
    r.optional("flag", out.flag);
    if (const Json* req = r.get("req")) {
        ConditionSpec c;
        read(*req, r.at("req"), c);
        out.req = std::move(c);
    }
    out.extra = r.finish();
    if (!r.isObject())
        return;
    const bool isStat = r.has("stat") || r.has("op") || r.has("value");
    const bool isFlag = r.has("flag");
    if (isStat && isFlag) {
        r.where().error("a modifier changes a stat (\"stat\", \"op\", \"value\") or raises a \"flag\", not both");
    } else if (isFlag) {
        // nothing more to ask of a flag
    } else if (!isStat) {
        r.where().error("a modifier needs \"stat\" with \"op\" and \"value\", or \"flag\"");
    } else {
        for (const char* key : {"stat", "op", "value"})
            if (!r.has(key))
                r.where().error("missing \"" + std::string(key) + "\"");
    }
}

namespace {
void conditionReferences(ConditionSpec& c, const std::string& field, const ReferenceEmit& emit)
{
    using K = ConditionSpec::Kind;
    switch (c.kind) {
    case K::HasStatus: emit("statuses", c.name, field + ".has_status"); break;
    case K::HasFlag: emit("flags", c.name, field + ".has_flag"); break;
    case K::StatAtMost: emit("stats", c.name, field + ".stat_at_most.stat"); break;
    case K::StatAtLeast: emit("stats", c.name, field + ".stat_at_least.stat"); break;
    case K::All:
    case K::Any:
        for (std::size_t i = 0; i < c.children.size(); ++i)
            conditionReferences(c.children[i], field + (c.kind == K::All ? ".all[" : ".any[") + std::to_string(i) + "]",
                                emit);
        break;
    case K::Not:
        if (!c.children.empty())
            conditionReferences(c.children.front(), field + ".not", emit);
        break;
    case K::Invalid: break;
    }
}
} // namespace


void forEachReference(ModifierSpec& m, const std::string& at, const ReferenceEmit& emit)
{
    if (m.stat)
        emit("stats", *m.stat, at + ".stat");
    if (m.flag)
        emit("flags", *m.flag, at + ".flag");
    if (m.value && m.value->kind == ValueSpec::Kind::PerStat)
        emit("stats", m.value->name, at + ".value.stat");
    if (m.value && m.value->kind == ValueSpec::Kind::PerStatus)
        emit("statuses", m.value->name, at + ".value.statuses");
    if (m.req)
        conditionReferences(*m.req, at + ".req", emit);
}

OrderedJson toJson(const ValueSpec& s)
{
    switch (s.kind) {
    case ValueSpec::Kind::Number: return s.number;
    case ValueSpec::Kind::Invalid: return toOrdered(s.raw);
    case ValueSpec::Kind::PerStat:
    case ValueSpec::Kind::PerStatus: break;
    }
    OrderedJson j = OrderedJson::object();
    j[s.kind == ValueSpec::Kind::PerStat ? "stat" : "statuses"] = s.name;
    if (s.times)
        j["times"] = *s.times;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const ConditionSpec& s)
{
    OrderedJson j = OrderedJson::object();
    switch (s.kind) {
    case ConditionSpec::Kind::Invalid: return toOrdered(s.raw);
    case ConditionSpec::Kind::HasStatus: j["has_status"] = s.name; break;
    case ConditionSpec::Kind::HasFlag: j["has_flag"] = s.name; break;
    case ConditionSpec::Kind::StatAtMost:
    case ConditionSpec::Kind::StatAtLeast: {
        OrderedJson bound = OrderedJson::object();
        bound["stat"] = s.name;
        bound["value"] = s.value;
        appendExtra(bound, s.extra);
        j[s.kind == ConditionSpec::Kind::StatAtMost ? "stat_at_most" : "stat_at_least"] = std::move(bound);
        break;
    }
    case ConditionSpec::Kind::All:
    case ConditionSpec::Kind::Any: {
        OrderedJson list = OrderedJson::array();
        for (const auto& c : s.children)
            list.push_back(toJson(c));
        j[s.kind == ConditionSpec::Kind::All ? "all" : "any"] = std::move(list);
        break;
    }
    case ConditionSpec::Kind::Not: j["not"] = s.children.empty() ? OrderedJson::object() : toJson(s.children.front()); break;
    }
    return j;
}

OrderedJson toJson(const ModifierSpec& s)
{
    OrderedJson j = OrderedJson::object();
    if (s.stat)
        j["stat"] = *s.stat;
    if (s.op)
        j["op"] = *s.op;
    if (s.value)
        j["value"] = toJson(*s.value);
    if (s.flag)
        j["flag"] = *s.flag;
    if (s.req)
        j["req"] = toJson(*s.req);
    appendExtra(j, s.extra);
    return j;
}

} // namespace rb
