// A game-sized status form, offscreen: content with 5,000 statuses, each
// status's form opened with its Removes picker (every other status, a
// check box each) laid out and painted the way the editor shows it. run.sh
// divides it by a 16.7 ms frame: at most 1.
#include "document/content_document.h"
#include "form/definition_form.h"
#include "form/name_picker.h"

#include <QImage>

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <string>

namespace {

constexpr int kStatuses = 5000;

QByteArray gameSizedContent()
{
    nlohmann::ordered_json content = {{"format", "rulebench/1"},
                                      {"stats", {{{"name", "health"}, {"default", 10}}}},
                                      {"damage_kinds", {{{"name", "poison"}}}},
                                      {"flags", {{{"name", "stone"}}}}};
    nlohmann::ordered_json statuses = nlohmann::ordered_json::array();
    for (int i = 0; i < kStatuses; ++i) {
        nlohmann::ordered_json s = {{"name", "venom " + std::to_string(i)},
                                    {"badge", "v"},
                                    {"turns", 3},
                                    {"tick", {{"kind", "poison"}, {"amount", 1}}}};
        if (i % 7 == 0)
            s["removes"] = {"venom " + std::to_string((i + 1) % kStatuses), "venom " + std::to_string((i + 2) % kStatuses)};
        statuses.push_back(std::move(s));
    }
    content["statuses"] = std::move(statuses);
    return QByteArray::fromStdString(content.dump());
}

void BM_Pickers_OpenStatusForm(benchmark::State& state)
{
    rb::ContentDocument doc;
    doc.openBytes(gameSizedContent());
    if (!doc.spec() || doc.spec()->statuses.size() != kStatuses) {
        state.SkipWithError("the content does not open");
        return;
    }
    rb::DefinitionForm form(&doc);
    form.resize(700, 900);
    QImage image(form.size(), QImage::Format_ARGB32_Premultiplied);
    int index = 0;
    for (auto _ : state) {
        form.showDefinition(QStringLiteral("statuses"), index);
        index = (index + 7) % kStatuses; // another status each time: a form built afresh
        auto* picker = qobject_cast<rb::NamePicker*>(form.editorFor(QStringLiteral("/removes")));
        if (!picker || picker->model()->nameCount() != kStatuses - 1) {
            state.SkipWithError("no Removes picker with every other status");
            return;
        }
        form.render(&image);
        benchmark::DoNotOptimize(image.constBits());
    }
}
BENCHMARK(BM_Pickers_OpenStatusForm)->Unit(benchmark::kMillisecond);

} // namespace
