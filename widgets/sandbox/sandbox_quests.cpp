#include "sandbox/sandbox_quests.h"

#include "sandbox/sandbox_session.h"

#include "rulebench/world/world.h"

namespace rb {

SandboxQuests::SandboxQuests(SandboxSession* session, QWidget* parent)
    : QuestView(parent)
    , session_(session)
{
    setFeedsItself(false);
    connect(this, &QuestView::factRequested, session_, [this](const Fact& fact) { (void)session_->queue(Action::feed(fact)); }); // a fact of these definitions
    session_->observe(this, &SandboxQuests::restart, &SandboxQuests::follow);
    restart();
}

void SandboxQuests::restart()
{
    if (const Session* session = session_->session())
        setDefinitions(session->definitions());
    follow();
}

void SandboxQuests::follow()
{
    if (const Session* session = session_->session())
        setState(session->world().quests(), session->world().ledger());
}

} // namespace rb
