#include "rulebench/content/content_reference.h"

#include "rulebench/formula/formula_table.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <vector>

namespace rb {

namespace {

// Text for one cell of a Markdown table: no line breaks, no bare pipes.
std::string cell(std::string_view text)
{
    std::string out;
    for (const char c : text) {
        if (c == '|')
            out += "\\|";
        else
            out += c == '\n' ? ' ' : c;
    }
    return out;
}

std::string code(std::string_view text) { return "`" + std::string(text) + "`"; }

// "fact_kind" -> "Fact kind", a heading in the designer's words.
std::string headingOf(std::string_view name)
{
    std::string out(name);
    for (char& c : out)
        c = c == '_' ? ' ' : c;
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

// The anchor a Markdown renderer gives a heading: lower case, spaces as dashes.
std::string anchorOf(std::string_view heading)
{
    std::string out;
    for (const char c : heading) {
        if (c >= 'A' && c <= 'Z')
            out += static_cast<char>(c - 'A' + 'a');
        else if (c == ' ')
            out += '-';
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')
            out += c;
    }
    return out;
}

// A whole number with thousands grouped: 1,000,000,000.
std::string grouped(std::int64_t n)
{
    const std::string digits = std::to_string(n < 0 ? -(n + 1) + 1ULL : static_cast<unsigned long long>(n));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return n < 0 ? "-" + out : out;
}

std::string literal(const OrderedJson& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string boundText(const OrderedJson& b) { return b.is_number_integer() ? grouped(b.get<std::int64_t>()) : b.dump(); }

// A whole number between bounds, or a formula: text that begins with "=".
bool isFormulaField(const OrderedJson& p)
{
    const OrderedJson& any = p["anyOf"];
    return any.is_array() && any.size() == 2 && any[1].value("pattern", std::string()) == "^\\s*=";
}

// Bounds, choices and examples of one value, in words.
std::string limitsOf(const OrderedJson& p)
{
    if (p.contains("anyOf") && isFormulaField(p))
        return limitsOf(p["anyOf"][0]);
    std::vector<std::string> parts;
    if (p.contains("enum")) {
        std::string choices;
        for (const OrderedJson& e : p["enum"])
            choices += (choices.empty() ? "" : ", ") + code(literal(e));
        parts.push_back(choices);
    }
    if (p.contains("minimum") && p.contains("maximum"))
        parts.push_back(boundText(p["minimum"]) + " to " + boundText(p["maximum"]));
    else if (p.contains("minimum"))
        parts.push_back("at least " + boundText(p["minimum"]));
    else if (p.contains("maximum"))
        parts.push_back("at most " + boundText(p["maximum"]));
    if (p.value("minLength", 0) > 0)
        parts.push_back("not empty");
    if (p.contains("items")) {
        const std::string each = limitsOf(p["items"]);
        if (!each.empty())
            parts.push_back("each " + each);
    }
    if (p.contains("examples")) {
        std::string examples;
        for (const OrderedJson& e : p["examples"])
            examples += (examples.empty() ? "" : ", ") + code(literal(e));
        parts.push_back("e.g. " + examples);
    }
    std::string out;
    for (const std::string& part : parts)
        out += (out.empty() ? "" : "; ") + part;
    return out;
}

class ReferenceWriter {
public:
    ReferenceWriter(const OrderedJson& schema, const OrderedJson* examples)
        : schema_(schema)
        , definitions_(schema.value("definitions", OrderedJson::object()))
        , examples_(examples)
    {
        for (const auto& [key, p] : schema_["properties"].items())
            if (const std::string def = refName(p.value("items", OrderedJson::object())); !def.empty())
                sectionOf_[def] = headingOf(key);
    }

    std::string page()
    {
        intro();
        for (const auto& [key, p] : schema_["properties"].items())
            if (p.contains("items"))
                section(key, p);
            else if (isGroup(p))
                group(key, p);
        out_ << "## Shared parts\n\nParts that several sections use, each written once.\n\n";
        for (const auto& [name, def] : definitions_.items())
            if (!sectionOf_.contains(name))
                part(name, def);
        formulas();
        return out_.str();
    }

    // The formula language from its one table (formula/formula_table.h).
    void formulas()
    {
        out_ << "## Formulas\n\nWhere a field's type says \"or a formula\", text that begins with `=` stands for a "
                "whole number worked out from the state of play.\n\n";
        for (std::string_view line : formulaGrammar())
            out_ << "- " << line << "\n";
        out_ << "\n| Written | Gives |\n|---|---|\n";
        for (const FormulaEntry& e : formulaTable())
            out_ << "| " << cell(code(e.written)) << " | " << cell(e.help) << " |\n";
        out_ << "\n";
    }

private:
    struct Nested {
        std::string key;
        const OrderedJson* schema;
    };

    // A top-level object of fields of its own (the content's "fire"), not a list.
    static bool isGroup(const OrderedJson& p) { return p.value("type", OrderedJson()) == "object" && p.contains("properties"); }

    static std::string refName(const OrderedJson& p)
    {
        constexpr std::string_view kPrefix = "#/definitions/";
        const std::string ref = p.value("$ref", std::string());
        return ref.starts_with(kPrefix) ? ref.substr(kPrefix.size()) : std::string();
    }

    // Where a definition is described: its section's heading or its own.
    std::string linkTo(const std::string& def) const
    {
        const auto it = sectionOf_.find(def);
        const std::string heading = it != sectionOf_.end() ? it->second : headingOf(def);
        return "[" + headingOf(def) + "](#" + anchorOf(heading) + ")";
    }

    std::string typeOf(const OrderedJson& p, const std::string& key, std::vector<Nested>& nested) const
    {
        if (const std::string def = refName(p); !def.empty())
            return linkTo(def);
        if (p.contains("const"))
            return code(literal(p["const"]));
        if (p.contains("enum"))
            return "choice";
        if (p.value("type", OrderedJson()) == "object" && p.contains("properties")) {
            nested.push_back({key, &p});
            return "fields (below)";
        }
        if (p.contains("anyOf") && isFormulaField(p))
            return "whole number or a formula ([below](#formulas))";
        if (p.contains("oneOf")) {
            std::string forms;
            for (const OrderedJson& form : p["oneOf"])
                forms += (forms.empty() ? "" : " or ") + typeOf(form, key, nested);
            return forms;
        }
        const OrderedJson type = p.value("type", OrderedJson());
        if (type.is_array()) {
            std::string types;
            for (const OrderedJson& t : type)
                types += (types.empty() ? "" : " or ") + typeOf(OrderedJson{{"type", t}}, key, nested);
            return types;
        }
        const std::string t = type.is_string() ? type.get<std::string>() : std::string();
        if (t == "array")
            return "list of " + typeOf(p.value("items", OrderedJson::object()), key, nested);
        if (t == "string")
            return "text";
        if (t == "integer")
            return "whole number";
        if (t == "number")
            return "number";
        if (t == "boolean")
            return "on or off";
        return t.empty() ? "any" : t;
    }

    static std::string meaningOf(const OrderedJson& p)
    {
        const std::string title = p.value("title", std::string());
        const std::string description = p.value("description", std::string());
        if (title.empty())
            return description;
        return "**" + title + "**" + (description.empty() ? "" : ": " + description);
    }

    // One table row a field, then a subsection for each group of fields inside.
    void fields(const OrderedJson& object, int level)
    {
        if (!object.contains("properties"))
            return;
        const OrderedJson required = object.value("required", OrderedJson::array());
        std::vector<Nested> nested;
        out_ << "| Field | Type | Default | Limits and choices | What it says |\n|---|---|---|---|---|\n";
        for (const auto& [key, p] : object["properties"].items()) {
            const bool needed = std::find(required.begin(), required.end(), key) != required.end();
            out_ << "| " << code(key) << (needed ? " (required)" : "") << " | " << cell(typeOf(p, key, nested)) << " | "
                 << (p.contains("default") ? code(literal(p["default"])) : "") << " | " << cell(limitsOf(p)) << " | "
                 << cell(meaningOf(p)) << " |\n";
        }
        out_ << "\n";
        if (const std::string one = exactlyOneOf(object); !one.empty())
            out_ << "Give exactly one of " << one << ".\n\n";
        for (const Nested& n : nested) {
            const std::string title = n.schema->value("title", headingOf(n.key));
            out_ << std::string(static_cast<std::size_t>(level + 1), '#') << " " << title << " (" << code(n.key)
                 << ")\n\n";
            fields(*n.schema, level + 1);
        }
    }

    // "`total` or `latest`" when the object's forms differ only in which one
    // field they require; empty otherwise.
    static std::string exactlyOneOf(const OrderedJson& object)
    {
        if (!object.contains("oneOf"))
            return {};
        std::string keys;
        for (const OrderedJson& form : object["oneOf"]) {
            if (form.size() != 1 || !form.contains("required") || form["required"].size() != 1)
                return {};
            keys += (keys.empty() ? "" : " or ") + code(literal(form["required"][0]));
        }
        return keys;
    }

    // What tells one form from the others: an effect's kind, an object's
    // first required key, or what a plain value is.
    std::string formName(const OrderedJson& form) const
    {
        const OrderedJson properties = form.value("properties", OrderedJson::object());
        if (properties.contains("kind") && properties["kind"].contains("const"))
            return code(literal(properties["kind"]["const"]));
        const OrderedJson required = form.value("required", OrderedJson::array());
        if (!required.empty())
            return "With " + code(literal(required[0]));
        if (form.value("pattern", std::string()) == "^\\s*=")
            return "A formula";
        std::vector<Nested> ignored;
        std::string type = typeOf(form, "", ignored);
        if (!type.empty() && type[0] >= 'a' && type[0] <= 'z')
            type[0] = static_cast<char>(type[0] - 'a' + 'A');
        return type;
    }

    // A part written in one of several forms: a heading each, its fields after.
    void forms(const OrderedJson& oneOf, int level)
    {
        out_ << "Written in one of these forms:\n\n";
        for (const OrderedJson& form : oneOf) {
            const OrderedJson& args = form.contains("properties") && form["properties"].contains("args")
                ? form["properties"]["args"]
                : form;
            out_ << std::string(static_cast<std::size_t>(level + 1), '#') << " " << formName(form) << "\n\n";
            if (form.contains("description")) {
                const std::string d = form["description"].get<std::string>();
                out_ << d << (d.ends_with('.') ? "" : ".") << "\n\n";
            }
            if (args.contains("properties") && args.contains("type"))
                fields(args, level + 1);
            else if (const std::string limits = limitsOf(form); !limits.empty())
                out_ << "Limits: " << limits << ".\n\n";
        }
    }

    void intro()
    {
        out_ << "# The content file: reference\n\n"
             << "Written by `rulebench docs --format` from the field rows that the editor's form, the loader and "
                "`rulebench schema` also use; a test fails when this page differs from what the code writes, so "
                "change the rows, not this page. Each section below lists its fields: the type, the default, the "
                "limits and choices the loader checks, and the label and help line the form shows.\n\n"
             << schema_.value("description", std::string()) << "\n\n"
             << "A content file is one JSON object. A key that starts with `_` is the author's own note, kept and "
                "never checked. `"
             << "format" << "` (required) says " << code(literal(schema_["properties"]["format"]["enum"][0]))
             << ". Its sections:\n\n| Section | What it holds |\n|---|---|\n";
        for (const auto& [key, p] : schema_["properties"].items())
            if (p.contains("items") || isGroup(p))
                out_ << "| [" << code(key) << "](#" << anchorOf(headingOf(key)) << ") | "
                     << cell(p.value("description", std::string())) << " |\n";
        out_ << "\n";
    }

    void section(const std::string& key, const OrderedJson& p)
    {
        out_ << "## " << headingOf(key) << "\n\n" << code(key) << ": a list, " << p.value("description", std::string())
             << ".\n\n";
        const std::string def = refName(p["items"]);
        if (definitions_.contains(def))
            describe(definitions_[def], 2);
        if (examples_ && examples_->contains(key) && (*examples_)[key].is_array() && !(*examples_)[key].empty())
            out_ << "From the demo:\n\n```json\n" << (*examples_)[key][0].dump(2) << "\n```\n\n";
    }

    void group(const std::string& key, const OrderedJson& p)
    {
        out_ << "## " << headingOf(key) << "\n\n" << code(key) << ": an object, " << p.value("description", std::string())
             << "; every field may be left out.\n\n";
        describe(p, 2);
        if (examples_ && examples_->contains(key) && (*examples_)[key].is_object())
            out_ << "From the demo:\n\n```json\n" << (*examples_)[key].dump(2) << "\n```\n\n";
    }

    void part(const std::string& name, const OrderedJson& def)
    {
        out_ << "### " << headingOf(name) << "\n\n";
        describe(def, 3);
    }

    void describe(const OrderedJson& def, int level)
    {
        fields(def, level);
        if (def.contains("oneOf") && exactlyOneOf(def).empty())
            forms(def["oneOf"], level);
    }

    const OrderedJson& schema_;
    const OrderedJson definitions_;
    const OrderedJson* examples_;
    std::map<std::string, std::string> sectionOf_; // definition -> the heading of the section listing it
    std::ostringstream out_;
};

} // namespace

std::string contentReference(const OrderedJson& schema, const OrderedJson* examples)
{
    return ReferenceWriter(schema, examples).page();
}

} // namespace rb
