#include "rulebench/base/csv.h"

namespace rb {

std::string csvRecord(const std::vector<std::string>& fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string& f = fields[i];
        if (i > 0)
            out += ',';
        if (f.find_first_of(",\"\r\n") == std::string::npos) {
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
    explicit CsvReader(std::string_view bytes) : bytes_(bytes) {}

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
            if (c == ',')
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
            while (!done() && bytes_[at_] != ',' && bytes_[at_] != '\r' && bytes_[at_] != '\n') {
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
        if (!done() && bytes_[at_] != ',' && bytes_[at_] != '\r' && bytes_[at_] != '\n') {
            problem = "line " + std::to_string(line_) + ": text after a quoted field's closing quote";
            return false;
        }
        return true;
    }

    std::string_view bytes_;
    std::size_t at_ = 0;
    int line_ = 1;
};

} // namespace

CsvRead readCsv(std::string_view bytes)
{
    if (bytes.starts_with("\xEF\xBB\xBF"))
        bytes.remove_prefix(3);
    CsvRead out;
    CsvReader reader(bytes);
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
