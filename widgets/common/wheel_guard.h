#pragma once
// The one wheel rule of the application: a spin box, a slider or a combo box
// changes on the mouse wheel only while it has the keyboard focus. Otherwise
// the wheel goes on to what contains it, so scrolling a form or a panel past
// a field never edits content or a view's settings. Scroll bars keep the wheel.

class QWidget;

namespace rb {

// Installs the rule on the running QApplication, once (later calls do nothing).
void installWheelGuard();
// Whether `widget` is of a kind the rule holds back (a scroll bar is not).
bool isWheelGuarded(const QWidget* widget);

} // namespace rb
