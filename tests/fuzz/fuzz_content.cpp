// libFuzzer: any bytes through the content loader and builder, as `validate`
// reads a file, then the loaded spec written back out. The loader's own JSON
// reader is checked against nlohmann's on every input: whatever it accepts,
// nlohmann accepts as the same value (types included), and it refuses what
// nlohmann accepts only when the nesting is deeper than the loader allows.
#include "rulebench/content.h"
#include "rulebench/definitions.h"
#include "rulebench/json_parse.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {
constexpr int kMaxDepth = 64;

int depth(const nlohmann::json& j)
{
    int deepest = 0;
    if (j.is_structured())
        for (const auto& child : j)
            deepest = std::max(deepest, depth(child));
    return j.is_structured() ? deepest + 1 : 0;
}

void sameAsNlohmann(std::string_view bytes)
{
    nlohmann::json ours;
    std::vector<rb::detail::DuplicateKey> duplicates;
    const bool accepted = rb::detail::parseStrictJson(bytes, kMaxDepth, ours, duplicates);
    const nlohmann::json theirs = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (accepted) {
        if (theirs.is_discarded() || ours != theirs || ours.dump() != theirs.dump())
            std::abort(); // a value nlohmann would read otherwise, or not at all
    } else if (!theirs.is_discarded() && depth(theirs) <= kMaxDepth) {
        std::abort(); // refused something nlohmann reads, not for its depth
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    sameAsNlohmann(bytes);
    (void)rb::validateContent(bytes);
    const rb::ContentLoad load = rb::loadContent(bytes);
    if (load.spec)
        (void)rb::serializeContent(*load.spec);
    return 0;
}
