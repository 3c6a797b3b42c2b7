#pragma once
// Every file the command line writes goes through here: into a temporary
// beside the target, renamed over it only when complete, so a write that
// fails leaves the old file as it was, and says why in words ("it is a
// folder, not a file", "writing stopped partway (No space left on device)").
// A target that is not a file (/dev/stdout, a pipe) is written straight.

#include <fstream>
#include <ostream>
#include <string>
#include <string_view>

namespace rb::cli {

class AtomicFile {
public:
    explicit AtomicFile(std::string path);
    ~AtomicFile(); // a temporary not committed is removed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // Starts the file: false, with why(), when the target cannot be written.
    bool open();
    // Where the bytes go between open() and commit(), as they come.
    std::ostream& stream() { return stream_; }
    // Puts the complete file in the target's place: false, with why(), and
    // the old file as it was, when anything went wrong.
    bool commit();
    const std::string& why() const { return why_; }

private:
    bool fail(std::string why);
    void discard();

    std::string path_;
    std::string temporary_; // empty when the target is written straight
    std::ofstream stream_;
    std::string why_;
};

// "PATH: cannot write WHAT: WHY" on `err`, for a write that failed.
void sayCannotWrite(const std::string& path, std::string_view what, const std::string& why, std::ostream& err);
// A whole file at once: true, or false having said why on `err`.
bool writeFile(const std::string& path, const std::string& bytes, std::string_view what, std::ostream& err);

} // namespace rb::cli
