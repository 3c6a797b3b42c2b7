#include "rulebench/stats/modifier_spec.h"

#include "rulebench/stats/formula_names.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace rb {

namespace {
using CondKind = ConditionSpec::Kind;

std::string wordOf(CondKind kind) { return std::string(kConditionWords[static_cast<std::size_t>(kind)]); }

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

// {"stat": name, "value": n} under stat_at_most or stat_at_least.
constexpr auto kStatBound = ConditionSpec::parts();
// A value's object form: per point of a stat, per instance of a status, times.
constexpr auto kValueParts = ValueSpec::parts();
constexpr auto kPerStat = std::get<0>(kValueParts.fields);
constexpr auto kPerStatus = std::get<1>(kValueParts.fields);
constexpr std::string_view kTimes = std::get<2>(kValueParts.fields).key;

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
    if (j.is_string() && isFormulaText(j.get_ref<const std::string&>())) {
        v.kind = ValueSpec::Kind::Formula;
        v.name = j.get<std::string>();
        out = std::move(v);
        return true;
    }
    if (!j.is_object()) {
        w.error("expected a number, a formula (text that begins with \"=\") or an expression such as "
                "{\"stat\": \"charge\", \"times\": 1}, got "
                + (j.is_string() ? "text \"" + j.get<std::string>() + "\"" : describeType(j)));
        v.kind = ValueSpec::Kind::Invalid;
        v.raw = j;
        out = std::move(v);
        return false;
    }
    ObjectReader r(j, w);
    const bool hasStat = r.has(kPerStat.key);
    const bool hasStatuses = r.has(kPerStatus.key);
    bool ok = true;
    if (hasStat == hasStatuses) {
        w.error(hasStat ? "an expression reads \"stat\" or \"statuses\", not both"
                        : "an expression needs \"stat\" (per point of a stat) or \"statuses\" (per instance of a status)");
        ok = false;
    }
    if (hasStat) {
        v.kind = ValueSpec::Kind::PerStat;
        ok = r.required(kPerStat.key, v.name) && ok;
    }
    if (hasStatuses) {
        v.kind = ValueSpec::Kind::PerStatus;
        if (!hasStat)
            ok = r.required(kPerStatus.key, v.name) && ok;
        else
            r.get(kPerStatus.key);
    }
    ok = r.optional(kTimes, v.times) && ok;
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
    c.kind = static_cast<CondKind>(std::find(kConditionWords.begin(), kConditionWords.end(), word) - kConditionWords.begin());
    bool ok = true;
    switch (c.kind) {
    case CondKind::HasStatus:
    case CondKind::HasFlag: ok = read(arg, at, c.name); break;
    case CondKind::StatAtMost:
    case CondKind::StatAtLeast: {
        ObjectReader r(arg, at);
        ok = readObject(r, c, kStatBound);
        break;
    }
    case CondKind::All:
    case CondKind::Any:
        if (!arg.is_array()) {
            at.error("expected a list of conditions, got " + describeType(arg));
            ok = false;
            break;
        }
        for (std::size_t i = 0; i < arg.size(); ++i)
            ok = read(arg[i], at.index(i), c.children.emplace_back()) && ok;
        break;
    case CondKind::Not: ok = read(arg, at, c.children.emplace_back()); break;
    case CondKind::Invalid: {
        std::vector<std::string> words(kConditionWords.begin(), kConditionWords.end());
        at.error("unknown condition \"" + word + "\"" + didYouMean(word, words) + "; a condition is one of "
                 + conditionWordList());
        ok = false;
        break;
    }
    }
    // A broken condition is kept as written so saving loses nothing; a list
    // or a `not` keeps its shape and its broken children keep theirs.
    if (!ok) {
        const bool keepsShape = c.kind == CondKind::Not || ((c.kind == CondKind::All || c.kind == CondKind::Any) && arg.is_array());
        if (!keepsShape)
            c = invalidCondition(j);
    }
    out = std::move(c);
    return ok;
}

bool readSpec(ObjectReader& r, ModifierSpec& out)
{
    static constexpr auto list = ModifierSpec::fields();
    const bool ok = readFields(r, out, list);
    out.extra = r.finish();
    if (!r.isObject())
        return false;
    constexpr std::string_view stat = keyOf<&ModifierSpec::stat>, op = keyOf<&ModifierSpec::op>,
                               value = keyOf<&ModifierSpec::value>;
    const bool isStat = r.has(stat) || r.has(op) || r.has(value);
    const bool isFlag = r.has(keyOf<&ModifierSpec::flag>);
    if (isStat && isFlag) {
        r.where().error("a modifier changes a stat (\"stat\", \"op\", \"value\") or raises a \"flag\", not both");
        return false;
    }
    if (!isStat && !isFlag) {
        r.where().error("a modifier needs \"stat\" with \"op\" and \"value\", or \"flag\"");
        return false;
    }
    bool complete = true;
    for (std::string_view key : {stat, op, value}) {
        if (isStat && !r.has(key)) {
            r.where().error("missing \"" + std::string(key) + "\"");
            complete = false;
        }
    }
    return ok && complete;
}

namespace {
void conditionReferences(ConditionSpec& c, const std::string& field, const ReferenceEmit& emit)
{
    const std::string at = field + "." + (c.kind == CondKind::Invalid ? std::string() : wordOf(c.kind));
    switch (c.kind) {
    case CondKind::HasStatus: emit("statuses", c.name, at); break;
    case CondKind::HasFlag: emit("flags", c.name, at); break;
    case CondKind::StatAtMost:
    case CondKind::StatAtLeast: emit("stats", c.name, at + "." + std::string(keyIn(kStatBound, &ConditionSpec::name))); break;
    case CondKind::All:
    case CondKind::Any:
        for (std::size_t i = 0; i < c.children.size(); ++i)
            conditionReferences(c.children[i], at + "[" + std::to_string(i) + "]", emit);
        break;
    case CondKind::Not:
        if (!c.children.empty())
            conditionReferences(c.children.front(), at, emit);
        break;
    case CondKind::Invalid: break;
    }
}
} // namespace

void forEachReference(ModifierSpec& m, const std::string& at, const ReferenceEmit& emit)
{
    const auto field = [&at](std::string_view key) { return at + "." + std::string(key); };
    if (m.stat)
        emit("stats", *m.stat, field(keyOf<&ModifierSpec::stat>));
    if (m.flag)
        emit("flags", *m.flag, field(keyOf<&ModifierSpec::flag>));
    if (m.value && m.value->kind == ValueSpec::Kind::PerStat)
        emit(kPerStat.about.names, m.value->name, field(keyOf<&ModifierSpec::value>) + "." + std::string(kPerStat.key));
    if (m.value && m.value->kind == ValueSpec::Kind::PerStatus)
        emit(kPerStatus.about.names, m.value->name,
             field(keyOf<&ModifierSpec::value>) + "." + std::string(kPerStatus.key));
    if (m.value && m.value->kind == ValueSpec::Kind::Formula)
        forEachFormulaReference(m.value->name, field(keyOf<&ModifierSpec::value>), emit);
    if (m.req)
        conditionReferences(*m.req, field(keyOf<&ModifierSpec::req>), emit);
}

OrderedJson toJson(const ValueSpec& s)
{
    switch (s.kind) {
    case ValueSpec::Kind::Number: return s.number;
    case ValueSpec::Kind::Formula: return s.name;
    case ValueSpec::Kind::Invalid: return toOrdered(s.raw);
    case ValueSpec::Kind::PerStat:
    case ValueSpec::Kind::PerStatus: break;
    }
    OrderedJson j = OrderedJson::object();
    j[s.kind == ValueSpec::Kind::PerStat ? kPerStat.key : kPerStatus.key] = s.name;
    if (s.times)
        j[kTimes] = *s.times;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const ConditionSpec& s)
{
    if (s.kind == CondKind::Invalid)
        return toOrdered(s.raw);
    OrderedJson j = OrderedJson::object();
    OrderedJson& arg = j[wordOf(s.kind)];
    switch (s.kind) {
    case CondKind::HasStatus:
    case CondKind::HasFlag: arg = s.name; break;
    case CondKind::StatAtMost:
    case CondKind::StatAtLeast: arg = writeObject(s, kStatBound); break;
    case CondKind::All:
    case CondKind::Any:
        arg = OrderedJson::array();
        for (const auto& c : s.children)
            arg.push_back(toJson(c));
        break;
    case CondKind::Not: arg = s.children.empty() ? OrderedJson::object() : toJson(s.children.front()); break;
    case CondKind::Invalid: break;
    }
    return j;
}

} // namespace rb
