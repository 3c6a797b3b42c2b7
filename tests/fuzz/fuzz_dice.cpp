// libFuzzer: any text through the dice parser; what parses must describe
// itself as text that parses back to the same dice, and roll within bounds.
#include "rulebench/base/dice.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const rb::DiceParse parsed = rb::parseDice(text);
    if (!parsed.dice)
        return 0;
    const rb::Dice& d = *parsed.dice;
    const rb::DiceParse again = rb::parseDice(d.describe());
    if (!again.dice || !(*again.dice == d))
        std::abort();
    rb::RandomStream stream = rb::RandomStream::derive(size, "fuzz-dice");
    const std::int64_t roll = d.roll(stream);
    if (roll < d.min() || roll > d.max())
        std::abort();
    return 0;
}
