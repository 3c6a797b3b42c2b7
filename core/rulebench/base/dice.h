#pragma once
// Dice expressions as content writes them: "3d6", "2d4+1", "d20", "1d6-1",
// or a plain whole number "4". Bounded, so no expression can hang a roll or
// overflow a sum.

#include "rulebench/base/where.h"
#include "rulebench/base/random.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rb {

inline constexpr std::int64_t kMaxDiceCount = 1000;
inline constexpr std::int64_t kMaxDiceSides = 1'000'000;

struct Dice {
    std::int64_t count = 0; // 0 for a plain number
    std::int64_t sides = 0; // 0 for a plain number
    std::int64_t modifier = 0; // |modifier| <= kMaxContentNumber

    // The canonical text: "3d6", "2d4+1", "1d20", "1d6-1", "4".
    std::string describe() const;
    std::int64_t min() const { return count + modifier; }
    std::int64_t max() const { return count * sides + modifier; }
    // One draw per die from `stream`, in order: O(count).
    std::int64_t roll(RandomStream& stream) const;

    friend bool operator==(const Dice&, const Dice&) = default;
};

struct DiceParse {
    std::optional<Dice> dice;
    std::string error; // set when dice is empty: what was expected and what was found
};

// Surrounding spaces and spaces around the sign are allowed; 'D' reads as 'd'.
DiceParse parseDice(std::string_view text);

// Reads a dice expression from JSON text (or a whole number), reporting at `w`.
bool read(const Json& j, const Where& w, Dice& out);

} // namespace rb
