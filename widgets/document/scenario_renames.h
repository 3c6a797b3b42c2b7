#pragma once
// A rename reaching the scenarios beside the content: every scenario file in
// the content file's folder (and below) whose "content" is that file, with the
// definition's old name replaced by the new one where the scenario places,
// carries or scripts it. The rename command keeps these as one undo step with
// the content's own change; the document writes them when the content is saved.

#include "rulebench/sandbox/scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

class ContentDocument;

struct ScenarioRewrite {
    QString path;
    QByteArray before; // as the next save would leave it without this rename
    QByteArray after;
};

// A scenario beside the content that plays it, as the next save leaves it.
struct ScenarioBeside {
    QString path;
    ScenarioSpec spec;
};
// Every scenario file in the content file's folder (and below) whose
// "content" is the document's file and that reads, in file name order;
// none when the document has no file yet. What find usages searches.
std::vector<ScenarioBeside> scenariosBeside(const ContentDocument& document);

// The scenarios that name `from` in `section` ("statuses"), each rewritten as
// `rulebench format` writes a scenario; in file name order. None when the
// document has no file yet, and none for a scenario that does not read.
std::vector<ScenarioRewrite> scenarioRenames(const ContentDocument& document, const QString& section,
                                             const QString& from, const QString& to);

// A name a scenario gives that the document's content has no definition of,
// and the names it may stand for now: the names this session renamed it to
// first (the newest first), then the section's others in file order.
struct NameToFix {
    QString section;  // "statuses"
    QString singular; // "status"
    QString name;
    QStringList choices;
};

// The names the scenario at `path` gives that the document lacks, when the
// scenario plays the document's file and reads; none otherwise.
std::vector<NameToFix> namesToFix(const ContentDocument& document, const QString& path);

// Rewrites the scenario at `path` with each name of `fixes` replaced by the
// chosen one (`chosen[i]` for `fixes[i]`), atomically; why not, in words.
QString fixScenarioNames(const QString& path, const std::vector<NameToFix>& fixes, const QStringList& chosen);

} // namespace rb
