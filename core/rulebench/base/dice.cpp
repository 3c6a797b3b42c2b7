#include "rulebench/base/dice.h"

#include "rulebench/base/json_reader.h"

namespace rb {

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }

void skipSpaces(std::string_view t, std::size_t& i)
{
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t'))
        ++i;
}

// Reads digits at i. Stops accumulating past `limit` (reporting too large)
// so a thousand-digit number costs nothing and overflows nothing.
enum class Number { None, Ok, TooLarge };
Number readNumber(std::string_view t, std::size_t& i, std::int64_t limit, std::int64_t& out)
{
    const std::size_t start = i;
    std::int64_t v = 0;
    bool tooLarge = false;
    for (; i < t.size() && isDigit(t[i]); ++i) {
        if (!tooLarge) {
            v = v * 10 + (t[i] - '0');
            if (v > limit)
                tooLarge = true;
        }
    }
    if (i == start)
        return Number::None;
    out = v;
    return tooLarge ? Number::TooLarge : Number::Ok;
}

std::string quoted(std::string_view t)
{
    // Keep messages one line and short whatever the input was.
    std::string out = "\"";
    const std::size_t shown = std::min<std::size_t>(t.size(), 40);
    for (std::size_t i = 0; i < shown; ++i) {
        const unsigned char c = static_cast<unsigned char>(t[i]);
        out += (c < 0x20 || c == 0x7f) ? '?' : static_cast<char>(c);
    }
    if (t.size() > shown)
        out += "...";
    out += '"';
    return out;
}

DiceParse fail(std::string message) { return {std::nullopt, std::move(message)}; }

const char* kExpected = "expected dice like \"3d6\", \"2d4+1\", \"d20\", \"1d6-1\" or a whole number like \"4\"";
} // namespace

std::string Dice::describe() const
{
    if (count == 0)
        return std::to_string(modifier);
    std::string out = std::to_string(count) + "d" + std::to_string(sides);
    if (modifier > 0)
        out += "+" + std::to_string(modifier);
    else if (modifier < 0)
        out += std::to_string(modifier);
    return out;
}

std::int64_t Dice::roll(RandomStream& stream) const
{
    std::int64_t total = modifier;
    for (std::int64_t i = 0; i < count; ++i)
        total += stream.between(1, sides);
    return total;
}

DiceParse parseDice(std::string_view text)
{
    const std::string shown = quoted(text);
    std::size_t i = 0;
    skipSpaces(text, i);
    if (i == text.size())
        return fail(std::string(kExpected) + ", got empty text");

    Dice d;
    // A plain number, possibly signed: "4", "-1".
    bool negative = false, hasSign = false;
    if (text[i] == '-' || text[i] == '+') {
        negative = text[i] == '-';
        hasSign = true;
        ++i;
        skipSpaces(text, i);
    }
    std::int64_t first = 0;
    const Number n = readNumber(text, i, kMaxContentNumber, first);
    const bool hasD = i < text.size() && (text[i] == 'd' || text[i] == 'D');
    if (!hasD) {
        if (n == Number::None)
            return fail(std::string(kExpected) + ", got " + shown);
        skipSpaces(text, i);
        if (i != text.size())
            return fail(std::string(kExpected) + ", got " + shown);
        if (n == Number::TooLarge)
            return fail("the number in " + shown + " is too large (at most " + std::to_string(kMaxContentNumber) + ")");
        d.modifier = negative ? -first : first;
        return {d, {}};
    }
    if (hasSign)
        return fail("a dice count cannot be signed in " + shown + "; " + kExpected);
    if (n == Number::None)
        first = 1; // "d20" is one die
    else if (n == Number::TooLarge || first > kMaxDiceCount)
        return fail("too many dice in " + shown + " (at most " + std::to_string(kMaxDiceCount) + ")");
    else if (first == 0)
        return fail("no dice in " + shown + " (roll at least 1 die, or write a plain number)");
    d.count = first;
    ++i; // the 'd'
    std::int64_t sides = 0;
    const Number s = readNumber(text, i, kMaxDiceSides, sides);
    if (s == Number::None)
        return fail("expected the number of sides after \"d\" in " + shown + "; " + kExpected);
    if (s == Number::TooLarge)
        return fail("too many sides in " + shown + " (at most " + std::to_string(kMaxDiceSides) + ")");
    if (sides == 0)
        return fail("a die needs at least 1 side in " + shown);
    d.sides = sides;
    skipSpaces(text, i);
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        const bool minus = text[i] == '-';
        ++i;
        skipSpaces(text, i);
        std::int64_t mod = 0;
        const Number m = readNumber(text, i, kMaxContentNumber, mod);
        if (m == Number::None)
            return fail("expected a number after \"" + std::string(minus ? "-" : "+") + "\" in " + shown + "; " + kExpected);
        if (m == Number::TooLarge)
            return fail("the modifier in " + shown + " is too large (at most " + std::to_string(kMaxContentNumber) + ")");
        d.modifier = minus ? -mod : mod;
        skipSpaces(text, i);
    }
    if (i != text.size())
        return fail("unexpected " + quoted(text.substr(i, 1)) + " in " + shown + "; " + kExpected);
    return {d, {}};
}

bool read(const Json& j, const Where& w, Dice& out)
{
    if (j.is_number_integer() || j.is_number_unsigned()) {
        std::int64_t v = 0;
        if (!read(j, w, v))
            return false;
        out = Dice{0, 0, v};
        return true;
    }
    if (!j.is_string()) {
        w.error(std::string(kExpected) + ", got " + describeType(j));
        return false;
    }
    DiceParse p = parseDice(j.get<std::string>());
    if (!p.dice) {
        w.error(p.error);
        return false;
    }
    out = *p.dice;
    return true;
}

} // namespace rb
