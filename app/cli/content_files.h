#pragma once
// Reading content and scenario files for the commands that compare and merge
// them by meaning (merge-content, diff-content): normalized as the editor
// saves them, an empty file standing for no file (git's convention for the
// side of a file that was added or deleted).

#include "rulebench/base/json_reader.h"
#include "rulebench/content/content.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace rb::cli {

enum class ContentKind { Content, Scenario };

struct ContentFile {
    ContentKind kind = ContentKind::Content;
    OrderedJson json; // normalized; an empty object for an empty file
};

// Reads and normalizes `path`; absent, having said "PATH: why" on `err`, when
// it cannot be read or is not a JSON object. A file whose "format" is a
// scenario's is a scenario; any other a content file.
std::optional<ContentFile> readContentFile(const std::string& path, std::ostream& err);

// A content file read as the loader reads it, for the commands that read a
// section (export, import, find): absent, having said "PATH: why" on `err`,
// when it cannot be read, is no JSON object, or is a scenario ("PATH: a
// scenario; COMMAND reads content files").
std::optional<ContentSpec> readContentSpec(const std::string& path, std::string_view command, std::ostream& err);

// Whether parsed JSON looks like a content or scenario file (a "format" of
// Rulebench's, or a content section), for "did you mean merge-content?".
bool looksLikeContent(const Json& json);

} // namespace rb::cli
