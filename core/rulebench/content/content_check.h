#pragma once
// The whole check of content held as specs (the editor's document), without
// writing it as text and reading it back: what reading each definition's
// written JSON reports is kept per definition and read again only for the
// definitions an edit touched; the rest of the file (its format, fire,
// durations, moments, conflicts and unknown keys) is read again each time, and
// the content is built from the specs.
//
// For a caller: checkSpec(spec, cache) gives exactly what
// validateContent(serializeContent(spec)) gives (the same diagnostics in the
// same order, the same definitions), in about the time of the build alone
// once the cache is filled. Content whose text would not read back as its
// JSON value (nested too deep, a number that is not finite, text that is not
// UTF-8, a key written twice) is checked through its text, as before.

#include "rulebench/content/build.h"
#include "rulebench/content/content.h"

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

namespace rb {

// What reading one definition's written JSON reports, its paths relative to
// the definition ("max_stacks", "" for the definition itself).
struct DefinitionRead {
    Diagnostics problems;
    bool needsText = false; // its JSON would not read back from text as it is
};

// Per definition section (stats, statuses, items, ...: the sections whose
// definitions carry their names), per definition: its read, or none until
// fill() reads it. Copying one copies pointers, so a worker can take a copy.
class DefinitionReads {
public:
    // Every entry unread, sized to the spec when next filled (a new file).
    void reset();
    // One definition of section `key` ("statuses") changed, inserted or
    // removed; a section without kept reads (durations, moments) is ignored.
    void changed(std::string_view key, std::size_t index);
    void inserted(std::string_view key, std::size_t index);
    void removed(std::string_view key, std::size_t index);
    // Reads every definition without a read. A section whose size is not the
    // spec's (the cache out of step) is read again whole.
    void fill(const ContentSpec& spec);

    // After fill(): whether any definition needs the text round trip.
    bool needsText() const;
    // Appends section `position`'s problems (in ContentSpec::fields()' order
    // of sections), each path under `sectionKey[i]`, after fill().
    void appendProblems(std::size_t position, std::string_view sectionKey, Diagnostics& out) const;
    // How many definitions have been read since the last reset (tests).
    std::size_t readsDone() const { return readsDone_; }

    using Entry = std::shared_ptr<const DefinitionRead>;

private:
    std::vector<Entry>* section(std::string_view key);

    std::vector<std::vector<Entry>> sections_; // empty: reset, sized by the next fill
    std::size_t readsDone_ = 0;
};

// The check of `spec`, filling `reads` first: exactly
// validateContent(serializeContent(spec)).
Validation checkSpec(const ContentSpec& spec, DefinitionReads& reads);

} // namespace rb
