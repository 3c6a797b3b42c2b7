#include "content_document.h"

#include <QFile>
#include <QFileInfo>

namespace rb {

ContentDocument::ContentDocument(QObject* parent)
    : QObject(parent)
{
}

bool ContentDocument::open(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    openBytes(file.readAll(), path);
    return true;
}

void ContentDocument::openBytes(const QByteArray& bytes, const QString& path)
{
    path_ = path;
    ContentLoad load = loadContent(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    diagnostics_ = std::move(load.diagnostics);
    spec_ = std::move(load.spec);
    if (spec_)
        buildDefinitions(*spec_, diagnostics_);
    emit contentReplaced();
}

QString ContentDocument::displayName() const
{
    return path_.isEmpty() ? tr("untitled.rules.json") : QFileInfo(path_).fileName();
}

} // namespace rb
