// libFuzzer: any bytes through the content loader and builder, as `validate`
// reads a file, then the loaded spec written back out. The loader's own JSON
// reader is checked against nlohmann's on every input, both ways: whatever it
// accepts, nlohmann accepts as the same value, types included; whatever
// nlohmann accepts within the depth limit, it accepts too (a number too small
// for a double included), so its checks (duplicate keys, depth) apply to
// every file the loader reads. A document with a key written twice says so.
#include "rulebench/content/content.h"
#include "rulebench/content/build.h"
#include "rulebench/base/json_parse.h"
#include "rulebench/base/json_reader.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {
constexpr int kMaxDepth = rb::kMaxJsonDepth;

// Objects and lists nested at most kMaxDepth deep, as nlohmann reads them.
struct DepthCount : nlohmann::json_sax<nlohmann::json> {
    int depth = 0, deepest = 0;
    bool open() { deepest = std::max(deepest, ++depth); return true; }
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return open(); }
    bool key(string_t&) override { return true; }
    bool end_object() override { --depth; return true; }
    bool start_array(std::size_t) override { return open(); }
    bool end_array() override { --depth; return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
};

void sameAsNlohmann(std::string_view bytes)
{
    nlohmann::json ours;
    std::vector<rb::detail::DuplicateKey> duplicates;
    const bool read = rb::detail::parseStrictJson(bytes, kMaxDepth, ours, duplicates);
    const nlohmann::json theirs = nlohmann::json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (read && (theirs.is_discarded() || ours != theirs || ours.dump() != theirs.dump()))
        std::abort(); // a value nlohmann would read otherwise, or not at all
    if (read || theirs.is_discarded())
        return;
    DepthCount depth;
    if (nlohmann::json::sax_parse(bytes.begin(), bytes.end(), &depth) && depth.deepest <= kMaxDepth)
        std::abort(); // nlohmann reads a file this reader refuses: its checks would be skipped
}

// The loader reports every duplicate key the strict reader met.
void duplicatesReported(std::string_view bytes, const rb::ContentLoad& load)
{
    nlohmann::json value;
    std::vector<rb::detail::DuplicateKey> duplicates;
    if (!rb::detail::parseStrictJson(bytes, kMaxDepth, value, duplicates) || duplicates.empty())
        return;
    for (const rb::Diagnostic& d : load.diagnostics.all())
        if (d.message.rfind("duplicate key ", 0) == 0)
            return;
    std::abort(); // a key written twice and nothing said
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    sameAsNlohmann(bytes);
    (void)rb::validateContent(bytes);
    const rb::ContentLoad load = rb::loadContent(bytes);
    duplicatesReported(bytes, load);
    if (load.spec)
        (void)rb::serializeContent(*load.spec);
    return 0;
}
