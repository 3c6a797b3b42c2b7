// Loading and building a content file with 10,000 definitions in every
// section, against nlohmann::json::parse of the same bytes: the price of
// reading every field with its path and resolving every name.
#include "rulebench/content/content.h"
#include "rulebench/content/build.h"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

namespace {

constexpr int kCount = 10'000;

std::string name(const char* prefix, int i) { return prefix + std::to_string(i); }

// Every section, each definition naming others so building resolves names.
std::string generateContent()
{
    using nlohmann::ordered_json;
    ordered_json root = ordered_json::object();
    root["format"] = "rulebench/1";
    ordered_json stats = ordered_json::array(), kinds = ordered_json::array(), flags = ordered_json::array();
    ordered_json statuses = ordered_json::array(), actors = ordered_json::array(), factKinds = ordered_json::array();
    ordered_json counters = ordered_json::array(), quests = ordered_json::array();
    for (int i = 0; i < kCount; ++i) {
        stats.push_back({{"name", name("stat ", i)}, {"default", i % 50}, {"min", 0}, {"max", 100}});
        kinds.push_back({{"name", name("kind ", i)}, {"reduced_by", name("stat ", i)}});
        flags.push_back({{"name", name("flag ", i)}});
        statuses.push_back({{"name", name("status ", i)},
                            {"badge", "s"},
                            {"stacking", "Stack"},
                            {"turns", 3},
                            {"tick", {{"kind", name("kind ", i)}, {"amount", 1}}},
                            {"modifiers",
                             {{{"stat", name("stat ", i)}, {"op", "Add"}, {"value", 2}},
                              // stat i reads stat i + half: no chains, no cycles.
                              {{"stat", name("stat ", i % (kCount / 2))},
                               {"op", "Add"},
                               {"value", {{"stat", name("stat ", kCount / 2 + i % (kCount / 2))}, {"times", 2}}},
                               {"req", {{"not", {{"has_status", name("status ", (i + 3) % kCount)}}}}}},
                              {{"flag", name("flag ", i)},
                               {"req", {{"stat_at_most", {{"stat", name("stat ", i)}, {"value", 5}}}}}}}}});
        actors.push_back({{"name", name("actor ", i)},
                          {"glyph", "a"},
                          {"color", "#a08060"},
                          {"faction", name("faction ", i % 100)},
                          {"stats", {{name("stat ", i), 4}, {name("stat ", (i + 7) % kCount), 12}}}});
        factKinds.push_back({{"name", name("fact ", i)}, {"subject", "actors"}, {"object", "factions"}});
        counters.push_back({{"name", name("counter ", i)}, {"tally", {{{"kind", name("fact ", i)}}}}});
        ordered_json quest = {{"name", name("quest ", i)}};
        if (i > 0)
            quest["after"] = {name("quest ", i - 1)};
        quest["objectives"] = {{{"match", {{"kind", name("fact ", i)}, {"subject", name("actor ", i)}}},
                                {"need", {{"total", 5}}}}};
        quests.push_back(std::move(quest));
    }
    root["stats"] = std::move(stats);
    root["damage_kinds"] = std::move(kinds);
    root["flags"] = std::move(flags);
    root["statuses"] = std::move(statuses);
    root["actors"] = std::move(actors);
    root["fact_kinds"] = std::move(factKinds);
    root["counters"] = std::move(counters);
    root["quests"] = std::move(quests);
    return root.dump(2) + "\n";
}

const std::string& content()
{
    static const std::string bytes = [] {
        std::string b = generateContent();
        // A benchmark of a file that does not validate clean measures the wrong thing.
        const rb::Validation v = rb::validateContent(b);
        if (!v.readable || !v.diagnostics.all().empty()) {
            std::cerr << "bench_content: the generated file does not validate clean\n";
            for (const auto& d : v.diagnostics.all())
                std::cerr << "  " << d.message.substr(0, 200) << "\n";
            std::exit(1);
        }
        return b;
    }();
    return bytes;
}

void BM_Rulebench_LoadBuild(benchmark::State& state)
{
    const std::string& bytes = content();
    for (auto _ : state) {
        rb::Validation v = rb::validateContent(bytes);
        benchmark::DoNotOptimize(v);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes.size()));
}

void BM_Nlohmann_Parse(benchmark::State& state)
{
    const std::string& bytes = content();
    for (auto _ : state) {
        nlohmann::json j = nlohmann::json::parse(bytes);
        benchmark::DoNotOptimize(j);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes.size()));
}

} // namespace

BENCHMARK(BM_Rulebench_LoadBuild)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Nlohmann_Parse)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
