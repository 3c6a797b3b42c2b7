#include "scenario/scenario_editor.h"

#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "common/when_shown.h"
#include "document/content_document.h"
#include "document/scenario_document.h"

#include "rulebench/definitions/actors.h"
#include "rulebench/grid/map_text.h"

#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <set>

namespace rb {

namespace {

constexpr int kPaletteSectionRole = Qt::UserRole;
constexpr int kNameRole = Qt::UserRole + 1; // beside kPaletteSectionRole: the palette entry's section and name

Grid gridOf(const std::vector<std::string>& rows)
{
    int width = 0;
    for (const std::string& row : rows)
        width = std::max(width, static_cast<int>(row.size()));
    Grid grid(width, static_cast<int>(rows.size()));
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < static_cast<int>(rows[static_cast<std::size_t>(y)].size()); ++x) {
            const char glyph = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            grid.setWall({x, y}, glyph == kWallGlyph);
            grid.setFlammable({x, y}, glyph == kFlammableGlyph);
        }
    return grid;
}

char& glyphAt(ScenarioSpec& spec, Cell c)
{
    std::string& row = spec.map[static_cast<std::size_t>(c.y)];
    if (static_cast<int>(row.size()) <= c.x)
        row.resize(static_cast<std::size_t>(c.x) + 1, '.');
    return row[static_cast<std::size_t>(c.x)];
}

bool onMap(const ScenarioSpec& spec, Cell c)
{
    return c.y >= 0 && c.y < static_cast<int>(spec.map.size()) && c.x >= 0
           && c.x < static_cast<int>(spec.map[static_cast<std::size_t>(c.y)].size());
}

QColor colourOf(const std::optional<std::string>& colour, QColor fallback)
{
    const QColor c(colour ? toQ(*colour) : QString());
    return c.isValid() ? c : fallback;
}

QChar glyphOf(const std::optional<std::string>& glyph, QChar fallback)
{
    return glyph && !glyph->empty() ? toQ(*glyph).at(0) : fallback;
}

// A definition's glyph in its colour on the map's floor, as the map draws it.
QIcon glyphIcon(QChar glyph, const QColor& colour)
{
    QPixmap pixmap(18, 18);
    pixmap.fill(QColor(58, 63, 72)); // the canvas's floor
    QPainter painter(&pixmap);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(14);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(pixmap.rect(), Qt::AlignCenter, QString(glyph));
    return QIcon(pixmap);
}

PlacedActorSpec* actorOf(ScenarioSpec& spec, const QString& id)
{
    for (PlacedActorSpec& a : spec.actors)
        if (toQ(a.id) == id)
            return &a;
    return nullptr;
}

PlacedPropSpec* propOf(ScenarioSpec& spec, const QString& id)
{
    for (PlacedPropSpec& p : spec.props)
        if (toQ(p.id) == id)
            return &p;
    return nullptr;
}

// The id of what stands on a cell: an actor before a prop under it.
QString idAt(const ScenarioSpec& spec, Cell c)
{
    for (const PlacedActorSpec& a : spec.actors)
        if (a.at == c)
            return toQ(a.id);
    for (const PlacedPropSpec& p : spec.props)
        if (p.at == c)
            return toQ(p.id);
    return {};
}

bool idTaken(const ScenarioSpec& spec, const std::string& id)
{
    return std::ranges::any_of(spec.actors, [&](const PlacedActorSpec& a) { return a.id == id; })
           || std::ranges::any_of(spec.props, [&](const PlacedPropSpec& p) { return p.id == id; });
}

// A new placement's id: its kind ("rat"), then "rat2", "rat3"...
std::string freshId(const ScenarioSpec& spec, const QString& kind)
{
    QString base = kind;
    base.replace(QLatin1Char(' '), QLatin1Char('-'));
    std::string id = fromQ(base);
    for (int n = 2; idTaken(spec, id); ++n)
        id = fromQ(base + QString::number(n));
    return id;
}

QString placedLine(const QString& id, const QString& kind, const std::optional<Cell>& at)
{
    const QString where = at ? cellWords(*at) : QObject::tr("nowhere");
    return id == kind ? QObject::tr("%1 at %2").arg(id, where) : QObject::tr("%1 (%2) at %3").arg(id, kind, where);
}

} // namespace

ScenarioEditor::ScenarioEditor(ContentDocument* content, ScenarioDocument* scenario, QWidget* parent)
    : QWidget(parent)
    , content_(content)
    , scenario_(scenario)
    , canvas_(new GridCanvas)
    , paintPicker_(new QComboBox)
    , width_(new QSpinBox)
    , height_(new QSpinBox)
    , newMap_(new QPushButton(tr("New map")))
    , palette_(new QListWidget)
    , placed_(new QListWidget)
    , id_(new QLineEdit)
    , x_(new QSpinBox)
    , y_(new QSpinBox)
    , carried_(new QListWidget)
    , itemPicker_(new QComboBox)
    , addItem_(new QPushButton(tr("Add")))
    , removeItem_(new QPushButton(tr("Remove")))
    , behaviour_(new QComboBox)
    , faction_(new QComboBox)
    , seed_(new QSpinBox)
    , party_(new QComboBox)
    , victory_(new QLabel)
    , message_(new QLabel)
    , actorFields_(new QWidget)
{
    setObjectName(QStringLiteral("ScenarioEditor"));
    buildLayout();
    canvas_->setShowBurst(false);
    canvas_->setFitToView(true);
    canvas_->setTool(GridCanvas::Tool::Select);
    canvas_->viewport()->installEventFilter(this); // a press starts a new stroke; a drop from the palette places
    canvas_->viewport()->setAcceptDrops(true);
    canvas_->installEventFilter(this);             // Delete removes the selected placement
    placed_->installEventFilter(this);
    connect(canvas_, &GridCanvas::changed, this, &ScenarioEditor::canvasPainted);
    connect(canvas_, &GridCanvas::cellClicked, this, &ScenarioEditor::cellClicked);
    connect(canvas_, &GridCanvas::cellDragged, this, &ScenarioEditor::cellDragged);
    connect(scenario_, &ScenarioDocument::edited, this, &ScenarioEditor::refresh);
    connect(scenario_, &ScenarioDocument::opened, this, [this] {
        selected_.clear();
        sizeShown_ = {-1, -1};
        message_->clear();
        refresh();
    });
    // The palette lists every actor, item and prop: rebuilt only where it can be seen.
    auto* paletteWhenShown = new WhenShown(this, [this] { refreshPalette(); });
    connect(content_, &ContentDocument::diagnosticsChanged, paletteWhenShown, &WhenShown::request);
    connect(palette_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && !refreshing_)
            setTool(Tool::Place);
    });
    // Chosen again (the row already current): a click, Space or Return picks Place too.
    connect(palette_, &QListWidget::itemPressed, this, [this] { setTool(Tool::Place); });
    connect(palette_, &QListWidget::itemActivated, this, [this] { setTool(Tool::Place); });
    connect(placed_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!refreshing_ && row >= 0)
            select(placed_->item(row)->data(kNameRole).toString());
    });
    connect(newMap_, &QPushButton::clicked, this, [this] { newMap(width_->value(), height_->value()); });
    connect(id_, &QLineEdit::editingFinished, this, &ScenarioEditor::commitId);
    connect(x_, &QSpinBox::valueChanged, this, &ScenarioEditor::commitCell);
    connect(y_, &QSpinBox::valueChanged, this, &ScenarioEditor::commitCell);
    connect(addItem_, &QPushButton::clicked, this, &ScenarioEditor::addCarried);
    connect(removeItem_, &QPushButton::clicked, this, &ScenarioEditor::removeCarried);
    connect(carried_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) { carriedToggled(carried_->row(item)); });
    connect(behaviour_, &QComboBox::activated, this, &ScenarioEditor::behaviourChosen);
    connect(faction_, &QComboBox::activated, this, &ScenarioEditor::factionChosen);
    connect(seed_, &QSpinBox::valueChanged, this, &ScenarioEditor::seedChosen);
    connect(party_, &QComboBox::activated, this, &ScenarioEditor::partyChosen);
    refreshPalette();
    refresh();
}

void ScenarioEditor::buildLayout()
{
    auto* left = new QVBoxLayout;
    left->addWidget(buildTools());
    left->addWidget(canvas_, 1);
    message_->setWordWrap(true);
    left->addWidget(message_);
    left->addWidget(buildSettings());
    auto* side = new QScrollArea;
    side->setWidget(buildSide());
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    side->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the fields fit its width; only height scrolls
    side->setFixedWidth(330);
    auto* whole = new QHBoxLayout(this);
    whole->setContentsMargins(4, 4, 4, 4);
    whole->addLayout(left, 1);
    whole->addWidget(side);
    // Tab goes as the eye does: the tools (made after the fields, so last in
    // Qt's order), the paint and the size, the map, then the side.
    QList<QWidget*> order;
    for (QToolButton* tool : tools_)
        order << tool;
    order << paintPicker_ << width_ << height_ << newMap_ << canvas_ << palette_;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
}

QWidget* ScenarioEditor::buildTools()
{
    auto* bar = new QWidget;
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    const std::pair<Tool, QString> tools[] = {
        {Tool::Select, tr("Select")}, {Tool::Pen, tr("Pen")}, {Tool::Rectangle, tr("Rectangle")},
        {Tool::Fill, tr("Fill")}, {Tool::Place, tr("Place")}};
    const QString tips[] = {tr("Click a placement to edit it, drag it to move it; Delete removes it"),
                            tr("Paint cells one by one with the chosen paint (drag for a stroke)"),
                            tr("Drag from corner to corner to paint a rectangle"),
                            tr("Click a cell to paint every cell like it that it reaches"),
                            tr("Click a cell to place the definition chosen in the palette there")};
    for (std::size_t i = 0; i < std::size(tools); ++i) {
        auto* button = new QToolButton;
        button->setText(tools[i].second);
        button->setToolTip(tips[i]);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::StrongFocus); // a Tab stop, each of them (a tool button is none by default)
        const Tool tool = tools[i].first;
        connect(button, &QToolButton::clicked, this, [this, tool] { setTool(tool); }); // Space too; Tab only passes
        tools_.push_back(button);
        row->addWidget(button);
    }
    tools_[static_cast<std::size_t>(Tool::Select)]->setChecked(true);
    paintPicker_->addItems({tr("Wall"), tr("Floor"), tr("Flammable floor")});
    paintPicker_->setToolTip(tr("What the pen, the rectangle and the fill paint"));
    connect(paintPicker_, &QComboBox::currentIndexChanged, this, [this] { setTool(tool_); });
    row->addWidget(new QLabel(tr("Paint")));
    row->addWidget(paintPicker_);
    row->addSpacing(12);
    for (QSpinBox* side : {width_, height_}) {
        side->setRange(3, 200);
        side->setToolTip(tr("The size of a new map"));
    }
    width_->setValue(20);
    height_->setValue(12);
    row->addWidget(width_);
    row->addWidget(new QLabel(QStringLiteral("×")));
    row->addWidget(height_);
    newMap_->setToolTip(tr("A map of this size that is only its border (placements outside it are removed)"));
    row->addWidget(newMap_);
    row->addStretch(1);
    return bar;
}

// The scenario's own settings, in a row under the map.
QWidget* ScenarioEditor::buildSettings()
{
    auto* settingsBox = new QGroupBox(tr("Scenario"));
    auto* settings = new QHBoxLayout(settingsBox);
    seed_->setRange(0, INT_MAX);
    seed_->setKeyboardTracking(false); // a seed typed is one step, not one a digit
    seed_->setToolTip(tr("The seed every roll of the run comes from"));
    settings->addWidget(new QLabel(tr("Seed")));
    settings->addWidget(seed_);
    settings->addSpacing(8);
    party_->setToolTip(tr("The faction whose death loses the run"));
    settings->addWidget(new QLabel(tr("Party")));
    settings->addWidget(party_);
    settings->addSpacing(8);
    victory_->setWordWrap(true);
    victory_->setToolTip(tr("A quest marked victory in the content wins the run when it is done"));
    settings->addWidget(new QLabel(tr("Victory")));
    settings->addWidget(victory_, 1);
    return settingsBox;
}

QWidget* ScenarioEditor::buildSide()
{
    auto* side = new QWidget;
    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(0, 0, 0, 0);

    auto* paletteBox = new QGroupBox(tr("Palette (the content's actors and props)"));
    auto* paletteLayout = new QVBoxLayout(paletteBox);
    palette_->setToolTip(tr("Choose one, then click a cell of the map to place it (or drag it onto the cell)"));
    palette_->setDragEnabled(true);
    palette_->setDragDropMode(QAbstractItemView::DragOnly);
    palette_->setMinimumHeight(90);
    palette_->setMaximumHeight(150);
    paletteLayout->addWidget(palette_);
    column->addWidget(paletteBox, 1);

    auto* placedBox = new QGroupBox(tr("Placed"));
    auto* placedLayout = new QVBoxLayout(placedBox);
    placed_->setToolTip(tr("Select one to edit it; Delete removes it"));
    placed_->setMinimumHeight(60);
    placedLayout->addWidget(placed_);
    auto* fields = new QFormLayout;
    fields->addRow(tr("Id"), id_);
    auto* cell = new QHBoxLayout;
    for (QSpinBox* box : {x_, y_}) {
        box->setRange(0, Grid::kMaxSide - 1);
        box->setKeyboardTracking(false); // a cell typed moves once, when it is complete
    }
    cell->addWidget(x_);
    cell->addWidget(y_);
    fields->addRow(tr("Cell (x, y)"), cell);
    placedLayout->addLayout(fields);
    // The actor's own fields, full width: the item row needs all of it.
    auto* actorLayout = new QVBoxLayout(actorFields_);
    actorLayout->setContentsMargins(0, 0, 0, 0);
    carried_->setToolTip(tr("The items it carries from the start; checked ones it wears"));
    carried_->setMaximumHeight(70);
    actorLayout->addWidget(new QLabel(tr("Carries (checked: worn)")));
    actorLayout->addWidget(carried_);
    auto* add = new QHBoxLayout;
    itemPicker_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    itemPicker_->setMinimumContentsLength(8);
    itemPicker_->setToolTip(tr("An item of the content to give it: type part of its name to narrow the list"));
    // A game's hundreds of items: typing filters them (any part of the name), then Add.
    itemPicker_->setEditable(true);
    itemPicker_->setInsertPolicy(QComboBox::NoInsert);
    itemPicker_->lineEdit()->setPlaceholderText(tr("type to filter"));
    itemPicker_->completer()->setFilterMode(Qt::MatchContains);
    itemPicker_->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    itemPicker_->completer()->setCompletionMode(QCompleter::PopupCompletion);
    add->addWidget(itemPicker_, 1);
    add->addWidget(addItem_);
    add->addWidget(removeItem_);
    actorLayout->addLayout(add);
    auto* behaviourRow = new QFormLayout;
    behaviour_->setToolTip(tr("How it acts on its own: its kind's behaviour unless one is chosen here"));
    behaviourRow->addRow(tr("Behaviour"), behaviour_);
    faction_->setToolTip(tr("The side it fights for: its kind's unless one is chosen here"));
    behaviourRow->addRow(tr("Faction"), faction_);
    actorLayout->addLayout(behaviourRow);
    placedLayout->addWidget(actorFields_);
    column->addWidget(placedBox, 2);

    return side;
}

QToolButton* ScenarioEditor::toolButton(Tool tool) const
{
    return tools_[static_cast<std::size_t>(tool)];
}

void ScenarioEditor::setTool(Tool tool)
{
    tool_ = tool;
    for (QToolButton* button : tools_) // one checked: the tool in use (a click on it again keeps it)
        button->setChecked(button == toolButton(tool));
    // The pen paints walls and floor through the canvas, a cell at a time as it is dragged over.
    GridCanvas::Tool canvasTool = GridCanvas::Tool::Select;
    if (tool == Tool::Pen && paint() != Paint::Flammable)
        canvasTool = paint() == Paint::Wall ? GridCanvas::Tool::Wall : GridCanvas::Tool::Floor;
    canvas_->setTool(canvasTool);
}

void ScenarioEditor::setPaint(Paint paint) { paintPicker_->setCurrentIndex(static_cast<int>(paint)); }

ScenarioEditor::Paint ScenarioEditor::paint() const { return static_cast<Paint>(paintPicker_->currentIndex()); }

char ScenarioEditor::paintGlyph() const
{
    switch (paint()) {
    case Paint::Wall: return kWallGlyph;
    case Paint::Flammable: return kFlammableGlyph;
    case Paint::Floor: break;
    }
    return '.';
}

QString ScenarioEditor::paintWords(long long cells) const
{
    switch (paint()) {
    case Paint::Wall: return cells == 1 ? tr("Paint 1 wall") : tr("Paint %1 walls").arg(cells);
    case Paint::Flammable:
        return cells == 1 ? tr("Paint 1 flammable floor cell") : tr("Paint %1 flammable floor cells").arg(cells);
    case Paint::Floor: break;
    }
    return cells == 1 ? tr("Paint 1 floor cell") : tr("Paint %1 floor cells").arg(cells);
}

bool ScenarioEditor::isOpen() const { return scenario_->isOpen(); }
const ScenarioSpec& ScenarioEditor::spec() const { return scenario_->spec(); }

void ScenarioEditor::say(const QString& text)
{
    message_->setText(text);
    emit message(text);
}

bool ScenarioEditor::occupied(const ScenarioSpec& spec, const QString& section, Cell at, const QString& except) const
{
    if (section == QLatin1String("props"))
        return std::ranges::any_of(spec.props, [&](const PlacedPropSpec& p) { return p.at == at && toQ(p.id) != except; });
    return std::ranges::any_of(spec.actors, [&](const PlacedActorSpec& a) { return a.at == at && toQ(a.id) != except; });
}

// ---- the map ---------------------------------------------------------------

void ScenarioEditor::paintCells(const std::vector<Cell>& cells)
{
    if (!isOpen())
        return;
    ScenarioSpec after = spec();
    const char glyph = paintGlyph();
    long long skipped = 0;
    for (const Cell c : cells) {
        if (!onMap(after, c))
            continue;
        if (glyph == kWallGlyph && !idAt(after, c).isEmpty()) {
            ++skipped; // a wall never buries what stands there
            continue;
        }
        glyphAt(after, c) = glyph;
    }
    const auto name = [this](const ScenarioSpec& before, const ScenarioSpec& now) {
        long long changed = 0;
        for (std::size_t y = 0; y < now.map.size(); ++y)
            for (std::size_t x = 0; x < now.map[y].size(); ++x)
                changed += y >= before.map.size() || x >= before.map[y].size() || before.map[y][x] != now.map[y][x];
        return paintWords(changed);
    };
    scenario_->change(after, name, tool_ == Tool::Pen ? stroke_ : -1);
    if (skipped > 0)
        say(skipped == 1 ? tr("The cell with something on it was left as it was.")
                         : tr("%1 cells with something on them were left as they were.").arg(skipped));
}

void ScenarioEditor::paintRectangle(Cell from, Cell to)
{
    std::vector<Cell> cells;
    for (int y = std::min(from.y, to.y); y <= std::max(from.y, to.y); ++y)
        for (int x = std::min(from.x, to.x); x <= std::max(from.x, to.x); ++x)
            cells.push_back({x, y});
    paintCells(cells);
}

void ScenarioEditor::fill(Cell from)
{
    if (!isOpen() || !onMap(spec(), from))
        return;
    // Every cell like the first that it reaches through its four sides.
    ScenarioSpec copy = spec();
    const char like = glyphAt(copy, from);
    std::vector<Cell> cells, todo{from};
    std::set<std::pair<int, int>> seen{{from.x, from.y}};
    while (!todo.empty()) {
        const Cell c = todo.back();
        todo.pop_back();
        cells.push_back(c);
        for (const Cell n : {Cell{c.x + 1, c.y}, Cell{c.x - 1, c.y}, Cell{c.x, c.y + 1}, Cell{c.x, c.y - 1}})
            if (onMap(copy, n) && glyphAt(copy, n) == like && seen.insert({n.x, n.y}).second)
                todo.push_back(n);
    }
    paintCells(cells);
}

void ScenarioEditor::newMap(int width, int height)
{
    if (!isOpen())
        return;
    ScenarioSpec after = spec();
    after.map = borderedMap(width, height);
    const auto inside = [&](const std::optional<Cell>& at) {
        return at && at->x > 0 && at->y > 0 && at->x < width - 1 && at->y < height - 1;
    };
    std::erase_if(after.actors, [&](const PlacedActorSpec& a) { return !inside(a.at); });
    std::erase_if(after.props, [&](const PlacedPropSpec& p) { return !inside(p.at); });
    scenario_->change(after, tr("New %1x%2 map").arg(width).arg(height));
}

void ScenarioEditor::canvasPainted()
{
    if (refreshing_ || !isOpen() || tool_ != Tool::Pen)
        return;
    // The canvas painted its own grid; the cells it changed become the document's.
    const Grid& painted = canvas_->grid();
    const Grid before = gridOf(spec().map);
    std::vector<Cell> cells;
    for (int y = 0; y < painted.height(); ++y)
        for (int x = 0; x < painted.width(); ++x)
            if (painted.isWall({x, y}) != before.isWall({x, y}))
                cells.push_back({x, y});
    const QByteArray unchanged = scenario_->currentBytes();
    if (!cells.empty())
        paintCells(cells);
    if (scenario_->currentBytes() == unchanged)
        refresh(); // refused (a wall on what stands there): the canvas shows the document again
}

void ScenarioEditor::cellClicked(Cell cell)
{
    switch (tool_) {
    case Tool::Select: select(idAt(spec(), cell)); break;
    case Tool::Pen: paintCells({cell}); break; // flammable floor: the canvas's pen paints only walls and floor
    case Tool::Rectangle: break; // drawn when the drag ends
    case Tool::Fill: fill(cell); break;
    case Tool::Place:
        if (QListWidgetItem* chosen = palette_->currentItem())
            place(chosen->data(kPaletteSectionRole).toString(), chosen->data(kNameRole).toString(), cell);
        else
            say(tr("Choose an actor or a prop in the palette first."));
        break;
    }
}

void ScenarioEditor::cellDragged(Cell from, Cell to)
{
    if (tool_ == Tool::Rectangle || tool_ == Tool::Pen)
        paintRectangle(from, to);
    else if (tool_ == Tool::Select) {
        if (const QString id = idAt(spec(), from); !id.isEmpty())
            move(id, to);
    }
}

// A drag of a palette row: the row pressed to start it is the current one.
bool ScenarioEditor::fromPalette(const QDropEvent* event) const
{
    return palette_->currentItem() && (event->source() == palette_ || event->source() == palette_->viewport() || !event->source())
           && event->mimeData()->hasFormat(QStringLiteral("application/x-qabstractitemmodeldatalist"));
}

bool ScenarioEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == canvas_->viewport() && event->type() == QEvent::MouseButtonPress)
        ++stroke_;
    // A definition dragged from the palette and dropped on a cell is placed there.
    if (watched == canvas_->viewport() && (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove)) {
        auto* drag = static_cast<QDropEvent*>(event);
        if (fromPalette(drag)) {
            drag->acceptProposedAction();
            return true;
        }
    }
    if (watched == canvas_->viewport() && event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        if (fromPalette(drop)) {
            const QListWidgetItem* chosen = palette_->currentItem();
            place(chosen->data(kPaletteSectionRole).toString(), chosen->data(kNameRole).toString(),
                  canvas_->cellAt(drop->position().toPoint()));
            drop->acceptProposedAction();
            return true;
        }
    }
    if ((watched == canvas_ || watched == placed_) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Delete || key == Qt::Key_Backspace) && !selected_.isEmpty()) {
            remove(selected_);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// ---- placements -------------------------------------------------------------

bool ScenarioEditor::place(const QString& section, const QString& kind, Cell at)
{
    if (!isOpen())
        return false;
    ScenarioSpec after = spec();
    if (!onMap(after, at) || glyphAt(after, at) == kWallGlyph) {
        say(tr("%1 cannot stand in a wall: choose a floor cell.").arg(kind));
        return false;
    }
    if (occupied(after, section, at)) {
        say(tr("%1 is taken: move or remove what is there first.").arg(cellWords(at)));
        return false;
    }
    const std::string id = freshId(after, kind);
    if (section == QLatin1String("props"))
        after.props.push_back({id, fromQ(kind), at, Json::object()});
    else {
        PlacedActorSpec actor;
        actor.id = id;
        actor.actor = fromQ(kind);
        actor.at = at;
        after.actors.push_back(std::move(actor));
    }
    scenario_->change(after, tr("Place %1 at %2").arg(toQ(id), cellWords(at)));
    select(toQ(id));
    return true;
}

bool ScenarioEditor::move(const QString& id, Cell to)
{
    if (!isOpen())
        return false;
    ScenarioSpec after = spec();
    PlacedActorSpec* actor = actorOf(after, id);
    PlacedPropSpec* prop = actor ? nullptr : propOf(after, id);
    if (!actor && !prop)
        return false;
    if (!onMap(after, to) || glyphAt(after, to) == kWallGlyph) {
        say(tr("%1 cannot stand in a wall: choose a floor cell.").arg(id));
        return false;
    }
    if (occupied(after, actor ? QStringLiteral("actors") : QStringLiteral("props"), to, id)) {
        say(tr("%1 is taken: move or remove what is there first.").arg(cellWords(to)));
        return false;
    }
    (actor ? actor->at : prop->at) = to;
    scenario_->change(after, tr("Move %1 to %2").arg(id, cellWords(to)));
    select(id);
    return true;
}

bool ScenarioEditor::remove(const QString& id)
{
    if (!isOpen())
        return false;
    ScenarioSpec after = spec();
    const auto sameId = [&](const auto& placed) { return toQ(placed.id) == id; };
    if (std::erase_if(after.actors, sameId) + std::erase_if(after.props, sameId) == 0)
        return false;
    if (selected_ == id)
        selected_.clear();
    scenario_->change(after, tr("Remove %1").arg(id));
    return true;
}

void ScenarioEditor::select(const QString& id)
{
    selected_ = id;
    refresh();
}

template <class Change>
void ScenarioEditor::changeSelectedActor(const QString& name, Change change)
{
    if (!isOpen())
        return;
    ScenarioSpec after = spec();
    if (PlacedActorSpec* actor = actorOf(after, selected_)) {
        change(*actor);
        scenario_->change(after, name);
    }
}

void ScenarioEditor::commitId()
{
    if (refreshing_ || !isOpen() || selected_.isEmpty())
        return;
    const QString id = id_->text().trimmed();
    if (id == selected_)
        return;
    ScenarioSpec after = spec();
    if (id.isEmpty() || idTaken(after, fromQ(id))) {
        say(id.isEmpty() ? tr("An id cannot be empty.") : tr("%1 is already the id of another placement.").arg(id));
        refreshPanel();
        return;
    }
    if (PlacedActorSpec* actor = actorOf(after, selected_))
        actor->id = fromQ(id);
    else if (PlacedPropSpec* prop = propOf(after, selected_))
        prop->id = fromQ(id);
    const QString before = selected_;
    selected_ = id;
    scenario_->change(after, tr("Rename %1 to %2").arg(before, id));
}

void ScenarioEditor::commitCell()
{
    if (!refreshing_ && !selected_.isEmpty())
        if (!move(selected_, {x_->value(), y_->value()}))
            refreshPanel();
}

void ScenarioEditor::addCarried()
{
    const QString item = itemPicker_->currentText().trimmed();
    if (item.isEmpty())
        return;
    if (itemPicker_->findText(item) < 0) {
        say(tr("The content has no item \"%1\": pick one from the list.").arg(item));
        return;
    }
    changeSelectedActor(tr("Give %1 a %2").arg(selected_, item),
                        [&](PlacedActorSpec& actor) { actor.carries.push_back(fromQ(item)); });
}

void ScenarioEditor::removeCarried()
{
    const int row = carried_->currentRow();
    if (row < 0)
        return;
    const QString item = carried_->item(row)->data(kNameRole).toString();
    changeSelectedActor(tr("Take %1 from %2").arg(item, selected_), [&](PlacedActorSpec& actor) {
        actor.carries.erase(actor.carries.begin() + row);
        // A worn item goes with the last copy carried.
        if (std::ranges::count(actor.carries, fromQ(item)) == 0)
            std::erase(actor.wears, fromQ(item));
    });
}

void ScenarioEditor::carriedToggled(int row)
{
    if (refreshing_ || row < 0)
        return;
    const QString item = carried_->item(row)->data(kNameRole).toString();
    const bool wear = carried_->item(row)->checkState() == Qt::Checked;
    changeSelectedActor(wear ? tr("%1 wears %2").arg(selected_, item) : tr("%1 takes off %2").arg(selected_, item),
                        [&](PlacedActorSpec& actor) {
                            std::erase(actor.wears, fromQ(item));
                            if (wear)
                                actor.wears.push_back(fromQ(item));
                        });
}

void ScenarioEditor::behaviourChosen()
{
    const QString act = behaviour_->currentData().toString();
    changeSelectedActor(act.isEmpty() ? tr("%1 acts as its kind does").arg(selected_)
                                      : tr("%1 acts %2").arg(selected_, act),
                        [&](PlacedActorSpec& actor) {
                            if (act.isEmpty())
                                actor.behaviour.reset();
                            else {
                                BehaviourSpec b = actor.behaviour.value_or(BehaviourSpec{});
                                b.kind = fromQ(act);
                                b.raw.reset();
                                actor.behaviour = b;
                            }
                        });
}

void ScenarioEditor::factionChosen()
{
    const QString faction = faction_->currentData().toString();
    changeSelectedActor(faction.isEmpty() ? tr("%1 fights for its kind's faction").arg(selected_)
                                          : tr("%1 fights for %2").arg(selected_, faction),
                        [&](PlacedActorSpec& actor) {
                            actor.faction = faction.isEmpty() ? std::nullopt : std::optional(fromQ(faction));
                        });
}

void ScenarioEditor::seedChosen()
{
    if (refreshing_ || !isOpen())
        return;
    ScenarioSpec after = spec();
    after.seed = seed_->value();
    scenario_->change(after, tr("Set the seed to %1").arg(seed_->value()));
}

void ScenarioEditor::partyChosen()
{
    if (!isOpen())
        return;
    ScenarioSpec after = spec();
    const QString party = party_->currentData().toString();
    after.party = party.isEmpty() ? std::nullopt : std::optional(fromQ(party));
    scenario_->change(after, party.isEmpty() ? tr("No party") : tr("Set the party to %1").arg(party));
}

// ---- following the documents -------------------------------------------------

void ScenarioEditor::refreshPalette()
{
    const QString chosen = palette_->currentItem() ? palette_->currentItem()->data(kNameRole).toString() : QString();
    refreshing_ = true;
    palette_->clear();
    itemPicker_->clear();
    const QString party = party_->currentData().toString();
    party_->clear();
    party_->addItem(tr("(none: the run is never lost)"), QString());
    QStringList victories;
    if (const auto& content = content_->spec()) {
        std::set<std::string> factions;
        for (const ActorSpec& a : content->actors) {
            auto* row = new QListWidgetItem(glyphIcon(glyphOf(a.glyph, QLatin1Char('@')), colourOf(a.color, Qt::white)),
                                            tr("%1 (actor)").arg(toQ(a.name)));
            row->setData(kPaletteSectionRole, QStringLiteral("actors"));
            row->setData(kNameRole, toQ(a.name));
            palette_->addItem(row);
            if (a.faction)
                factions.insert(*a.faction);
        }
        for (const PropSpec& p : content->props) {
            auto* row = new QListWidgetItem(glyphIcon(glyphOf(p.glyph, QLatin1Char('0')), colourOf(p.color, QColor(200, 120, 60))),
                                            tr("%1 (prop)").arg(toQ(p.name)));
            row->setData(kPaletteSectionRole, QStringLiteral("props"));
            row->setData(kNameRole, toQ(p.name));
            palette_->addItem(row);
        }
        for (const ItemSpec& i : content->items)
            itemPicker_->addItem(toQ(i.name));
        factions_.clear();
        for (const std::string& f : factions) {
            party_->addItem(toQ(f), toQ(f));
            factions_ << toQ(f);
        }
        for (const QuestSpec& q : content->quests)
            if (q.victory)
                victories << tr("quest \"%1\"").arg(toQ(q.name));
    }
    for (int i = 0; i < palette_->count(); ++i)
        if (palette_->item(i)->data(kNameRole).toString() == chosen)
            palette_->setCurrentRow(i);
    // A current row before the keyboard arrives: tabbing in would otherwise
    // make the first one current, which picks the Place tool unasked.
    if (!palette_->currentIndex().isValid() && palette_->count() > 0)
        palette_->selectionModel()->setCurrentIndex(palette_->model()->index(0, 0), QItemSelectionModel::NoUpdate);
    victory_->setText(victories.isEmpty() ? tr("No quest of the content is marked victory.")
                                          : tr("%1 (marked victory in the content's Quests)").arg(victories.join(tr(", "))));
    refreshing_ = false;
    refresh();
}

void ScenarioEditor::refresh()
{
    refreshing_ = true;
    const bool open = isOpen();
    setEnabled(open);
    if (!open) {
        message_->setText(tr("No scenario is open: File > New Scenario starts one for the open content."));
        canvas_->setGrid(Grid());
        canvas_->setActors({});
        canvas_->setProps({});
        placed_->clear();
        refreshing_ = false;
        refreshPanel();
        return;
    }
    const ScenarioSpec& s = spec();
    const Grid grid = gridOf(s.map);
    canvas_->setGrid(grid);
    if (std::pair(grid.width(), grid.height()) != sizeShown_ && grid.width() > 0) {
        sizeShown_ = {grid.width(), grid.height()};
        width_->setValue(grid.width());
        height_->setValue(grid.height());
    }
    std::vector<PreviewActor> actors;
    std::vector<CellMark> props;
    const auto& content = content_->spec();
    placed_->clear();
    for (const PlacedActorSpec& a : s.actors) {
        QChar glyph = QLatin1Char('@');
        QColor colour = QWidget::palette().color(QPalette::Text);
        if (content)
            for (const ActorSpec& kind : content->actors)
                if (kind.name == a.actor) {
                    glyph = glyphOf(kind.glyph, glyph);
                    colour = colourOf(kind.color, colour);
                }
        if (a.at)
            actors.push_back({toQ(a.id), glyph, colour, *a.at});
        auto* row = new QListWidgetItem(placedLine(toQ(a.id), toQ(a.actor), a.at));
        row->setData(kNameRole, toQ(a.id));
        placed_->addItem(row);
    }
    for (const PlacedPropSpec& p : s.props) {
        QChar glyph = QLatin1Char('0');
        QColor colour(200, 120, 60);
        if (content)
            for (const PropSpec& kind : content->props)
                if (kind.name == p.prop) {
                    glyph = glyphOf(kind.glyph, glyph);
                    colour = colourOf(kind.color, colour);
                }
        if (p.at)
            props.push_back({*p.at, glyph, colour});
        auto* row = new QListWidgetItem(placedLine(toQ(p.id), toQ(p.prop), p.at));
        row->setData(kNameRole, toQ(p.id));
        placed_->addItem(row);
    }
    canvas_->setActors(std::move(actors));
    canvas_->setProps(std::move(props));
    Cell highlight{-1, -1};
    ScenarioSpec copy = s;
    if (const PlacedActorSpec* a = actorOf(copy, selected_); a && a->at)
        highlight = *a->at;
    else if (const PlacedPropSpec* p = propOf(copy, selected_); p && p->at)
        highlight = *p->at;
    else
        selected_.clear();
    canvas_->setHighlight(highlight);
    for (int i = 0; i < placed_->count(); ++i)
        if (placed_->item(i)->data(kNameRole).toString() == selected_)
            placed_->setCurrentRow(i);
    seed_->setValue(static_cast<int>(std::clamp<std::int64_t>(s.seed, 0, INT_MAX)));
    const int party = party_->findData(s.party ? toQ(*s.party) : QString());
    if (party < 0 && s.party)
        party_->addItem(toQ(*s.party), toQ(*s.party)); // a faction no actor of the content has: still shown
    party_->setCurrentIndex(party_->findData(s.party ? toQ(*s.party) : QString()));
    refreshing_ = false;
    refreshPanel();
}

void ScenarioEditor::refreshPanel()
{
    refreshing_ = true;
    ScenarioSpec copy = isOpen() ? spec() : ScenarioSpec{};
    const PlacedActorSpec* actor = actorOf(copy, selected_);
    const PlacedPropSpec* prop = actor ? nullptr : propOf(copy, selected_);
    const bool any = actor || prop;
    for (QWidget* w : std::initializer_list<QWidget*>{id_, x_, y_})
        w->setEnabled(any);
    actorFields_->setEnabled(actor != nullptr);
    id_->setText(selected_);
    const std::optional<Cell> at = actor ? actor->at : prop ? prop->at : std::nullopt;
    x_->setValue(at ? at->x : 0);
    y_->setValue(at ? at->y : 0);
    carried_->clear();
    behaviour_->clear();
    behaviour_->addItem(tr("(its kind's)"), QString());
    for (const auto& act : kBehaviourActs)
        behaviour_->addItem(toQ(std::string(act.word)), toQ(std::string(act.word)));
    faction_->clear();
    QString kindFaction;
    if (actor && content_->spec())
        for (const ActorSpec& kind : content_->spec()->actors)
            if (kind.name == actor->actor && kind.faction)
                kindFaction = toQ(*kind.faction);
    faction_->addItem(kindFaction.isEmpty() ? tr("(its kind's)") : tr("(its kind's: %1)").arg(kindFaction), QString());
    for (const QString& f : factions_)
        faction_->addItem(f, f);
    if (actor) {
        for (const std::string& item : actor->carries) {
            auto* row = new QListWidgetItem(toQ(item));
            row->setData(kNameRole, toQ(item));
            row->setFlags(row->flags() | Qt::ItemIsUserCheckable);
            row->setCheckState(std::ranges::count(actor->wears, item) > 0 ? Qt::Checked : Qt::Unchecked);
            carried_->addItem(row);
        }
        const QString act = actor->behaviour && actor->behaviour->kind ? toQ(*actor->behaviour->kind) : QString();
        behaviour_->setCurrentIndex(std::max(0, behaviour_->findData(act)));
        const QString own = actor->faction ? toQ(*actor->faction) : QString();
        if (faction_->findData(own) < 0)
            faction_->addItem(own, own); // a name no actor of the content uses: still shown (Validation says why)
        faction_->setCurrentIndex(faction_->findData(own));
    }
    refreshing_ = false;
}

} // namespace rb
