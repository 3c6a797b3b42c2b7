#include "document/scenario_renames.h"

#include "document/content_document.h"
#include "common/whole_file.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/sandbox/scenario.h"
#include "rulebench/sandbox/scenario_names.h"

#include "rulebench/content/sections.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <QObject>

#include <algorithm>
#include <optional>

namespace rb {

namespace {
QStringList scenarioFilesUnder(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.scenario.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    std::sort(files.begin(), files.end());
    return files;
}

std::optional<ScenarioSpec> readScenario(const QByteArray& bytes)
{
    ScenarioLoad load = loadScenario(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    // A scenario with mistakes of its own is left as written: rewriting it
    // could lose what the reader did not understand.
    if (load.diagnostics.hasErrors())
        return std::nullopt;
    return std::move(load.spec);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// This session's renames of `name` first (newest first, if still defined), then every other name.
QStringList choicesFor(const ContentDocument& document, const SectionInfo& section, const QString& name)
{
    QStringList all;
    for (std::size_t i = 0; i < section.size(*document.spec()); ++i)
        all << QString::fromStdString(section.name(*document.spec(), i));
    QStringList first;
    const auto& renames = document.renames();
    for (auto r = renames.rbegin(); r != renames.rend(); ++r)
        if (r->section == QString::fromStdString(section.key) && r->from == name && all.contains(r->to)
            && !first.contains(r->to))
            first << r->to;
    for (const QString& n : all)
        if (!first.contains(n))
            first << n;
    return first;
}

bool namesContent(const QString& scenarioPath, const std::string& content, const QString& contentPath)
{
    const QFileInfo named(QFileInfo(scenarioPath).absoluteDir(), QString::fromStdString(content));
    return !content.empty() && named.canonicalFilePath() == QFileInfo(contentPath).canonicalFilePath();
}
} // namespace

std::vector<ScenarioRewrite> scenarioRenames(const ContentDocument& document, const QString& section,
                                             const QString& from, const QString& to)
{
    std::vector<ScenarioRewrite> out;
    if (document.path().isEmpty() || !document.spec())
        return out;
    const FactSections facts = factSectionsOf(*document.spec()); // a fed fact's subject and object follow too
    for (const QString& path : scenarioFilesUnder(QFileInfo(document.path()).absolutePath())) {
        const QByteArray before = document.scenarioBytes(path);
        std::optional<ScenarioSpec> spec = readScenario(before);
        if (!spec || !namesContent(path, spec->content, document.path())
            || !renameInScenario(*spec, section.toStdString(), from.toStdString(), to.toStdString(), facts))
            continue;
        out.push_back({path, before, QByteArray::fromStdString(serializeScenario(*spec))});
    }
    return out;
}

std::vector<ScenarioBeside> scenariosBeside(const ContentDocument& document)
{
    std::vector<ScenarioBeside> out;
    if (document.path().isEmpty())
        return out;
    for (const QString& path : scenarioFilesUnder(QFileInfo(document.path()).absolutePath())) {
        std::optional<ScenarioSpec> spec = readScenario(document.scenarioBytes(path));
        if (spec && namesContent(path, spec->content, document.path()))
            out.push_back({path, std::move(*spec)});
    }
    return out;
}

std::vector<NameToFix> namesToFix(const ContentDocument& document, const QString& path)
{
    std::vector<NameToFix> out;
    const std::optional<ScenarioSpec> spec = readScenario(readAll(path));
    if (!spec || !document.spec() || !document.definitions() || !namesContent(path, spec->content, document.path()))
        return out;
    for (const NameInScenario& missing : missingNames(*spec, *document.definitions())) {
        const SectionInfo* section = findSection(missing.section);
        if (!section)
            continue;
        const QString name = QString::fromStdString(missing.name);
        out.push_back({QString::fromStdString(section->key), QString::fromStdString(section->singular), name,
                       choicesFor(document, *section, name)});
    }
    return out;
}

QString fixScenarioNames(const QString& path, const std::vector<NameToFix>& fixes, const QStringList& chosen)
{
    std::optional<ScenarioSpec> spec = readScenario(readAll(path));
    if (!spec)
        return QObject::tr("%1 no longer reads as a scenario.").arg(QFileInfo(path).fileName());
    for (std::size_t i = 0; i < fixes.size() && i < static_cast<std::size_t>(chosen.size()); ++i)
        renameInScenario(*spec, fixes[i].section.toStdString(), fixes[i].name.toStdString(),
                         chosen[static_cast<qsizetype>(i)].toStdString());
    const QString why = writeWholeFile(path, QByteArray::fromStdString(serializeScenario(*spec)));
    return why.isEmpty() ? why : QObject::tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), why);
}

} // namespace rb
