#include "document/content_changes.h"

#include "common/qt_strings.h"
#include "fields/field_words.h"

#include "rulebench/content/content_diff.h"
#include "rulebench/content/content_renames.h"
#include "rulebench/content/sections.h"

#include <QHash>
#include <QObject>

#include <set>

namespace rb {

namespace {
// A value as the file writes it, short enough for one line.
QString shortValue(const Json* value)
{
    if (!value)
        return QObject::tr("(none)");
    QString text = toQ(value->dump());
    return text.size() > 40 ? text.left(39) + QChar(0x2026) : text;
}

// A key as one step of a JSON pointer ("a/b" is "a~1b").
QString pointerStep(const std::string& key)
{
    QString step = toQ(key);
    return step.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}

// Every place where `before` and `after` differ, as JSON pointers below `at`:
// objects key by key, lists of one length entry by entry, anything else whole.
void differences(const Json* before, const Json* after, const QString& at, QList<QString>& out)
{
    if (before && after && *before == *after)
        return;
    if (before && after && before->is_object() && after->is_object()) {
        std::set<std::string> keys;
        for (const auto& [k, v] : before->items())
            keys.insert(k);
        for (const auto& [k, v] : after->items())
            keys.insert(k);
        for (const std::string& k : keys)
            differences(before->contains(k) ? &(*before)[k] : nullptr, after->contains(k) ? &(*after)[k] : nullptr,
                        at + QLatin1Char('/') + pointerStep(k), out);
        return;
    }
    if (before && after && before->is_array() && after->is_array() && before->size() == after->size()) {
        for (std::size_t i = 0; i < before->size(); ++i)
            differences(&(*before)[i], &(*after)[i], at + QLatin1Char('/') + QString::number(i), out);
        return;
    }
    out << at;
}

const Json* at(const Json& json, const QString& pointer)
{
    try {
        const Json::json_pointer p(pointer.toStdString());
        return json.contains(p) ? &json[p] : nullptr;
    } catch (const Json::exception&) {
        return nullptr;
    }
}

QString nameOf(const Json& definition)
{
    if (definition.is_string())
        return toQ(definition.get<std::string>());
    const auto name = definition.find("name");
    return name != definition.end() && name->is_string() ? toQ(name->get<std::string>()) : QString();
}

// The changes inside one definition that is in both versions (perhaps renamed).
void definitionChanges(const SectionInfo& section, const Json& before, const Json& after, QStringList& out)
{
    const QString key = toQ(section.key);
    const QString name = nameOf(before);
    if (nameOf(after) != name)
        out << QObject::tr("%1 (%2): renamed %3").arg(name, toQ(section.singular), nameOf(after));
    QList<QString> places;
    differences(&before, &after, QString(), places);
    for (const QString& pointer : places) {
        if (pointer == QLatin1String("/name"))
            continue;
        out << QObject::tr("%1: %2 → %3")
                   .arg(placeInWords(key, name, pointer), shortValue(at(before, pointer)), shortValue(at(after, pointer)));
    }
}

// One section: definitions matched by name; of those only on one side, the
// ones at the same place in the list are taken as renamed.
void sectionChanges(const SectionInfo& section, const Json& before, const Json& after, QStringList& out)
{
    // Each name's first place, looked up once: a file of thousands of
    // definitions (a recovery question of a large file) would take minutes
    // by walking the list for each.
    const auto places = [](const Json& list) {
        QHash<QString, long> out;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (const QString name = nameOf(list[i]); !out.contains(name))
                out.insert(name, static_cast<long>(i)); // a name twice: its first place, as before
        return out;
    };
    const QHash<QString, long> placeBefore = places(before), placeAfter = places(after);
    auto index = [&](const Json& list, const QString& name) {
        return (&list == &before ? placeBefore : placeAfter).value(name, -1L);
    };
    const QString singular = toQ(section.singular);
    for (std::size_t i = 0; i < before.size(); ++i) {
        const long same = index(after, nameOf(before[i]));
        const bool renamed = same < 0 && i < after.size() && index(before, nameOf(after[i])) < 0;
        if (same >= 0 || renamed)
            definitionChanges(section, before[i], after[renamed ? static_cast<long>(i) : same], out);
        else
            out << QObject::tr("%1 (%2): removed").arg(nameOf(before[i]), singular);
    }
    for (std::size_t i = 0; i < after.size(); ++i)
        if (index(before, nameOf(after[i])) < 0 && !(i < before.size() && index(after, nameOf(before[i])) < 0))
            out << QObject::tr("new %1: %2").arg(singular, nameOf(after[i]));
}

QStringList atMost(QStringList lines, int most)
{
    if (lines.size() > most) {
        const qsizetype rest = lines.size() - (most - 1);
        lines.erase(lines.begin() + (most - 1), lines.end());
        lines << QObject::tr("… and %1 more changes").arg(rest);
    }
    return lines;
}
} // namespace

QStringList describeChanges(const QByteArray& before, const QByteArray& after, int most)
{
    const Json old = Json::parse(before.toStdString(), nullptr, false);
    const Json now = Json::parse(after.toStdString(), nullptr, false);
    QStringList out;
    if (!old.is_object() || !now.is_object())
        return {QObject::tr("the whole file (one version is not readable as content)")};
    const Json empty = Json::array();
    for (const SectionInfo& section : contentSections()) {
        const Json& b = old.contains(section.key) && old[section.key].is_array() ? old[section.key] : empty;
        const Json& a = now.contains(section.key) && now[section.key].is_array() ? now[section.key] : empty;
        sectionChanges(section, b, a, out);
    }
    return atMost(out, most);
}

QStringList diffInWords(const QByteArray& before, const QByteArray& after, int most)
{
    std::string why;
    const std::optional<OrderedJson> old = normalizedContent(std::string_view(before.constData(), static_cast<std::size_t>(before.size())), why);
    const std::optional<OrderedJson> now =
        old ? normalizedContent(std::string_view(after.constData(), static_cast<std::size_t>(after.size())), why) : std::nullopt;
    if (!old || !now)
        return {QObject::tr("The file is no longer content the editor can compare: %1").arg(toQ(why))};
    QStringList out;
    for (const ContentDifference& change : diffContent(*old, *now))
        out << toQ(changeInWords(change));
    if (out.isEmpty())
        out << QObject::tr("Only its layout changed (spacing or the order of keys).");
    return atMost(out, most);
}

} // namespace rb
