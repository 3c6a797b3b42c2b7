#include "sandbox/sandbox_map.h"

#include "common/grid_canvas.h"
#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <QHelpEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
// Content colours are "#rrggbb" (or empty: the fallback).
QColor colourOf(const std::string& text, QColor fallback)
{
    const QColor c(toQ(text));
    return text.empty() || !c.isValid() ? fallback : c;
}

QChar glyphOf(const std::string& text, QChar fallback) { return text.empty() ? fallback : toQ(text).at(0); }

bool hasGas(const World& world)
{
    const Definitions& defs = world.definitions();
    return defs.gasKinds && world.gas().width() == world.grid().width() && world.gas().height() == world.grid().height();
}

std::vector<PreviewActor> actorMarks(const World& world)
{
    std::vector<PreviewActor> out;
    for (const WorldActor& a : world.actors()) {
        const ActorDef& def = world.definitions().actors[a.kind];
        const QColor colour = def.color ? QColor(static_cast<QRgb>(*def.color)) : QColor(Qt::white);
        out.push_back({toQ(a.id), a.alive ? glyphOf(def.glyph, QLatin1Char('@')) : QLatin1Char('%'),
                       a.alive ? colour : QColor(130, 130, 130), a.at});
    }
    return out;
}

// The kind of the prop `id` the latest turn that destroyed one says.
std::optional<PropId> destroyedKind(const History& history, const std::string& id)
{
    auto in = [&](const TurnReport& r) -> std::optional<PropId> {
        for (const WorldEvent& e : r.events)
            if (e.kind == WorldEvent::Kind::Destroyed && e.who == id && e.prop)
                return e.prop;
        return std::nullopt;
    };
    // Nearly always one of the last turns' (cached); else the whole run, replayed once.
    const std::int64_t recent = std::max(history.startTurn(), history.turn() - 8);
    for (std::int64_t t = history.turn(); t > recent; --t)
        if (std::optional<PropId> kind = in(history.report(t)))
            return kind;
    std::optional<PropId> latest;
    history.forEachReport(history.startTurn() + 1, recent, [&](const TurnReport& r) {
        if (std::optional<PropId> kind = in(r))
            latest = kind;
    });
    return latest;
}

// Props, then the remnants of destroyed ones (landing next turn) dashed in
// their prop's look, which the turn that destroyed it names.
std::vector<CellMark> propMarks(const World& world, const History* history)
{
    const Definitions& defs = world.definitions();
    std::vector<CellMark> out;
    for (const WorldProp& p : world.props()) {
        const PropDef& def = defs.props[p.kind];
        out.push_back({p.at, glyphOf(def.glyph, QLatin1Char('&')), colourOf(def.color, QColor(220, 220, 220))});
    }
    for (const Remnant& r : world.remnants()) {
        const std::optional<PropId> kind = history ? destroyedKind(*history, world.idOf(r.carrier.self)) : std::nullopt;
        const PropDef* def = kind ? &defs.props[*kind] : nullptr;
        out.push_back({r.at, def ? glyphOf(def->glyph, QLatin1Char('&')) : QLatin1Char('*'),
                       def ? colourOf(def->color, QColor(220, 220, 220)) : QColor(255, 200, 90), true});
    }
    return out;
}

std::vector<CellMark> floorMarks(const World& world)
{
    std::vector<CellMark> out;
    for (const FloorItem& f : world.floorItems()) {
        const ItemDef& def = world.definitions().items[f.item.kind];
        out.push_back({f.at, glyphOf(def.glyph, QLatin1Char('!')), colourOf(def.color, QColor(230, 230, 160))});
    }
    return out;
}

// This turn's landings: a trigger's cells in its carrier's colour, a cast's in
// its ability's, a cue's in its look (after, so the look wins where both are).
std::vector<CellMark> landingMarks(const World& world, const TurnReport* report)
{
    std::vector<CellMark> out;
    if (!report || report->turn != world.turn())
        return out;
    const Definitions& defs = world.definitions();
    for (const WorldEvent& e : report->events) {
        if (e.kind != WorldEvent::Kind::Triggered && e.kind != WorldEvent::Kind::Cast)
            continue;
        const auto& look = e.ability ? defs.abilities[*e.ability].look : std::nullopt;
        const std::string& colour = e.item ? defs.items[*e.item].color
            : e.prop                        ? defs.props[*e.prop].color
            : look                          ? look->color
                                            : std::string();
        const QColor shown = colourOf(colour, QColor(255, 200, 90)); // once, not per cell
        for (const Cell& c : e.cells())
            out.push_back({c, QChar(), shown});
    }
    for (const WorldEvent& e : report->events) {
        if (e.kind != WorldEvent::Kind::Cue)
            continue;
        const Look look = e.look(); // a copy of the event's words: once, not per cell
        const QChar glyph = glyphOf(look.glyph, QChar());
        const QColor colour = colourOf(look.color, QColor(255, 200, 90));
        for (const Cell& c : e.cells())
            out.push_back({c, glyph, colour});
    }
    return out;
}

// Gas grey, thicker where there is more (opaque at the kind's threshold); fire orange.
std::vector<std::pair<Cell, QColor>> gasAndFire(const World& world)
{
    std::vector<std::pair<Cell, QColor>> out;
    const Definitions& defs = world.definitions();
    for (std::uint32_t k = 0; hasGas(world) && k < defs.gasKinds->size(); ++k) {
        const Id<GasKind> kind{k};
        if (world.gas().total(kind) <= 0)
            continue;
        const std::int32_t opaqueAt = (*defs.gasKinds)[kind].opaqueAt;
        const std::int32_t full = std::max<std::int32_t>(1, opaqueAt > 0 ? opaqueAt : 100);
        for (int y = 0; y < world.grid().height(); ++y)
            for (int x = 0; x < world.grid().width(); ++x)
                if (const std::int32_t amount = world.gas().amount(kind, {x, y}); amount > 0)
                    out.push_back({Cell{x, y}, QColor(200, 200, 210, 40 + std::min(150, 150 * amount / full))});
    }
    for (const Cell& c : world.fire().burningCells())
        out.push_back({c, QColor(255, 110, 40, 150)});
    return out;
}
} // namespace

SandboxMap::SandboxMap(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , canvas_(new GridCanvas)
{
    canvas_->setShowBurst(false);
    canvas_->setTool(GridCanvas::Tool::Select);
    canvas_->setFitToView(true);
    canvas_->setMinimumSize(120, 60); // it fits the map to whatever room it gets
    canvas_->setToolTip(tr("Click an actor to inspect it (while aiming, a click queues the action picked there); "
                           "drag it to another cell to move it there next turn.\n"
                           "Keys: the arrows move the cursor, Space or Enter clicks its cell"));
    canvas_->viewport()->installEventFilter(this); // the tooltip says what is on the cell
    // The keyboard's cursor says what is on its cell, as hovering does.
    connect(canvas_, &GridCanvas::cursorMoved, this, [this](Cell c) {
        if (session_->isOpen() && canvas_->hasFocus())
            QToolTip::showText(canvas_->viewport()->mapToGlobal(canvas_->cellRect(c).bottomRight()), cellSummary(c),
                               canvas_->viewport());
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(canvas_);
    session_->observe(this, &SandboxMap::refresh);
    connect(session_, &SandboxSession::chosenChanged, this, &SandboxMap::showHighlight);
    refresh();
}

void SandboxMap::refresh()
{
    const Session* session = session_->session();
    if (!session)
        return;
    const World& world = session->world();
    canvas_->setGrid(world.grid());
    canvas_->setActors(actorMarks(world));
    canvas_->setProps(propMarks(world, session->history()));
    canvas_->setFloorItems(floorMarks(world));
    canvas_->setLandings(landingMarks(world, session->lastReport()));
    canvas_->setOverlay(gasAndFire(world));
    canvas_->setBurning(world.fire().burningCells());
    showHighlight();
    showAim();
}

void SandboxMap::showHighlight()
{
    // The chosen actor or prop, framed.
    const WorldActor* actor = session_->actor(session_->chosen());
    const WorldProp* prop = actor ? nullptr : session_->prop(session_->chosen());
    canvas_->setHighlight(actor ? actor->at : prop ? prop->at : Cell{-1, -1});
}

void SandboxMap::setAim(const QString& thrower, int range)
{
    thrower_ = thrower;
    range_ = range;
    showAim();
}

// The cells a burst of the item's range from the thrower sees: what the core
// lets it throw at. Smoke stops a throw's line as it stops a burst.
void SandboxMap::showAim()
{
    const WorldActor* actor = range_ >= 0 ? session_->actor(thrower_) : nullptr;
    if (actor) {
        const World& world = session_->session()->world();
        std::vector<std::uint8_t> smoke(world.grid().cellCount(), 0);
        for (int y = 0; y < world.grid().height(); ++y)
            for (int x = 0; x < world.grid().width(); ++x)
                smoke[world.grid().index(x, y)] = world.gas().isOpaque(x, y) ? 1 : 0;
        canvas_->setOpaque(std::move(smoke));
        canvas_->setLook({QLatin1Char(' '), QColor(90, 140, 190)});
        canvas_->setCentre(actor->at);
        canvas_->setRadius(range_);
    }
    canvas_->setShowBurst(actor != nullptr);
}

QString SandboxMap::idAt(Cell cell) const
{
    const Session* session = session_->session();
    if (!session)
        return {};
    if (const WorldActor* a = session->world().standingAt(cell))
        return toQ(a->id);
    for (const WorldProp& p : session->world().props())
        if (p.at == cell)
            return toQ(p.id);
    return {};
}

QString SandboxMap::cellSummary(Cell c) const
{
    const Session* session = session_->session();
    if (!session || !session->world().grid().contains(c))
        return {};
    const World& world = session->world();
    const Definitions& defs = world.definitions();
    QStringList parts;
    for (const WorldActor& a : world.actors())
        if (a.at == c)
            parts << QStringLiteral("%1 (%2%3)").arg(toQ(a.id), toQ(defs.actors[a.kind].name), a.alive ? QString() : tr(", dead"));
    for (const WorldProp& p : world.props())
        if (p.at == c)
            parts << tr("prop %1 (%2%3)").arg(toQ(p.id), toQ(defs.props[p.kind].name),
                                              p.health ? tr(", health %1").arg(*p.health) : QString());
    for (const Remnant& r : world.remnants())
        if (r.at == c)
            parts << tr("what is left of %1 lands next turn").arg(toQ(world.idOf(r.carrier.self)));
    QStringList floor;
    for (const FloorItem& f : world.floorItems())
        if (f.at == c)
            floor << toQ(defs.items[f.item.kind].name);
    if (!floor.isEmpty())
        parts << tr("on the floor: %1").arg(floor.join(QStringLiteral(", ")));
    if (const std::int64_t left = world.fire().turnsLeft(c); left > 0)
        parts << tr("burning %1").arg(counted(left, tr("turn"), tr("turns")));
    for (std::uint32_t k = 0; hasGas(world) && k < defs.gasKinds->size(); ++k)
        if (const std::int32_t amount = world.gas().amount(Id<GasKind>{k}, c); amount > 0)
            parts << QStringLiteral("%1 %2").arg(toQ((*defs.gasKinds)[Id<GasKind>{k}].name)).arg(amount);
    const QString head = QStringLiteral("(%1,%2)").arg(c.x).arg(c.y)
                         + (world.grid().isWall(c) ? tr(" wall") : world.grid().isFlammable(c) ? tr(" flammable floor") : QString());
    return parts.isEmpty() ? head : head + QStringLiteral(": ") + parts.join(QStringLiteral("; "));
}

bool SandboxMap::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == canvas_->viewport() && event->type() == QEvent::ToolTip && session_->isOpen()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Cell c = canvas_->cellAt(help->pos());
        if (session_->session()->world().grid().contains(c))
            QToolTip::showText(help->globalPos(), cellSummary(c) + QLatin1Char('\n') + canvas_->toolTip(), canvas_->viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rb
