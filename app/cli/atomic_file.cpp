#include "cli/atomic_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace rb::cli {

namespace fs = std::filesystem;

namespace {
std::string reason(int error) { return error != 0 ? std::strerror(error) : "for a reason the system did not give"; }

std::string stoppedPartway(int error)
{
    return "writing stopped partway (" + reason(error) + "), perhaps because the disk is full";
}

// Said in words for the cases a person can fix, before the system's terse reason.
std::string whyNotThere(const fs::path& target)
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

// Nothing to keep whole on a device or a pipe: written straight.
bool writtenStraight(const std::string& path)
{
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    return fs::exists(status) && !fs::is_regular_file(status);
}

std::string temporaryFor(const std::string& path) { return path + ".rulebench-part"; }

int openForWriting(const std::string& path)
{
    int fd = -1;
    do
        fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    while (fd < 0 && errno == EINTR);
    return fd;
}

// The folder's entry for the renamed file on the disk too. The new file is in
// place whatever this answers, so a failure here is not the write's.
void syncFolder(const std::string& path)
{
    const fs::path folder = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : fs::path(".");
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}
} // namespace

bool AtomicFile::Buffer::drain()
{
    const char* from = pbase();
    while (error_ == 0 && from < pptr()) {
        const ssize_t n = ::write(fd_, from, static_cast<std::size_t>(pptr() - from));
        if (n > 0)
            from += n;
        else if (n == 0)
            error_ = ENOSPC; // a write that takes nothing and says nothing: no room
        else if (errno != EINTR)
            error_ = errno;
    }
    setp(bytes_.data(), bytes_.data() + bytes_.size());
    return error_ == 0;
}

AtomicFile::Buffer::int_type AtomicFile::Buffer::overflow(int_type c)
{
    if (!drain())
        return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {}

AtomicFile::~AtomicFile() { discard(); }

std::string AtomicFile::whyNotWritable(const std::string& path)
{
    if (std::string why = whyNotThere(path); !why.empty())
        return why;
    if (writtenStraight(path))
        return ::access(path.c_str(), W_OK) == 0 ? std::string() : "it cannot be written (" + reason(errno) + ")";
    // A file made and removed where the temporary will be: a read-only disk says so now.
    const std::string probe = temporaryFor(path);
    const int fd = openForWriting(probe);
    if (fd < 0)
        return "it cannot be made there (" + reason(errno) + ")";
    ::close(fd);
    ::unlink(probe.c_str());
    return {};
}

bool AtomicFile::open()
{
    if (std::string why = whyNotThere(path_); !why.empty())
        return fail(std::move(why));
    const bool straight = writtenStraight(path_);
    temporary_ = straight ? std::string() : temporaryFor(path_);
    fd_ = openForWriting(straight ? path_ : temporary_);
    if (fd_ < 0) {
        const int error = errno;
        temporary_.clear();
        return fail("it cannot be made there (" + reason(error) + ")");
    }
    buffer_.attach(fd_);
    return true;
}

bool AtomicFile::commit()
{
    if (fd_ < 0)
        return fail("it was never started");
    // Each step's answer checked: the last bytes written, the file on the
    // disk, closed; only then does it replace the old one.
    stream_.flush();
    if (buffer_.error() != 0 || !stream_) {
        const int error = buffer_.error();
        discard();
        return fail(stoppedPartway(error));
    }
    if (!temporary_.empty()) {
        // A file replaced keeps who may read and write it.
        struct stat old {};
        if (::stat(path_.c_str(), &old) == 0 && S_ISREG(old.st_mode))
            ::fchmod(fd_, old.st_mode & 07777);
        if (::fsync(fd_) != 0) {
            const int error = errno;
            discard();
            return fail("putting it on the disk failed (" + reason(error) + "), perhaps because the disk is full");
        }
    }
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0 && errno != EINTR) {
        const int error = errno;
        discard();
        return fail(stoppedPartway(error));
    }
    if (temporary_.empty())
        return true;
    if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
        const int error = errno;
        discard();
        return fail("putting it in place failed (" + reason(error) + ")");
    }
    temporary_.clear();
    syncFolder(path_);
    return true;
}

bool AtomicFile::fail(std::string why)
{
    why_ = std::move(why);
    return false;
}

void AtomicFile::discard()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    if (!temporary_.empty())
        ::unlink(temporary_.c_str());
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
