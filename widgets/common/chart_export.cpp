#include "common/chart_export.h"

#include "common/whole_file.h"

#include <QFileInfo>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>
#include <qcustomplot.h>

namespace rb {

QString chartFormat(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QStringLiteral("svg") || suffix == QStringLiteral("pdf") ? suffix : QStringLiteral("png");
}

namespace {
bool saveSvg(QCustomPlot* plot, const QString& path, int width, int height)
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(QSize(width, height));
    svg.setViewBox(QRect(0, 0, width, height));
    svg.setTitle(plot->objectName());
    QCPPainter painter;
    if (!painter.begin(&svg))
        return false;
    plot->toPainter(&painter, width, height);
    return painter.end();
}
} // namespace

bool saveChart(QCustomPlot* plot, const QString& path, int width, int height)
{
    return saveChartAs(plot, path, chartFormat(path), width, height);
}

bool saveChartAs(QCustomPlot* plot, const QString& path, const QString& format, int width, int height)
{
    return writeWholeFileMadeBy(path, [&](const QString& made) {
               if (format == QStringLiteral("svg"))
                   return saveSvg(plot, made, width, height);
               return format == QStringLiteral("pdf") ? plot->savePdf(made, width, height)
                                                      : plot->savePng(made, width, height);
           }).isEmpty();
}

bool saveWidgetChart(QWidget* widget, const QString& path)
{
    const QString format = chartFormat(path);
    const QSize size = widget->size();
    return writeWholeFileMadeBy(path, [&](const QString& made) {
               if (format == QStringLiteral("png"))
                   return widget->grab().save(made, "PNG");
               if (format == QStringLiteral("pdf")) {
                   QPdfWriter pdf(made);
                   pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
                   pdf.setPageMargins(QMarginsF());
                   pdf.setResolution(72);
                   widget->render(&pdf);
                   return true;
               }
               QSvgGenerator svg;
               svg.setFileName(made);
               svg.setSize(size);
               svg.setViewBox(QRect(QPoint(), size));
               widget->render(&svg);
               return true;
           }).isEmpty();
}

QString chartFilters()
{
    return QObject::tr("SVG drawing (*.svg);;PNG image (*.png);;PDF document (*.pdf)");
}

} // namespace rb
