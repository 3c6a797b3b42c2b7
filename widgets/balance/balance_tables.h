#pragma once
// The Balance view's tables: a comparison's measures before and after with
// the difference, its interval and the verdict; a sensitivity's numbers in
// rank order with each measure's change; and the coverage, a row a
// definition with the runs it came into play in, "never used" marked.

// Qt's headers come first: moc parses <concepts> only after them.
#include <QTableWidget>

#include "rulebench/batch/compare.h"
#include "rulebench/batch/sensitivity.h"

namespace rb {

class ComparisonTable : public QTableWidget {
    Q_OBJECT
public:
    // Each side's mean (its interval in the tooltip), the difference with its interval, the verdict.
    // The verdict before the long difference: at 1280x800 it is read at a glance, never scrolled to.
    enum Column { MeasureColumn, BeforeColumn, AfterColumn, VerdictColumn, DifferenceColumn };
    explicit ComparisonTable(QWidget* parent = nullptr);
    void showComparison(const ContentComparison& comparison);
    QString verdict(int row) const { return item(row, VerdictColumn)->text(); }
    // "-7.118 (-7.793 .. -6.443)": after minus before, run by run, and its 95% interval.
    QString difference(int row) const { return item(row, DifferenceColumn)->text(); }
};

class EffectsTable : public QTableWidget {
    Q_OBJECT
public:
    explicit EffectsTable(QWidget* parent = nullptr);
    void showEffects(const std::vector<std::string>& measures, const std::vector<FieldEffect>& ranked);
    QString field(int row) const { return item(row, 0)->text(); }
    QString state(int row) const { return item(row, columnCount() - 1)->text(); }
};

class CoverageTable : public QTableWidget {
    Q_OBJECT
public:
    explicit CoverageTable(QWidget* parent = nullptr);
    void showCoverage(const Coverage& coverage);
    // Hides the rows of definitions that came into play.
    void showOnlyNeverUsed(bool only);
    // The row of "SECTION NAME" ("statuses forgotten"), or -1.
    int rowOf(const QString& section, const QString& name) const;
    bool isNeverUsed(int row) const;
};

} // namespace rb
