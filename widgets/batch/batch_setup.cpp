#include "batch/batch_setup.h"

#include "common/qt_strings.h"

#include "rulebench/definitions/definitions.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {
const QStringList kFirstMeasures = {QStringLiteral("won"), QStringLiteral("lost"), QStringLiteral("turn:death@*")};

// A button that may shrink to its text, so the form leaves the charts their room at 1280x800.
void narrow(QPushButton* button)
{
    button->setMinimumWidth(button->fontMetrics().horizontalAdvance(button->text()) + 24);
    button->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
}
} // namespace

BatchSetupForm::BatchSetupForm(QWidget* parent)
    : QWidget(parent), scenario_(new QLineEdit), picker_(new QComboBox), list_(new QListWidget), runs_(new QSpinBox),
      turns_(new QSpinBox), seed_(new QLineEdit), until_(new QLineEdit), vary_(new QLineEdit),
      start_(new QPushButton(tr("Start"))), cancel_(new QPushButton(tr("Cancel"))), progress_(new QProgressBar),
      status_(new QLabel), problems_(new QLabel), startWhy_(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* scenarioRow = new QHBoxLayout;
    scenario_->setPlaceholderText(tr("a .scenario.json to play"));
    scenario_->setToolTip(tr("The scenario the batch plays, with the open content's unsaved text when it names that file"));
    auto* browse = new QPushButton(tr("Browse…"));
    scenarioRow->addWidget(scenario_, 1);
    narrow(browse);
    scenarioRow->addWidget(browse);
    layout->addWidget(new QLabel(tr("Scenario")));
    layout->addLayout(scenarioRow);
    layout->addWidget(buildMeasures(), 1);
    layout->addWidget(buildPlan());
    problems_->setWordWrap(true);
    problems_->setStyleSheet(QStringLiteral("color: #b03020"));
    problems_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(problems_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(start_);
    buttons->addWidget(cancel_);
    startWhy_->setWordWrap(true);
    startWhy_->setStyleSheet(QStringLiteral("color: #b03020"));
    buttons->addWidget(startWhy_, 1);
    layout->addLayout(buttons);
    layout->addWidget(progress_);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    cancel_->setEnabled(false);
    progress_->setFormat(tr("%v of %m runs"));
    connect(scenario_, &QLineEdit::editingFinished, this, [this] { emit scenarioChosen(scenario()); });
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Scenario to play"), scenario(),
                                                          tr("Rulebench scenarios (*.scenario.json);;All files (*)"));
        if (!path.isEmpty()) {
            scenario_->setText(path);
            emit scenarioChosen(path);
        }
    });
    connect(start_, &QPushButton::clicked, this, &BatchSetupForm::startRequested);
    connect(cancel_, &QPushButton::clicked, this, &BatchSetupForm::cancelRequested);
}

// The list of measures, the picker with suggestions, Add and Remove.
QWidget* BatchSetupForm::buildMeasures()
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Measures (double-click one to edit it)")));
    list_->setToolTip(tr("turn:KEY (the turn it first happened), count:KEY (how many), sum:KEY (their amounts), "
                         "value:STAT@ACTOR (at the end), done:QUEST, won, lost (1 or 0).\nA measure happens in a "
                         "run when it is present (turn:, value:), not 0 (count:, sum:) or 1 (done:, won, lost)."));
    layout->addWidget(list_, 1);
    auto* row = new QHBoxLayout;
    picker_->setEditable(true);
    picker_->setInsertPolicy(QComboBox::NoInsert);
    picker_->lineEdit()->setPlaceholderText(tr("a measure, or pick one"));
    picker_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    picker_->setMinimumContentsLength(12);
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    row->addWidget(picker_, 1);
    for (QPushButton* b : {add, remove}) {
        narrow(b);
        row->addWidget(b);
    }
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] { addMeasure(picker_->currentText()); });
    connect(picker_->lineEdit(), &QLineEdit::returnPressed, this, [this] { addMeasure(picker_->currentText()); });
    connect(remove, &QPushButton::clicked, this, [this] {
        delete list_->currentItem();
        check();
    });
    connect(list_, &QListWidget::itemChanged, this, [this] { check(); });
    return box;
}

// Runs, turns, seed, until and the sweep.
QWidget* BatchSetupForm::buildPlan()
{
    auto* box = new QWidget;
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    runs_->setRange(1, 1'000'000);
    runs_->setValue(1000);
    runs_->setGroupSeparatorShown(true);
    turns_->setRange(0, 1'000'000);
    turns_->setValue(50);
    turns_->setToolTip(tr("A run goes until the breakpoint, a victory or a defeat, or this many turns"));
    seed_->setPlaceholderText(tr("the scenario's"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,16}")), seed_));
    seed_->setToolTip(tr("The batch's seed; run i plays with a seed mixed from it and i"));
    until_->setPlaceholderText(tr("e.g. death@king"));
    until_->setToolTip(tr("A breakpoint that ends a run: an event key or a condition such as health@hero<10"));
    vary_->setPlaceholderText(tr("e.g. statuses.bleeding.tick.amount=1..4"));
    vary_->setToolTip(tr("A sweep: a content path and values (A..B or A,B,C); the batch plays once per value"));
    form->addRow(tr("Runs"), runs_);
    form->addRow(tr("Turns at most"), turns_);
    form->addRow(tr("Seed"), seed_);
    form->addRow(tr("Until"), until_);
    form->addRow(tr("Sweep"), vary_);
    connect(vary_, &QLineEdit::textChanged, this, [this] { check(); });
    return box;
}

void BatchSetupForm::setScenario(const QString& path, const Session* start, const QStringList& problems)
{
    scenario_->setText(path);
    session_.reset();
    if (start)
        session_.emplace(*start);
    scenarioProblems_ = problems;
    const QString typed = picker_->currentText();
    picker_->clear();
    picker_->addItems(suggestions());
    picker_->setEditText(typed);
    if (list_->count() == 0 && start)
        setMeasures(kFirstMeasures);
    check();
}

QStringList BatchSetupForm::suggestions() const
{
    QStringList out = kFirstMeasures;
    if (!session_)
        return out;
    const Definitions& defs = *session_->definitions();
    for (const WorldActor& a : session_->world().actors()) {
        const QString id = toQ(a.id);
        out << QStringLiteral("turn:death@") + id;
        for (const StatDef& s : defs.stats)
            out << QStringLiteral("value:%1@%2").arg(toQ(s.name), id);
        out << QStringLiteral("sum:damage*@") + id << QStringLiteral("sum:mended*@") + id;
    }
    for (const QuestDef& q : defs.quests)
        out << QStringLiteral("done:") + toQ(q.name);
    return out;
}

QString BatchSetupForm::scenario() const { return scenario_->text().trimmed(); }

void BatchSetupForm::addMeasure(const QString& text)
{
    if (text.trimmed().isEmpty() || measures().contains(text.trimmed()))
        return;
    auto* item = new QListWidgetItem(text.trimmed());
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    list_->addItem(item);
    picker_->setEditText(QString());
    check();
}

void BatchSetupForm::setMeasures(const QStringList& measures)
{
    list_->clear();
    for (const QString& m : measures)
        addMeasure(m);
    check();
}

QStringList BatchSetupForm::measures() const
{
    QStringList out;
    for (int i = 0; i < list_->count(); ++i)
        if (const QString m = list_->item(i)->text().trimmed(); !m.isEmpty())
            out << m;
    return out;
}

// Marks each measure that does not read against the scenario, with the core's reason.
void BatchSetupForm::check()
{
    QStringList problems = scenarioProblems_;
    const QSignalBlocker quiet(list_);
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        const QString why = session_ ? BatchJob::measureProblem(item->text(), *session_) : QString();
        item->setForeground(why.isEmpty() ? palette().text() : QBrush(QColor(176, 48, 32)));
        item->setToolTip(why);
        if (!why.isEmpty())
            problems << tr("%1: %2").arg(item->text(), why);
    }
    if (session_ && list_->count() == 0)
        problems << tr("Add a measure to start.");
    if (!session_ && problems.isEmpty())
        problems << tr("No scenario to play yet: open or make one (File > Open Scenario, File > New Scenario), "
                       "or choose its file with Browse….");
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    const bool running = cancel_->isEnabled();
    start_->setEnabled(session_.has_value() && problems.isEmpty() && !running);
    startWhy_->setText(running || start_->isEnabled() ? QString() : whyNotStart(problems));
    start_->setToolTip(startWhy_->text().isEmpty() ? tr("Play the batch") : problems.join(QLatin1Char('\n')));
}

// The few words beside Start; the whole reasons are above it.
QString BatchSetupForm::whyNotStart(const QStringList& problems) const
{
    if (!session_ && scenario().isEmpty()) // none, or one with no file yet (the reason above says so)
        return scenarioProblems_.isEmpty() ? tr("No scenario yet") : tr("Save the scenario first");
    if (!session_)
        return tr("The scenario cannot play (above)");
    if (list_->count() == 0)
        return tr("Add a measure");
    return problems.size() == 1 ? tr("One problem above") : tr("%1 problems above").arg(problems.size());
}

bool BatchSetupForm::measuresValid() const { return problems_->text().isEmpty(); }

BatchSetup BatchSetupForm::setup() const
{
    BatchSetup s;
    s.scenario = scenario();
    s.plan.runs = runs_->value();
    s.plan.turns = turns_->value();
    s.plan.until = fromQ(until_->text().trimmed());
    for (const QString& m : measures())
        s.plan.measures.push_back(fromQ(m));
    if (!seed_->text().isEmpty())
        s.seed = seed_->text().toULongLong();
    s.vary = vary_->text().trimmed();
    return s;
}

void BatchSetupForm::setRunning(bool running)
{
    cancel_->setEnabled(running);
    start_->setEnabled(!running);
    if (!running)
        check();
    else
        startWhy_->clear();
}

void BatchSetupForm::setProgress(qint64 done, qint64 total)
{
    // A progress bar counts in int: scale a batch beyond it.
    const qint64 scale = total > 1'000'000'000 ? total / 1'000'000 : 1;
    progress_->setMaximum(static_cast<int>(std::max<qint64>(1, total / scale)));
    progress_->setValue(static_cast<int>(done / scale));
}

void BatchSetupForm::setStatus(const QString& text) { status_->setText(text); }

} // namespace rb
