#include "form/formula_completion.h"

#include "common/qt_strings.h"
#include "form/formula_colours.h"

#include <QCoreApplication>

#include "rulebench/formula/formula_table.h"

#include <algorithm>

namespace rb {

namespace {

// The first character other than a space before `at`, and where it is.
int previousSign(const QString& t, int at)
{
    while (--at >= 0)
        if (!t[at].isSpace())
            return at;
    return -1;
}

QString wordEndingAt(const QString& t, int end)
{
    int start = end;
    while (start > 0 && isFormulaNameChar(t[start - 1]))
        --start;
    return t.mid(start, end - start);
}

QString helpOf(const FormulaEntry& e) { return toQ(e.written) + QStringLiteral(": ") + toQ(e.help); }

// The table's entries of kind `a` or `b`, in its order.
std::vector<FormulaChoice> entries(FormulaEntryKind a, FormulaEntryKind b)
{
    std::vector<FormulaChoice> out;
    for (const FormulaEntry& e : formulaTable()) {
        if (e.kind != a && e.kind != b)
            continue;
        const QString name = toQ(e.name);
        const bool call = e.kind != FormulaEntryKind::Word;
        out.push_back({name, call ? name + QLatin1Char('(') : name, helpOf(e)});
    }
    return out;
}

void addNames(std::vector<FormulaChoice>& out, const std::vector<std::string>& names, const QString& what, bool close)
{
    for (const std::string& n : names) {
        const QString name = toQ(n);
        const bool plain = std::all_of(name.begin(), name.end(), isFormulaNameChar) && !name.isEmpty();
        const QString written = plain ? name : QLatin1Char('"') + name + QLatin1Char('"');
        out.push_back({name, written + (close ? QStringLiteral(")") : QString()), what.arg(name)});
    }
}

std::vector<FormulaChoice> namesFor(FormulaName section, const FormulaNames& names, bool close)
{
    std::vector<FormulaChoice> out;
    if (section == FormulaName::Stat)
        addNames(out, names.stats, QCoreApplication::translate("FormulaCompletion", "the stat \"%1\""), close);
    if (section == FormulaName::Status || section == FormulaName::StatusOrFlag)
        addNames(out, names.statuses, QCoreApplication::translate("FormulaCompletion", "the status \"%1\""), close);
    if (section == FormulaName::Flag || section == FormulaName::StatusOrFlag)
        addNames(out, names.flags, QCoreApplication::translate("FormulaCompletion", "the flag \"%1\""), close);
    return out;
}

} // namespace

FormulaCompletion formulaCompletion(const QString& text, int caret, const FormulaNames& names)
{
    FormulaCompletion c;
    caret = std::clamp(caret, 0, static_cast<int>(text.size()));
    const bool quoted = text.left(caret).count(QLatin1Char('"')) % 2 == 1;
    c.start = quoted ? static_cast<int>(text.lastIndexOf(QLatin1Char('"'), caret - 1)) : caret;
    while (!quoted && c.start > 0 && isFormulaNameChar(text[c.start - 1]))
        --c.start;
    c.prefix = text.mid(quoted ? c.start + 1 : c.start, caret - c.start - (quoted ? 1 : 0));
    if (!c.prefix.isEmpty() && c.prefix[0].isDigit() && !quoted)
        return c; // a number or dice
    const int sign = previousSign(text, c.start);
    const QChar s = sign >= 0 ? text[sign] : QChar();
    const bool closed = caret < text.size() && text.mid(caret).trimmed().startsWith(QLatin1Char(')'));
    if (s == QLatin1Char('.')) {
        const QString role = wordEndingAt(text, sign);
        if (findFormulaEntry(FormulaEntryKind::Word, fromQ(role)) && role != QLatin1String("turn")) {
            c.kind = FormulaCompletion::Kind::Readings;
            c.choices = entries(FormulaEntryKind::Reading, FormulaEntryKind::Reading);
        }
        return c;
    }
    if (s == QLatin1Char('(')) {
        int end = sign;
        while (end > 0 && text[end - 1].isSpace())
            --end;
        if (const FormulaEntry* reading = findFormulaEntry(FormulaEntryKind::Reading, fromQ(wordEndingAt(text, end)))) {
            c.kind = FormulaCompletion::Kind::Names;
            c.choices = namesFor(reading->reads, names, !closed);
            return c;
        }
    }
    const QString word = sign >= 0 ? wordEndingAt(text, sign + 1) : QString();
    const bool operand = sign < 0 || QStringLiteral("(,=+-*/%<>!").contains(s) || word == QLatin1String("and")
                         || word == QLatin1String("or") || word == QLatin1String("not");
    if (quoted || !operand)
        return c; // after a number, a name or ")": an operator comes next, not a function
    c.kind = FormulaCompletion::Kind::Functions;
    c.choices = entries(FormulaEntryKind::Function, FormulaEntryKind::Word);
    return c;
}

} // namespace rb
