// `rulebench burst MAPFILE --at X,Y --radius R`: the cells a burst covers,
// one `x,y` a line, sorted by y then x.
#include "cli/cli.h"

#include "rulebench/grid/burst.h"
#include "rulebench/grid/map_text.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <ostream>
#include <string_view>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench burst MAPFILE --at X,Y --radius R\n";

// A whole number in [lo, hi] written as plain digits with an optional '-'.
// Digits past a few are not accumulated, so no input can overflow.
enum class Parsed { Ok, NotANumber, OutOfRange };
Parsed parseWhole(std::string_view t, std::int64_t lo, std::int64_t hi, std::int64_t& out)
{
    bool negative = false;
    if (!t.empty() && t.front() == '-') {
        negative = true;
        t.remove_prefix(1);
    }
    if (t.empty())
        return Parsed::NotANumber;
    std::int64_t v = 0;
    bool big = false;
    for (char c : t) {
        if (c < '0' || c > '9')
            return Parsed::NotANumber;
        if (!big) {
            v = v * 10 + (c - '0');
            big = v > 1'000'000'000'000LL;
        }
    }
    if (big)
        return Parsed::OutOfRange;
    out = negative ? -v : v;
    return out < lo || out > hi ? Parsed::OutOfRange : Parsed::Ok;
}

// Reads at most `limit` + 1 bytes, so a huge file (or /dev/zero) costs little.
bool readBounded(const std::string& path, std::size_t limit, std::string& bytes, std::string& reason)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        reason = std::strerror(errno);
        return false;
    }
    bytes.clear();
    char buf[65536];
    while (bytes.size() <= limit && in) {
        in.read(buf, sizeof buf);
        bytes.append(buf, static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) {
        reason = "read failed (is it a directory?)";
        return false;
    }
    if (bytes.size() > limit) {
        reason = "too large for a map (more than " + std::to_string(limit) + " bytes)";
        return false;
    }
    return true;
}

std::string shown(std::string_view s)
{
    std::string out = "\"";
    for (char c : s.substr(0, 40))
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? '?' : c;
    if (s.size() > 40)
        out += "...";
    return out + "\"";
}
} // namespace

namespace {
// MAPFILE, --at and --radius as written (also --at=X,Y); false, with why and
// the usage on `err`, when one is missing, twice, unknown or without a value.
bool readBurstArgs(const std::vector<std::string>& args, std::optional<std::string>& mapFile,
                   std::optional<std::string>& at, std::optional<std::string>& radiusText, std::ostream& err)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view a = args[i];
        std::optional<std::string>* option = nullptr;
        std::string_view name;
        if (a.starts_with("--at"))
            option = &at, name = "--at";
        else if (a.starts_with("--radius"))
            option = &radiusText, name = "--radius";
        if (option && (a.size() == name.size() || a[name.size()] == '=')) {
            if (option->has_value()) {
                err << "rulebench burst: " << name << " is given twice\n" << kUsage;
                return false;
            }
            if (a.size() > name.size())
                *option = std::string(a.substr(name.size() + 1));
            else if (i + 1 < args.size())
                *option = args[++i];
            else {
                err << "rulebench burst: " << name << " needs a value\n" << kUsage;
                return false;
            }
            continue;
        }
        if (a.size() > 1 && a.front() == '-') {
            err << unknownOption("burst", a) << "\n" << kUsage;
            return false;
        }
        if (mapFile) {
            err << "rulebench burst: one map file only, got " << shown(*mapFile) << " and " << shown(a) << "\n" << kUsage;
            return false;
        }
        mapFile = std::string(a);
    }
    if (!mapFile || !at || !radiusText) {
        err << "rulebench burst: missing " << (!mapFile ? "MAPFILE" : !at ? "--at X,Y" : "--radius R") << "\n" << kUsage;
        return false;
    }
    return true;
}

struct BurstRequest {
    std::int64_t x = 0, y = 0, radius = 0;
};

// The centre and radius as numbers; false, with why on `err`, when they are not.
bool parseBurstNumbers(const std::string& at, const std::string& radiusText, BurstRequest& r, std::ostream& err)
{
    const std::size_t comma = at.find(',');
    if (comma == std::string::npos ||
        parseWhole(std::string_view(at).substr(0, comma), -1'000'000'000, 1'000'000'000, r.x) != Parsed::Ok ||
        parseWhole(std::string_view(at).substr(comma + 1), -1'000'000'000, 1'000'000'000, r.y) != Parsed::Ok) {
        err << "rulebench burst: --at expects the centre as X,Y, two whole numbers like 3,4; got " << shown(at) << "\n";
        return false;
    }
    switch (parseWhole(radiusText, 0, kMaxBurstRadius, r.radius)) {
    case Parsed::Ok: break;
    case Parsed::NotANumber:
        err << "rulebench burst: --radius expects a whole number from 0 to " << kMaxBurstRadius << "; got "
            << shown(radiusText) << "\n";
        return false;
    case Parsed::OutOfRange:
        if (radiusText.front() == '-')
            err << "rulebench burst: --radius cannot be negative; got " << radiusText << "\n";
        else
            err << "rulebench burst: --radius " << shown(radiusText) << " is too large (at most " << kMaxBurstRadius << ")\n";
        return false;
    }
    return true;
}
} // namespace

int runBurst(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::optional<std::string> mapFile, at, radiusText;
    BurstRequest request;
    if (!readBurstArgs(args, mapFile, at, radiusText, err) || !parseBurstNumbers(*at, *radiusText, request, err))
        return kExitUnusable;
    const std::int64_t x = request.x, y = request.y, radius = request.radius;
    std::string bytes, reason;
    if (!readBounded(*mapFile, kMaxMapTextBytes, bytes, reason)) {
        err << *mapFile << ": cannot read: " << reason << "\n";
        return kExitUnusable;
    }
    const MapTextRead read = readMapText(bytes);
    if (!read.map) {
        for (const auto& p : read.problems)
            err << *mapFile << ":" << format(p) << "\n";
        return kExitUnusable;
    }
    const MapText& map = *read.map;
    const Cell centre{static_cast<int>(x), static_cast<int>(y)};
    if (x < 0 || y < 0 || x >= map.width() || y >= map.height()) {
        err << *mapFile << ": the centre " << x << "," << y << " is outside the map, which is " << map.width()
            << " wide and " << map.height() << " tall (x from 0 to " << map.width() - 1 << ", y from 0 to "
            << map.height() - 1 << ")\n";
        return kExitUnusable;
    }
    if (map.glyph(centre) == kWallGlyph) {
        err << *mapFile << ": the centre " << x << "," << y << " is a wall ('#'); a burst starts on floor\n";
        return kExitUnusable;
    }
    for (const Cell& c : burst(map.grid(), centre, static_cast<int>(radius)))
        out << c.x << "," << c.y << "\n";
    return kExitClean;
}

} // namespace rb::cli
