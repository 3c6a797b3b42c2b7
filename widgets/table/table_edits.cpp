#include "table/table_edits.h"

#include "common/qt_strings.h"
#include "common/whole_file.h"
#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/scenario_renames.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"
#include "rulebench/sandbox/scenario_names.h"

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
    // Only the edited definitions are read and written; the content is checked once, with them in place.
    const EditedRows edited = editRows(*document->spec(), contentFields(), key, edits);
    TableImport refusal;
    refusal.unusable = edited.unusable;
    refusal.refused = edited.refused;
    if (edited.ok() && !edited.rows.empty()) {
        std::vector<std::pair<int, Json>> tried;
        for (const auto& [row, json] : edited.rows)
            tried.emplace_back(static_cast<int>(row), plain(json));
        ContentDocument::Tried check = document->tryDefinitions(section, tried);
        refusal.refused = problemsAdded(contentFields(), check.before, check.after.diagnostics);
        if (refusal.refused.empty()) {
            const QString label = toQ(cellEditsLabel(*document->spec(), key, edits));
            auto command = std::make_unique<QUndoCommand>(label);
            for (auto& [row, json] : tried)
                new SetDefinitionCommand(document, section, row, plain(document->definitionJson(section, row)),
                                         std::move(json), label, {}, command.get());
            document->undoStack()->push(command.release());
            document->adoptTried(std::move(check));
            return true;
        }
    }
    if (refusal.unusable.empty() && refusal.refused.empty())
        return true; // nothing changes
    if (refused)
        *refused = refusals(refusal);
    return false;
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

namespace {
// An import that removes the definitions it lacks, as one undo step: the
// rows kept set, then the missing removed (the last first), then the new
// ones added at the end. The kept keep their order, so the i-th of them
// before is the i-th after.
bool pushImport(ContentDocument* document, const QString& section, const TableImport& result, const QString& label)
{
    const SectionInfo& info = *findSection(fromQ(section));
    const ContentSpec& spec = *document->spec();
    const std::set<std::string> missing(result.missing.begin(), result.missing.end());
    auto command = std::make_unique<QUndoCommand>(label);
    std::vector<int> removed;
    std::size_t kept = 0;
    for (std::size_t row = 0, n = info.size(spec); row < n; ++row) {
        if (missing.contains(info.name(spec, row))) {
            removed.push_back(static_cast<int>(row));
            continue;
        }
        const OrderedJson old = info.get(spec, row);
        const OrderedJson now = info.get(*result.spec, kept++);
        if (old != now)
            new SetDefinitionCommand(document, section, static_cast<int>(row), plain(old), plain(now), label, {},
                                     command.get());
    }
    for (auto it = removed.rbegin(); it != removed.rend(); ++it)
        new RemoveDefinitionCommand(document, section, *it, label, command.get());
    for (std::size_t row = kept; row < info.size(*result.spec); ++row)
        new InsertDefinitionCommand(document, section, static_cast<int>(row), plain(info.get(*result.spec, row)), label,
                                    command.get());
    if (command->childCount() == 0)
        return false;
    document->undoStack()->push(command.release());
    return true;
}
} // namespace

SectionImport readSectionImport(const ContentDocument& document, const QString& section, const QString& path,
                                bool removeMissing)
{
    SectionImport out;
    out.file = QFileInfo(path).fileName();
    out.removeMissing = removeMissing;
    QFile file(path);
    const SectionInfo* info = findSection(fromQ(section));
    if (!document.spec() || !info) {
        out.problems << QObject::tr("There is no section to import into.");
    } else if (!file.open(QIODevice::ReadOnly)) {
        out.problems << QObject::tr("%1 cannot be read: %2").arg(out.file, file.errorString());
    } else {
        const QByteArray csv = file.readAll();
        out.result = importTableCsv(*document.spec(), contentFields(), info->key,
                                    std::string_view(csv.constData(), static_cast<std::size_t>(csv.size())),
                                    {removeMissing});
        if (!out.result.applied())
            for (const QString& why : refusals(out.result))
                out.problems << QStringLiteral("%1: %2").arg(out.file, why);
    }
    return out;
}

bool applySectionImport(ContentDocument* document, const QString& section, const SectionImport& import,
                        QStringList* report)
{
    QStringList out = import.problems;
    const SectionInfo* info = findSection(fromQ(section));
    const bool applied = import.problems.isEmpty() && import.result.applied() && info && document->spec();
    if (applied) {
        const TableImport& result = import.result;
        const QString label = QObject::tr("Import %1 from %2").arg(toQ(info->title).toLower(), import.file);
        if (import.removeMissing && !result.missing.empty()) {
            pushImport(document, section, result, label);
        } else {
            std::set<std::size_t> rows;
            for (std::size_t i = 0; i < info->size(*document->spec()); ++i)
                rows.insert(i);
            pushSection(document, section, *result.spec, rows, label);
        }
        const QString fate = import.removeMissing ? QObject::tr("removed") : QObject::tr("kept");
        out << QObject::tr("%1: %2 matched, %3 added, %4 missing (%5)")
                   .arg(toQ(info->title))
                   .arg(result.matched.size())
                   .arg(result.added.size())
                   .arg(result.missing.size())
                   .arg(fate);
        for (const std::string& added : result.added)
            out << QObject::tr("added: %1").arg(toQ(added));
        for (const std::string& missing : result.missing)
            out << QObject::tr("missing, %1: %2").arg(fate, toQ(missing));
    }
    if (report)
        *report = out;
    return applied;
}

QStringList scenariosNaming(const ContentDocument& document, const QString& section,
                            const std::vector<std::string>& names)
{
    QStringList out;
    if (!document.spec() || names.empty())
        return out;
    const FactSections facts = factSectionsOf(*document.spec());
    for (const ScenarioBeside& s : scenariosBeside(document)) {
        QStringList named;
        for (const std::string& name : names) {
            const auto places = scenarioUsages(s.spec, fromQ(section), name, facts).size();
            if (places > 1)
                named << QObject::tr("%1 (%2 places)").arg(toQ(name)).arg(places);
            else if (places == 1)
                named << toQ(name);
        }
        if (!named.isEmpty())
            out << QObject::tr("%1 names %2").arg(QFileInfo(s.path).fileName(), named.join(QStringLiteral(", ")));
    }
    return out;
}

bool importSection(ContentDocument* document, const QString& section, const QString& path, QStringList* report,
                   bool removeMissing)
{
    return applySectionImport(document, section, readSectionImport(*document, section, path, removeMissing), report);
}

} // namespace rb
