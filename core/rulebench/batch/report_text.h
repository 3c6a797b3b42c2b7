#pragma once
// The text forms every batch-like report shares (a batch, a comparison, a
// tuning): numbers for a terminal, a table of columns, a CSV field and JSON
// indented with a list of plain values kept on one line.

#include "rulebench/base/json_reader.h"

#include <string>
#include <vector>

namespace rb {

// Four significant digits, for a terminal: "0.6235", "1.2e+04".
std::string shortNumber(double value);

// An interval as every table writes it: "0.9124 .. 1".
std::string intervalText(double low, double high);

// A change with its sign: "+0.5", "-2", "0".
std::string signedText(double value);

// Rows of cells as columns padded to their widest, two spaces apart, each
// line indented by two.
std::string textTable(const std::vector<std::vector<std::string>>& rows);

// RFC 4180: a field with a comma, quote or line break is quoted.
std::string csvField(const std::string& text);

// Indented, but a list of plain values on one line (a run, a bar, an
// interval); text that is not UTF-8 becomes U+FFFD. Ends with a line break.
std::string indentedJson(const OrderedJson& json);

// Whole numbers as JSON integers ("3", not "3.0"); others in shortest round-trip form.
OrderedJson jsonNumber(double value);

} // namespace rb
