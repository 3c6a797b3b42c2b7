#include "form/definition_form_parts.h"

#include "document/content_document.h"

#include "rulebench/content/sections.h"

#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace rb {

QStringList namesIn(const ContentDocument* document, const QString& section)
{
    QStringList names;
    // Moments: the engine's (and a game's) registered ones come before the file's own.
    if (section == QLatin1String("moments") && document->definitions()) {
        for (const auto& m : document->definitions()->moments)
            names << toQ(m.name);
        if (document->spec())
            for (const auto& m : document->spec()->moments)
                if (!names.contains(toQ(m.name)))
                    names << toQ(m.name);
        return names;
    }
    const SectionInfo* info = findSection(fromQ(section));
    if (!info || !document->spec())
        return names;
    for (std::size_t i = 0; i < info->size(*document->spec()); ++i)
        names << toQ(info->name(*document->spec(), i));
    return names;
}

// Large spin boxes: content numbers are bounded, and so are these.
void configureSpin(QSpinBox* spin, const FormField& field)
{
    const auto clampToInt = [](std::int64_t v) {
        return static_cast<int>(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    };
    spin->setRange(clampToInt(field.minimum), clampToInt(field.maximum));
    spin->setAccelerated(true);
    spin->setMinimumWidth(90);
    spin->setMaximumWidth(160);
    spin->setKeyboardTracking(true);
}

} // namespace rb
