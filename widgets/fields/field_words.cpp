#include "fields/field_words.h"

#include "common/qt_strings.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/field_words.h"

namespace rb {

QString pointerFromPath(std::string_view path) { return toQ(jsonPointer(path)); }

QString fieldInWords(const QString& section, const QString& pointer)
{
    return toQ(fieldInWords(contentFields(), fromQ(section), fromQ(pointer)));
}

QString placeInWords(const QString& section, const QString& definition, const QString& pointer)
{
    return toQ(placeInWords(contentFields(), fromQ(section), fromQ(definition), fromQ(pointer)));
}

QString problemInWords(const QString& section, const QString& pointer, const QString& message)
{
    return toQ(problemInWords(contentFields(), fromQ(section), fromQ(pointer), fromQ(message)));
}

} // namespace rb
