#pragma once
// Sweeps: a batch played once per value of one number (or text) in the
// content, named by a path in the content's own names, counting list
// positions from 1 as the editor shows them:
//   statuses.bleeding.tick.amount=1..4
//   abilities.fireball.effects.1.args.roll=2d6,3d6,4d6
// A list's element is named by its "name" or its position; an object's by
// its key. A path that ends in #N names the Nth whole number written in the
// formula there, counting from 1 as the rest of the path does (formula.h's
// formulaNumbers: "2d6" holds two, its count and its sides):
//   items.rock.triggers.1.effects.1.args.roll#2=1..4
// Every value plays the same run seeds.

#include "rulebench/base/json_reader.h"
#include "rulebench/sandbox/session.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb {

struct Vary {
    std::string path;                  // as written: "statuses.bleeding.tick.amount"
    std::vector<std::string> segments; // its parts, without the #N
    std::size_t number = 0;            // #N: the formula's Nth number, from 1; 0: the value itself
    std::vector<OrderedJson> values;   // in order: a range's whole numbers, or a list's values
    std::vector<std::string> texts;    // each value as written
};

// Reads PATH=A..B (whole numbers, A <= B, at most kMaxVaryValues of them) or
// PATH=A,B,C (each a JSON number, true, false or "text", or else plain text);
// nothing, with the reason, when malformed.
inline constexpr std::size_t kMaxVaryValues = 1000;
std::optional<Vary> parseVary(std::string_view text, std::string& error);

// One value of a sweep as a report keeps it (the swept path and the value as
// written, "statuses.bleeding.tick.amount" and "3"), read back into a Vary
// holding that value alone, the value read as a list's value is: the run a
// batch played with it can be played again.
std::optional<Vary> parseSweptValue(std::string_view path, std::string_view value, std::string& error);

// The value at the path in a content file's JSON, or null with the reason
// ("statuses has nothing named \"bleedin\" (did you mean \"bleeding\"?)").
OrderedJson* findVaried(OrderedJson& content, const Vary& vary, std::string& error);

// The value at the path (as findVaried found it) as it is: with #N, that
// number of its formula; nothing, with the reason, when the value there is no
// formula or has fewer numbers.
std::optional<OrderedJson> variedValue(const OrderedJson& at, const Vary& vary, std::string& error);

// Sets the value at the path (as findVaried found it) to `value`, or with #N
// writes `value` in place of that number of its formula (a negative one in
// brackets, "(-2)"); false, with the reason, as variedValue, or when a #N's
// value is no whole number (or, in a dice term, below 1). The build then
// compiles and checks the formula as any other.
bool setVaried(OrderedJson& at, const Vary& vary, const OrderedJson& value, std::string& error);

// The content file's text with the path set to the value; empty, with the
// reason, when the text is not JSON, the path names nothing in it or setVaried refuses.
std::string variedContent(std::string_view content, const Vary& vary, const OrderedJson& value, std::string& error);

// Whether every value of the sweep can be set at its path in the content's
// text (variedContent's reasons, the first refusal), before anything runs.
bool checkVaried(std::string_view content, const Vary& vary, std::string& error);

// The scenario loaded as loadSession does, but with `content` (the varied
// text) as its content file's bytes.
SessionLoad loadWithContent(const std::string& scenarioPath, const std::string& contentPath, const std::string& content,
                            const SessionOptions& options = {});

} // namespace rb
