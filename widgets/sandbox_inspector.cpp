#include "sandbox_inspector.h"

#include "qt_strings.h"
#include "sandbox_session.h"

#include "rulebench/effects/definitions.h"
#include "rulebench/sandbox/world.h"

namespace rb {

ActorInspector::ActorInspector(SandboxSession* session, QWidget* parent)
    : StackingInspector(parent)
    , session_(session)
{
    session_->observe(this, &ActorInspector::refresh);
    refresh();
}

void ActorInspector::showActor(const QString& id)
{
    id_ = id;
    refresh();
}

void ActorInspector::refresh()
{
    const WorldActor* actor = session_->actor(id_);
    if (!actor) {
        clear();
        shownDefinitions_.reset();
        return;
    }
    const Session* session = session_->session();
    const World& world = session->world();
    shownDefinitions_ = session->definitions();
    showHolder(tr("%1 (%2) on turn %3").arg(id_, toQ(shownDefinitions_->actors[actor->kind].name)).arg(world.turn()),
               actor->holder, *shownDefinitions_, [&world](ActorRef r) { return toQ(world.idOf(r)); },
               [&world](const Source& source) { return toQ(world.describeSource(source)); });
}

} // namespace rb
