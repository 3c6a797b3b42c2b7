#pragma once
// Which page of the manual F1 opens: the one for the pane or view that has
// the keyboard, else for the view in front, scrolled to its heading.

#include "help/manual_window.h"

class QWidget;

namespace rb {

// The place for `focus` (the widget with the keyboard, or null) in a window
// whose centre shows `frontView`; the manual's contents when neither is known.
ManualPlace manualPlaceFor(const QWidget* focus, const QWidget* frontView);

} // namespace rb
