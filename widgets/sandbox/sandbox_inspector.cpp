#include "sandbox/sandbox_inspector.h"

#include "common/qt_strings.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/definitions/definitions.h"
#include "rulebench/world/world.h"

#include <QMenu>
#include <QTreeWidget>

namespace rb {

ActorInspector::ActorInspector(SandboxSession* session, QWidget* parent)
    : StackingInspector(parent)
    , session_(session)
{
    session_->observe(this, &ActorInspector::refresh);
    connect(session_, &SandboxSession::chosenChanged, this, &ActorInspector::refresh);
    // A stat's context menu pins it to the stat watch.
    statsView()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(statsView(), &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QTreeWidgetItem* item = statsView()->itemAt(at);
        const QString actor = session_->chosen();
        if (!item || actor.isEmpty())
            return;
        QMenu menu;
        const QString stat = item->text(0);
        menu.addAction(tr("Watch %1 of %2").arg(stat, actor), this, [this, actor, stat] { emit watchRequested(actor, stat); });
        menu.exec(statsView()->viewport()->mapToGlobal(at));
    });
    refresh();
}

void ActorInspector::refresh()
{
    const WorldActor* actor = session_->actor(session_->chosen());
    if (!actor) {
        clear();
        shownDefinitions_.reset();
        return;
    }
    const Session* session = session_->session();
    const World& world = session->world();
    shownDefinitions_ = session->definitions();
    showHolder(tr("%1 (%2) on turn %3").arg(session_->chosen(), toQ(shownDefinitions_->actors[actor->kind].name)).arg(world.turn()),
               actor->holder, *shownDefinitions_, [&world](EntityRef r) { return toQ(world.idOf(r)); },
               [&world](const Source& source) { return toQ(world.describeSource(source)); });
}

} // namespace rb
