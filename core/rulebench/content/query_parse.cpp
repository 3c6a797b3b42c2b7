#include "rulebench/content/query_parse.h"

#include "rulebench/base/diagnostic.h"
#include "rulebench/content/sections.h"

#include <charconv>
#include <deque>
#include <sstream>

namespace rb {

namespace {

struct Token {
    enum class Kind { Word, Quoted, Op, Open, Close, End };
    Kind kind = Kind::End;
    std::string text;
    std::size_t at = 0; // byte offset
};

// Thrown inside the parser only, caught in parseQuery.
struct QueryError {
    std::size_t at;
    std::string message;
};

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool ends(char c) { return isSpace(c) || std::string_view("()\"=!<>").find(c) != std::string_view::npos; }

Token quotedToken(std::string_view text, std::size_t& i)
{
    Token t{Token::Kind::Quoted, {}, i};
    for (++i; i < text.size(); ++i) {
        if (text[i] == '"') {
            ++i;
            return t;
        }
        if (text[i] == '\\' && i + 1 < text.size())
            ++i;
        t.text += text[i];
    }
    throw QueryError{t.at, "a quoted value is not closed"};
}

std::vector<Token> tokens(std::string_view text, std::size_t from)
{
    std::vector<Token> out;
    std::size_t i = from;
    for (;;) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i >= text.size())
            break;
        const char c = text[i];
        if (c == '(' || c == ')') {
            out.push_back({c == '(' ? Token::Kind::Open : Token::Kind::Close, std::string(1, c), i++});
        } else if (c == '"') {
            out.push_back(quotedToken(text, i));
        } else if (c == '=' || c == '!' || c == '<' || c == '>') {
            const std::size_t at = i++;
            if (i < text.size() && text[i] == '=')
                ++i;
            const std::string op(text.substr(at, i - at));
            if (op == "!")
                throw QueryError{at, "\"!\" alone is no comparison; \"!=\" is \"not equal\""};
            out.push_back({Token::Kind::Op, op, at});
        } else {
            const std::size_t at = i;
            while (i < text.size() && !ends(text[i]))
                ++i;
            out.push_back({Token::Kind::Word, std::string(text.substr(at, i - at)), at});
        }
    }
    out.push_back({Token::Kind::End, {}, text.size()});
    return out;
}

std::string shown(const Token& t)
{
    return t.kind == Token::Kind::End ? std::string("the end of the query") : "\"" + t.text + "\"";
}

QueryOp opOf(const Token& t)
{
    static constexpr std::pair<std::string_view, QueryOp> kOps[] = {
        {"=", QueryOp::Equal},    {"!=", QueryOp::NotEqual},       {"<", QueryOp::Less},
        {"<=", QueryOp::LessOrEqual}, {">", QueryOp::Greater}, {">=", QueryOp::GreaterOrEqual},
        {"absent", QueryOp::Absent}, {"present", QueryOp::Present}};
    for (const auto& [word, op] : kOps)
        if (t.text == word && (t.kind == Token::Kind::Op || (t.kind == Token::Kind::Word && word[0] >= 'a')))
            return op;
    throw QueryError{t.at, ""};
}

bool isNumber(std::string_view text)
{
    double d = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), d);
    return !text.empty() && error == std::errc() && end == text.data() + text.size();
}

// SECTION where EXPR: a recursive descent, "or" over "and" over tests.
class WhereParser {
public:
    WhereParser(std::vector<Token> tokens, const FieldTable& fields, std::string section)
        : tokens_(std::move(tokens)), section_(std::move(section)),
          columns_(sectionColumns(fields, section_))
    {
    }

    QueryNode whole()
    {
        QueryNode node = either();
        if (peek().kind != Token::Kind::End)
            throw QueryError{peek().at, "expected \"and\", \"or\" or the end of the query, found " + shown(peek())};
        return node;
    }

private:
    const Token& peek() const { return tokens_[at_]; }
    const Token& next() { return tokens_[at_ < tokens_.size() - 1 ? at_++ : at_]; }
    bool word(std::string_view w) const { return peek().kind == Token::Kind::Word && peek().text == w; }

    QueryNode joined(QueryNode::Kind kind, std::string_view w, QueryNode (WhereParser::*part)())
    {
        QueryNode first = (this->*part)();
        if (!word(w))
            return first;
        QueryNode node{kind, {}, {std::move(first)}};
        while (word(w)) {
            next();
            node.parts.push_back((this->*part)());
        }
        return node;
    }
    QueryNode either() { return joined(QueryNode::Kind::Or, "or", &WhereParser::both); }
    QueryNode both() { return joined(QueryNode::Kind::And, "and", &WhereParser::term); }

    QueryNode term()
    {
        if (peek().kind == Token::Kind::Open) {
            const Token open = next();
            QueryNode inner = either();
            if (peek().kind != Token::Kind::Close)
                throw QueryError{peek().at, "expected \")\" to close the \"(\" at column " + std::to_string(open.at + 1) +
                                                ", found " + shown(peek())};
            next();
            return inner;
        }
        return QueryNode{QueryNode::Kind::Test, test(), {}};
    }

    QueryTest test()
    {
        const Token field = next();
        if (field.kind != Token::Kind::Word)
            throw QueryError{field.at, "expected a field, found " + shown(field)};
        const TableColumn* column = findColumn(columns_, field.text);
        if (!column)
            column = objectColumn(field.text);
        if (!column) {
            std::vector<std::string> paths;
            for (const TableColumn& c : columns_)
                paths.push_back(c.path);
            throw QueryError{field.at, "\"" + field.text + "\" is no field of " + section_ + didYouMean(field.text, paths)};
        }
        QueryTest t{*column, QueryOp::Equal, {}};
        const Token op = next();
        try {
            t.op = opOf(op);
        } catch (const QueryError&) {
            throw QueryError{op.at, "expected =, !=, <, <=, >, >=, absent or present after " + field.text + ", found " +
                                        shown(op)};
        }
        if (t.op == QueryOp::Absent || t.op == QueryOp::Present)
            return t;
        const Token value = next();
        if (value.kind != Token::Kind::Word && value.kind != Token::Kind::Quoted)
            throw QueryError{value.at, "expected a value after " + op.text + ", found " + shown(value)};
        checkValue(*column, t.op, value);
        t.value = value.text;
        return t;
    }

    // A field inside a column: a nested object whose fields are columns ("tick" of "tick.amount"), or a
    // key inside a column of JSON ("area.burst", "stats.health"). A column of its own for the query.
    const TableColumn* objectColumn(const std::string& path)
    {
        std::vector<std::string> keys;
        std::stringstream split(path);
        for (std::string key; std::getline(split, key, '.');)
            keys.push_back(key);
        for (const TableColumn& c : columns_) {
            const bool inside = c.kind == CellKind::Json && path.starts_with(c.path + ".");
            if (!inside && !c.path.starts_with(path + "."))
                continue;
            TableColumn object;
            object.path = path;
            object.keys = keys;
            for (const std::string& k : keys)
                object.pointer += "/" + k;
            object.kind = CellKind::Json;
            objects_.push_back(std::move(object));
            return &objects_.back();
        }
        return nullptr;
    }

    static void checkValue(const TableColumn& column, QueryOp op, const Token& value)
    {
        if (column.kind == CellKind::Whole && !isNumber(value.text))
            throw QueryError{value.at, column.path + " is a number; \"" + value.text + "\" is not"};
        if (column.kind == CellKind::YesNo && value.text != "true" && value.text != "false")
            throw QueryError{value.at, column.path + " is true or false; \"" + value.text + "\" is neither"};
        if (column.kind == CellKind::YesNo && op != QueryOp::Equal && op != QueryOp::NotEqual)
            throw QueryError{value.at, column.path + " is true or false: ask = or !=, not more or less"};
    }

    std::vector<Token> tokens_;
    std::size_t at_ = 0;
    std::string section_;
    std::vector<TableColumn> columns_;
    std::deque<TableColumn> objects_; // made by objectColumn, kept where they are
};

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// uses NAME, uses SECTION:NAME, either name quoted or not.
ContentQuery usesQuery(std::string_view text, std::size_t from)
{
    ContentQuery q;
    q.uses = true;
    std::size_t at = from;
    while (at < text.size() && isSpace(text[at]))
        ++at;
    std::string_view rest = trimmed(text.substr(at));
    const std::size_t colon = rest.find(':');
    if (!rest.starts_with('"') && colon != std::string_view::npos) {
        if (const SectionInfo* s = sectionNamed(trimmed(rest.substr(0, colon)))) {
            q.section = s->key;
            const std::string_view name = trimmed(rest.substr(colon + 1));
            at += static_cast<std::size_t>(name.data() - rest.data());
            rest = name;
        }
    }
    if (rest.starts_with('"')) {
        const std::vector<Token> t = tokens(text, at);
        if (t.size() != 2 || t[0].kind != Token::Kind::Quoted)
            throw QueryError{t.size() > 1 ? t[1].at : at, "expected the end of the query after the quoted name"};
        q.name = t[0].text;
    } else {
        q.name = std::string(rest);
    }
    if (q.name.empty())
        throw QueryError{text.size(), "expected a name after \"uses\""};
    return q;
}

// "uses" as the query's first word.
std::optional<std::size_t> usesAt(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size() && isSpace(text[i]))
        ++i;
    if (text.substr(i, 4) != "uses" || (i + 4 < text.size() && !isSpace(text[i + 4])))
        return std::nullopt;
    return i + 4;
}

ContentQuery readQuery(std::string_view text, const FieldTable& fields)
{
    if (const std::optional<std::size_t> after = usesAt(text))
        return usesQuery(text, *after);
    const std::vector<Token> t = tokens(text, 0);
    if (t[0].kind == Token::Kind::End)
        throw QueryError{0, "an empty query; ask \"SECTION where FIELD OP VALUE\" or \"uses NAME\""};
    std::string why;
    const SectionInfo* section = t[0].kind == Token::Kind::Word ? sectionNamed(t[0].text, &why) : nullptr;
    if (!section)
        throw QueryError{t[0].at, t[0].kind == Token::Kind::Word
                                      ? why + "; a query starts with a section or \"uses\""
                                      : "a query starts with a section or \"uses\", not " + shown(t[0])};
    ContentQuery q;
    q.section = section->key;
    if (t[1].kind == Token::Kind::End)
        return q;
    if (t[1].kind != Token::Kind::Word || t[1].text != "where")
        throw QueryError{t[1].at, "expected \"where\" after " + t[0].text + ", found " + shown(t[1])};
    if (t[2].kind == Token::Kind::End)
        throw QueryError{t[2].at, "expected a field after \"where\""};
    q.where = WhereParser(std::vector<Token>(t.begin() + 2, t.end()), fields, q.section).whole();
    return q;
}

// A byte offset as a column in characters, from 1.
int columnOf(std::string_view text, std::size_t at)
{
    int column = 1;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++column;
    return column;
}

} // namespace

QueryParse parseQuery(std::string_view text, const FieldTable& fields)
{
    QueryParse out;
    try {
        out.query = readQuery(text, fields);
    } catch (const QueryError& e) {
        out.column = columnOf(text, e.at);
        out.problem = "column " + std::to_string(out.column) + ": " + e.message;
    }
    return out;
}

} // namespace rb
