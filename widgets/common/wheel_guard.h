#pragma once
// The one wheel rule of the application: a spin box, a slider or a combo box
// never changes on the mouse wheel, focused or not. The wheel goes on to what
// contains it, so scrolling a form or a panel past a field (even the one just
// clicked into) never edits content or a view's settings. Values change by
// typing, clicking, arrow keys or dragging. Scroll bars keep the wheel.

class QWidget;

namespace rb {

// Installs the rule on the running QApplication, once (later calls do nothing).
void installWheelGuard();
// Whether `widget` is of a kind the rule holds back (a scroll bar is not).
bool isWheelGuarded(const QWidget* widget);

} // namespace rb
