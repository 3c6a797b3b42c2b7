#pragma once
// A strict JSON reader for parseJson: it accepts exactly what nlohmann::json
// accepts and builds the same value, in about half the time, and it notices
// keys written twice in one object (nlohmann keeps the last silently). On
// anything it does not read it gives up without saying why: parseJson then
// asks nlohmann, whose messages the diagnostics have always used.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rb::detail {

// A key met a second time in the same object: the later value is kept, as
// nlohmann would. `path` is the key's path as a Where renders it.
struct DuplicateKey {
    std::string path;
    std::string key;
    std::size_t offset = 0; // of the later key's opening quote
    // Inside a definition (section[index]...): that section's key and the
    // index, so the diagnostic can carry the definition's name.
    std::string section;
    std::size_t index = 0;
};

// Objects and lists nested deeper than maxDepth, a number too large for a
// double, bad UTF-8 or any syntax error: false, and `out` is unspecified.
// Everything else nlohmann reads, this reads too (a number too small for a
// double as zero, as nlohmann does): fuzz_content asserts both ways.
bool parseStrictJson(std::string_view bytes, int maxDepth, nlohmann::json& out, std::vector<DuplicateKey>& duplicates);

} // namespace rb::detail
