#pragma once
// A chart (QCustomPlot) saved as a picture for a document: SVG (Qt's SVG
// module: lines and text stay sharp at any size), PNG or PDF by the path's
// suffix, at a size a page takes (1000 x 500 by default), written whole or
// not at all (whole_file.h).

#include <QString>

class QCustomPlot;
class QWidget;

namespace rb {

// "svg", "png" or "pdf" from the path's suffix (PNG for anything else).
QString chartFormat(const QString& path);
// Saves the plot as the suffix says; false when the file could not be written.
bool saveChart(QCustomPlot* plot, const QString& path, int width = 1000, int height = 500);
// Saves the plot as `format` ("svg", "png" or "pdf") whatever the path's suffix.
bool saveChartAs(QCustomPlot* plot, const QString& path, const QString& format, int width = 1000, int height = 500);
// A chart drawn by a widget's own painting (the sandbox's timeline) saved
// the same way, at the widget's size; false when the file could not be written.
bool saveWidgetChart(QWidget* widget, const QString& path);
// The save dialog's filters, SVG first: "SVG drawing (*.svg);;PNG image (*.png);;PDF document (*.pdf)".
QString chartFilters();

} // namespace rb
