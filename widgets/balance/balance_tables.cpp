#include "balance/balance_tables.h"

#include "common/qt_strings.h"

#include "rulebench/batch/report_text.h"

#include <QHeaderView>

namespace rb {

namespace {
const QColor kNeverUsed(250, 222, 214);
const QColor kChanged(176, 72, 16);

void setUp(QTableWidget* table, const QStringList& headers)
{
    table->setColumnCount(static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(true);
}

QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(tip.isEmpty() ? text : tip);
    return item;
}

QString num(double v) { return toQ(shortNumber(v)); }
QString signedNum(double v) { return v > 0 ? QStringLiteral("+") + num(v) : num(v); }
QString interval(const Summary& s) { return QObject::tr("%1 .. %2").arg(num(s.low), num(s.high)); }

QString side(const Summary& s)
{
    const QString happened = QObject::tr("happened in %1 of %2").arg(s.happened).arg(s.runs);
    const QString runs = counted(s.present, QObject::tr("run"), QObject::tr("runs"));
    return s.present == 0 ? QObject::tr("no run had it")
                          : QObject::tr("mean %1, 95% interval %2 over %3; %4")
                                .arg(num(s.mean), interval(s), runs, happened);
}

// "happened +0.674 (0.631 .. 0.7136)": the share of runs it happened in, after minus before.
QString happened(const ShareDifference& d)
{
    return QObject::tr("happened %1 (%2 .. %3)")
        .arg(signedNum(d.difference), num(d.interval.low), num(d.interval.high));
}

// The paired difference, and the share of runs it happened in when that moved beyond chance (or
// when no run had it on both sides, so the share is all there is to say).
QString differenceText(const MeasureComparison& m)
{
    if (!m.difference)
        return happened(m.happened);
    const QString paired = QObject::tr("%1 (%2)").arg(signedNum(m.difference->mean), interval(*m.difference));
    return m.happened.differs() ? QObject::tr("%1, %2").arg(paired, happened(m.happened)) : paired;
}

QString differenceTip(const MeasureComparison& m)
{
    const QString pairs = m.difference ? QObject::tr("%1 over %2: %3 .. %4 at 95%")
                                             .arg(signedNum(m.difference->mean))
                                             .arg(counted(m.difference->present, QObject::tr("pair of runs"),
                                                          QObject::tr("pairs of runs")))
                                             .arg(num(m.difference->low), num(m.difference->high))
                                       : QObject::tr("no run had it on both sides");
    return QObject::tr("%1. It happened in %2 of %3 runs before and %4 of %5 after: %6 of the runs, %7 .. %8 at 95% "
                       "(Newcombe's interval)")
        .arg(pairs)
        .arg(m.own.happened)
        .arg(m.own.runs)
        .arg(m.other.happened)
        .arg(m.other.runs)
        .arg(signedNum(m.happened.difference), num(m.happened.interval.low), num(m.happened.interval.high));
}

QString mean(const Summary& s) { return s.present == 0 ? QObject::tr("none") : num(s.mean); }
} // namespace

ComparisonTable::ComparisonTable(QWidget* parent) : QTableWidget(parent)
{
    setUp(this, {tr("Measure"), tr("Before"), tr("After"), tr("Verdict"), tr("Difference (95% interval)")});
    horizontalHeaderItem(BeforeColumn)->setToolTip(tr("The mean over the runs; hover a cell for its 95% interval"));
    horizontalHeaderItem(AfterColumn)->setToolTip(horizontalHeaderItem(BeforeColumn)->toolTip());
    horizontalHeaderItem(DifferenceColumn)
        ->setToolTip(tr("After minus before, run by run on the same seeds: \"changed\" when the interval leaves out 0, "
                        "or when the share of runs the measure happened in moved beyond chance (present for turn: "
                        "and value:, not 0 for count: and sum:, 1 for done:, won and lost)"));
    resizeColumnsToContents();
}

void ComparisonTable::showComparison(const ContentComparison& c)
{
    const std::vector<MeasureComparison> all = c.compared();
    setRowCount(static_cast<int>(all.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const MeasureComparison& m = all[static_cast<std::size_t>(row)];
        setItem(row, MeasureColumn, cell(toQ(m.measure)));
        setItem(row, BeforeColumn, cell(mean(m.own), tr("%1: %2").arg(toQ(c.ownContent), side(m.own))));
        setItem(row, AfterColumn, cell(mean(m.other), tr("%1: %2").arg(toQ(c.otherContent), side(m.other))));
        setItem(row, DifferenceColumn, cell(differenceText(m), differenceTip(m)));
        QTableWidgetItem* verdict = cell(tr(verdictWord(m)));
        if (m.changed()) {
            QFont bold = font();
            bold.setBold(true);
            verdict->setFont(bold);
            verdict->setForeground(kChanged);
        }
        setItem(row, VerdictColumn, verdict);
    }
    resizeColumnsToContents();
}

EffectsTable::EffectsTable(QWidget* parent) : QTableWidget(parent) { setUp(this, {tr("Number"), tr("Step")}); }

void EffectsTable::showEffects(const std::vector<std::string>& measures, const std::vector<FieldEffect>& ranked)
{
    QStringList headers = {tr("Number"), tr("Step")};
    for (const std::string& m : measures)
        headers << tr("%1: change (95% interval)").arg(toQ(m));
    headers << tr("Verdict");
    setUp(this, headers);
    setRowCount(static_cast<int>(ranked.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const FieldEffect& e = ranked[static_cast<std::size_t>(row)];
        setItem(row, 0, cell(toQ(e.field.vary.path), tr("%1 in %2").arg(toQ(e.field.name), toQ(e.field.section))));
        setItem(row, 1, cell(tr("%1 → %2").arg(toQ(e.field.from), toQ(e.field.to))));
        for (std::size_t m = 0; m < measures.size(); ++m) {
            const int column = 2 + static_cast<int>(m);
            const std::optional<Summary>& d = m < e.change.size() ? e.change[m] : std::nullopt;
            QString text = d ? tr("%1 (%2)").arg(signedNum(d->mean), interval(*d)) : QString();
            if (m < e.happened.size() && e.happened[m].differs())
                text = text.isEmpty() ? happened(e.happened[m]) : tr("%1, %2").arg(text, happened(e.happened[m]));
            setItem(row, column, cell(text));
        }
        QString state = e.detectable() ? tr("moves a measure") : tr("no detectable effect");
        if (e.state == FieldEffect::State::NeverUsed)
            state = tr("never used: %1 came into play in no run").arg(toQ(e.field.name));
        else if (e.state == FieldEffect::State::Skipped)
            state = tr("skipped: %1").arg(toQ(e.reason));
        QTableWidgetItem* last = cell(state);
        if (e.state == FieldEffect::State::NeverUsed)
            last->setBackground(kNeverUsed);
        setItem(row, columnCount() - 1, last);
    }
    resizeColumnsToContents();
}

CoverageTable::CoverageTable(QWidget* parent) : QTableWidget(parent)
{
    setUp(this, {tr("Kind"), tr("Definition"), tr("Came into play in")});
}

void CoverageTable::showCoverage(const Coverage& c)
{
    setRowCount(static_cast<int>(c.size()));
    int row = 0;
    for (const Coverage::Section& s : c.sections)
        for (std::size_t i = 0; i < s.names.size(); ++i, ++row) {
            QString kind = toQ(s.name);
            kind.replace(QLatin1Char('_'), QLatin1Char(' '));
            const bool never = s.runs[i] == 0;
            QTableWidgetItem* items[] = {cell(kind), cell(toQ(s.names[i])),
                                         cell(never ? tr("never used")
                                                    : tr("%1 of %2").arg(s.runs[i]).arg(counted(c.runs, tr("run"), tr("runs"))))};
            for (int column = 0; column < 3; ++column) {
                if (never)
                    items[column]->setBackground(kNeverUsed);
                setItem(row, column, items[column]);
            }
        }
    resizeColumnsToContents();
}

void CoverageTable::showOnlyNeverUsed(bool only)
{
    for (int row = 0; row < rowCount(); ++row)
        setRowHidden(row, only && !isNeverUsed(row));
}

int CoverageTable::rowOf(const QString& section, const QString& name) const
{
    QString kind = section;
    kind.replace(QLatin1Char('_'), QLatin1Char(' '));
    for (int row = 0; row < rowCount(); ++row)
        if (item(row, 0)->text() == kind && item(row, 1)->text() == name)
            return row;
    return -1;
}

bool CoverageTable::isNeverUsed(int row) const { return item(row, 2)->text() == tr("never used"); }

} // namespace rb
