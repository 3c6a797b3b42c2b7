#pragma once
// Every file the command line writes goes through here: into a temporary
// beside the target, its bytes written and checked, synced to the disk, and
// renamed over the target only then, so a write that fails at any step
// leaves the old file byte for byte, and says why in words ("it is a folder,
// not a file", "writing stopped partway (No space left on device)").
// A target that is not a file (/dev/stdout, a pipe) is written straight.

#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace rb::cli {

class AtomicFile {
public:
    explicit AtomicFile(std::string path);
    ~AtomicFile(); // a temporary not committed is removed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // Why `path` cannot be written, asked before anything runs (a folder, a
    // folder that does not exist, a disk that takes no new file), or nothing
    // when it can. Nothing is left behind.
    static std::string whyNotWritable(const std::string& path);

    // Starts the file: false, with why(), when the target cannot be written.
    bool open();
    // Where the bytes go between open() and commit(), as they come.
    std::ostream& stream() { return stream_; }
    // Puts the complete file in the target's place: false, with why(), and
    // the old file as it was, when anything went wrong.
    bool commit();
    const std::string& why() const { return why_; }

private:
    // Bytes to a file descriptor through a buffer, keeping the first error.
    class Buffer : public std::streambuf {
    public:
        Buffer() { setp(bytes_.data(), bytes_.data() + bytes_.size()); }
        void attach(int fd) { fd_ = fd; }
        int error() const { return error_; } // errno of the write that failed, or 0
        bool drain();

    protected:
        int_type overflow(int_type c) override;
        int sync() override { return drain() ? 0 : -1; }

    private:
        int fd_ = -1;
        int error_ = 0;
        std::vector<char> bytes_ = std::vector<char>(std::size_t{1} << 16);
    };

    bool fail(std::string why);
    void discard();

    std::string path_;
    std::string temporary_; // empty when the target is written straight
    int fd_ = -1;
    Buffer buffer_;
    std::ostream stream_{&buffer_};
    std::string why_;
};

// "PATH: cannot write WHAT: WHY" on `err`, for a write that failed.
void sayCannotWrite(const std::string& path, std::string_view what, const std::string& why, std::ostream& err);
// A whole file at once: true, or false having said why on `err`.
bool writeFile(const std::string& path, const std::string& bytes, std::string_view what, std::ostream& err);

} // namespace rb::cli
