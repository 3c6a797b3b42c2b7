#include "rulebench/content/basics_spec.h"

namespace rb {

void readSpec(ObjectReader& r, StatSpec& out)
{
    r.name(out.name);
    r.optional("default", out.defaultValue);
    r.optional("min", out.min);
    r.optional("max", out.max);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, DamageKindSpec& out)
{
    r.name(out.name);
    r.optional("reduced_by", out.reducedBy);
    out.extra = r.finish();
}

void readSpec(ObjectReader& r, FlagSpec& out)
{
    r.name(out.name);
    out.extra = r.finish();
}

OrderedJson toJson(const StatSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    j["default"] = s.defaultValue;
    if (s.min)
        j["min"] = *s.min;
    if (s.max)
        j["max"] = *s.max;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const DamageKindSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    if (s.reducedBy)
        j["reduced_by"] = *s.reducedBy;
    appendExtra(j, s.extra);
    return j;
}

OrderedJson toJson(const FlagSpec& s)
{
    OrderedJson j = OrderedJson::object();
    j["name"] = s.name;
    appendExtra(j, s.extra);
    return j;
}

} // namespace rb
