// The saved play state's own readers and writers (see play_spec.h).
#include "rulebench/world/play_spec.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace rb {

bool read(const Json& j, const Where& w, Hex64& out)
{
    if (!j.is_string() || j.get_ref<const std::string&>().size() != 16) {
        w.error("expected 16 hex digits, got " + j.dump());
        return false;
    }
    std::uint64_t v = 0;
    for (char c : j.get_ref<const std::string&>()) {
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) {
            w.error("expected 16 hex digits, got " + j.dump());
            return false;
        }
        v = v << 4 | static_cast<std::uint64_t>(d);
    }
    out.value = v;
    return true;
}

OrderedJson toJson(Hex64 h)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h.value));
    return std::string(buf);
}

bool read(const Json& j, const Where& w, SeedPlay& out)
{
    if (j.is_number_unsigned() || (j.is_number_integer() && j.get<std::int64_t>() >= 0)) {
        out.value = j.get<std::uint64_t>();
        return true;
    }
    w.error("expected a seed, a whole number from 0, got " + j.dump());
    return false;
}

OrderedJson toJson(SeedPlay s) { return s.value; }

// Said when absent too: a stream saved has its state.
bool readStreamState(ObjectReader& r, std::string_view key, std::optional<std::array<std::uint64_t, 4>>& out)
{
    const Json* st = r.get(key);
    if (!st || !st->is_array() || st->size() != 4) {
        r.at(key).error("expected 4 numbers of 16 hex digits");
        return false;
    }
    std::array<std::uint64_t, 4> state{};
    bool ok = true;
    for (std::size_t i = 0; i < 4; ++i) {
        Hex64 word;
        ok = read((*st)[i], r.at(key).index(i), word) && ok;
        state[i] = word.value;
    }
    if (ok)
        out = state;
    return ok;
}

OrderedJson writeStreamState(const std::optional<std::array<std::uint64_t, 4>>& state)
{
    OrderedJson out = OrderedJson::array();
    for (std::uint64_t x : *state)
        out.push_back(toJson(Hex64{x}));
    return out;
}

bool read(const Json& j, const Where& w, CellList& out)
{
    if (!j.is_array()) {
        w.error("expected a list, got " + describeType(j));
        return false;
    }
    for (std::size_t i = 0; i < j.size(); ++i) {
        Cell c;
        out.cells.push_back(read(j[i], w.index(i), c) ? std::optional<Cell>(c) : std::nullopt);
    }
    return true;
}

OrderedJson toJson(const CellList& list)
{
    OrderedJson out = OrderedJson::array();
    for (const std::optional<Cell>& c : list.cells)
        out.push_back(toJson(*c));
    return out;
}

namespace {
// A lingering effect saved as {"duration": "turns(n)", "turns_left": k}: k + 1, at most n.
void upgradeLingering(Json& effect)
{
    if (!effect.is_object() || !effect.contains("turns_left") || !effect["turns_left"].is_number_integer()
        || !effect.contains("duration") || !effect["duration"].is_string())
        return;
    const std::string& duration = effect["duration"].get_ref<const std::string&>();
    std::int64_t n = 0;
    if (!duration.starts_with("turns(") || !duration.ends_with(")")
        || std::from_chars(duration.data() + 6, duration.data() + duration.size() - 1, n).ec != std::errc())
        return;
    const std::int64_t left = effect["turns_left"].get<std::int64_t>();
    if (left >= 1 && left < n) // anything else is refused as it stands, in its own words
        effect["turns_left"] = left + 1;
}
} // namespace

void upgradeOlderPlay(PlaySpec& spec)
{
    if (spec.format && *spec.format != kOlderPlayFormat)
        return; // this format, or /2, read as it is
    for (ActorPlay& actor : spec.actors) {
        for (StatusPlay& status : actor.statuses)
            if (status.turnsLeft && *status.turnsLeft >= 1)
                ++*status.turnsLeft;
        if (actor.lingering && actor.lingering->is_array())
            for (Json& effect : *actor.lingering)
                upgradeLingering(effect);
    }
    spec.format = std::string(kPlayFormatWithoutWorld); // turns counted as /2 counts them; no world recorded
}

} // namespace rb
