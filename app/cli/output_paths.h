#pragma once
// Before a command runs anything: no file it writes (--csv, --json, --save,
// -o) is one of the files it reads, however the two are named (compared as
// the files they are); no two outputs share one file; and every output can
// be written. So neither an input nor a long run is lost to a file name.

#include <initializer_list>
#include <iosfwd>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rb {
struct SessionLoad;
}

namespace rb::cli {

// A file a command reads, with what it is to the command ("the scenario").
struct InputFile {
    std::string path;
    std::string what;
};

// A file a command writes: the option naming it, and what it holds ("the CSV").
struct OutputFile {
    std::string option;
    std::string path;
    std::string what;
};

// True when the two names are one file (a link, `./x` and `x`, an absolute path).
bool sameFile(const std::string& a, const std::string& b);

// False, having said why on `err` (the caller exits 2), when an output is an
// input ("rulebench simulate: --csv demo.rules.json is the content file the
// scenario names (demo.rules.json); ..."), two outputs name one file, or an
// output cannot be written.
bool checkOutputs(std::string_view command, const std::vector<InputFile>& inputs,
                  const std::vector<OutputFile>& outputs, std::ostream& err);

// A played scenario's inputs: the scenario and the content file it names.
std::vector<InputFile> scenarioInputs(const std::string& scenario, const SessionLoad& load);

// The outputs among `values` (by option) that were given: {option, what it holds}.
std::vector<OutputFile> givenOutputs(const std::map<std::string, std::string, std::less<>>& values,
                                     std::initializer_list<std::pair<const char*, const char*>> options);

} // namespace rb::cli
