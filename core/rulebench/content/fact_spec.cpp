#include "rulebench/content/fact_spec.h"

namespace rb {

bool readSpec(ObjectReader& r, NeedSpec& out)
{
    static constexpr auto list = NeedSpec::fields();
    bool ok = readFields(r, out, list);
    if (r.isObject()) {
        const bool total = r.has(keyOf<&NeedSpec::total>), latest = r.has(keyOf<&NeedSpec::latest>);
        if (total && latest)
            r.where().error("a need is either \"total\" or \"latest\", not both");
        else if (!total && !latest)
            r.where().error("missing \"total\" or \"latest\"");
        ok = ok && total != latest;
    }
    out.extra = r.finish();
    return ok;
}

} // namespace rb
