#pragma once
// The grid preview: paint a map, click a centre, set a radius, and see which
// cells a burst covers, drawn with the selected trigger's look, and which
// actors stand inside it.

#include "common/grid_canvas.h"

#include "rulebench/base/json_reader.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QSlider;
class QSpinBox;

namespace rb {

class ContentDocument;
struct ContentChange;

class GridPreview : public QWidget {
    Q_OBJECT
public:
    explicit GridPreview(ContentDocument* document, QWidget* parent = nullptr);

    GridCanvas* canvas() const { return canvas_; }
    QSpinBox* radiusBox() const { return radius_; }
    QListWidget* actorsInside() const { return inside_; }
    QLabel* summary() const { return summary_; }

    // Shows the burst of a definition's trigger (`trigger`, or the first with
    // a burst area when -1), or an ability's own area, with its radius and
    // look, named in the panel; a plain burst when it has none. While a trigger is shown its radius is the
    // trigger's own: changing it here edits the content (one undo step), and
    // an edit, undo or redo of the content shows here at once.
    void showTrigger(const QString& section, int index, int trigger = -1);
    // A burst of its own, tied to no trigger: the radius is the preview's.
    // `why` says why no trigger is shown ("The prop \"barrel\" is no longer in the content.").
    void showPlainBurst(const QString& why = {});
    // What the preview shows, in words: the trigger and its definition, or why a plain burst.
    QString title() const;
    // The trigger shown, -1 for a plain burst.
    int shownTrigger() const { return shown_.trigger; }
    // Reads a map in text form ('#' walls); false with a reason when it is bad.
    bool loadMapText(const QByteArray& bytes, QString* error = nullptr);
    QByteArray mapText() const;
    // The map as painted — its walls, the actors placed on it and the burst's
    // centre — as JSON, to be kept between sessions; restoreSketch takes it
    // back (false, changing nothing, when it is not one).
    QByteArray sketch() const;
    bool restoreSketch(const QByteArray& bytes);

private:
    QHBoxLayout* buildToolRow(); // the painting tools and zoom
    QWidget* buildSidePanel();   // radius, what the burst covers, the map's size and file
    void refreshActorKinds();
    bool readShownTrigger(); // from the content; false when it has no burst to show
    // After a change of the content, the definition shown found again by
    // name; gone, a plain burst that says so.
    void followShown(const ContentChange& change);
    // Shows `landing`'s burst area ("area": {"burst": r}) and look; its radius
    // is at `radiusPointer` in the definition. False when it has no burst.
    bool showArea(const OrderedJson& landing, const QString& radiusPointer);
    void radiusChosen(int radius);
    void sayWhenFormula(); // after the title: what a formula radius means here
    void useChosenActorKind();
    void refreshReport();
    void chooseMapFile();
    void saveMapFile();

    ContentDocument* document_;
    GridCanvas* canvas_;
    QSpinBox* radius_;
    QSlider* radiusSlider_;
    QComboBox* actorKind_;
    QButtonGroup* tools_;
    QLabel* title_;
    QLabel* summary_;
    QListWidget* inside_;
    QSpinBox* width_;
    QSpinBox* height_;
    struct ShownTrigger {
        QString section;
        int index = -1;
        int trigger = -1;
        QString radiusPointer; // where the shown radius lives in the definition; empty: a plain burst
        QString radiusFormula; // the radius's formula, when it is one: the preview's radius is then its own
        QString name;          // what finds it again after a change: its place may move
    } shown_;
    bool readingContent_ = false; // the radius follows the content: no edit back
};

} // namespace rb
