#include "common/chart_export.h"

#include "common/whole_file.h"

#include <QFileInfo>
#include <QSvgGenerator>
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

QString chartFilters()
{
    return QObject::tr("SVG drawing (*.svg);;PNG image (*.png);;PDF document (*.pdf)");
}

} // namespace rb
