#include "sandbox/sandbox_run_bar.h"

#include "common/button_actions.h"
#include "sandbox/sandbox_action_choices.h"
#include "sandbox/sandbox_session.h"
#include "common/qt_strings.h"
#include "fields/field_words.h"

#include "rulebench/sandbox/run_stop.h"

#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>

namespace rb {

namespace {
// Widgets side by side; buttons may shrink to their text, so the bar stays narrow.
QHBoxLayout* row(std::initializer_list<QWidget*> widgets)
{
    auto* layout = new QHBoxLayout;
    for (QWidget* w : widgets) {
        if (auto* button = qobject_cast<QPushButton*>(w))
            button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 24);
        layout->addWidget(w);
    }
    return layout;
}

// The words of `text` that `lines` lines of `width` hold, cut after a whole
// word with "…" when it needs more (all of it while there is no width yet).
QString wordsThatFit(const QString& text, const QFontMetrics& metrics, int width, int lines)
{
    const auto fits = [&](const QString& t) {
        return metrics.boundingRect(QRect(0, 0, width, lines * 100 * metrics.lineSpacing()), Qt::TextWordWrap, t).height()
               <= lines * metrics.lineSpacing();
    };
    if (width <= 0 || fits(text))
        return text;
    QStringList words = text.split(QLatin1Char(' '));
    while (words.size() > 1) {
        words.removeLast();
        const QString cut = words.join(QLatin1Char(' ')) + QChar(0x2026);
        if (fits(cut))
            return cut;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
}

// Why Step and Run are off once the world's run is won or lost; empty while it goes on.
QString runOver(const World& world)
{
    if (world.outcome() == World::Outcome::None)
        return {};
    const QString how = world.outcome() == World::Outcome::Victory ? RunBar::tr("won") : RunBar::tr("lost");
    return RunBar::tr("The run is over: %1 (%2).\nGo back a turn (Back, or an earlier turn on the plot or the "
                      "timeline) to play on.")
        .arg(how, toQ(whatEndedTheRun(world)));
}
// A swept path in the form's words: "statuses.bleeding.tick.amount" is
// "bleeding, tick, amount" (a list's entries count from 1 in the path, from 0 in a pointer).
QString sweptPlace(const QString& path)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() < 2)
        return path;
    QString pointer;
    for (const QString& part : parts.mid(2)) {
        bool number = false;
        const int n = part.toInt(&number);
        pointer += QLatin1Char('/') + (number && n >= 1 ? QString::number(n - 1) : part);
    }
    const QString words = placeInWords(parts[0], parts[1], pointer);
    return words.isEmpty() ? path : words;
}
} // namespace

RunBar::RunBar(SandboxSession* session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , back_(new QPushButton(tr("Back")))
    , step_(new QPushButton(tr("Step")))
    , forward_(new QPushButton(tr("Forward")))
    , turns_(new QSpinBox)
    , breakpoint_(new QLineEdit)
    , run_(new QPushButton(tr("Run")))
    , cancel_(new QPushButton(tr("Cancel")))
    , status_(new QLabel)
    , swept_(new QLabel)
    , aim_(new QLabel)
{
    configureControls();
    layOut();
    connect(step_, &QPushButton::clicked, session_, &SandboxSession::step);
    connect(back_, &QPushButton::clicked, session_, [this] { session_->back(1); });
    connect(forward_, &QPushButton::clicked, session_, &SandboxSession::forward);
    connect(run_, &QPushButton::clicked, session_, [this] {
        QString refusal;
        if (!session_->runInBackground(turns_->value(), breakpoint_->text(), &refusal) && !refusal.isEmpty())
            showStatus(tr("Breakpoint refused: %1. Nothing ran.").arg(refusal));
    });
    connect(breakpoint_, &QLineEdit::returnPressed, run_, &QPushButton::click);
    connect(cancel_, &QPushButton::clicked, session_, &SandboxSession::cancelRun);
    followSession();
    enableButtons();
}

// The turn count, the breakpoint and the keys, each told in its tooltip.
void RunBar::configureControls()
{
    turns_->setRange(1, 1'000'000);
    turns_->setValue(10);
    turns_->setSuffix(tr(" turns"));
    turns_->setMaximumWidth(110); // room for "10000 turns"; the controls stay narrow
    turns_->setToolTip(tr("Run at most this many turns"));
    breakpoint_->setPlaceholderText(tr("stop at, e.g. expired:scorched@hero, death@* or health@hero<10"));
    breakpoint_->setToolTip(tr("An event key with wildcards (* any run, ? any one, [abc] a set): the run stops after "
                               "the turn in which an event matched.\nOr a condition on the state, checked at the end "
                               "of each turn: health@hero<10, stacks:stoneskin@droid>=3, turns:scorched@hero<=1 "
                               "(<, <=, >, >=, ==, !=; * for any actor, the dead too)."));
    breakpoint_->setClearButtonEnabled(true);
    // Keys for the loop a designer lives in, as actions (the Sandbox menu's,
    // so they work whichever view shows), named in each tooltip (Step's and
    // Run's set with whether they are on). Esc also stops a run while the bar shows.
    backAction_ = buttonAction(back_, tr("&Back"), QKeySequence(Qt::SHIFT | Qt::Key_F10), this, tr("Go back one turn"));
    stepAction_ = buttonAction(step_, tr("&Step"), QKeySequence(Qt::Key_F10), this);
    forwardAction_ = buttonAction(forward_, tr("&Forward"), QKeySequence(Qt::CTRL | Qt::Key_F10), this,
                                  tr("Replay the next turn already played"));
    runAction_ = buttonAction(run_, tr("&Run"), QKeySequence(Qt::Key_F5), this);
    cancelAction_ = buttonAction(cancel_, tr("&Cancel Run"), QKeySequence(Qt::SHIFT | Qt::Key_F5), this);
    cancel_->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel_->setToolTip(tr("Stop the run (Esc, or %1 from any view)").arg(cancelAction_->shortcut().toString(QKeySequence::NativeText)));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    swept_->setWordWrap(true);
    swept_->setStyleSheet(QStringLiteral("font-weight: bold"));
    swept_->setVisible(false);
    aim_->setWordWrap(true);
    aim_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Two lines whatever it says, armed (bold) or not: nothing under it moves.
    QFont bold = aim_->font();
    bold.setBold(true);
    aim_->setFixedHeight(kAimLines * std::max(aim_->fontMetrics().lineSpacing(), QFontMetrics(bold).lineSpacing()));
    aim_->installEventFilter(this); // a new width fits the text again
    showAim({});
}

void RunBar::layOut()
{
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(row({back_, step_, forward_}));
    form->addRow(row({turns_, run_, cancel_}));
    form->addRow(tr("Breakpoint"), breakpoint_);
    form->addRow(swept_);
    form->addRow(aim_);
    form->addRow(status_);
}

// The status line and the buttons follow what the session does.
void RunBar::followSession()
{
    connect(session_, &SandboxSession::opened, this, [this] {
        enableButtons();
        showSwept();
        const Session& s = *session_->session();
        showStatus(tr("Scenario ready: %1; the script runs to turn %2.")
                       .arg(counted(static_cast<long long>(s.world().actors().size()), tr("actor"), tr("actors")))
                       .arg(s.script().lastTurn()));
    });
    connect(session_, &SandboxSession::turnsChanged, this, [this] {
        enableButtons();
        showTurn();
    });
    connect(session_, &SandboxSession::queueChanged, this, &RunBar::describeQueue);
    connect(session_, &SandboxSession::runFinished, this,
            [this](qint64, bool, bool, bool, const QString& why) { showStatus(why); });
    connect(session_, &SandboxSession::contentProblemChanged, this, [this](const QString& problem) {
        if (!problem.isEmpty())
            showStatus(problem);
    });
    connect(session_, &SandboxSession::definitionsChanged, this, [this] {
        enableButtons();
        showSwept(); // a rename may have renamed what is swept
        showStatus(tr("Replayed with the edited content to turn %1.").arg(session_->turn()));
    });
    auto* progress = new QTimer(this);
    progress->setInterval(100);
    connect(progress, &QTimer::timeout, this, [this] {
        showStatus(tr("Running... %1 done").arg(counted(session_->runProgress(), tr("turn"), tr("turns"))));
    });
    connect(session_, &SandboxSession::runningChanged, this, [this, progress](bool running) {
        enableButtons();
        if (running)
            progress->start();
        else
            progress->stop();
    });
}

void RunBar::showStatus(const QString& text)
{
    status_->setText(text);
    aboutQueue_ = false;
}

void RunBar::showQueueStatus(const QString& text)
{
    status_->setText(text);
    aboutQueue_ = true;
}

// The queue as it stands, in place of a text about it that is no longer true.
void RunBar::describeQueue()
{
    const Session* s = session_->session();
    if (!aboutQueue_ || !s)
        return;
    QStringList actions;
    for (const ActionSpec& spec : s->queued())
        actions << actionText(spec);
    showQueueStatus(actions.isEmpty() ? tr("Nothing queued for turn %1.").arg(s->turn() + 1)
                                      : tr("Queued for turn %1: %2.").arg(s->turn() + 1).arg(actions.join(QStringLiteral("; "))));
}

QString RunBar::statusText() const { return status_->text(); }

void RunBar::showAim(const QString& text)
{
    aimWords_ = text.isEmpty() ? tr("A click on the map inspects what stands there.") : text;
    QFont font = aim_->font();
    font.setBold(!text.isEmpty());
    aim_->setFont(font);
    aim_->setStyleSheet(text.isEmpty() ? QStringLiteral("color: palette(mid)") : QStringLiteral("color: #b05a00"));
    fitAim();
}

// As much of the aim as its two lines hold; the whole of it in the tooltip when cut.
void RunBar::fitAim()
{
    const QString shown = wordsThatFit(aimWords_, aim_->fontMetrics(), aim_->contentsRect().width(), kAimLines);
    aim_->setText(shown);
    aim_->setToolTip(shown == aimWords_ ? QString() : aimWords_);
}

bool RunBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == aim_ && event->type() == QEvent::Resize)
        fitAim();
    return QWidget::eventFilter(watched, event);
}

QString RunBar::aimText() const { return aimWords_; }

QString RunBar::aimShown() const { return aim_->text(); }

QList<QAction*> RunBar::keyActions() const { return {stepAction_, backAction_, forwardAction_, runAction_, cancelAction_}; }

QString RunBar::sweptText() const { return swept_->isVisibleTo(this) ? swept_->text() : QString(); }

void RunBar::showSwept()
{
    const std::optional<SweptValue>& s = session_->swept();
    swept_->setVisible(s.has_value());
    if (!s)
        return;
    swept_->setText(tr("Run %1 of the sweep: %2 = %3").arg(s->run).arg(sweptPlace(s->path), s->value));
    swept_->setToolTip(tr("This run plays the content as it stands with %1 set to %2, as the batch played it; "
                          "edits replay with it still set. Open the scenario again to play the content without it.")
                           .arg(s->path, s->value));
}

void RunBar::enableButtons()
{
    const Session* s = session_->session();
    const bool idle = s && !session_->isRunning();
    // After a victory or a defeat nothing is left to play: only going back.
    const QString over = s ? runOver(s->world()) : QString();
    cancel_->setEnabled(session_->isRunning()); // first: a Run pressed by key hands the keyboard to Cancel
    back_->setEnabled(idle && s->turn() > s->startTurn());
    step_->setEnabled(idle && over.isEmpty());
    forward_->setEnabled(idle && s->canForward());
    run_->setEnabled(idle && over.isEmpty());
    step_->setToolTip(over.isEmpty() ? withKey(stepAction_, tr("Play one turn")) : over);
    run_->setToolTip(over.isEmpty() ? withKey(runAction_, tr("Run the turns, or until the breakpoint")) : over);
}

void RunBar::showTurn()
{
    // A scenario resumed from play state starts past turn 0 with no report.
    const Session& s = *session_->session();
    const TurnReport* last = s.lastReport();
    if (!last) { // back at the start, or a resumed scenario's first turn: no turn played to speak of
        showStatus(s.turn() == s.startTurn() ? tr("Turn %1: the start, nothing played yet.").arg(s.turn())
                                             : tr("Turn %1.").arg(s.turn()));
        return;
    }
    QString text = tr("Turn %1: %2.").arg(last->turn).arg(counted(static_cast<long long>(last->events.size()), tr("event"), tr("events")));
    if (s.world().outcome() != World::Outcome::None)
        text += QLatin1Char(' ')
                + (s.world().outcome() == World::Outcome::Victory ? tr("The run is won: %1.") : tr("The run is lost: %1."))
                      .arg(toQ(whatEndedTheRun(s.world())));
    showStatus(text);
}

} // namespace rb
