#pragma once
// Content tests that change a content's text once and build it: the change,
// and the content built (the test stops, saying why, where either fails).

#include "diagnostic_text.h"
#include "rulebench/content/build.h"

#include <QtGlobal>

#include <memory>
#include <string>

namespace rb::test {

// The text with its first `from` replaced by `to`.
inline std::string replacedOnce(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("no \"%s\" in the content", from.c_str());
    return text.replace(at, from.size(), to);
}

// The content built, with no error; `what` names it where it has one.
inline std::shared_ptr<const Definitions> builtClean(const std::string& text, const char* what)
{
    Validation v = validateContent(text);
    if (!v.definitions || v.diagnostics.hasErrors())
        qFatal("%s has errors: %s", what, qPrintable(lines(v.diagnostics)));
    return v.definitions;
}

} // namespace rb::test
