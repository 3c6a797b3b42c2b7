#include "rulebench/content/sections.h"

#include <utility>

namespace rb {

namespace {
template <auto Member>
struct Section {
    static auto& list(ContentSpec& s) { return s.*Member; }
    static const auto& list(const ContentSpec& s) { return s.*Member; }
    using Spec = typename std::remove_reference_t<decltype(list(std::declval<ContentSpec&>()))>::value_type;

    static std::size_t size(const ContentSpec& s) { return list(s).size(); }
    static const std::string& name(const ContentSpec& s, std::size_t i) { return list(s).at(i).name; }
    static OrderedJson get(const ContentSpec& s, std::size_t i) { return toJson(list(s).at(i)); }
    static Spec fromJson(const Json& json)
    {
        Diagnostics ignored; // validation reports them for the whole file
        ObjectReader reader(json, Where{&ignored, {}, {}});
        Spec spec;
        readSpec(reader, spec);
        return spec;
    }
    static void set(ContentSpec& s, std::size_t i, const Json& json) { list(s).at(i) = fromJson(json); }
    static void insert(ContentSpec& s, std::size_t i, const Json& json)
    {
        auto& l = list(s);
        l.insert(l.begin() + static_cast<std::ptrdiff_t>(std::min(i, l.size())), fromJson(json));
    }
    static void remove(ContentSpec& s, std::size_t i)
    {
        auto& l = list(s);
        l.erase(l.begin() + static_cast<std::ptrdiff_t>(i));
    }

    static void swap(ContentSpec& a, std::size_t i, ContentSpec& b, std::size_t j)
    {
        std::swap(list(a).at(i), list(b).at(j));
    }

    static SectionInfo info(std::string key, std::string title, std::string singular)
    {
        return {std::move(key), std::move(title), std::move(singular), &size, &name, &get, &set, &insert, &remove, &swap};
    }
};
} // namespace

const std::vector<SectionInfo>& contentSections()
{
    static const std::vector<SectionInfo> sections = {
        Section<&ContentSpec::stats>::info("stats", "Stats", "stat"),
        Section<&ContentSpec::damageKinds>::info("damage_kinds", "Damage kinds", "damage kind"),
        Section<&ContentSpec::flags>::info("flags", "Flags", "flag"),
        Section<&ContentSpec::durations>::info("durations", "Durations", "duration"),
        Section<&ContentSpec::statuses>::info("statuses", "Statuses", "status"),
        Section<&ContentSpec::moments>::info("moments", "Moments", "moment"),
        Section<&ContentSpec::items>::info("items", "Items", "item"),
        Section<&ContentSpec::props>::info("props", "Props", "prop"),
        Section<&ContentSpec::abilities>::info("abilities", "Abilities", "ability"),
        Section<&ContentSpec::actors>::info("actors", "Actors", "actor"),
        Section<&ContentSpec::factKinds>::info("fact_kinds", "Fact kinds", "fact kind"),
        Section<&ContentSpec::counters>::info("counters", "Counters", "counter"),
        Section<&ContentSpec::quests>::info("quests", "Quests", "quest"),
    };
    return sections;
}

const SectionInfo* findSection(std::string_view key)
{
    for (const auto& s : contentSections())
        if (s.key == key)
            return &s;
    return nullptr;
}

std::size_t sectionOrder(std::string_view key)
{
    const auto& sections = contentSections();
    const SectionInfo* found = findSection(key);
    return found ? static_cast<std::size_t>(found - sections.data()) : sections.size();
}

namespace {
std::string spaced(std::string_view word)
{
    std::string out(word);
    for (char& c : out)
        c = c == '_' ? ' ' : (c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    return out;
}
} // namespace

const SectionInfo* sectionNamed(std::string_view word, std::string* orWhy)
{
    const std::string wanted = spaced(word);
    std::vector<std::string> keys;
    for (const auto& s : contentSections()) {
        if (wanted == spaced(s.key) || wanted == spaced(s.singular) || wanted == spaced(s.title))
            return &s;
        keys.push_back(s.key);
    }
    if (orWhy)
        *orWhy = "no section \"" + std::string(word) + "\"" + didYouMean(word, keys);
    return nullptr;
}

std::string unusedName(const ContentSpec& spec, const SectionInfo& section, const std::string& base)
{
    const auto taken = [&](const std::string& candidate) {
        for (std::size_t i = 0; i < section.size(spec); ++i)
            if (section.name(spec, i) == candidate)
                return true;
        return false;
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        std::string candidate = base + " " + std::to_string(n);
        if (!taken(candidate))
            return candidate;
    }
}

} // namespace rb
