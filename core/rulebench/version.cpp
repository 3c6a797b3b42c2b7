#include "rulebench/version.h"

namespace rb {

std::string_view version() { return RULEBENCH_VERSION_STRING; }

} // namespace rb
