#pragma once
// The grid preview: paint a map, click a centre, set a radius, and see which
// cells a burst covers, drawn with the selected trigger's look, and which
// actors stand inside it.

#include "grid_canvas.h"

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

class GridPreview : public QWidget {
    Q_OBJECT
public:
    explicit GridPreview(ContentDocument* document, QWidget* parent = nullptr);

    GridCanvas* canvas() const { return canvas_; }
    QSpinBox* radiusBox() const { return radius_; }
    QListWidget* actorsInside() const { return inside_; }
    QLabel* summary() const { return summary_; }

    // Shows a trigger's burst: its radius and look, named in the panel.
    void showTrigger(const QString& title, int radius, const BurstLook& look);
    // Reads a map in text form ('#' walls); false with a reason when it is bad.
    bool loadMapText(const QByteArray& bytes, QString* error = nullptr);
    QByteArray mapText() const;

private:
    QHBoxLayout* buildToolRow(); // the painting tools and zoom
    QWidget* buildSidePanel();   // radius, what the burst covers, the map's size and file
    void refreshActorKinds();
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
};

} // namespace rb
