#pragma once
// Where actors, counters and quests name other definitions: stats (an
// actor's stats keys), fact kinds (every matcher's kind), quests (after-lists)
// and the definitions a matcher's subject and object name, in the section the
// fact kind says they come from. For visitReferences, so a rename reaches them.

#include "rulebench/content/references.h"

namespace rb {

void visitFactReferences(ContentSpec& spec, const ReferenceVisitor& visit);

} // namespace rb
