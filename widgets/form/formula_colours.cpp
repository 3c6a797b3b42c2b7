#include "form/formula_colours.h"

#include "common/qt_strings.h"

#include "rulebench/formula/formula_table.h"

#include <algorithm>

namespace rb {

namespace {

// The first character other than a space before `at`, or a null character.
QChar before(const QString& t, int at)
{
    while (--at >= 0)
        if (!t[at].isSpace())
            return t[at];
    return {};
}

QChar after(const QString& t, int at)
{
    for (; at < t.size(); ++at)
        if (!t[at].isSpace())
            return t[at];
    return {};
}

// The word before an opening parenthesis at `open`: "stat" in "user.stat(".
QString wordBefore(const QString& t, int open)
{
    int end = open;
    while (end > 0 && t[end - 1].isSpace())
        --end;
    int start = end;
    while (start > 0 && isFormulaNameChar(t[start - 1]))
        --start;
    return t.mid(start, end - start);
}

bool isEntry(FormulaEntryKind kind, const QString& word) { return findFormulaEntry(kind, fromQ(word)) != nullptr; }

// A word's colour where it stands, or nothing (a word the compiler will name).
std::optional<FormulaColour> colourOfWord(const QString& t, int start, int end)
{
    const QString word = t.mid(start, end - start);
    const bool diceLike = word.size() > 1 && word[0] == QLatin1Char('d')
                          && std::all_of(word.begin() + 1, word.end(), [](QChar c) { return c.isDigit(); });
    if (diceLike)
        return FormulaColour::Number; // d20
    if (word == QLatin1String("and") || word == QLatin1String("or") || word == QLatin1String("not"))
        return FormulaColour::Operator;
    int open = start - 1;
    while (open >= 0 && t[open].isSpace())
        --open;
    if (open >= 0 && t[open] == QLatin1Char('(') && isEntry(FormulaEntryKind::Reading, wordBefore(t, open)))
        return FormulaColour::Name; // stat(strength)
    if (before(t, start) == QLatin1Char('.') && isEntry(FormulaEntryKind::Reading, word))
        return FormulaColour::Function;
    if (after(t, end) == QLatin1Char('(') && isEntry(FormulaEntryKind::Function, word))
        return FormulaColour::Function;
    if (isEntry(FormulaEntryKind::Word, word))
        return FormulaColour::Function;
    return std::nullopt;
}

// The length of the word, number or sign at `at`, for an error's span.
int pieceAt(const QString& t, int at)
{
    if (at >= t.size())
        return 0;
    int end = at;
    while (end < t.size() && isFormulaNameChar(t[end]))
        ++end;
    return std::max(1, end - at);
}

} // namespace

bool isFormulaNameChar(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_'); }

int formulaCharAt(const QString& text, std::size_t column)
{
    const QByteArray bytes = text.toUtf8();
    const auto upTo = static_cast<qsizetype>(std::min<std::size_t>(column > 0 ? column - 1 : 0, bytes.size()));
    return static_cast<int>(QString::fromUtf8(bytes.left(upTo)).size());
}

std::vector<FormulaSpan> formulaSpans(const QString& t, const std::vector<FormulaError>& errors)
{
    std::vector<FormulaSpan> spans;
    int i = 0;
    while (i < t.size()) {
        const QChar c = t[i];
        int end = i + 1;
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('"')) {
            while (end < t.size() && t[end] != QLatin1Char('"'))
                ++end;
            end = std::min<int>(end + 1, t.size());
            spans.push_back({i, end - i, FormulaColour::Name});
        } else if (c.isDigit()) {
            while (end < t.size() && isFormulaNameChar(t[end])) // 12, 3d6
                ++end;
            spans.push_back({i, end - i, FormulaColour::Number});
        } else if (isFormulaNameChar(c)) {
            while (end < t.size() && isFormulaNameChar(t[end]))
                ++end;
            if (const auto colour = colourOfWord(t, i, end))
                spans.push_back({i, end - i, *colour});
        } else {
            spans.push_back({i, 1, FormulaColour::Operator}); // + - * / % < > = ! ( ) , .
        }
        i = end;
    }
    for (const FormulaError& e : errors) {
        const int at = formulaCharAt(t, e.column);
        // A mistake at the end (something missing) marks the last sign, so it shows.
        const int start = at >= t.size() ? std::max(0, static_cast<int>(t.size()) - 1) : at;
        spans.push_back({start, std::max(1, pieceAt(t, start)), FormulaColour::Error});
    }
    return spans;
}

} // namespace rb
