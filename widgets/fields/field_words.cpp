#include "fields/field_words.h"

#include "fields/form_schema.h"
#include "common/qt_strings.h"

#include <QObject>
#include <QRegularExpression>
#include <QStringList>

#include <vector>

namespace rb {

QString pointerFromPath(std::string_view path)
{
    QString pointer;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') {
            ++i;
        } else if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string_view::npos)
                break;
            std::string_view inside = path.substr(i + 1, close - i - 1);
            if (inside.size() >= 2 && inside.front() == '"')
                inside = inside.substr(1, inside.size() - 2);
            pointer += QLatin1Char('/') + toQ(inside);
            i = close + 1;
        } else {
            const std::size_t end = path.find_first_of(".[", i);
            pointer += QLatin1Char('/') + toQ(path.substr(i, end == std::string_view::npos ? end : end - i));
            i = end == std::string_view::npos ? path.size() : end;
        }
    }
    return pointer;
}

namespace {
const FormField* fieldOf(const std::vector<FormField>& fields, const QString& key)
{
    for (const FormField& f : fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

// A key the form has no label for, as words: "when_empty" is "when empty".
QString keyWords(QString key) { return key.replace(QLatin1Char('_'), QLatin1Char(' ')); }
} // namespace

namespace {
// One step of a pointer walk: the field's words and, for a list with an
// index after it, how many keys it took.
struct FieldStep {
    const FormField* field = nullptr;
    QString words;
    int keys = 1;
};

FieldStep stepInto(const std::vector<FormField>* fields, const QStringList& keys, qsizetype i)
{
    const FormField* f = fields ? fieldOf(*fields, keys[i]) : nullptr;
    if (!f) {
        bool isIndex = false;
        const int n = keys[i].toInt(&isIndex);
        return {nullptr, isIndex ? QObject::tr("item %1").arg(n + 1) : keyWords(keys[i]), 1};
    }
    bool isIndex = false;
    const int n = i + 1 < keys.size() ? keys[i + 1].toInt(&isIndex) : 0;
    if (f->kind == FieldKind::List && isIndex)
        return {f, QStringLiteral("%1 %2").arg(f->itemLabel.isEmpty() ? f->label.toLower() : f->itemLabel).arg(n + 1), 2};
    return {f, f->label.toLower(), 1};
}

// Walks `pointer` through the form's fields, calling `visit` with each step.
template <class Visit>
const FormField* walkFields(const QString& section, const QString& pointer, Visit&& visit)
{
    const QStringList keys = pointer.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const std::vector<FormField>* fields = &formFields(section);
    const FormField* last = nullptr;
    for (qsizetype i = 0; i < keys.size();) {
        const FieldStep step = stepInto(fields, keys, i);
        visit(step.words);
        last = step.field;
        // Below a key the form does not know, keys speak for themselves.
        fields = step.field && !step.field->fields.empty() ? &step.field->fields : nullptr;
        i += step.keys;
    }
    return last;
}

QString withArticle(const QString& noun)
{
    const bool vowel = !noun.isEmpty() && QStringLiteral("aeiou").contains(noun.front());
    return (vowel ? QStringLiteral("an ") : QStringLiteral("a ")) + noun;
}

bool isChoice(const FormField* f)
{
    return f && (f->kind == FieldKind::Choice || f->kind == FieldKind::Reference || f->kind == FieldKind::EffectKind);
}
} // namespace

QString fieldInWords(const QString& section, const QString& pointer)
{
    QStringList words;
    walkFields(section, pointer, [&](const QString& w) { words << w; });
    return words.join(QStringLiteral(", "));
}

QString problemInWords(const QString& section, const QString& pointer, const QString& message)
{
    // `missing "op"`: the field is empty; say what to do with it.
    static const QRegularExpression missing(QStringLiteral(R"re(^missing "([^"]+)"$)re"));
    // `unknown fact kind ""`: a choice left blank.
    static const QRegularExpression blank(QStringLiteral(R"re(^unknown ([a-z ]+) ""$)re"));
    if (const QRegularExpressionMatch m = missing.match(message); m.hasMatch() && !section.isEmpty()) {
        const QString key = m.captured(1);
        const FormField* f = walkFields(section, pointer + QLatin1Char('/') + key, [](const QString&) {});
        const QString label = f ? f->label.toLower() : keyWords(key);
        return isChoice(f) ? QObject::tr("choose %1").arg(withArticle(label)) : QObject::tr("fill in the %1").arg(label);
    }
    if (const QRegularExpressionMatch m = blank.match(message); m.hasMatch())
        return QObject::tr("choose %1").arg(withArticle(m.captured(1)));
    return message;
}

QString placeInWords(const QString& section, const QString& definition, const QString& pointer)
{
    const QString field = fieldInWords(section, pointer);
    return field.isEmpty() ? definition : definition + QStringLiteral(", ") + field;
}

} // namespace rb
