#include "rulebench/base/json_parse.h"

#include "rulebench/base/json_reader.h"
#include "rulebench/base/utf8.h"

#include <charconv>
#include <cstdint>
#include <algorithm>
#include <cstring>
#include <limits>

namespace rb::detail {

namespace {

using Json = nlohmann::json;

// One step of the path to the value being read: a key or a list index.
struct Step {
    const std::string* key = nullptr; // a key of the map, stable while it is read
    std::size_t index = 0;
};

class Parser {
public:
    Parser(std::string_view bytes, int maxDepth, std::vector<DuplicateKey>& duplicates)
        : begin_(bytes.data()), p_(bytes.data()), end_(bytes.data() + bytes.size()), maxDepth_(maxDepth),
          duplicates_(duplicates)
    {
        path_.reserve(static_cast<std::size_t>(maxDepth) + 1);
    }

    bool document(Json& out)
    {
        if (end_ - p_ >= 3 && std::memcmp(p_, "\xEF\xBB\xBF", 3) == 0)
            p_ += 3; // a byte order mark, which nlohmann steps over too
        skipSpace();
        if (!value(out, 0))
            return false;
        skipSpace();
        return p_ == end_ || *p_ == '\0'; // nlohmann's lexer takes a NUL byte for the end
    }

private:
    const char* const begin_;
    const char* p_;
    const char* const end_;
    const int maxDepth_;
    std::vector<DuplicateKey>& duplicates_;
    std::vector<Step> path_;
    std::string key_; // reused for every key

    void skipSpace()
    {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) {
            ++p_;
            // Indentation comes in runs of spaces: eight at a time.
            std::uint64_t eight = 0;
            while (end_ - p_ >= 8 && (std::memcpy(&eight, p_, 8), eight == 0x2020202020202020ull))
                p_ += 8;
        }
    }

    bool literal(std::string_view word)
    {
        if (static_cast<std::size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word)
            return false;
        p_ += word.size();
        return true;
    }

    bool value(Json& out, int depth)
    {
        if (p_ == end_)
            return false;
        switch (*p_) {
        case '{': return object(out, depth + 1);
        case '[': return array(out, depth + 1);
        case '"':
            out = Json::value_t::string;
            return string(out.get_ref<std::string&>());
        case 't': out = true; return literal("true");
        case 'f': out = false; return literal("false");
        case 'n': out = nullptr; return literal("null");
        default: return number(out);
        }
    }

    bool object(Json& out, int depth)
    {
        if (depth > maxDepth_)
            return false;
        ++p_; // '{'
        out = Json::value_t::object;
        auto& members = *out.get_ptr<Json::object_t*>();
        skipSpace();
        if (p_ != end_ && *p_ == '}') {
            ++p_;
            return true;
        }
        for (;;) {
            if (p_ == end_ || *p_ != '"')
                return false;
            const char* keyStart = p_;
            if (!string(key_))
                return false;
            skipSpace();
            if (p_ == end_ || *p_ != ':')
                return false;
            ++p_;
            skipSpace();
            auto [it, added] = members.try_emplace(key_);
            path_.push_back({&it->first, 0});
            if (!added) {
                duplicate(keyStart);
                it->second = Json();
            }
            if (!value(it->second, depth))
                return false;
            path_.pop_back();
            skipSpace();
            if (p_ == end_)
                return false;
            if (*p_ == '}') {
                ++p_;
                return true;
            }
            if (*p_ != ',')
                return false;
            ++p_;
            skipSpace();
        }
    }

    bool array(Json& out, int depth)
    {
        if (depth > maxDepth_)
            return false;
        ++p_; // '['
        out = Json::value_t::array;
        auto& items = *out.get_ptr<Json::array_t*>();
        skipSpace();
        if (p_ != end_ && *p_ == ']') {
            ++p_;
            return true;
        }
        path_.push_back({nullptr, 0});
        for (;;) {
            path_.back().index = items.size();
            items.emplace_back();
            if (!value(items.back(), depth))
                return false;
            skipSpace();
            if (p_ == end_)
                return false;
            if (*p_ == ']') {
                ++p_;
                path_.pop_back();
                return true;
            }
            if (*p_ != ',')
                return false;
            ++p_;
            skipSpace();
        }
    }

    static int hexDigit(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // Four hex digits after "\u"; p_ is past the 'u'.
    bool hex4(std::uint32_t& out)
    {
        if (end_ - p_ < 4)
            return false;
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = hexDigit(p_[i]);
            if (d < 0)
                return false;
            out = out * 16 + static_cast<std::uint32_t>(d);
        }
        p_ += 4;
        return true;
    }

    static void appendUtf8(std::string& s, std::uint32_t c)
    {
        if (c < 0x80) {
            s.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            s.push_back(static_cast<char>(0xC0 | (c >> 6)));
            s.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            s.push_back(static_cast<char>(0xE0 | (c >> 12)));
            s.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            s.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            s.push_back(static_cast<char>(0xF0 | (c >> 18)));
            s.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
            s.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            s.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }

    // One well-formed UTF-8 sequence of 2 to 4 bytes (RFC 3629, as nlohmann
    // checks it: no overlong forms, no surrogates, nothing past U+10FFFF).
    bool utf8Sequence()
    {
        const std::size_t length = utf8SequenceLength(std::string_view(p_, static_cast<std::size_t>(end_ - p_)), 0);
        if (length < 2)
            return false;
        p_ += length;
        return true;
    }

    // p_ is on the opening quote.
    bool string(std::string& out)
    {
        out.clear();
        ++p_;
        for (;;) {
            const char* run = p_;
            while (p_ != end_) {
                const auto c = static_cast<unsigned char>(*p_);
                if (c == '"' || c == '\\' || c < 0x20)
                    break;
                if (c >= 0x80) {
                    if (!utf8Sequence())
                        return false;
                    continue;
                }
                ++p_;
            }
            out.append(run, p_);
            if (p_ == end_ || static_cast<unsigned char>(*p_) < 0x20)
                return false;
            if (*p_ == '"') {
                ++p_;
                return true;
            }
            ++p_; // '\\'
            if (p_ == end_)
                return false;
            const char e = *p_++;
            switch (e) {
            case '"': out.push_back('"'); break;
            case '\\': out.push_back('\\'); break;
            case '/': out.push_back('/'); break;
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                std::uint32_t c = 0;
                if (!hex4(c))
                    return false;
                if (c >= 0xDC00 && c <= 0xDFFF)
                    return false; // a low surrogate alone
                if (c >= 0xD800 && c <= 0xDBFF) {
                    std::uint32_t low = 0;
                    if (end_ - p_ < 2 || p_[0] != '\\' || p_[1] != 'u')
                        return false;
                    p_ += 2;
                    if (!hex4(low) || low < 0xDC00 || low > 0xDFFF)
                        return false;
                    c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, c);
                break;
            }
            default: return false;
            }
        }
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    // RFC 8259's grammar; integers as nlohmann keeps them (unsigned when not
    // negative, signed when negative, a double when either overflows).
    bool number(Json& out)
    {
        const char* start = p_;
        const bool negative = *p_ == '-';
        if (negative)
            ++p_;
        if (p_ == end_ || !isDigit(*p_))
            return false;
        std::uint64_t magnitude = 0;
        bool overflow = false;
        if (*p_ == '0') {
            ++p_;
        } else {
            while (p_ != end_ && isDigit(*p_)) {
                const auto d = static_cast<std::uint64_t>(*p_ - '0');
                if (magnitude > (std::numeric_limits<std::uint64_t>::max() - d) / 10)
                    overflow = true;
                else
                    magnitude = magnitude * 10 + d;
                ++p_;
            }
        }
        bool isFloat = false;
        if (p_ != end_ && *p_ == '.') {
            isFloat = true;
            ++p_;
            if (p_ == end_ || !isDigit(*p_))
                return false;
            while (p_ != end_ && isDigit(*p_))
                ++p_;
        }
        if (p_ != end_ && (*p_ == 'e' || *p_ == 'E')) {
            isFloat = true;
            ++p_;
            if (p_ != end_ && (*p_ == '+' || *p_ == '-'))
                ++p_;
            if (p_ == end_ || !isDigit(*p_))
                return false;
            while (p_ != end_ && isDigit(*p_))
                ++p_;
        }
        if (!isFloat && !overflow) {
            if (!negative) {
                out = magnitude;
                return true;
            }
            constexpr std::uint64_t kMinMagnitude = std::uint64_t{1} << 63;
            if (magnitude < kMinMagnitude) {
                out = -static_cast<std::int64_t>(magnitude);
                return true;
            }
            if (magnitude == kMinMagnitude) {
                out = std::numeric_limits<std::int64_t>::min();
                return true;
            }
        }
        // Correctly rounded, as strtod. Out of range is either too large (which
        // nlohmann refuses too, naming the number) or too small: that rounds to
        // zero, as strtod gives nlohmann, so this reader keeps every file.
        double d = 0;
        const auto [end, error] = std::from_chars(start, p_, d);
        if (error == std::errc::result_out_of_range && end == p_ && belowOne(std::string_view(start, p_ - start))) {
            out = negative ? -0.0 : 0.0;
            return true;
        }
        if (error != std::errc() || end != p_)
            return false;
        out = d;
        return true;
    }

    // Whether a number (as the grammar above took it) is smaller than one in
    // magnitude: its first significant digit's place plus the exponent is
    // negative. Exponents saturate far beyond any number of digits a file holds.
    static bool belowOne(std::string_view number)
    {
        const std::size_t e = number.find_first_of("eE");
        const std::string_view digits = number.substr(0, e);
        long long exponent = 0;
        if (e != std::string_view::npos) {
            std::size_t i = e + 1;
            const bool minus = number[i] == '-';
            if (number[i] == '-' || number[i] == '+')
                ++i;
            for (; i < number.size() && exponent < 100'000'000'000'000; ++i)
                exponent = exponent * 10 + (number[i] - '0');
            exponent = minus ? -exponent : exponent;
        }
        const std::size_t point = std::min(digits.find('.'), digits.size());
        const std::size_t first = digits.find_first_of("123456789");
        if (first == std::string_view::npos)
            return true; // zero: never out of range, but zero is below one
        const long long place = first < point ? static_cast<long long>(point - first) - 1
                                              : -static_cast<long long>(first - point);
        return place + exponent < 0;
    }

    void duplicate(const char* keyStart)
    {
        Where w;
        for (const Step& s : path_)
            w = s.key ? w.key(*s.key) : w.index(s.index);
        DuplicateKey d{w.path.str(), *path_.back().key, static_cast<std::size_t>(keyStart - begin_), {}, 0};
        if (path_.size() >= 3 && path_[0].key && !path_[1].key) {
            d.section = *path_[0].key;
            d.index = path_[1].index;
        }
        duplicates_.push_back(std::move(d));
    }
};

} // namespace

bool parseStrictJson(std::string_view bytes, int maxDepth, nlohmann::json& out, std::vector<DuplicateKey>& duplicates)
{
    Parser parser(bytes, maxDepth, duplicates);
    return parser.document(out);
}

} // namespace rb::detail
