#pragma once
// The Scenario view: the scenario document edited by hand. Paint the map
// (wall, floor, flammable floor; a pen, a rectangle, a fill; a new map of a
// size that is only its border), place actors and props from a palette of
// the content's definitions, select one on the map or in the list to move,
// remove or edit it (its id, cell, carried and worn items, behaviour,
// faction), and
// set the scenario's seed and party. Every change is one undo step on the
// scenario's own stack, named in the designer's words; the view holds no
// state of the scenario, it redraws from the document after every change.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "rulebench/grid/grid.h"
#include "rulebench/sandbox/scenario.h"

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDropEvent;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace rb {

class ContentDocument;
class GridCanvas;
class ScenarioDocument;

class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    enum class Tool { Select, Pen, Rectangle, Fill, Place };
    enum class Paint { Wall, Floor, Flammable };

    ScenarioEditor(ContentDocument* content, ScenarioDocument* scenario, QWidget* parent = nullptr);

    void setTool(Tool tool);
    Tool tool() const { return tool_; }
    void setPaint(Paint paint);
    Paint paint() const;

    // What the tools do, each one undo step (none when nothing would change
    // or the change is refused: the reason goes to message()).
    void paintCells(const std::vector<Cell>& cells);
    void paintRectangle(Cell from, Cell to);
    void fill(Cell from);
    void newMap(int width, int height);
    // `section` "actors" or "props", `kind` a definition's name.
    bool place(const QString& section, const QString& kind, Cell at);
    bool move(const QString& id, Cell to);
    bool remove(const QString& id);
    // The chosen placement: shown framed on the map and in the panel.
    void select(const QString& id);
    QString selected() const { return selected_; }

    // The parts, for tests and the window.
    GridCanvas* canvas() const { return canvas_; }
    QToolButton* toolButton(Tool tool) const;
    QComboBox* paintPicker() const { return paintPicker_; }
    QSpinBox* widthBox() const { return width_; }
    QSpinBox* heightBox() const { return height_; }
    QPushButton* newMapButton() const { return newMap_; }
    QListWidget* palette() const { return palette_; }
    QListWidget* placedList() const { return placed_; }
    QLineEdit* idEdit() const { return id_; }
    QSpinBox* xBox() const { return x_; }
    QSpinBox* yBox() const { return y_; }
    QListWidget* carriedList() const { return carried_; }
    QComboBox* itemPicker() const { return itemPicker_; }
    QPushButton* addItemButton() const { return addItem_; }
    QPushButton* removeItemButton() const { return removeItem_; }
    QComboBox* behaviourPicker() const { return behaviour_; }
    QComboBox* factionPicker() const { return faction_; }
    QSpinBox* seedBox() const { return seed_; }
    QComboBox* partyPicker() const { return party_; }
    QLabel* victoryLabel() const { return victory_; }
    QLabel* messageLabel() const { return message_; }

signals:
    // Why a change was refused, or what was done, for the status bar.
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildLayout();
    QWidget* buildTools();
    QWidget* buildSide();
    QWidget* buildSettings();
    void refresh();          // everything from the document
    void refreshPalette();   // from the content
    void refreshPanel();     // the selected placement's fields
    void say(const QString& text);
    bool isOpen() const;
    const ScenarioSpec& spec() const;
    char paintGlyph() const;
    QString paintWords(long long cells) const;
    bool occupied(const ScenarioSpec& spec, const QString& section, Cell at, const QString& except = {}) const;
    bool fromPalette(const QDropEvent* event) const;
    void canvasPainted();    // the pen's stroke went into the canvas's grid
    void cellClicked(Cell cell);
    void cellDragged(Cell from, Cell to);
    // The selected actor changed by `change`, one undo step named `name`.
    template <class Change>
    void changeSelectedActor(const QString& name, Change change);
    void commitId();
    void commitCell();
    void addCarried();
    void removeCarried();
    void carriedToggled(int row);
    void behaviourChosen();
    void factionChosen();
    void seedChosen();
    void partyChosen();

    ContentDocument* content_;
    ScenarioDocument* scenario_;
    Tool tool_ = Tool::Select;
    QString selected_;
    int stroke_ = 0;         // bumps on every press: one pen stroke is one undo step
    bool refreshing_ = false; // the view follows the document: no edits back
    // The map size the size boxes last showed: they follow the map when its
    // size changes (opened, a new map, an undo), never over a size being typed.
    std::pair<int, int> sizeShown_{-1, -1};

    GridCanvas* canvas_;
    // One per Tool, in its order. Not a QButtonGroup: a button in a group
    // hands its Tab stop to the checked one, so Tab would skip the others.
    std::vector<QToolButton*> tools_;
    QComboBox* paintPicker_;
    QSpinBox* width_;
    QSpinBox* height_;
    QPushButton* newMap_;
    QListWidget* palette_;
    QListWidget* placed_;
    QLineEdit* id_;
    QSpinBox* x_;
    QSpinBox* y_;
    QListWidget* carried_;
    QComboBox* itemPicker_;
    QPushButton* addItem_;
    QPushButton* removeItem_;
    QComboBox* behaviour_;
    QComboBox* faction_;
    QStringList factions_; // the names the content's actors use, for the party and an actor's own
    QSpinBox* seed_;
    QComboBox* party_;
    QLabel* victory_;
    QLabel* message_;
    QWidget* actorFields_;
};

} // namespace rb
