#include "field_words.h"

#include "form_schema.h"
#include "qt_strings.h"

#include <QObject>
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

QString fieldInWords(const QString& section, const QString& pointer)
{
    const QStringList keys = pointer.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QStringList words;
    const std::vector<FormField>* fields = &formFields(section);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const FormField* f = fields ? fieldOf(*fields, keys[i]) : nullptr;
        if (!f) {
            bool isIndex = false;
            const int n = keys[i].toInt(&isIndex);
            words << (isIndex ? QObject::tr("item %1").arg(n + 1) : keyWords(keys[i]));
            fields = nullptr; // below an unknown key, keys speak for themselves
            continue;
        }
        bool isIndex = false;
        const int n = i + 1 < keys.size() ? keys[i + 1].toInt(&isIndex) : 0;
        if (f->kind == FieldKind::List && isIndex) {
            words << QStringLiteral("%1 %2").arg(f->itemLabel.isEmpty() ? f->label.toLower() : f->itemLabel).arg(n + 1);
            ++i;
        } else {
            words << f->label.toLower();
        }
        fields = f->fields.empty() ? nullptr : &f->fields;
    }
    return words.join(QStringLiteral(", "));
}

QString placeInWords(const QString& section, const QString& definition, const QString& pointer)
{
    const QString field = fieldInWords(section, pointer);
    return field.isEmpty() ? definition : definition + QStringLiteral(", ") + field;
}

} // namespace rb
