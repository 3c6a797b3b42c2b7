#pragma once
// Typed settings declared where they are used, instead of string keys
// scattered through the code.

#include <QSettings>
#include <QString>
#include <QVariant>

namespace rb {

template <class T>
class Preference {
public:
    Preference(QString key, T fallback = T())
        : key_(std::move(key))
        , fallback_(std::move(fallback))
    {
    }
    T get() const { return QSettings().value(key_, QVariant::fromValue(fallback_)).template value<T>(); }
    void set(const T& value) const { QSettings().setValue(key_, QVariant::fromValue(value)); }
    QString key() const { return key_; }

private:
    QString key_;
    T fallback_;
};

} // namespace rb
