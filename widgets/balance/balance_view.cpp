#include "balance/balance_view.h"

#include "balance/balance_charts.h"
#include "balance/balance_report.h"
#include "balance/balance_tables.h"
#include "batch/batch_setup.h"
#include "common/chart_export.h"
#include "common/prompts.h"
#include "common/qt_strings.h"
#include "common/whole_file.h"
#include "document/content_commands.h"
#include "document/content_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <thread>

namespace rb {

namespace {
// A button as narrow as its text, so the form leaves the results their room at 1280x800.
QPushButton* narrowButton(const QString& text)
{
    auto* button = new QPushButton(text);
    button->setMinimumWidth(button->fontMetrics().horizontalAdvance(text) + 24);
    button->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    return button;
}

QLabel* wrapped(const QString& text = {})
{
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void setProgress(QProgressBar* bar, qint64 done, qint64 total)
{
    bar->setMaximum(static_cast<int>(std::clamp<qint64>(total, 1, 1'000'000'000)));
    bar->setValue(static_cast<int>(std::min<qint64>(done, bar->maximum())));
}

void showProblems(QLabel* label, const QStringList& problems)
{
    label->setStyleSheet(QStringLiteral("color: #b03020"));
    label->setText(problems.join(QLatin1Char('\n')));
}

void showStatus(QLabel* label, const QString& text)
{
    label->setStyleSheet(QString());
    label->setText(text);
}

// A widget in a frameless area that scrolls up and down, never sideways.
QScrollArea* scrolledDown(QWidget* widget)
{
    auto* area = new QScrollArea;
    area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

QString fileName(const std::string& path) { return QFileInfo(toQ(path)).fileName(); }
} // namespace

BalanceView::BalanceView(ContentDocument* document, BatchSetupForm* setup, QWidget* parent)
    : QWidget(parent), document_(document), setup_(setup), comparisonJob_(new BalanceJob(this)),
      studyJob_(new BalanceJob(this)), editSettle_(new QTimer(this)), plays_(wrapped()),
      savedFile_(new QRadioButton(tr("its saved file"))), otherFile_(new QRadioButton(tr("another file:"))),
      otherPath_(new QLineEdit), afterEachEdit_(new QCheckBox(tr("Compare again after each edit"))),
      compare_(new QPushButton(tr("Compare"))), stop_(narrowButton(tr("Stop"))), comparisonProgress_(new QProgressBar), comparisonStatus_(wrapped()),
      comparisonHeading_(wrapped()), report_(new QPushButton(tr("Report…"))), comparisonTable_(new ComparisonTable), tuneField_(new QComboBox),
      tuneFrom_(new QSpinBox), tuneTo_(new QSpinBox), tuneMeasure_(new QComboBox), tuneTarget_(new QDoubleSpinBox),
      tune_(new QPushButton(tr("Tune"))), rank_(new QPushButton(tr("Rank every number"))),
      cancel_(new QPushButton(tr("Cancel"))), studyProgress_(new QProgressBar), studyStatus_(wrapped()),
      tuneProgress_(new QProgressBar), tuneCancel_(new QPushButton(tr("Cancel"))), tuneStatus_(wrapped()),
      tabs_(new QTabWidget), tuneAnswer_(wrapped()), useValue_(narrowButton(tr("Use this value"))),
      tuneChart_(new TuneChart), effectsMeasure_(new QComboBox), effectsChart_(new EffectsChart),
      effectsTable_(new EffectsTable), coverageLabel_(wrapped()),
      onlyNeverUsed_(new QCheckBox(tr("Only those never used"))), coverageTable_(new CoverageTable)
{
    auto* form = new QWidget;
    auto* column = new QVBoxLayout(form);
    column->setContentsMargins(4, 4, 4, 4);
    auto* setupRow = new QHBoxLayout;
    auto* setupButton = narrowButton(tr("Batch setup…"));
    setupButton->setToolTip(tr("The scenario, runs, turns, seed and measures are the Batch tab's"));
    setupRow->addWidget(new QLabel(tr("<b>Plays</b>")), 1);
    setupRow->addWidget(setupButton);
    column->addLayout(setupRow);
    column->addWidget(plays_);
    column->addWidget(buildComparison());
    column->addWidget(buildTune());
    column->addWidget(buildRanking());
    column->addStretch(1);
    connect(setupButton, &QPushButton::clicked, this, &BalanceView::setupRequested);

    QScrollArea* formArea = scrolledDown(form);
    formArea->setMinimumWidth(form->minimumSizeHint().width() + 16); // never cut off sideways
    // The results scroll too when the window is short, so the Balance tab never
    // makes the centre taller than the other tabs need (the docks keep their height).
    QScrollArea* resultsArea = scrolledDown(buildResults());
    auto* whole = new QSplitter(Qt::Horizontal);
    whole->addWidget(formArea);
    whole->addWidget(resultsArea);
    whole->setStretchFactor(1, 1);
    whole->setSizes({320, 900});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(whole);
    editSettle_->setSingleShot(true);
    editSettle_->setInterval(400); // a burst of typing plays once, at its end
    connectParts();
}

// Compare with the saved file or another, after each edit or now, and how far it is.
QWidget* BalanceView::buildComparison()
{
    auto* box = new QGroupBox(tr("Compare the open content with"));
    auto* layout = new QVBoxLayout(box);
    savedFile_->setChecked(true);
    savedFile_->setToolTip(tr("Before: the content file as last saved; after: the open content with its unsaved edits"));
    layout->addWidget(savedFile_);
    auto* otherRow = new QHBoxLayout;
    auto* browse = narrowButton(tr("Browse…"));
    otherPath_->setPlaceholderText(tr("a .rules.json"));
    otherPath_->setToolTip(tr("Before: this content file played in the scenario instead of its own"));
    otherRow->addWidget(otherFile_);
    otherRow->addWidget(otherPath_, 1);
    otherRow->addWidget(browse);
    layout->addLayout(otherRow);
    afterEachEdit_->setChecked(true);
    afterEachEdit_->setToolTip(tr("Once compared, every edit plays the comparison again; a newer edit stops the one under way"));
    layout->addWidget(afterEachEdit_);
    // Compare on its own row and the count under it beside Stop, as Tune and the
    // ranking have theirs: squeezed between the two buttons, "1000 of 1000 runs" was cut.
    layout->addWidget(compare_);
    auto* row = new QHBoxLayout;
    row->addWidget(comparisonProgress_, 1);
    row->addWidget(stop_);
    stop_->setEnabled(false);
    stop_->setToolTip(tr("Stop the comparison, and the playing again after edits until Compare is clicked"));
    layout->addLayout(row);
    comparisonProgress_->setFormat(tr("%v of %m runs"));
    layout->addWidget(comparisonStatus_);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Content to compare with"), otherPath_->text(),
                                                          tr("Rulebench content (*.rules.json);;All files (*)"));
        if (path.isEmpty())
            return;
        otherPath_->setText(path);
        otherFile_->setChecked(true);
    });
    connect(otherPath_, &QLineEdit::textEdited, this, [this] { otherFile_->setChecked(true); });
    return box;
}

// The number to tune, its range, the measure and its target.
QWidget* BalanceView::buildTune()
{
    auto* box = new QGroupBox(tr("Tune a number"));
    auto* form = new QFormLayout(box);
    tuneField_->setEditable(true);
    tuneField_->setInsertPolicy(QComboBox::NoInsert);
    tuneField_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    tuneField_->setMinimumContentsLength(14);
    tuneField_->lineEdit()->setPlaceholderText(tr("pick one, or type its path"));
    tuneField_->setToolTip(tr("A whole number of the open content, named as for a sweep"));
    for (QSpinBox* b : {tuneFrom_, tuneTo_})
        b->setRange(-1'000'000, 1'000'000);
    auto* range = new QHBoxLayout;
    range->addWidget(tuneFrom_, 1);
    range->addWidget(new QLabel(tr("to")));
    range->addWidget(tuneTo_, 1);
    tuneMeasure_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    tuneMeasure_->setMinimumContentsLength(12);
    tuneTarget_->setRange(-1e9, 1e9);
    tuneTarget_->setDecimals(3);
    tuneTarget_->setToolTip(tr("The mean of the measure wanted"));
    form->addRow(tr("Number"), tuneField_);
    form->addRow(tr("From"), range);
    form->addRow(tr("Measure"), tuneMeasure_);
    form->addRow(tr("Target mean"), tuneTarget_);
    form->addRow(QString(), tune_);
    tune_->setToolTip(tr("The value in the range whose mean is nearest the target, found by halving the range"));
    // Its own progress and word, in its own box (the ranking has its own below).
    auto* row = new QHBoxLayout;
    row->addWidget(tuneProgress_, 1);
    row->addWidget(tuneCancel_);
    tuneCancel_->setEnabled(false);
    form->addRow(row);
    form->addRow(tuneStatus_);
    return box;
}

// Rank the numbers, and the progress of a tuning or a ranking.
QWidget* BalanceView::buildRanking()
{
    auto* box = new QGroupBox(tr("Which numbers matter?"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("Each number one step up (a die more for a roll), played on the same seeds.")));
    layout->addWidget(rank_);
    auto* row = new QHBoxLayout;
    row->addWidget(studyProgress_, 1);
    row->addWidget(cancel_);
    layout->addLayout(row);
    layout->addWidget(studyStatus_);
    cancel_->setEnabled(false);
    return box;
}

// The comparison above; the tuning, the ranking and the coverage in tabs below.
QWidget* BalanceView::buildResults()
{
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    comparisonHeading_->setText(tr("Compare to see each measure before and after the edits."));
    auto* headingRow = new QHBoxLayout;
    headingRow->addWidget(comparisonHeading_, 1);
    report_->setToolTip(tr("Save the comparison and the tuning or ranking shown as one web page to share: what was "
                           "played, each mean with its interval in words, the charts, the commands that replay runs"));
    headingRow->addWidget(report_);
    topLayout->addLayout(headingRow);
    topLayout->addWidget(comparisonTable_, 1);

    auto* tunePage = new QWidget;
    auto* tuneLayout = new QVBoxLayout(tunePage);
    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(tuneAnswer_, 1);
    useValue_->setToolTip(tr("Set the number to the best value in the open content (Undo takes it back)"));
    useValue_->setEnabled(false);
    answerRow->addWidget(useValue_);
    answerRow->addWidget(chartButton(true));
    tuneLayout->addLayout(answerRow);
    tuneLayout->addWidget(tuneChart_, 1);

    auto* effectsPage = new QWidget;
    auto* effectsLayout = new QVBoxLayout(effectsPage);
    auto* measureRow = new QHBoxLayout;
    measureRow->addWidget(new QLabel(tr("Chart the change in")));
    effectsMeasure_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    measureRow->addWidget(effectsMeasure_);
    measureRow->addStretch(1);
    measureRow->addWidget(chartButton(false));
    effectsLayout->addLayout(measureRow);
    auto* effectsSplit = new QSplitter(Qt::Vertical);
    effectsSplit->addWidget(effectsChart_);
    effectsSplit->addWidget(effectsTable_);
    effectsSplit->setStretchFactor(0, 2); // the chart's bars first; the table scrolls
    effectsSplit->setStretchFactor(1, 1);
    effectsLayout->addWidget(effectsSplit, 1);

    auto* coveragePage = new QWidget;
    auto* coverageLayout = new QVBoxLayout(coveragePage);
    coverageLabel_->setText(tr("Compare to count what the open content uses."));
    auto* coverageRow = new QHBoxLayout;
    coverageRow->addWidget(coverageLabel_, 1);
    coverageRow->addWidget(onlyNeverUsed_);
    coverageLayout->addLayout(coverageRow);
    coverageLayout->addWidget(coverageTable_, 1);

    tabs_->setDocumentMode(true);
    tabs_->addTab(tunePage, tr("Tune"));
    tabs_->addTab(effectsPage, tr("Which numbers matter"));
    tabs_->addTab(coveragePage, tr("Coverage"));
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(tabs_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    return split;
}

// The children outlive this class's part of the object (QWidget deletes
// them later), and the number box's line edit says "editing finished" as
// it loses the focus then: nothing of theirs may reach this any more.
BalanceView::~BalanceView()
{
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
}

QPushButton* BalanceView::chartButton(bool tune)
{
    auto* button = new QPushButton(tr("Save chart…"));
    button->setToolTip(tune ? tr("Save the values tried and the target as SVG (sharp at any size), PNG or PDF")
                            : tr("Save the ranking shown as SVG (sharp at any size), PNG or PDF"));
    connect(button, &QPushButton::clicked, this, [this, tune] {
        const QString start = dialogStart(setup_->scenario(), suggestedChartName(tune) + QStringLiteral(".svg"));
        const QString path = askExportPath(this, tr("Save chart"), start, chartFilters());
        if (!path.isEmpty() && !(tune ? exportTuneChart(path) : exportEffectsChart(path)))
            studyStatus_->setText(tr("Could not write %1").arg(path));
    });
    return button;
}

bool BalanceView::exportTuneChart(const QString& path) const { return saveChart(tuneChart_, path); }

bool BalanceView::exportEffectsChart(const QString& path) const { return saveChart(effectsChart_, path); }

QString BalanceView::suggestedChartName(bool tune) const
{
    const QString what = tune ? QStringLiteral("tune-") + tuneField_->currentText().section(QLatin1Char('.'), -1) + QLatin1Char('-')
                                    + tuneMeasure_->currentText()
                              : QStringLiteral("numbers-") + effectsMeasure_->currentText();
    QString name = siblingName(setup_->scenario(), QLatin1Char('-') + what, what);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.]+")), QStringLiteral("-"));
    return name;
}

bool BalanceView::exportReport(const QString& path)
{
    std::string why;
    const std::optional<std::string> page = balanceReport(comparisonJob_->outcome().get(), studyJob_->outcome().get(), why);
    const QString failed = page ? writeWholeFile(path, QByteArray::fromStdString(*page)) : toQ(why);
    if (!failed.isEmpty())
        comparisonStatus_->setText(tr("No report written: %1").arg(failed));
    return failed.isEmpty();
}

void BalanceView::connectParts()
{
    connect(compare_, &QPushButton::clicked, this, &BalanceView::compare);
    connect(report_, &QPushButton::clicked, this, [this] {
        const QString scenario = setup_->scenario();
        const QString name = siblingName(scenario, QStringLiteral("-balance-report"), QStringLiteral("balance-report"));
        const QString filter = tr("Web pages (*.html)");
        const QString path =
            askExportPath(this, tr("Save report"), withFilterExtension(dialogStart(scenario, name), filter), filter);
        if (!path.isEmpty())
            exportReport(path);
    });
    connect(tune_, &QPushButton::clicked, this, &BalanceView::tune);
    connect(rank_, &QPushButton::clicked, this, &BalanceView::rankNumbers);
    connect(cancel_, &QPushButton::clicked, this, &BalanceView::cancel);
    connect(tuneCancel_, &QPushButton::clicked, this, &BalanceView::cancel);
    connect(stop_, &QPushButton::clicked, this, &BalanceView::stopComparing);
    connect(tuneField_, &QComboBox::activated, this, &BalanceView::fieldChosen);
    connect(tuneField_->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        if (const int typed = tuneField_->findText(tuneField_->currentText().trimmed()); typed >= 0)
            fieldChosen(typed); // a path typed out sets its range as a pick does
    });
    connect(useValue_, &QPushButton::clicked, this, &BalanceView::useTunedValue);
    connect(onlyNeverUsed_, &QCheckBox::toggled, coverageTable_, &CoverageTable::showOnlyNeverUsed);
    connect(effectsMeasure_, &QComboBox::currentIndexChanged, this, &BalanceView::showEffects);
    connect(comparisonJob_, &BalanceJob::progressed, this,
            [this](qint64 done, qint64 total) { setProgress(comparisonProgress_, done, total); });
    connect(studyJob_, &BalanceJob::progressed, this,
            [this](qint64 done, qint64 total) { setProgress(tuning_ ? tuneProgress_ : studyProgress_, done, total); });
    connect(comparisonJob_, &BalanceJob::finished, this, &BalanceView::showComparison);
    connect(studyJob_, &BalanceJob::finished, this, &BalanceView::showStudy);
    connect(document_, &ContentDocument::changed, this, &BalanceView::editMade);
    connect(document_, &ContentDocument::modifiedChanged, this, &BalanceView::editMade); // saved: nothing differs
    connect(editSettle_, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh(); // else when shown: its lists are of every number in the content

        if (comparing_ && afterEachEdit_->isChecked())
            compare();
    });
}

void BalanceView::showEvent(QShowEvent* event)
{
    refresh(); // the Batch tab's setup may have changed
    QWidget::showEvent(event);
}

void BalanceView::editMade() { editSettle_->start(); }

void BalanceView::refresh()
{
    const BatchSetup s = setup_->setup();
    QStringList measures;
    for (const std::string& m : s.plan.measures)
        measures << toQ(m);
    plays_->setText(s.scenario.isEmpty()
                        ? tr("No scenario yet: choose one in the Batch tab.")
                        : tr("%1: %2 of at most %3 turns from %4; measures %5.")
                              .arg(QFileInfo(s.scenario).fileName(), counted(s.plan.runs, tr("run"), tr("runs")))
                              .arg(s.plan.turns)
                              .arg(s.seed ? tr("seed %1").arg(*s.seed) : tr("the scenario's seed"),
                                   measures.isEmpty() ? tr("none") : measures.join(QStringLiteral(", "))));
    plays_->setToolTip(s.scenario);
    const QString measure = tuneMeasure_->currentText();
    tuneMeasure_->clear();
    tuneMeasure_->addItems(measures);
    if (measures.contains(measure))
        tuneMeasure_->setCurrentText(measure);
    // The whole numbers of the open content, as a sweep names them, each with its value now.
    const QString typed = tuneField_->currentText();
    const QSignalBlocker quiet(tuneField_);
    tuneField_->clear();
    const QByteArray text = document_->currentBytes();
    for (const NumberField& f : wholeNumberFields(std::string(text.constData(), static_cast<std::size_t>(text.size())))) {
        tuneField_->addItem(toQ(f.vary.path), QVariant::fromValue(toQ(f.from).toLongLong()));
        tuneField_->setItemData(tuneField_->count() - 1, tr("%1 in %2, now %3").arg(toQ(f.name), toQ(f.section), toQ(f.from)),
                                Qt::ToolTipRole);
    }
    tuneField_->setEditText(typed);
}

// A number picked: a range about its value, wide enough to move the measure.
void BalanceView::fieldChosen(int index)
{
    if (tuneField_->itemText(index) == chosenField_)
        return; // the range set for it may have been changed since
    chosenField_ = tuneField_->itemText(index);
    const qint64 now = tuneField_->itemData(index).toLongLong();
    const qint64 reach = std::max<qint64>(2, std::abs(now) / 2);
    tuneFrom_->setValue(static_cast<int>(std::max<qint64>(0, now - reach)));
    tuneTo_->setValue(static_cast<int>(now + reach));
}

std::optional<BalanceInputs> BalanceView::inputs(QStringList& problems) const
{
    const BatchSetup s = setup_->setup();
    if (s.scenario.isEmpty())
        problems << tr("Choose a scenario in the Batch tab.");
    else if (s.plan.measures.empty())
        problems << tr("Add a measure in the Batch tab.");
    else if (!setup_->measuresValid())
        problems << tr("The Batch tab's setup has problems: fix them there.");
    if (otherFile_->isChecked() && otherPath_->text().trimmed().isEmpty())
        problems << tr("Choose the file to compare with.");
    if (!problems.isEmpty())
        return std::nullopt;
    BalanceInputs in;
    in.scenario = fromQ(s.scenario);
    in.documentPath = fromQ(document_->path());
    const QByteArray text = document_->currentBytes();
    in.documentText.assign(text.constData(), static_cast<std::size_t>(text.size()));
    if (otherFile_->isChecked())
        in.otherPath = fromQ(otherPath_->text().trimmed());
    in.plan = s.plan;
    in.plan.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    in.seed = s.seed;
    return in;
}

bool BalanceView::compare()
{
    QStringList problems;
    const std::optional<BalanceInputs> in = inputs(problems);
    if (!in) {
        showProblems(comparisonStatus_, problems);
        return false;
    }
    comparing_ = true;
    comparisonJob_->start([in = *in](std::stop_token stop, BalanceJob::Counter& done) {
        return compareContents(in, stop, done);
    }, 2 * in->plan.runs);
    stop_->setEnabled(true);
    showStatus(comparisonStatus_, tr("Comparing…"));
    return true;
}

bool BalanceView::startStudy(BalanceJob::Work work, std::int64_t total, const QString& unit, bool tuning)
{
    tuning_ = tuning;
    (tuning ? tuneProgress_ : studyProgress_)->setFormat(tr("%v of %m ") + unit);
    studyJob_->start(std::move(work), total);
    (tuning ? tuneCancel_ : cancel_)->setEnabled(true);
    showStatus(tuning ? tuneStatus_ : studyStatus_, tr("Playing…"));
    return true;
}

bool BalanceView::tune()
{
    QStringList problems;
    std::optional<BalanceInputs> in = inputs(problems);
    const TuneAsk ask{fromQ(tuneField_->currentText().trimmed()), tuneFrom_->value(), tuneTo_->value(),
                      fromQ(tuneMeasure_->currentText()), tuneTarget_->value()};
    if (ask.path.empty())
        problems << tr("Pick the number to tune.");
    if (ask.from >= ask.to)
        problems << tr("The range to tune goes from a smaller number to a greater one.");
    if (!problems.isEmpty()) {
        showProblems(tuneStatus_, problems);
        return false;
    }
    tabs_->setCurrentIndex(0);
    return startStudy([in = *in, ask](std::stop_token stop, BalanceJob::Counter& done) {
        return tuneNumber(in, ask, stop, done);
    }, tuneBatchLimit(ask.from, ask.to) * in->plan.runs, tr("runs (at most)"), true);
}

bool BalanceView::rankNumbers()
{
    QStringList problems;
    std::optional<BalanceInputs> in = inputs(problems);
    if (!in) {
        showProblems(studyStatus_, problems);
        return false;
    }
    const auto fields = static_cast<std::int64_t>(numberFields(OrderedJson::parse(in->documentText, nullptr, false)).size());
    tabs_->setCurrentIndex(1);
    return startStudy([in = *in](std::stop_token stop, BalanceJob::Counter& done) {
        return rb::rankNumbers(in, stop, done);
    }, fields, tr("numbers"), false);
}

void BalanceView::stopComparing()
{
    comparisonJob_->cancel();
    comparing_ = false; // until Compare is clicked again
}

void BalanceView::cancel() { studyJob_->cancel(); }

void BalanceView::showComparison()
{
    stop_->setEnabled(false);
    const std::shared_ptr<const BalanceOutcome> out = comparisonJob_->outcome();
    if (!out->problems.isEmpty()) {
        showProblems(comparisonStatus_, out->problems);
        return;
    }
    if (!out->comparison)
        return;
    const ContentComparison& c = *out->comparison;
    comparisonTable_->showComparison(c);
    const std::vector<MeasureComparison> all = c.compared();
    const auto changed = std::count_if(all.begin(), all.end(), [](const MeasureComparison& m) { return m.changed(); });
    const QString before = otherFile_->isChecked() ? fileName(c.ownContent) : tr("%1 as saved").arg(fileName(c.ownContent));
    comparisonHeading_->setText(tr("<b>Before</b>: %1. <b>After</b>: the open content%2. %3 played with each on the same seeds.")
                                    .arg(before.toHtmlEscaped(),
                                         document_->isModified() ? tr(" with its unsaved edits") : QString(),
                                         counted(static_cast<long long>(std::min(c.own.size(), c.other.size())),
                                                 tr("run"), tr("runs"))));
    if (out->cancelled)
        showStatus(comparisonStatus_, tr("Stopped: the table holds the runs both sides finished."));
    else if (changed == 0)
        showStatus(comparisonStatus_, tr("No measure changed detectably."));
    else
        showStatus(comparisonStatus_, tr("%1 of %2 changed.")
                                          .arg(changed)
                                          .arg(counted(static_cast<long long>(all.size()), tr("measure"), tr("measures"))));
    if (out->coverage) {
        coverageTable_->showCoverage(*out->coverage);
        coverageTable_->showOnlyNeverUsed(onlyNeverUsed_->isChecked());
        const auto never = static_cast<long long>(out->coverage->neverUsed().size());
        coverageLabel_->setText(tr("Over %1 of the open content: %2 of %3 definitions and triggers never used (shaded).")
                                    .arg(counted(out->coverage->runs, tr("run"), tr("runs")))
                                    .arg(never)
                                    .arg(out->coverage->size()));
    }
}

void BalanceView::showStudy()
{
    cancel_->setEnabled(false);
    tuneCancel_->setEnabled(false);
    QLabel* status = tuning_ ? tuneStatus_ : studyStatus_;
    const std::shared_ptr<const BalanceOutcome> out = studyJob_->outcome();
    if (!out->problems.isEmpty()) {
        showProblems(status, out->problems);
        return;
    }
    showStatus(status, out->cancelled ? tr("Cancelled.") : tr("Done."));
    if (out->tune) {
        tuneChart_->showTuning(out->tuneHeader, *out->tune);
        QString answer = toQ(tuneAnswer(out->tuneHeader, *out->tune)).trimmed();
        if (out->tune->answer)
            answer = tr("Best value: %1").arg(answer);
        tuneAnswer_->setText(answer);
        if (!out->cancelled)
            showStatus(tuneStatus_, answer); // the answer beside the question too
        useValue_->setEnabled(out->tune->answer.has_value());
    }
    if (out->effects) {
        const QString measure = effectsMeasure_->currentText();
        const QSignalBlocker quiet(effectsMeasure_);
        effectsMeasure_->clear();
        for (const std::string& m : out->sensitivityHeader.measures)
            effectsMeasure_->addItem(toQ(m));
        effectsMeasure_->setCurrentIndex(std::max(0, effectsMeasure_->findText(measure)));
        effectsTable_->showEffects(out->sensitivityHeader.measures, *out->effects);
        showEffects();
    }
}

void BalanceView::showEffects()
{
    const std::shared_ptr<const BalanceOutcome> out = studyJob_->outcome();
    if (!out || !out->effects || effectsMeasure_->currentIndex() < 0)
        return;
    effectsChart_->showEffects(*out->effects, static_cast<std::size_t>(effectsMeasure_->currentIndex()),
                               effectsMeasure_->currentText());
}

void BalanceView::useTunedValue()
{
    const std::shared_ptr<const BalanceOutcome> out = studyJob_->outcome();
    if (!out || !out->tune || !out->tune->answer)
        return;
    const std::int64_t value = out->tune->tried[*out->tune->answer].value;
    const QString label = tr("Set %1 to %2").arg(toQ(out->tuneHeader.path)).arg(value);
    std::string why;
    const std::optional<Vary> vary = parseVary(out->tuneHeader.path + "=" + std::to_string(value), why);
    const QByteArray bytes = document_->currentBytes();
    const std::string after = vary ? variedContent(bytes.toStdString(), *vary, OrderedJson(value), why) : std::string();
    if (after.empty()) {
        showProblems(tuneStatus_, {tr("%1: %2").arg(label, toQ(why))});
        return;
    }
    // One definition changed: its own edit, as the form makes; else the whole content.
    const std::string section = vary->segments.front();
    const Json was = Json::parse(bytes.toStdString(), nullptr, false).value(section, Json());
    const Json now = Json::parse(after, nullptr, false).value(section, Json());
    for (std::size_t i = 0; was.is_array() && now.is_array() && i < was.size() && i < now.size(); ++i)
        if (was[i] != now[i]) {
            document_->undoStack()->push(
                new SetDefinitionCommand(document_, toQ(section), static_cast<int>(i), was[i], now[i], label));
            showStatus(tuneStatus_, tr("%1.").arg(label));
            return;
        }
    document_->undoStack()->push(new ReplaceContentCommand(document_, bytes, QByteArray::fromStdString(after), label));
    showStatus(tuneStatus_, tr("%1.").arg(label));
}

} // namespace rb
