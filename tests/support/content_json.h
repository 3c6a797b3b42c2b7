#pragma once
// Content files as JSON for the merge and diff tests: the demo normalized as
// the editor saves it, a definition found by section and name, and a
// definition renamed the way the editor renames it (references follow).

#include "source_dir.h"
#include "rulebench/content/content_renames.h"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace rb::test {

inline OrderedJson normalizedFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::string why;
    const std::optional<OrderedJson> json = normalizedContent(bytes.str(), why);
    if (!json)
        throw std::runtime_error(path + ": " + why);
    return *json;
}

inline OrderedJson demoContent()
{
    static const OrderedJson demo = normalizedFile(rb::test::sourcePath("/resources/demo/demo.rules.json"));
    return demo;
}

// The definition of `section` named `name`; throws when there is none.
inline OrderedJson& definition(OrderedJson& content, const std::string& section, const std::string& name)
{
    for (OrderedJson& d : content.at(section))
        if (d.value("name", "") == name)
            return d;
    throw std::runtime_error("no " + section + " named " + name);
}

inline OrderedJson renamed(const OrderedJson& content, const std::string& section, const std::string& from,
                           const std::string& to)
{
    return withRenames(content, {{section, from, to}});
}

} // namespace rb::test
