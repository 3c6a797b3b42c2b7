#pragma once
// The sandbox's quests: the quest view showing the session's world's quests
// and counters; a fact fed here is an action of the next turn, so it is
// replayed like any other.

#include "quests/quest_view.h"

namespace rb {

class SandboxSession;
class WhenShown;

class SandboxQuests : public QuestView {
    Q_OBJECT
public:
    explicit SandboxQuests(SandboxSession* session, QWidget* parent = nullptr);

private:
    void restart();
    void restartWhenSeen();
    void follow();

    SandboxSession* session_;
    WhenShown* restartWhenShown_;
};

} // namespace rb
