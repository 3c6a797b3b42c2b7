#pragma once
// `--shard auto` and `--shard auto/N`: which shard this process is, taken from
// the scheduler that started it (a Slurm array task's numbers, a Kubernetes
// Indexed Job's completion index). The environment is read here, at the
// command line's edge, through a lookup a test fills by hand; core only ever
// sees the Shard.

#include "rulebench/batch/batch.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace rb::cli {

// An environment variable's value; nothing when it is not set.
using EnvironmentLookup = std::function<std::optional<std::string>(std::string_view name)>;

// The process's own environment (std::getenv).
EnvironmentLookup processEnvironment();

// --shard's value as a shard:
//   K/N     as given;
//   auto    K = SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN + 1 of
//           N = SLURM_ARRAY_TASK_COUNT, the array's ids consecutive
//           (SLURM_ARRAY_TASK_MAX - SLURM_ARRAY_TASK_MIN + 1 = N);
//   auto/N  K = JOB_COMPLETION_INDEX + 1 (counted from 0), from 1 to N.
// Nothing, with the reason on `why` (naming the variable at fault), otherwise.
std::optional<Shard> resolveShard(std::string_view text, const EnvironmentLookup& environment, std::string& why);

} // namespace rb::cli
