#pragma once
// A frame around whatever has the keyboard focus in a window, so the
// designer always sees where the keys go: Fusion shows no focus on item
// views, maps, plots or lists, and only a faint one on boxes. It is a
// transparent child of the window, raised over the panes, that follows the
// focus and the focused widget as it moves, resizes or scrolls, and frames
// only the part of it that shows.

#include <QPointer>
#include <QWidget>

namespace rb {

class FocusRing : public QWidget {
    Q_OBJECT
public:
    explicit FocusRing(QWidget* window);

    // The widget framed, or null when the focus is outside this window.
    QWidget* target() const { return target_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void follow(QWidget* focused);
    void place();

    QPointer<QWidget> target_;
    QList<QPointer<QWidget>> watched_; // the target and its parents: any of them moving moves the frame
};

} // namespace rb
