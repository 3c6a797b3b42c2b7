#include "manual_places.h"

#include <QWidget>

#include <array>
#include <deque>

namespace rb {
namespace {

// One row a pane or view: the widget's class (or a dock's object name) and
// its place in docs/. Panes inside a view come before the view.
struct PlaceRow {
    const char* widget;
    const char* page;
    const char* heading;
};

constexpr std::array kPlaces{
    PlaceRow{"rb::SandboxTimeline", "sandbox.md", "The timeline"},
    PlaceRow{"rb::StatWatch", "sandbox.md", "Watching stats"},
    PlaceRow{"rb::ScriptPanel", "sandbox.md", "The Scenario view"},
    PlaceRow{"rb::SandboxPanel", "sandbox.md", "Playing a scenario"},
    PlaceRow{"rb::ScenarioEditor", "sandbox.md", "The Scenario view"},
    PlaceRow{"rb::BatchView", "batch-and-balance.md", "The Batch tab"},
    PlaceRow{"rb::BalanceView", "batch-and-balance.md", "The Balance tab"},
    PlaceRow{"rb::SectionTableView", "many-definitions.md", "The table view"},
    PlaceRow{"rb::GridPreview", "grid-preview.md", ""},
    PlaceRow{"rb::DefinitionForm", "editor.md", "The tree and the form"},
    PlaceRow{"ContentDock", "editor.md", "The tree and the form"},
    PlaceRow{"ValidationDock", "editor.md", "The tree and the form"},
    PlaceRow{"HistoryDock", "editor.md", "The panes"},
    PlaceRow{"QuestDock", "editor.md", "The panes"},
    PlaceRow{"FindDock", "many-definitions.md", "Find and usages"},
};

ManualPlace placeOf(const PlaceRow& row)
{
    return {QString::fromLatin1(row.page), QString::fromLatin1(row.heading)};
}

const PlaceRow* rowOf(const QWidget* widget)
{
    for (const PlaceRow& row : kPlaces)
        if (widget->inherits(row.widget) || widget->objectName() == QLatin1String(row.widget))
            return &row;
    return nullptr;
}

} // namespace

ManualPlace manualPlaceFor(const QWidget* focus, const QWidget* frontView)
{
    // The innermost pane around the keyboard...
    for (const QWidget* w = focus; w; w = w->parentWidget())
        if (const PlaceRow* row = rowOf(w))
            return placeOf(*row);
    // ...else the outermost known view in front (breadth first, so the
    // sandbox is found before the timeline inside it).
    std::deque<const QWidget*> queue{frontView};
    while (!queue.empty()) {
        const QWidget* w = queue.front();
        queue.pop_front();
        if (!w)
            continue;
        if (const PlaceRow* row = rowOf(w))
            return placeOf(*row);
        for (const QWidget* child : w->findChildren<const QWidget*>(QString(), Qt::FindDirectChildrenOnly))
            queue.push_back(child);
    }
    return {QStringLiteral("index.md"), {}};
}

} // namespace rb
