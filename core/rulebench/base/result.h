#pragma once
// The one answer of every public call that can fail: the value, or the
// reasons it could not be had, in the designer's words. The reasons are
// Diagnostics, so one can name its place in a file ("items[2] "frag
// grenade": ...") and warnings can travel with a value (a reload that
// dropped a status, content that loaded with a warning).
//
// For a game: no public call throws for bad input (an unknown name, a
// taken id, a broken save); it answers with a Result. Reading the value of
// a failed Result is a mistake in the calling code, as reading an empty
// std::optional is.
//
//     rulebench::Result<rulebench::ActorRef> hero = world.place("hero", kind, {1, 1});
//     if (!hero)
//         std::cerr << hero.why() << "\n"; // "(1,1) is a wall"

#include "rulebench/base/diagnostic.h"

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace rb {

// What a failed call returns: converts to a Result of any type.
struct Failure {
    Diagnostics problems; // at least one error
};
// One reason, not tied to a place in a file.
Failure failure(std::string reason);
// Reasons gathered elsewhere; when they hold no error, "failed" is added so
// that the Result is a failure all the same.
Failure failure(Diagnostics problems);

// The errors of `problems` in words, one a line: for a log or a message box.
std::string reasons(const Diagnostics& problems);

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value, Diagnostics warnings = {}) : value_(std::move(value)), problems_(std::move(warnings)) {}
    Result(Failure failed) : problems_(std::move(failed.problems)) {}

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    // Only when ok().
    const T& value() const& { return assert(ok()), *value_; }
    T& value() & { return assert(ok()), *value_; }
    T&& value() && { return assert(ok()), std::move(*value_); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    T valueOr(T fallback) const { return ok() ? *value_ : fallback; }

    // The errors when it failed; any warnings either way.
    const Diagnostics& problems() const { return problems_; }
    // The errors in words, one a line; empty when ok().
    std::string why() const { return reasons(problems_); }

private:
    std::optional<T> value_;
    Diagnostics problems_;
};

// A call that gives nothing back but may fail (or warn).
template <>
class [[nodiscard]] Result<void> {
public:
    // Done, with any warnings; problems holding an error make it a failure.
    Result(Diagnostics problems = {}) : ok_(!problems.hasErrors()), problems_(std::move(problems)) {}
    Result(Failure failed) : ok_(false), problems_(std::move(failed.problems)) {}

    bool ok() const { return ok_; }
    explicit operator bool() const { return ok(); }
    const Diagnostics& problems() const { return problems_; }
    std::string why() const { return reasons(problems_); }

private:
    bool ok_ = true;
    Diagnostics problems_;
};

} // namespace rb
