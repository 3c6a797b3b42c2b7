#pragma once
// A place in the content in the form's words, for what a designer reads
// (problems, undo labels): the core's words (content/field_words.h, spoken
// from the field rows' labels) as QStrings. The JSON path stays for
// programmers, in tooltips and on the command line.

#include <QString>

#include <string_view>

namespace rb {

// A diagnostic's field path ("triggers[0].on") as a JSON pointer ("/triggers/0/on").
QString pointerFromPath(std::string_view fieldPath);

// The field at `pointer` inside a definition of `section`, as the form names
// it: "/modifiers/0/op" in a status is "modifier 1, operation"; empty for "".
QString fieldInWords(const QString& section, const QString& pointer);

// "bleeding, modifier 1, operation"; just the name when `pointer` is empty.
QString placeInWords(const QString& section, const QString& definition, const QString& pointer);

// A problem's message in the designer's words: `missing "op"` in a modifier
// is "choose an operation". Other messages come back as they are.
QString problemInWords(const QString& section, const QString& pointer, const QString& message);

} // namespace rb
