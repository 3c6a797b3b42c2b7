#include "document/conflict_resolution.h"

#include "document/content_commands.h"
#include "document/content_document.h"

#include <QUndoStack>

#include <charconv>

namespace rb {

std::optional<int> conflictIndex(const Diagnostic& diagnostic)
{
    const std::string prefix = std::string(kConflictsKey) + "[";
    const std::string& path = diagnostic.path;
    if (!path.starts_with(prefix) || path.back() != ']')
        return std::nullopt;
    int index = 0;
    const char* first = path.data() + prefix.size();
    const char* last = path.data() + path.size() - 1;
    const auto [end, error] = std::from_chars(first, last, index);
    if (error != std::errc() || end != last)
        return std::nullopt;
    return index;
}

namespace edit {

bool resolveConflict(ContentDocument* document, int index, ConflictChoice choice, QString* why)
{
    const auto fail = [why](const std::string& reason) {
        if (why)
            *why = QString::fromStdString(reason);
        return false;
    };
    if (!document->spec() || index < 0)
        return fail("no merge conflict to resolve");
    const OrderedJson content = contentToJson(*document->spec());
    std::string reason;
    const std::optional<OrderedJson> resolved =
        rb::resolveConflict(content, static_cast<std::size_t>(index), choice, reason);
    if (!resolved)
        return fail(reason);
    const OrderedJson& entry = content[kConflictsKey][static_cast<std::size_t>(index)];
    const QString where = QString::fromStdString(entry.value("where", entry.value("path", std::string())));
    const QString text = choice == ConflictChoice::KeepOurs ? QObject::tr("Keep ours at %1").arg(where)
                                                            : QObject::tr("Take theirs at %1").arg(where);
    // Through the loader, so the bytes are what a save writes.
    const ContentLoad load = loadContent(resolved->dump());
    const QByteArray after = QByteArray::fromStdString(serializeContent(*load.spec));
    document->undoStack()->push(new ReplaceContentCommand(document, document->currentBytes(), after, text));
    return true;
}

} // namespace edit
} // namespace rb
