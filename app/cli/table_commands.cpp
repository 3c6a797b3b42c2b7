// `rulebench export CONTENT --section SECTION [-o FILE.csv]` and `rulebench
// import CONTENT FILE.csv --section SECTION [-o OUT] [--remove-missing]`: a
// section as a spreadsheet's CSV and back (content/section_table.h,
// content/table_import.h). Import replaces CONTENT atomically without -o, and
// says which rows matched, were added and are missing. Exit 0 written, 1
// refused (a wrong cell: nothing written), 2 bad input.
#include "cli/atomic_file.h"
#include "cli/cli.h"
#include "cli/content_files.h"
#include "cli/output_paths.h"

#include "rulebench/content/content_fields.h"
#include "rulebench/content/sections.h"
#include "rulebench/content/table_import.h"

#include <ostream>

namespace rb::cli {

namespace {
constexpr const char* kExportUsage = "Usage: rulebench export CONTENT --section SECTION [-o FILE.csv]\n";
constexpr const char* kImportUsage =
    "Usage: rulebench import CONTENT FILE.csv --section SECTION [-o OUT] [--remove-missing]\n";

struct TableArgs {
    std::vector<std::string> files;
    std::string section; // its key, once read
    std::string output;
    bool removeMissing = false;
};

bool parseTableArgs(const std::vector<std::string>& args, const char* command, std::size_t fileCount,
                    const char* usage, TableArgs& out, std::ostream& err)
{
    const bool importing = std::string_view(command) == "import";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--section" || a == "-o") {
            if (i + 1 >= args.size()) {
                err << "rulebench " << command << ": " << a << " needs a value\n" << usage;
                return false;
            }
            (a == "-o" ? out.output : out.section) = args[++i];
        } else if (importing && a == "--remove-missing") {
            out.removeMissing = true;
        } else if (a.size() > 1 && a.starts_with("-")) {
            err << unknownOption(command, a) << "\n" << usage;
            return false;
        } else {
            out.files.push_back(a);
        }
    }
    if (out.files.size() != fileCount || out.section.empty()) {
        err << "rulebench " << command << ": " << (out.section.empty() ? "--section is needed" : "wrong number of files")
            << "\n" << usage;
        return false;
    }
    std::string why;
    const SectionInfo* section = sectionNamed(out.section, &why);
    if (!section) {
        err << "rulebench " << command << ": " << why << "\n";
        return false;
    }
    out.section = section->key;
    return true;
}

void sayNames(std::ostream& out, const char* what, const std::vector<std::string>& names)
{
    if (names.empty())
        return;
    out << "  " << what << ":";
    for (std::size_t i = 0; i < names.size(); ++i)
        out << (i ? ", " : " ") << names[i];
    out << "\n";
}

void sayImport(const TableImport& r, const std::string& section, bool removed, std::ostream& out)
{
    const SectionInfo* info = findSection(section);
    out << info->title << ": " << r.matched.size() << " matched, " << r.added.size() << " added, "
        << r.missing.size() << " missing" << (r.missing.empty() ? "" : removed ? " (removed)" : " (kept)") << "\n";
    sayNames(out, "added", r.added);
    sayNames(out, removed ? "missing, removed" : "missing, kept", r.missing);
}
} // namespace

int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    TableArgs a;
    if (!parseTableArgs(args, "export", 1, kExportUsage, a, err))
        return kExitUnusable;
    const std::vector<InputFile> inputs{{a.files[0], "the content file"}};
    const std::vector<OutputFile> outputs{{"-o", a.output, "the table"}};
    if (!a.output.empty() && !checkOutputs("export", inputs, outputs, err))
        return kExitUnusable;
    const std::optional<ContentSpec> spec = readContentSpec(a.files[0], "export", err);
    if (!spec)
        return kExitUnusable;
    const std::string csv = tableCsv(sectionTable(contentToJson(*spec), contentFields(), a.section));
    if (a.output.empty()) {
        out << csv;
        return kExitClean;
    }
    return writeFile(a.output, csv, "the table", err) ? kExitClean : kExitUnusable;
}

int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    TableArgs a;
    if (!parseTableArgs(args, "import", 2, kImportUsage, a, err))
        return kExitUnusable;
    const std::vector<InputFile> inputs{{a.files[0], "the content file (leave out -o to replace it)"},
                                        {a.files[1], "the table"}};
    const std::vector<OutputFile> outputs{{"-o", a.output, "the content file"}};
    if (!a.output.empty() && !checkOutputs("import", inputs, outputs, err))
        return kExitUnusable;
    const std::optional<ContentSpec> spec = readContentSpec(a.files[0], "import", err);
    std::string csv, reason;
    if (!spec)
        return kExitUnusable;
    if (!readWholeFile(a.files[1], csv, reason)) {
        err << a.files[1] << ": cannot read: " << reason << "\n";
        return kExitUnusable;
    }
    const TableImport r = importTableCsv(*spec, contentFields(), a.section, csv, {a.removeMissing});
    if (!r.unusable.empty()) {
        err << a.files[1] << ": " << r.unusable << "\n";
        return kExitUnusable;
    }
    if (!r.applied()) {
        for (const TableProblem& p : r.refused)
            err << a.files[1] << ": " << problemText(p) << "\n";
        err << "rulebench import: refused; nothing written\n";
        return kExitErrors;
    }
    const std::string target = a.output.empty() ? a.files[0] : a.output;
    if (!writeFile(target, serializeContent(*r.spec), "the content file", err))
        return kExitUnusable;
    sayImport(r, a.section, a.removeMissing, out);
    return kExitClean;
}

} // namespace rb::cli
