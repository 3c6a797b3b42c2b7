#include "document/definition_place.h"

#include "document/content_document.h"

#include "common/qt_strings.h"

#include "rulebench/content/sections.h"

#include <QObject>

namespace rb {

QString definitionName(const ContentDocument& document, const QString& section, int index)
{
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || !document.spec() || index < 0 || static_cast<std::size_t>(index) >= info->size(*document.spec()))
        return {};
    return toQ(info->name(*document.spec(), static_cast<std::size_t>(index)));
}

int definitionIndexAfter(const ContentDocument& document, const ContentChange& change, const QString& section, int index,
                         const QString& name)
{
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || !document.spec() || index < 0)
        return -1;
    // Where an edit of its section moved it: the likeliest place, and the
    // only one when names repeat (content with errors).
    int moved = change.kind == ContentChange::Reset ? -1 : index;
    if (change.kind == ContentChange::Inserted && change.section == section && change.index <= index)
        moved = index + 1;
    else if (change.kind == ContentChange::Removed && change.section == section)
        moved = change.index == index ? -1 : change.index < index ? index - 1 : index;
    const bool editedInPlace = change.kind == ContentChange::Changed && change.section == section && change.index == index;
    const int size = static_cast<int>(info->size(*document.spec()));
    if (moved >= 0 && moved < size && (editedInPlace || definitionName(document, section, moved) == name))
        return moved;
    for (int i = 0; i < size; ++i)
        if (toQ(info->name(*document.spec(), static_cast<std::size_t>(i))) == name)
            return i;
    return -1;
}

QString goneFromContent(const QString& section, const QString& name)
{
    const SectionInfo* info = findSection(fromQ(section));
    const QString what = info ? toQ(info->singular) : section;
    return QObject::tr("The %1 \"%2\" is no longer in the content.").arg(what, name);
}

} // namespace rb
