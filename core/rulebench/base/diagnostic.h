#pragma once
// A diagnostic names one problem of a content file: where (JSON path and the
// definition's name) and what, in the words the file used.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

enum class Severity { Error, Warning };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string path;       // full JSON path, e.g. items[2].triggers[0].on; empty for the whole file
    std::string definition; // the definition's name when the path is inside one
    std::string message;
    int line = 0;   // 1-based, only for syntax errors
    int column = 0; // 1-based, only for syntax errors
};

// `items[2] "frag grenade": triggers[0].on: unknown moment "lnad"`
std::string format(const Diagnostic& d);
// `FILE: ` + format(d), or `FILE:LINE:COLUMN: ...` for a syntax error.
std::string format(std::string_view file, const Diagnostic& d);

// The definition part of a path ("items[2]") and the rest ("triggers[0].on").
struct SplitPath {
    std::string definition;
    std::string field;
};
SplitPath splitDefinitionPath(std::string_view path);

class Diagnostics {
public:
    void error(std::string path, std::string definition, std::string message);
    void warning(std::string path, std::string definition, std::string message);
    void add(Diagnostic d);
    void append(const Diagnostics& other);

    const std::vector<Diagnostic>& all() const { return items_; }
    std::size_t size() const { return items_.size(); }
    bool empty() const { return items_.empty(); }
    std::size_t errorCount() const;
    bool hasErrors() const { return errorCount() > 0; }

private:
    std::vector<Diagnostic> items_;
};

// The first control character of UTF-8 text (C0, DEL or C1: what a terminal
// may take for a command, or a log for a new line), as a code point.
std::optional<char32_t> firstControlCharacter(std::string_view utf8);
// The text with every control character written as \u001b, so printing it
// never moves the cursor or runs an escape; anything else stays as it is.
std::string escapeControlCharacters(std::string_view utf8);
// `the name "bad\u001bname" holds a control character (U+001B)`: `what` is
// "name" or "id".
std::string controlCharacterProblem(std::string_view what, std::string_view text, char32_t c);

// The text with its accents taken off: combining marks (U+0300 to U+036F)
// dropped and the precomposed Latin letters (U+00C0 to U+017F) written as
// their base letters, so "café" written composed (é) and decomposed (e and
// U+0301) read the same, with no Unicode library.
std::string withoutAccents(std::string_view utf8);

// The candidate that differs from `name` only in its accents or how they are
// written, else the closest within a small edit distance, for "did you mean".
std::string closestName(std::string_view name, const std::vector<std::string>& candidates);
// ` (did you mean "x"?)` or empty; one that differs only in its accents says so.
std::string didYouMean(std::string_view name, const std::vector<std::string>& candidates);

} // namespace rb
