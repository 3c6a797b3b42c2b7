#pragma once
// Field lists as data: the rows of a spec and of every spec under it, walked
// once from their constexpr lists (base/field_list.h) into one table. The
// editor's form, the JSON Schema and the builder's range checks all read a
// table like this, so a bound or a label said in a row reaches all three; a
// test (or a game tightening a bound) copies the table and changes a row.

#include "rulebench/base/field_list.h"

#include <cstddef>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rb {

// One row as data. `shape` is resolved (never Auto).
struct FieldRow {
    std::string_view key;
    FieldShape shape = FieldShape::Text;
    bool required = false; // reading reports it missing
    bool optional = false; // may be left out of the file: not required, and a std::optional or written only when set
    FieldAbout about;
    int rows = -1; // an Object, a List, or an Area, Value or Condition with parts: the index of its own rows
};

// The rows of one spec, in its list's order.
struct RowSet {
    const void* spec = nullptr; // which spec: specTag<Spec>()
    FieldShape shape = FieldShape::Object; // an Object's rows, or an Area's, a Value's or a Condition's parts
    std::string_view name;      // the list's own name, when it has one ("matcher")
    bool exactlyOne = false;
    bool bare = false;
    std::vector<FieldRow> rows;

    const FieldRow* find(std::string_view key) const
    {
        for (const FieldRow& r : rows)
            if (r.key == key)
                return &r;
        return nullptr;
    }
};

// One address per spec type, the same in every translation unit.
template <class Spec>
inline constexpr char kSpecTag = 0;
template <class Spec>
constexpr const void* specTag()
{
    return &kSpecTag<Spec>;
}

class FieldTable {
public:
    // The rows of `Root` (set 0) and of every spec under it, each spec once.
    template <class Root>
    static FieldTable of()
    {
        FieldTable t;
        t.add<Root>();
        return t;
    }

    const std::vector<RowSet>& sets() const { return sets_; }
    const RowSet& root() const { return sets_.front(); }
    const RowSet* find(const void* spec) const
    {
        for (const RowSet& s : sets_)
            if (s.spec == spec)
                return &s;
        return nullptr;
    }
    // The rows under `row` (an Object's, a List's entries', an Area's parts), or null.
    const RowSet* under(const FieldRow& row) const
    {
        return row.rows >= 0 && static_cast<std::size_t>(row.rows) < sets_.size() ? &sets_[row.rows] : nullptr;
    }

    template <class Spec>
    const RowSet& rowsOf() const
    {
        if (const RowSet* s = find(specTag<Spec>()))
            return *s;
        throw std::logic_error("a spec outside this field table");
    }
    template <class Spec>
    RowSet& rowsOf()
    {
        return const_cast<RowSet&>(std::as_const(*this).rowsOf<Spec>());
    }

    // The row of a member: row<&AbilitySpec::range>(). A member of a base
    // two specs share is the base's, so its spec is named:
    // row<&ItemSpec::triggers, ItemSpec>().
    template <auto Member, class Spec = typename detail::MemberOf<decltype(Member)>::Type>
    const FieldRow& row() const
    {
        static_assert(Described<Spec> || HasParts<Spec>, "a member of a shared base: name its spec, row<&M, Spec>()");
        using T = typename detail::MemberOf<decltype(Member)>::Value;
        static constexpr std::size_t i = indexIn(rowListOf<Spec>(), static_cast<T Spec::*>(Member));
        return rowsOf<Spec>().rows[i];
    }
    template <auto Member, class Spec = typename detail::MemberOf<decltype(Member)>::Type>
    FieldRow& row()
    {
        return const_cast<FieldRow&>(std::as_const(*this).row<Member, Spec>());
    }

private:
    template <class Spec>
    int add()
    {
        if (const RowSet* s = find(specTag<Spec>()))
            return static_cast<int>(s - sets_.data());
        static constexpr auto list = rowListOf<Spec>();
        const int index = static_cast<int>(sets_.size());
        FieldShape shape = FieldShape::Object;
        if constexpr (!Described<Spec>)
            shape = Spec::kShape;
        sets_.push_back(RowSet{specTag<Spec>(), shape, list.name, list.exactlyOne, list.bare, {}});
        std::vector<FieldRow> rows;
        std::apply([&](const auto&... f) { (rows.push_back(describe(f)), ...); }, list.fields);
        sets_[static_cast<std::size_t>(index)].rows = std::move(rows); // describe() may have added sets
        return index;
    }

    template <class S, class T, class Kind, FieldOptions O>
    FieldRow describe(const Field<S, T, Kind, O>& f)
    {
        using V = typename IsOptional<T>::Inner;
        FieldRow r;
        r.key = f.key;
        r.about = f.about;
        r.required = O.required;
        r.optional = !O.required && (IsOptional<T>::value || O.write == Write::IfNotDefault);
        FieldShape shape = FieldShape::Text;
        if constexpr (std::is_same_v<Kind, fieldkind::Name>) {
            shape = FieldShape::Name;
        } else if constexpr (std::is_same_v<V, std::vector<std::string>>) {
            shape = FieldShape::ReferenceList;
        } else if constexpr (detail::IsVector<V>::value) {
            if constexpr (Described<typename V::value_type>) {
                shape = FieldShape::List;
                r.rows = add<typename V::value_type>();
            }
        } else if constexpr (Described<V>) {
            shape = FieldShape::Object;
            r.rows = add<V>();
        } else if constexpr (requires { V::kShape; }) {
            shape = V::kShape;
            if constexpr (HasParts<V>)
                r.rows = add<V>();
        } else if constexpr (std::is_same_v<V, bool>) {
            shape = FieldShape::Boolean;
        } else if constexpr (std::is_integral_v<V>) {
            shape = FieldShape::Integer;
        } else if constexpr (std::is_same_v<V, std::string>) {
            shape = !f.about.choices.empty() ? FieldShape::Choice
                    : !f.about.names.empty() ? FieldShape::Reference
                                             : FieldShape::Text;
        }
        r.shape = f.about.shape == FieldShape::Auto ? shape : f.about.shape;
        return r;
    }

    std::vector<RowSet> sets_;
};

} // namespace rb
