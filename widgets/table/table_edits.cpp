#include "table/table_edits.h"

#include "common/qt_strings.h"
#include "common/whole_file.h"
#include "document/content_commands.h"
#include "document/content_document.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <set>

namespace rb {

namespace {
Json plain(const OrderedJson& j) { return Json::parse(j.dump()); }

QStringList refusals(const TableImport& result)
{
    QStringList out;
    if (!result.unusable.empty())
        out << toQ(result.unusable);
    for (const TableProblem& p : result.refused)
        out << toQ(problemText(p));
    return out;
}

// `after` (the content with the section changed) as one undo step: a
// definition set for each of `rows` that changed, then the definitions it
// added at the end. False when nothing changes.
bool pushSection(ContentDocument* document, const QString& section, const ContentSpec& after,
                 const std::set<std::size_t>& rows, const QString& label)
{
    const SectionInfo& info = *findSection(fromQ(section));
    const std::size_t before = info.size(*document->spec());
    auto command = std::make_unique<QUndoCommand>(label);
    for (std::size_t row : rows) {
        if (row >= before)
            continue;
        const OrderedJson old = document->definitionJson(section, static_cast<int>(row));
        const OrderedJson now = info.get(after, row);
        if (old != now)
            new SetDefinitionCommand(document, section, static_cast<int>(row), plain(old), plain(now), label, {},
                                     command.get());
    }
    for (std::size_t row = before; row < info.size(after); ++row)
        new InsertDefinitionCommand(document, section, static_cast<int>(row), plain(info.get(after, row)), label,
                                    command.get());
    if (command->childCount() == 0)
        return false;
    document->undoStack()->push(command.release());
    return true;
}
} // namespace

bool applyTableEdits(ContentDocument* document, const QString& section, const std::vector<CellEdit>& edits,
                     QStringList* refused)
{
    if (!document->spec() || edits.empty())
        return true;
    const std::string key = fromQ(section);
    const TableImport result = applyCellEdits(*document->spec(), contentFields(), key, edits);
    if (!result.applied()) {
        if (refused)
            *refused = refusals(result);
        return false;
    }
    std::set<std::size_t> rows;
    for (const CellEdit& e : edits)
        rows.insert(e.row);
    pushSection(document, section, *result.spec, rows, toQ(cellEditsLabel(*document->spec(), key, edits)));
    return true;
}

QString sectionCsv(const ContentDocument& document, const QString& section)
{
    if (!document.spec())
        return {};
    return toQ(tableCsv(sectionTable(contentToJson(*document.spec()), contentFields(), fromQ(section))));
}

bool exportSection(const ContentDocument& document, const QString& section, const QString& path, QString* error)
{
    const QString why = writeWholeFile(path, sectionCsv(document, section).toUtf8());
    if (error)
        *error = why;
    return why.isEmpty();
}

bool importSection(ContentDocument* document, const QString& section, const QString& path, QStringList* report)
{
    QStringList out;
    bool applied = false;
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    const SectionInfo* info = findSection(fromQ(section));
    if (!document->spec() || !info) {
        out << QObject::tr("There is no section to import into.");
    } else if (!file.open(QIODevice::ReadOnly)) {
        out << QObject::tr("%1 cannot be read: %2").arg(name, file.errorString());
    } else {
        const QByteArray csv = file.readAll();
        const TableImport result = importTableCsv(*document->spec(), contentFields(), info->key,
                                                  std::string_view(csv.constData(), static_cast<std::size_t>(csv.size())), {});
        applied = result.applied();
        if (!applied) {
            for (const QString& why : refusals(result))
                out << QStringLiteral("%1: %2").arg(name, why);
        } else {
            std::set<std::size_t> rows;
            for (std::size_t i = 0; i < info->size(*document->spec()); ++i)
                rows.insert(i);
            pushSection(document, section, *result.spec, rows,
                        QObject::tr("Import %1 from %2").arg(toQ(info->title).toLower(), name));
            out << QObject::tr("%1: %2 matched, %3 added, %4 missing (kept)")
                       .arg(toQ(info->title))
                       .arg(result.matched.size())
                       .arg(result.added.size())
                       .arg(result.missing.size());
            for (const std::string& added : result.added)
                out << QObject::tr("added: %1").arg(toQ(added));
            for (const std::string& missing : result.missing)
                out << QObject::tr("missing, kept: %1").arg(toQ(missing));
        }
    }
    if (report)
        *report = out;
    return applied;
}

} // namespace rb
