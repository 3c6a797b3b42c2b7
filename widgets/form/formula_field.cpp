#include "form/formula_field.h"

#include "common/formula_values.h"
#include "common/qt_strings.h"
#include "form/formula_colours.h"
#include "form/formula_completion.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QCoreApplication>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTextCharFormat>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {

constexpr int kInsertRole = Qt::UserRole + 1;
constexpr int kMatchRole = Qt::UserRole + 2;

QTextCharFormat formatOf(FormulaColour colour)
{
    QTextCharFormat f;
    switch (colour) {
    case FormulaColour::Number: f.setForeground(QColor(0x1c, 0x5f, 0xb0)); break;
    case FormulaColour::Name: f.setForeground(QColor(0x1b, 0x7a, 0x3a)); break;
    case FormulaColour::Function:
        f.setForeground(QColor(0x7b, 0x1f, 0xa2));
        f.setFontWeight(QFont::Bold);
        break;
    case FormulaColour::Operator: f.setForeground(QColor(0xa3, 0x4d, 0x00)); break;
    case FormulaColour::Error:
        f.setForeground(QColor(0xb0, 0x00, 0x20));
        f.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        f.setUnderlineColor(QColor(0xb0, 0x00, 0x20));
        break;
    }
    return f;
}

// A line edit has no highlighter: its layout takes formats from an input method event.
void paintSpans(QLineEdit* line, const std::vector<FormulaSpan>& spans)
{
    QList<QInputMethodEvent::Attribute> attributes;
    for (const FormulaSpan& s : spans)
        attributes.append(QInputMethodEvent::Attribute(QInputMethodEvent::TextFormat, s.start - line->cursorPosition(),
                                                       s.length, formatOf(s.colour)));
    QInputMethodEvent event(QString(), attributes);
    QCoreApplication::sendEvent(line, &event);
}

QLabel* note(const QString& style)
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(style);
    label->hide();
    return label;
}

} // namespace

FormulaField::FormulaField(Plain plain, std::int64_t minimum, std::int64_t maximum, bool optional, QWidget* parent)
    : QWidget(parent)
    , plain_(plain)
    , optional_(optional)
    , minimum_(minimum)
    , maximum_(maximum)
    , line_(new QLineEdit)
    , error_(note(QStringLiteral("color: #b00020;")))
    , value_(note(QStringLiteral("color: #4a5560;")))
    , completer_(new QCompleter(this))
    , choices_(new QStandardItemModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* row = new QHBoxLayout;
    if (plain_ == Plain::Number) {
        number_ = new QSpinBox;
        number_->installEventFilter(this); // "=" turns it into a formula
        row->addWidget(number_);
        connect(number_, &QSpinBox::valueChanged, this, [this](int v) { emit edited(Json(std::int64_t{v}), true, {}); });
    }
    row->addWidget(line_, 1);
    row->addStretch(0); // a number box keeps to the left; a shown line takes the room
    layout->addLayout(row);
    layout->addWidget(error_);
    layout->addWidget(value_);
    line_->setPlaceholderText(plain_ == Plain::Number ? tr("a formula such as =2 + user.stat(strength) / 2")
                                                      : tr("dice such as 2d4+1, a whole number, or a formula such as "
                                                           "=2 + user.stat(strength) / 2"));
    line_->installEventFilter(this); // Ctrl+Space offers completions
    connect(line_, &QLineEdit::textEdited, this, &FormulaField::typed);
    completer_->setWidget(line_);
    completer_->setModel(choices_);
    completer_->setCompletionRole(kMatchRole);
    completer_->setCaseSensitivity(Qt::CaseInsensitive);
    completer_->setCompletionMode(QCompleter::PopupCompletion);
    completer_->setMaxVisibleItems(9);
    connect(completer_, qOverload<const QModelIndex&>(&QCompleter::activated), this, &FormulaField::choose);
    showFormula(plain_ == Plain::Dice);
}

const std::vector<FormulaSpan>& FormulaField::spans() const { return spans_; }

void FormulaField::setNames(const FormulaNames& names)
{
    if (names.stats == names_.stats && names.statuses == names_.statuses && names.flags == names_.flags)
        return;
    names_ = names;
    decorate();
}

void FormulaField::setValues(FormulaValues* values)
{
    if (values_)
        disconnect(values_, nullptr, this, nullptr);
    values_ = values;
    if (values_)
        connect(values_, &FormulaValues::changed, this, &FormulaField::showLiveValue);
    showLiveValue();
}

bool FormulaField::showsFormula() const { return isFormulaText(fromQ(line_->text())); }

void FormulaField::showFormula(bool formula)
{
    formula_ = formula;
    QWidget* now = formula || !number_ ? static_cast<QWidget*>(line_) : number_;
    QWidget* gone = now == line_ ? static_cast<QWidget*>(number_) : line_;
    // The focus goes over before the other is hidden: hiding the focused one
    // first would hand it to another field, and scroll the form to that one.
    const bool focused = hasFocus() || isAncestorOf(QApplication::focusWidget());
    now->setVisible(true);
    setFocusProxy(now);
    if (focused)
        now->setFocus(Qt::OtherFocusReason);
    if (gone)
        gone->setVisible(false);
}

void FormulaField::showValue(const Json& v)
{
    if (plain_ == Plain::Number && v.is_number_integer()) {
        const QSignalBlocker block(number_);
        if (number_->value() != v.get<int>() || number_->text().isEmpty())
            number_->setValue(v.get<int>());
        showFormula(false);
    } else if (plain_ == Plain::Number && v.is_null()) {
        const QSignalBlocker block(number_);
        if (!optional_)
            number_->clear(); // a required number the file lacks shows as empty, not a made-up 0
        showFormula(false);
    } else {
        const QString text = v.is_string() ? toQ(v.get<std::string>())
                           : v.is_number_integer() ? QString::number(v.get<qlonglong>()) : QString();
        if (line_->text().trimmed() != text.trimmed())
            line_->setText(text);
        showFormula(true);
    }
    decorate();
}

Json FormulaField::value() const
{
    if (!formula_)
        return Json(std::int64_t{number_->value()});
    return Json(fromQ(line_->text().trimmed()));
}

bool FormulaField::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (watched == number_ && key->text() == QStringLiteral("=")) {
        // The number so far starts the formula: "=3", the caret after it.
        const QString start = number_->text().trimmed().isEmpty() ? QStringLiteral("=")
                                                                  : QStringLiteral("=") + QString::number(number_->value());
        line_->setText(start);
        showFormula(true);
        line_->setFocus(Qt::OtherFocusReason);
        line_->setCursorPosition(static_cast<int>(start.size()));
        decorate();
        emit edited(Json(fromQ(start)), false, tr("Make %1 a formula"));
        return true;
    }
    if (watched == line_ && key->key() == Qt::Key_Space && (key->modifiers() & Qt::ControlModifier)) {
        offerCompletions(true);
        return true;
    }
    return false;
}

void FormulaField::typed(const QString& typedText)
{
    const QString text = typedText.trimmed();
    bool whole = false;
    const qlonglong number = text.toLongLong(&whole);
    if (plain_ == Plain::Number && (whole || text.isEmpty())) {
        // A number again: the number box takes over, the caret with it.
        const std::int64_t n = std::clamp<std::int64_t>(whole ? number : 0, minimum_, maximum_);
        {
            const QSignalBlocker block(number_);
            number_->setValue(static_cast<int>(n));
        }
        line_->clear();
        showFormula(false);
        decorate();
        emit edited(Json(n), false, tr("Make %1 a number again"));
        return;
    }
    decorate();
    emit edited(Json(fromQ(text)), true, {}); // a formula, dice, or a mistake the check names
    offerCompletions(false);
}

void FormulaField::decorate()
{
    const QString text = line_->text();
    const bool formula = formula_ && isFormulaText(fromQ(text));
    std::vector<FormulaError> errors;
    if (formula)
        errors = compileFormula(fromQ(text), names_, FormulaUse{}).errors;
    spans_ = formula ? formulaSpans(text, errors) : std::vector<FormulaSpan>{};
    paintSpans(line_, spans_);
    showError(errors);
    showLiveValue();
}

void FormulaField::showError(const std::vector<FormulaError>& errors)
{
    error_->setVisible(!errors.empty());
    if (errors.empty())
        return;
    const FormulaError& first = errors.front();
    QString text = tr("↑ column %1: %2").arg(first.column).arg(toQ(first.message));
    if (errors.size() > 1)
        text += tr(" (and %n more)", nullptr, static_cast<int>(errors.size() - 1));
    error_->setText(text);
    // The arrow under the column: where the caret's rectangle says the text starts, plus the text before it.
    const QFontMetrics metrics(line_->font());
    const QString shown = line_->text();
    const int caretX = line_->inputMethodQuery(Qt::ImCursorRectangle).toRect().center().x();
    const int textLeft = caretX - metrics.horizontalAdvance(shown.left(line_->cursorPosition()));
    const int x = textLeft + metrics.horizontalAdvance(shown.left(formulaCharAt(shown, first.column)))
                  - QFontMetrics(error_->font()).horizontalAdvance(QStringLiteral("↑")) / 2;
    error_->setIndent(std::clamp(x, 0, line_->width() * 2 / 3)); // the message keeps room to be read
}

void FormulaField::showLiveValue()
{
    const QString text = line_->text();
    const bool shown = formula_ && isFormulaText(fromQ(text)) && error_->isHidden();
    value_->setVisible(shown);
    if (!shown)
        return;
    value_->setText(values_ ? values_->valueOf(text)
                            : tr("Its value shows here for the actor chosen in the sandbox, once a scenario is open."));
}

void FormulaField::offerCompletions(bool always)
{
    QAbstractItemView* popup = completer_->popup();
    const QString text = line_->text();
    const FormulaCompletion c = formulaCompletion(text, line_->cursorPosition(), names_);
    // Functions wait for a letter; a role's readings and a reading's names come at "." and "(".
    const bool offer = isFormulaText(fromQ(text)) && c.kind != FormulaCompletion::Kind::None
                       && (always || !c.prefix.isEmpty() || c.kind != FormulaCompletion::Kind::Functions);
    if (!offer) {
        popup->hide();
        return;
    }
    choices_->clear();
    for (const FormulaChoice& choice : c.choices) {
        auto* item = new QStandardItem(choice.text + QStringLiteral("  —  ") + choice.help);
        item->setData(choice.text, kMatchRole);
        item->setData(choice.insert, kInsertRole);
        item->setToolTip(choice.help);
        choices_->appendRow(item);
    }
    completionStart_ = c.start;
    completer_->setCompletionPrefix(c.prefix);
    const bool done = completer_->completionCount() == 1 && completer_->currentCompletion() == c.prefix;
    if (completer_->completionCount() == 0 || done) {
        popup->hide();
        return;
    }
    QRect at = line_->inputMethodQuery(Qt::ImCursorRectangle).toRect();
    at.setWidth(std::max(320, popup->sizeHintForColumn(0) + 24));
    completer_->complete(at);
    popup->setCurrentIndex(completer_->completionModel()->index(0, 0)); // Enter takes the first
}

void FormulaField::choose(const QModelIndex& index)
{
    const QString insert = index.data(kInsertRole).toString();
    QString text = line_->text();
    const int caret = line_->cursorPosition();
    text.replace(completionStart_, caret - completionStart_, insert);
    line_->setText(text);
    line_->setCursorPosition(completionStart_ + static_cast<int>(insert.size()));
    decorate();
    emit edited(Json(fromQ(text.trimmed())), true, {});
    // "user.stat(" goes on to the stats.
    if (insert.endsWith(QLatin1Char('(')))
        QMetaObject::invokeMethod(this, [this] { offerCompletions(true); }, Qt::QueuedConnection);
}

} // namespace rb
