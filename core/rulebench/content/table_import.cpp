#include "rulebench/content/table_import.h"

#include "rulebench/base/csv.h"
#include "rulebench/content/build.h"
#include "rulebench/content/field_words.h"

#include <deque>
#include <map>
#include <set>
#include <tuple>

namespace rb {

std::string problemText(const TableProblem& p)
{
    std::string out = p.line > 0 ? "line " + std::to_string(p.line) + ": " : std::string();
    out += p.definition;
    if (!p.field.empty())
        out += (p.definition.empty() ? "" : ", ") + p.field;
    return out + ": " + p.message;
}

namespace {

// A content problem as a definition, its field and message: what an import must not add.
using ProblemKey = std::tuple<std::string, std::string, std::string, std::string>;

std::set<ProblemKey> problemKeys(const Diagnostics& diagnostics, std::map<ProblemKey, Diagnostic>* found = nullptr)
{
    std::set<ProblemKey> keys;
    for (const Diagnostic& d : diagnostics.all()) {
        if (d.severity != Severity::Error)
            continue;
        const SplitPath split = splitDefinitionPath(d.path);
        const std::string section = split.definition.substr(0, split.definition.find('['));
        ProblemKey key{section, d.definition, split.field, d.message};
        if (found)
            found->emplace(key, d);
        keys.insert(std::move(key));
    }
    return keys;
}

Diagnostics problemsOf(const ContentSpec& spec)
{
    // Both sides as the file would be written: a shorthand read and written out reports at its written place.
    ContentLoad load = loadContent(serializeContent(spec));
    Diagnostics diagnostics = load.diagnostics;
    if (load.spec)
        (void)buildDefinitions(*load.spec, diagnostics);
    return diagnostics;
}

// What the rows did: the section's new definitions and the names each went to.
struct Applied {
    OrderedJson section = OrderedJson::array();
    std::map<std::string, int> lines; // each row's line by its name
};

std::string nameCell(const TableRowInput& row, const std::vector<const TableColumn*>& columns)
{
    for (std::size_t i = 0; i < columns.size() && i < row.cells.size(); ++i)
        if (columns[i]->path == "name")
            return row.cells[i].value_or(std::string());
    return {};
}

// Each row's cells set on its definition (a copy of the matched one, or a new one). A cell
// that does not read but says what the definition already holds leaves it as it is: the
// problem was there before, and validation reports it.
void applyRow(const TableRowInput& row, const std::string& name, const std::vector<const TableColumn*>& columns,
              OrderedJson& definition, std::vector<TableProblem>& refused)
{
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const std::optional<std::string> text = i < row.cells.size() ? row.cells[i] : std::nullopt;
        CellRead read = readCell(text, *columns[i]);
        if (read.problem.empty())
            setCell(definition, *columns[i], read.value);
        else if (text != cellText(cellValue(definition, *columns[i]), *columns[i]))
            refused.push_back({row.line, name, columns[i]->words, std::move(read.problem)});
    }
}

// A definition's name, whatever its JSON holds there ("" for none).
std::string nameOf(const OrderedJson& definition)
{
    const auto it = definition.is_object() ? definition.find("name") : definition.end();
    return it != definition.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// Refuses a row without a name, or with a name used twice that no definition of the content
// is left to match (content that holds a name twice matches its rows in order); true when usable.
bool checkName(const TableRowInput& row, const std::string& name, bool leftToMatch, std::map<std::string, int>& lines,
               std::vector<TableProblem>& refused)
{
    if (name.empty() && !leftToMatch) {
        refused.push_back({row.line, {}, "name", "empty; every row needs its definition's name"});
        return false;
    }
    const auto [it, fresh] = lines.emplace(name, row.line);
    if (!fresh && !leftToMatch) {
        refused.push_back({row.line, name, {}, "named twice in the table (first on line " + std::to_string(it->second) + ")"});
        return false;
    }
    return true;
}

void applyRows(const OrderedJson& existing, const std::vector<const TableColumn*>& columns,
               const std::vector<TableRowInput>& rows, const TableImportOptions& options, TableImport& out,
               Applied& applied)
{
    std::map<std::string, std::deque<std::size_t>> byName; // each name's definitions not yet matched, in order
    for (std::size_t i = 0; i < existing.size(); ++i)
        byName[nameOf(existing[i])].push_back(i);
    OrderedJson edited = existing;
    std::vector<bool> matched(existing.size(), false);
    OrderedJson added = OrderedJson::array();
    for (const TableRowInput& row : rows) {
        const std::string name = nameCell(row, columns);
        const auto it = byName.find(name);
        const bool leftToMatch = it != byName.end() && !it->second.empty();
        if (!checkName(row, name, leftToMatch, applied.lines, out.refused))
            continue;
        if (leftToMatch) {
            const std::size_t index = it->second.front();
            it->second.pop_front();
            matched[index] = true;
            out.matched.push_back(name);
            applyRow(row, name, columns, edited[index], out.refused);
        } else {
            out.added.push_back(name);
            OrderedJson definition = OrderedJson::object({{"name", name}});
            applyRow(row, name, columns, definition, out.refused);
            added.push_back(std::move(definition));
        }
    }
    for (std::size_t i = 0; i < edited.size(); ++i) {
        if (!matched[i])
            out.missing.push_back(nameOf(edited[i]));
        if (matched[i] || !options.removeMissing)
            applied.section.push_back(std::move(edited[i]));
    }
    for (OrderedJson& d : added)
        applied.section.push_back(std::move(d));
}

// Problems the edit brought that the content did not have, in the designer's words.
void refuseNewProblems(const FieldTable& fields, const ContentSpec& before, const ContentSpec& after,
                       const Applied& applied, std::vector<TableProblem>& refused)
{
    for (TableProblem& p : problemsAdded(fields, problemsOf(before), problemsOf(after), applied.lines))
        refused.push_back(std::move(p));
}

} // namespace

std::vector<TableProblem> problemsAdded(const FieldTable& fields, const Diagnostics& before, const Diagnostics& after,
                                        const std::map<std::string, int>& lines)
{
    const std::set<ProblemKey> old = problemKeys(before);
    std::map<ProblemKey, Diagnostic> now;
    problemKeys(after, &now);
    std::vector<TableProblem> out;
    for (const auto& [key, d] : now) {
        if (old.contains(key))
            continue;
        const auto& [section, definition, field, message] = key;
        const std::string pointer = jsonPointer(field);
        const auto line = lines.find(definition);
        TableProblem p{line == lines.end() ? 0 : line->second, definition,
                       fieldInWords(fields, section, problemPointer(pointer, message)),
                       problemInWords(fields, section, pointer, message)};
        if (definition.empty())
            p.definition = d.path;
        out.push_back(std::move(p));
    }
    return out;
}

TableImport applyTableRows(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           const std::vector<const TableColumn*>& columns, const std::vector<TableRowInput>& rows,
                           const TableImportOptions& options)
{
    TableImport out;
    OrderedJson json = contentToJson(content);
    const OrderedJson existing = json.contains(section) ? json[std::string(section)] : OrderedJson::array();
    Applied applied;
    applyRows(existing, columns, rows, options, out, applied);
    if (!out.refused.empty())
        return out;
    if (applied.section == existing) { // nothing changed: nothing to check
        out.spec = content;
        return out;
    }
    json[std::string(section)] = std::move(applied.section);
    ContentLoad load = loadContent(json.dump());
    if (!load.spec) {
        out.unusable = "the table did not make a content file";
        return out;
    }
    refuseNewProblems(fields, content, *load.spec, applied, out.refused);
    if (out.refused.empty())
        out.spec = std::move(load.spec);
    return out;
}

namespace {

// The header's columns: false, with why, when one is no column of the section or named twice.
bool readHeader(const CsvRecord& header, const std::vector<TableColumn>& all, std::string_view section,
                std::vector<const TableColumn*>& out, std::string& why)
{
    std::vector<std::string> paths;
    for (const TableColumn& c : all)
        paths.push_back(c.path);
    for (const std::string& field : header.fields) {
        const TableColumn* c = findColumn(all, field);
        if (!c) {
            why = "line " + std::to_string(header.line) + ": \"" + field + "\" is no column of " + std::string(section) +
                  didYouMean(field, paths);
            return false;
        }
        for (const TableColumn* seen : out)
            if (seen == c) {
                why = "line " + std::to_string(header.line) + ": the column \"" + field + "\" is there twice";
                return false;
            }
        out.push_back(c);
    }
    for (const TableColumn* c : out)
        if (c->path == "name")
            return true;
    why = "line " + std::to_string(header.line) + ": no \"name\" column, which matches each row to its definition";
    return false;
}

} // namespace

TableImport importTableCsv(const ContentSpec& content, const FieldTable& fields, std::string_view section,
                           std::string_view csv, const TableImportOptions& options)
{
    TableImport out;
    const std::vector<TableColumn> all = sectionColumns(fields, section);
    if (all.empty()) {
        out.unusable = "\"" + std::string(section) + "\" is no section";
        return out;
    }
    const CsvRead read = readCsv(csv);
    if (!read.ok() || read.records.empty()) {
        out.unusable = read.ok() ? std::string("no header row") : read.problem;
        return out;
    }
    std::vector<const TableColumn*> columns;
    if (!readHeader(read.records.front(), all, section, columns, out.unusable))
        return out;
    std::vector<TableRowInput> rows;
    for (std::size_t r = 1; r < read.records.size(); ++r) {
        const CsvRecord& record = read.records[r];
        if (record.fields.size() != columns.size()) {
            out.unusable = "line " + std::to_string(record.line) + ": " + std::to_string(record.fields.size()) +
                           " cells, where the header has " + std::to_string(columns.size());
            return out;
        }
        TableRowInput row{record.line, {}};
        for (const std::string& cell : record.fields)
            row.cells.push_back(fromSpreadsheetCell(cell));
        rows.push_back(std::move(row));
    }
    return applyTableRows(content, fields, section, columns, rows, options);
}

} // namespace rb
