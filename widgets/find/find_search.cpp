#include "find/find_search.h"

#include "common/qt_strings.h"
#include "document/content_document.h"
#include "document/scenario_renames.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"
#include "rulebench/content/content_usages.h"
#include "rulebench/content/sections.h"

#include <QFileInfo>
#include <QObject>

#include <set>

namespace rb {

namespace {
QString plural(const QString& section, long long n)
{
    const SectionInfo* info = findSection(fromQ(section));
    if (!info)
        return counted(n, section, section);
    return counted(n, toQ(info->singular), toQ(info->title).toLower());
}

// Every definition of the where-query's section that passes its tests.
void findWhere(const ContentSpec& spec, const ContentQuery& query, FindResult& out)
{
    const SectionInfo* info = findSection(query.section);
    out.section = toQ(query.section);
    if (!info)
        return;
    for (std::size_t i = 0, n = info->size(spec); i < n; ++i) {
        if (query.where && !definitionMatches(info->get(spec, i), *query.where))
            continue;
        out.places.push_back({out.section, static_cast<int>(i), toQ(info->name(spec, i)), {}, {}, {}, {}});
    }
    out.summary = out.places.empty() ? QObject::tr("No %1 match.").arg(toQ(info->title).toLower())
                                     : plural(out.section, static_cast<long long>(out.places.size()));
}

QString quotedName(const QString& name)
{
    QString escaped = name;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString usesSummary(const FindResult& r, const QString& name, std::size_t inContent, std::size_t scenarios)
{
    const auto definitions = static_cast<long long>(r.definitions().size());
    const auto inScenarios = static_cast<long long>(r.places.size() - inContent);
    if (r.places.empty())
        return QObject::tr("Nothing names %1, in the content or in the scenarios beside it.").arg(name);
    const QString times = counted(static_cast<long long>(r.places.size()), QObject::tr("time"), QObject::tr("times"));
    const QString content = inContent == 0 ? QObject::tr("none in the content")
                                           : QObject::tr("%1 in %2").arg(QString::number(inContent),
                                                                         counted(definitions, QObject::tr("definition"),
                                                                                 QObject::tr("definitions")));
    const QString inFiles = inScenarios == 0 ? QObject::tr("none in the scenarios")
                                             : QObject::tr("%1 in %2").arg(QString::number(inScenarios),
                                                                           counted(static_cast<long long>(scenarios),
                                                                                   QObject::tr("scenario"),
                                                                                   QObject::tr("scenarios")));
    return QObject::tr("%1 is named %2: %3, %4").arg(name, times, content, inFiles);
}

// Every place that names the uses-query's name: the content's, then each scenario's.
void findUses(const ContentDocument& document, const ContentQuery& query, FindResult& out)
{
    out.usages = true;
    for (const ContentUsage& u : contentUsages(*document.spec(), contentFields(), query.section, query.name))
        out.places.push_back({toQ(u.section), static_cast<int>(u.index), toQ(u.definition), toQ(u.words), toQ(u.pointer),
                              {}, {}});
    const std::size_t inContent = out.places.size();
    std::set<QString> scenarios;
    const FactSections facts = factSectionsOf(*document.spec()); // a fed fact's subject and object
    for (const ScenarioBeside& s : scenariosBeside(document))
        for (ScenarioUsage& u : scenarioUsages(s.spec, query.section, query.name, facts)) {
            scenarios.insert(s.path);
            const QString section = toQ(u.section);
            const QString where = toQ(u.words);
            out.places.push_back({section, -1, QFileInfo(s.path).fileName(), where, {}, s.path, std::move(u)});
        }
    out.summary = usesSummary(out, toQ(query.name), inContent, scenarios.size());
}
} // namespace

std::vector<std::pair<QString, int>> FindResult::definitions() const
{
    std::vector<std::pair<QString, int>> out;
    std::set<std::pair<QString, int>> seen;
    for (const FoundPlace& p : places)
        if (!p.inScenario() && seen.insert({p.section, p.index}).second)
            out.push_back({p.section, p.index});
    return out;
}

FindResult runFind(const ContentDocument& document, const QString& text)
{
    FindResult out;
    out.query = text;
    if (text.trimmed().isEmpty())
        return out;
    if (!document.spec()) {
        out.problem = QObject::tr("The content does not read as JSON, so nothing can be found in it.");
        return out;
    }
    const QueryParse parsed = parseQuery(fromQ(text), contentFields());
    if (!parsed.query) {
        out.problem = toQ(parsed.problem);
        out.problemColumn = parsed.column;
        return out;
    }
    if (parsed.query->uses)
        findUses(document, *parsed.query, out);
    else
        findWhere(*document.spec(), *parsed.query, out);
    return out;
}

QString usagesQuery(const QString& section, const QString& name)
{
    const bool plain = !name.isEmpty() && name.trimmed() == name && !name.startsWith(QLatin1Char('"'));
    return QStringLiteral("uses %1:%2").arg(section, plain ? name : quotedName(name));
}

} // namespace rb
