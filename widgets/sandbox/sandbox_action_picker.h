#pragma once
// The sandbox's action picker: what to do (an entry of the core's action
// table), who does it, the target or direction, the item or the kind placed,
// the ability, the cell (also given by a click on the map), the status and its turns; the
// Queue button; and the actions queued for the next turn, which live in the
// session. Only the rows the chosen action takes are shown, with the room
// of the others kept under them, so the buttons never move. A click on the
// map aims only while an aim is armed: picking an action that takes a cell
// arms it (so does Aim, or picking the action again), and one queued at a
// cell, Escape or an action without a cell disarms it; disarmed, a click on
// the map inspects.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QWidget>

#include "sandbox/sandbox_action_choices.h"

class QAction;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace rb {

class SandboxSession;

class ActionPicker : public QWidget {
    Q_OBJECT
public:
    explicit ActionPicker(SandboxSession* session, QWidget* parent = nullptr);

    // The kind box's items hold their kind (Qt::UserRole) and the
    // alternative they take (this role; -1 for none) as ints.
    static constexpr int kChoiceRole = Qt::UserRole + 1;

    const PickerEntry& currentEntry() const;
    // The action picked needs a cell: a click on the map gives it (for a
    // cast at an actor, the actor standing there).
    bool wantsCell() const;
    // The cell of the action picked, clicked on the map: queues it, and
    // disarms the aim when it was queued.
    void pickCell(Cell cell);
    // Whether a click on the map aims the action picked (else it inspects).
    bool isArmed() const { return armed_; }
    // Arms the aim when the action picked takes a cell; disarms it.
    void arm();
    void disarm();
    // What the run bar says while armed: "Aiming throw (frag grenade) by hero: ...".
    QString aimText() const;
    // Queues the action picked; false (the reason in status()) when it cannot be.
    bool queuePicked();
    // Queues moving an actor or a prop to a cell (the map's drag).
    void queueMove(const QString& id, Cell to);

    QComboBox* kindBox() const { return kind_; }
    QComboBox* actorBox() const { return actor_; }
    QComboBox* targetBox() const { return target_; }
    QComboBox* thingBox() const { return thing_; }
    QComboBox* statusBox() const { return status_; }
    QSpinBox* cellXBox() const { return cellX_; }
    QSpinBox* cellYBox() const { return cellY_; }
    QSpinBox* turnsBox() const { return turns_; }
    QPushButton* queueButton() const { return queueButton_; }
    QPushButton* aimButton() const { return aimButton_; }
    QPushButton* removeButton() const { return removeButton_; }
    QPushButton* clearButton() const { return clearButton_; }
    QListWidget* queueList() const { return queueList_; }
    // Queue, Remove and Clear as actions with their keys, on when their buttons are.
    QList<QAction*> keyActions() const { return keyActions_; }

signals:
    void status(const QString& text);
    // What was queued, or that the queue was emptied: a text about the
    // queue, which the run bar keeps true as the queue changes.
    void queueStatus(const QString& text);
    // A throw or a cast is picked: the map shows where `thrower`'s item or
    // ability reaches, `range` cells. An empty thrower: neither.
    void aimChanged(const QString& thrower, int range);
    // The aim was armed or disarmed: while armed a click on the map aims.
    void armedChanged(bool armed);

private:
    struct ShownRows {
        bool actor, target, thing, cell, status;
    };
    static ShownRows shownRows(const PickerEntry& entry, std::optional<Aim> aim);
    int rowsHeight(const ShownRows& rows) const;
    int mostRowsHeight() const;
    void addRows();
    void connectControls();
    QWidget* buildCellRow();
    QWidget* buildStatusRow();
    QWidget* buildQueueButtons();
    void entryChanged();
    void showRowsOfEntry();
    void refill();
    void refillThings();
    void refreshQueue();
    void announceAim();
    // The chosen ability's aim, when a cast is picked.
    std::optional<Aim> castAim() const;
    ActionSpec pickedSpec() const;
    bool queueSpec(ActionSpec spec, const QString& after = {});
    void setArmed(bool armed);

    SandboxSession* session_;
    QFormLayout* form_;
    QComboBox* kind_;
    QComboBox* actor_;
    QComboBox* target_;
    QComboBox* thing_;
    QComboBox* status_;
    QSpinBox* cellX_;
    QSpinBox* cellY_;
    QSpinBox* turns_;
    QLabel* actorLabel_;
    QLabel* targetLabel_;
    QLabel* thingLabel_;
    QLabel* turnsLabel_;
    QWidget* cellRow_;
    QWidget* statusRow_;
    QPushButton* queueButton_;
    QPushButton* aimButton_;
    QPushButton* removeButton_;
    QPushButton* clearButton_;
    QListWidget* queueList_;
    QList<QAction*> keyActions_; // Queue's, Remove's and Clear's, for the Sandbox menu
    QWidget* spare_;   // under the rows shown, the room of those not shown
    int mostRows_ = 0; // the height of the most rows an entry shows
    bool armed_ = false;
};

} // namespace rb
