#include "rulebench/definitions/moments.h"

namespace rb {

Registry<MomentDef> engineMoments()
{
    Registry<MomentDef> moments;
    for (const char* name : kEngineMoments)
        (void)moments.add(MomentDef{name}); // six distinct names
    return moments;
}

} // namespace rb
