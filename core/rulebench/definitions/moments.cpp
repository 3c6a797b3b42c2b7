#include "rulebench/definitions/moments.h"

namespace rb {

Registry<MomentDef> engineMoments()
{
    Registry<MomentDef> moments;
    for (const char* name : kEngineMoments)
        (void)moments.add(MomentDef{name}); // six distinct names
    return moments;
}

bool readMoments(ObjectReader& root, std::string_view key, std::vector<MomentSpec>& out)
{
    return readNameList(root, key, out, "moment");
}

} // namespace rb
