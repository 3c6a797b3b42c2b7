// `rulebench find CONTENT QUERY [--json FILE]`: the definitions a query
// finds (content/query_parse.h, content/content_query.h), one a line as its
// section's word and its name ("status bleeding"); --json writes them as a
// list of {"section", "name"}. Exit 0 the query ran (found or not: nothing
// found prints nothing and writes []), 2 bad input or a query that does not
// read (said at its column).
#include "cli/atomic_file.h"
#include "cli/cli.h"
#include "cli/content_files.h"
#include "cli/output_paths.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/content_query.h"
#include "rulebench/content/sections.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kUsage = "Usage: rulebench find CONTENT QUERY [--json FILE]\n";

struct FindArgs {
    std::vector<std::string> words; // CONTENT, QUERY
    std::string json;
};

bool parseFindArgs(const std::vector<std::string>& args, FindArgs& out, std::ostream& err)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            if (i + 1 >= args.size()) {
                err << "rulebench find: --json needs a file\n" << kUsage;
                return false;
            }
            out.json = args[++i];
        } else if (args[i].size() > 1 && args[i].starts_with("-") && out.words.empty()) {
            err << unknownOption("find", args[i]) << "\n" << kUsage;
            return false;
        } else {
            out.words.push_back(args[i]);
        }
    }
    if (out.words.size() != 2) {
        err << "rulebench find: a content file and one query (quote it: \"statuses where max_stacks > 3\")\n" << kUsage;
        return false;
    }
    return true;
}

std::string matchesJson(const std::vector<QueryMatch>& matches)
{
    OrderedJson list = OrderedJson::array();
    for (const QueryMatch& m : matches)
        list.push_back(OrderedJson{{"section", m.section}, {"name", m.name}});
    return list.dump(2) + "\n";
}
} // namespace

int runFind(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    FindArgs a;
    if (!parseFindArgs(args, a, err))
        return kExitUnusable;
    const std::string& file = a.words[0];
    const std::vector<InputFile> inputs{{file, "the content file"}};
    const std::vector<OutputFile> outputs{{"--json", a.json, "the matches"}};
    if (!a.json.empty() && !checkOutputs("find", inputs, outputs, err))
        return kExitUnusable;
    const QueryParse parsed = parseQuery(a.words[1], contentFields());
    if (!parsed.query) {
        err << "rulebench find: " << parsed.problem << "\n  " << a.words[1] << "\n  "
            << std::string(static_cast<std::size_t>(parsed.column - 1), ' ') << "^\n";
        return kExitUnusable;
    }
    const std::optional<ContentSpec> spec = readContentSpec(file, "find", err);
    if (!spec)
        return kExitUnusable;
    const std::vector<QueryMatch> matches = runQuery(*spec, *parsed.query);
    for (const QueryMatch& m : matches)
        out << findSection(m.section)->singular << " " << escapeControlCharacters(m.name) << "\n";
    if (!a.json.empty() && !writeFile(a.json, matchesJson(matches), "the matches", err))
        return kExitUnusable;
    return kExitClean;
}

} // namespace rb::cli
