#pragma once
// A question put to the open content (issue 55): a whole query of the find
// language (core's query_parse.h) run on the document — `statuses where
// max_stacks > 3` finds definitions, `uses bleeding` every place that names
// bleeding, in the content (which definition, which field in the form's
// words) and in the scenarios beside it (which scenario, which actor or
// script line). Read-only: changes go through find_replace.h.

#include "rulebench/sandbox/scenario_names.h"

#include <QString>

#include <vector>

namespace rb {

class ContentDocument;

struct FoundPlace {
    QString section; // the definition's section key ("statuses"); a scenario's: the section of the name
    int index = -1;  // the definition's place in its section when found (-1 for a scenario place)
    QString name;    // the definition's name; a scenario place: the scenario's file name
    QString where;   // the field in words ("trigger 1, effect 1, status"), the scenario's place
                     // ("actor hero, carries"); empty for a definition a where-query found
    QString pointer; // the field as a JSON pointer inside the definition, for the form
    QString scenario; // a scenario place: the scenario file's path; empty for the content
    ScenarioUsage usage; // a scenario place: where in it

    bool inScenario() const { return !scenario.isEmpty(); }
};

struct FindResult {
    QString query;       // the text run
    QString problem;     // why the query does not read, in words; then nothing was found
    int problemColumn = 0; // where in the text it stopped reading, from 1
    bool usages = false; // a uses-query: one place a reference
    QString section;     // a where-query's section key; empty for a uses-query
    std::vector<FoundPlace> places; // content first (in file order), then the scenarios
    QString summary;     // "3 statuses", "bleeding is named 5 times: 4 in 3 definitions, 1 in 1 scenario"

    // The distinct definitions found in the content, in order: (section, index).
    std::vector<std::pair<QString, int>> definitions() const;
};

// Runs `text` on the document's content (and, for uses, the scenarios that
// play its file). A blank text finds nothing and says nothing.
FindResult runFind(const ContentDocument& document, const QString& text);

// "uses statuses:bleeding", quoted when the name needs it: the query that
// lists a definition's usages.
QString usagesQuery(const QString& section, const QString& name);

} // namespace rb
