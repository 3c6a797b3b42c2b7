#pragma once
// Asking the processor to start loading memory that a walk will reach a few
// steps later. A turn's tick walks every actor's status instances, each a
// heap block of its own; once the actors outnumber the caches, a walk that
// asks for a block only when it arrives waits on each one in turn
// (docs/benchmarks.md, "Prefetching the ticks"). The same holds, less
// sharply, for the actors' own records and the events a turn overwrites.
// A hint only: it changes no result.

#include <algorithm>
#include <cstddef>
#include <vector>

namespace rb {

inline constexpr std::size_t kCacheLine = 64;
// At most this many lines of one block: a walk reads a block from its front,
// and the whole of a long one would push out what the next actors need.
inline constexpr std::size_t kPrefetchLines = 8;

// What the walk will do with the lines: read them, or write them (then the
// processor fetches them ready to own, not shared).
enum class PrefetchFor { Reading, Writing };

// Always inlined: GCC takes a function that only prefetches for one with no
// effect and drops the calls to it.
[[gnu::always_inline]] inline void prefetchBytes([[maybe_unused]] const void* data, [[maybe_unused]] std::size_t bytes,
                                                 [[maybe_unused]] PrefetchFor use = PrefetchFor::Reading)
{
#if defined(__GNUC__) || defined(__clang__)
    const char* line = static_cast<const char*>(data);
    const char* end = line + std::min(bytes, kPrefetchLines * kCacheLine);
    if (use == PrefetchFor::Writing) {
        for (; line < end; line += kCacheLine)
            __builtin_prefetch(line, 1);
    } else {
        for (; line < end; line += kCacheLine)
            __builtin_prefetch(line, 0);
    }
#endif
}

template <class T>
[[gnu::always_inline]] inline void prefetch(const std::vector<T>& block)
{
    prefetchBytes(block.data(), block.size() * sizeof(T));
}

} // namespace rb
