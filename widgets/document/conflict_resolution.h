#pragma once
// A merge's conflicts in the editor (docs/merging-content.md): each is a
// problem of the validation panel, resolved by "keep ours" or "take theirs"
// as one undo step (content_conflicts.h does the resolving).

#include "rulebench/base/diagnostic.h"
#include "rulebench/content/content_conflicts.h"

#include <QString>

#include <optional>

namespace rb {

class ContentDocument;

// The entry of the root "conflicts" list a problem is about ("conflicts[2]"
// is 2); none for any other problem.
std::optional<int> conflictIndex(const Diagnostic& diagnostic);

namespace edit {
// Keeps ours or takes theirs for conflict `index`, as one undo step labelled
// with the conflict's place ("Take theirs at scorched, tick each turn,
// amount"). False, with why, when there is no such conflict or its place is gone.
bool resolveConflict(ContentDocument* document, int index, ConflictChoice choice, QString* why = nullptr);
} // namespace edit

} // namespace rb
