#pragma once
// A file written into a test's temporary folder: its path, as the command
// line takes it.

#include <QTemporaryDir>

#include <fstream>
#include <string>

namespace rb::test {

inline std::string writeIn(const QTemporaryDir& dir, const std::string& name, const std::string& bytes)
{
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

} // namespace rb::test
