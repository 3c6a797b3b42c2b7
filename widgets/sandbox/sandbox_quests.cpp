#include "sandbox/sandbox_quests.h"

#include "common/when_shown.h"
#include "sandbox/sandbox_session.h"

#include "rulebench/world/world.h"

namespace rb {

SandboxQuests::SandboxQuests(SandboxSession* session, QWidget* parent)
    : QuestView(parent)
    , session_(session)
{
    setFeedsItself(false);
    connect(this, &QuestView::factRequested, session_, [this](const Fact& fact) { (void)session_->queue(Action::feed(fact)); }); // a fact of these definitions
    // Its lists name every fact kind and counter of the content: rebuilt only where it can be seen.
    restartWhenShown_ = new WhenShown(this, [this] { restart(); });
    session_->observe(this, &SandboxQuests::restartWhenSeen, &SandboxQuests::follow);
    restart();
}

void SandboxQuests::restartWhenSeen() { restartWhenShown_->request(); }

void SandboxQuests::restart()
{
    if (const Session* session = session_->session())
        setDefinitions(session->definitions());
    follow();
}

void SandboxQuests::follow()
{
    if (restartWhenShown_->isStale())
        return; // the world's quests are of definitions not shown yet: restarting follows them
    if (const Session* session = session_->session())
        setState(session->world().quests(), session->world().ledger());
}

} // namespace rb
