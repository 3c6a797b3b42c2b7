#pragma once
// The sandbox's run bar: Back, Step and Forward; run N turns or until a
// breakpoint event (off the UI thread) and Cancel; and the status line, which
// says what the session did last (and what the other views report): after a
// run, why it stopped, in the words `simulate` prints. After a victory or a
// defeat the run is over: Step and Run are disabled, their tooltips saying
// why, until the designer goes back to a turn before the end. A run opened
// from a batch's sweep says under it which run and value it plays with.

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace rb {

class SandboxSession;

class RunBar : public QWidget {
    Q_OBJECT
public:
    explicit RunBar(SandboxSession* session, QWidget* parent = nullptr);

    // The status line; what it says is replaced when what it describes changes:
    // a turn's text when the turn does, a queue's text when the queue does.
    void showStatus(const QString& text);
    void showQueueStatus(const QString& text);
    // The line over the status that says what a click on the map does: with
    // `text` an aim is armed ("Aiming throw ..."); empty, the click inspects.
    // It keeps its room, two lines, so nothing under it moves: a longer text
    // is cut after a word, whole in its tooltip.
    void showAim(const QString& text);
    QString aimText() const;  // the whole text
    QString aimShown() const; // as much of it as the line's room shows
    QString statusText() const;
    // "Run 17 of the sweep: bleeding, tick, amount = 3", or empty.
    QString sweptText() const;

    QPushButton* backButton() const { return back_; }
    QPushButton* stepButton() const { return step_; }
    QPushButton* forwardButton() const { return forward_; }
    QSpinBox* turnsBox() const { return turns_; }
    QLineEdit* breakpointEdit() const { return breakpoint_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    // Step, Back, Forward, Run and Cancel as actions with their keys, on
    // when their buttons are: a menu holding them makes the keys work whichever view shows.
    QList<QAction*> keyActions() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static constexpr int kAimLines = 2;
    void configureControls();
    void fitAim();
    void layOut();
    void followSession();
    void enableButtons();
    void showTurn();
    void showSwept();
    void describeQueue();

    SandboxSession* session_;
    QPushButton* back_;
    QPushButton* step_;
    QPushButton* forward_;
    QSpinBox* turns_;
    QLineEdit* breakpoint_;
    QPushButton* run_;
    QPushButton* cancel_;
    QLabel* status_;
    QAction* backAction_ = nullptr;
    QAction* stepAction_ = nullptr;
    QAction* forwardAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QLabel* swept_;
    QLabel* aim_;
    QString aimWords_; // what the aim line says, whole
    bool aboutQueue_ = false; // the status line describes the queue
};

} // namespace rb
