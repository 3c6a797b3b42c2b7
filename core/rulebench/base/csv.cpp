#include "rulebench/base/csv.h"

#include <algorithm>

namespace rb {

std::string csvRecord(const std::vector<std::string>& fields, char separator)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string& f = fields[i];
        if (i > 0)
            out += separator;
        if (f.find_first_of(std::string{separator, '"', '\r', '\n'}) == std::string::npos) {
            out += f;
            continue;
        }
        out += '"';
        for (char c : f) {
            if (c == '"')
                out += '"';
            out += c;
        }
        out += '"';
    }
    return out + "\r\n";
}

namespace {

// Reads records from `bytes` one at a time.
class CsvReader {
public:
    CsvReader(std::string_view bytes, char separator) : bytes_(bytes), separator_(separator) {}

    bool done() const { return at_ >= bytes_.size(); }
    int line() const { return line_; }

    // One record from the start of a line; false with `problem` set.
    bool record(CsvRecord& out, std::string& problem)
    {
        out.line = line_;
        out.fields.clear();
        for (;;) {
            std::string field;
            if (!this->field(field, problem))
                return false;
            out.fields.push_back(std::move(field));
            if (done())
                return true;
            const char c = bytes_[at_++];
            if (c == separator_)
                continue;
            if (c == '\r' && at_ < bytes_.size() && bytes_[at_] == '\n')
                ++at_;
            ++line_;
            return true; // '\n' or '\r'
        }
    }

private:
    bool field(std::string& out, std::string& problem)
    {
        if (done() || bytes_[at_] != '"') {
            while (!done() && bytes_[at_] != separator_ && bytes_[at_] != '\r' && bytes_[at_] != '\n') {
                if (bytes_[at_] == '"') {
                    problem = "line " + std::to_string(line_) + ": a quote inside a field that does not start with one";
                    return false;
                }
                out += bytes_[at_++];
            }
            return true;
        }
        const int opened = line_;
        ++at_;
        for (;;) {
            if (done()) {
                problem = "line " + std::to_string(opened) + ": a quoted field is not closed";
                return false;
            }
            const char c = bytes_[at_++];
            if (c == '"' && !done() && bytes_[at_] == '"') {
                out += '"';
                ++at_;
            } else if (c == '"') {
                break;
            } else {
                line_ += c == '\n' ? 1 : 0;
                out += c;
            }
        }
        if (!done() && bytes_[at_] != separator_ && bytes_[at_] != '\r' && bytes_[at_] != '\n') {
            problem = "line " + std::to_string(line_) + ": text after a quoted field's closing quote";
            return false;
        }
        return true;
    }

    std::string_view bytes_;
    char separator_;
    std::size_t at_ = 0;
    int line_ = 1;
};

// The byte offset of the first byte that is not well-formed UTF-8, or npos.
std::size_t badUtf8(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 && c >= 0xC2 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E && c <= 0xF4 ? 4 : 0;
        if (n == 0 || i + n > s.size())
            return i;
        for (std::size_t k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80)
                return i;
        const auto c1 = static_cast<unsigned char>(n > 1 ? s[i + 1] : 0);
        if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0) || (c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 >= 0x90))
            return i; // overlong, a surrogate, or beyond U+10FFFF
        i += n;
    }
    return std::string_view::npos;
}

} // namespace

CsvRead readCsv(std::string_view bytes, char separator)
{
    if (bytes.starts_with("\xEF\xBB\xBF"))
        bytes.remove_prefix(3);
    CsvRead out;
    if (const std::size_t bad = badUtf8(bytes); bad != std::string_view::npos) {
        const auto line = 1 + std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(bad), '\n');
        out.problem = "line " + std::to_string(line) + ": not UTF-8 text (save the CSV as UTF-8)";
        return out;
    }
    CsvReader reader(bytes, separator);
    // A blank line reads as one empty field: skipped.
    while (!reader.done()) {
        CsvRecord record;
        if (!reader.record(record, out.problem)) {
            out.records.clear();
            return out;
        }
        if (!(record.fields.size() == 1 && record.fields[0].empty()))
            out.records.push_back(std::move(record));
    }
    return out;
}

} // namespace rb
