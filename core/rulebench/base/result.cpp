#include "rulebench/base/result.h"

namespace rb {

Failure failure(std::string reason)
{
    Failure f;
    f.problems.error({}, {}, std::move(reason));
    return f;
}

Failure failure(Diagnostics problems)
{
    if (!problems.hasErrors())
        problems.error({}, {}, "failed");
    return Failure{std::move(problems)};
}

std::string reasons(const Diagnostics& problems)
{
    std::string out;
    for (const Diagnostic& d : problems.all()) {
        if (d.severity != Severity::Error)
            continue;
        if (!out.empty())
            out += '\n';
        out += format(d);
    }
    return out;
}

} // namespace rb
