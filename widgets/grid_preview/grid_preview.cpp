#include "grid_preview/grid_preview.h"

#include "document/content_commands.h"
#include "document/content_document.h"
#include "document/definition_place.h"
#include "common/prompts.h"
#include "common/qt_strings.h"
#include "common/when_shown.h"
#include "common/whole_file.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/formula/formula.h"
#include "rulebench/grid/burst.h"
#include "rulebench/grid/map_text.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSlider>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace rb {

namespace {
// What New map draws: floor inside a wall border, nothing else.
Grid borderedRoom(int width, int height)
{
    Grid g(width, height);
    for (int x = 0; x < width; ++x) {
        g.setWall({x, 0});
        g.setWall({x, height - 1});
    }
    for (int y = 0; y < height; ++y) {
        g.setWall({0, y});
        g.setWall({width - 1, y});
    }
    return g;
}

// The first start's map, worth looking at: a walled room with a few pillars.
Grid roomWithPillars(int width, int height)
{
    Grid g = borderedRoom(width, height);
    for (int x = 4; x < width - 4; x += 5)
        for (int y = 4; y < height - 3; y += 5)
            g.setWall({x, y});
    return g;
}

// A number the content wrote, or its formula's text as written.
QString writtenNumber(const OrderedJson& v)
{
    if (v.is_string())
        return toQ(v.get<std::string>());
    return v.is_number_integer() ? QString::number(v.get<long long>()) : QStringLiteral("?");
}
} // namespace

GridPreview::GridPreview(ContentDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , canvas_(new GridCanvas)
    , radius_(new QSpinBox)
    , radiusSlider_(new QSlider(Qt::Horizontal))
    , actorKind_(new QComboBox)
    , tools_(new QButtonGroup(this))
    , title_(new QLabel)
    , summary_(new QLabel)
    , inside_(new QListWidget)
    , width_(new QSpinBox)
    , height_(new QSpinBox)
{
    canvas_->setGrid(roomWithPillars(32, 20));
    canvas_->setCentre({10, 9});
    canvas_->setRadius(3);

    QHBoxLayout* toolRow = buildToolRow();
    QWidget* sidePanel = buildSidePanel();

    auto* body = new QHBoxLayout;
    body->addWidget(canvas_, 1);
    body->addWidget(sidePanel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toolRow);
    layout->addLayout(body, 1);

    // Two to five rows: the side panel fits a 1280x800 window's preview pane.
    inside_->setMinimumHeight(48);
    inside_->setMaximumHeight(96);
    summary_->setWordWrap(true);
    title_->setWordWrap(true);
    canvas_->setFitToView(true);
    canvas_->setMinimumSize(160, 120); // it fits the map to whatever room it gets
    showPlainBurst();

    connect(tools_, &QButtonGroup::idClicked, this,
            [this](int id) { canvas_->setTool(static_cast<GridCanvas::Tool>(id)); });
    connect(radius_, &QSpinBox::valueChanged, canvas_, &GridCanvas::setRadius);
    connect(radius_, &QSpinBox::valueChanged, radiusSlider_, [this](int r) {
        const QSignalBlocker block(radiusSlider_);
        radiusSlider_->setValue(r);
    });
    connect(radiusSlider_, &QSlider::valueChanged, radius_, &QSpinBox::setValue);
    connect(radius_, &QSpinBox::valueChanged, this, &GridPreview::radiusChosen);
    connect(canvas_, &GridCanvas::changed, this, &GridPreview::refreshReport);
    connect(actorKind_, &QComboBox::currentIndexChanged, this, &GridPreview::useChosenActorKind);
    auto* actorKindsWhenShown = new WhenShown(this, [this] { refreshActorKinds(); });
    connect(document_, &ContentDocument::changed, actorKindsWhenShown, [actorKindsWhenShown](const ContentChange& change) {
        if (change.kind == ContentChange::Reset || change.section == QStringLiteral("actors"))
            actorKindsWhenShown->request();
    });
    connect(document_, &ContentDocument::changed, this, &GridPreview::followShown);
    refreshActorKinds();
    refreshReport();
}

QHBoxLayout* GridPreview::buildToolRow()
{
    auto* toolRow = new QHBoxLayout;
    const auto tool = [&](const QString& text, const QString& tip, GridCanvas::Tool t) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setCheckable(true);
        tools_->addButton(b, static_cast<int>(t));
        toolRow->addWidget(b);
        return b;
    };
    tool(tr("Wall"), tr("Paint walls with the left button, or with Space on the map's cursor (Shift+arrows paint a line)"), GridCanvas::Tool::Wall)->setChecked(true);
    tool(tr("Floor"), tr("Paint floor with the left button, or with Space on the map's cursor (Shift+arrows paint a line)"), GridCanvas::Tool::Floor);
    tool(tr("Centre"), tr("Click (or Space on the map's cursor) to set the burst's centre; the right button does it with any tool"), GridCanvas::Tool::Centre);
    tool(tr("Actor"), tr("Click (or Space on the map's cursor) to place an actor of the chosen kind"), GridCanvas::Tool::Actor);
    tool(tr("Remove"), tr("Click an actor (or Space on the map's cursor) to remove it"), GridCanvas::Tool::Erase);
    toolRow->addWidget(actorKind_);
    toolRow->addStretch();
    auto* zoomOut = new QToolButton;
    zoomOut->setText(QStringLiteral("−"));
    zoomOut->setToolTip(tr("Zoom out (Ctrl+wheel)"));
    auto* zoomIn = new QToolButton;
    zoomIn->setText(QStringLiteral("+"));
    zoomIn->setToolTip(tr("Zoom in (Ctrl+wheel); drag with the middle button to pan"));
    auto* fit = new QToolButton;
    fit->setText(tr("Fit"));
    fit->setObjectName(QStringLiteral("fitMapButton"));
    fit->setToolTip(tr("Fit the whole map to the pane, and keep it fitted as the pane grows or shrinks"));
    toolRow->addWidget(zoomOut);
    toolRow->addWidget(zoomIn);
    toolRow->addWidget(fit);

    connect(zoomIn, &QToolButton::clicked, canvas_, &GridCanvas::zoomIn);
    connect(zoomOut, &QToolButton::clicked, canvas_, &GridCanvas::zoomOut);
    connect(fit, &QToolButton::clicked, canvas_, [this] { canvas_->setFitToView(true); });
    return toolRow;
}

QWidget* GridPreview::buildSidePanel()
{
    radius_->setRange(0, kMaxBurstRadius);
    radius_->setValue(canvas_->radius());
    radiusSlider_->setRange(0, 20);
    radiusSlider_->setValue(canvas_->radius());
    width_->setRange(1, Grid::kMaxSide);
    height_->setRange(1, Grid::kMaxSide);
    width_->setValue(canvas_->grid().width());
    height_->setValue(canvas_->grid().height());
    auto* newMap = new QPushButton(tr("New map"));
    auto* openMap = new QPushButton(tr("Open map..."));
    auto* saveMap = new QPushButton(tr("Save map..."));

    auto* side = new QFormLayout;
    side->addRow(title_);
    auto* radiusRow = new QHBoxLayout;
    radiusRow->addWidget(radius_);
    radiusRow->addWidget(radiusSlider_, 1);
    side->addRow(tr("Radius"), radiusRow);
    side->addRow(summary_);
    side->addRow(new QLabel(tr("Actors inside")));
    side->addRow(inside_);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(width_);
    sizeRow->addWidget(new QLabel(QStringLiteral("×")));
    sizeRow->addWidget(height_);
    sizeRow->addWidget(newMap);
    side->addRow(tr("Map size"), sizeRow);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(openMap);
    fileRow->addWidget(saveMap);
    side->addRow(fileRow);
    auto* sideContents = new QWidget;
    sideContents->setLayout(side);
    // Scrolls on its own when the pane is short, so the map keeps the room it has.
    auto* sidePanel = new QScrollArea;
    sidePanel->setWidget(sideContents);
    sidePanel->setWidgetResizable(true);
    sidePanel->setFrameShape(QFrame::NoFrame);
    sidePanel->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sidePanel->setFixedWidth(310);
    connect(newMap, &QPushButton::clicked, this,
            [this] { canvas_->setGrid(borderedRoom(width_->value(), height_->value())); });
    connect(openMap, &QPushButton::clicked, this, &GridPreview::chooseMapFile);
    connect(saveMap, &QPushButton::clicked, this, &GridPreview::saveMapFile);
    return sidePanel;
}

void GridPreview::refreshActorKinds()
{
    const QString current = actorKind_->currentText();
    const QSignalBlocker block(actorKind_);
    actorKind_->clear();
    if (document_->spec())
        for (const auto& a : document_->spec()->actors)
            actorKind_->addItem(toQ(a.name), QStringList{toQ(a.glyph.value_or("@")), toQ(a.color.value_or(""))});
    if (actorKind_->count() == 0)
        actorKind_->addItem(tr("actor"), QStringList{QStringLiteral("@"), QString()});
    actorKind_->setCurrentIndex(std::max(0, actorKind_->findText(current)));
    useChosenActorKind();
}

void GridPreview::useChosenActorKind()
{
    PreviewActor a;
    a.name = actorKind_->currentText();
    const QStringList look = actorKind_->currentData().toStringList();
    a.glyph = look.value(0).isEmpty() ? QLatin1Char('@') : look.value(0).at(0);
    a.color = QColor(look.value(1));
    canvas_->setActorToPlace(a);
}

void GridPreview::showTrigger(const QString& section, int index, int trigger)
{
    shown_ = {section, index, trigger, {}, definitionName(*document_, section, index)};
    if (!readShownTrigger())
        showPlainBurst();
}

void GridPreview::followShown(const ContentChange& change)
{
    if (shown_.radiusPointer.isEmpty())
        return;
    shown_.index = definitionIndexAfter(*document_, change, shown_.section, shown_.index, shown_.name);
    if (shown_.index < 0) {
        showPlainBurst(goneFromContent(shown_.section, shown_.name));
        return;
    }
    if (!readShownTrigger())
        showPlainBurst();
}

QString GridPreview::title() const { return title_->text(); }

void GridPreview::showPlainBurst(const QString& why)
{
    shown_ = {};
    title_->setText(why.isEmpty() ? tr("No trigger selected: a plain burst.") : tr("%1 A plain burst.").arg(why));
    radius_->setMaximum(kMaxBurstRadius); // a plain burst is the preview's own: as large as a burst goes
    radius_->setToolTip(tr("The burst's radius"));
    canvas_->setLook(BurstLook{});
}

bool GridPreview::readShownTrigger()
{
    if (shown_.index < 0 || !document_->spec())
        return false;
    const OrderedJson definition = document_->definitionJson(shown_.section, shown_.index);
    const QString name = toQ(definition.value("name", std::string()));
    shown_.name = name; // a rename in its place follows it
    // An ability lands over its own area, with its own look.
    if (shown_.section == QLatin1String("abilities")) {
        if (!showArea(definition, QStringLiteral("/area/burst")))
            return false;
        title_->setText(tr("%1: its area (aimed at %2, range %3)")
                            .arg(name, toQ(definition.value("aim", std::string("cell"))))
                            .arg(writtenNumber(definition.value("range", OrderedJson(0)))));
        radius_->setToolTip(tr("The ability's own radius: changing it here changes %1").arg(name));
        sayWhenFormula();
        return true;
    }
    const OrderedJson triggers = definition.value("triggers", OrderedJson::array());
    for (std::size_t i = 0; i < triggers.size(); ++i) {
        if (shown_.trigger >= 0 && static_cast<int>(i) != shown_.trigger)
            continue;
        if (!showArea(triggers[i], QStringLiteral("/triggers/%1/area/burst").arg(i)))
            continue;
        shown_.trigger = static_cast<int>(i);
        title_->setText(tr("%1: trigger %2 (on %3)").arg(name).arg(i + 1).arg(toQ(triggers[i].value("on", std::string()))));
        radius_->setToolTip(tr("Trigger %1's own radius: changing it here changes %2").arg(i + 1).arg(name));
        sayWhenFormula();
        return true;
    }
    return false;
}

bool GridPreview::showArea(const OrderedJson& landing, const QString& radiusPointer)
{
    const OrderedJson area = landing.value("area", OrderedJson());
    const OrderedJson radius = area.is_object() ? area.value("burst", OrderedJson()) : OrderedJson();
    const bool formula = radius.is_string() && isFormulaText(radius.get<std::string>());
    if (!radius.is_number_integer() && !formula)
        return false;
    const OrderedJson look = landing.value("look", OrderedJson::object());
    BurstLook shownLook;
    const std::string glyph = look.value("glyph", std::string("*"));
    shownLook.glyph = glyph.empty() ? QLatin1Char('*') : toQ(glyph).at(0);
    if (const QColor c(toQ(look.value("color", std::string()))); c.isValid())
        shownLook.color = c;
    shown_.radiusPointer = radiusPointer;
    shown_.radiusFormula = formula ? toQ(radius.get<std::string>()) : QString();
    canvas_->setLook(shownLook);
    const QScopedValueRollback reading(readingContent_, true);
    // The content's radius: within its row's bounds, as the form and the loader keep it.
    radius_->setMaximum(static_cast<int>(contentFields().row<&AreaSpec::radius>().about.maximum));
    if (!formula) // a formula's radius has no value here: the box keeps the preview's own
        radius_->setValue(radius.get<int>());
    return true;
}

// A formula's radius is worked out in play, for who casts or throws it (or
// sets the trigger off); the preview has no world and no one, so it says so
// and draws the radius chosen in its box, which it never writes back.
void GridPreview::sayWhenFormula()
{
    if (shown_.radiusFormula.isEmpty())
        return;
    title_->setText(title_->text()
                    + tr(" Its radius is a formula, %1, worked out in play for whoever casts, throws or sets it off; "
                         "with no one here, the preview draws the radius you choose (the content keeps its formula).")
                          .arg(shown_.radiusFormula));
    radius_->setToolTip(tr("The preview's own radius: the content's is the formula %1").arg(shown_.radiusFormula));
}

void GridPreview::radiusChosen(int radius)
{
    if (readingContent_ || shown_.radiusPointer.isEmpty() || !shown_.radiusFormula.isEmpty())
        return;
    edit::setField(document_, shown_.section, shown_.index, shown_.radiusPointer, Json(radius));
}

void GridPreview::refreshReport()
{
    int hidden = 0;
    const Grid& g = canvas_->grid();
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            hidden += canvas_->coverageAt({x, y}) == GridCanvas::Coverage::OutOfSight;
    summary_->setText(tr("Centre %1,%2. %3 covered; %4 in range but out of sight (hatched).")
                          .arg(canvas_->centre().x)
                          .arg(canvas_->centre().y)
                          .arg(counted(static_cast<long long>(canvas_->covered().size()), tr("cell"), tr("cells")))
                          .arg(hidden));
    inside_->clear();
    for (const auto& a : canvas_->actorsInside())
        inside_->addItem(QStringLiteral("%1 at %2,%3").arg(a.name).arg(a.at.x).arg(a.at.y));
    if (inside_->count() == 0)
        inside_->addItem(tr("(none)"));
}

bool GridPreview::loadMapText(const QByteArray& bytes, QString* error)
{
    const MapTextRead read = readMapText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!read.map) {
        if (error)
            *error = read.problems.empty() ? tr("not a map") : toQ(format(read.problems.front()));
        return false;
    }
    canvas_->setGrid(read.map->grid());
    width_->setValue(read.map->width());
    height_->setValue(read.map->height());
    return true;
}

QByteArray GridPreview::mapText() const
{
    QByteArray out;
    const Grid& g = canvas_->grid();
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x)
            out += g.isWall(x, y) ? '#' : '.';
        out += '\n';
    }
    return out;
}

QByteArray GridPreview::sketch() const
{
    QJsonArray actors;
    for (const PreviewActor& a : canvas_->actors())
        actors.append(QJsonObject{{QStringLiteral("name"), a.name},
                                  {QStringLiteral("glyph"), QString(a.glyph)},
                                  {QStringLiteral("color"), a.color.isValid() ? a.color.name() : QString()},
                                  {QStringLiteral("at"), QJsonArray{a.at.x, a.at.y}}});
    const QJsonObject o{{QStringLiteral("map"), QString::fromUtf8(mapText())},
                        {QStringLiteral("actors"), actors},
                        {QStringLiteral("centre"), QJsonArray{canvas_->centre().x, canvas_->centre().y}}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool GridPreview::restoreSketch(const QByteArray& bytes)
{
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    if (!o.contains(QStringLiteral("map")) || !loadMapText(o.value(QStringLiteral("map")).toString().toUtf8()))
        return false;
    const auto cell = [](const QJsonValue& v) { return Cell{v.toArray().at(0).toInt(), v.toArray().at(1).toInt()}; };
    std::vector<PreviewActor> actors;
    for (const QJsonValue& v : o.value(QStringLiteral("actors")).toArray()) {
        const QJsonObject a = v.toObject();
        const QString glyph = a.value(QStringLiteral("glyph")).toString();
        const Cell at = cell(a.value(QStringLiteral("at")));
        if (canvas_->grid().contains(at))
            actors.push_back({a.value(QStringLiteral("name")).toString(), glyph.isEmpty() ? QLatin1Char('@') : glyph.at(0),
                              QColor(a.value(QStringLiteral("color")).toString()), at});
    }
    canvas_->setActors(std::move(actors));
    if (const Cell centre = cell(o.value(QStringLiteral("centre"))); canvas_->grid().contains(centre))
        canvas_->setCentre(centre);
    return true;
}

void GridPreview::chooseMapFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open map"), dialogStart(document_->path()),
                                                      tr("Map text (*.txt *.map);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::ReadOnly))
        error = file.errorString();
    else if (!loadMapText(file.readAll(), &error))
        error = tr("line %1").arg(error);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot open map"), tr("%1: %2").arg(path, error));
}

void GridPreview::saveMapFile()
{
    const QString path = askExportPath(
        this, tr("Save map"), dialogStart(document_->path(), siblingName(document_->path(), QStringLiteral(".map.txt"), QStringLiteral("map.txt"))),
        tr("Map text (*.txt)"));
    if (path.isEmpty())
        return;
    if (const QString why = writeWholeFile(path, mapText()); !why.isEmpty())
        QMessageBox::warning(this, tr("Cannot save map"), tr("%1: %2").arg(path, why));
}

} // namespace rb
