#pragma once
// Picks an action in the sandbox's picker as a designer would from its
// list: the entry of a kind (and, for a kind with alternatives, the one that
// takes `choice`), then the actor by name. An entry that takes a cell is
// armed, so the next click on the map aims it.

#include "sandbox/sandbox_action_picker.h"
#include "sandbox/sandbox_panel.h"

#include "rulebench/world/actions.h"

#include <QComboBox>
#include <QString>

#include <optional>

namespace rb::test {

inline void pickAction(SandboxPanel& panel, Action::Kind what, const QString& actor = {},
                       std::optional<ActionField> choice = {})
{
    QComboBox* box = panel.actionPicker();
    for (int i = 0; i < box->count(); ++i)
        if (box->itemData(i).toInt() == static_cast<int>(what)
            && (!choice || box->itemData(i, ActionPicker::kChoiceRole).toInt() == static_cast<int>(*choice))) {
            box->setCurrentIndex(i);
            emit box->activated(i); // picked, as from the list: the same one again aims again
            break;
        }
    if (!actor.isEmpty())
        panel.actorPicker()->setCurrentIndex(panel.actorPicker()->findText(actor));
}

} // namespace rb::test
