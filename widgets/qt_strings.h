#pragma once
// Conversions between the core's UTF-8 std::string and QString.

#include <QString>

#include <string>
#include <string_view>

namespace rb {

inline QString toQ(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
inline std::string fromQ(const QString& s) { return s.toStdString(); }

} // namespace rb
