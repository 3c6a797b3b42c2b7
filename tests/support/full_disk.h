#pragma once
// A real full disk for the tests that write: a small tmpfs mounted over a
// scratch folder (mounting needs root; CI runs as root), then filled by a
// filler file to the last page, or to within `room` bytes of it. Where it
// cannot be mounted, why() says so and the test skips, saying that.

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <sys/mount.h>
#include <unistd.h>
#include <vector>

namespace rb::test {

class FullDisk {
public:
    // A tmpfs of `kilobytes` at `folder` (made when missing).
    FullDisk(std::string folder, int kilobytes) : folder_(std::move(folder))
    {
        std::error_code ec;
        std::filesystem::create_directories(folder_, ec);
        if (::geteuid() != 0) {
            why_ = "not running as root, and mounting a small tmpfs to fill needs root";
            return;
        }
        const std::string options = "size=" + std::to_string(kilobytes) + "k";
        if (::mount("tmpfs", folder_.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) != 0) {
            why_ = std::string("mounting a tmpfs at ") + folder_ + " failed (" + std::strerror(errno)
                + "), as in a container without CAP_SYS_ADMIN";
            return;
        }
        mounted_ = true;
    }
    ~FullDisk()
    {
        if (mounted_)
            ::umount2(folder_.c_str(), MNT_DETACH);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    bool mounted() const { return mounted_; }
    const std::string& why() const { return why_; }
    std::string path(const std::string& name) const { return folder_ + "/" + name; }

    // Fills the disk: a filler file grown until a write finds no room, then
    // cut by `room` bytes (whole pages are given back). True when it filled.
    bool fill(long room = 0)
    {
        const std::string filler = path(".filler");
        const int fd = ::open(filler.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0)
            return false;
        const std::vector<char> page(4096, 'f');
        for (std::size_t size = page.size(); size > 0; size /= 2)
            while (::write(fd, page.data(), size) == static_cast<ssize_t>(size)) {
            }
        const bool full = errno == ENOSPC;
        const off_t end = ::lseek(fd, 0, SEEK_END);
        const bool cut = room == 0 || ::ftruncate(fd, end > room ? end - room : 0) == 0;
        ::close(fd);
        return full && cut;
    }
    // The filler removed: room for what a test writes next.
    void freeUp() { ::unlink(path(".filler").c_str()); }

private:
    std::string folder_;
    std::string why_;
    bool mounted_ = false;
};

} // namespace rb::test
