#pragma once
// An id a game keeps across reloads. A registry's ids are positions, so an id
// from one build of the content can mean another definition in the next (a
// section reordered, a definition removed). A NamedId keeps the name it was
// asked by and the id it last found: asked again, it answers that id while it
// still names the same definition, looks the name up again when it does not,
// and is refused, saying so, when the name is gone.
//
//     rulebench::NamedId<rulebench::ItemDef> grenade{"frag grenade"};
//     auto id = grenade.in(world.definitions().items); // again after each reload

#include "rulebench/base/registry.h"
#include "rulebench/base/result.h"

#include <string>
#include <utility>

namespace rb {

template <class Def>
class NamedId {
public:
    explicit NamedId(std::string name) : name_(std::move(name)) {}

    const std::string& name() const { return name_; }

    // The id of the definition of this name in `registry`, or refused when
    // it has none. Keeps what it found, so one NamedId is for one thread at
    // a time, as a World is.
    Result<Id<Def>> in(const Registry<Def>& registry)
    {
        if (found_ && found_->value < registry.size() && registry[*found_].name == name_)
            return *found_;
        found_ = registry.find(name_);
        if (!found_)
            return failure("\"" + name_ + "\" is not in the content");
        return *found_;
    }

private:
    std::string name_;
    std::optional<Id<Def>> found_;
};

} // namespace rb
