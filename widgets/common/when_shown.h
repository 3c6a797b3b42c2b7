#pragma once
// A view's refresh that waits until the view is on screen: at game size
// (tens of thousands of definitions) a hidden view that rebuilt its lists
// after every edit would take most of the window's frame for nothing.

#include <QObject>

#include <functional>

class QWidget;

namespace rb {

class WhenShown : public QObject
{
public:
    // `view` owns this; `refresh` brings it up to date.
    WhenShown(QWidget* view, std::function<void()> refresh);

    // Refreshes now when the view is visible, else the next time it is shown.
    void request();
    bool isStale() const { return stale_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* view_;
    std::function<void()> refresh_;
    bool stale_ = false;
};

} // namespace rb
