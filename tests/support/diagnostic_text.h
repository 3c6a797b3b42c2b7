#pragma once
// Helpers the content tests share: a file's bytes, and diagnostics as the
// lines `rulebench validate` prints (without the file name).

#include "rulebench/base/diagnostic.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rb::test {

inline std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline std::vector<std::string> formatted(const Diagnostics& d)
{
    std::vector<std::string> out;
    for (const auto& x : d.all())
        out.push_back(format(x));
    return out;
}

// Every diagnostic as `validate` prints it, each ending in a newline.
inline QString lines(const Diagnostics& d)
{
    QString s;
    for (const auto& x : d.all())
        s += QString::fromStdString(format(x)) + "\n";
    return s;
}

// One line per diagnostic, for failure messages.
inline QString joined(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const auto& l : lines)
        out << QString::fromStdString(l);
    return out.join('\n');
}

inline bool has(const std::vector<std::string>& lines, const std::string& line)
{
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

inline bool containsLine(const std::vector<std::string>& lines, const std::string& needle)
{
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(needle) != std::string::npos; });
}

inline std::size_t warningCount(const Diagnostics& d) { return d.size() - d.errorCount(); }

} // namespace rb::test
