#pragma once
// Undo keys reach the document once a field's own edit is committed. A text
// field takes Ctrl+Z (and the Redo keys) for its own typing; Qt lets it claim
// them even when it has nothing of its own to undo, as a spin box's text does
// after its arrows were clicked, and the document's Undo never heard the key.
// This rule gives the keys to the field only while the designer's typing in
// it is not yet committed (Return, or the focus leaving it, commits it).

namespace rb {

// Installs the rule on the running QApplication, once (later calls do nothing).
void installUndoKeyRule();

} // namespace rb
