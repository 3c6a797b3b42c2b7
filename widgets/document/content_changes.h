#pragma once
// What differs between two versions of a content file, in the designer's
// words, for a question that offers one of them back ("Recover unsaved
// work?"): one line per change, "scorched (status): renamed burning",
// "frag grenade, trigger 1, radius: 1 → 2", "new status: burning".

#include <QByteArray>
#include <QStringList>

namespace rb {

// At most `most` lines; a last line counts the rest ("… and 4 more changes").
QStringList describeChanges(const QByteArray& before, const QByteArray& after, int most = 12);

// What changed from `before` to `after`, as `rulebench diff-content` says it
// ("scorched, tick each turn, amount: 1 → 2", "added item war horn"), for
// the question before a save over a file another program changed. At most
// `most` lines; a file that is no longer content says so.
QStringList diffInWords(const QByteArray& before, const QByteArray& after, int most = 12);

} // namespace rb
