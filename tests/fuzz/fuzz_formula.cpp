// libFuzzer: any text through the formula compiler and, when it compiles,
// its program: evaluating it and explaining it give the same value and draw
// the same dice; a fixed formula gives its folded value; the names it reads
// are found again without resolving them and written back unchanged; and
// every reading, however large, saturates instead of overflowing.
#include "rulebench/base/saturating.h"
#include "rulebench/formula/formula.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

// Every reading gives a number taken from the input's size: small, large or at the limit.
struct Reader final : rb::FormulaReader {
    std::int64_t base = 0;
    std::int64_t read(rb::FormulaRead what, rb::EntityRef who, std::uint32_t id) const override
    {
        if (what == rb::FormulaRead::HasStatus || what == rb::FormulaRead::HasFlag)
            return (id + who.number) % 2;
        return (base % 3 == 0) ? rb::kStatLimit : (base % 3 == 1) ? -rb::kStatLimit : base + id;
    }
    std::int64_t turn() const override { return base; }
    std::string nameOf(rb::EntityRef who) const override { return who ? "someone" : "no one"; }
};

const rb::FormulaNames& names()
{
    static const rb::FormulaNames n{{"strength", "fire resist", "health"}, {"venom", "shared"}, {"blind", "shared"}};
    return n;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    (void)rb::formulaNameUses(text);
    const rb::FormulaCompile c = rb::compileFormula(text, names(), rb::FormulaUse{size % 2 == 0, true, true});
    if (!c.formula) {
        if (c.errors.empty())
            std::abort(); // refused without a reason
        return 0;
    }
    Reader reader;
    reader.base = static_cast<std::int64_t>(size);
    rb::RandomStream a = rb::RandomStream::derive(size, "fuzz-formula");
    rb::RandomStream b = a;
    const rb::FormulaScope one{&reader, rb::EntityRef(1), rb::EntityRef(2), &a};
    const rb::FormulaScope two{&reader, rb::EntityRef(1), rb::EntityRef(2), &b};
    const std::int64_t value = c.formula->evaluate(one);
    const rb::FormulaWorking worked = c.formula->explain(two);
    if (value != worked.value || !(a == b) || value < -rb::kStatLimit)
        std::abort();
    if (c.formula->constant() && value != c.formula->constantValue())
        std::abort();
    if (rb::withNames(text, rb::formulaNameUses(text)) != text && c.formula->names().empty())
        std::abort(); // nothing to write back, yet the text changed
    return 0;
}
