#pragma once
// Conversions between the core's UTF-8 std::string and QString.

#include <QString>

#include <string>
#include <string_view>

namespace rb {

inline QString toQ(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
inline std::string fromQ(const QString& s) { return s.toStdString(); }

// "1 event", "3 events": Qt's %n plurals need a translation loaded, and
// without one a designer would read "3 event(s)".
inline QString counted(long long n, const QString& one, const QString& many)
{
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

} // namespace rb
