// A compiled formula run: the program on a small stack, and its working.
#include "rulebench/base/dice.h"
#include "rulebench/base/saturating.h"
#include "rulebench/formula/formula_program.h"
#include "rulebench/formula/whole_value.h"

#include <algorithm>
#include <charconv>

namespace rb {

std::int64_t formulaNeg(std::int64_t a) { return a <= -kStatLimit ? kStatLimit : -a; }

std::int64_t formulaBinary(FormulaOp op, std::int64_t a, std::int64_t b, bool& divisionByZero)
{
    a = std::max(a, -kStatLimit); // the symmetric range, so no quotient or negation overflows
    b = std::max(b, -kStatLimit);
    switch (op) {
    case FormulaOp::Add: return saturatingAdd(a, b);
    case FormulaOp::Sub: return saturatingAdd(a, formulaNeg(b));
    case FormulaOp::Mul: return saturatingMul(a, b);
    case FormulaOp::Div:
    case FormulaOp::Mod:
        if (b == 0) {
            divisionByZero = true;
            return 0;
        }
        return op == FormulaOp::Div ? a / b : a % b; // C++ truncates toward zero
    case FormulaOp::Lt: return a < b;
    case FormulaOp::Le: return a <= b;
    case FormulaOp::Gt: return a > b;
    case FormulaOp::Ge: return a >= b;
    case FormulaOp::Eq: return a == b;
    case FormulaOp::Ne: return a != b;
    case FormulaOp::And: return a != 0 && b != 0;
    case FormulaOp::Or: return a != 0 || b != 0;
    case FormulaOp::Min: return std::min(a, b);
    case FormulaOp::Max: return std::max(a, b);
    default: return 0;
    }
}

namespace {

std::int64_t rollDice(const FormulaInstr& in, const FormulaScope& s)
{
    const Dice d{in.a, in.b, 0};
    return s.dice ? d.roll(*s.dice) : d.min(); // no stream: where no formula rolls, as compiled
}

std::int64_t readState(const FormulaInstr& in, const FormulaScope& s)
{
    if (!s.reader)
        return 0;
    if (in.op == FormulaOp::Turn)
        return s.reader->turn();
    return s.reader->read(in.read, in.user ? s.user : s.target, in.id);
}

// What the working records: each piece's value, once it is worked out. A
// few pieces are kept on the stack, so a working allocates nothing of its own.
struct Trace {
    static constexpr std::size_t kInPlace = 16;
    std::int64_t inPlace[kInPlace];
    bool seenInPlace[kInPlace] = {};
    std::vector<std::int64_t> more;
    std::vector<char> seenMore;
    std::int64_t* values = inPlace;
    bool* seen = seenInPlace;

    explicit Trace(std::size_t pieces)
    {
        if (pieces > kInPlace) {
            more.resize(pieces);
            seenMore.resize(pieces);
            values = more.data();
            seen = reinterpret_cast<bool*>(seenMore.data());
        }
    }
};

std::int64_t run(const FormulaProgram& p, const FormulaScope& s, Trace* trace, bool& divisionByZero)
{
    std::int64_t st[kMaxFormulaStack];
    std::size_t sp = 0;
    const FormulaInstr* code = p.code.data();
    const std::size_t size = p.code.size();
    for (std::size_t pc = 0; pc < size; ++pc) {
        const FormulaInstr& in = code[pc];
        switch (in.op) {
        case FormulaOp::Const: st[sp++] = in.a; continue;
        case FormulaOp::Dice:
        case FormulaOp::Turn:
        case FormulaOp::Read: {
            const std::int64_t v = in.op == FormulaOp::Dice ? rollDice(in, s) : readState(in, s);
            st[sp++] = v;
            if (trace) {
                trace->values[in.n] = v;
                trace->seen[in.n] = true;
            }
            continue;
        }
        case FormulaOp::Neg: st[sp - 1] = formulaNeg(st[sp - 1]); continue;
        case FormulaOp::Not: st[sp - 1] = st[sp - 1] == 0; continue;
        case FormulaOp::Abs: st[sp - 1] = st[sp - 1] < 0 ? formulaNeg(st[sp - 1]) : st[sp - 1]; continue;
        case FormulaOp::Min:
        case FormulaOp::Max:
            for (std::uint16_t i = 1; i < in.n; ++i, --sp)
                st[sp - 2] = formulaBinary(in.op, st[sp - 2], st[sp - 1], divisionByZero);
            continue;
        case FormulaOp::Clamp: {
            const std::int64_t lo = st[sp - 2], hi = st[sp - 1];
            sp -= 2;
            st[sp - 1] = std::max(lo, std::min(st[sp - 1], hi)); // lo wins when lo is above hi
            continue;
        }
        case FormulaOp::JumpIfFalse:
            if (st[--sp] == 0)
                pc = static_cast<std::size_t>(in.a) - 1;
            continue;
        case FormulaOp::Jump: pc = static_cast<std::size_t>(in.a) - 1; continue;
        default:
            st[sp - 2] = formulaBinary(in.op, st[sp - 2], st[sp - 1], divisionByZero);
            --sp;
            continue;
        }
    }
    return sp ? st[sp - 1] : 0;
}

void appendValue(std::string& out, std::int64_t v, bool condition)
{
    if (condition) {
        out += v ? "yes" : "no";
        return;
    }
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, v);
    out.append(digits, end);
}

} // namespace

std::int64_t Formula::evaluate(const FormulaScope& scope) const
{
    bool divisionByZero = false;
    return run(*program_, scope, nullptr, divisionByZero);
}

std::int64_t Formula::evaluate(const FormulaScope& scope, bool& divisionByZero) const
{
    divisionByZero = false;
    return run(*program_, scope, nullptr, divisionByZero);
}

FormulaWorking Formula::explain(const FormulaScope& scope) const
{
    FormulaWorking w;
    explain(scope, w);
    return w;
}

void Formula::explain(const FormulaScope& scope, FormulaWorking& w) const
{
    const FormulaProgram& p = *program_;
    Trace trace(p.pieces.size());
    w.divisionByZero = false;
    w.text.clear();
    w.value = run(p, scope, &trace, w.divisionByZero);
    std::size_t at = p.text.find_first_not_of(' ', p.text.find('=') + 1);
    at = at == std::string::npos ? p.text.size() : std::min(at, p.pieces.empty() ? at : p.pieces.front().begin);
    for (std::size_t i = 0; i < p.pieces.size(); ++i) {
        const FormulaPiece& piece = p.pieces[i];
        w.text.append(p.text, at, piece.begin - at);
        at = piece.end;
        if (!trace.seen[i]) { // an if's branch not taken: as written
            w.text.append(p.text, piece.begin, piece.end - piece.begin);
            continue;
        }
        w.text += piece.before;
        if (piece.role)
            w.text += scope.reader ? scope.reader->nameOf(piece.user ? scope.user : scope.target) : "no one";
        w.text += piece.after;
        w.text += " (";
        appendValue(w.text, trace.values[i], piece.condition);
        w.text += ')';
    }
    w.text.append(p.text, at, std::string::npos);
    w.text += " = ";
    appendValue(w.text, w.value, false);
    if (w.divisionByZero)
        w.text += " (a division by 0 gave 0)";
}

const std::string& Formula::text() const { return program_->text; }
bool Formula::rolls() const { return program_->rolls; }
bool Formula::readsUser() const { return program_->readsUser; }
bool Formula::constant() const { return program_->constant; }
std::int64_t Formula::constantValue() const { return program_->constantValue; }
const std::vector<Formula::NameUse>& Formula::names() const { return program_->names; }

std::vector<Formula::Reading> Formula::readings() const
{
    std::vector<Reading> out;
    for (const FormulaInstr& i : program_->code)
        if (i.op == FormulaOp::Read)
            out.push_back(Reading{i.read, i.user, i.id});
    return out;
}

std::string WholeValue::describe() const
{
    if (!formula)
        return std::to_string(number);
    const std::string& text = formula->text();
    const std::size_t first = text.find_first_not_of(" =");
    return "(" + (first == std::string::npos ? std::string() : text.substr(first)) + ")";
}

} // namespace rb
