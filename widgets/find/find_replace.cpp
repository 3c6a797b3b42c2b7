#include "find/find_replace.h"

#include "common/qt_strings.h"
#include "document/content_document.h"
#include "table/table_edits.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"

#include <QObject>

#include <set>

namespace rb {

std::vector<TableColumn> replaceableColumns(const QString& section)
{
    std::vector<TableColumn> columns = sectionColumns(contentFields(), fromQ(section));
    std::erase_if(columns, [](const TableColumn& c) { return c.path == "name"; });
    return columns;
}

namespace {
// The sections the content places are in, in order.
QStringList sectionsOf(const FindResult& found)
{
    QStringList out;
    for (const auto& [section, index] : found.definitions())
        if (!out.contains(section))
            out << section;
    return out;
}

// Where a found definition is now: its place when its name is still there,
// else the first of that name; -1 when it is gone.
int placeNow(const ContentSpec& spec, const SectionInfo& info, const FoundPlace& place)
{
    const auto n = info.size(spec);
    if (place.index >= 0 && static_cast<std::size_t>(place.index) < n
        && toQ(info.name(spec, static_cast<std::size_t>(place.index))) == place.name)
        return place.index;
    for (std::size_t i = 0; i < n; ++i)
        if (toQ(info.name(spec, i)) == place.name)
            return static_cast<int>(i);
    return -1;
}

QString sectionWords(const QString& key)
{
    const SectionInfo* info = findSection(fromQ(key));
    return info ? toQ(info->title).toLower() : key;
}
} // namespace

bool replaceInResults(ContentDocument* document, const FindResult& found, const QString& columnPath,
                      const std::optional<QString>& text, QStringList* refused)
{
    QStringList why;
    const QStringList sections = sectionsOf(found);
    const SectionInfo* info = sections.size() == 1 ? findSection(fromQ(sections.front())) : nullptr;
    const std::vector<TableColumn> columns = info ? replaceableColumns(sections.front()) : std::vector<TableColumn>();
    const TableColumn* column = findColumn(columns, fromQ(columnPath));
    if (!document->spec() || sections.isEmpty())
        why << QObject::tr("Nothing in the content was found to replace a value in.");
    else if (!info) {
        QStringList words;
        for (const QString& s : sections)
            words << sectionWords(s);
        why << QObject::tr("The results are %1: a value is replaced in one section at a time; ask for one "
                           "(\"%2 where ...\").")
                   .arg(words.join(QObject::tr(" and ")), sections.front());
    } else if (!column)
        why << QObject::tr("%1 have no field %2.").arg(toQ(info->title), columnPath);
    std::optional<std::string> cell;
    if (text)
        cell = fromQ(*text);
    std::vector<CellEdit> edits;
    std::set<int> rows;
    for (const FoundPlace& place : found.places) {
        if (!why.isEmpty() || place.inScenario())
            continue;
        const int row = placeNow(*document->spec(), *info, place);
        if (row < 0)
            why << QObject::tr("%1 is no longer in the content; search again.").arg(place.name);
        else if (rows.insert(row).second)
            edits.push_back(CellEdit{static_cast<std::size_t>(row), column, cell});
    }
    if (why.isEmpty() && applyTableEdits(document, sections.front(), edits, &why))
        return true;
    if (refused)
        *refused = why;
    return false;
}

} // namespace rb
