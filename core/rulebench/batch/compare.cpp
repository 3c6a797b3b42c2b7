#include "rulebench/batch/compare.h"

#include "rulebench/batch/batch_report.h"
#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/version.h"

#include <algorithm>

namespace rb {

bool MeasureComparison::changed() const
{
    return (difference && difference->present >= 2 && (difference->low > 0 || difference->high < 0))
        || happened.differs();
}

const char* verdictWord(const MeasureComparison& m) { return m.changed() ? "changed" : "no detectable change"; }

std::vector<MeasureComparison> ContentComparison::compared() const
{
    // A cancelled comparison keeps only the runs both sides finished.
    const std::size_t both = std::min(own.size(), other.size());
    std::vector<MeasureComparison> out;
    for (std::size_t m = 0; m < measures.size(); ++m) {
        std::vector<std::optional<double>> a = own.column(m), b = other.column(m);
        a.resize(both), b.resize(both);
        const MeasureShape shape = measureShape(measures[m]);
        MeasureComparison c{measures[m], summarize(a, shape, confidence), summarize(b, shape, confidence),
                            pairedDifference(a, b, confidence), {}};
        c.happened = shareDifference(c.own.happened, c.own.runs, c.other.happened, c.other.runs, confidence);
        out.push_back(std::move(c));
    }
    return out;
}

bool ContentComparison::anyChanged() const
{
    const std::vector<MeasureComparison> all = compared();
    return std::any_of(all.begin(), all.end(), [](const MeasureComparison& m) { return m.changed(); });
}

namespace {
OrderedJson sideJson(const Summary& s, bool side)
{
    OrderedJson j;
    j["present"] = s.present;
    if (side)
        j["happened"] = s.happened;
    j["mean"] = jsonNumber(s.mean);
    j["sd"] = jsonNumber(s.sd);
    j["interval"] = {jsonNumber(s.low), jsonNumber(s.high)};
    return j;
}

OrderedJson runsJson(const BatchRuns& runs)
{
    OrderedJson rows = OrderedJson::array();
    for (std::size_t r = 0; r < runs.size(); ++r) {
        OrderedJson row = {runs.index[r], runs.seed[r]};
        for (const std::optional<double>& v : runs.row(r))
            row.push_back(v ? jsonNumber(*v) : OrderedJson());
        rows.push_back(std::move(row));
    }
    return rows;
}

using rb::intervalText;
std::string intervalText(const Summary& s) { return intervalText(s.low, s.high); }

// "+0.674 (0.631 .. 0.7136)": the share of runs it happened in, other's minus own's.
std::string happenedText(const ShareDifference& d)
{
    return signedText(d.difference) + " (" + intervalText(d.interval.low, d.interval.high) + ")";
}

OrderedJson happenedJson(const ShareDifference& d)
{
    return {{"share_difference", jsonNumber(d.difference)},
            {"interval", {jsonNumber(d.interval.low), jsonNumber(d.interval.high)}}};
}

std::string sideText(const std::string& title, const ContentComparison& c, bool own)
{
    std::vector<std::vector<std::string>> rows = {
        {"measure", "runs", "happened", "mean", std::to_string(percent(c.confidence)) + "% interval"}};
    for (const MeasureComparison& m : c.compared()) {
        const Summary& s = own ? m.own : m.other;
        if (s.present == 0)
            rows.push_back({m.measure, "0", "0"});
        else
            rows.push_back({m.measure, std::to_string(s.present), std::to_string(s.happened), shortNumber(s.mean),
                            intervalText(s)});
    }
    return title + "\n" + textTable(rows);
}
} // namespace

std::vector<std::string> compareCommand(const ContentComparison& c)
{
    if (!c.replayable)
        return {};
    std::vector<std::string> words = {"rulebench", "compare", c.scenario, "--content", c.otherContent,
                                      "--runs", std::to_string(c.runs), "--turns", std::to_string(c.turns),
                                      "--seed", std::to_string(c.seed), "--confidence",
                                      std::to_string(percent(c.confidence))};
    if (!c.until.empty())
        words.insert(words.end(), {"--until", c.until});
    words.push_back("--measure");
    words.insert(words.end(), c.measures.begin(), c.measures.end());
    return words;
}

OrderedJson toJson(const ContentComparison& c)
{
    OrderedJson j;
    j["format"] = "rulebench-compare/1";
    j["rulebench"] = std::string(version());
    j["scenario"] = c.scenario;
    j["content"] = c.ownContent;
    j["fingerprint"] = c.ownFingerprint;
    j["other"] = c.otherContent;
    j["other_fingerprint"] = c.otherFingerprint;
    writeRunPlan(j, c);
    j["confidence"] = percent(c.confidence);
    writeRunRecord(j, compareCommand(c));
    if (c.cancelled)
        j["stopped"] = "cancelled";
    j["compared"] = OrderedJson::object();
    for (const MeasureComparison& m : c.compared()) {
        OrderedJson& e = j["compared"][m.measure];
        e["content"] = sideJson(m.own, true);
        e["other"] = sideJson(m.other, true);
        e["difference"] = m.difference ? sideJson(*m.difference, false) : OrderedJson();
        e["happened"] = happenedJson(m.happened);
        e["verdict"] = verdictWord(m);
    }
    j["changed"] = c.anyChanged();
    j["per_run"] = {{"content", runsJson(c.own)}, {"other", runsJson(c.other)}};
    return j;
}

std::string runsCsv(const ContentComparison& c)
{
    std::string out = "content,run,seed";
    for (const std::string& m : c.measures)
        out += "," + csvField(m);
    out += "\n";
    for (const auto& [name, runs] : {std::pair(&c.ownContent, &c.own), std::pair(&c.otherContent, &c.other)})
        for (std::size_t r = 0; r < runs->size(); ++r) {
            out += csvField(*name) + "," + std::to_string(runs->index[r]) + "," + std::to_string(runs->seed[r]);
            for (const std::optional<double>& v : runs->row(r))
                out += "," + (v ? numberText(*v) : std::string());
            out += "\n";
        }
    return out;
}

std::string summaryText(const ContentComparison& c)
{
    std::string out = c.scenario + ": " + std::to_string(c.runs) + " runs of at most " + std::to_string(c.turns)
        + " turns from seed " + std::to_string(c.seed) + " with each content"
        + (c.until.empty() ? std::string() : ", each until \"" + c.until + "\"") + "\n";
    if (c.cancelled)
        out += "cancelled after " + std::to_string(std::min(c.own.size(), c.other.size())) + " runs\n";
    out += sideText(c.ownContent + " (its own content):", c, true);
    out += sideText(c.otherContent + ":", c, false);
    const std::string interval = std::to_string(percent(c.confidence)) + "% interval";
    std::vector<std::vector<std::string>> rows = {
        {"measure", "pairs", "mean difference", interval, "share happened (" + interval + ")", "verdict"}};
    for (const MeasureComparison& m : c.compared()) {
        if (m.difference)
            rows.push_back({m.measure, std::to_string(m.difference->present), shortNumber(m.difference->mean),
                            intervalText(*m.difference), happenedText(m.happened), verdictWord(m)});
        else
            rows.push_back({m.measure, "0", "", "", happenedText(m.happened), verdictWord(m)});
    }
    return out + c.otherContent + " minus " + c.ownContent + ", run by run:\n" + textTable(rows);
}

} // namespace rb
