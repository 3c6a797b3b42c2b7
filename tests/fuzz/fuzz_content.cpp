// libFuzzer: any bytes through the content loader and builder, as `validate`
// reads a file, then the loaded spec written back out. The loader's own JSON
// reader is checked against nlohmann's on every input: whatever it accepts,
// nlohmann accepts as the same value, types included. (What it refuses goes
// to nlohmann in the loader anyway, so refusing more is safe.)
#include "rulebench/content/content.h"
#include "rulebench/content/build.h"
#include "rulebench/base/json_parse.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {
constexpr int kMaxDepth = 64;

void sameAsNlohmann(std::string_view bytes)
{
    nlohmann::json ours;
    std::vector<rb::detail::DuplicateKey> duplicates;
    if (!rb::detail::parseStrictJson(bytes, kMaxDepth, ours, duplicates))
        return;
    const nlohmann::json theirs = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (theirs.is_discarded() || ours != theirs || ours.dump() != theirs.dump())
        std::abort(); // a value nlohmann would read otherwise, or not at all
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
