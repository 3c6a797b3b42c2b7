#include "cli/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace rb::cli {

namespace fs = std::filesystem;

namespace {
// What the system said about the last call that failed, in its words.
std::string systemReason() { return errno != 0 ? std::strerror(errno) : "for a reason the system did not give"; }

// Said in words for the cases a person can fix, before the system's terse reason.
std::string whyNotWritable(const fs::path& target)
{
    std::error_code ec;
    const fs::file_status status = fs::status(target, ec);
    if (fs::is_directory(status))
        return "it is a folder, not a file";
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    const fs::file_status folderStatus = fs::status(folder, ec);
    if (!fs::exists(folderStatus))
        return "the folder " + folder.string() + " does not exist";
    if (!fs::is_directory(folderStatus))
        return folder.string() + " is a file, not a folder";
    return {};
}
} // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {}

AtomicFile::~AtomicFile() { discard(); }

bool AtomicFile::open()
{
    if (std::string why = whyNotWritable(path_); !why.empty())
        return fail(std::move(why));
    std::error_code ec;
    const fs::file_status status = fs::status(path_, ec);
    // Nothing to keep whole on a device or a pipe: written straight.
    const bool straight = fs::exists(status) && !fs::is_regular_file(status);
    temporary_ = straight ? std::string() : path_ + ".rulebench-part";
    errno = 0;
    stream_.open(straight ? path_ : temporary_, std::ios::binary | std::ios::trunc);
    if (!stream_) {
        temporary_.clear();
        return fail("it cannot be made there (" + systemReason() + ")");
    }
    return true;
}

bool AtomicFile::commit()
{
    // A stream that failed already keeps the errno of the write that failed.
    if (stream_) {
        errno = 0;
        stream_.flush();
        if (stream_)
            stream_.close();
    }
    if (!stream_) {
        const std::string reason = systemReason();
        discard();
        return fail("writing stopped partway (" + reason + "), perhaps because the disk is full");
    }
    if (temporary_.empty())
        return true;
    // A file replaced keeps who may read and write it.
    std::error_code ec;
    if (const fs::file_status old = fs::status(path_, ec); fs::is_regular_file(old))
        fs::permissions(temporary_, old.permissions(), ec);
    errno = 0;
    if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
        const std::string reason = systemReason();
        discard();
        return fail("putting it in place failed (" + reason + ")");
    }
    temporary_.clear();
    return true;
}

bool AtomicFile::fail(std::string why)
{
    why_ = std::move(why);
    return false;
}

void AtomicFile::discard()
{
    if (stream_.is_open())
        stream_.close();
    if (!temporary_.empty())
        std::remove(temporary_.c_str());
    temporary_.clear();
}

void sayCannotWrite(const std::string& path, std::string_view what, const std::string& why, std::ostream& err)
{
    err << path << ": cannot write " << what << ": " << why << "\n";
}

bool writeFile(const std::string& path, const std::string& bytes, std::string_view what, std::ostream& err)
{
    AtomicFile file(path);
    if (file.open()) {
        file.stream() << bytes;
        if (file.commit())
            return true;
    }
    sayCannotWrite(path, what, file.why(), err);
    return false;
}

} // namespace rb::cli
