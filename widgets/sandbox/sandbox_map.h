#pragma once
// The sandbox's map: the scenario's world on a GridCanvas as it stands —
// actors, props (a destroyed one's remnant dashed), items on the floor, this
// turn's trigger landings, fire and gas — with the inspected actor framed and,
// while a throw is picked, the thrown item's reach shaded. Hovering a cell
// says what is on it; clicks and drags are the panel's to act on.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "rulebench/grid/grid.h"

namespace rb {

class GridCanvas;
class SandboxSession;

class SandboxMap : public QWidget {
    Q_OBJECT
public:
    explicit SandboxMap(SandboxSession* session, QWidget* parent = nullptr);

    GridCanvas* canvas() const { return canvas_; }
    // What is on a cell: "(5,2): hero (hero); prop barrel (explosive barrel,
    // health 5); on the floor: rock; burning 3 turns".
    QString cellSummary(Cell cell) const;
    // The actor standing on a cell, or else a prop there; empty when none.
    QString idAt(Cell cell) const;
    // Shades the cells `thrower` could throw at, `range` cells away; an empty
    // thrower shades none.
    void setAim(const QString& thrower, int range);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void showHighlight();
    void showAim();

    SandboxSession* session_;
    GridCanvas* canvas_;
    QString thrower_;
    int range_ = -1;
};

} // namespace rb
