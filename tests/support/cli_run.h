#pragma once
// The command-line tests' way to run `rulebench` in process: the exit code
// and what it printed to each stream.

#include "cli/cli.h"

#include <sstream>
#include <string>
#include <vector>

namespace rb::test {

struct Run {
    int code;
    std::string out;
    std::string err;
};

inline Run run(std::vector<std::string> args)
{
    std::ostringstream out, err;
    const int code = rb::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

} // namespace rb::test
