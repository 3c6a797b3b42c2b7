#pragma once
// Text kept inside the object up to N characters, on the heap beyond: a
// Where's path and definition name are made for nearly every value read and
// almost never shown, and a std::string past 15 characters would allocate
// each time.

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace rb {

template <std::size_t N>
class InlineText {
public:
    InlineText() = default;
    InlineText(std::string_view s) { assign(s); }
    InlineText(const char* s) { assign(std::string_view(s)); }
    InlineText(const std::string& s) { assign(std::string_view(s)); }
    // Short text copies as a fixed block: no branch on its length, no loop.
    InlineText(const InlineText& o)
        : size_(o.size_)
    {
        if (size_ <= N)
            std::memcpy(inline_, o.inline_, N);
        else
            heap_ = o.heap_;
    }
    InlineText& operator=(const InlineText& o)
    {
        if (this != &o) {
            size_ = o.size_;
            if (size_ <= N)
                std::memcpy(inline_, o.inline_, N);
            else
                heap_ = o.heap_;
        }
        return *this;
    }
    InlineText& operator=(std::string_view s) { return assign(s); }
    InlineText& operator=(const char* s) { return assign(std::string_view(s)); }
    InlineText& operator=(const std::string& s) { return assign(std::string_view(s)); }

    std::string_view view() const { return size_ <= N ? std::string_view(inline_, size_) : std::string_view(heap_); }
    operator std::string_view() const { return view(); }
    operator std::string() const { return std::string(view()); }
    std::string str() const { return std::string(view()); }
    bool empty() const { return size_ == 0; }
    std::size_t size() const { return size_; }

    InlineText& append(std::string_view s)
    {
        const std::size_t total = size_ + s.size();
        if (total <= N) {
            std::memcpy(inline_ + size_, s.data(), s.size());
        } else {
            if (size_ <= N)
                heap_.assign(inline_, size_);
            heap_.append(s);
        }
        size_ = total;
        return *this;
    }

    friend bool operator==(const InlineText& a, std::string_view b) { return a.view() == b; }

private:
    InlineText& assign(std::string_view s)
    {
        size_ = 0;
        return append(s);
    }

    std::size_t size_ = 0;
    char inline_[N] = {};
    std::string heap_; // only when size_ > N
};

} // namespace rb
