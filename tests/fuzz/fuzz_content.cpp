// libFuzzer: any bytes through the content loader and builder, as `validate`
// reads a file, then the loaded spec written back out.
#include "rulebench/content.h"
#include "rulebench/definitions.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    (void)rb::validateContent(bytes);
    const rb::ContentLoad load = rb::loadContent(bytes);
    if (load.spec)
        (void)rb::serializeContent(*load.spec);
    return 0;
}
