#pragma once
// Helpers shared by the files that build DefinitionForm's editors; not for
// use outside the form.

#include "fields/form_schema.h"
#include "common/qt_strings.h"

#include "rulebench/base/json_reader.h"

#include <QString>
#include <QStringList>

class QSpinBox;

namespace rb {

class ContentDocument;

// The names a field of `section` can refer to, in the order the lists show them.
QStringList namesIn(const ContentDocument* document, const QString& section);

inline QString textOf(const Json& v) { return v.is_string() ? toQ(v.get<std::string>()) : QString(); }

// Sizes and bounds a spin box for a whole-number field.
void configureSpin(QSpinBox* spin, const FormField& field);

} // namespace rb
