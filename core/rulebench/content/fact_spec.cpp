#include "rulebench/content/fact_spec.h"

namespace rb {

namespace {
// An object under `key` read by readSpec; a missing one is reported when required.
template <class Spec>
bool readObject(ObjectReader& parent, std::string_view key, Spec& out, bool required)
{
    const Json* v = parent.get(key);
    if (!v) {
        if (required && parent.isObject())
            parent.where().error("missing \"" + std::string(key) + "\"");
        return false;
    }
    ObjectReader r(*v, parent.at(key));
    readSpec(r, out);
    // Not an object: kept as written for saving (the reader reported it).
    parent.keepIfInvalid(key, r.isObject());
    return true;
}

// A list of objects under `key`; one that is not a list is kept as written.
template <class Spec>
void readKeptList(ObjectReader& parent, std::string_view key, std::vector<Spec>& out)
{
    if (const Json* v = parent.get(key); v && !v->is_array())
        parent.keepIfInvalid(key, false);
    readList(parent, key, out, [](ObjectReader& r, Spec& s) { readSpec(r, s); });
}

} // namespace

void readSpec(ObjectReader& r, FactFromSpec& out)
{
    r.required("event", out.event);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, FactKindSpec& out)
{
    r.name(out.name);
    r.optional("subject", out.subject);
    r.optional("object", out.object);
    FactFromSpec from;
    if (readObject(r, "from", from, false))
        out.from = std::move(from);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, MatcherSpec& out)
{
    r.required("kind", out.kind);
    r.optional("subject", out.subject);
    r.optional("object", out.object);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, NeedSpec& out)
{
    r.optional("total", out.total);
    r.optional("latest", out.latest);
    if (r.isObject()) {
        if (r.has("total") && r.has("latest"))
            r.where().error("a need is either \"total\" or \"latest\", not both");
        else if (!r.has("total") && !r.has("latest"))
            r.where().error("missing \"total\" or \"latest\"");
    }
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, ObjectiveSpec& out)
{
    readObject(r, "match", out.match, true);
    readObject(r, "need", out.need, true);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, CounterSpec& out)
{
    r.name(out.name);
    // Missing or empty, building reports it once.
    readKeptList(r, "tally", out.tally);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, QuestSpec& out)
{
    r.name(out.name);
    r.optional("after", out.after);
    readKeptList(r, "objectives", out.objectives);
    r.optional("victory", out.victory);
    out.extra = r.finish();
}

OrderedJson toJson(const FactKindSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    if (s.subject)
        j["subject"] = *s.subject;
    if (s.object)
        j["object"] = *s.object;
    if (s.from) {
        OrderedJson from = OrderedJson::object();
        from["event"] = s.from->event;
        appendExtra(from, s.from->extra);
        j["from"] = std::move(from);
    }
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const MatcherSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["kind"] = s.kind;
    if (s.subject)
        j["subject"] = *s.subject;
    if (s.object)
        j["object"] = *s.object;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const NeedSpec& s)
{
    OrderedJson j = OrderedJson::object();
    if (s.total)
        j["total"] = *s.total;
    if (s.latest)
        j["latest"] = *s.latest;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const ObjectiveSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["match"] = toJson(s.match);
    j["need"] = toJson(s.need);
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const CounterSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    OrderedJson tally = OrderedJson::array();
    for (const MatcherSpec& m : s.tally)
        tally.push_back(toJson(m));
    j["tally"] = std::move(tally);
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const QuestSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    if (!s.after.empty())
        j["after"] = s.after;
    if (s.victory)
        j["victory"] = true;
    OrderedJson objectives = OrderedJson::array();
    for (const ObjectiveSpec& o : s.objectives)
        objectives.push_back(toJson(o));
    j["objectives"] = std::move(objectives);
    appendExtra(j, s.extra);
    return j;
}

} // namespace rb
