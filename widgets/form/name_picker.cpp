#include "form/name_picker.h"

#include <QColor>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

void NamePickerModel::setNames(const QStringList& names, const QStringList& chosen)
{
    beginResetModel();
    names_ = names;
    known_ = QSet<QString>(names.begin(), names.end());
    chosen_ = chosen;
    checked_ = QSet<QString>(chosen.begin(), chosen.end());
    order_.clear();
    order_.reserve(static_cast<std::size_t>(names.size() + chosen.size()));
    for (const QString& name : chosen) // the checked first, in the file's order
        if (std::find(order_.begin(), order_.end(), name) == order_.end())
            order_.push_back(name);
    for (const QString& name : names)
        if (!checked_.contains(name))
            order_.push_back(name);
    applyFilter();
    endResetModel();
}

void NamePickerModel::setChosen(const QStringList& chosen)
{
    chosen_ = chosen;
    checked_ = QSet<QString>(chosen.begin(), chosen.end());
    if (!rows_.empty())
        emit dataChanged(index(0), index(static_cast<int>(rows_.size()) - 1), {Qt::CheckStateRole});
}

void NamePickerModel::setFilter(const QString& text)
{
    if (text == filter_)
        return;
    beginResetModel();
    filter_ = text;
    applyFilter();
    endResetModel();
}

void NamePickerModel::applyFilter()
{
    rows_.clear();
    rows_.reserve(order_.size());
    for (std::size_t i = 0; i < order_.size(); ++i)
        if (filter_.isEmpty() || order_[i].contains(filter_, Qt::CaseInsensitive))
            rows_.push_back(static_cast<int>(i));
}

QString NamePickerModel::nameAt(int row) const
{
    return row >= 0 && row < static_cast<int>(rows_.size()) ? order_[static_cast<std::size_t>(rows_[static_cast<std::size_t>(row)])]
                                                             : QString();
}

int NamePickerModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant NamePickerModel::data(const QModelIndex& index, int role) const
{
    const QString name = nameAt(index.row());
    if (name.isNull())
        return {};
    switch (role) {
    case Qt::DisplayRole: return known_.contains(name) ? name : tr("%1 (missing)").arg(name);
    case Qt::UserRole: return name;
    case Qt::CheckStateRole: return checked_.contains(name) ? Qt::Checked : Qt::Unchecked;
    case Qt::ForegroundRole: return known_.contains(name) ? QVariant() : QVariant(QColor(Qt::red));
    default: return {};
    }
}

bool NamePickerModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const QString name = nameAt(index.row());
    if (role != Qt::CheckStateRole || name.isNull())
        return false;
    const bool on = value.toInt() == Qt::Checked;
    if (on == checked_.contains(name))
        return true;
    QStringList next = chosen_;
    if (on)
        next << name;
    else
        next.removeAll(name);
    setChosen(next);
    emit chosenEdited(next);
    return true;
}

Qt::ItemFlags NamePickerModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable;
}

NamePicker::NamePicker(QWidget* parent)
    : QWidget(parent)
    , model_(new NamePickerModel(this))
    , filter_(new QLineEdit)
    , list_(new QListView)
    , count_(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* top = new QHBoxLayout;
    filter_->setPlaceholderText(tr("Filter"));
    filter_->setClearButtonEnabled(true);
    top->addWidget(filter_, 1);
    top->addWidget(count_);
    layout->addLayout(top);
    // Every row the same height: a long list is laid out without measuring each name.
    list_->setUniformItemSizes(true);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setModel(model_);
    layout->addWidget(list_);
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        model_->setFilter(text.trimmed());
        sayCount();
    });
    // Down from the filter goes into the list; Space there checks the row.
    filter_->installEventFilter(this);
    connect(model_, &NamePickerModel::chosenEdited, this, [this](const QStringList& chosen) {
        written_ = chosen;
        sayCount();
        emit chosenEdited(chosen);
    });
}

void NamePicker::setNames(const QStringList& names, const QStringList& chosen)
{
    if (names == names_ && chosen == model_->chosen())
        return;
    if (names == names_ && chosen == written_) {
        model_->setChosen(chosen); // its own edit coming back: the rows stay put
        sayCount();
        return;
    }
    names_ = names;
    written_.clear();
    model_->setNames(names, chosen);
    fitHeight();
    sayCount();
}

bool NamePicker::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == filter_ && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Down && model_->rowCount() > 0) {
        list_->setFocus(Qt::TabFocusReason);
        if (!list_->currentIndex().isValid())
            list_->setCurrentIndex(model_->index(0));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void NamePicker::fitHeight()
{
    // Short lists whole, without a scroll bar; a long one shows kMaxRows and scrolls.
    constexpr int kMaxRows = 12;
    const int rows = std::clamp(model_->nameCount(), 1, kMaxRows);
    const int rowHeight = model_->rowCount() > 0 ? list_->sizeHintForRow(0) : list_->fontMetrics().height();
    list_->setFixedHeight(rows * rowHeight + 2 * list_->frameWidth() + 2);
}

void NamePicker::sayCount()
{
    const QLocale locale;
    const int shown = model_->rowCount();
    const QString checked = tr("%1 checked").arg(locale.toString(static_cast<qlonglong>(model_->chosen().size())));
    count_->setText(shown == model_->nameCount()
                        ? tr("%1 of %2").arg(checked, locale.toString(model_->nameCount()))
                        : tr("%1; %2 of %3 shown")
                              .arg(checked, locale.toString(shown), locale.toString(model_->nameCount())));
}

} // namespace rb
