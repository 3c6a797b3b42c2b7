#include "rulebench/content/fact_spec.h"

namespace rb {

bool readSpec(ObjectReader& r, NeedSpec& out)
{
    static constexpr auto list = NeedSpec::fields();
    bool ok = readFields(r, out, list);
    if (r.isObject()) {
        constexpr std::string_view total = keyOf<&NeedSpec::total>, latest = keyOf<&NeedSpec::latest>;
        if (r.has(total) && r.has(latest))
            r.where().error("a need is either \"total\" or \"latest\", not both");
        else if (!r.has(total) && !r.has(latest))
            r.where().error("missing \"total\" or \"latest\"");
        ok = ok && r.has(total) != r.has(latest);
    }
    out.extra = r.finish();
    return ok;
}

} // namespace rb
