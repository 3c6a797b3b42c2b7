#pragma once
// A place in the content in the designer's words: "bleeding, modifier 1,
// operation" rather than `statuses[6].modifiers[0].op`, for what a designer
// reads (problems, undo labels), spoken from the field rows' labels
// (content_fields.h). The JSON path stays for programmers.

#include "rulebench/base/field_rows.h"

#include <string>
#include <string_view>

namespace rb {

// A diagnostic's field path ("triggers[0].on") as a JSON pointer ("/triggers/0/on").
std::string jsonPointer(std::string_view fieldPath);

// The field at `pointer` inside a definition of `section`, as its rows name
// it: "/modifiers/0/op" in a status is "modifier 1, operation"; empty for "".
// A key no row has speaks for itself ("colour_of_sky" is "colour of sky").
std::string fieldInWords(const FieldTable& fields, std::string_view section, std::string_view pointer);

// "bleeding, modifier 1, operation"; just the name when `pointer` is empty.
std::string placeInWords(const FieldTable& fields, std::string_view section, std::string_view definition,
                         std::string_view pointer);

// A problem's message in the designer's words, for the field at `pointer` of
// a definition of `section`: `missing "op"` in a modifier is "choose an
// operation", a blank `unknown fact kind ""` is "choose a fact kind". Other
// messages already speak plainly and come back as they are.
std::string problemInWords(const FieldTable& fields, std::string_view section, std::string_view pointer,
                           std::string_view message);

// The field a problem asks for: `missing "amount"` at "/tick" is about
// "/tick/amount"; any other problem is about the field at `pointer`.
std::string problemPointer(std::string_view pointer, std::string_view message);

} // namespace rb
