// A formula's text compiled: read into a tree (every name resolved, every
// type and role checked, fixed parts folded), then laid out as a program.
#include "rulebench/base/names.h"
#include "rulebench/base/dice.h"
#include "rulebench/formula/formula_numbers.h"
#include "rulebench/formula/formula_program.h"

#include <algorithm>

namespace rb {

namespace {

constexpr int kMaxNesting = 40;
constexpr std::size_t kMaxFormulaText = 2000;

struct Node {
    enum class Kind : std::uint8_t { Number, Dice, Turn, Read, Unary, Binary, Call, If };
    Kind kind = Kind::Number;
    FormulaOp op = FormulaOp::Const;
    std::size_t begin = 0, end = 0; // its text
    bool condition = false;
    bool fixed = true;              // no reading, dice or turn below it
    std::int64_t value = 0;         // Number, or the folded value when fixed
    std::int64_t sides = 0;         // Dice: value is the count
    FormulaRead read = FormulaRead::Stat;
    bool user = false;
    std::uint32_t id = 0;
    std::size_t piece = 0;          // Dice, Turn, Read: its piece of the working
    std::vector<Node> kids;
};

struct SyntaxStop {}; // a mistake after which nothing more can be read

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
bool isDigit(char c) { return c >= '0' && c <= '9'; }

std::string sectionWord(FormulaName n)
{
    switch (n) {
    case FormulaName::Stat: return "stat";
    case FormulaName::Status: return "status";
    case FormulaName::Flag: return "flag";
    default: return "status or flag";
    }
}

std::optional<std::uint32_t> indexOf(const std::vector<std::string>& list, std::string_view name)
{
    auto it = std::find(list.begin(), list.end(), name);
    if (it == list.end())
        return std::nullopt;
    return static_cast<std::uint32_t>(it - list.begin());
}

class Parser {
public:
    // `names` null: names are found, not resolved (formulaNameUses).
    Parser(std::string_view text, const FormulaNames* names, const FormulaUse& use, FormulaProgram& program,
           std::vector<FormulaError>& errors)
        : t_(text)
        , names_(names)
        , use_(use)
        , program_(program)
        , errors_(errors)
    {
    }

    Node formula()
    {
        pos_ = t_.find('=') + 1;
        Node n = parseOr();
        skip();
        if (pos_ < t_.size())
            stop(pos_, "expected an operator or the end, found \"" + std::string(t_.substr(pos_, 1)) + "\"");
        if (n.condition)
            error(n.begin, "the formula gives a condition (yes or no), not a number: wrap it in if(..., 1, 0)");
        return n;
    }

    // Each whole number read is added to `numbers` (formulaNumbers).
    void keepNumbers(std::vector<FormulaNumber>* numbers) { numbers_ = numbers; }

private:
    void error(std::size_t at, std::string message) { errors_.push_back({at + 1, std::move(message)}); }
    [[noreturn]] void stop(std::size_t at, std::string message)
    {
        error(at, std::move(message));
        throw SyntaxStop{};
    }
    void skip()
    {
        while (pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\t'))
            ++pos_;
    }
    bool eat(std::string_view s)
    {
        skip();
        if (t_.substr(pos_, s.size()) != s)
            return false;
        pos_ += s.size();
        return true;
    }
    void expect(std::string_view s, std::string_view what)
    {
        if (!eat(s))
            stop(pos_, "expected " + std::string(what) + (pos_ < t_.size() ? ", found \"" + std::string(t_.substr(pos_, 1)) + "\""
                                                                           : ", found the end"));
    }
    std::string_view word()
    {
        skip();
        const std::size_t from = pos_;
        while (pos_ < t_.size() && isNameChar(t_[pos_]))
            ++pos_;
        return t_.substr(from, pos_ - from);
    }

    Node parseOr();
    Node parseAnd();
    Node parseNot();
    Node parseCompare();
    Node parseSum();
    Node parseProduct();
    Node parseUnary();
    Node parsePrimary();
    Node parseNumberOrDice();
    Node parseWord();
    Node parseCall(const FormulaEntry& entry, std::size_t begin);
    Node parseReading(bool user, std::size_t begin);
    std::string parseName(std::size_t& nameBegin);
    void resolve(Node& n, const FormulaEntry& entry, const std::string& name, std::size_t nameBegin);
    Node binary(FormulaOp op, Node a, Node b, std::size_t opAt, bool conditions);
    void needNumber(const Node& n, std::string_view what);
    std::size_t addPiece(std::size_t begin, std::string before, std::string after, bool role, bool user, bool condition);

    std::string_view t_;
    std::size_t pos_ = 0;
    std::size_t nameEnd_ = 0; // where the name parseName read ends (its quote included)
    int depth_ = 0;
    const FormulaNames* names_;
    const FormulaUse use_; // a copy: callers pass a temporary
    FormulaProgram& program_;
    std::vector<FormulaError>& errors_;
    std::vector<FormulaNumber>* numbers_ = nullptr;
};

// A nested part counts towards the limit while it is read.
struct Deeper {
    int& depth;
    Deeper(int& d, std::size_t at, std::vector<FormulaError>& errors)
        : depth(d)
    {
        if (++depth > kMaxNesting) {
            errors.push_back({at + 1, "nested too deeply (at most " + std::to_string(kMaxNesting) + " levels)"});
            throw SyntaxStop{};
        }
    }
    ~Deeper() { --depth; }
};

void Parser::needNumber(const Node& n, std::string_view what)
{
    if (n.condition)
        error(n.begin, std::string(what) + " takes a number, and this is a condition (yes or no)");
}

Node Parser::binary(FormulaOp op, Node a, Node b, std::size_t opAt, bool conditions)
{
    const std::string_view word = t_.substr(opAt, op == FormulaOp::And ? 3 : op == FormulaOp::Or ? 2 : 1);
    for (const Node* k : {&a, &b}) {
        if (conditions && !k->condition)
            error(k->begin, "\"" + std::string(word) + "\" joins conditions, and this is a number: compare it (x > 0)");
        else if (!conditions)
            needNumber(*k, "\"" + std::string(word) + "\"");
    }
    if ((op == FormulaOp::Div || op == FormulaOp::Mod) && b.fixed && b.value == 0)
        error(opAt, std::string(op == FormulaOp::Div ? "division" : "remainder") + " by zero");
    Node n;
    n.kind = Node::Kind::Binary;
    n.op = op;
    n.begin = a.begin;
    n.end = b.end;
    n.fixed = a.fixed && b.fixed;
    bool divisionByZero = false;
    n.value = n.fixed ? formulaBinary(op, a.value, b.value, divisionByZero) : 0;
    n.condition = conditions || (op >= FormulaOp::Lt && op <= FormulaOp::Ne);
    n.kids.push_back(std::move(a));
    n.kids.push_back(std::move(b));
    return n;
}

Node Parser::parseOr()
{
    Deeper d(depth_, pos_, errors_);
    Node n = parseAnd();
    for (;;) {
        skip();
        const std::size_t at = pos_;
        if (t_.substr(pos_, 2) != "or" || (pos_ + 2 < t_.size() && isNameChar(t_[pos_ + 2])))
            return n;
        pos_ += 2;
        n = binary(FormulaOp::Or, std::move(n), parseAnd(), at, true);
    }
}

Node Parser::parseAnd()
{
    Node n = parseNot();
    for (;;) {
        skip();
        const std::size_t at = pos_;
        if (t_.substr(pos_, 3) != "and" || (pos_ + 3 < t_.size() && isNameChar(t_[pos_ + 3])))
            return n;
        pos_ += 3;
        n = binary(FormulaOp::And, std::move(n), parseNot(), at, true);
    }
}

Node Parser::parseNot()
{
    skip();
    const std::size_t at = pos_;
    if (t_.substr(pos_, 3) == "not" && !(pos_ + 3 < t_.size() && isNameChar(t_[pos_ + 3]))) {
        pos_ += 3;
        Deeper d(depth_, at, errors_);
        Node k = parseNot();
        if (!k.condition)
            error(k.begin, "\"not\" takes a condition, and this is a number: compare it (x > 0)");
        Node n;
        n.kind = Node::Kind::Unary;
        n.op = FormulaOp::Not;
        n.begin = at;
        n.end = k.end;
        n.condition = true;
        n.fixed = k.fixed;
        n.value = k.value == 0;
        n.kids.push_back(std::move(k));
        return n;
    }
    return parseCompare();
}

Node Parser::parseCompare()
{
    Node a = parseSum();
    skip();
    static constexpr std::pair<std::string_view, FormulaOp> kOps[] = {
        {"==", FormulaOp::Eq}, {"!=", FormulaOp::Ne}, {"<=", FormulaOp::Le}, {">=", FormulaOp::Ge},
        {"<", FormulaOp::Lt},  {">", FormulaOp::Gt},  {"=", FormulaOp::Eq}};
    for (const auto& [word, op] : kOps) {
        if (t_.substr(pos_, word.size()) != word)
            continue;
        const std::size_t at = pos_;
        pos_ += word.size();
        Node n = binary(op, std::move(a), parseSum(), at, false);
        skip();
        for (const auto& other : kOps)
            if (t_.substr(pos_, other.first.size()) == other.first)
                stop(pos_, "comparisons do not chain: join them with \"and\"");
        return n;
    }
    return a;
}

Node Parser::parseSum()
{
    Node n = parseProduct();
    for (;;) {
        skip();
        const std::size_t at = pos_;
        if (eat("+"))
            n = binary(FormulaOp::Add, std::move(n), parseProduct(), at, false);
        else if (eat("-"))
            n = binary(FormulaOp::Sub, std::move(n), parseProduct(), at, false);
        else
            return n;
    }
}

Node Parser::parseProduct()
{
    Node n = parseUnary();
    for (;;) {
        skip();
        const std::size_t at = pos_;
        if (eat("*"))
            n = binary(FormulaOp::Mul, std::move(n), parseUnary(), at, false);
        else if (eat("/"))
            n = binary(FormulaOp::Div, std::move(n), parseUnary(), at, false);
        else if (eat("%"))
            n = binary(FormulaOp::Mod, std::move(n), parseUnary(), at, false);
        else
            return n;
    }
}

Node Parser::parseUnary()
{
    skip();
    const std::size_t at = pos_;
    if (!eat("-"))
        return parsePrimary();
    Deeper d(depth_, at, errors_);
    Node k = parseUnary();
    needNumber(k, "a minus sign");
    Node n;
    n.kind = Node::Kind::Unary;
    n.op = FormulaOp::Neg;
    n.begin = at;
    n.end = k.end;
    n.fixed = k.fixed;
    n.value = formulaNeg(k.value);
    n.kids.push_back(std::move(k));
    return n;
}

Node Parser::parsePrimary()
{
    skip();
    const std::size_t at = pos_;
    if (pos_ >= t_.size())
        stop(pos_, "expected a number, a function or a reading, found the end");
    if (eat("(")) {
        Node n = parseOr();
        expect(")", "\")\"");
        n.begin = at;
        n.end = pos_;
        return n;
    }
    if (isDigit(t_[pos_]))
        return parseNumberOrDice();
    if (isNameChar(t_[pos_]))
        return parseWord();
    if (t_[pos_] == '"')
        stop(pos_, "a quoted name goes inside a reading: target.stat(\"fire resist\")");
    stop(pos_, "expected a number, a function or a reading, found \"" + std::string(t_.substr(pos_, 1)) + "\"");
}

std::int64_t readWhole(std::string_view digits)
{
    std::int64_t v = 0;
    for (char c : digits)
        v = v * 10 + (c - '0');
    return v;
}

Node Parser::parseNumberOrDice()
{
    const std::size_t at = pos_;
    while (pos_ < t_.size() && isDigit(t_[pos_]))
        ++pos_;
    const std::string_view count = t_.substr(at, pos_ - at);
    if (count.size() > 10 || readWhole(count) > kMaxContentNumber)
        stop(at, "a number is at most " + std::to_string(kMaxContentNumber));
    Node n;
    n.begin = at;
    n.value = readWhole(count);
    const bool dice =
        pos_ < t_.size() && (t_[pos_] == 'd' || t_[pos_] == 'D') && pos_ + 1 < t_.size() && isDigit(t_[pos_ + 1]);
    if (numbers_)
        numbers_->push_back({at + 1, count.size(), n.value, dice});
    if (dice) {
        ++pos_;
        const std::size_t sidesAt = pos_;
        while (pos_ < t_.size() && isDigit(t_[pos_]))
            ++pos_;
        const std::string_view sides = t_.substr(sidesAt, pos_ - sidesAt);
        if (numbers_)
            numbers_->push_back({sidesAt + 1, sides.size(), sides.size() > 10 ? kMaxDiceSides + 1 : readWhole(sides), true});
        n.kind = Node::Kind::Dice;
        n.sides = sides.size() > 10 ? kMaxDiceSides + 1 : readWhole(sides);
        if (n.value < 1 || n.value > kMaxDiceCount)
            error(at, "dice count must be between 1 and " + std::to_string(kMaxDiceCount));
        if (n.sides < 1 || n.sides > kMaxDiceSides)
            error(sidesAt, "dice sides must be between 1 and " + std::to_string(kMaxDiceSides));
    }
    if (pos_ < t_.size() && isNameChar(t_[pos_]))
        stop(pos_, "a number is followed by an operator, found \"" + std::string(t_.substr(pos_, 1)) + "\"");
    n.end = pos_;
    if (n.kind == Node::Kind::Dice) {
        n.fixed = false;
        program_.rolls = true;
        if (!use_.rolls)
            error(at, "dice roll here each time the value is read: a formula here may read the state but not roll");
        n.piece = addPiece(at, std::string(t_.substr(at, pos_ - at)), "", false, false, false);
    }
    return n;
}

} // namespace

namespace {

std::size_t Parser::addPiece(std::size_t begin, std::string before, std::string after, bool role, bool user,
                             bool condition)
{
    program_.pieces.push_back({begin, pos_, std::move(before), std::move(after), role, user, condition});
    return program_.pieces.size() - 1;
}

std::vector<std::string> entryNames(FormulaEntryKind kind)
{
    std::vector<std::string> out;
    for (const FormulaEntry& e : formulaTable())
        if (e.kind == kind && (kind != FormulaEntryKind::Word || e.name == "turn"))
            out.emplace_back(e.name);
    if (kind == FormulaEntryKind::Word)
        for (const FormulaEntry& e : formulaTable())
            if (e.kind == FormulaEntryKind::Function)
                out.emplace_back(e.name);
    return out;
}

Node Parser::parseWord()
{
    const std::size_t at = pos_;
    const std::string w(word());
    if (w.size() > 1 && w[0] == 'd' && std::all_of(w.begin() + 1, w.end(), isDigit)) { // d20: one die
        pos_ = at + 1;
        Node n = parseNumberOrDice(); // reads "20" as a count...
        n.kind = Node::Kind::Dice;    // ...which is the sides of one die
        n.sides = n.value;
        n.value = 1;
        n.begin = at;
        n.fixed = false;
        program_.rolls = true;
        if (!use_.rolls)
            error(at, "dice roll here each time the value is read: a formula here may read the state but not roll");
        n.piece = addPiece(at, w, "", false, false, false);
        if (n.sides < 1 || n.sides > kMaxDiceSides)
            error(at, "dice sides must be between 1 and " + std::to_string(kMaxDiceSides));
        return n;
    }
    if (w == "user" || w == "target") {
        const bool user = w == "user";
        if (user && !use_.user)
            error(at, "no user here: " + std::string(use_.noUser));
        if (!user && !use_.target)
            error(at, use_.noTarget.empty() ? std::string("no target here")
                                            : "no target here: " + std::string(use_.noTarget));
        expect(".", "\".\" and a reading after \"" + w + "\" (" + w + ".stat(NAME))");
        return parseReading(user, at);
    }
    if (w == "turn") {
        Node n;
        n.kind = Node::Kind::Turn;
        n.begin = at;
        n.end = pos_;
        n.fixed = false;
        program_.rolls = true;
        if (!use_.rolls)
            error(at, "turn is read once, when a value lands; this value is read again and again");
        n.piece = addPiece(at, "turn", "", false, false, false);
        return n;
    }
    if (const FormulaEntry* e = findFormulaEntry(FormulaEntryKind::Function, w)) {
        expect("(", "\"(\" after \"" + w + "\"");
        return parseCall(*e, at);
    }
    if (w == "true" || w == "false" || w == "yes" || w == "no")
        stop(at, "a condition is written as a comparison (x > 0) or a reading (target.has(NAME))");
    stop(at, "unknown word \"" + w + "\"" + didYouMean(w, entryNames(FormulaEntryKind::Word))
                 + "; a reading is written user.stat(NAME) or target.stat(NAME)");
}

Node Parser::parseCall(const FormulaEntry& entry, std::size_t begin)
{
    Deeper d(depth_, begin, errors_);
    Node n;
    n.kind = entry.name == "if" ? Node::Kind::If : Node::Kind::Call;
    n.op = entry.name == "min" ? FormulaOp::Min : entry.name == "max" ? FormulaOp::Max
         : entry.name == "clamp" ? FormulaOp::Clamp : FormulaOp::Abs;
    n.begin = begin;
    skip();
    if (!eat(")")) {
        do {
            n.kids.push_back(parseOr());
        } while (eat(","));
        expect(")", "\",\" or \")\"");
    }
    n.end = pos_;
    const int count = static_cast<int>(n.kids.size());
    if (count < entry.minArgs || (entry.maxArgs >= 0 && count > entry.maxArgs))
        error(begin, std::string(entry.name) + " takes " + (entry.maxArgs < 0 ? "at least " : "")
                         + std::to_string(entry.minArgs) + " argument" + (entry.minArgs == 1 ? "" : "s") + ", got "
                         + std::to_string(count) + ": " + std::string(entry.written));
    if (count > 255)
        stop(begin, std::string(entry.name) + " takes at most 255 arguments");
    for (std::size_t i = 0; i < n.kids.size(); ++i) {
        const bool wantsCondition = n.kind == Node::Kind::If && i == 0;
        if (wantsCondition && !n.kids[i].condition)
            error(n.kids[i].begin, "if's first argument is a condition, and this is a number: compare it (x > 0)");
        else if (!wantsCondition)
            needNumber(n.kids[i], std::string(entry.name));
    }
    n.fixed = std::all_of(n.kids.begin(), n.kids.end(), [](const Node& k) { return k.fixed; });
    if (n.fixed && count >= entry.minArgs && (entry.maxArgs < 0 || count <= entry.maxArgs)) {
        bool unused = false;
        const auto& k = n.kids;
        if (n.kind == Node::Kind::If)
            n.value = k[0].value ? k[1].value : k[2].value;
        else if (n.op == FormulaOp::Abs)
            n.value = k[0].value < 0 ? formulaNeg(k[0].value) : k[0].value;
        else if (n.op == FormulaOp::Clamp)
            n.value = std::max(k[1].value, std::min(k[0].value, k[2].value));
        else {
            n.value = k[0].value;
            for (std::size_t i = 1; i < k.size(); ++i)
                n.value = formulaBinary(n.op, n.value, k[i].value, unused);
        }
    }
    return n;
}

std::string Parser::parseName(std::size_t& nameBegin)
{
    skip();
    nameBegin = pos_;
    if (pos_ < t_.size() && t_[pos_] == '"') {
        const std::size_t close = t_.find('"', pos_ + 1);
        if (close == std::string_view::npos)
            stop(pos_, "a quoted name is closed with \"");
        std::string name(t_.substr(pos_ + 1, close - pos_ - 1));
        pos_ = close + 1;
        nameEnd_ = pos_;
        if (name.empty())
            error(nameBegin, "the name is empty");
        return name;
    }
    while (pos_ < t_.size() && (isNameChar(t_[pos_]) || t_[pos_] == '-'))
        ++pos_;
    std::string name(t_.substr(nameBegin, pos_ - nameBegin));
    nameEnd_ = pos_;
    skip();
    if (pos_ < t_.size() && t_[pos_] != ')') {
        const std::size_t close = t_.find(')', pos_);
        if (close != std::string_view::npos)
            stop(nameBegin, "a name with spaces or signs is quoted: \"" + std::string(trimmed(t_.substr(nameBegin, close - nameBegin))) + "\"");
    }
    if (name.empty())
        stop(nameBegin, "expected a name");
    return name;
}

} // namespace

namespace {

std::string readingWords(FormulaRead read, const std::string& name, bool before)
{
    switch (read) {
    case FormulaRead::Stat: return before ? name + " of " : "";
    case FormulaRead::Base: return before ? "base " + name + " of " : "";
    case FormulaRead::Stacks: return before ? "stacks of " + name + " on " : "";
    case FormulaRead::Turns: return before ? "turns of " + name + " on " : "";
    case FormulaRead::HasStatus:
    case FormulaRead::HasFlag: return before ? "" : " has " + name;
    }
    return {};
}

Node Parser::parseReading(bool user, std::size_t begin)
{
    const std::size_t readingAt = pos_;
    const std::string r(word());
    const FormulaEntry* entry = findFormulaEntry(FormulaEntryKind::Reading, r);
    if (!entry)
        stop(readingAt, "unknown reading \"" + r + "\"" + didYouMean(r, entryNames(FormulaEntryKind::Reading)));
    expect("(", "\"(\" and a name after \"" + r + "\"");
    std::size_t nameBegin = 0;
    const std::string name = parseName(nameBegin);
    const std::size_t nameEnd = nameEnd_;
    expect(")", "\")\" after the name");
    Node n;
    n.kind = Node::Kind::Read;
    n.begin = begin;
    n.end = pos_;
    n.fixed = false;
    n.user = user;
    n.condition = entry->condition;
    n.read = entry->read;
    if (user)
        program_.readsUser = true;
    resolve(n, *entry, name, nameBegin);
    program_.names.back().length = nameEnd - nameBegin;
    n.piece = addPiece(begin, readingWords(n.read, name, true), readingWords(n.read, name, false), true, user,
                       n.condition);
    return n;
}

void Parser::resolve(Node& n, const FormulaEntry& entry, const std::string& name, std::size_t nameBegin)
{
    FormulaName section = entry.reads;
    if (!names_) { // found only: has() stays a status or a flag
        program_.names.push_back({section, name, nameBegin + 1, 0});
        return;
    }
    if (section == FormulaName::StatusOrFlag) {
        const bool status = indexOf(names_->statuses, name).has_value();
        const bool flag = indexOf(names_->flags, name).has_value();
        if (status && flag)
            error(nameBegin, "\"" + name + "\" is both a status and a flag: write has_status or has_flag");
        section = flag ? FormulaName::Flag : FormulaName::Status;
        n.read = flag ? FormulaRead::HasFlag : FormulaRead::HasStatus;
        if (!status && !flag) {
            std::vector<std::string> both = names_->statuses;
            both.insert(both.end(), names_->flags.begin(), names_->flags.end());
            error(nameBegin, "no status or flag \"" + name + "\"" + didYouMean(name, both));
        }
    }
    program_.names.push_back({section, name, nameBegin + 1, 0});
    const std::vector<std::string>& list = section == FormulaName::Stat     ? names_->stats
                                           : section == FormulaName::Status ? names_->statuses
                                                                            : names_->flags;
    if (const auto id = indexOf(list, name))
        n.id = *id;
    else if (entry.reads != FormulaName::StatusOrFlag)
        error(nameBegin, "no " + sectionWord(section) + " \"" + name + "\"" + didYouMean(name, list));
}

// Lays a tree out as a program, keeping the stack's depth in bounds.
struct Emitter {
    std::vector<FormulaInstr>& code;
    std::size_t depth = 0, most = 0;

    void push(FormulaInstr in, std::ptrdiff_t change)
    {
        code.push_back(in);
        depth = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(depth) + change);
        most = std::max(most, depth);
    }
    void emit(const Node& n)
    {
        if (n.fixed) { // folded: one number
            push({FormulaOp::Const, FormulaRead::Stat, false, 0, 0, n.value, 0}, 1);
            return;
        }
        switch (n.kind) {
        case Node::Kind::Dice:
            push({FormulaOp::Dice, FormulaRead::Stat, false, static_cast<std::uint16_t>(n.piece), 0, n.value, n.sides}, 1);
            return;
        case Node::Kind::Turn: push({FormulaOp::Turn, FormulaRead::Stat, false, static_cast<std::uint16_t>(n.piece)}, 1); return;
        case Node::Kind::Read:
            push({FormulaOp::Read, n.read, n.user, static_cast<std::uint16_t>(n.piece), n.id}, 1);
            return;
        case Node::Kind::If: emitIf(n); return;
        default: break;
        }
        for (const Node& k : n.kids)
            emit(k);
        const auto count = static_cast<std::ptrdiff_t>(n.kids.size());
        push({n.op, FormulaRead::Stat, false, static_cast<std::uint16_t>(n.kids.size())}, 1 - count);
    }
    void emitIf(const Node& n)
    {
        emit(n.kids[0]);
        const std::size_t jumpIfFalse = code.size();
        push({FormulaOp::JumpIfFalse}, -1);
        emit(n.kids[1]);
        const std::size_t jump = code.size();
        push({FormulaOp::Jump}, -1); // one branch's value stands when they meet
        code[jumpIfFalse].a = static_cast<std::int64_t>(code.size());
        emit(n.kids[2]);
        code[jump].a = static_cast<std::int64_t>(code.size());
    }
};

} // namespace

struct FormulaCompiler {
    static Formula make(std::shared_ptr<const FormulaProgram> p)
    {
        Formula f;
        f.program_ = std::move(p);
        return f;
    }
};

bool isFormulaText(std::string_view text)
{
    const std::size_t first = text.find_first_not_of(" \t");
    return first != std::string_view::npos && text[first] == '=';
}

FormulaCompile compileFormula(std::string_view text, const FormulaNames& names, const FormulaUse& use)
{
    FormulaCompile out;
    if (!isFormulaText(text)) {
        out.errors.push_back({1, "a formula begins with \"=\""});
        return out;
    }
    if (text.size() > kMaxFormulaText) {
        out.errors.push_back({kMaxFormulaText + 1, "a formula is at most " + std::to_string(kMaxFormulaText) + " characters"});
        return out;
    }
    auto program = std::make_shared<FormulaProgram>();
    program->text = std::string(text);
    try {
        Parser parser(program->text, &names, use, *program, out.errors);
        const Node root = parser.formula();
        if (out.errors.empty()) { // a call short of arguments has no tree to lay out
            Emitter emitter{program->code};
            emitter.emit(root);
            if (emitter.most > kMaxFormulaStack)
                out.errors.push_back({1, "too long to work out: split it into parts"});
        }
        program->constant = root.fixed;
        program->constantValue = root.value;
    } catch (const SyntaxStop&) {
    }
    std::stable_sort(out.errors.begin(), out.errors.end(),
                     [](const FormulaError& a, const FormulaError& b) { return a.column < b.column; });
    if (out.errors.empty())
        out.formula = FormulaCompiler::make(std::move(program));
    return out;
}

std::vector<Formula::NameUse> formulaNameUses(std::string_view text)
{
    FormulaProgram program;
    program.text = std::string(text.substr(0, kMaxFormulaText));
    std::vector<FormulaError> errors;
    if (!isFormulaText(program.text))
        return {};
    try {
        Parser(program.text, nullptr, FormulaUse{}, program, errors).formula();
    } catch (const SyntaxStop&) {
    }
    return std::move(program.names);
}

std::vector<FormulaNumber> formulaNumbers(std::string_view text)
{
    FormulaProgram program;
    program.text = std::string(text.substr(0, kMaxFormulaText));
    std::vector<FormulaError> errors;
    std::vector<FormulaNumber> numbers;
    if (!isFormulaText(program.text))
        return {};
    try {
        Parser parser(program.text, nullptr, FormulaUse{}, program, errors);
        parser.keepNumbers(&numbers);
        parser.formula();
    } catch (const SyntaxStop&) {
    }
    return numbers;
}

std::string withNames(std::string_view text, const std::vector<Formula::NameUse>& uses)
{
    std::string out(text);
    for (auto it = uses.rbegin(); it != uses.rend(); ++it) { // from the end, so the columns before stay true
        const std::string& to = it->name;
        const bool plain = !to.empty() && std::all_of(to.begin(), to.end(), [](char c) { return isNameChar(c) || c == '-'; });
        out.replace(it->column - 1, it->length, plain ? to : "\"" + to + "\"");
    }
    return out;
}

std::optional<std::string> renameInFormula(std::string_view text, const FormulaNames& names, FormulaName section,
                                           std::string_view from, std::string_view to)
{
    const FormulaCompile c = compileFormula(text, names, FormulaUse{});
    if (!c.formula)
        return std::nullopt;
    const bool plain = !to.empty() && std::all_of(to.begin(), to.end(), [](char ch) { return isNameChar(ch) || ch == '-'; });
    const std::string written = plain ? std::string(to) : "\"" + std::string(to) + "\"";
    std::string out(text);
    bool changed = false;
    const auto& uses = c.formula->names();
    for (auto it = uses.rbegin(); it != uses.rend(); ++it) // from the end, so columns before stay true
        if (it->section == section && it->name == from) {
            out.replace(it->column - 1, it->length, written);
            changed = true;
        }
    return changed ? std::optional<std::string>(out) : std::nullopt;
}

} // namespace rb
