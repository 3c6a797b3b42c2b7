#include "rulebench/batch/sensitivity.h"

#include "rulebench/batch/report_text.h"
#include "rulebench/batch/run_record.h"
#include "rulebench/formula/formula.h"
#include "rulebench/formula/formula_numbers.h"
#include "rulebench/version.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace rb {

namespace {
std::optional<std::int64_t> wholeIn(std::string_view s)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// "NdS", "NdS+K" or "NdS-K" with one die more.
std::optional<std::string> oneMoreDie(const std::string& roll)
{
    const std::size_t d = roll.find('d');
    if (d == std::string::npos)
        return std::nullopt;
    const std::size_t sign = roll.find_first_of("+-", d);
    const auto count = wholeIn(std::string_view(roll).substr(0, d));
    const auto sides = wholeIn(std::string_view(roll).substr(d + 1, sign == std::string::npos ? sign : sign - d - 1));
    const bool bonus = sign == std::string::npos || wholeIn(std::string_view(roll).substr(sign + 1));
    if (!count || !sides || !bonus || *count < 1)
        return std::nullopt;
    return std::to_string(*count + 1) + roll.substr(d);
}

std::string valueText(const OrderedJson& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

// A list's element by its name, or else its position from 1.
std::string segmentOf(const OrderedJson& element, std::size_t index)
{
    if (element.is_object() && element.contains("name") && element["name"].is_string())
        return element["name"].get<std::string>();
    return std::to_string(index + 1);
}

// The field at `path` (with #number when not 0) stepped from `from` to `up`.
NumberField fieldAt(const NumberField& base, const std::vector<std::string>& path, std::size_t number,
                    const OrderedJson& from, const OrderedJson& up)
{
    NumberField f = base;
    f.vary.segments = path;
    for (const std::string& s : path)
        f.vary.path += (f.vary.path.empty() ? "" : ".") + s;
    if (number > 0)
        f.vary.path += "#" + std::to_string(number);
    f.vary.number = number;
    f.vary.values = {up};
    f.vary.texts = {valueText(up)};
    f.from = valueText(from);
    f.to = valueText(up);
    return f;
}

void walk(const OrderedJson& j, std::vector<std::string>& path, NumberField& base, std::vector<NumberField>& out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it.key() == "name")
                continue;
            path.push_back(it.key());
            walk(*it, path, base, out);
            path.pop_back();
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) {
            path.push_back(segmentOf(j[i], i));
            walk(j[i], path, base, out);
            path.pop_back();
        }
    } else if (const std::optional<OrderedJson> up = stepUp(j)) {
        out.push_back(fieldAt(base, path, 0, j, *up));
    } else if (j.is_string() && isFormulaText(j.get<std::string>())) {
        const std::vector<FormulaNumber> numbers = formulaNumbers(j.get<std::string>());
        for (std::size_t n = 0; n < numbers.size(); ++n)
            out.push_back(fieldAt(base, path, n + 1, numbers[n].value, numbers[n].value + 1));
    }
}
} // namespace

std::optional<OrderedJson> stepUp(const OrderedJson& v)
{
    if (v.is_number_integer())
        return OrderedJson(v.get<std::int64_t>() + 1);
    if (v.is_number_unsigned())
        return OrderedJson(v.get<std::uint64_t>() + 1);
    if (v.is_number_float())
        return OrderedJson(v.get<double>() + 1);
    if (v.is_string())
        if (const auto roll = oneMoreDie(v.get<std::string>()))
            return OrderedJson(*roll);
    return std::nullopt;
}

std::vector<NumberField> numberFields(const OrderedJson& content)
{
    std::vector<NumberField> out;
    if (!content.is_object())
        return out;
    for (auto section = content.begin(); section != content.end(); ++section) {
        if (!section->is_array())
            continue;
        for (std::size_t i = 0; i < section->size(); ++i) {
            NumberField base;
            base.section = section.key();
            base.name = segmentOf((*section)[i], i);
            std::vector<std::string> path = {section.key(), base.name};
            walk((*section)[i], path, base, out);
        }
    }
    return out;
}

std::optional<NumberField> numberFieldAt(const OrderedJson& content, const std::string& path, std::string& error)
{
    std::optional<Vary> vary = parseVary(path + "=0", error);
    if (!vary)
        return std::nullopt;
    OrderedJson copy = content;
    const OrderedJson* found = findVaried(copy, *vary, error);
    const std::optional<OrderedJson> at = found ? variedValue(*found, *vary, error) : std::nullopt;
    if (!at)
        return std::nullopt;
    const std::optional<OrderedJson> up = stepUp(*at);
    if (!up) {
        error = path + " is " + valueText(*at) + ", not a number or a dice roll"
            + (at->is_string() && isFormulaText(at->get<std::string>()) ? " (PATH#N names the formula's Nth number)" : "");
        return std::nullopt;
    }
    NumberField f{*vary, vary->segments[0], vary->segments.size() > 1 ? vary->segments[1] : std::string(),
                  valueText(*at), valueText(*up)};
    f.vary.values = {*up};
    f.vary.texts = {f.to};
    return f;
}

bool cameIntoPlay(const NumberField& field, const Coverage& coverage, const World& start)
{
    if (field.section == "actors")
        return std::any_of(start.actors().begin(), start.actors().end(), [&](const WorldActor& a) {
            return start.definitions().actors.at(a.kind).name == field.name;
        });
    for (const Coverage::Section& s : coverage.sections)
        if (s.name == field.section)
            for (std::size_t i = 0; i < s.names.size(); ++i)
                if (s.names[i] == field.name)
                    return s.runs[i] > 0;
    return true;
}

double FieldEffect::score() const
{
    double best = 0;
    for (const std::optional<Summary>& d : change) {
        if (!d || d->present < 2 || d->mean == 0)
            continue;
        const double half = d->halfWidth();
        best = std::max(best, half > 0 ? std::abs(d->mean) / half : std::numeric_limits<double>::infinity());
    }
    for (const ShareDifference& h : happened) {
        const double half = (h.interval.high - h.interval.low) / 2;
        if (h.difference != 0 && half > 0)
            best = std::max(best, std::abs(h.difference) / half);
    }
    return best;
}

bool FieldEffect::detectable() const
{
    return std::any_of(change.begin(), change.end(),
                       [](const std::optional<Summary>& d) {
                           return d && d->present >= 2 && (d->low > 0 || d->high < 0);
                       })
        || std::any_of(happened.begin(), happened.end(), [](const ShareDifference& h) { return h.differs(); });
}

std::vector<FieldEffect> ranked(std::vector<FieldEffect> effects)
{
    const auto order = [](const FieldEffect& e) { return static_cast<int>(e.state); };
    std::stable_sort(effects.begin(), effects.end(), [&](const FieldEffect& a, const FieldEffect& b) {
        if (order(a) != order(b))
            return order(a) < order(b);
        return a.state == FieldEffect::State::Played && a.score() > b.score();
    });
    return effects;
}

namespace {

// The change, and the share of runs it happened in when that moved beyond chance.
std::string changeText(const FieldEffect& e, std::size_t m)
{
    const std::optional<Summary>& d = e.change[m];
    std::string out = d ? signedText(d->mean) + " (" + intervalText(d->low, d->high) + ")" : "-";
    if (m < e.happened.size() && e.happened[m].differs())
        out += ", happened " + signedText(e.happened[m].difference) + " ("
            + intervalText(e.happened[m].interval.low, e.happened[m].interval.high) + ")";
    return out;
}

std::string stateText(const FieldEffect& e)
{
    switch (e.state) {
    case FieldEffect::State::NeverUsed: return "never used: " + e.field.section + " " + e.field.name + " came into play in no run";
    case FieldEffect::State::Skipped: return "skipped: " + e.reason;
    case FieldEffect::State::Played: break;
    }
    return e.detectable() ? std::string() : std::string("no detectable effect");
}
} // namespace

std::string sensitivityText(const SensitivityHeader& h, const std::vector<FieldEffect>& effects)
{
    std::string out = h.scenario + ": each number one step up against the content as it is, " + std::to_string(h.runs)
        + " runs of at most " + std::to_string(h.turns) + " turns from seed " + std::to_string(h.seed)
        + (h.until.empty() ? std::string() : ", each until \"" + h.until + "\"") + ", run by run\n";
    const std::string table = textTable(sensitivityRows(h, effects));
    // The last column is often empty: no spaces at the ends of lines.
    for (std::size_t from = 0, end = table.find('\n'); end != std::string::npos; from = end + 1, end = table.find('\n', from))
        out += table.substr(from, table.find_last_not_of(' ', end - 1) + 1 - from) + "\n";
    return out;
}

std::vector<std::vector<std::string>> sensitivityRows(const SensitivityHeader& h, const std::vector<FieldEffect>& effects)
{
    std::vector<std::vector<std::string>> rows = {{"field", "step"}};
    for (const std::string& m : h.measures)
        rows.front().push_back(m + " (95% interval)");
    rows.front().push_back("");
    for (const FieldEffect& e : effects) {
        std::vector<std::string> row = {e.field.vary.path, e.field.from + " -> " + e.field.to};
        for (std::size_t m = 0; m < h.measures.size(); ++m)
            row.push_back(e.state == FieldEffect::State::Played && m < e.change.size() ? changeText(e, m) : "");
        row.push_back(stateText(e));
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<std::string> sensitivityCommand(const SensitivityHeader& h)
{
    std::vector<std::string> words = {"rulebench", "sensitivity", h.scenario, "--runs", std::to_string(h.runs),
                                      "--turns", std::to_string(h.turns), "--seed", std::to_string(h.seed)};
    if (!h.until.empty())
        words.insert(words.end(), {"--until", h.until});
    words.push_back("--measure");
    words.insert(words.end(), h.measures.begin(), h.measures.end());
    if (!h.fields.empty()) {
        words.push_back("--fields");
        words.insert(words.end(), h.fields.begin(), h.fields.end());
    }
    return words;
}

OrderedJson sensitivityJson(const SensitivityHeader& h, const std::vector<FieldEffect>& effects)
{
    static const char* const kStates[] = {"played", "never used", "skipped"};
    OrderedJson j = {{"format", "rulebench-sensitivity/1"}, {"rulebench", std::string(version())},
                     {"scenario", h.scenario}, {"content", h.content}, {"fingerprint", h.fingerprint},
                     {"seed", h.seed}, {"runs", h.runs}, {"turns", h.turns}, {"until", h.until},
                     {"measures", h.measures}};
    if (!h.fields.empty())
        j["fields_asked"] = h.fields;
    writeRunRecord(j, sensitivityCommand(h));
    j["fields"] = OrderedJson::array();
    for (const FieldEffect& e : effects) {
        OrderedJson f = {{"field", e.field.vary.path}, {"section", e.field.section}, {"name", e.field.name},
                         {"from", e.field.from}, {"to", e.field.to}, {"state", kStates[static_cast<std::size_t>(e.state)]}};
        if (e.state == FieldEffect::State::Skipped)
            f["reason"] = e.reason;
        if (e.state == FieldEffect::State::Played) {
            f["detectable"] = e.detectable();
            f["change"] = OrderedJson::object();
            for (std::size_t m = 0; m < h.measures.size() && m < e.change.size(); ++m)
                f["change"][h.measures[m]] = e.change[m] ? OrderedJson{{"pairs", e.change[m]->present},
                                                                       {"mean", jsonNumber(e.change[m]->mean)},
                                                                       {"ci95", {jsonNumber(e.change[m]->low),
                                                                                 jsonNumber(e.change[m]->high)}}}
                                                         : OrderedJson();
            f["happened"] = OrderedJson::object();
            for (std::size_t m = 0; m < h.measures.size() && m < e.happened.size(); ++m)
                f["happened"][h.measures[m]] = {
                    {"share_difference", jsonNumber(e.happened[m].difference)},
                    {"interval", {jsonNumber(e.happened[m].interval.low), jsonNumber(e.happened[m].interval.high)}}};
        }
        j["fields"].push_back(std::move(f));
    }
    return j;
}

std::string sensitivityCsv(const SensitivityHeader& h, const std::vector<FieldEffect>& effects)
{
    static const char* const kStates[] = {"played", "never used", "skipped"};
    std::string out = "field,from,to,state";
    for (const std::string& m : h.measures)
        out += "," + csvField(m + " change") + "," + csvField(m + " low") + "," + csvField(m + " high");
    out += "\n";
    for (const FieldEffect& e : effects) {
        out += csvField(e.field.vary.path) + "," + csvField(e.field.from) + "," + csvField(e.field.to) + ","
            + kStates[static_cast<std::size_t>(e.state)];
        for (std::size_t m = 0; m < h.measures.size(); ++m) {
            const bool has = m < e.change.size() && e.change[m];
            out += has ? "," + numberText(e.change[m]->mean) + "," + numberText(e.change[m]->low) + ","
                           + numberText(e.change[m]->high)
                       : std::string(",,,");
        }
        out += "\n";
    }
    return out;
}

namespace {
FieldEffect effectFromJson(const Json& f, const std::vector<std::string>& measures)
{
    static const char* const kStateWords[] = {"played", "never used", "skipped"};
    FieldEffect e;
    e.field.vary.path = f.at("field").get<std::string>();
    e.field.section = f.value("section", "");
    e.field.name = f.value("name", "");
    e.field.from = f.at("from").get<std::string>();
    e.field.to = f.at("to").get<std::string>();
    const std::string state = f.at("state").get<std::string>();
    for (std::size_t k = 0; k < std::size(kStateWords); ++k)
        if (state == kStateWords[k])
            e.state = static_cast<FieldEffect::State>(k);
    e.reason = f.value("reason", "");
    if (e.state != FieldEffect::State::Played)
        return e;
    for (const std::string& m : measures) {
        const Json& c = f.at("change").at(m);
        std::optional<Summary> d;
        if (!c.is_null()) {
            d.emplace();
            d->present = d->runs = c.at("pairs").get<std::int64_t>();
            d->mean = c.at("mean").get<double>();
            d->low = c.at("ci95").at(0).get<double>(), d->high = c.at("ci95").at(1).get<double>();
        }
        e.change.push_back(d);
        const Json& h = f.at("happened").at(m);
        ShareDifference s;
        s.difference = h.at("share_difference").get<double>();
        s.interval.low = h.at("interval").at(0).get<double>(), s.interval.high = h.at("interval").at(1).get<double>();
        e.happened.push_back(s);
    }
    return e;
}
} // namespace

bool sensitivityFromJson(const Json& j, SensitivityHeader& h, std::vector<FieldEffect>& effects, std::string& error)
{
    if (!j.is_object() || j.value("format", "") != "rulebench-sensitivity/1") {
        error = "not a sensitivity's JSON (\"format\": \"rulebench-sensitivity/1\")";
        return false;
    }
    try {
        h = {j.at("scenario").get<std::string>(), j.at("measures").get<std::vector<std::string>>(),
             j.at("seed").get<std::uint64_t>(), j.at("runs").get<std::int64_t>(), j.at("turns").get<std::int64_t>(),
             j.at("until").get<std::string>(), j.value("content", ""), j.value("fingerprint", ""),
             j.value("fields_asked", std::vector<std::string>())};
        effects.clear();
        for (const Json& f : j.at("fields"))
            effects.push_back(effectFromJson(f, h.measures));
        return true;
    } catch (const Json::exception& e) {
        error = std::string("a field is missing or of the wrong type: ") + e.what();
        return false;
    }
}

} // namespace rb
