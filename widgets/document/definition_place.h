#pragma once
// A view that shows one definition holds it by its name, not by its place:
// after any change of the document (an edit that inserts or removes beside
// it, or the whole content replaced by New, Open, a reload from disk, a
// merge answer or a recovery) it finds the definition again by name, or
// learns that it is gone.

#include <QString>

namespace rb {

class ContentDocument;
struct ContentChange;

// The name of the definition at `index` of `section`; empty when there is none.
QString definitionName(const ContentDocument& document, const QString& section, int index);

// Where the definition called `name`, at `index` of `section` before
// `change`, is after it: its index, or -1 when it is gone. An edit in its
// own place keeps it there (a rename is such an edit).
int definitionIndexAfter(const ContentDocument& document, const ContentChange& change, const QString& section, int index,
                         const QString& name);

// "The status \"stoneskin\" is no longer in the content.", for a view left with nothing to show.
QString goneFromContent(const QString& section, const QString& name);

} // namespace rb
