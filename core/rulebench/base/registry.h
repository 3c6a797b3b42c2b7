#pragma once
// A registry holds definitions by dense id with a name index. Ids are
// positions: they change when content is reordered, so they are never saved.

#include "rulebench/base/result.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>
// <compare> last: Qt's moc, reading a widget header that reaches this one
// first, understands it only once another standard header brought in the
// library's configuration.
#include <compare>

namespace rb {

// A typed id: an index into Registry<Def>, so a stat id cannot be passed
// where a status id is wanted.
template <class Def>
struct Id {
    std::uint32_t value = 0;
    friend auto operator<=>(const Id&, const Id&) = default;
};

struct TransparentStringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
};

template <class Def>
class Registry {
public:
    using IdType = Id<Def>;

    // Adds a definition under its name; refuses a name already taken, saying so.
    Result<IdType> add(Def def)
    {
        auto [it, inserted] = index_.try_emplace(def.name, IdType{static_cast<std::uint32_t>(defs_.size())});
        if (!inserted)
            return failure("the name \"" + def.name + "\" is taken already");
        defs_.push_back(std::move(def));
        return it->second;
    }

    std::optional<IdType> find(std::string_view name) const
    {
        auto it = index_.find(name);
        if (it == index_.end())
            return std::nullopt;
        return it->second;
    }
    bool contains(std::string_view name) const { return index_.find(name) != index_.end(); }

    const Def& operator[](IdType id) const { return defs_[id.value]; }
    Def& operator[](IdType id) { return defs_[id.value]; }
    const Def& at(IdType id) const { return defs_.at(id.value); }

    std::size_t size() const { return defs_.size(); }
    bool empty() const { return defs_.empty(); }
    auto begin() const { return defs_.begin(); }
    auto end() const { return defs_.end(); }

    std::vector<std::string> names() const
    {
        std::vector<std::string> out;
        out.reserve(defs_.size());
        for (const auto& d : defs_)
            out.push_back(d.name);
        return out;
    }

private:
    std::vector<Def> defs_;
    std::unordered_map<std::string, IdType, TransparentStringHash, std::equal_to<>> index_;
};

} // namespace rb
