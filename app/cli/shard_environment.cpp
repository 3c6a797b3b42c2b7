#include "cli/shard_environment.h"

#include "rulebench/base/diagnostic.h"

#include <charconv>
#include <cstdint>
#include <cstdlib>

namespace rb::cli {

namespace {
constexpr const char* kSlurm = "a Slurm array task (sbatch --array)";
constexpr const char* kIndexedJob = "a Kubernetes Indexed Job";

// A whole number from 0, all of `text`.
bool wholeNumber(std::string_view text, std::int64_t& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

// The variable `name` as a whole number, or why not. `option` is --shard's
// value and `setBy` who sets the variable, for the reason.
bool readVariable(const EnvironmentLookup& environment, const std::string& name, const std::string& option,
                  const char* setBy, std::int64_t& out, std::string& why)
{
    const std::optional<std::string> value = environment(name);
    if (!value) {
        why = "--shard " + option + " takes the shard from " + setBy + ", but " + name
              + " is not set (outside one, give --shard K/N)";
        return false;
    }
    if (!wholeNumber(*value, out)) {
        why = "--shard " + option + ": " + name + " is \"" + escapeControlCharacters(*value)
              + "\", not a whole number";
        return false;
    }
    return true;
}

std::string setting(const std::string& name, std::int64_t value) { return name + "=" + std::to_string(value); }

// K of N from a Slurm array task: its id's place among the array's ids, which
// must be consecutive (a stepped array's or a list's ids do not number the
// shards 1 to N).
std::optional<Shard> slurmShard(const EnvironmentLookup& environment, std::string& why)
{
    std::int64_t id = 0, least = 0, most = 0, count = 0;
    if (!readVariable(environment, "SLURM_ARRAY_TASK_ID", "auto", kSlurm, id, why)
        || !readVariable(environment, "SLURM_ARRAY_TASK_MIN", "auto", kSlurm, least, why)
        || !readVariable(environment, "SLURM_ARRAY_TASK_MAX", "auto", kSlurm, most, why)
        || !readVariable(environment, "SLURM_ARRAY_TASK_COUNT", "auto", kSlurm, count, why))
        return std::nullopt;
    if (most < least || most - least != count - 1) {
        const std::uint64_t ids = most < least ? 0 : static_cast<std::uint64_t>(most - least) + 1;
        why = "--shard auto needs the array's task ids to be consecutive, but " + setting("SLURM_ARRAY_TASK_MIN", least)
              + " to " + setting("SLURM_ARRAY_TASK_MAX", most) + " spans " + std::to_string(ids) + " ids for "
              + setting("SLURM_ARRAY_TASK_COUNT", count)
              + " tasks (a stepped array such as --array=1-16:2, or a list): submit --array=1-" + std::to_string(count)
              + ", or give --shard K/N";
        return std::nullopt;
    }
    if (id < least || id > most) {
        why = "--shard auto: " + setting("SLURM_ARRAY_TASK_ID", id) + " is not from " + std::to_string(least)
              + " to " + std::to_string(most) + " (SLURM_ARRAY_TASK_MIN to SLURM_ARRAY_TASK_MAX)";
        return std::nullopt;
    }
    return Shard{id - least + 1, count};
}

// K of N from a Kubernetes Indexed Job: its completion index, counted from 0.
std::optional<Shard> indexedJobShard(std::string_view countText, const EnvironmentLookup& environment,
                                     std::string& why)
{
    const std::string option = "auto/" + std::string(countText);
    std::int64_t count = 0, index = 0;
    if (!wholeNumber(countText, count) || count < 1) {
        why = "--shard auto/N needs N, the Job's completions, a whole number from 1, not \""
              + escapeControlCharacters(option) + "\"";
        return std::nullopt;
    }
    if (!readVariable(environment, "JOB_COMPLETION_INDEX", option, kIndexedJob, index, why))
        return std::nullopt;
    if (index >= count) {
        why = "--shard " + option + ": " + setting("JOB_COMPLETION_INDEX", index) + " is not from 0 to "
              + std::to_string(count - 1) + " (are the Job's completions " + std::to_string(count) + "?)";
        return std::nullopt;
    }
    return Shard{index + 1, count};
}
} // namespace

EnvironmentLookup processEnvironment()
{
    return [](std::string_view name) -> std::optional<std::string> {
        const char* value = std::getenv(std::string(name).c_str());
        return value ? std::optional<std::string>(value) : std::nullopt;
    };
}

std::optional<Shard> resolveShard(std::string_view text, const EnvironmentLookup& environment, std::string& why)
{
    if (text == "auto")
        return slurmShard(environment, why);
    if (text.starts_with("auto/"))
        return indexedJobShard(text.substr(5), environment, why);
    std::optional<Shard> shard = parseShard(text);
    if (!shard)
        why = "--shard needs K/N with 1 <= K <= N, auto (a Slurm array task) or auto/N (a Kubernetes Indexed Job), "
              "not \"" + escapeControlCharacters(text) + "\"";
    return shard;
}

} // namespace rb::cli
