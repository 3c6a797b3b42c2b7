#pragma once
// CSV as RFC 4180 has it: fields separated by commas, records by CRLF, a
// field holding a comma, a quote or a line break quoted with its quotes
// doubled. Written UTF-8 without a byte order mark; read with one accepted,
// CRLF or LF line ends, and a blank line skipped; bytes that are not UTF-8
// are refused. Text in, text out: what a
// cell means is for its reader.

#include <string>
#include <string_view>
#include <vector>

namespace rb {

// One record's line, CRLF ended. `separator` '\t' gives the tab-separated
// text a spreadsheet puts on the clipboard (quoted the same way).
std::string csvRecord(const std::vector<std::string>& fields, char separator = ',');

struct CsvRecord {
    std::vector<std::string> fields;
    int line = 0; // 1-based, where the record starts
};

struct CsvRead {
    std::vector<CsvRecord> records;
    std::string problem; // "line 4: a quoted field is not closed"; empty when it read
    bool ok() const { return problem.empty(); }
};
CsvRead readCsv(std::string_view bytes, char separator = ',');

} // namespace rb
