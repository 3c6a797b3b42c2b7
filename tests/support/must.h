#pragma once
// A test's setup that must succeed: the value of a Result, or the test
// binary stops at once with the reasons, so a broken setup never passes
// as a quieter world.

#include "rulebench/base/result.h"

#include <cstdio>
#include <cstdlib>
#include <utility>

namespace rb::test {

template <class T>
T must(Result<T> result)
{
    if (!result) {
        std::fprintf(stderr, "setup refused: %s\n", result.why().c_str());
        std::abort();
    }
    return std::move(result).value();
}

inline void must(Result<void> result)
{
    if (!result) {
        std::fprintf(stderr, "setup refused: %s\n", result.why().c_str());
        std::abort();
    }
}

} // namespace rb::test
